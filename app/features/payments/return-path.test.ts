import { describe, expect, it } from 'vitest'
import redirectTargets from '../../../tests/data/redirect-targets.json'
import { returnUrlFor, safeReturnPath } from './return-path'

describe('the payment return path', () => {
  it.each([
    ['/checkout/payment-complete', '/checkout/payment-complete'],
    ['/checkout/payment-complete?a=1', '/checkout/payment-complete?a=1'],
    ['/my-bookings/../checkout/payment-complete', '/checkout/payment-complete'],
  ])('keeps the same-origin path %s', (value, expected) => expect(safeReturnPath(value)).toBe(expected))

  it.each([
    'https://evil.example/x',
    'http://127.0.0.1/checkout',
    '//evil.example/x',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'checkout/payment-complete',
    '',
    '/checkout#fragment',
    `/${'a'.repeat(600)}`,
  ])('refuses %j', (value) => expect(safeReturnPath(value)).toBeNull())

  // Issue 24: the shared redirect list; whatever is not refused outright must stay on this site.
  it.each(redirectTargets.refused)('never leaves the site for %j', (value) => {
    const path = safeReturnPath(value)
    if (path === null) return
    expect(path.startsWith('//')).toBe(false)
    expect(new URL(path, 'https://site.example').origin).toBe('https://site.example')
  })

  it.each([
    '/.//evil.example',
    '/..//evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
  ])('refuses the normalised protocol-relative %j', (value) => expect(safeReturnPath(value)).toBeNull())

  it('adds the transaction id, keeping the query', () => {
    expect(returnUrlFor('/checkout/payment-complete', 'abc_DEF-123')).toBe(
      '/checkout/payment-complete?transactionId=abc_DEF-123',
    )
    expect(returnUrlFor('/pay/done?x=1', 'id1')).toBe('/pay/done?x=1&transactionId=id1')
  })
})
