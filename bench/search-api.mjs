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
import { serverFromEnv } from './lib/server.mjs'
import { loadFigures, measure, printLoadFigures, run } from './lib/stats.mjs'

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

async function csrfSession(origin) {
  const response = await fetch(`${origin}/robots.txt`)
  await response.arrayBuffer()
  const setCookie = response.headers.getSetCookie().find((value) => value.startsWith('XSRF-TOKEN='))
  if (!setCookie) throw new Error('no XSRF-TOKEN cookie was set')
  const pair = setCookie.split(';')[0]
  return { cookie: pair, token: decodeURIComponent(pair.slice('XSRF-TOKEN='.length)) }
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

  const measured = await measure({ ...base, duration }, server.pid, {
    cpuDigits: 3,
  })
  const summary = {
    database: databaseUrl?.startsWith('postgres') ? 'postgresql' : 'sqlite',
    catalogueListable: total,
    mix: mixName,
    bodies: mix.length,
    answerCache: process.env.ITINERA_SEARCH_CACHE ?? 'default (1000)',
    connections,
    durationSeconds: duration,
    coldFirstRequestMs: Math.round(coldMs),
    ...loadFigures(measured, BUDGET_P95_MS),
  }

  console.log(
    `Search API — ${summary.database}, ${total} listable tours, mix '${mixName}' (${mix.length} bodies), ${connections} connections, ${duration} s, answer cache ${summary.answerCache}`,
  )
  console.log(`  first request (builds the in-process catalogue): ${summary.coldFirstRequestMs} ms`)
  printLoadFigures(summary)
} finally {
  await server.stop()
}
