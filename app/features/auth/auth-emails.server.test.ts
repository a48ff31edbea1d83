import { describe, expect, it } from 'vitest'
import { originForLinks } from '../email/index.server'
import {
  accountExistsEmail,
  passwordChangedEmail,
  passwordResetEmail,
  resetPasswordLink,
  welcomeEmail,
  type AuthBrand,
} from './auth-emails.server'

const brand: AuthBrand = {
  id: 'cavendish',
  name: 'Cavendish Coach Holidays',
  phone: '0800 123 4567',
  email: 'hello@cavendish.example',
  isCoach: true,
}
const TOKEN = 'T'.repeat(43)

describe('reset link', () => {
  it('is built on the configured origin with the token, and a returnUrl only when it is a same-site path', () => {
    expect(resetPasswordLink('https://www.cavendish.example/', TOKEN)).toBe(
      `https://www.cavendish.example/reset-password?token=${TOKEN}`,
    )
    expect(resetPasswordLink('https://www.cavendish.example', TOKEN, '/tours/x?y=1')).toBe(
      `https://www.cavendish.example/reset-password?token=${TOKEN}&returnUrl=%2Ftours%2Fx%3Fy%3D1`,
    )
    expect(resetPasswordLink('https://www.cavendish.example', TOKEN, '//evil.example')).toBe(
      `https://www.cavendish.example/reset-password?token=${TOKEN}`,
    )
  })

  it('refuses an origin that is not http(s)', () => {
    expect(() => originForLinks('javascript:alert(1)')).toThrow()
    expect(() => originForLinks('not a url')).toThrow()
    expect(originForLinks('http://coach.localhost:3000/some/path')).toBe('http://coach.localhost:3000')
  })
})

describe('sign-in e-mails', () => {
  it('puts the reset link and its 60-minute life in both bodies', () => {
    const link = resetPasswordLink('https://www.cavendish.example', TOKEN)
    const email = passwordResetEmail(brand, link)
    expect(email.kind).toBe('password-reset')
    expect(email.subject).toBe('Reset your Cavendish Coach Holidays password')
    expect(email.text).toContain(link)
    expect(email.text).toContain('60 minutes')
    expect(email.html).toContain(`href="${link.replace(/&/g, '&#38;')}"`)
    expect(email.text).toContain('Everyone at Cavendish Coach Holidays')
  })

  it('tells the owner of a taken address how to log in or reset, without creating anything', () => {
    const email = accountExistsEmail(brand, 'https://www.cavendish.example')
    expect(email.kind).toBe('account-exists')
    expect(email.text).toContain('https://www.cavendish.example/login')
    expect(email.text).toContain('https://www.cavendish.example/forgot-password')
  })

  it('welcomes a new customer and reports a changed password', () => {
    expect(welcomeEmail(brand, 'https://www.cavendish.example').text).toContain(
      'https://www.cavendish.example/my-bookings',
    )
    const changed = passwordChangedEmail(brand, 'https://www.cavendish.example')
    expect(changed.kind).toBe('password-changed')
    expect(changed.text).toContain('0800 123 4567')
  })

  it('escapes the brand in HTML', () => {
    const email = welcomeEmail({ ...brand, name: 'A <b>&</b> B' }, 'https://x.example')
    expect(email.html).not.toContain('<b>&</b>')
    expect(email.html).toContain('A &#60;b&#62;&#38;&#60;/b&#62; B')
  })
})
