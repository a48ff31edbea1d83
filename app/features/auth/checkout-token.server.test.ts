import { describe, expect, it } from 'vitest'
import { issueCheckoutToken, verifyCheckoutToken } from './checkout-token.server'

const SECRET = 's'.repeat(40)
const binding = { sessionId: 'session-row-1', customerId: 7 }
const now = new Date('2026-03-01T10:00:00.000Z')
const later = (ms: number) => new Date(now.getTime() + ms)

describe('checkout token (generate-token)', () => {
  const issued = issueCheckoutToken(SECRET, binding, now)

  it('expires after 10 minutes and says when', () => {
    expect(issued.expiresAt).toBe('2026-03-01T10:10:00.000Z')
    expect(verifyCheckoutToken(SECRET, issued.token, binding, later(9 * 60_000 + 59_999))).toBe(true)
    expect(verifyCheckoutToken(SECRET, issued.token, binding, later(10 * 60_000))).toBe(false)
  })

  it('carries neither the session id nor the customer id', () => {
    expect(issued.token).not.toContain('session-row-1')
    expect(issued.token.split('.')).toHaveLength(4)
  })

  it('is bound to the session, the customer and the secret', () => {
    expect(verifyCheckoutToken(SECRET, issued.token, { ...binding, sessionId: 'other' }, now)).toBe(false)
    expect(verifyCheckoutToken(SECRET, issued.token, { ...binding, customerId: 8 }, now)).toBe(false)
    expect(verifyCheckoutToken('t'.repeat(40), issued.token, binding, now)).toBe(false)
  })

  it('refuses tampering and garbage', () => {
    const [version, expiry, nonce, signature] = issued.token.split('.') as [string, string, string, string]
    const pushedExpiry = `${version}.${Number(expiry) + 3600}.${nonce}.${signature}`
    expect(verifyCheckoutToken(SECRET, pushedExpiry, binding, now)).toBe(false)
    for (const garbage of [undefined, null, '', 'v1', 'v2.1.2.3', `${issued.token}x`]) {
      expect(verifyCheckoutToken(SECRET, garbage, binding, now)).toBe(false)
    }
  })

  it('gives a different token each time', () => {
    expect(issueCheckoutToken(SECRET, binding, now).token).not.toBe(issued.token)
  })
})
