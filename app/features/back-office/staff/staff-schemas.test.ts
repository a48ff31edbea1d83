import { describe, expect, it } from 'vitest'
import { createStaffSchema, staffLoginSchema, twoFactorSchema } from './staff-schemas'
import { fieldErrorsOf } from '../shell/index.rules'

describe('back-office form schemas', () => {
  it('reads a TOTP code typed with spaces and refuses anything else', () => {
    expect(twoFactorSchema.parse({ code: '123 456' })).toEqual({ code: '123456' })
    const refused = twoFactorSchema.safeParse({ code: '12345' })
    expect(refused.success).toBe(false)
    if (!refused.success)
      expect(fieldErrorsOf(refused.error)).toEqual({ code: 'Enter the 6-digit code from your authenticator app.' })
  })

  it('needs an e-mail and a password to sign in', () => {
    const refused = staffLoginSchema.safeParse({ email: ' ', password: '' })
    expect(refused.success).toBe(false)
    if (!refused.success)
      expect(fieldErrorsOf(refused.error)).toEqual({
        email: 'Enter your e-mail address.',
        password: 'Enter your password.',
      })
  })

  it('accepts only the three roles', () => {
    expect(createStaffSchema.safeParse({ email: 'a@b.co', name: 'A', role: 'sales_agent' }).success).toBe(true)
    const refused = createStaffSchema.safeParse({ email: 'a@b.co', name: 'A', role: 'owner' })
    expect(refused.success).toBe(false)
    if (!refused.success) expect(fieldErrorsOf(refused.error)).toEqual({ role: 'Choose a role.' })
  })
})
