import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { createLogger, isCredentialHeader, isCredentialParameter, redactUrl, REDACTED } from './logger'

describe('redactUrl', () => {
  it.each([
    ['/reset-password?token=abc123', `/reset-password?${REDACTED}`],
    ['/my-bookings/verify-email?token=abc&returnUrl=%2Fx', `/my-bookings/verify-email?${REDACTED}&returnUrl=%2Fx`],
    ['/x?code=123456&q=rome', `/x?${REDACTED}&q=rome`],
    ['/x?newpassword=Secret1&password=Secret2', `/x?${REDACTED}&${REDACTED}`],
    ['/x?resetToken=1&api_key=2', `/x?${REDACTED}&${REDACTED}`],
    ['/x?%74oken=abc', `/x?${REDACTED}`],
    ['/tours/rome?departure=12', '/tours/rome?departure=12'],
    [
      '/login?returnUrl=%2Fmy-bookings%2Fverify-email%3Ftoken%3Dabc',
      `/login?returnUrl=${encodeURIComponent(`/my-bookings/verify-email?${REDACTED}`)}`,
    ],
    ['/login?returnUrl=%2Ftours%3FTag%3Dx', '/login?returnUrl=%2Ftours%3FTag%3Dx'],
    ['/tours/rome', '/tours/rome'],
    // A guest's pay link (issue 27).
    ['/pay-balance?token=AbC_123-xyz', `/pay-balance?${REDACTED}`],
  ])('%s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected)
  })
})

describe('credential names', () => {
  it.each(['x-auth-token', 'X-Auth-Token', 'x-xsrf-token', 'cookie', 'authorization', 'x-api-key', 'x-csrf-token'])(
    'header %s is a credential',
    (name) => expect(isCredentialHeader(name)).toBe(true),
  )
  it.each(['user-agent', 'accept', 'host', 'x-request-id', 'content-type'])('header %s is not', (name) =>
    expect(isCredentialHeader(name)).toBe(false),
  )
  it.each(['token', 'code', 'password', 'newpassword', 'secret', 'otp'])('parameter %s is a credential', (name) =>
    expect(isCredentialParameter(name)).toBe(true),
  )
  it.each(['q', 'page', 'departure', 'returnUrl', 'brand'])('parameter %s is not', (name) =>
    expect(isCredentialParameter(name)).toBe(false),
  )
})

describe('createLogger', () => {
  it('writes request lines without the token, the code, the x-auth-token or the cookies', () => {
    const lines: string[] = []
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString())
        done()
      },
    })
    const logger = createLogger('info', sink)
    logger.info(
      {
        req: {
          method: 'GET',
          url: '/reset-password?token=live-reset-token-1',
          query: { token: 'live-reset-token-1' },
          headers: { 'x-auth-token': 'checkout-token-2', cookie: 'itinera_session=s3', 'user-agent': 'test' },
        },
        res: { statusCode: 302, headers: { location: '/my-bookings/verify-email?token=t4', 'set-cookie': 'a=b' } },
      },
      'request completed',
    )
    const log = lines.join('')
    expect(log).not.toMatch(/live-reset-token-1|checkout-token-2|itinera_session=s3|t4|a=b/)
    expect(log).toContain('"user-agent":"test"')
    expect(log).not.toMatch(/token=|x-auth-token/i)
    expect(log).toContain(`/reset-password?${REDACTED}`)
  })
})
