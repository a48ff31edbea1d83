import { describe, expect, it } from 'vitest'
import { isValidCsrfToken, issueCsrfToken, readCookie } from './csrf'

const secret = 'unit-test-secret-that-is-long-enough'

describe('CSRF tokens', () => {
  it('accepts a token it issued', () => {
    expect(isValidCsrfToken(issueCsrfToken(secret), secret)).toBe(true)
  })

  it('issues a different token each time', () => {
    expect(issueCsrfToken(secret)).not.toBe(issueCsrfToken(secret))
  })

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['no signature', 'abcdefghijklmnopqrstuvwxyz'],
    ['signed with another secret', issueCsrfToken('another-secret-another-secret-xx')],
    [
      'tampered nonce',
      (() => {
        const t = issueCsrfToken(secret)
        // A different first character, whatever the random nonce starts with.
        return (t.startsWith('A') ? 'B' : 'A') + t.slice(1)
      })(),
    ],
    ['garbage', '../../etc/passwd.%00'],
  ])('rejects a %s token', (_name, token) => {
    expect(isValidCsrfToken(token, secret)).toBe(false)
  })
})

describe('readCookie', () => {
  it.each([
    ['a=1; XSRF-TOKEN=abc.def; b=2', 'abc.def'],
    ['XSRF-TOKEN=a%2Bb', 'a+b'],
    ['other=1', undefined],
    ['XSRF-TOKEN=%E0%A4%A', undefined],
    [undefined, undefined],
  ])('%s', (header, expected) => {
    expect(readCookie(header, 'XSRF-TOKEN')).toBe(expected)
  })
})
