import { describe, expect, it } from 'vitest'
import { MASKED_CREDENTIAL, maskCredentials, openEmailBody, outboxSeal, sealEmailBody } from './credential-seal.server'

describe('maskCredentials (issue 24: staff never read a live link)', () => {
  it.each([
    [
      'Reset: https://www.meridian.example/reset-password?token=AbC_d-123&returnUrl=%2Fx now',
      `Reset: https://www.meridian.example/reset-password?token=${MASKED_CREDENTIAL}&returnUrl=%2Fx now`,
    ],
    [
      'Confirm: http://localhost:3000/my-bookings/verify-email?token=xyz',
      `Confirm: http://localhost:3000/my-bookings/verify-email?token=${MASKED_CREDENTIAL}`,
    ],
    ['<a href="https://x.example/a?code=123456">', `<a href="https://x.example/a?code=${MASKED_CREDENTIAL}">`],
    ['Your booking MJ-123 on /tours/x?departure=5', 'Your booking MJ-123 on /tours/x?departure=5'],
  ])('%s', (text, expected) => {
    expect(maskCredentials(text)).toBe(expected)
  })
})

describe('sealEmailBody / openEmailBody (issue 24: the outbox never stores a live link)', () => {
  const seal = outboxSeal('a-session-secret-of-at-least-32-characters')
  const binding = { brandId: 'meridian', to: 'ann@example.com' }
  const text = 'Reset: https://x.example/reset-password?token=T0KEN_one&returnUrl=%2Fa and https://x.example/v?code=222'
  const html = '<a href="https://x.example/reset-password?token=T0KEN_one">Reset</a>'

  it('stores the e-mail masked, with the credentials sealed and not readable', () => {
    const stored = sealEmailBody({ text, html }, seal, binding)
    expect(stored.textBody).toBe(maskCredentials(text))
    expect(stored.htmlBody).toBe(maskCredentials(html))
    expect(stored.sealedCredentials).not.toBeNull()
    expect(JSON.stringify(stored)).not.toContain('T0KEN_one')
    expect(JSON.stringify(stored)).not.toContain('222')
  })

  it('gives the addressee the e-mail exactly as written', () => {
    const stored = sealEmailBody({ text, html }, seal, binding)
    expect(openEmailBody(stored, seal, binding)).toEqual({ text, html })
  })

  it('leaves an e-mail without a credential as it is, and needs no seal for it', () => {
    const plain = { text: 'Your booking MJ-1 on /tours/x?departure=5', html: null }
    expect(sealEmailBody(plain, undefined, binding)).toEqual({
      textBody: plain.text,
      htmlBody: null,
      sealedCredentials: null,
    })
  })

  it('refuses a credential without a seal', () => {
    expect(() => sealEmailBody({ text, html: null }, undefined, binding)).toThrow(/without the outbox seal/)
  })

  it.each([
    ['another key', outboxSeal('another-session-secret-of-32-characters!!'), binding],
    ['another addressee', seal, { brandId: 'meridian', to: 'mallory@example.com' }],
    ['another brand', seal, { brandId: 'cavendish', to: 'ann@example.com' }],
  ])('cannot be opened with %s', (_, otherSeal, otherBinding) => {
    const stored = sealEmailBody({ text, html }, seal, binding)
    expect(() => openEmailBody(stored, otherSeal, otherBinding)).toThrow(/cannot be opened/)
  })

  it('refuses a stored body whose masked links no longer match the sealed credentials', () => {
    const stored = sealEmailBody({ text, html: null }, seal, binding)
    const tampered = { ...stored, textBody: stored.textBody.replace(/\?code=••••••••/, '') }
    expect(() => openEmailBody(tampered, seal, binding)).toThrow(/do not match/)
  })
})
