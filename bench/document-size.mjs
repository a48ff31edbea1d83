#!/usr/bin/env node
/*
 * The tour page's HTML document, split into what it is made of (bench/README.md, "The tour page's document"): the
 * rendered markup, the React Router hydration data (the turbo-stream scripts), the JSON-LD and the other inline
 * scripts, each raw and gzipped on its own, and the whole document gzipped (what travels). Starts a production server
 * (the built app, bench/lib/server.mjs) on the demo catalogue and measures the picked tour page (bench/lib/pages.mjs),
 * or BENCH_URL on an already running server. BENCH_HTML_OUT=<file> also writes the document there.
 *
 *   npx react-router build && node bench/document-size.mjs
 */
import { writeFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { pickTourPage } from './lib/pages.mjs'
import { startServer } from './lib/server.mjs'

const kb = (n) => `${(n / 1024).toFixed(1)} KB`
const gz = (text) => gzipSync(Buffer.from(text), { level: 6 }).length

/** The document's parts: inline scripts by kind, and the markup (everything else). */
export function splitDocument(html) {
  const parts = { 'hydration data': '', 'JSON-LD': '', 'other inline scripts': '', 'inline styles': '' }
  const markup = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, (tag) => {
      if (/type="application\/ld\+json"/.test(tag)) parts['JSON-LD'] += tag
      else if (/__reactRouterContext|streamController|__reactRouterRouteModules/.test(tag))
        parts['hydration data'] += tag
      else parts['other inline scripts'] += tag
      return ''
    })
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, (tag) => {
      parts['inline styles'] += tag
      return ''
    })
  return { markup, ...parts }
}

async function main() {
  const server = process.env.BENCH_URL ? null : await startServer({ label: 'document-size' })
  try {
    const url = process.env.BENCH_URL ?? (await pickTourPage(server.origin))
    const html = await (await fetch(url)).text()
    if (process.env.BENCH_HTML_OUT) writeFileSync(process.env.BENCH_HTML_OUT, html)
    console.log(`${url}\n  document: ${kb(html.length)} raw, ${kb(gz(html))} gzipped (${gz(html)} bytes)`)
    for (const [name, text] of Object.entries(splitDocument(html))) {
      if (text)
        console.log(`  ${name.padEnd(22)} ${kb(text.length).padStart(9)} raw ${kb(gz(text)).padStart(9)} gzipped alone`)
    }
  } finally {
    await server?.stop()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
