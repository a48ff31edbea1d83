import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express, { type ErrorRequestHandler, type RequestHandler } from 'express'
import { pinoHttp } from 'pino-http'
import type { AppLoadContext, ServerBuild } from 'react-router'
import type { BrandContext } from '../app/context'
import type { DatabaseHandle } from '../db/database.server'
import { readMarketoSettings } from '../app/features/marketing-forms/marketo-settings.server'
import { createApiRouter, isApiPath } from './api/router'
import { sendApiError } from './api-errors'
import { brandResolver } from './brand'
import type { AppConfig, BrandHost } from './config'
import { csrfTokenIssuer } from './csrf'
import type { Logger } from './logger'
import { createMediaRouter } from './media'
import { loadBrands } from './brands.server'
import { pageCache } from './page-cache'
import { cspNonce, securityHeaders } from './security'

/** Pages that belong to one visitor: never served from the page cache. */
const PERSONAL_PATHS = [
  '/checkout',
  '/my-bookings',
  '/account',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/booking-failed-contact-form',
  '/wishlist',
]

export interface AppDependencies {
  config: AppConfig
  database: DatabaseHandle
  logger: Logger
  /** Production: the built server bundle. Development: Vite's middleware and a loader for the live bundle. */
  reactRouter:
    | { mode: 'production'; build: ServerBuild; clientDir: string }
    | { mode: 'development'; vite: { middlewares: RequestHandler }; loadBuild: () => Promise<ServerBuild> }
}

export async function createApp({ config, database, logger, reactRouter }: AppDependencies) {
  const development = reactRouter.mode === 'development'
  const brands = await loadBrands(database.db)
  const fallback: BrandHost = { brandId: config.DEFAULT_BRAND, marketCode: 'GB' }

  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', config.TRUST_PROXY)
  app.set('query parser', 'simple')

  app.use((req, res, next) => {
    const given = req.get('x-request-id')
    res.locals.requestId = given && /^[\w.-]{1,100}$/.test(given) ? given : randomUUID()
    res.set('X-Request-Id', res.locals.requestId as string)
    next()
  })
  app.use(
    pinoHttp({
      logger,
      genReqId: (_req, res) => (res as express.Response).locals.requestId as string,
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url?.startsWith('/assets/') === true },
    }),
  )
  app.use(compression())
  app.use(cspNonce)
  app.use(
    securityHeaders({
      development,
      scriptOrigins: [
        ...(config.GTM_ID ? ['https://www.googletagmanager.com'] : []),
        ...(config.MKTO_BASE_URL ? [new URL(config.MKTO_BASE_URL).origin] : []),
      ],
      connectOrigins: [
        ...(config.GTM_ID ? ['https://www.google-analytics.com', 'https://*.google-analytics.com'] : []),
        ...(config.MKTO_BASE_URL ? [new URL(config.MKTO_BASE_URL).origin] : []),
      ],
      frameOrigins: config.MKTO_BASE_URL ? [new URL(config.MKTO_BASE_URL).origin] : [],
    }),
  )

  app.get('/healthz', async (_req, res) => {
    try {
      await database.db.selectFrom('brands').select('id').limit(1).execute()
      res.set('Cache-Control', 'no-store').json({ status: 'ok', database: database.dialect })
    } catch {
      res.status(503).set('Cache-Control', 'no-store').json({ status: 'unavailable', database: database.dialect })
    }
  })

  if (reactRouter.mode === 'production') {
    // Vite fingerprints everything under /assets, so it can be cached for a year; other files for an hour.
    app.use('/assets', express.static(path.join(reactRouter.clientDir, 'assets'), { immutable: true, maxAge: '1y' }))
    app.use(express.static(reactRouter.clientDir, { maxAge: '1h' }))
  } else {
    app.use(reactRouter.vite.middlewares)
  }

  app.use(brandResolver(config.BRAND_HOSTS, fallback))
  app.use(csrfTokenIssuer(config.SESSION_SECRET, config.APP_ENV === 'production'))
  app.use('/media', createMediaRouter(database.db))
  app.use(createApiRouter({ db: database.db, dialect: database.dialect, config, brands }))

  const site = {
    gtmId: config.GTM_ID ?? null,
    origin: config.PUBLIC_ORIGIN ?? '',
    marketo: readMarketoSettings({ MKTO_BASE_URL: config.MKTO_BASE_URL, MKTO_MUNCHKIN_ID: config.MKTO_MUNCHKIN_ID }),
  }
  const getLoadContext = (_req: express.Request, res: express.Response): AppLoadContext => {
    const host = res.locals.brandHost as BrandHost
    return {
      db: database.db,
      dialect: database.dialect,
      brand: brandFor(brands, host, fallback),
      csrfToken: res.locals.csrfToken as string,
      cspNonce: res.locals.cspNonce as string,
      requestId: res.locals.requestId as string,
      site,
    }
  }
  if (reactRouter.mode === 'production' && config.PAGE_CACHE_TTL_SECONDS > 0) {
    app.use(
      pageCache({
        ttlMs: config.PAGE_CACHE_TTL_SECONDS * 1000,
        maxEntries: 2_000,
        maxBytes: 200 * 1024 * 1024,
        excludedPrefixes: PERSONAL_PATHS,
      }),
    )
  }
  app.all(
    '/{*splat}',
    createRequestHandler({
      build: reactRouter.mode === 'production' ? reactRouter.build : reactRouter.loadBuild,
      mode: reactRouter.mode,
      getLoadContext,
    }),
  )

  const errorHandler: ErrorRequestHandler = (error, req, res, next) => {
    req.log?.error({ err: error }, 'unhandled error')
    if (res.headersSent) return next(error)
    if (isApiPath(req.path))
      return sendApiError(res, 500, 'internal', 'Something went wrong on our side. Please try again.')
    res.status(500).type('text/plain').send('Something went wrong on our side. Please try again.')
  }
  app.use(errorHandler)
  return app
}

export function brandFor(brands: Map<string, BrandContext>, host: BrandHost, fallback: BrandHost): BrandContext {
  const brand =
    brands.get(`${host.brandId}:${host.marketCode}`) ?? brands.get(`${fallback.brandId}:${fallback.marketCode}`)
  if (!brand) throw new Error(`No brand "${host.brandId}" in market ${host.marketCode}: is the catalogue seeded?`)
  return brand
}
