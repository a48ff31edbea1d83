#!/usr/bin/env node
/*
 * Lighthouse (mobile, headless Debian Chromium) on a tour page: performance, accessibility, best practices and SEO.
 * Starts a production server (the built app) on a fresh demo catalogue in a temporary SQLite file, picks a tour page
 * with departures from its sitemap (the first one, so runs compare like with like) and audits it. Prints the four
 * scores, writes the full report's scores to bench/results/, and exits 1 when a budget is missed.
 *
 *   npx react-router build && CHROME_PATH=/usr/bin/chromium node bench/lighthouse.mjs
 *
 * Needs the `lighthouse` package (devDependency `lighthouse@12`, which brings `chrome-launcher`). Without it the
 * script says so and stops; BENCH_LIGHTHOUSE_NPX=1 runs `npx --yes lighthouse@12` instead (downloads it once).
 *
 * Settings (env): BENCH_URL (audit this page of an already running server), BENCH_PATH (a path to audit instead of
 * the first tour), BENCH_RUNS (1; the median performance run is reported), CHROME_PATH (/usr/bin/chromium),
 * DATABASE_URL, ITINERA_BUILD_DIR (build), BENCH_LIGHTHOUSE_NPX.
 * Budget (issue 4): performance ≥ 95; accessibility, best practices and SEO 100.
 */
import { execFile, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 }
const CATEGORIES = Object.keys(BUDGET)
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 1))
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const chromeFlags = ['--headless=new', '--no-sandbox']

async function startServer() {
  const dir = mkdtempSync(path.join(tmpdir(), 'itinera-bench-lighthouse-'))
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      APP_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: process.env.DATABASE_URL ?? `file:${path.join(dir, 'bench.db')}`,
      SESSION_SECRET: process.env.SESSION_SECRET ?? 'bench-secret-0123456789abcdef0123456789',
      LOG_LEVEL: 'warn',
      ITINERA_PRINT_PORT: '1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const port = await new Promise((resolve, reject) => {
    let buffer = ''
    const timer = setTimeout(() => reject(new Error('the server did not start within 5 minutes')), 300_000)
    child.stdout.on('data', (chunk) => {
      buffer += chunk
      const match = /ITINERA_PORT=(\d+)/.exec(buffer)
      if (match) {
        clearTimeout(timer)
        resolve(match[1])
      }
    })
    child.on('exit', (code) => reject(new Error(`the server exited with code ${code}`)))
  })
  return {
    // 'localhost' is the touring brand's host (the brand is chosen by Host header).
    origin: `http://localhost:${port}`,
    async stop() {
      child.kill('SIGTERM')
      await new Promise((resolve) => child.once('exit', resolve))
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** The first tour in the sitemap whose first enabled transport type has departures: a page with a full table. */
async function pickTourPage(origin) {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text()
  const paths = [...sitemap.matchAll(/<loc>[^<]*?(\/tours\/[^<]+)<\/loc>/g)].map((match) => match[1])
  for (const tourPath of paths) {
    const code = tourPath.split('-').at(-1).toUpperCase()
    const options = await (await fetch(`${origin}/umbraco/api/tourdepartures/traveloptions?tourCode=${code}`)).json()
    const enabled = Array.isArray(options) ? options.find((option) => option.enabled) : null
    if (!enabled) continue
    const answer = await (await fetch(`${origin}${enabled.value}`)).json()
    if (answer.departures?.length) return `${origin}${tourPath}`
  }
  throw new Error('no tour page with departures in the sitemap')
}

async function loadLighthouse() {
  try {
    const [{ default: lighthouse }, chromeLauncher] = await Promise.all([
      import('lighthouse'),
      import('chrome-launcher'),
    ])
    return { lighthouse, chromeLauncher }
  } catch {
    return null
  }
}

/** One audit; returns the four category scores (0-100) and the LHR's headline metrics. */
async function auditWithPackage({ lighthouse, chromeLauncher }, url) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      formFactor: 'mobile',
    })
    return summarise(result.lhr)
  } finally {
    await chrome.kill()
  }
}

async function auditWithNpx(url) {
  const dir = mkdtempSync(path.join(tmpdir(), 'itinera-lighthouse-'))
  const out = path.join(dir, 'report.json')
  try {
    await promisify(execFile)(
      'npx',
      [
        '--yes',
        'lighthouse@12',
        url,
        `--chrome-flags=${chromeFlags.join(' ')}`,
        `--only-categories=${CATEGORIES.join(',')}`,
        '--form-factor=mobile',
        '--output=json',
        `--output-path=${out}`,
        '--quiet',
      ],
      { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024 },
    )
    return summarise(JSON.parse(readFileSync(out, 'utf8')))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

function summarise(lhr) {
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]))
  const metric = (id) => lhr.audits[id]?.displayValue ?? null
  const failing = Object.values(lhr.audits)
    .filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 1 &&
        audit.scoreDisplayMode !== 'informative' &&
        audit.scoreDisplayMode !== 'manual' &&
        audit.scoreDisplayMode !== 'notApplicable',
    )
    .map((audit) => `${audit.id} (${audit.score})`)
  return {
    scores,
    metrics: {
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      si: metric('speed-index'),
    },
    failing,
    lighthouseVersion: lhr.lighthouseVersion,
  }
}

/** Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART): such a run is tried again once. */
async function withRetry(audit) {
  try {
    return await audit()
  } catch (error) {
    console.warn(
      `Lighthouse run failed, retrying once: ${
        String(error.message ?? error)
          .split('\n')
          .find((line) => /error|NO_/i.test(line)) ?? ''
      }`,
    )
    return audit()
  }
}

const packaged = await loadLighthouse()
if (!packaged && process.env.BENCH_LIGHTHOUSE_NPX !== '1') {
  console.error(
    'Lighthouse is not installed. Add it with `npm install --save-dev lighthouse@12`, or run once with BENCH_LIGHTHOUSE_NPX=1.',
  )
  process.exit(2)
}

const server = process.env.BENCH_URL ? null : await startServer()
try {
  const url =
    process.env.BENCH_URL ??
    (process.env.BENCH_PATH ? `${server.origin}${process.env.BENCH_PATH}` : await pickTourPage(server.origin))
  // Warm the server's caches and the page's assets once, unmeasured, so the first audit is not a cold start.
  await fetch(url)
  const results = []
  for (let run = 0; run < runs; run++) {
    results.push(await withRetry(() => (packaged ? auditWithPackage(packaged, url) : auditWithNpx(url))))
  }
  results.sort((a, b) => a.scores.performance - b.scores.performance)
  const median = results[Math.floor(results.length / 2)]
  const missed = CATEGORIES.filter((id) => median.scores[id] < BUDGET[id])

  console.log(
    `Lighthouse ${median.lighthouseVersion} (mobile) on ${url.replace(/^https?:\/\/[^/]+/, '')}${runs > 1 ? `, median of ${runs}` : ''}`,
  )
  for (const id of CATEGORIES)
    console.log(`  ${id.padEnd(15)} ${String(median.scores[id]).padStart(3)}  (budget ${BUDGET[id]})`)
  console.log(
    `  FCP ${median.metrics.fcp} · LCP ${median.metrics.lcp} · TBT ${median.metrics.tbt} · CLS ${median.metrics.cls} · SI ${median.metrics.si}`,
  )
  if (median.failing.length) console.log(`  audits below 1: ${median.failing.join(', ')}`)

  mkdirSync('bench/results', { recursive: true })
  const file = path.join('bench/results', `lighthouse-tour-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
  writeFileSync(file, `${JSON.stringify({ url, runs: results, median, budget: BUDGET }, null, 2)}\n`)
  console.log(`  written to ${file}`)
  if (missed.length) {
    console.error(`Budget missed: ${missed.join(', ')}`)
    process.exitCode = 1
  }
} finally {
  await server?.stop()
}
