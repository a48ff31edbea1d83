import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { client } from '../support/http-client'
import { withAdminClient } from '../support/test-database'

/*
 * The real process entry, as `npm start` runs it: on an EMPTY database it migrates, seeds and serves; it refuses
 * bad configuration with a list of problems; and SIGTERM stops it cleanly after finishing in-flight requests.
 */

const postgresServer = process.env.TEST_DATABASE_URL
const cleanups: Array<() => Promise<void> | void> = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

async function emptyDatabaseUrl(): Promise<string> {
  if (postgresServer) {
    const name = `itinera_process_${process.pid}_${Date.now().toString(36)}`
    await withAdminClient(postgresServer, (client) => client.query(`CREATE DATABASE "${name}"`))
    cleanups.push(() =>
      withAdminClient(postgresServer, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(
        () => undefined,
      ),
    )
    const url = new URL(postgresServer)
    url.pathname = `/${name}`
    return url.toString()
  }
  const dir = mkdtempSync(join(tmpdir(), 'itinera-process-'))
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
  return `file:${join(dir, 'itinera.db')}`
}

/** The environment of a server process started by these tests: production, loopback, port 0 printed, `env` on top. */
function processEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    ITINERA_PRINT_PORT: '1',
    ITINERA_EXIT_WITH_PARENT: '1',
    LOG_LEVEL: 'warn',
    ...env,
  }
}

function startProcess(env: Record<string, string>): {
  child: ChildProcess
  output: () => string
  port: Promise<number>
  exit: Promise<number | null>
} {
  // node itself (not an npx wrapper) receives the signals, as under a process manager.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: processEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const port = new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /ITINERA_PORT=(\d+)/.exec(output)
      if (match) resolve(Number(match[1]))
    })
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('exit', () => reject(new Error(`exited before listening:\n${output}`)))
  })
  port.catch(() => undefined)
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  cleanups.push(() => {
    if (child.exitCode === null) child.kill('SIGKILL')
  })
  return { child, output: () => output, port, exit }
}

describe('the server process', () => {
  it('migrates, seeds and serves an empty database, then stops cleanly on SIGTERM', async () => {
    const server = startProcess({
      DATABASE_URL: await emptyDatabaseUrl(),
      SEED_TOURS: '30',
      SESSION_SECRET: 'process-test-secret-0123456789abcdefgh',
    })
    const port = await server.port
    const visitor = client({ origin: `http://127.0.0.1:${port}` })
    const health = await visitor.get('/healthz')
    expect(health.json()).toEqual({ status: 'ok', database: postgresServer ? 'postgres' : 'sqlite' })
    const home = await visitor.get('/')
    expect(home.status).toBe(200)
    expect(home.text).toContain('Featured holidays')

    server.child.kill('SIGTERM')
    expect(await server.exit).toBe(0)
  }, 120_000)

  it('drains on SIGTERM: /healthz says draining at once while pages are still served, then it stops', async () => {
    const server = startProcess({
      DATABASE_URL: await emptyDatabaseUrl(),
      SEED_TOURS: '30',
      SESSION_SECRET: 'process-test-secret-0123456789abcdefgh',
      SHUTDOWN_DRAIN_MS: '1500',
    })
    const visitor = client({ origin: `http://127.0.0.1:${await server.port}` })
    expect((await visitor.get('/healthz')).status).toBe(200)

    server.child.kill('SIGTERM')
    // The signal is handled between two of our requests: poll until the health check has turned.
    let health = await visitor.get('/healthz')
    for (let attempt = 0; attempt < 20 && health.status === 200; attempt++) health = await visitor.get('/healthz')
    expect(health.status).toBe(503)
    expect(health.json()).toMatchObject({ status: 'draining' })
    expect((await visitor.get('/')).status).toBe(200)
    expect(await server.exit).toBe(0)
  }, 120_000)

  it('refuses bad configuration and lists every problem', async () => {
    const server = startProcess({ PORT: 'not-a-port', LOG_LEVEL: 'shouting', APP_ENV: 'production' })
    expect(await server.exit).toBe(1)
    const output = server.output()
    expect(output).toContain('Invalid configuration')
    expect(output).toContain('PORT')
    expect(output).toContain('LOG_LEVEL')
  }, 60_000)

  it('stops by itself when the run that started it is killed (ITINERA_EXIT_WITH_PARENT)', async () => {
    // A stand-in for a test runner: it starts the server as its child and is then killed with SIGKILL, so it
    // cannot stop the server itself. The server notices it has been re-parented and stops.
    const databaseUrl = await emptyDatabaseUrl()
    const runner = spawn(
      process.execPath,
      [
        '-e',
        `const { spawn } = require('node:child_process')
         const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: ['ignore', 'inherit', 'inherit'] })
         console.log('SERVER_PID=' + server.pid)
         setInterval(() => {}, 1000)`,
      ],
      {
        env: processEnv({
          SHUTDOWN_DRAIN_MS: '0',
          DATABASE_URL: databaseUrl,
          SEED_TOURS: '30',
          SESSION_SECRET: 'process-test-secret-0123456789abcdefgh',
        }),
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let output = ''
    const started = new Promise<{ pid: number; port: number }>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString()
        const pid = /SERVER_PID=(\d+)/.exec(output)
        const port = /ITINERA_PORT=(\d+)/.exec(output)
        if (pid && port) resolve({ pid: Number(pid[1]), port: Number(port[1]) })
      }
      runner.stdout!.on('data', read)
      runner.stderr!.on('data', read)
      runner.on('exit', () => reject(new Error(`the runner ended first:\n${output}`)))
    })
    started.catch(() => undefined)
    const { pid, port } = await started
    /** Running: signal 0 reaches it and it is not a zombie waiting for a parent that will never reap it. */
    const running = () => {
      try {
        process.kill(pid, 0)
      } catch {
        return false
      }
      try {
        return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))
      } catch {
        return false
      }
    }
    cleanups.push(() => {
      if (running()) process.kill(pid, 'SIGKILL')
    })
    expect((await client({ origin: `http://127.0.0.1:${port}` }).get('/healthz')).status).toBe(200)

    runner.kill('SIGKILL')
    await expect.poll(running, { timeout: 30_000, interval: 200 }).toBe(false)
  }, 120_000)
})
