import http, { type Server } from 'node:http'
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

export interface HostResponse {
  status: number
  headers: http.IncomingHttpHeaders
  text: string
  raw: Buffer
}

/**
 * A request with a chosen Host header, which is how brands are told apart. fetch() silently drops a Host header,
 * so this goes through node:http.
 */
export function requestAs(
  origin: string,
  path: string,
  options: { host?: string; method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<HostResponse> {
  const url = new URL(path, origin)
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: options.method ?? 'GET',
        headers: { ...options.headers, host: options.host ?? options.headers?.host ?? 'localhost' },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const raw = Buffer.concat(chunks)
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text: raw.toString('utf8'), raw })
        })
        response.on('error', reject)
      },
    )
    request.on('error', reject)
    if (options.body !== undefined) request.write(options.body)
    request.end()
  })
}

/** A client that behaves like a browser session: it keeps the XSRF-TOKEN cookie and can echo it as the header. */
export async function getCsrf(origin: string, host = 'localhost'): Promise<{ cookie: string; token: string }> {
  const response = await requestAs(origin, '/robots.txt?csrf', { host })
  const setCookies = response.headers['set-cookie'] ?? []
  const setCookie = setCookies.find((value) => value.startsWith('XSRF-TOKEN='))
  if (!setCookie) throw new Error('no XSRF-TOKEN cookie was set')
  const token = decodeURIComponent(setCookie.split(';')[0]!.slice('XSRF-TOKEN='.length))
  return { cookie: `XSRF-TOKEN=${encodeURIComponent(token)}`, token }
}
