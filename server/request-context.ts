import type { NextFunction, Request, Response } from 'express'
import type { BrandContext, RequestContext } from '../app/context'
import type { ApiErrorShaper } from './api-errors'
import { ensureCsrfToken } from './csrf'
import { originOf, parseHostHeader, type SiteHost, type SiteTable } from './site-hosts'

/*
 * One request context (ARCHITECTURE.md "One request context"): brand, market, public origin, request id, CSP
 * nonce, CSRF token and — once sign-in exists — session and customer, resolved once per request by the middleware
 * below and read, typed, by API handlers (server/endpoint.ts) and loaders (getLoadContext in server/app.ts).
 */

declare module 'express-serve-static-core' {
  interface Locals {
    /** From the X-Request-Id header when it is sane, else a fresh UUID (server/app.ts). */
    requestId: string
    /** A fresh nonce per response for the CSP and every inline script (server/security.ts). */
    cspNonce: string
    /** Set by requestContext(); read it through contextOf(res). */
    context?: RequestContext
    /** The current endpoint's own error body shape, when its spec fixes one (server/endpoint.ts). */
    apiErrorShaper?: ApiErrorShaper
    /** The API's body-read deadline cut this request off and answered 408 (server/api/router.ts). */
    bodyTimedOut?: boolean
  }
}

/**
 * One more thing to resolve per request, after brand and origin. The sign-in issue adds the session lookup this
 * way: read the session cookie, load the session and its customer, and set `context.session` and
 * `context.customer`. A resolver that throws ends the request with the error handler's 500.
 */
export type RequestContextResolver = (req: Request, context: RequestContext, res: Response) => void | Promise<void>

export interface RequestContextOptions {
  sites: SiteTable
  /** Brands × markets as loaded at start (server/brands.server.ts), keyed 'brandId:MARKET'. */
  brands: ReadonlyMap<string, BrandContext>
  csrf: { secret: string; secureCookies: boolean }
  /** The configured PORT; 0 means "whatever the socket was given", read from the socket per request. */
  port: number
  resolvers?: readonly RequestContextResolver[]
}

/** The brand and market a site sells; a host naming a brand the database does not hold gets the default site's. */
export function brandOfSite(
  brands: ReadonlyMap<string, BrandContext>,
  site: SiteHost,
  fallback: SiteHost,
): BrandContext {
  const brand =
    brands.get(`${site.brandId}:${site.marketCode}`) ?? brands.get(`${fallback.brandId}:${fallback.marketCode}`)
  if (!brand) throw new Error(`No brand "${site.brandId}" in market ${site.marketCode}: is the catalogue seeded?`)
  return brand
}

export function requestContext(options: RequestContextOptions) {
  const resolvers = options.resolvers ?? []
  return (req: Request, res: Response, next: NextFunction): void => {
    // requestGuard (first in the chain) has refused a malformed Host, so this is a valid host name.
    const site = options.sites.siteFor(parseHostHeader(req.headers.host)?.hostname ?? '')
    const context: RequestContext = {
      requestId: res.locals.requestId,
      cspNonce: res.locals.cspNonce,
      csrfToken: ensureCsrfToken(req, res, options.csrf.secret, options.csrf.secureCookies),
      brand: brandOfSite(options.brands, site, options.sites.fallback),
      host: site.host,
      origin: originOf(site, options.port || req.socket.localPort),
      session: null,
      customer: null,
    }
    res.locals.context = context
    if (!resolvers.length) return next()
    runResolvers(resolvers, req, context, res).then(() => next(), next)
  }
}

async function runResolvers(
  resolvers: readonly RequestContextResolver[],
  req: Request,
  context: RequestContext,
  res: Response,
): Promise<void> {
  for (const resolve of resolvers) await resolve(req, context, res)
}

/** The request's context; throws when requestContext() has not run for it (a wiring mistake, not a user error). */
export function contextOf(res: Response): RequestContext {
  const context = res.locals.context
  if (!context) throw new Error('No request context: requestContext() must run before this handler')
  return context
}
