import { describe, expect, it } from 'vitest'
import {
  CHECKOUT_TOKEN_TTL_MS,
  RESET_TOKEN_TTL_MS,
  SESSION_ABSOLUTE_TIMEOUT_MS,
  SESSION_IDLE_TIMEOUT_MS,
  checkoutTokenExpiresAtSeconds,
  idleCutoff,
  isResetTokenExpired,
  resetTokenExpiresAt,
  sessionCookieMaxAgeSeconds,
  sessionExpiresAt,
  sessionStateAt,
  shouldTouchSession,
  touchCutoff,
} from './auth-policy'

const start = new Date('2026-03-01T10:00:00.000Z')
const plus = (ms: number) => new Date(start.getTime() + ms)
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

describe('the decided durations', () => {
  it('are 7 days idle, 30 days absolute, 60 minutes for reset links and 10 for the checkout token', () => {
    expect(SESSION_IDLE_TIMEOUT_MS).toBe(7 * DAY)
    expect(SESSION_ABSOLUTE_TIMEOUT_MS).toBe(30 * DAY)
    expect(RESET_TOKEN_TTL_MS).toBe(60 * MINUTE)
    expect(CHECKOUT_TOKEN_TTL_MS).toBe(10 * MINUTE)
  })
})

describe('reset token expiry', () => {
  const expiresAt = resetTokenExpiresAt(start)

  it('expires 60 minutes after it was issued', () => {
    expect(expiresAt).toBe('2026-03-01T11:00:00.000Z')
  })

  it.each([
    [0, false],
    [59 * MINUTE + 59_999, false],
    [60 * MINUTE, true],
    [61 * MINUTE, true],
  ])('%i ms after issue → expired %s', (elapsed, expired) => {
    expect(isResetTokenExpired(expiresAt, plus(elapsed))).toBe(expired)
  })

  it('treats an unreadable expiry as expired', () => {
    expect(isResetTokenExpired('not a date', start)).toBe(true)
  })
})

describe('session expiry', () => {
  const session = (lastSeenMs: number) => ({
    lastSeenAt: plus(lastSeenMs).toISOString(),
    expiresAt: sessionExpiresAt(start),
  })

  it('ends 30 days after sign-in even when used every day', () => {
    expect(sessionExpiresAt(start)).toBe('2026-03-31T10:00:00.000Z')
    expect(sessionStateAt(session(30 * DAY - MINUTE), plus(30 * DAY - 1))).toBe('active')
    expect(sessionStateAt(session(30 * DAY - MINUTE), plus(30 * DAY))).toBe('expired')
  })

  it('ends 7 days after it was last used', () => {
    expect(sessionStateAt(session(DAY), plus(DAY + 7 * DAY - 1))).toBe('active')
    expect(sessionStateAt(session(DAY), plus(DAY + 7 * DAY))).toBe('idle-expired')
  })

  it('reports the absolute expiry first when both have passed', () => {
    expect(sessionStateAt(session(0), plus(40 * DAY))).toBe('expired')
  })

  it('treats unreadable instants as expired', () => {
    expect(sessionStateAt({ lastSeenAt: 'x', expiresAt: sessionExpiresAt(start) }, start)).toBe('idle-expired')
    expect(sessionStateAt({ lastSeenAt: start.toISOString(), expiresAt: 'x' }, start)).toBe('expired')
  })

  it('gives the idle cut-off for queries', () => {
    expect(idleCutoff(plus(7 * DAY))).toBe(start.toISOString())
  })
})

describe('sliding last-seen updates', () => {
  it('write at most once a minute', () => {
    const last = start.toISOString()
    expect(shouldTouchSession(last, plus(59_999))).toBe(false)
    expect(shouldTouchSession(last, plus(MINUTE))).toBe(true)
    expect(shouldTouchSession('garbage', start)).toBe(true)
    expect(touchCutoff(plus(MINUTE))).toBe(last)
  })
})

describe('cookie lifetime', () => {
  it('lasts until the absolute expiry, never negative', () => {
    const expiresAt = sessionExpiresAt(start)
    expect(sessionCookieMaxAgeSeconds(expiresAt, start)).toBe(30 * 24 * 3600)
    expect(sessionCookieMaxAgeSeconds(expiresAt, plus(30 * DAY - 1500))).toBe(1)
    expect(sessionCookieMaxAgeSeconds(expiresAt, plus(31 * DAY))).toBe(0)
    expect(sessionCookieMaxAgeSeconds('x', start)).toBe(0)
  })
})

describe('checkout token expiry', () => {
  it('is 10 minutes after issue, in epoch seconds', () => {
    expect(checkoutTokenExpiresAtSeconds(start)).toBe(Math.floor(start.getTime() / 1000) + 600)
  })
})
