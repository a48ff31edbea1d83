#!/usr/bin/env node
/*
 * First-load JavaScript of the listing pages, from the build output. Starts a production server on the built app
 * (a fresh demo catalogue in a temporary SQLite file), renders listing pages, reads every script the HTML loads
 * (<link rel="modulepreload">, <script src> and the imports of inline module scripts), and gzips those files from
 * the client build directory. That is the budget's figure: the JavaScript a listing page needs before it is
 * interactive.
 *
 * Lazily imported chunks are not in that figure. To show what they cost, the script also lists them and, unless
 * --no-browser is given, loads each page in Chromium and sums every script actually fetched until the network
 * is idle (without any interaction): that includes chunks requested during hydration and the API client warmed up
 * when the page is idle.
 *
 *   ITINERA_BUILD_DIR=tmp/build-listing npx react-router build
 *   ITINERA_BUILD_DIR=tmp/build-listing node bench/js-size.mjs            # BENCH_URL=… to read a running server
 *
 * Budget (issue 3): first-load JavaScript of the listing page ≤ 120 KB gzip (kB = 1000 bytes, as Vite reports).
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { startServer } from './lib/server.mjs'

const BUDGET_BYTES = 120_000
const PAGES = ['/tours', '/destinations/europe', '/search?SearchTerm=italy']
const buildDir = path.resolve(process.env.ITINERA_BUILD_DIR ?? 'build')
const clientDir = path.join(buildDir, 'client')
const useBrowser = !process.argv.includes('--no-browser')

/** Every same-origin script path the HTML loads up front. */
function scriptsOf(html) {
  const found = new Set()
  for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)) {
    const href = /\bhref="([^"]+)"/.exec(match[0])?.[1]
    if (href) found.add(href)
  }
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)) found.add(match[1])
  for (const match of html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const spec of match[1].matchAll(
      /import\s*(?:[^'"]*?from\s*)?["']([^"']+\.js)["']|import\(["']([^"']+\.js)["']\)/g,
    )) {
      found.add(spec[1] ?? spec[2])
    }
  }
  return [...found].filter((src) => src.startsWith('/') && !src.startsWith('//')).map((src) => src.split('?')[0])
}

const sizeCache = new Map()
function sizes(file) {
  if (!sizeCache.has(file)) {
    const bytes = readFileSync(path.join(clientDir, file))
    sizeCache.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length })
  }
  return sizeCache.get(file)
}

/** Chunks the given chunks import lazily (dynamic import()), transitively, minus those already loaded. */
function lazyChunks(files) {
  const loaded = new Set(files)
  const lazy = new Set()
  const queue = [...files]
  while (queue.length) {
    const file = queue.pop()
    const code = readFileSync(path.join(clientDir, file), 'utf8')
    const dir = path.posix.dirname(file)
    const specs = [
      ...[...code.matchAll(/import\(\s*["'](\.{1,2}\/[^"']+\.js)["']\s*\)/g)].map((m) => m[1]),
      ...[...code.matchAll(/"(assets\/[^"]+\.js)"/g)].map((m) => `/${m[1]}`),
    ]
    for (const spec of specs) {
      const target = spec.startsWith('/') ? spec : path.posix.join(dir, spec)
      if (loaded.has(target) || lazy.has(target) || !existsSync(path.join(clientDir, target))) continue
      lazy.add(target)
      queue.push(target)
    }
  }
  return [...lazy]
}

async function inBrowser(url) {
  const { chromium } = await import('@playwright/test')
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' })
  try {
    const page = await browser.newPage()
    const scripts = new Set()
    page.on('response', (response) => {
      const { pathname, origin } = new URL(response.url())
      if (origin === new URL(url).origin && pathname.endsWith('.js')) scripts.add(pathname)
    })
    await page.goto(url)
    await page.waitForLoadState('networkidle')
    // requestIdleCallback work (the API client warm-up) lands after the first idle; give it one more settle.
    await page.waitForTimeout(2000)
    await page.waitForLoadState('networkidle')
    return [...scripts]
  } finally {
    await browser.close()
  }
}

const kb = (bytes) => `${(bytes / 1000).toFixed(2)} kB`
const total = (files) => files.reduce((sum, file) => sum + sizes(file).gzip, 0)

async function main() {
  if (!existsSync(clientDir))
    throw new Error(`no client build at ${clientDir}: run ITINERA_BUILD_DIR=… npx react-router build`)
  // Always a fresh demo catalogue in a temporary SQLite file (DATABASE_URL is not used), from this build.
  const server = process.env.BENCH_URL ? null : await startServer({ label: 'js', env: { ITINERA_BUILD_DIR: buildDir } })
  const origin = process.env.BENCH_URL ?? server.origin
  const report = []
  const others = []
  try {
    let tourPage = null
    for (const page of PAGES) {
      const response = await fetch(`${origin}${page}`)
      if (!response.ok) throw new Error(`${page} answered ${response.status}`)
      const html = await response.text()
      tourPage ??= /href="(\/tours\/[a-z0-9-]+)"/.exec(html)?.[1] ?? null
      const files = scriptsOf(html)
      const lazy = lazyChunks(files)
      const fetched = useBrowser ? await inBrowser(`${origin}${page}`) : null
      report.push({ page, files, lazy, fetched })
    }
    // Not budgeted, shown so that a chunking change made for the listing can be seen not to cost the other pages.
    for (const page of ['/', ...(tourPage ? [tourPage] : [])]) {
      const response = await fetch(`${origin}${page}`)
      if (!response.ok) throw new Error(`${page} answered ${response.status}`)
      const files = scriptsOf(await response.text())
      others.push({ page, files })
    }
  } finally {
    await server?.stop()
  }

  let worst = 0
  for (const { page, files, lazy, fetched } of report) {
    const firstLoad = total(files)
    worst = Math.max(worst, firstLoad)
    console.log(`\n${page} — first-load JavaScript (HTML-linked): ${kb(firstLoad)} gzip in ${files.length} files`)
    for (const file of [...files].sort((a, b) => sizes(b).gzip - sizes(a).gzip)) {
      console.log(`  ${kb(sizes(file).gzip).padStart(10)}  ${kb(sizes(file).raw).padStart(10)} raw  ${file}`)
    }
    console.log(`  lazily imported chunks (not first-load): ${lazy.length ? '' : 'none'}`)
    for (const file of lazy.sort()) console.log(`  ${kb(sizes(file).gzip).padStart(10)}  ${file}`)
    if (fetched) {
      const extra = fetched.filter((file) => !files.includes(file))
      console.log(
        `  fetched by Chromium until idle, no interaction: ${kb(total(fetched))} gzip` +
          (extra.length ? ` (+ ${extra.map((file) => `${file} ${kb(sizes(file).gzip)}`).join(', ')})` : ''),
      )
    }
  }
  console.log('\nother pages (not budgeted), first-load JavaScript (HTML-linked):')
  for (const { page, files } of others)
    console.log(`  ${kb(total(files)).padStart(10)} in ${files.length} files  ${page}`)
  const verdict = worst <= BUDGET_BYTES ? 'within' : 'over'
  console.log(`\nlargest first-load figure: ${kb(worst)} gzip — ${verdict} the ${kb(BUDGET_BYTES)} budget`)
  console.log(
    JSON.stringify({
      bench: 'js-size',
      budgetBytes: BUDGET_BYTES,
      worstFirstLoadBytes: worst,
      pages: report.map((r) => ({
        page: r.page,
        firstLoadBytes: total(r.files),
        fetchedBytes: r.fetched ? total(r.fetched) : null,
      })),
      otherPages: others.map((r) => ({ page: r.page, firstLoadBytes: total(r.files) })),
    }),
  )
  process.exitCode = worst <= BUDGET_BYTES ? 0 : 1
}

main().catch((error) => {
  console.error(error)
  process.exit(2)
})
