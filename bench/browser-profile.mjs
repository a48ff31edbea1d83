#!/usr/bin/env node
/*
 * A page load's main-thread CPU profile in Debian Chromium, as a phone would have it in Lighthouse's mobile run:
 * 412×823, the CPU slowed 4× (Chrome DevTools Protocol), sampled every 200 µs from navigation until the page has
 * hydrated (the site navigation's data-ready) plus 1.5 s. Writes a .cpuprofile (open it in DevTools, or summarise it
 * with bench/cpu-profile-summary.mjs) and prints the paint timings. Loopback servers only.
 *
 *   node bench/browser-profile.mjs http://127.0.0.1:PORT/tours tmp/tours.cpuprofile
 *   node bench/cpu-profile-summary.mjs tmp/tours.cpuprofile 40
 */
import { chromium } from '@playwright/test'
import { writeFileSync } from 'node:fs'
const url = process.argv[2]
if (!url || !process.argv[3]) throw new Error('usage: node bench/browser-profile.mjs <url> <out.cpuprofile>')
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const page = await browser.newPage({ viewport: { width: 412, height: 823 } })
const cdp = await page.context().newCDPSession(page)
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
await cdp.send('Profiler.enable')
await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
await cdp.send('Profiler.start')
const t0 = Date.now()
await page.goto(url)
await page.locator('.site-nav[data-ready="true"]').waitFor({ timeout: 30000 })
await page.waitForTimeout(1500)
const { profile } = await cdp.send('Profiler.stop')
writeFileSync(process.argv[3], JSON.stringify(profile))
const timing = await page.evaluate(() =>
  JSON.stringify(performance.getEntriesByType('paint').map((e) => [e.name, Math.round(e.startTime)])),
)
console.log('ready after', Date.now() - t0, 'ms', timing)
await browser.close()
