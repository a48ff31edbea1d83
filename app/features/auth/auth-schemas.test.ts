import { describe, expect, it } from 'vitest'
import { firstErrorsByField } from '../../components/form/form-store'
import { INVALID_EMAIL_MESSAGE, REQUIRED_MESSAGE } from '../../lib/validation'
import { RESET_LINK_INVALID_MESSAGE } from './auth-contract'
import { forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema } from './auth-schemas'
import { COMMON_PASSWORD_MESSAGE } from './password-rules'

const PATTERN_MESSAGE = 'Minimum 10 characters including 1 upper case and 1 number.'
const TOKEN = 'A'.repeat(43)

describe('login (checkout §5: email and password required)', () => {
  it('requires both fields', () => {
    expect(firstErrorsByField(loginSchema, { email: '', password: '' })).toEqual({
      email: REQUIRED_MESSAGE,
      password: REQUIRED_MESSAGE,
    })
  })

  it('checks the e-mail but not the password rules', () => {
    expect(firstErrorsByField(loginSchema, { email: 'not-an-email', password: 'x' })).toEqual({
      email: INVALID_EMAIL_MESSAGE,
    })
  })

  it('trims the e-mail and keeps the password as typed', () => {
    expect(loginSchema.parse({ email: ' ann@example.com ', password: ' Secret 1 ' })).toEqual({
      email: 'ann@example.com',
      password: ' Secret 1 ',
    })
  })

  it('caps lengths', () => {
    const errors = firstErrorsByField(loginSchema, { email: `${'a'.repeat(250)}@x.co`, password: 'p'.repeat(257) })
    expect(errors).toEqual({ email: 'Maximum 254 characters.', password: 'Maximum 256 characters.' })
  })
})

describe('register (checkout §5: email, password, confirm password)', () => {
  const valid = { email: 'ann@example.com', password: 'Tangerine-Walrus-42', confirmPassword: 'Tangerine-Walrus-42' }

  it('accepts a good password confirmed exactly', () => {
    expect(registerSchema.safeParse(valid).success).toBe(true)
  })

  it('requires every field', () => {
    expect(firstErrorsByField(registerSchema, { email: '', password: '', confirmPassword: '' })).toEqual({
      email: REQUIRED_MESSAGE,
      password: REQUIRED_MESSAGE,
      confirmPassword: REQUIRED_MESSAGE,
    })
  })

  it('applies the spec pattern and the common-password list', () => {
    expect(firstErrorsByField(registerSchema, { ...valid, password: 'short', confirmPassword: 'short' })).toEqual({
      password: PATTERN_MESSAGE,
    })
    expect(
      firstErrorsByField(registerSchema, { ...valid, password: 'Password1234', confirmPassword: 'Password1234' }),
    ).toEqual({ password: COMMON_PASSWORD_MESSAGE })
  })

  it('refuses a password built on the e-mail name', () => {
    expect(
      firstErrorsByField(registerSchema, {
        email: 'gwendolyn@example.com',
        password: 'Gwendolyn77',
        confirmPassword: 'Gwendolyn77',
      }),
    ).toEqual({ password: COMMON_PASSWORD_MESSAGE })
  })

  it("says 'Field should match password' when the confirmation differs, even by a space", () => {
    expect(firstErrorsByField(registerSchema, { ...valid, confirmPassword: 'Tangerine-Walrus-42 ' })).toEqual({
      confirmPassword: 'Field should match password',
    })
  })

  it('re-checks the confirmation against a changed password', () => {
    expect(firstErrorsByField(registerSchema, { ...valid, password: 'Tangerine-Walrus-43' })).toEqual({
      confirmPassword: 'Field should match password',
    })
  })
})

describe('forgot password (checkout §2: email plus hidden returnUrl)', () => {
  it('requires the e-mail and makes returnUrl a same-site path', () => {
    expect(firstErrorsByField(forgotPasswordSchema, { email: '', returnUrl: '' })).toEqual({ email: REQUIRED_MESSAGE })
    expect(forgotPasswordSchema.parse({ email: 'a@b.co', returnUrl: '//evil.example' }).returnUrl).toBe('/my-bookings')
    expect(forgotPasswordSchema.parse({ email: 'a@b.co', returnUrl: '/tours/x' }).returnUrl).toBe('/tours/x')
    expect(forgotPasswordSchema.parse({ email: 'a@b.co' }).returnUrl).toBe('/my-bookings')
  })
})

describe('reset password (checkout §2: newpassword, confirmNewPassword)', () => {
  const valid = { newpassword: 'Tangerine-Walrus-42', confirmNewPassword: 'Tangerine-Walrus-42', token: TOKEN }

  it('accepts a good new password with its token', () => {
    expect(resetPasswordSchema.safeParse(valid).success).toBe(true)
  })

  it("says 'Field should match new password' when the confirmation differs", () => {
    expect(firstErrorsByField(resetPasswordSchema, { ...valid, confirmNewPassword: 'Tangerine-Walrus-4' })).toEqual({
      confirmNewPassword: 'Field should match new password',
    })
  })

  it('applies the password rules to the new password', () => {
    expect(
      firstErrorsByField(resetPasswordSchema, {
        ...valid,
        newpassword: 'Qwerty123456',
        confirmNewPassword: 'Qwerty123456',
      }),
    ).toEqual({ newpassword: COMMON_PASSWORD_MESSAGE })
  })

  it('refuses a malformed token', () => {
    expect(firstErrorsByField(resetPasswordSchema, { ...valid, token: 'abc' })).toEqual({
      token: RESET_LINK_INVALID_MESSAGE,
    })
    expect(firstErrorsByField(resetPasswordSchema, { ...valid, token: undefined })).toEqual({
      token: RESET_LINK_INVALID_MESSAGE,
    })
  })
})
