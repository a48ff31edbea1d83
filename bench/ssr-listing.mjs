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
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'

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

async function startServer() {
  const dir = mkdtempSync(path.join(tmpdir(), 'itinera-bench-listing-'))
  const databaseUrl = process.env.DATABASE_URL ?? `file:${path.join(dir, 'bench.db')}`
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      APP_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: databaseUrl,
      SEED_TOURS: process.env.SEED_TOURS ?? '300',
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
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

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

const server = process.env.BENCH_URL
  ? { origin: process.env.BENCH_URL.replace(/\/$/, ''), stop: async () => {} }
  : await startServer()
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

  const latencies = []
  const cpuBefore = cpuSeconds(server.pid)
  const result = await run({ ...base, duration }, (_client, statusCode, _bytes, responseTime) => {
    if (statusCode === 200) latencies.push(responseTime)
  })
  const cpuAfter = cpuSeconds(server.pid)
  latencies.sort((a, b) => a - b)
  const p50 = percentile(latencies, 50)
  const p95 = percentile(latencies, 95)
  const p99 = percentile(latencies, 99)
  const summary = {
    pages: PATHS.length,
    connections,
    durationSeconds: duration,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    serverCpuMsPerRequest:
      cpuBefore === null || cpuAfter === null
        ? null
        : +(((cpuAfter - cpuBefore) * 1000) / result.requests.total).toFixed(2),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    latencyMs: { p50: +p50.toFixed(1), p95: +p95.toFixed(1), p99: +p99.toFixed(1), max: +latencies.at(-1).toFixed(1) },
    machine: { cpus: cpus().length, loadAverage1mAtEnd: +loadavg()[0].toFixed(2) },
    budgetP95Ms: BUDGET_P95_MS,
    withinBudget: p95 <= BUDGET_P95_MS,
  }
  console.log(`SSR listing pages — ${PATHS.length} addresses, ${connections} connections, ${duration} s`)
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
