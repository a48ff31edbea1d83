import { randomBytes } from 'node:crypto'
import type { NextFunction, Request, Response } from 'express'
import helmet from 'helmet'

export interface CspOptions {
  development: boolean
  /** Extra origins for third parties that are switched on by configuration (tag manager, marketing forms). */
  scriptOrigins: string[]
  connectOrigins: string[]
  frameOrigins: string[]
}

/** A fresh nonce per response, used by the CSP and by every inline script React Router renders. */
export function cspNonce(_req: Request, res: Response, next: NextFunction) {
  res.locals.cspNonce = randomBytes(16).toString('base64')
  next()
}

/*
 * The pages that live inside the card frame (issue 11; the account payment's too, issue 12): the sandbox hosted card
 * page and the frames' return pages. Only these may be framed, and only by this origin; every other page refuses to
 * be framed at all.
 */
const FRAMEABLE_PATHS = [
  /^\/payments\/sandbox\/[^/]+\/?$/,
  /^\/checkout\/payment-complete\/?$/,
  /^\/my-bookings\/payment-complete\/?$/,
  // The phone booking's card frame returns here, under the staff cookie's path (issue 26, ADR 0059).
  /^\/admin\/bookings\/new\/payment-complete\/?$/,
]

export function isFrameablePath(path: string): boolean {
  return FRAMEABLE_PATHS.some((pattern) => pattern.test(path))
}

function requestPath(req: unknown): string {
  const url = (req as { originalUrl?: string; url?: string }).originalUrl ?? (req as { url?: string }).url ?? '/'
  const end = url.search(/[?#]/)
  return end < 0 ? url : url.slice(0, end)
}

/** X-Frame-Options to match frame-ancestors, for browsers that only know the older header. */
export function frameOptions(req: Request, res: Response, next: NextFunction) {
  res.set('X-Frame-Options', isFrameablePath(requestPath(req)) ? 'SAMEORIGIN' : 'DENY')
  next()
}

/*
 * Security headers. The CSP lets pages frame our own payment frame (frame-src 'self': the sandbox card page is
 * same-origin), lets only the card frame's pages be framed (frame-ancestors, above), allows scripts only with this
 * response's nonce, and nothing from other origins unless a configured integration needs it. Development loosens
 * only what Vite's hot reload needs.
 */
export function securityHeaders(options: CspOptions) {
  // helmet hands directive functions Node's response type; ours is Express's, with typed locals.
  const nonce = (_req: unknown, res: unknown) => `'nonce-${(res as Response).locals.cspNonce}'`
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'", nonce, ...options.scriptOrigins, ...(options.development ? ["'unsafe-inline'"] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...options.scriptOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...options.connectOrigins, ...(options.development ? ['ws:', 'wss:'] : [])],
        frameSrc: ["'self'", ...options.frameOrigins],
        frameAncestors: [(req: unknown) => (isFrameablePath(requestPath(req)) ? "'self'" : "'none'")],
        formAction: ["'self'", ...options.frameOrigins],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
      },
    },
    // Set per path by frameOptions (above), which app.ts mounts after this.
    xFrameOptions: false,
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: options.development ? false : { maxAge: 15552000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  })
}
