import type { Response } from 'express'
import { describe, expect, it } from 'vitest'
import { isValidCsrfToken, issueCsrfToken, readCookie, rotateCsrfToken } from './csrf'

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

describe('rotateCsrfToken', () => {
  function recordingResponse() {
    const cookies: Array<{ name: string; value: string; options: Record<string, unknown> }> = []
    const res = {
      cookie(name: string, value: string, options: Record<string, unknown>) {
        cookies.push({ name, value, options })
        return res
      },
    }
    return { res: res as unknown as Response, cookies }
  }

  it('sets a new valid token as the XSRF-TOKEN cookie, readable by the page, with the same options as the first', () => {
    const { res, cookies } = recordingResponse()
    const token = rotateCsrfToken(res, secret, false)
    expect(isValidCsrfToken(token, secret)).toBe(true)
    expect(cookies).toEqual([
      { name: 'XSRF-TOKEN', value: token, options: { httpOnly: false, sameSite: 'lax', secure: false, path: '/' } },
    ])
  })

  it('gives a different token each time, Secure when asked', () => {
    const { res, cookies } = recordingResponse()
    const first = rotateCsrfToken(res, secret, true)
    const second = rotateCsrfToken(res, secret, true)
    expect(first).not.toBe(second)
    expect(cookies.every((cookie) => cookie.options.secure === true)).toBe(true)
  })
})
