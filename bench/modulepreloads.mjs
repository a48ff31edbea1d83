#!/usr/bin/env node
/*
 * What a page makes the browser fetch before its first paint, from the production build: the home page, a tour page
 * with departures and that tour's checkout (the first step). For each, its `rel="modulepreload"` links and
 * stylesheets, counted and gzipped one by one (node:zlib's default level), and the HTML's own gzipped size. Lantern
 * (bench/lighthouse.mjs) counts these requests before the first paint, so fewer kilobytes here is an earlier FCP.
 *
 *   npx react-router build && node bench/modulepreloads.mjs          # LIST=1 names every file
 *
 * Starts its own server on a fresh SQLite catalogue (60 tours) and stops it again; ITINERA_BUILD_DIR reads another
 * build (default: build).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { pickCheckoutPage, pickTourPage } from './lib/pages.mjs'
import { startServer } from './lib/server.mjs'

/** The hrefs of the page's <link rel={rel}> elements, whatever their attributes' order. */
function linksOf(html, rel) {
  return [...html.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => tag.includes(`rel="${rel}"`))
    .map((tag) => /href="([^"]+)"/.exec(tag)[1])
}

const buildDir = process.env.ITINERA_BUILD_DIR ?? 'build'
const gzipped = (href) => gzipSync(readFileSync(path.join(buildDir, 'client', href))).length
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

const server = await startServer({ label: 'preloads', env: { SEED_TOURS: '60' } })
const origin = server.origin
try {
  const tourUrl = new URL(await pickTourPage(origin)).pathname
  const checkout = new URL(await pickCheckoutPage(origin))
  const checkoutUrl = checkout.pathname + checkout.search
  for (const [name, url] of [
    ['home', '/'],
    ['tour', tourUrl],
    ['checkout', checkoutUrl],
  ]) {
    const html = await (await fetch(origin + url)).text()
    const modules = linksOf(html, 'modulepreload')
    const stylesheets = linksOf(html, 'stylesheet')
    const total = (hrefs) => kb(hrefs.reduce((sum, href) => sum + gzipped(href), 0))
    console.log(`${name} ${url}`)
    console.log(
      `  modulepreload ${modules.length} (${total(modules)} gzipped); stylesheets ${stylesheets.length} ` +
        `(${total(stylesheets)}); HTML ${kb(gzipSync(html).length)}; elements ~${html.match(/<[a-zA-Z]/g)?.length ?? 0}`,
    )
    if (process.env.LIST) for (const href of [...modules, ...stylesheets]) console.log(`    ${href} ${gzipped(href)}`)
  }
} finally {
  await server.stop()
}
