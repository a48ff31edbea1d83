#!/usr/bin/env node
/*
 * Lighthouse (mobile, headless Debian Chromium): performance, accessibility, best practices and SEO of several pages.
 * Starts a production server (the built app) on a fresh demo catalogue in a temporary SQLite file and audits, by
 * default, the home page (/), the all-tours listing (/tours), a tour page (the first tour of the sitemap with
 * departures, so runs compare like with like), the brochure page (/brochures) and that tour's checkout (`checkout`). Prints each page's four scores (the
 * median of BENCH_RUNS runs per category) and, for a category under budget, its failing audits with the elements or
 * resources they name; writes each page's runs to bench/results/, and exits 1 when a budget is missed.
 *
 *   npx react-router build && CHROME_PATH=/usr/bin/chromium node bench/lighthouse.mjs            # the four pages
 *   CHROME_PATH=/usr/bin/chromium BENCH_RUNS=3 node bench/lighthouse.mjs / /tours tour /brochures   # pages as args
 *
 * Needs the `lighthouse` package (devDependency `lighthouse@12`, which brings `chrome-launcher`). Without it the
 * script says so and stops; BENCH_LIGHTHOUSE_NPX=1 runs `npx --yes lighthouse@12` instead (downloads it once).
 *
 * Pages: command-line arguments, or BENCH_PATHS (comma-separated), or BENCH_PATH (one path); the word `tour` stands
 * for the picked tour page. BENCH_URL audits one page of an already running server instead.
 * Other settings (env): BENCH_RUNS (1), CHROME_PATH (/usr/bin/chromium), DATABASE_URL, ITINERA_BUILD_DIR (build),
 * BENCH_LIGHTHOUSE_NPX, BENCH_LIGHTHOUSE_LHR (a directory: each run's full Lighthouse report is written there, to see
 * e.g. which requests the simulated first paint waits for: `metrics`, `network-requests`, `render-blocking-insight`).
 * Budget (issue 4): performance ≥ 95; accessibility, best practices and SEO 100.
 */
import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { pickCheckoutPage, pickTourPage } from './lib/pages.mjs'
import { startServer } from './lib/server.mjs'

const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 }
const CATEGORIES = Object.keys(BUDGET)
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 1))
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const chromeFlags = ['--headless=new', '--no-sandbox']

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
  // A bench stopped by a signal (a timeout, Ctrl-C) must not leave its Chromium behind: the finally below never runs.
  const stopChrome = async () => {
    await chrome.kill()
    process.exit(130)
  }
  process.once('SIGTERM', stopChrome)
  process.once('SIGINT', stopChrome)
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      formFactor: 'mobile',
    })
    keepReport(url, result.lhr)
    return summarise(result.lhr)
  } finally {
    process.off('SIGTERM', stopChrome)
    process.off('SIGINT', stopChrome)
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
    const lhr = JSON.parse(readFileSync(out, 'utf8'))
    keepReport(url, lhr)
    return summarise(lhr)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** With BENCH_LIGHTHOUSE_LHR set, the run's full report goes there (one file a run). */
function keepReport(url, lhr) {
  const dir = process.env.BENCH_LIGHTHOUSE_LHR
  if (!dir) return
  mkdirSync(dir, { recursive: true })
  const page = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'
  writeFileSync(path.join(dir, `${page}-${Date.now()}.json`), JSON.stringify(lhr))
}

function summarise(lhr) {
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]))
  const metric = (id) => lhr.audits[id]?.displayValue ?? null
  const categoryOf = new Map()
  for (const id of CATEGORIES) for (const ref of lhr.categories[id]?.auditRefs ?? []) categoryOf.set(ref.id, id)
  const failing = Object.values(lhr.audits)
    .filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 1 &&
        audit.scoreDisplayMode !== 'informative' &&
        audit.scoreDisplayMode !== 'manual' &&
        audit.scoreDisplayMode !== 'notApplicable',
    )
    .map((audit) => ({
      id: audit.id,
      score: audit.score,
      category: categoryOf.get(audit.id) ?? null,
      title: audit.title,
      displayValue: audit.displayValue ?? null,
      // Not every audit's items are a list (some insights give an object): those name nothing here.
      items: (Array.isArray(audit.details?.items) ? audit.details.items : []).slice(0, 5).map(describeItem),
    }))
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
    // Set when Lighthouse could not audit the page (a trace it could not read, a hung page…): the scores are then 0.
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
  }
}

/** What a failing audit's detail row points at: an element (selector + snippet), a resource, or its text. */
function describeItem(item) {
  const node = item.node ?? item.element ?? (item.type === 'node' ? item : null)
  if (node?.selector || node?.snippet) {
    return [node.selector, node.snippet?.slice(0, 160), node.explanation?.split('\n').slice(0, 2).join(' ')]
      .filter(Boolean)
      .join(' — ')
  }
  if (item.url) return String(item.url)
  if (item.source?.url) return `${item.source.url}:${item.source.line ?? ''}`
  return JSON.stringify(item).slice(0, 200)
}

/**
 * Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP…), by throwing or by answering with a
 * runtimeError and null scores: such a run is tried again once (and the error kept in the results file).
 */
async function withRetry(audit) {
  try {
    const result = await audit()
    if (!result.runtimeError) return result
    console.warn(`Lighthouse could not audit the page, retrying once: ${result.runtimeError}`)
    return { ...(await audit()), failedAttempt: result.runtimeError }
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

function pagesToAudit() {
  const args = process.argv.slice(2).filter((arg) => !arg.startsWith('-'))
  if (args.length) return args
  if (process.env.BENCH_PATHS)
    return process.env.BENCH_PATHS.split(',')
      .map((p) => p.trim())
      .filter(Boolean)
  if (process.env.BENCH_PATH) return [process.env.BENCH_PATH]
  return ['/', '/tours', 'tour', '/brochures', 'checkout']
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const nameOf = (pagePath) =>
  pagePath === 'tour' || pagePath === 'checkout'
    ? pagePath
    : pagePath === '/'
      ? 'home'
      : pagePath.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-')

// 'localhost' is the touring brand's host (the brand is chosen by Host header).
const server = process.env.BENCH_URL
  ? null
  : await startServer({ label: 'lighthouse', host: 'localhost', databaseUrl: process.env.DATABASE_URL })
const summaries = []
try {
  const targets = process.env.BENCH_URL
    ? [{ name: 'page', url: process.env.BENCH_URL }]
    : await Promise.all(
        pagesToAudit().map(async (pagePath) => ({
          name: nameOf(pagePath),
          url:
            pagePath === 'tour'
              ? await pickTourPage(server.origin)
              : pagePath === 'checkout'
                ? await pickCheckoutPage(server.origin)
                : `${server.origin}${pagePath}`,
        })),
      )
  mkdirSync('bench/results', { recursive: true })
  for (const { name, url } of targets) {
    // Warm the server's caches and the page's assets once, unmeasured, so the first audit is not a cold start.
    await (await fetch(url)).arrayBuffer()
    const results = []
    for (let run = 0; run < runs; run++) {
      results.push(await withRetry(() => (packaged ? auditWithPackage(packaged, url) : auditWithNpx(url))))
    }
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, median(results.map((r) => r.scores[id]))]))
    // Headline metrics from the run with the median performance score.
    const middle = [...results].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(runs / 2)]
    const missed = CATEGORIES.filter((id) => scores[id] < BUDGET[id])
    // Failing audits of every missed category, with how many of the runs they failed in.
    const failing = new Map()
    for (const result of results) {
      for (const audit of result.failing) {
        if (!missed.includes(audit.category)) continue
        const seen = failing.get(audit.id) ?? { ...audit, runs: 0 }
        seen.runs += 1
        failing.set(audit.id, seen)
      }
    }
    const pagePath = url.replace(/^https?:\/\/[^/]+/, '')
    console.log(
      `Lighthouse ${middle.lighthouseVersion} (mobile) on ${pagePath}${runs > 1 ? `, median of ${runs} runs` : ''}`,
    )
    for (const id of CATEGORIES) {
      const all = runs > 1 ? `  runs ${results.map((r) => r.scores[id]).join(', ')}` : ''
      console.log(`  ${id.padEnd(15)} ${String(scores[id]).padStart(3)}  (budget ${BUDGET[id]})${all}`)
    }
    console.log(
      `  FCP ${middle.metrics.fcp} · LCP ${middle.metrics.lcp} · TBT ${middle.metrics.tbt} · CLS ${middle.metrics.cls} · SI ${middle.metrics.si}`,
    )
    for (const audit of failing.values()) {
      console.log(
        `  ✗ [${audit.category}] ${audit.id} (score ${audit.score}, ${audit.runs}/${runs} runs)${audit.displayValue ? ` ${audit.displayValue}` : ''}: ${audit.title}`,
      )
      for (const item of audit.items) console.log(`      ${item}`)
    }
    const file = path.join('bench/results', `lighthouse-${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
    const summary = { page: pagePath, url, scores, metrics: middle.metrics, missed, failing: [...failing.values()] }
    writeFileSync(file, `${JSON.stringify({ ...summary, runs: results, budget: BUDGET }, null, 2)}\n`)
    console.log(`  written to ${file}`)
    summaries.push(summary)
  }
  console.log(
    JSON.stringify({
      bench: 'lighthouse',
      runs,
      pages: summaries.map(({ page, scores, missed }) => ({ page, scores, missed })),
    }),
  )
  const missedAny = summaries.filter((summary) => summary.missed.length)
  if (missedAny.length) {
    console.error(
      `Budget missed: ${missedAny.map((summary) => `${summary.page} (${summary.missed.join(', ')})`).join('; ')}`,
    )
    process.exitCode = 1
  }
} finally {
  await server?.stop()
}
