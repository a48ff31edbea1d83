import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { resolve } from 'node:path'

/*
 * The visual suite's own server: the production build on a fresh SQLite demo catalogue, like the lanes' servers,
 * but with its clock moved to SHIFTED_NOW (shifted-clock.mjs), so that the catalogue it seeds (departure dates,
 * prices) and every date a page shows are the same on every day the suite runs. The lanes' servers keep the real
 * clock: their journeys book departures relative to today.
 */

/** The day the suite's server believes it is, and the instant its browser pages are frozen at. */
export const SHIFTED_NOW = '2026-11-28T09:00:00.000Z'

export interface VisualServer {
  /** http://localhost:PORT (Meridian); brandOrigin() gives Cavendish's. */
  baseURL: string
  databaseUrl: string
  stop(): Promise<void>
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer()
    probe.once('error', fail)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => done(port))
    })
  })
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the visual suite's server exited (${child.exitCode}):\n${log()}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250))
  }
  throw new Error(`the visual suite's server did not answer ${url} within 180 s:\n${log()}`)
}

/**
 * Starts the server on a fresh database (global-setup.ts starts it once per run, for every worker). Databases of
 * earlier runs are removed.
 */
export async function startVisualServer(root: string): Promise<VisualServer> {
  const port = Number(process.env.E2E_VISUAL_PORT ?? 0) || (await freePort())
  mkdirSync(resolve(root, 'tmp'), { recursive: true })
  for (const entry of readdirSync(resolve(root, 'tmp'))) {
    if (entry.startsWith('e2e-visual-run-')) rmSync(resolve(root, 'tmp', entry), { recursive: true, force: true })
  }
  const directory = resolve(root, 'tmp', `e2e-visual-run-${port}`)
  mkdirSync(directory, { recursive: true })
  const databaseUrl = `file:${directory}/itinera.db`
  const child = spawn(
    process.execPath,
    ['--import', resolve(root, 'tests/e2e/visual/shifted-clock.mjs'), '--import', 'tsx', 'server/main.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        APP_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        SESSION_SECRET: 'playwright-session-secret-0123456789abcdef',
        LOG_LEVEL: 'warn',
        ITINERA_EXIT_WITH_PARENT: '1',
        ITINERA_SHIFTED_NOW: SHIFTED_NOW,
        // As the lanes' servers: the catalogue only, no demo bookings.
        SEED_DEMO_BOOKINGS: 'false',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  )
  let stderr = ''
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000)
  })
  try {
    await waitForHealth(`http://127.0.0.1:${port}/healthz`, child, () => stderr)
  } catch (error) {
    child.kill('SIGKILL')
    throw error
  }
  return {
    baseURL: `http://localhost:${port}`,
    databaseUrl,
    async stop() {
      if (child.exitCode !== null) return
      const exited = new Promise((done) => child.once('exit', done))
      child.kill('SIGTERM')
      await exited
    },
  }
}
