#!/usr/bin/env node
/*
 * Fresh renders against the yardstick (issue 15, the architecture's fresh-render budget: an uncached listing and tour
 * page at ≥ 0.15 × the /healthz rate measured in the same run). ONE production server (the built app, a fresh
 * 300-tour SQLite demo catalogue, or DATABASE_URL) with the rendered-page cache off (PAGE_CACHE_TTL_SECONDS=0), ONE
 * run, these rows (autocannon, loopback only, gzip accepted):
 *
 *   healthz               GET /healthz                    the yardstick: every row is a ratio to it
 *   listing               GET /tours                      rendered from scratch every time
 *   continent listing     GET /destinations/europe        likewise
 *   tour page             GET /tours/{slug}               the first tour of /sitemap.xml
 *
 * Every request carries a unique X-Bench-Id header, so the load generator does the same work for every row. The
 * rendering rows use BENCH_RENDER_CONNECTIONS (8) connections, not 32: a render costs milliseconds of CPU on one Node
 * thread, which renders as many pages a second at 8 connections as at 32, and the requests cut off in flight at the
 * end of each short slice then stay a small share of the slice (they are counted as served for the CPU figure).
 *
 * Also printed, per page: the HTML's bytes (uncompressed and gzip, as served), and the size of the loader data the
 * page carries for hydration (the turbo-stream React Router writes into inline `streamController.enqueue(…)` scripts).
 *
 *   ITINERA_BUILD_DIR=tmp/build-bench npx react-router build
 *   ITINERA_BUILD_DIR=tmp/build-bench node bench/render-ratio.mjs
 *
 * Settings (env): BENCH_ROUNDS (8) rounds of BENCH_DURATION (2) seconds per row, BENCH_WARMUP (1) seconds before a
 * row's first round, BENCH_CONNECTIONS (32), BENCH_RENDER_CONNECTIONS (8), BENCH_TOUR (a tour path instead of the
 * sitemap's first), SEED_TOURS (300), DATABASE_URL, ITINERA_BUILD_DIR, BENCH_URL (an already running server; CPU is
 * then not read, and its page cache must be off for the figures to mean fresh renders).
 */
import { gzipSync } from 'node:zlib'
import { serverFromEnv } from './lib/server.mjs'
import {
  autocannonSlices,
  loadNow,
  machineLine,
  machineOf,
  printMarkdownTable,
  runAlternatingRounds,
} from './lib/rounds.mjs'

const connections = Number(process.env.BENCH_CONNECTIONS ?? 32)
const renderConnections = Number(process.env.BENCH_RENDER_CONNECTIONS ?? 8)
const rounds = Number(process.env.BENCH_ROUNDS ?? 8)
const duration = Number(process.env.BENCH_DURATION ?? 2)
const warmup = Number(process.env.BENCH_WARMUP ?? 1)
/** The architecture's fresh-render budget: a rendering row at least this share of /healthz's rate. */
const BUDGET = 0.15

/**
 * What a page's HTML weighs: bytes uncompressed and gzip-compressed (level 6, what the compression middleware
 * uses by default), the inline turbo-stream scripts (React Router's `streamController.enqueue("…")` calls: the root
 * and route loader data serialised for hydration), and the number of elements.
 */
function pageSizes(html) {
  let turboStream = 0
  for (const match of html.matchAll(/<script[^>]*>([^<]*streamController\.enqueue[\s\S]*?)<\/script>/g))
    turboStream += Buffer.byteLength(match[1])
  const manifest = /<script[^>]*>([^<]*window\.__reactRouterManifest[\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
  return {
    htmlBytes: Buffer.byteLength(html),
    gzipBytes: gzipSync(html).length,
    turboStreamBytes: turboStream,
    turboStreamGzipBytes: gzipSync(
      [...html.matchAll(/<script[^>]*>([^<]*streamController\.enqueue[\s\S]*?)<\/script>/g)].map((m) => m[1]).join(''),
    ).length,
    manifestBytes: Buffer.byteLength(manifest),
    elements: (html.match(/<[a-zA-Z][^>]*>/g) ?? []).length,
  }
}

const kB = (bytes) => (bytes / 1000).toFixed(1)

const loadBefore = loadNow()
const server = await serverFromEnv({
  label: 'render-ratio',
  databaseUrl: process.env.DATABASE_URL,
  env: { PAGE_CACHE_TTL_SECONDS: '0' },
})
try {
  let tourPath = process.env.BENCH_TOUR
  if (!tourPath) {
    const sitemap = await (await fetch(`${server.origin}/sitemap.xml`, { headers: { host: 'localhost' } })).text()
    const slug = /<loc>[^<]*\/tours\/([^<?]+)<\/loc>/.exec(sitemap)?.[1]
    if (!slug) throw new Error('sitemap.xml lists no tour page')
    tourPath = `/tours/${slug}`
  }

  const rows = [
    { name: 'healthz', path: '/healthz', connections },
    { name: 'listing /tours', path: '/tours', connections: renderConnections, page: true },
    {
      name: 'continent /destinations/europe',
      path: '/destinations/europe',
      connections: renderConnections,
      page: true,
    },
    { name: `tour page ${tourPath}`, path: tourPath, connections: renderConnections, page: true },
  ]

  const sizes = new Map()
  for (const row of rows.filter((r) => r.page)) {
    const response = await fetch(`${server.origin}${row.path}`, { headers: { host: 'localhost' } })
    const html = await response.text()
    if (response.status !== 200 || !html.includes('</html>')) throw new Error(`${row.path} answered ${response.status}`)
    if (response.headers.get('x-page-cache')) throw new Error(`${row.path}: the page cache answered; it must be off`)
    sizes.set(row.name, pageSizes(html))
  }

  const summaries = await runAlternatingRounds({
    rows,
    rounds,
    pid: server.pid,
    ...autocannonSlices({
      optionsOf: (row) => ({
        url: server.origin,
        connections: row.connections,
        idReplacement: true,
        requests: [{ method: 'GET', path: row.path }],
        headers: { host: 'localhost', 'accept-encoding': 'gzip', 'x-bench-id': '[<id>]' },
      }),
      duration,
      warmup,
      pid: server.pid,
    }),
    onRoundDone: (round) => console.error(`  round ${round + 1} of ${rounds} done`),
  })
  const healthz = summaries[0].requestsPerSecond
  const results = summaries.map((summary, index) => ({
    ...summary,
    path: rows[index].path,
    connections: rows[index].connections,
    ratioToHealthz: +(summary.requestsPerSecond / healthz).toFixed(3),
    ...(rows[index].page ? { sizes: sizes.get(rows[index].name) } : {}),
  }))

  const machine = machineOf(loadBefore)
  console.log(
    `Fresh renders ÷ /healthz — one server, page cache off, ${connections} connections (${renderConnections} for the rendering rows), ${rounds} rounds × ${duration} s per row (+${warmup} s warm-up), ${new Date().toISOString()}`,
  )
  console.log(machineLine(machine))
  printMarkdownTable(
    ['row', 'req/s:', '× /healthz:', 'p50 ms:', 'p95 ms:', 'server CPU ms/req:', `budget ≥ ${BUDGET}`],
    results.map((row, index) => [
      row.name,
      row.requestsPerSecond,
      row.ratioToHealthz,
      row.latencyMs.p50,
      row.latencyMs.p95,
      row.serverCpuMsPerRequest ?? '?',
      rows[index].page ? (row.ratioToHealthz >= BUDGET ? 'met' : 'missed') : '',
    ]),
  )
  console.log('')
  printMarkdownTable(
    ['page', 'HTML kB:', 'gzip kB:', 'turbo-stream kB:', 'turbo-stream gzip kB:', 'manifest kB:', 'elements:'],
    results
      .filter((row) => row.sizes)
      .map((row) => [
        row.path,
        kB(row.sizes.htmlBytes),
        kB(row.sizes.gzipBytes),
        kB(row.sizes.turboStreamBytes),
        kB(row.sizes.turboStreamGzipBytes),
        kB(row.sizes.manifestBytes),
        row.sizes.elements,
      ]),
  )
  console.log(JSON.stringify({ connections, renderConnections, rounds, secondsPerRound: duration, machine, results }))
  process.exitCode = results.some((row) => row.non2xx || row.errors) ? 1 : 0
} finally {
  await server.stop()
}
