import { describe, expect, it } from 'vitest'
import {
  clearedSessionCookie,
  sessionCookie,
  sessionCookieOptions,
  sessionTokenFromCookieHeader,
} from './session-cookie.server'

const TOKEN = 'a'.repeat(21) + '_-' + 'B'.repeat(20)
const now = new Date('2026-03-01T10:00:00.000Z')

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, site-wide and lives until the absolute expiry', () => {
    expect(sessionCookie(TOKEN, '2026-03-31T10:00:00.000Z', { secure: false, now })).toBe(
      `__session=${TOKEN}; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000`,
    )
  })

  it('is Secure in production', () => {
    expect(sessionCookie(TOKEN, '2026-03-31T10:00:00.000Z', { secure: true, now })).toMatch(/; Secure$/)
    expect(clearedSessionCookie({ secure: true })).toBe('__session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure')
  })

  it('has Express options with the same attributes', () => {
    expect(sessionCookieOptions({ secure: true }, 60)).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      secure: true,
      path: '/',
      maxAge: 60_000,
    })
  })
})

describe('reading the token', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['XSRF-TOKEN=abc; wishlist=1', undefined],
    [`__session=${TOKEN}`, TOKEN],
    [`XSRF-TOKEN=abc; __session=${TOKEN}; wishlist=1`, TOKEN],
    ['__session=short', ''],
    ['__session=', ''],
    [`__session=bad; __session=${TOKEN}`, TOKEN],
    [`__session_x=${TOKEN}`, undefined],
  ])('%j → %j', (header, expected) => {
    expect(sessionTokenFromCookieHeader(header)).toBe(expected)
  })
})
