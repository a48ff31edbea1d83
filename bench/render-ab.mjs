#!/usr/bin/env node
/*
 * Fresh-render A/B: the server CPU one uncached page render costs, for two builds side by side in ONE run on the
 * same machine (so a shared machine's load moves both alike). Starts two production servers on 127.0.0.1, each on
 * its own fresh 300-tour SQLite demo catalogue with the page cache off (PAGE_CACHE_TTL_SECONDS=0), then requests
 * the pages one at a time, alternating the two servers in rounds, and reads each server's CPU time from /proc.
 *
 *   git worktree add /tmp/base <commit> && ln -s "$PWD/node_modules" /tmp/base/node_modules
 *   (cd /tmp/base && ITINERA_BUILD_DIR=build npx react-router build)
 *   npx react-router build
 *   BASE_DIR=/tmp/base BASE_BUILD=build node bench/render-ab.mjs
 *
 * Settings (env): BASE_DIR, BASE_BUILD (build dir inside BASE_DIR), ITINERA_BUILD_DIR (this tree's build),
 * BENCH_PAGES (comma-separated paths), BENCH_ROUNDS (6), BENCH_PER_ROUND (40 requests per page per round). Prints the
 * CPU per render over all pages and for each page. BASE_DIR may be this checkout itself (BASE_BUILD then names an
 * older build of it; the server code under server/ is then this tree's for both).
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const baseDir = process.env.BASE_DIR
if (!baseDir) throw new Error('BASE_DIR: a checkout of the base commit, built (see the header)')
const pages = (process.env.BENCH_PAGES ?? '/tours,/,/destinations/europe,/privacy-policy').split(',')
const rounds = Number(process.env.BENCH_ROUNDS ?? 6)
const perRound = Number(process.env.BENCH_PER_ROUND ?? 40)
const dir = mkdtempSync(path.join(tmpdir(), 'itinera-bench-render-ab-'))

async function start(cwd, buildDir, name) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd,
    env: {
      ...process.env,
      ITINERA_BUILD_DIR: buildDir,
      NODE_ENV: 'production',
      APP_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: `file:${path.join(dir, `${name}.db`)}`,
      SEED_TOURS: '300',
      SESSION_SECRET: 'bench-secret-0123456789abcdef0123456789',
      LOG_LEVEL: 'warn',
      ITINERA_PRINT_PORT: '1',
      PAGE_CACHE_TTL_SECONDS: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const port = await new Promise((resolve, reject) => {
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
      const match = /(\d{4,5})/.exec(output)
      if (match) resolve(match[1])
    })
    child.on('exit', (code) => reject(new Error(`${name} server exited (${code})`)))
  })
  const origin = `http://127.0.0.1:${port}`
  for (let attempt = 0; attempt < 600; attempt++) {
    const ok = await fetch(`${origin}/healthz`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) break
    await new Promise((r) => setTimeout(r, 500))
  }
  return { name, child, origin, cpuMs: 0, requests: 0, byPage: {} }
}

/** utime + stime of a process, in ms (clock ticks are 10 ms on Linux). */
function cpuMsOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

async function get(server, page, n) {
  const url = `${server.origin}${page}${page.includes('?') ? '&' : '?'}r=${n}`
  const response = await fetch(url, { headers: { host: 'localhost', 'accept-encoding': 'gzip' } })
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`${server.name} ${page}: ${response.status}`)
}

const servers = [
  await start(baseDir, process.env.BASE_BUILD ?? 'build', 'base'),
  await start(process.cwd(), process.env.ITINERA_BUILD_DIR ?? 'build', 'this'),
]
try {
  for (const server of servers) for (const page of pages) for (let i = 0; i < 5; i++) await get(server, page, -i)
  for (let round = 0; round < rounds; round++) {
    for (const server of round % 2 ? [...servers].reverse() : servers) {
      for (const page of pages) {
        const before = cpuMsOf(server.child.pid)
        for (let i = 0; i < perRound; i++) await get(server, page, round * perRound + i)
        const used = cpuMsOf(server.child.pid) - before
        server.cpuMs += used
        server.requests += perRound
        server.byPage[page] = (server.byPage[page] ?? 0) + used
      }
    }
  }
  const [base, current] = servers.map((s) => s.cpuMs / s.requests)
  console.log(`pages: ${pages.join(' ')}; ${rounds} rounds × ${perRound} per page, sequential`)
  console.log(
    `server CPU per fresh render: base ${base.toFixed(2)} ms, this tree ${current.toFixed(2)} ms, ratio ${(current / base).toFixed(3)}`,
  )
  for (const page of pages) {
    const [b, c] = servers.map((s) => s.byPage[page] / (rounds * perRound))
    console.log(`  ${page}: base ${b.toFixed(2)} ms, this tree ${c.toFixed(2)} ms, ratio ${(c / b).toFixed(3)}`)
  }
} finally {
  for (const server of servers) server.child.kill('SIGINT')
  await Promise.all(servers.map((s) => new Promise((r) => (s.child.exitCode !== null ? r() : s.child.on('exit', r)))))
  rmSync(dir, { recursive: true, force: true })
}
