import net from 'node:net'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../../db/database.server'
import { client, startTestServer, type TestServer } from '../support/test-server'

/*
 * What `/healthz` tells a load balancer, and how the process behaves when its database goes away and comes back
 * (issue 15; server/database-health.ts). The outage half needs a network database: on PostgreSQL a TCP proxy sits
 * between the app and the server, and closing it is the outage (connections refused, open ones cut).
 */

const postgres = Boolean(process.env.TEST_DATABASE_URL)
/** A departure id no catalogue has: the call reads the database and answers 404 while it is up. */
const ROOMS_OF_NO_DEPARTURE = '/umbraco/api/checkoutapi/availablerooms?departureId=999999&filo=FI&transportCode=FLT'

describe('/healthz', () => {
  let server: TestServer
  let direct: DatabaseHandle

  beforeAll(async () => {
    server = await startTestServer('health')
    direct = openDatabase(server.databaseUrl)
  })
  afterAll(async () => {
    await direct?.close()
    await server?.stop()
  })

  it('is not ready while a migration this build knows has not run, and ready once it has', async () => {
    const visitor = client({ origin: server.origin })
    const { rows } = await sql<{ name: string; timestamp: string }>`
      select name, timestamp from kysely_migration order by name desc limit 1`.execute(direct.db)
    const row = rows[0]!
    await sql`delete from kysely_migration where name = ${row.name}`.execute(direct.db)

    const pending = await visitor.get('/healthz')
    expect(pending.status).toBe(503)
    expect(pending.json()).toMatchObject({ status: 'unavailable', reason: 'migrations', pending: [row.name] })

    await sql`insert into kysely_migration (name, timestamp) values (${row.name}, ${row.timestamp})`.execute(direct.db)
    const ready = await visitor.get('/healthz')
    expect(ready.status).toBe(200)
    expect(ready.json()).toEqual({ status: 'ok', database: postgres ? 'postgres' : 'sqlite' })
  })
})

describe.runIf(postgres)('a PostgreSQL outage', () => {
  let server: TestServer
  let proxy: DatabaseProxy

  beforeAll(async () => {
    proxy = await startProxy()
    server = await startTestServer('outage', {}, { connectVia: (url) => proxy.urlFor(url) })
  })
  afterAll(async () => {
    await proxy?.close()
    await server?.stop()
  })

  it('answers 503 quickly while the database is away and serves again by itself when it returns', async () => {
    const visitor = client({ origin: server.origin })
    expect((await visitor.get(ROOMS_OF_NO_DEPARTURE)).status).toBe(404)
    expect((await visitor.get('/healthz')).status).toBe(200)

    await proxy.cut()
    const started = Date.now()
    // First a page: its loader meets the outage (React Router's handleError sees the real error) → a 503 page.
    const firstPage = await visitor.get('/tours/no-such-tour')
    expect(firstPage.status).toBe(503)
    expect(firstPage.headers['retry-after']).toBe('5')
    // The outage is now known: the API and pages answer 503 at once.
    const api = await visitor.get(ROOMS_OF_NO_DEPARTURE)
    expect(api.status).toBe(503)
    expect(api.json()).toMatchObject({ error: { code: 'unavailable' } })
    expect(api.headers['retry-after']).toBe('5')
    const page = await visitor.get('/tours/no-such-tour')
    expect(page.status).toBe(503)
    expect(page.text).toContain('We will be back in a moment')
    const health = await visitor.get('/healthz')
    expect(health.status).toBe(503)
    expect(health.json()).toMatchObject({ status: 'unavailable', reason: 'database' })
    // Never a hang: each answer above came well inside the 10 s the issue allows (the pool gives up after 3 s).
    expect(Date.now() - started).toBeLessThan(10_000)

    await proxy.restore()
    // The process finds the database again on its own (a probe every second): no restart.
    let recovered = false
    for (let attempt = 0; attempt < 40 && !recovered; attempt++) {
      recovered = (await visitor.get('/healthz')).status === 200
      if (!recovered) await new Promise((resolve) => setTimeout(resolve, 250))
    }
    expect(recovered).toBe(true)
    expect((await visitor.get(ROOMS_OF_NO_DEPARTURE)).status).toBe(404)
  }, 60_000)
})

interface DatabaseProxy {
  urlFor(databaseUrl: string): string
  /** The outage: stop accepting and cut every open connection. */
  cut(): Promise<void>
  /** The database is back on the same address. */
  restore(): Promise<void>
  close(): Promise<void>
}

/** A loopback TCP proxy to the test PostgreSQL server. */
async function startProxy(): Promise<DatabaseProxy> {
  const target = new URL(process.env.TEST_DATABASE_URL!)
  const sockets = new Set<net.Socket>()
  let port = 0
  let listener: net.Server | null = null

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = net.createServer((socket) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname)
        for (const end of [socket, upstream]) {
          sockets.add(end)
          end.on('close', () => sockets.delete(end))
          end.on('error', () => end.destroy())
        }
        socket.pipe(upstream).pipe(socket)
      })
      next.once('error', reject)
      next.listen(port, '127.0.0.1', () => {
        port = (next.address() as net.AddressInfo).port
        listener = next
        resolve()
      })
    })
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy()
      if (!listener) return resolve()
      listener.close(() => resolve())
      listener = null
    })

  await listen()
  return {
    urlFor(databaseUrl) {
      const url = new URL(databaseUrl)
      url.hostname = '127.0.0.1'
      url.port = String(port)
      return url.toString()
    },
    cut: stop,
    restore: listen,
    close: stop,
  }
}
