import { SESSION_COOKIE_NAME } from '../../lib/constants'
import { sessionCookieMaxAgeSeconds } from './auth-policy'
import { isTokenShape } from './tokens.server'

/*
 * The session cookie (sign-in issue): HttpOnly (no script reads it), SameSite=Lax (not sent on cross-site
 * sub-requests or form posts), Path=/, Secure under APP_ENV=production, and persistent until the session's absolute
 * expiry (the server enforces the idle one). Its name is shared with the page cache, which never serves or stores
 * a response for a request that carries it.
 */

export interface SessionCookieOptions {
  /** True under APP_ENV=production. */
  secure: boolean
}

function attributes(options: SessionCookieOptions, maxAgeSeconds: number): string {
  return ['Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAgeSeconds}`, ...(options.secure ? ['Secure'] : [])].join(
    '; ',
  )
}

/** The Set-Cookie value that stores a session token until the session's absolute expiry. */
export function sessionCookie(
  token: string,
  expiresAt: string,
  options: SessionCookieOptions & { now?: Date },
): string {
  const maxAge = sessionCookieMaxAgeSeconds(expiresAt, options.now ?? new Date())
  return `${SESSION_COOKIE_NAME}=${token}; ${attributes(options, maxAge)}`
}

/** The Set-Cookie value that removes the session cookie (sign-out, an expired or unknown session). */
export function clearedSessionCookie(options: SessionCookieOptions): string {
  return `${SESSION_COOKIE_NAME}=; ${attributes(options, 0)}`
}

/** Express's res.cookie options for the same cookie, for code that sets it through Express. */
export function sessionCookieOptions(options: SessionCookieOptions, maxAgeSeconds: number) {
  return { httpOnly: true, sameSite: 'lax' as const, secure: options.secure, path: '/', maxAge: maxAgeSeconds * 1000 }
}

/** The session token from a Cookie header: undefined when absent; '' when present but not a token's shape. */
export function sessionTokenFromCookieHeader(header: string | null | undefined): string | undefined {
  if (!header) return undefined
  let found: string | undefined
  for (const part of header.split(';')) {
    const index = part.indexOf('=')
    if (index < 0 || part.slice(0, index).trim() !== SESSION_COOKIE_NAME) continue
    const value = part.slice(index + 1).trim()
    // Several cookies of one name can arrive (one set for a parent domain by a sibling host): the first
    // well-formed one is used; a planted one still has to match a stored session of this brand.
    if (found === undefined || (!isTokenShape(found) && isTokenShape(value))) found = value
  }
  if (found === undefined) return undefined
  return isTokenShape(found) ? found : ''
}
