#!/usr/bin/env node
/*
 * The rendered-page cache under ad-click traffic (issue 8 §4, ADR 0011): ONE production server (the built app, a
 * fresh 300-tour SQLite demo catalogue, or DATABASE_URL), ONE run, these rows (autocannon, loopback only):
 *
 *   healthz              GET /healthz                                  the yardstick: every row is a ratio to it
 *   listing, cached      GET /tours
 *   listing, gclid       GET /tours?gclid={unique per request}         at least 0.9 × the cached listing's rate
 *   tour, cached         GET /tours/{slug}
 *   tour, gclid          GET /tours/{slug}?gclid={unique}              at least 0.9 × the cached tour page's rate
 *   listing, real miss   GET /tours?bench={unique}                     information: a page rendered and stored
 *   listing, cache off   GET /tours with a session cookie              information: the same page rendered fresh
 *                                                                      (a session request bypasses the cache)
 *
 * The last two compare a miss with rendering with the cache off, in the same process and run. Real misses come last
 * in each round; the cached rows' pages are hit every round, so the LRU keeps them (2,000 entries, 200 MB). Then the
 * same comparison request by request (BENCH_PAIRS pairs, 200): a real miss and a cache-off render alternately on one
 * connection, median response time of each.
 *
 * Every row sends a browser's Accept-Encoding (gzip) and a unique value per request (the gclid, or an X-Bench-Id
 * header on the other rows), so the load generator does the same work for every row.
 *
 *   ITINERA_BUILD_DIR=tmp/build-bench npx react-router build
 *   ITINERA_BUILD_DIR=tmp/build-bench node bench/page-cache.mjs
 *
 * The rows run in BENCH_ROUNDS rounds (15) of BENCH_DURATION seconds each (1), every row once per round, so that a
 * change in the load of the (shared) machine during the run moves all rows alike; each row's figures are the sum
 * over its rounds. Other settings (env): BENCH_CONNECTIONS (32), BENCH_RENDER_CONNECTIONS (8), BENCH_WARMUP
 * seconds before a row's first round (1), SEED_TOURS (300), DATABASE_URL, ITINERA_BUILD_DIR, BENCH_URL (an already
 * running server; CPU is then not read).
 */
import http from 'node:http'
import { serverFromEnv } from './lib/server.mjs'
import { autocannonSlices, loadNow, machineLine, machineOf, runAlternatingRounds } from './lib/rounds.mjs'
import { percentile } from './lib/stats.mjs'

const connections = Number(process.env.BENCH_CONNECTIONS ?? 32)
const rounds = Number(process.env.BENCH_ROUNDS ?? 15)
const duration = Number(process.env.BENCH_DURATION ?? 1)
const warmup = Number(process.env.BENCH_WARMUP ?? 1)
const pairs = Number(process.env.BENCH_PAIRS ?? 200)
const SESSION_COOKIE = '__session=bench-not-a-session'
/**
 * The two rendering rows use fewer connections: a render costs milliseconds of CPU, so 32 requests cut off in flight
 * at the end of every short slice would be a large share of a slice. One Node thread renders as many pages a second
 * at 8 connections as at 32.
 */
const RENDER_CONNECTIONS = Number(process.env.BENCH_RENDER_CONNECTIONS ?? 8)
/**
 * Issue 8's acceptance: the unique-gclid rows within 10 % of the cached rows, i.e. at least 0.9 × their rate (a
 * higher figure is the machine's noise, not a failure).
 */
const WITHIN = 0.1

/** The X-Page-Cache answers of `count` requests with a unique suffix each, counted: e.g. '20 HIT'. */
async function cacheHeaders(origin, prefix, count) {
  const seen = new Map()
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${origin}${prefix}${Date.now()}-${i}`)
    await response.arrayBuffer()
    const value = response.headers.get('x-page-cache') ?? 'none'
    seen.set(value, (seen.get(value) ?? 0) + 1)
  }
  return [...seen].map(([value, n]) => `${n} ${value}`).join(', ')
}

/**
 * A miss against rendering with the cache off, request by request on one keep-alive connection, alternating (and
 * alternating which goes first), so both see the same machine: the median response time of each. Rates measured a
 * few seconds apart on a shared machine differ by more than the few microseconds a miss adds.
 */
async function pairedMissAndCacheOff(origin, count) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const timed = (path, extra = {}) =>
    new Promise((resolve, reject) => {
      const started = process.hrtime.bigint()
      http
        .get(
          `${origin}${path}`,
          { agent, headers: { host: 'localhost', 'accept-encoding': 'gzip', ...extra } },
          (res) => {
            res.resume()
            res.on('end', () =>
              res.statusCode === 200
                ? resolve(Number(process.hrtime.bigint() - started) / 1e6)
                : reject(new Error(`${path} answered ${res.statusCode}`)),
            )
          },
        )
        .on('error', reject)
    })
  const miss = (i) => timed(`/tours?paired=${i}`)
  const cacheOff = () => timed('/tours', { cookie: SESSION_COOKIE })
  const missTimes = []
  const offTimes = []
  try {
    for (let i = 0; i < count; i++) {
      if (i % 2) {
        offTimes.push(await cacheOff())
        missTimes.push(await miss(i))
      } else {
        missTimes.push(await miss(i))
        offTimes.push(await cacheOff())
      }
    }
  } finally {
    agent.destroy()
  }
  const median = (times) =>
    +percentile(
      [...times].sort((a, b) => a - b),
      50,
    ).toFixed(2)
  const missMedianMs = median(missTimes)
  const cacheOffMedianMs = median(offTimes)
  return { pairs: count, missMedianMs, cacheOffMedianMs, ratio: +(missMedianMs / cacheOffMedianMs).toFixed(3) }
}

const loadBefore = loadNow()
const server = await serverFromEnv({ label: 'page-cache', databaseUrl: process.env.DATABASE_URL })
try {
  const sitemap = await (await fetch(`${server.origin}/sitemap.xml`, { headers: { host: 'localhost' } })).text()
  const slug = /<loc>[^<]*\/tours\/([^<?]+)<\/loc>/.exec(sitemap)?.[1]
  if (!slug) throw new Error('sitemap.xml lists no tour page')
  const tourPath = `/tours/${slug}`

  for (const path of ['/tours', tourPath]) {
    const response = await fetch(`${server.origin}${path}`)
    const html = await response.text()
    if (response.status !== 200 || !html.includes('</html>')) throw new Error(`${path} answered ${response.status}`)
  }

  const headers = { host: 'localhost', 'accept-encoding': 'gzip' }
  const rows = [
    { name: 'healthz', path: '/healthz', idHeader: true },
    { name: 'listing, cached', path: '/tours', idHeader: true },
    { name: 'listing, unique gclid', path: '/tours?gclid=[<id>]', compareWith: 'listing, cached' },
    { name: 'tour page, cached', path: tourPath, idHeader: true },
    { name: 'tour page, unique gclid', path: `${tourPath}?gclid=[<id>]`, compareWith: 'tour page, cached' },
    { name: 'listing, real miss (unique bench=)', path: '/tours?bench=[<id>]', connections: RENDER_CONNECTIONS },
    {
      name: 'listing, cache off (session cookie)',
      path: '/tours',
      idHeader: true,
      cookie: SESSION_COOKIE,
      connections: RENDER_CONNECTIONS,
    },
  ]

  // Rounds of short runs, every row once per round, so a change in the machine's load during the run (it is
  // shared) moves every row alike instead of the rows measured in a bad minute.
  const summaries = await runAlternatingRounds({
    rows,
    rounds,
    pid: server.pid,
    ...autocannonSlices({
      optionsOf: (row) => ({
        url: server.origin,
        connections: row.connections ?? connections,
        idReplacement: true,
        requests: [{ method: 'GET', path: row.path }],
        headers: {
          ...headers,
          ...(row.idHeader ? { 'x-bench-id': '[<id>]' } : {}),
          ...(row.cookie ? { cookie: row.cookie } : {}),
        },
      }),
      duration,
      warmup,
      pid: server.pid,
    }),
    onRoundDone: (round) => console.error(`  round ${round + 1} of ${rounds} done`),
  })
  const results = summaries.map(({ name, ...figures }, index) => ({
    name,
    path: rows[index].path,
    connections: rows[index].connections ?? connections,
    compareWith: rows[index].compareWith,
    ...figures,
  }))

  const healthz = results[0].requestsPerSecond
  const byName = new Map(results.map((row) => [row.name, row]))
  for (const row of results) {
    row.ratioToHealthz = +(row.requestsPerSecond / healthz).toFixed(3)
    if (row.compareWith) {
      const cached = byName.get(row.compareWith)
      row.ratioToCached = +(row.requestsPerSecond / cached.requestsPerSecond).toFixed(3)
      row.withinTenPercent = row.ratioToCached >= 1 - WITHIN
    }
  }
  const miss = byName.get('listing, real miss (unique bench=)')
  const off = byName.get('listing, cache off (session cookie)')
  const missToCacheOff = +(miss.requestsPerSecond / off.requestsPerSecond).toFixed(3)
  const paired = await pairedMissAndCacheOff(server.origin, pairs)
  const hitCheck = {
    listing: await cacheHeaders(server.origin, '/tours?gclid=check-', 20),
    tourPage: await cacheHeaders(server.origin, `${tourPath}?gclid=check-`, 20),
  }

  const machine = machineOf(loadBefore)
  console.log(
    `Page cache — one server, ${connections} connections (${RENDER_CONNECTIONS} for the rendering rows), ${rounds} rounds × ${duration} s per row (+${warmup} s warm-up), ${new Date().toISOString()}`,
  )
  console.log(machineLine(machine))
  console.log('| row | req/s | × /healthz | p50 ms | p95 ms | p99 ms | server CPU ms/req | ÷ cached |')
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |')
  for (const row of results) {
    const versus = row.compareWith
      ? `${row.ratioToCached} (${row.withinTenPercent ? '≥ 0.9: met' : '< 0.9: MISSED'})`
      : ''
    console.log(
      `| ${row.name} | ${row.requestsPerSecond} | ${row.ratioToHealthz} | ${row.latencyMs.p50} | ${row.latencyMs.p95} | ${row.latencyMs.p99} | ${row.serverCpuMsPerRequest ?? '?'} | ${versus} |`,
    )
  }
  console.log(`X-Page-Cache of 20 unique-gclid requests: listing ${hitCheck.listing}; tour page ${hitCheck.tourPage}`)
  console.log(`real miss ÷ cache off (req/s): ${missToCacheOff}`)
  console.log(
    `paired, one connection, ${paired.pairs} pairs: real miss median ${paired.missMedianMs} ms, cache off median ${paired.cacheOffMedianMs} ms, ratio ${paired.ratio}`,
  )
  const failed = results.some((row) => row.non2xx || row.errors)
  const withinAll = results.every((row) => row.withinTenPercent !== false)
  console.log(
    JSON.stringify({
      connections,
      rounds,
      secondsPerRound: duration,
      machine,
      results,
      hitCheck,
      missToCacheOff,
      paired,
      withinAll,
    }),
  )
  process.exitCode = failed || !withinAll ? 1 : 0
} finally {
  await server.stop()
}
