import { describe, expect, it } from 'vitest'
import redirectTargets from '../../../tests/data/redirect-targets.json'
import { DEFAULT_RETURN_URL, loginPathFor, sanitiseReturnUrl } from './return-url'

/* The redirect list is data (tests/data/redirect-targets.json): add a payload there to extend these tests. */

describe('sanitiseReturnUrl', () => {
  it.each(redirectTargets.accepted as Array<[string, string]>)('keeps the same-site path %j', (value, expected) => {
    expect(sanitiseReturnUrl(value)).toBe(expected)
  })

  it.each(redirectTargets.refused)('refuses %j', (value) => {
    expect(sanitiseReturnUrl(value)).toBe(DEFAULT_RETURN_URL)
  })

  it.each([
    ['missing', undefined],
    ['not a string', ['/tours']],
    ['too long', `/${'a'.repeat(2000)}`],
  ])('refuses %s', (_label, value) => {
    expect(sanitiseReturnUrl(value)).toBe(DEFAULT_RETURN_URL)
  })

  it('never returns anything a browser reads as another origin', () => {
    for (const value of [...redirectTargets.refused, ...redirectTargets.accepted.map(([value]) => value!)]) {
      const target = sanitiseReturnUrl(value)
      expect(new URL(target, 'https://site.example').origin).toBe('https://site.example')
      expect(target.startsWith('//')).toBe(false)
    }
  })

  it('uses the given fallback', () => {
    expect(sanitiseReturnUrl('//evil.example', '/')).toBe('/')
    expect(sanitiseReturnUrl('/.//evil.example', '/')).toBe('/')
  })
})

describe('loginPathFor', () => {
  it('carries a safe return path as returnUrl', () => {
    expect(loginPathFor('/my-bookings')).toBe('/login?returnUrl=%2Fmy-bookings')
    expect(loginPathFor('/tours/x?a=1&b=2')).toBe('/login?returnUrl=%2Ftours%2Fx%3Fa%3D1%26b%3D2')
  })

  it('drops an unsafe one', () => {
    expect(loginPathFor('//evil.example')).toBe('/login')
    expect(loginPathFor('/..//evil.example')).toBe('/login')
  })
})
