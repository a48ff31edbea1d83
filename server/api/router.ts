import { isDatabaseUnavailableError } from '../../db/database-errors'
import express, { Router, type ErrorRequestHandler, type NextFunction, type Request, type Response } from 'express'
import type { AppDatabase } from '../../db/database.server'
import type { DialectName } from '../../db/dialect-columns'
import { isApiPath } from '../api-paths'
import { sendApiError } from '../api-errors'
import type { AppConfig } from '../config'
import { csrfGuard } from '../csrf'
import { apiRouter } from '../endpoint'
import { accountEndpoints } from './account'
import { addressEndpoints } from './address'
import { authEndpoints } from './auth'
import { brochureEndpoints } from './brochures'
import { checkoutEndpoints } from './checkout'
import { newsletterEndpoints } from './newsletter'
import { searchEndpoints } from './search'
import { tourEndpoints } from './tours'
import { waitlistEndpoints } from './waitlist'
import { wishlistEndpoints } from './wishlist'

export interface ApiDependencies {
  db: AppDatabase
  dialect: DialectName
  config: AppConfig
}

/**
 * The API's shared gate, in this order: only API paths; CSRF on every state-changing call (before the body is
 * even read, so a forged request costs nothing and writes nothing); a deadline for the body to arrive; JSON bodies
 * with a size cap; then every area's endpoints (server/endpoint.ts: a wrong method on a known path is a 405);
 * unknown API paths and any error end as the one JSON error shape.
 */
export function createApiRouter(deps: ApiDependencies): Router {
  const api = Router({ caseSensitive: false })
  api.use((req, res, next) => {
    if (!isApiPath(req.path)) return next('router')
    res.set('Cache-Control', 'no-store')
    next()
  })
  api.use(csrfGuard(deps.config.SESSION_SECRET))
  api.use(bodyReadDeadline(deps.config.REQUEST_BODY_TIMEOUT_MS))
  api.use(express.json({ limit: '64kb', strict: true, type: ['application/json', 'application/*+json', 'text/json'] }))

  api.use(
    apiRouter([
      ...searchEndpoints(deps),
      ...tourEndpoints(deps),
      ...brochureEndpoints(deps),
      ...addressEndpoints(deps),
      ...authEndpoints(deps),
      ...checkoutEndpoints(deps),
      ...accountEndpoints(deps),
      ...newsletterEndpoints(deps),
      ...waitlistEndpoints(deps),
      ...wishlistEndpoints(deps),
    ]),
  )

  api.use((req, res) => sendApiError(res, 404, 'not_found', `No API endpoint at ${req.method} ${req.path}.`))

  const errors: ErrorRequestHandler = (error: { type?: string; status?: number }, req, res, next) => {
    if (res.headersSent) {
      // The body deadline answered already and closed the connection, or the client went away mid-body: nothing
      // is left to say and nothing went wrong on our side.
      if (res.locals.bodyTimedOut || error.type === 'request.aborted') return
      return next(error)
    }
    if (error.type === 'entity.parse.failed')
      return sendApiError(res, 400, 'bad_request', 'The request body is not valid JSON.')
    if (error.type === 'entity.too.large')
      return sendApiError(res, 413, 'bad_request', 'The request body is too large.')
    if (error.type === 'encoding.unsupported' || error.type === 'charset.unsupported')
      return sendApiError(res, 415, 'bad_request', 'The request body encoding is not supported.')
    if (typeof error.status === 'number' && error.status >= 400 && error.status < 500)
      return sendApiError(res, error.status, 'bad_request', 'The request could not be read.')
    // The database cannot be reached: the app's outage handler answers 503 and marks the outage.
    if (isDatabaseUnavailableError(error)) return next(error)
    req.log?.error({ err: error }, 'API error')
    sendApiError(res, 500, 'internal', 'Something went wrong on our side. Please try again.')
  }
  api.use(errors)
  return api
}

/** A request announcing a body (a length above zero, or chunked). */
function announcesBody(req: Request): boolean {
  if (req.headers['transfer-encoding'] !== undefined) return true
  const length = Number(req.headers['content-length'] ?? 0)
  return Number.isFinite(length) && length > 0
}

/**
 * A body that has not fully arrived within `timeoutMs` (a client trickling bytes to hold a connection open) is cut
 * off: 408 in the JSON error shape, then the connection is closed. Node's own requestTimeout (server/main.ts) is the
 * outer bound for everything else.
 */
export function bodyReadDeadline(timeoutMs: number) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!announcesBody(req) || req.complete) return next()
    const timer = setTimeout(() => {
      if (req.complete || res.headersSent) return
      res.locals.bodyTimedOut = true
      res.set('Connection', 'close')
      res.once('finish', () => req.socket.destroy())
      sendApiError(res, 408, 'bad_request', 'The request body did not arrive in time.')
    }, timeoutMs)
    const clear = () => clearTimeout(timer)
    req.once('end', clear)
    req.once('close', clear)
    res.once('close', clear)
    next()
  }
}
