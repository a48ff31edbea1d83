/*
 * How long a staff sign-in lasts (issue 14; docs/decisions/0028-back-office-foundation.md). Staff sessions are
 * shorter than a traveller's (7 idle days, 30 in all, ADR 0016): the back office holds every customer's data and
 * takes refunds, so a session ends after an hour unused or twelve hours in all (one working day), and a sign-in
 * whose TOTP code has not been given within ten minutes of the password ends too.
 */

export const STAFF_IDLE_MINUTES = 60
export const STAFF_ABSOLUTE_HOURS = 12
export const STAFF_SECOND_FACTOR_MINUTES = 10
/** last_seen_at is written at most this often: page views need not cost a write each. */
export const STAFF_TOUCH_SECONDS = 60

export type StaffSessionState = 'active' | 'expired' | 'idle' | 'second-factor-timeout'

const MINUTE_MS = 60_000

export function staffSessionExpiresAt(now: Date): string {
  return new Date(now.getTime() + STAFF_ABSOLUTE_HOURS * 60 * MINUTE_MS).toISOString()
}

export function staffIdleCutoff(now: Date): string {
  return new Date(now.getTime() - STAFF_IDLE_MINUTES * MINUTE_MS).toISOString()
}

export function staffSessionStateAt(
  session: { createdAt: string; secondFactorAt: string | null; lastSeenAt: string; expiresAt: string },
  now: Date,
): StaffSessionState {
  const at = now.getTime()
  if (Date.parse(session.expiresAt) <= at) return 'expired'
  if (Date.parse(session.lastSeenAt) <= at - STAFF_IDLE_MINUTES * MINUTE_MS) return 'idle'
  if (session.secondFactorAt === null && Date.parse(session.createdAt) <= at - STAFF_SECOND_FACTOR_MINUTES * MINUTE_MS)
    return 'second-factor-timeout'
  return 'active'
}

export function shouldTouchStaffSession(lastSeenAt: string, now: Date): boolean {
  return Date.parse(lastSeenAt) <= now.getTime() - STAFF_TOUCH_SECONDS * 1000
}

/** Seconds until the absolute expiry, for the cookie's Max-Age (never negative). */
export function staffCookieMaxAgeSeconds(expiresAt: string, now: Date): number {
  return Math.max(0, Math.floor((Date.parse(expiresAt) - now.getTime()) / 1000))
}
