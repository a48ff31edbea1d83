import { describe, expect, it } from 'vitest'
import { DEFAULT_RETURN_URL, loginPathFor, sanitiseReturnUrl } from './return-url'

describe('sanitiseReturnUrl', () => {
  it.each([
    ['/my-bookings', '/my-bookings'],
    ['/tours/italian-lakes?departure=12#dates', '/tours/italian-lakes?departure=12#dates'],
    ['/', '/'],
    ['/tours/../brochures', '/brochures'],
    ['/search?q=caf%C3%A9', '/search?q=caf%C3%A9'],
  ])('keeps the same-site path %s', (value, expected) => {
    expect(sanitiseReturnUrl(value)).toBe(expected)
  })

  it.each([
    ['missing', undefined],
    ['not a string', ['/tours']],
    ['empty', ''],
    ['absolute http', 'http://evil.example/'],
    ['absolute https', 'https://evil.example/my-bookings'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['data scheme', 'data:text/html,hi'],
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with path', '//evil.example/my-bookings'],
    ['backslash after slash', '/\\evil.example'],
    ['backslash later', '/tours\\..\\evil'],
    ['tab between slashes', '/\t/evil.example'],
    ['newline between slashes', '/\n/evil.example'],
    ['carriage return', '/tours\r'],
    ['null byte', '/tours\u0000'],
    ['DEL', '/tours\u007f'],
    ['leading space', ' /tours'],
    ['space inside', '/tours /x'],
    ['no-break space', '/tours\u00a0x'],
    ['line separator', '/tours\u2028x'],
    ['relative path', 'tours'],
    ['dot-relative', './tours'],
    ['too long', `/${'a'.repeat(2000)}`],
    ['the login page', '/login'],
    ['the login page with a query', '/login?returnUrl=/x'],
    ['the register page, upper case', '/Register/'],
    ['forgot password', '/forgot-password'],
    ['reset password', '/reset-password?token=abc'],
  ])('refuses %s', (_label, value) => {
    expect(sanitiseReturnUrl(value)).toBe(DEFAULT_RETURN_URL)
  })

  it('uses the given fallback', () => {
    expect(sanitiseReturnUrl('//evil.example', '/')).toBe('/')
  })
})

describe('loginPathFor', () => {
  it('carries a safe return path as returnUrl', () => {
    expect(loginPathFor('/my-bookings')).toBe('/login?returnUrl=%2Fmy-bookings')
    expect(loginPathFor('/tours/x?a=1&b=2')).toBe('/login?returnUrl=%2Ftours%2Fx%3Fa%3D1%26b%3D2')
  })

  it('drops an unsafe one', () => {
    expect(loginPathFor('//evil.example')).toBe('/login')
  })
})
