import { describe, expect, it } from 'vitest'
import {
  shouldTouchStaffSession,
  staffCookieMaxAgeSeconds,
  staffSessionExpiresAt,
  staffSessionStateAt,
} from './staff-session-policy'

const NOW = new Date('2026-11-23T12:00:00.000Z')
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString()

function session(
  overrides: Partial<{ createdAt: string; secondFactorAt: string | null; lastSeenAt: string; expiresAt: string }>,
) {
  return {
    createdAt: minutesAgo(30),
    secondFactorAt: minutesAgo(29),
    lastSeenAt: minutesAgo(1),
    expiresAt: staffSessionExpiresAt(new Date(Date.parse(minutesAgo(30)))),
    ...overrides,
  }
}

describe('staff session expiry', () => {
  it('lasts twelve hours in all', () => {
    expect(staffSessionExpiresAt(NOW)).toBe('2026-11-24T00:00:00.000Z')
    expect(staffSessionStateAt(session({ expiresAt: NOW.toISOString() }), NOW)).toBe('expired')
    expect(staffCookieMaxAgeSeconds(staffSessionExpiresAt(NOW), NOW)).toBe(12 * 3600)
    expect(staffCookieMaxAgeSeconds(minutesAgo(1), NOW)).toBe(0)
  })

  it('ends after an hour unused', () => {
    expect(staffSessionStateAt(session({ lastSeenAt: minutesAgo(59) }), NOW)).toBe('active')
    expect(staffSessionStateAt(session({ lastSeenAt: minutesAgo(60) }), NOW)).toBe('idle')
  })

  it('gives ten minutes to enter the code after the password', () => {
    expect(staffSessionStateAt(session({ createdAt: minutesAgo(9), secondFactorAt: null }), NOW)).toBe('active')
    expect(staffSessionStateAt(session({ createdAt: minutesAgo(10), secondFactorAt: null }), NOW)).toBe(
      'second-factor-timeout',
    )
    expect(staffSessionStateAt(session({ createdAt: minutesAgo(100) }), NOW)).toBe('active')
  })

  it('writes last-seen at most once a minute', () => {
    expect(shouldTouchStaffSession(minutesAgo(0.5), NOW)).toBe(false)
    expect(shouldTouchStaffSession(minutesAgo(1), NOW)).toBe(true)
  })
})
