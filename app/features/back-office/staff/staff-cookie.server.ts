import { staffCookieMaxAgeSeconds } from './staff-session-policy'
import { isStaffTokenShape } from './staff-sessions.server'

/*
 * The staff session cookie (issue 14): its own name, so it is never the customers' `__session`, and Path=/admin, so
 * the browser sends it to the back office only (a customer page never sees it; the page cache's session rule is
 * about `__session` and a staff cookie never reaches a cached page). HttpOnly, SameSite=Strict (no other site can
 * start a back-office request that carries it), Secure under APP_ENV=production, until the absolute expiry.
 */

export const STAFF_COOKIE_NAME = '__staff_session'
export const STAFF_COOKIE_PATH = '/admin'

function attributes(secure: boolean, maxAgeSeconds: number): string {
  return [
    `Path=${STAFF_COOKIE_PATH}`,
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${maxAgeSeconds}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ')
}

export function staffSessionCookie(token: string, expiresAt: string, options: { secure: boolean; now?: Date }): string {
  return `${STAFF_COOKIE_NAME}=${token}; ${attributes(options.secure, staffCookieMaxAgeSeconds(expiresAt, options.now ?? new Date()))}`
}

export function clearedStaffSessionCookie(options: { secure: boolean }): string {
  return `${STAFF_COOKIE_NAME}=; ${attributes(options.secure, 0)}`
}

/** The staff token from a Cookie header: undefined when absent; '' when present but not a token's shape. */
export function staffTokenFromCookieHeader(header: string | null | undefined): string | undefined {
  if (!header) return undefined
  let found: string | undefined
  for (const part of header.split(';')) {
    const index = part.indexOf('=')
    if (index < 0 || part.slice(0, index).trim() !== STAFF_COOKIE_NAME) continue
    const value = part.slice(index + 1).trim()
    if (found === undefined || (!isStaffTokenShape(found) && isStaffTokenShape(value))) found = value
  }
  if (found === undefined) return undefined
  return isStaffTokenShape(found) ? found : ''
}
