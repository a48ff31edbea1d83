import type { ErrorRequestHandler, RequestHandler, Response } from 'express'
import { isDatabaseDownError, isDatabaseUnavailableError } from '../db/database-errors'
import type { AppDatabase } from '../db/database.server'
import { pendingMigrations } from '../db/migrate.server'
import { sendApiError } from './api-errors'
import { isApiPath } from './api-paths'

/*
 * The process's view of its database, for a load balancer and for requests (issue 15; ADR 0020):
 *
 * - `/healthz` is ready only when the database answers and every migration this build knows has run, and stops
 *   being ready as soon as the process starts draining (SIGTERM), so the balancer takes it out before it closes.
 * - A request that fails because the database cannot be reached answers 503 (JSON on the API, a short page
 *   elsewhere) with Retry-After, never a 500 or a hang: the pool gives up connecting after a few seconds.
 * - After such a failure the process knows the database is down: requests are answered 503 at once instead of each
 *   waiting for a connection that will not come, while a probe every second finds out when it is back. Nothing
 *   needs a restart: the pool makes new connections on the next use.
 */

export const OUTAGE_PROBE_INTERVAL_MS = 1_000
/** How long a probe may take before it counts as a failure (the pool's connection timeout is similar). */
export const PROBE_TIMEOUT_MS = 2_000
export const RETRY_AFTER_SECONDS = 5

export type HealthReport =
  | { status: 'ok' }
  | { status: 'draining' }
  | { status: 'unavailable'; reason: 'database' }
  | { status: 'unavailable'; reason: 'migrations'; pending: string[] }

export interface DatabaseHealth {
  /** A full check for `/healthz`: database round trip and migrations. */
  report(): Promise<HealthReport>
  /** Tell the health that a request just failed for want of the database. */
  noteFailure(error: unknown): void
  /** Whether requests should be answered 503 without trying (down, and not yet seen back). */
  isDown(): boolean
  /** From now on `/healthz` answers 503 draining (SIGTERM). */
  startDraining(): void
  stop(): void
}

export function createDatabaseHealth(
  db: AppDatabase,
  options: { probeIntervalMs?: number; onChange?: (down: boolean) => void } = {},
): DatabaseHealth {
  let down = false
  let draining = false
  let migrationsApplied = false
  let probe: ReturnType<typeof setInterval> | undefined

  const roundTrip = () =>
    withTimeout(db.selectFrom('brands').select('id').limit(1).execute(), PROBE_TIMEOUT_MS).then(() => undefined)

  const markUp = () => {
    if (!down) return
    down = false
    if (probe) clearInterval(probe)
    probe = undefined
    options.onChange?.(false)
  }

  const markDown = () => {
    if (down) return
    down = true
    options.onChange?.(true)
    probe = setInterval(() => {
      roundTrip().then(markUp, () => {})
    }, options.probeIntervalMs ?? OUTAGE_PROBE_INTERVAL_MS)
    probe.unref()
  }

  return {
    async report() {
      if (draining) return { status: 'draining' }
      try {
        await roundTrip()
      } catch (error) {
        if (isDatabaseUnavailableError(error) || error instanceof ProbeTimeout) markDown()
        return { status: 'unavailable', reason: 'database' }
      }
      markUp()
      if (!migrationsApplied) {
        const pending = await pendingMigrations(db).catch(() => null)
        if (pending === null) return { status: 'unavailable', reason: 'database' }
        if (pending.length > 0) return { status: 'unavailable', reason: 'migrations', pending }
        // Migrations never un-run: once applied, the check is not repeated.
        migrationsApplied = true
      }
      return { status: 'ok' }
    },
    noteFailure(error) {
      // A wait for a busy pool answers 503 but is not an outage: refusing everyone for a second would make it worse.
      if (isDatabaseDownError(error)) markDown()
    },
    isDown: () => down,
    startDraining() {
      draining = true
    },
    stop() {
      if (probe) clearInterval(probe)
      probe = undefined
    },
  }
}

class ProbeTimeout extends Error {}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new ProbeTimeout('database probe timed out')), ms)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.'

/** The 503 of a request that cannot reach the database: JSON on the API, a small page elsewhere. */
export function sendDatabaseUnavailable(res: Response, path: string): void {
  res.set('Retry-After', String(RETRY_AFTER_SECONDS))
  if (isApiPath(path)) return sendApiError(res, 503, 'unavailable', DATABASE_UNAVAILABLE_MESSAGE)
  res
    .status(503)
    .set('Cache-Control', 'no-store')
    .type('html')
    .send(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
        '<title>Briefly unavailable</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem">' +
        `<main><h1>We will be back in a moment</h1><p>${DATABASE_UNAVAILABLE_MESSAGE}</p></main></body></html>`,
    )
}

/** Before any handler that reads the database: a known outage answers 503 at once (the probe finds the way back). */
export function databaseOutageGuard(health: DatabaseHealth): RequestHandler {
  return (req, res, next) => {
    if (health.isDown()) return sendDatabaseUnavailable(res, req.path)
    next()
  }
}

/** After every handler: an error caused by an unreachable database is a 503 and marks the outage. */
export function databaseOutageErrors(health: DatabaseHealth): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (!isDatabaseUnavailableError(error)) return next(error)
    health.noteFailure(error)
    req.log?.warn({ err: error }, 'database unavailable')
    if (res.headersSent) return next(error)
    sendDatabaseUnavailable(res, req.path)
  }
}
