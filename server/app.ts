import { randomUUID } from 'node:crypto'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { constants as zlibConstants } from 'node:zlib'
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express, { type ErrorRequestHandler, type RequestHandler } from 'express'
import { pinoHttp } from 'pino-http'
import type { AppLoadContext, ServerBuild } from 'react-router'
import type { DatabaseHandle } from '../db/database.server'
import { sessionResolver } from '../app/features/auth/index.server'
import { wishlistCookieSync } from '../app/features/wishlist/index.server'
import { readMarketoSettings } from '../app/features/marketing-forms/index.server'
import { catalogueVersion } from '../app/features/search/index.server'
import { isApiPath } from './api-paths'
import { createApiRouter } from './api/router'
import { sendApiError } from './api-errors'
import type { AppConfig } from './config'
import { logSerializers, type Logger } from './logger'
import { createDatabaseHealth, databaseOutageErrors, databaseOutageGuard, type DatabaseHealth } from './database-health'
import { createMediaRouter } from './media'
import { loadBrands } from './brands.server'
import { pageCache } from './page-cache'
import { consumeRateLimit, failureThrottle } from './rate-limit'
import { contextOf, requestContext, type RequestContextResolver } from './request-context'
import { requestGuard } from './request-guard'
import { cspNonce, frameOptions, securityHeaders } from './security'
import { createSiteTable, originOf } from './site-hosts'

/** Compression of HTML responses (fresh page renders): see the compression middleware below. */
const HTML_GZIP_LEVEL = 4
const HTML_BROTLI_QUALITY = 3
const isHtmlResponse = (res: { getHeader(name: string): unknown }) =>
  String(res.getHeader('Content-Type') ?? '').startsWith('text/html')

/**
 * The client build's other files (public/: favicon.svg, video/…) for an hour. express.static would stat the path of
 * every request that reaches it, pages included (a filesystem call per fresh render, 1 % of a /tours render), so it
 * only sees paths whose first segment is an entry of the client directory, listed once at start (the build does not
 * change while the process runs). The path is decoded and normalised first, as `send` does before it looks for the
 * file, so every path it would have served (`/video/a.webm`, `/x/../favicon.svg`, `/video%2Fa.webm`) still reaches it;
 * every other path would only have been a miss, which it passes on untouched (fallthrough), so skipping it changes
 * nothing but the stat.
 */
function clientFiles(clientDir: string): RequestHandler {
  const entries = new Set(existsSync(clientDir) ? readdirSync(clientDir) : [])
  const serve = express.static(clientDir, { maxAge: '1h' })
  const mayBeFile = (requestPath: string) => {
    let decoded: string
    try {
      decoded = decodeURIComponent(requestPath)
    } catch {
      return true // requestGuard refuses these first; express.static decides if one gets here.
    }
    const first = path.posix.normalize(decoded).split('/')[1]
    return first !== undefined && entries.has(first)
  }
  return (req, res, next) => (mayBeFile(req.path) ? serve(req, res, next) : next())
}

export interface AppDependencies {
  config: AppConfig
  database: DatabaseHandle
  logger: Logger
  /** Production: the built server bundle. Development: Vite's middleware and a loader for the live bundle. */
  reactRouter:
    | { mode: 'production'; build: ServerBuild; clientDir: string }
    | { mode: 'development'; vite: { middlewares: RequestHandler }; loadBuild: () => Promise<ServerBuild> }
  /** More per-request context, resolved after brand, origin and the session (the auth feature's sessionResolver). */
  contextResolvers?: readonly RequestContextResolver[]
  /** The process's view of its database (main.ts drains it on SIGTERM); one is made when not given. */
  health?: DatabaseHealth
}

export async function createApp({
  config,
  database,
  logger,
  reactRouter,
  contextResolvers,
  health = createDatabaseHealth(database.db),
}: AppDependencies) {
  const development = reactRouter.mode === 'development'
  const brands = await loadBrands(database.db)
  const sites = createSiteTable(config)

  const app = express()
  app.disable('x-powered-by')
  // A hop count or the proxies' addresses, never "everyone" (server/config.ts refuses TRUST_PROXY=true).
  app.set('trust proxy', config.TRUST_PROXY === 0 ? false : config.TRUST_PROXY)
  app.set('query parser', 'simple')

  // First: a request with no usable target, Host or path is a 400 before anything tries to parse it.
  app.use(requestGuard)
  app.use((req, res, next) => {
    const given = req.get('x-request-id')
    res.locals.requestId = given && /^[\w.-]{1,100}$/.test(given) ? given : randomUUID()
    res.set('X-Request-Id', res.locals.requestId)
    next()
  })
  app.use(
    pinoHttp({
      logger,
      // The one place credentials are taken out of request lines (server/logger.ts): ?token=, x-auth-token, cookies.
      serializers: logSerializers,
      // pino-http hands Node's response type; ours is Express's, with typed locals.
      genReqId: (_req, res) => (res as express.Response).locals.requestId,
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url?.startsWith('/assets/') === true },
    }),
  )
  // HTML is compressed at a lower setting than everything else: a fresh page render is the one large body made per
  // request (149 kB for /tours), and zlib alone on it took 2.5–2.8 ms of CPU at gzip 6 and 2.4 ms at brotli 4 (the
  // middleware's defaults) against 1.8 ms at gzip 4 and 1.3–1.7 ms at brotli 3, for 5 % more bytes (bench/README.md,
  // "Fresh renders"). The page cache keeps its own copies at gzip 6 / brotli 5 for repeat requests. Scripts, styles
  // and JSON keep the defaults. The two filters split responses by type, so each response meets one compressor (and
  // one already compressed is 'already encoded' for the other anyway).
  app.use(
    compression({
      level: HTML_GZIP_LEVEL,
      brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: HTML_BROTLI_QUALITY } },
      filter: (req, res) => isHtmlResponse(res) && compression.filter(req, res),
    }),
  )
  app.use(compression({ filter: (req, res) => !isHtmlResponse(res) && compression.filter(req, res) }))
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
  app.use(frameOptions)

  // Ready only when the database answers, migrations are applied and the process is not draining (issue 15).
  app.get('/healthz', async (_req, res) => {
    const report = await health.report()
    res
      .status(report.status === 'ok' ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ ...report, database: database.dialect })
  })

  if (reactRouter.mode === 'production') {
    // Vite fingerprints everything under /assets, so it can be cached for a year; other files for an hour.
    app.use('/assets', express.static(path.join(reactRouter.clientDir, 'assets'), { immutable: true, maxAge: '1y' }))
    app.use(clientFiles(reactRouter.clientDir))
  } else {
    app.use(reactRouter.vite.middlewares)
  }

  // A known database outage answers 503 at once rather than letting every request wait for a connection.
  app.use(databaseOutageGuard(health))

  // Brand, market, public origin, CSRF token (and, from the sign-in issue on, session and customer): once.
  app.use(
    requestContext({
      sites,
      brands,
      csrf: { secret: config.SESSION_SECRET, secureCookies: config.APP_ENV === 'production' },
      port: config.PORT,
      // The session and its customer first (sign-in issue), so every later resolver and handler can read them.
      resolvers: [
        sessionResolver({ db: database.db, secureCookies: config.APP_ENV === 'production' }),
        // A signed-in page request reads the account's wishlist through the cookie (issue 27, ADR 0056).
        wishlistCookieSync({ db: database.db, skip: (path) => isApiPath(path) || path.startsWith('/media/') }),
        ...(contextResolvers ?? []),
      ],
    }),
  )
  app.use('/media', createMediaRouter(database.db))
  app.use(createApiRouter({ db: database.db, dialect: database.dialect, config }))

  const site = {
    gtmId: config.GTM_ID ?? null,
    marketo: readMarketoSettings({ MKTO_BASE_URL: config.MKTO_BASE_URL, MKTO_MUNCHKIN_ID: config.MKTO_MUNCHKIN_ID }),
  }
  const getLoadContext = (req: express.Request, res: express.Response): AppLoadContext => ({
    ...contextOf(res),
    db: database.db,
    dialect: database.dialect,
    noteDatabaseFailure: (error) => health.noteFailure(error),
    checkoutHoldMinutes: config.CHECKOUT_HOLD_MINUTES,
    site,
    // The back office's server-side needs (issue 14): cookie flags, the TOTP secrets' key, the client's address and
    // the shared rate limiter (app/features/back-office/staff/back-office-context.ts).
    backOffice: {
      secureCookies: config.APP_ENV === 'production',
      sessionSecret: config.SESSION_SECRET,
      clientIp: req.ip ?? req.socket.remoteAddress ?? 'unknown',
      rateLimiter: (rule, subject) => consumeRateLimit(database.db, rule, subject),
      failureThrottle: failureThrottle(database.db),
      waitlistOfferHours: config.WAITLIST_OFFER_HOURS,
      // A brand's public origin for links in e-mails staff send (a booking of another brand than this host's).
      originFor: (brandId, marketCode) => {
        const host = [...config.BRAND_HOSTS].find(
          ([, brand]) => brand.brandId === brandId && brand.marketCode === marketCode,
        )?.[0]
        return host ? originOf(sites.siteFor(host), config.PORT || req.socket.localPort) : contextOf(res).origin
      },
    },
  })
  if (reactRouter.mode === 'production' && config.PAGE_CACHE_TTL_SECONDS > 0) {
    // Opt-in: only pages whose route says `Cache-Control: public` are kept (app/lib/cache-control.ts, ADR 0011).
    app.use(
      pageCache({
        ttlMs: config.PAGE_CACHE_TTL_SECONDS * 1000,
        maxEntries: 2_000,
        maxBytes: 200 * 1024 * 1024,
        version: () => catalogueVersion(database.db),
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
    // A client error raised below us (express.static's 400 for a bad path, a 413) keeps its status: never a 500.
    const status = (error as { status?: unknown }).status
    const clientError = typeof status === 'number' && status >= 400 && status < 500
    if (clientError) req.log?.warn({ err: error }, 'request refused')
    else req.log?.error({ err: error }, 'unhandled error')
    if (res.headersSent) return next(error)
    if (clientError) {
      if (isApiPath(req.path)) return sendApiError(res, status, 'bad_request', 'The request could not be read.')
      return res.status(status).type('text/plain').send('The request could not be read.')
    }
    if (isApiPath(req.path))
      return sendApiError(res, 500, 'internal', 'Something went wrong on our side. Please try again.')
    res.status(500).type('text/plain').send('Something went wrong on our side. Please try again.')
  }
  app.use(databaseOutageErrors(health))
  app.use(errorHandler)
  return app
}
