#!/usr/bin/env node
/*
 * SSR of tour pages: starts a production server (the built app, NODE_ENV=production) on 127.0.0.1 with a fresh
 * demo catalogue in a SQLite file (or DATABASE_URL, e.g. postgres://…), reads the tour pages from its sitemap, and
 * drives autocannon at them for a bounded time. Prints p50/p95/p99 latency, the error count and the server's CPU per
 * request. The server runs with its configuration's defaults, so the rendered-page cache is on unless switched off.
 *
 *   npx react-router build && node bench/ssr-tour.mjs
 *
 * Settings (env): BENCH_CONNECTIONS (32), BENCH_DURATION seconds (20), BENCH_WARMUP seconds (3), BENCH_PAGES (12
 * distinct tour pages), SEED_TOURS (300, the demo catalogue), DATABASE_URL, ITINERA_BUILD_DIR (build),
 * BENCH_URL (measure an already running server instead of starting one), PAGE_CACHE_TTL_SECONDS (the server's
 * rendered-page cache, server/page-cache.ts: on by default, 60 s; 0 switches it off to measure rendering itself).
 * Budget (issue 4): p95 ≤ 50 ms at 32 connections.
 */
import { serverFromEnv } from './lib/server.mjs'
import { loadFigures, measure, printLoadFigures, run } from './lib/stats.mjs'

const connections = Number(process.env.BENCH_CONNECTIONS ?? 32)
const duration = Number(process.env.BENCH_DURATION ?? 20)
const warmup = Number(process.env.BENCH_WARMUP ?? 3)
const pageCount = Number(process.env.BENCH_PAGES ?? 12)
const BUDGET_P95_MS = 50

const server = await serverFromEnv({ label: 'tour', databaseUrl: process.env.DATABASE_URL })
try {
  // The sitemap lists every published tour of the brand: take an even spread of them.
  const sitemap = await (await fetch(`${server.origin}/sitemap.xml`, { headers: { host: 'localhost' } })).text()
  const tourPaths = [...sitemap.matchAll(/<loc>[^<]*?(\/tours\/[^<]+)<\/loc>/g)].map((match) => match[1])
  if (!tourPaths.length) throw new Error('the sitemap lists no tours')
  const step = Math.max(1, Math.floor(tourPaths.length / pageCount))
  const paths = tourPaths.filter((_, index) => index % step === 0).slice(0, pageCount)
  for (const p of paths) {
    const response = await fetch(`${server.origin}${p}`, { headers: { host: 'localhost' } })
    await response.arrayBuffer()
    if (response.status !== 200) throw new Error(`${p} answered ${response.status}`)
  }

  const requests = paths.map((p) => ({ method: 'GET', path: p }))
  const base = { url: server.origin, connections, requests, headers: { host: 'localhost', 'accept-encoding': 'gzip' } }
  if (warmup > 0) await run({ ...base, duration: warmup })

  const measured = await measure({ ...base, duration }, server.pid)
  const summary = {
    pages: paths.length,
    connections,
    durationSeconds: duration,
    ...loadFigures(measured, BUDGET_P95_MS),
  }

  console.log(`SSR tour pages — ${paths.length} pages, ${connections} connections, ${duration} s`)
  printLoadFigures(summary)
} finally {
  await server.stop()
}
