/*
 * Shared by the bench scripts: start a production server (the built app, NODE_ENV=production) on 127.0.0.1, wait
 * until it listens and answers /healthz, and stop it again (SIGTERM, then remove its temporary database).
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'

const START_TIMEOUT_MS = 300_000

/**
 * Starts `server/main.ts` in production mode on a free port.
 *
 * - `label`: names the temporary directory (itinera-bench-{label}-…).
 * - `databaseUrl`: the database to use; without it a fresh SQLite file in the temporary directory, which the server
 *   seeds with the demo catalogue on start (SEED_TOURS, 300 by default).
 * - `env`: extra variables for the server (after the defaults, so they win), e.g. SEED_ON_START or ITINERA_BUILD_DIR.
 * - `host`: the host name put in `origin` ('127.0.0.1'; 'localhost' is the touring brand's host).
 *
 * Returns { origin, port, pid, stop }.
 */
export async function startServer({ label = 'server', databaseUrl, env = {}, host = '127.0.0.1' } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), `itinera-bench-${label}-`))
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      APP_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: databaseUrl ?? `file:${path.join(dir, 'bench.db')}`,
      SEED_TOURS: process.env.SEED_TOURS ?? '300',
      SESSION_SECRET: process.env.SESSION_SECRET ?? 'bench-secret-0123456789abcdef0123456789',
      LOG_LEVEL: 'warn',
      ITINERA_PRINT_PORT: '1',
      ITINERA_EXIT_WITH_PARENT: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    const port = await new Promise((resolve, reject) => {
      let buffer = ''
      const timer = setTimeout(() => reject(new Error('the server did not start within 5 minutes')), START_TIMEOUT_MS)
      child.stdout.on('data', (chunk) => {
        buffer += chunk
        const match = /ITINERA_PORT=(\d+)/.exec(buffer)
        if (match) {
          clearTimeout(timer)
          resolve(match[1])
        }
      })
      child.on('exit', (code) => {
        clearTimeout(timer)
        reject(new Error(`the server exited with code ${code}`))
      })
    })
    await waitForHealth(`http://127.0.0.1:${port}`)
    return { origin: `http://${host}:${port}`, port, pid: child.pid, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/** Polls GET /healthz until it answers 200 (the server listens only once migrated and seeded, so this is quick). */
export async function waitForHealth(origin, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      const response = await fetch(`${origin}/healthz`)
      await response.arrayBuffer()
      if (response.ok) return
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${origin}/healthz did not answer 200 within ${timeoutMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** BENCH_URL (an already running server) when set, otherwise a server started with `options`. */
export async function serverFromEnv(options) {
  if (process.env.BENCH_URL)
    return { origin: process.env.BENCH_URL.replace(/\/$/, ''), pid: null, stop: async () => {} }
  return startServer(options)
}

/** Runs `work(url)` on a fresh SQLite file in a temporary directory, removed afterwards. */
export async function withThrowawaySqlite(label, work) {
  const dir = mkdtempSync(path.join(tmpdir(), `itinera-bench-${label}-`))
  try {
    return await work(`file:${path.join(dir, 'bench.db')}`)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * Runs `work(url)` on a database created for it on the PostgreSQL server `serverUrl` (named after `label` and this
 * process), dropped afterwards even if the server still holds connections to it.
 */
export async function withThrowawayPostgres(serverUrl, label, work) {
  const name = `itinera_bench_${label}_${process.pid}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE "${name}"`)
  try {
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    return await work(url.toString())
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    await admin.end()
  }
}
