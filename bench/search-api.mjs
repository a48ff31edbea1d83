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
 * running server instead of starting one), BENCH_MIX ('all' | 'text' | 'filter' | 'sort').
 * Budget (issue 3): p95 ≤ 25 ms at 32 connections on a 20,000-tour catalogue, SQLite and PostgreSQL.
 */
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import autocannon from 'autocannon'

const connections = Number(process.env.BENCH_CONNECTIONS ?? 32)
const duration = Number(process.env.BENCH_DURATION ?? 20)
const warmup = Number(process.env.BENCH_WARMUP ?? 5)
const mixName = process.env.BENCH_MIX ?? 'all'
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

async function startServer(databaseUrl) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      APP_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: databaseUrl,
      SEED_ON_START: 'false',
      SESSION_SECRET: process.env.SESSION_SECRET ?? 'bench-secret-0123456789abcdef0123456789',
      LOG_LEVEL: 'warn',
      ITINERA_PRINT_PORT: '1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const origin = await new Promise((resolve, reject) => {
    let buffer = ''
    const timer = setTimeout(() => reject(new Error('the server did not start within 5 minutes')), 300_000)
    child.stdout.on('data', (chunk) => {
      buffer += chunk
      const match = /ITINERA_PORT=(\d+)/.exec(buffer)
      if (match) {
        clearTimeout(timer)
        resolve(`http://127.0.0.1:${match[1]}`)
      }
    })
    child.on('exit', (code) => reject(new Error(`the server exited with code ${code}`)))
  })
  return {
    origin,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM')
      await new Promise((resolve) => child.once('exit', resolve))
    },
  }
}

async function csrfSession(origin) {
  const response = await fetch(`${origin}/robots.txt`)
  await response.arrayBuffer()
  const setCookie = response.headers.getSetCookie().find((value) => value.startsWith('XSRF-TOKEN='))
  if (!setCookie) throw new Error('no XSRF-TOKEN cookie was set')
  const pair = setCookie.split(';')[0]
  return { cookie: pair, token: decodeURIComponent(pair.slice('XSRF-TOKEN='.length)) }
}

/** User + system CPU seconds a process has used so far (Linux /proc; null elsewhere or for BENCH_URL). */
function cpuSeconds(pid) {
  if (!pid) return null
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return null
  }
}

function percentile(sorted, p) {
  if (!sorted.length) return Number.NaN
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[index]
}

function run(options, onResponse) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)))
    if (onResponse) instance.on('response', onResponse)
  })
}

const databaseUrl = process.env.DATABASE_URL
if (!process.env.BENCH_URL && !databaseUrl) {
  console.error('Set DATABASE_URL to a seeded catalogue (npm run db:seed -- --tours 20000), or BENCH_URL.')
  process.exit(2)
}
const server = process.env.BENCH_URL
  ? { origin: process.env.BENCH_URL.replace(/\/$/, ''), stop: async () => {} }
  : await startServer(databaseUrl)
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

  const latencies = []
  const cpuBefore = cpuSeconds(server.pid)
  const result = await run({ ...base, duration }, (_client, statusCode, _bytes, responseTime) => {
    if (statusCode === 200) latencies.push(responseTime)
  })
  const cpuAfter = cpuSeconds(server.pid)
  const serverCpuMsPerRequest =
    cpuBefore === null || cpuAfter === null
      ? null
      : +(((cpuAfter - cpuBefore) * 1000) / result.requests.total).toFixed(3)
  latencies.sort((a, b) => a - b)
  const p50 = percentile(latencies, 50)
  const p95 = percentile(latencies, 95)
  const p99 = percentile(latencies, 99)
  const summary = {
    database: databaseUrl?.startsWith('postgres') ? 'postgresql' : 'sqlite',
    catalogueListable: total,
    mix: mixName,
    bodies: mix.length,
    answerCache: process.env.ITINERA_SEARCH_CACHE ?? 'default (1000)',
    connections,
    durationSeconds: duration,
    coldFirstRequestMs: Math.round(coldMs),
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    serverCpuMsPerRequest,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    latencyMs: { p50: +p50.toFixed(1), p95: +p95.toFixed(1), p99: +p99.toFixed(1), max: +latencies.at(-1).toFixed(1) },
    machine: { cpus: cpus().length, loadAverage1mAtEnd: +loadavg()[0].toFixed(2) },
    budgetP95Ms: BUDGET_P95_MS,
    withinBudget: p95 <= BUDGET_P95_MS,
  }
  console.log(
    `Search API — ${summary.database}, ${total} listable tours, mix '${mixName}' (${mix.length} bodies), ${connections} connections, ${duration} s, answer cache ${summary.answerCache}`,
  )
  console.log(`  first request (builds the in-process catalogue): ${summary.coldFirstRequestMs} ms`)
  console.log(
    `  p50 ${summary.latencyMs.p50} ms   p95 ${summary.latencyMs.p95} ms   p99 ${summary.latencyMs.p99} ms   max ${summary.latencyMs.max} ms`,
  )
  console.log(
    `  ${summary.requests} requests (${summary.requestsPerSecond}/s), server CPU ${summary.serverCpuMsPerRequest} ms/request, non-2xx ${summary.non2xx}, errors ${summary.errors}`,
  )
  console.log(
    `  machine: ${summary.machine.cpus} CPUs, load average (1 min) at the end ${summary.machine.loadAverage1mAtEnd}`,
  )
  console.log(`  budget p95 ≤ ${BUDGET_P95_MS} ms: ${summary.withinBudget ? 'met' : 'MISSED'}`)
  console.log(JSON.stringify(summary))
  process.exitCode = summary.non2xx || summary.errors ? 1 : 0
} finally {
  await server.stop()
}
