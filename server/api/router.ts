import express, { Router, type ErrorRequestHandler } from 'express'
import type { BrandContext } from '../../app/context'
import { SORT_ORDERS } from '../../app/features/search/sort-orders'
import type { AppDatabase } from '../../db/database.server'
import type { DialectName } from '../../db/dialect-columns'
import { sendApiError } from '../api-errors'
import type { AppConfig } from '../config'
import { csrfGuard } from '../csrf'
import { addressApi } from './address'
import { brochureApi } from './brochures'
import { searchApi } from './search'
import { tourApi } from './tours'

/** Every path of the JSON API, as the spec names them. */
const API_PREFIXES = ['/umbraco/api/', '/umbraco/surface/', '/api/']
const API_PATHS = ['/status-check', '/confirm-booking']

export function isApiPath(path: string): boolean {
  const lower = path.toLowerCase()
  return API_PREFIXES.some((prefix) => lower.startsWith(prefix)) || API_PATHS.includes(lower.replace(/\/$/, ''))
}

export interface ApiDependencies {
  db: AppDatabase
  dialect: DialectName
  config: AppConfig
  brands: Map<string, BrandContext>
}

/**
 * The API's shared gate, in this order: only API paths; CSRF on every state-changing call (before the body is
 * even read, so a forged request costs nothing and writes nothing); JSON bodies with a size cap; then the
 * feature routers; unknown API paths and any error end as the one JSON error shape.
 */
export function createApiRouter(deps: ApiDependencies): Router {
  const api = Router({ caseSensitive: false })
  api.use((req, res, next) => {
    if (!isApiPath(req.path)) return next('router')
    res.set('Cache-Control', 'no-store')
    next()
  })
  api.use(csrfGuard(deps.config.SESSION_SECRET))
  api.use(express.json({ limit: '64kb', strict: true, type: ['application/json', 'application/*+json', 'text/json'] }))

  api.post('/umbraco/api/search/sortOrders', (_req, res) => {
    res.json(SORT_ORDERS)
  })
  api.use(searchApi(deps))
  api.use(tourApi(deps))
  api.use(brochureApi(deps))
  api.use(addressApi(deps))

  api.use((req, res) => sendApiError(res, 404, 'not_found', `No API endpoint at ${req.method} ${req.path}.`))

  const errors: ErrorRequestHandler = (error: { type?: string; status?: number }, req, res, next) => {
    if (res.headersSent) return next(error)
    if (error.type === 'entity.parse.failed')
      return sendApiError(res, 400, 'bad_request', 'The request body is not valid JSON.')
    if (error.type === 'entity.too.large')
      return sendApiError(res, 413, 'bad_request', 'The request body is too large.')
    if (error.type === 'encoding.unsupported' || error.type === 'charset.unsupported')
      return sendApiError(res, 415, 'bad_request', 'The request body encoding is not supported.')
    if (typeof error.status === 'number' && error.status >= 400 && error.status < 500)
      return sendApiError(res, error.status, 'bad_request', 'The request could not be read.')
    req.log?.error({ err: error }, 'API error')
    sendApiError(res, 500, 'internal', 'Something went wrong on our side. Please try again.')
  }
  api.use(errors)
  return api
}
