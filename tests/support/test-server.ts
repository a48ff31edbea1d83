import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import pino from 'pino'
import type { ServerBuild } from 'react-router'
import { inject } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../../db/database.server'
import { createApp } from '../../server/app'
import { INTEGRATION_SESSION_SECRET } from './outbox-credentials'
import { parseConfig } from '../../server/config'
import { createLogger } from '../../server/logger'
import { cloneTemplate } from './test-database'

export interface TestServer {
  /** http://127.0.0.1:PORT */
  origin: string
  port: number
  database: DatabaseHandle
  /** This server's own database (a clone of the template): a second server process may share it. */
  databaseUrl: string
  stop(): Promise<void>
}

/**
 * The real Express app and React Router build on a loopback port, against this test file's own copy of the seeded
 * template database. Call stop() in afterAll; it closes the server and drops the database.
 */
export async function startTestServer(
  label: string,
  env: Record<string, string> = {},
  options: {
    /** The URL the app connects with, from its database's URL (a fault test puts a proxy in between). */
    connectVia?: (databaseUrl: string) => string
    /**
     * A file this server writes its JSON log to at level info (the request log included). Without it, the log goes
     * to ITINERA_TEST_LOG_DIR/<label>.log when that is set (a full run whose log can be grepped), else nowhere.
     */
    logFile?: string
  } = {},
): Promise<TestServer> {
  const testDatabase = await cloneTemplate(inject('templateDatabase'), label)
  const config = parseConfig({
    NODE_ENV: 'production',
    APP_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: '0',
    DATABASE_URL: options.connectVia ? options.connectVia(testDatabase.url) : testDatabase.url,
    SESSION_SECRET: INTEGRATION_SESSION_SECRET,
    LOG_LEVEL: 'silent',
    // Tests that change data and read pages back want fresh renders; the page cache has its own tests.
    PAGE_CACHE_TTL_SECONDS: '0',
    ...env,
  })
  const database = openDatabase(config.DATABASE_URL, { poolSize: 4 })
  const buildDir = path.resolve(process.env.ITINERA_BUILD_DIR ?? 'build')
  const build = (await import(path.join(buildDir, 'server/index.js'))) as ServerBuild
  const app = await createApp({
    config,
    database,
    logger: loggerFor(label, options.logFile),
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
    databaseUrl: testDatabase.url,
    async stop() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      await database.close()
      await testDatabase.drop()
    },
  }
}

function loggerFor(label: string, logFile: string | undefined) {
  const directory = process.env.ITINERA_TEST_LOG_DIR
  const file =
    logFile ?? (directory ? path.join(directory, `${label.replace(/[^\w.-]+/g, '-')}-${process.pid}.log`) : null)
  return file
    ? createLogger('info', pino.destination({ dest: file, append: true, sync: true }))
    : createLogger('silent')
}

// The HTTP client lives in http-client.ts; these names stay importable from here for the tests that use them.
export { client, getCsrf, requestAs, type HostResponse, type HttpClient, type HttpResponse } from './http-client'
