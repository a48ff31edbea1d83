import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { NextFunction, Request, Response } from 'express'
import { CSRF_COOKIE_NAME, CSRF_HEADER_NAME } from '../app/lib/constants'
import { sendApiError } from './api-errors'

/*
 * CSRF as the spec says: an XSRF-TOKEN cookie, the same value as a page global, and an X-XSRF-TOKEN header on
 * every state-changing API call. The token is "nonce.signature" (HMAC with SESSION_SECRET), so any process behind
 * a load balancer can verify it without shared memory, and a cookie planted by a sibling subdomain is useless
 * without the secret. The header must equal the cookie (double submit) and carry a valid signature.
 */

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,64}\.[A-Za-z0-9_-]{43}$/

function sign(nonce: string, secret: string): string {
  return createHmac('sha256', secret).update(`xsrf:${nonce}`).digest('base64url')
}

export function issueCsrfToken(secret: string): string {
  const nonce = randomBytes(24).toString('base64url')
  return `${nonce}.${sign(nonce, secret)}`
}

export function isValidCsrfToken(token: string | undefined, secret: string): boolean {
  if (!token || !TOKEN_PATTERN.test(token)) return false
  const [nonce, signature] = token.split('.') as [string, string]
  const expected = Buffer.from(sign(nonce, secret))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const index = part.indexOf('=')
    if (index < 0) continue
    if (part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim())
      } catch {
        return undefined
      }
    }
  }
  return undefined
}

/**
 * The request's CSRF token: the one the browser already holds when it is valid, else a fresh one, set as the
 * XSRF-TOKEN cookie on this response. Called once per request by server/request-context.ts.
 */
export function ensureCsrfToken(req: Request, res: Response, secret: string, secureCookies: boolean): string {
  const current = readCookie(req.headers.cookie, CSRF_COOKIE_NAME)
  if (current !== undefined && isValidCsrfToken(current, secret)) return current
  return setCsrfCookie(res, issueCsrfToken(secret), secureCookies)
}

function setCsrfCookie(res: Response, token: string, secureCookies: boolean): string {
  // Readable by scripts on purpose: the client echoes it in the header (double submit).
  res.cookie(CSRF_COOKIE_NAME, token, { httpOnly: false, sameSite: 'lax', secure: secureCookies, path: '/' })
  return token
}

/**
 * A new CSRF token for this browser, replacing the one it holds (sign-in issue: logging in, registering and signing
 * out rotate it, so a token seen before the privilege change is worthless after it). Returns the new token; the
 * page copies the new cookie into its page global (app/features/auth syncCsrfTokenFromCookie).
 */
export function rotateCsrfToken(res: Response, secret: string, secureCookies: boolean): string {
  return setCsrfCookie(res, issueCsrfToken(secret), secureCookies)
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Rejects a state-changing call whose header does not match a valid cookie token: 403 JSON, nothing run. */
export function csrfGuard(secret: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next()
    const cookie = readCookie(req.headers.cookie, CSRF_COOKIE_NAME)
    const header = req.get(CSRF_HEADER_NAME)
    if (header && cookie && safeEqual(header, cookie) && isValidCsrfToken(header, secret)) return next()
    sendApiError(
      res,
      403,
      'csrf_failed',
      `A valid ${CSRF_HEADER_NAME} header matching the ${CSRF_COOKIE_NAME} cookie is required.`,
    )
  }
}
