import { createHash, randomBytes } from 'node:crypto'
import { TOKEN_PATTERN } from './auth-contract'

/*
 * Secrets that travel (the session cookie, the reset link) are 32 random bytes as base64url; the database keeps
 * only their SHA-256, so a leaked table or backup signs nobody in and resets no password. A plain hash (no salt,
 * no stretching) is enough: the input is 256 random bits, not something a person chose.
 */

export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}

export function isTokenShape(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value)
}

/** The session row's own id: random, never sent to the browser, stable across token rotation. */
export function newSessionId(): string {
  return randomBytes(16).toString('base64url')
}

/** A rate-limit subject for an e-mail address that does not store the address itself. */
export function accountSubject(brandId: string, email: string): string {
  return `${brandId}:${createHash('sha256').update(email.trim().toLowerCase(), 'utf8').digest('base64url').slice(0, 32)}`
}
