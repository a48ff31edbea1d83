#!/usr/bin/env node
/*
 * The search API under load: starts a production server (the built app) on 127.0.0.1 against an already seeded
 * database, takes a CSRF cookie + header like a browser session, then drives autocannon over a mix of free-text,
 * filter and sort bodies on POST /umbraco/api/search/items for a bounded time. Prints p50/p95/p99 (exact, from
 * every response) and req/s.
 *
 *   DATABASE_URL=file:tmp/bench/bench.db npm run db:seed -- --tours 20000
 *   npx react-router build && DATABASE_URL=file:tmp/bench/bench.db node bench/search-api.mjs
 *
 * Settings (env): DATABASE_URL (required: a seeded catalogue, SQLite file or postgres://…), BENCH_CONNECTIONS (32),
 * BENCH_DURATION seconds (20), BENCH_WARMUP seconds (5), ITINERA_BUILD_DIR (build), ITINERA_SEARCH_CACHE (the
 * server's answer cache size; 0 measures every request computed from scratch), BENCH_URL (measure an already
 * running server instead of starting one), BENCH_MIX ('all' | 'text' | 'filter' | 'sort'), SHAPE_DIR (with BENCH_URL
 * pointing at scripts/production-shape.sh's HAProxy: the app processes whose CPU is read, from SHAPE_DIR/app-*.pid),
 * BENCH_PIDS (with BENCH_URL: comma-separated pids of the serving processes, instead of SHAPE_DIR).
 * Server CPU per request is summed over every serving process; on PostgreSQL the database server's CPU per request
 * (every process named postgres on this machine, so other work on the cluster counts too) is printed beside it.
 * Budget (issue 3): p95 ≤ 25 ms at 32 connections on a 20,000-tour catalogue, SQLite and PostgreSQL.
 *
 * The floor: after the search run, the same connections drive GET /healthz through the same origin for
 * BENCH_FLOOR_DURATION seconds (10; 0 leaves it out), and its p50/p95, req/s and CPU per request are printed beside
 * the search figures, with the search's req/s as a ratio to it. /healthz is the cheapest answer this stack gives (the
 * Express stack and one trivial query), so its p95 at the same connections is the lowest any endpoint can reach on
 * this machine at that moment.
 */
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { serverFromEnv } from './lib/server.mjs'
import { cpuSeconds, loadFigures, measure, printLoadFigures, run } from './lib/stats.mjs'

const connections = Number(process.env.BENCH_CONNECTIONS ?? 32)
const duration = Number(process.env.BENCH_DURATION ?? 20)
const warmup = Number(process.env.BENCH_WARMUP ?? 5)
const mixName = process.env.BENCH_MIX ?? 'all'
const floorDuration = Number(process.env.BENCH_FLOOR_DURATION ?? 10)
const BUDGET_P95_MS = 25

/** What a visitor sends: typing (prefixes), filters alone and combined, ranges, sorts, paging ('Load more'). */
const TEXT = [
  { SearchTerm: 'ita' },
  { SearchTerm: 'ital' },
  { SearchTerm: 'italy' },
  { SearchTerm: 'saf' },
  { SearchTerm: 'safari' },
  { SearchTerm: 'river cru' },
  { SearchTerm: 'river cruise' },
  { SearchTerm: 'nor' },
  { SearchTerm: 'northern lights' },
  { SearchTerm: 'japan' },
  { SearchTerm: 'classic' },
  { SearchTerm: 'walking' },
  { SearchTerm: 'tour' },
  { SearchTerm: 'rome florence' },
  { SearchTerm: 'new zea' },
  { SearchTerm: 'peru', Take: 10 },
]
const FILTER = [
  { Continents: ['europe'] },
  { Continents: ['asia', 'africa'] },
  { Countries: ['italy'] },
  { Countries: ['france', 'spain', 'portugal'] },
  { Types: ['river-cruises'] },
  { Types: ['walking-holidays', 'rail-journeys'] },
  { Prices: { From: 1000, To: 2999 } },
  { Prices: ['0-499', '500-999'] },
  { Durations: { From: 6, To: 14 } },
  { Durations: ['22-'] },
  { Departs: ['LHR'] },
  { Departs: ['MAN', 'BHX'] },
  { Continents: ['europe'], Prices: { From: 1000, To: 1999 }, Durations: ['6-9', '10-14'] },
  { Countries: ['italy'], Types: ['escorted-tours'], Departs: ['LHR'] },
  { Continents: ['europe'], Take: 20 },
  { Types: ['safaris'], Prices: { From: 3000 } },
]
const SORT = [
  { SortOrder: 'price-asc' },
  { SortOrder: 'price-desc' },
  { SortOrder: 'duration-asc' },
  { SortOrder: 'duration-desc' },
  { SortOrder: 'departure-asc' },
  { SortOrder: 'name-asc' },
  { SortOrder: 'recommended', Take: 12 },
  { SortOrder: 'price-asc', Continents: ['europe'] },
  { SortOrder: 'name-asc', SearchTerm: 'classic' },
  { SortOrder: 'departure-asc', Types: ['city-breaks'] },
]

function bodies() {
  const mixes = { text: TEXT, filter: FILTER, sort: SORT, all: [...TEXT, ...FILTER, ...SORT] }
  const chosen = mixes[mixName]
  if (!chosen) throw new Error(`BENCH_MIX must be one of ${Object.keys(mixes).join(', ')}`)
  // Interleave kinds so every connection sees the whole mix in a few requests.
  return [...chosen].sort((a, b) => JSON.stringify(a).length - JSON.stringify(b).length)
}

async function csrfSession(origin) {
  const response = await fetch(`${origin}/robots.txt`)
  await response.arrayBuffer()
  const setCookie = response.headers.getSetCookie().find((value) => value.startsWith('XSRF-TOKEN='))
  if (!setCookie) throw new Error('no XSRF-TOKEN cookie was set')
  const pair = setCookie.split(';')[0]
  return { cookie: pair, token: decodeURIComponent(pair.slice('XSRF-TOKEN='.length)) }
}

/** The processes that serve: the one started here, BENCH_PIDS, or the production shape's app processes. */
function servingPids(server) {
  if (server.pid) return [server.pid]
  if (process.env.BENCH_PIDS) return process.env.BENCH_PIDS.split(',').map(Number).filter(Boolean)
  const dir = process.env.SHAPE_DIR
  if (!dir) return []
  return readdirSync(dir)
    .filter((name) => /^app-\d+\.pid$/.test(name))
    .map((name) => Number(readFileSync(path.join(dir, name), 'utf8').trim()))
    .filter(Boolean)
}

/** Every process named postgres on this machine (the database server's backends and workers). */
function postgresPids() {
  const pids = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') pids.push(Number(entry))
    } catch {
      // gone meanwhile
    }
  }
  return pids
}

/** CPU seconds per pid (processes that are gone are left out of both readings). */
const cpuOf = (pids) => new Map(pids.map((pid) => [pid, cpuSeconds(pid)]).filter(([, value]) => value !== null))
function cpuMsPerRequest(before, after, requests) {
  let seconds = 0
  for (const [pid, value] of after) if (before.has(pid)) seconds += value - before.get(pid)
  return before.size ? +((seconds * 1000) / requests).toFixed(3) : null
}

const databaseUrl = process.env.DATABASE_URL
if (!process.env.BENCH_URL && !databaseUrl) {
  console.error('Set DATABASE_URL to a seeded catalogue (npm run db:seed -- --tours 20000), or BENCH_URL.')
  process.exit(2)
}
const server = await serverFromEnv({ label: 'search', databaseUrl, env: { SEED_ON_START: 'false' } })
try {
  const session = await csrfSession(server.origin)
  const headers = {
    host: 'localhost',
    'content-type': 'application/json',
    cookie: session.cookie,
    'x-xsrf-token': session.token,
    'accept-encoding': 'gzip',
  }
  const mix = bodies()
  // First request builds the in-process catalogue: time it on its own, then check every body answers 200.
  const coldStart = performance.now()
  let first = await fetch(`${server.origin}/umbraco/api/search/items`, { method: 'POST', headers, body: '{}' })
  const coldMs = performance.now() - coldStart
  const total = (await first.json()).total
  for (const body of mix) {
    first = await fetch(`${server.origin}/umbraco/api/search/items`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    })
    if (first.status !== 200) throw new Error(`${JSON.stringify(body)} answered ${first.status}: ${await first.text()}`)
    await first.arrayBuffer()
  }

  const requests = mix.map((body) => ({
    method: 'POST',
    path: '/umbraco/api/search/items',
    body: JSON.stringify(body),
  }))
  const base = { url: server.origin, connections, requests, headers }
  if (warmup > 0) await run({ ...base, duration: warmup })

  const pids = servingPids(server)
  const isPostgres = databaseUrl?.startsWith('postgres')
  // Processes that start during the run (a new database backend) are not counted: read the lists before.
  const dbPids = isPostgres ? postgresPids() : []
  const serverBefore = cpuOf(pids)
  const dbBefore = cpuOf(dbPids)
  const measured = await measure({ ...base, duration }, null)
  measured.serverCpuMsPerRequest = cpuMsPerRequest(serverBefore, cpuOf(pids), measured.result.requests.total)
  const databaseCpuMsPerRequest = isPostgres
    ? cpuMsPerRequest(dbBefore, cpuOf(dbPids), measured.result.requests.total)
    : null
  const summary = {
    database: isPostgres ? 'postgresql' : 'sqlite',
    servingProcesses: pids.length,
    catalogueListable: total,
    mix: mixName,
    bodies: mix.length,
    answerCache: process.env.ITINERA_SEARCH_CACHE ?? 'default (1000)',
    connections,
    durationSeconds: duration,
    coldFirstRequestMs: Math.round(coldMs),
    ...loadFigures(measured, BUDGET_P95_MS),
    databaseCpuMsPerRequest,
  }

  console.log(
    `Search API — ${summary.database}, ${total} listable tours, mix '${mixName}' (${mix.length} bodies), ${connections} connections, ${duration} s, answer cache ${summary.answerCache}`,
  )
  console.log(`  first request (builds the in-process catalogue): ${summary.coldFirstRequestMs} ms`)
  console.log(
    `  serving processes: ${pids.length}${isPostgres ? `; database server CPU ${databaseCpuMsPerRequest ?? '?'} ms/request (every postgres process)` : ''}`,
  )
  if (floorDuration > 0) {
    const floorBefore = cpuOf(pids)
    const floor = await measure({ url: `${server.origin}/healthz`, connections, duration: floorDuration }, null)
    const floorCpu = cpuMsPerRequest(floorBefore, cpuOf(pids), floor.result.requests.total)
    summary.floor = {
      path: '/healthz',
      durationSeconds: floorDuration,
      requestsPerSecond: Math.round(floor.result.requests.average),
      serverCpuMsPerRequest: floorCpu,
      latencyMs: floor.latencyMs,
      non2xx: floor.result.non2xx,
      searchRateRatio: +(summary.requestsPerSecond / floor.result.requests.average).toFixed(3),
    }
    console.log(
      `  floor, GET /healthz at the same ${connections} connections for ${floorDuration} s: p50 ${floor.latencyMs.p50} ms   p95 ${floor.latencyMs.p95} ms   ${summary.floor.requestsPerSecond}/s   server CPU ${floorCpu ?? '?'} ms/request; search req/s = ${summary.floor.searchRateRatio} × /healthz`,
    )
  }
  printLoadFigures(summary)
} finally {
  await server.stop()
}
