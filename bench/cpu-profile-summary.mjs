#!/usr/bin/env node
/*
 * Summarises a V8 .cpuprofile (node --cpu-prof, or bench/browser-profile.mjs): self time by file and by function,
 * and, with a count as the second argument, that many functions by inclusive time.
 *
 *   node bench/cpu-profile-summary.mjs <profile.cpuprofile> [inclusive-rows]
 *
 * PROFILE_SKIP_MS=N leaves out the first N ms of the profile (a server's start-up and seeding, say), and idle time
 * is left out of the percentages, so a row reads as its share of the work done.
 */
import { readFileSync } from 'node:fs'
const p = JSON.parse(readFileSync(process.argv[2], 'utf8'))
const byId = new Map(p.nodes.map((n) => [n.id, n]))
const dt = p.timeDeltas
const skipUs = Number(process.env.PROFILE_SKIP_MS ?? 0) * 1000
const idleIds = new Set(p.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id))
let total = 0
let idle = 0
let elapsed = 0
const counts = new Map()
for (let i = 0; i < p.samples.length; i++) {
  elapsed += dt[i] ?? 0
  if (elapsed < skipUs) continue
  if (idleIds.has(p.samples[i])) {
    idle += dt[i] ?? 0
    continue
  }
  counts.set(p.samples[i], (counts.get(p.samples[i]) ?? 0) + (dt[i] ?? 0))
  total += dt[i] ?? 0
}
const parent = new Map()
for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
const fileSelf = new Map(),
  fnSelf = new Map(),
  incl = new Map()
for (const [id, t] of counts) {
  const n = byId.get(id)
  const cf = n.callFrame
  const f = (cf.url || '(native)').replace(/.*node_modules\//, 'nm/').replace(/.*\/main\//, '')
  fileSelf.set(f, (fileSelf.get(f) ?? 0) + t)
  const k = `${cf.functionName || '(anon)'} ${f}:${cf.lineNumber}`
  fnSelf.set(k, (fnSelf.get(k) ?? 0) + t)
  const seen = new Set()
  let cur = id
  while (cur !== undefined) {
    const c = byId.get(cur).callFrame
    const kk = `${c.functionName || '(anon)'} ${(c.url || '').replace(/.*node_modules\//, 'nm/').replace(/.*\/main\//, '')}:${c.lineNumber}`
    if (!seen.has(kk)) {
      seen.add(kk)
      incl.set(kk, (incl.get(kk) ?? 0) + t)
    }
    cur = parent.get(cur)
  }
}
const top = (m, n) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${(v / 1000).toFixed(0).padStart(7)} ms ${((100 * v) / total).toFixed(1).padStart(5)}%  ${k}`)
    .join('\n')
console.log('busy', (total / 1000).toFixed(0), 'ms; idle', (idle / 1000).toFixed(0), 'ms (left out of the shares)')
console.log('--- self by file')
console.log(top(fileSelf, 25))
console.log('--- self by fn')
console.log(top(fnSelf, 40))
if (process.argv[3]) {
  console.log('--- inclusive')
  console.log(top(incl, Number(process.argv[3])))
}
