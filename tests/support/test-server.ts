import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import type { ServerBuild } from 'react-router'
import { inject } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../../db/database.server'
import { createApp } from '../../server/app'
import { parseConfig } from '../../server/config'
import { createLogger } from '../../server/logger'
import { cloneTemplate } from './test-database'

export interface TestServer {
  /** http://127.0.0.1:PORT */
  origin: string
  port: number
  database: DatabaseHandle
  stop(): Promise<void>
}

/**
 * The real Express app and React Router build on a loopback port, against this test file's own copy of the seeded
 * template database. Call stop() in afterAll; it closes the server and drops the database.
 */
export async function startTestServer(label: string, env: Record<string, string> = {}): Promise<TestServer> {
  const testDatabase = await cloneTemplate(inject('templateDatabase'), label)
  const config = parseConfig({
    NODE_ENV: 'production',
    APP_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: '0',
    DATABASE_URL: testDatabase.url,
    SESSION_SECRET: 'integration-tests-secret-0123456789abcdef',
    LOG_LEVEL: 'silent',
    ...env,
  })
  const database = openDatabase(config.DATABASE_URL, { poolSize: 4 })
  const buildDir = path.resolve(process.env.ITINERA_BUILD_DIR ?? 'build')
  const build = (await import(path.join(buildDir, 'server/index.js'))) as ServerBuild
  const app = await createApp({
    config,
    database,
    logger: createLogger('silent'),
    reactRouter: { mode: 'production', build, clientDir: path.join(buildDir, 'client') },
  })
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
  })
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    database,
    async stop() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      await database.close()
      await testDatabase.drop()
    },
  }
}

/** A client that behaves like a browser session: it keeps the XSRF-TOKEN cookie and can echo it as the header. */
export async function getCsrf(origin: string, host = 'localhost'): Promise<{ cookie: string; token: string }> {
  const response = await fetch(`${origin}/robots.txt?csrf`, { headers: { host } })
  await response.arrayBuffer()
  const setCookie = response.headers.getSetCookie().find((value) => value.startsWith('XSRF-TOKEN='))
  if (!setCookie) throw new Error('no XSRF-TOKEN cookie was set')
  const token = decodeURIComponent(setCookie.split(';')[0]!.slice('XSRF-TOKEN='.length))
  return { cookie: `XSRF-TOKEN=${encodeURIComponent(token)}`, token }
}
