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
 * Security headers. The CSP allows our own payment frame (the sandbox card page is same-origin, so frame-src and
 * frame-ancestors are 'self'), scripts only with this response's nonce, and nothing from other origins unless a
 * configured integration needs it. Development loosens only what Vite's hot reload needs.
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
        frameAncestors: ["'self'"],
        formAction: ["'self'", ...options.frameOrigins],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
      },
    },
    // Same-origin framing is part of the checkout (the card frame); everything else may not frame us.
    frameguard: { action: 'sameorigin' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: options.development ? false : { maxAge: 15552000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  })
}
