import { describe, expect, it } from 'vitest'
import { MASKED_CREDENTIAL, maskCredentials } from './outbox.server'

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
