/*
 * The time rules of sign-in, as pure arithmetic on instants (docs/decisions/0016-sign-in-sessions-and-passwords.md):
 * - a session ends 7 days after it was last used (idle) and 30 days after the customer last proved their password
 *   on it (absolute), whichever comes first: a traveller checks a booking now and then, and a shared family
 *   computer must not stay signed in for ever;
 * - "last used" is written at most once a minute, so a page view costs no write;
 * - a password-reset link works for 60 minutes;
 * - the checkout's generate-token token lives 10 minutes.
 */

const MINUTE_MS = 60_000
const DAY_MS = 24 * 60 * MINUTE_MS

export const SESSION_IDLE_TIMEOUT_MS = 7 * DAY_MS
export const SESSION_ABSOLUTE_TIMEOUT_MS = 30 * DAY_MS
export const SESSION_TOUCH_INTERVAL_MS = MINUTE_MS
export const RESET_TOKEN_TTL_MS = 60 * MINUTE_MS
export const CHECKOUT_TOKEN_TTL_MS = 10 * MINUTE_MS

function at(instant: string | Date): number {
  return typeof instant === 'string' ? Date.parse(instant) : instant.getTime()
}

function iso(ms: number): string {
  return new Date(ms).toISOString()
}

/** The absolute expiry of a session started (or signed into) at `start`. */
export function sessionExpiresAt(start: Date): string {
  return iso(start.getTime() + SESSION_ABSOLUTE_TIMEOUT_MS)
}

export type SessionState = 'active' | 'idle-expired' | 'expired'

/** Whether a stored session may still be used at `now`. An unreadable instant counts as expired. */
export function sessionStateAt(session: { lastSeenAt: string; expiresAt: string }, now: Date): SessionState {
  const expiresAt = at(session.expiresAt)
  const lastSeenAt = at(session.lastSeenAt)
  if (!Number.isFinite(expiresAt) || now.getTime() >= expiresAt) return 'expired'
  if (!Number.isFinite(lastSeenAt) || now.getTime() >= lastSeenAt + SESSION_IDLE_TIMEOUT_MS) return 'idle-expired'
  return 'active'
}

/** The last-seen instant before which a session is idle-expired at `now` (for queries and the sweep). */
export function idleCutoff(now: Date): string {
  return iso(now.getTime() - SESSION_IDLE_TIMEOUT_MS)
}

/** Whether a request at `now` should write a new last-seen time (sliding idle expiry, throttled). */
export function shouldTouchSession(lastSeenAt: string, now: Date): boolean {
  const last = at(lastSeenAt)
  return !Number.isFinite(last) || now.getTime() - last >= SESSION_TOUCH_INTERVAL_MS
}

/** The last-seen instant a throttled touch must be older than (the conditional update's guard). */
export function touchCutoff(now: Date): string {
  return iso(now.getTime() - SESSION_TOUCH_INTERVAL_MS)
}

/** The cookie's Max-Age: until the session's absolute expiry (the server enforces the idle one), never negative. */
export function sessionCookieMaxAgeSeconds(expiresAt: string, now: Date): number {
  const remaining = at(expiresAt) - now.getTime()
  return Number.isFinite(remaining) ? Math.max(0, Math.floor(remaining / 1000)) : 0
}

export function resetTokenExpiresAt(issuedAt: Date): string {
  return iso(issuedAt.getTime() + RESET_TOKEN_TTL_MS)
}

/** A reset token is usable strictly before its expiry instant. */
export function isResetTokenExpired(expiresAt: string, now: Date): boolean {
  const expiry = at(expiresAt)
  return !Number.isFinite(expiry) || now.getTime() >= expiry
}

/** The checkout token's expiry in epoch seconds (it travels inside the token). */
export function checkoutTokenExpiresAtSeconds(issuedAt: Date): number {
  return Math.floor((issuedAt.getTime() + CHECKOUT_TOKEN_TTL_MS) / 1000)
}
