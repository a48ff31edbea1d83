#!/usr/bin/env node
/*
 * SSR of listing pages: starts a production server (the built app) on 127.0.0.1 with a fresh 300-tour demo
 * catalogue in a SQLite file (or DATABASE_URL, e.g. postgres://… already seeded), then drives autocannon at a mix of
 * listing pages (all tours, continent, country, offer, site search, filtered and sorted addresses) for a bounded
 * time. Prints p50/p95/p99 latency, req/s and the server's CPU per request.
 *
 *   npx react-router build && node bench/ssr-listing.mjs
 *
 * Settings (env): BENCH_CONNECTIONS (32), BENCH_DURATION seconds (20), BENCH_WARMUP seconds (3), SEED_TOURS (300),
 * DATABASE_URL, ITINERA_BUILD_DIR (build), BENCH_URL (measure an already running server instead),
 * PAGE_CACHE_TTL_SECONDS=0 (switch the server's rendered-page cache off to measure rendering itself).
 * Budget (issue 3): p95 ≤ 50 ms at 32 connections on the demo catalogue.
 */
import { serverFromEnv } from './lib/server.mjs'
import { loadFigures, measure, printLoadFigures, run } from './lib/stats.mjs'

const connections = Number(process.env.BENCH_CONNECTIONS ?? 32)
const duration = Number(process.env.BENCH_DURATION ?? 20)
const warmup = Number(process.env.BENCH_WARMUP ?? 3)
const BUDGET_P95_MS = 50

const PATHS = [
  '/tours',
  '/tours?Continents=europe',
  '/tours?SortOrder=price-asc',
  '/tours?Prices=1000-1499&Prices=1500-1999&Durations=6-9',
  '/destinations/europe',
  '/destinations/europe/italy',
  '/destinations/asia',
  '/offers/early-booking-offers',
  '/search?SearchTerm=italy',
  '/search?SearchTerm=river+cruise',
]

const server = await serverFromEnv({ label: 'listing', databaseUrl: process.env.DATABASE_URL })
try {
  for (const p of PATHS) {
    const response = await fetch(`${server.origin}${p}`)
    const html = await response.text()
    if (response.status !== 200) throw new Error(`${p} answered ${response.status}`)
    if (!html.includes('</html>')) throw new Error(`${p} did not render a page`)
  }
  const requests = PATHS.map((p) => ({ method: 'GET', path: p }))
  const base = { url: server.origin, connections, requests, headers: { host: 'localhost', 'accept-encoding': 'gzip' } }
  if (warmup > 0) await run({ ...base, duration: warmup })

  const measured = await measure({ ...base, duration }, server.pid)
  const summary = {
    pages: PATHS.length,
    connections,
    durationSeconds: duration,
    ...loadFigures(measured, BUDGET_P95_MS),
  }

  console.log(`SSR listing pages — ${PATHS.length} addresses, ${connections} connections, ${duration} s`)
  printLoadFigures(summary)
} finally {
  await server.stop()
}
