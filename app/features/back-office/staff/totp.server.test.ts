import { describe, expect, it } from 'vitest'
import {
  TOTP_STEP_SECONDS,
  checkTotpCode,
  decryptTotpSecret,
  encryptTotpSecret,
  groupSecret,
  newTotpSecret,
  normaliseTotpCode,
  totpCodeAt,
  totpQrCodeDataUri,
  totpStepAt,
  totpUri,
} from './totp.server'

const NOW = Date.UTC(2026, 10, 23, 21, 30, 10)
const STEP_MS = TOTP_STEP_SECONDS * 1000
const SESSION_SECRET = 'unit-test-session-secret-0123456789abcdef'

describe('TOTP codes', () => {
  const secret = newTotpSecret()

  it('makes a base32 secret of 160 bits', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(newTotpSecret()).not.toBe(secret)
  })

  it('accepts the current code and the codes one step either side, and says which step matched', () => {
    const now = totpStepAt(NOW)
    expect(checkTotpCode(secret, totpCodeAt(secret, NOW), null, NOW)).toEqual({ ok: true, step: now })
    expect(checkTotpCode(secret, totpCodeAt(secret, NOW - STEP_MS), null, NOW)).toEqual({ ok: true, step: now - 1 })
    expect(checkTotpCode(secret, totpCodeAt(secret, NOW + STEP_MS), null, NOW)).toEqual({ ok: true, step: now + 1 })
  })

  it('refuses codes two steps away, wrong codes and anything that is not six digits', () => {
    expect(checkTotpCode(secret, totpCodeAt(secret, NOW - 2 * STEP_MS), null, NOW)).toEqual({
      ok: false,
      reason: 'invalid',
    })
    expect(checkTotpCode(secret, totpCodeAt(secret, NOW + 2 * STEP_MS), null, NOW)).toEqual({
      ok: false,
      reason: 'invalid',
    })
    const code = totpCodeAt(secret, NOW)
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    expect(checkTotpCode(secret, wrong, null, NOW)).toMatchObject({ ok: false })
    expect(checkTotpCode(secret, '12345', null, NOW)).toEqual({ ok: false, reason: 'invalid' })
    expect(checkTotpCode(secret, 'abcdef', null, NOW)).toEqual({ ok: false, reason: 'invalid' })
  })

  it('refuses the same code twice, and an older code after a newer one', () => {
    const first = checkTotpCode(secret, totpCodeAt(secret, NOW), null, NOW)
    expect(first.ok).toBe(true)
    const lastStep = first.ok ? first.step : null
    expect(checkTotpCode(secret, totpCodeAt(secret, NOW), lastStep, NOW + 5_000)).toEqual({
      ok: false,
      reason: 'replayed',
    })
    expect(checkTotpCode(secret, totpCodeAt(secret, NOW - STEP_MS), lastStep, NOW)).toEqual({
      ok: false,
      reason: 'replayed',
    })
    expect(checkTotpCode(secret, totpCodeAt(secret, NOW + STEP_MS), lastStep, NOW + STEP_MS)).toEqual({
      ok: true,
      step: totpStepAt(NOW) + 1,
    })
  })

  it('reads codes typed with spaces or a dash', () => {
    expect(normaliseTotpCode(' 123 456 ')).toBe('123456')
    expect(normaliseTotpCode('123-456')).toBe('123456')
    expect(normaliseTotpCode('1234567')).toBeNull()
  })

  it('writes the otpauth URI, a QR code image and the secret in groups', () => {
    const uri = totpUri('ann@example.com', 'JBSWY3DPEHPK3PXP')
    expect(uri).toMatch(/^otpauth:\/\/totp\/.*ann%40example\.com\?secret=JBSWY3DPEHPK3PXP&.*issuer=Itinera/)
    expect(totpQrCodeDataUri(uri)).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP')
  })
})

describe('the stored secret', () => {
  it('is encrypted, different each time, and reads back only with the same SESSION_SECRET', () => {
    const secret = newTotpSecret()
    const stored = encryptTotpSecret(secret, SESSION_SECRET)
    expect(stored).not.toContain(secret)
    expect(encryptTotpSecret(secret, SESSION_SECRET)).not.toBe(stored)
    expect(decryptTotpSecret(stored, SESSION_SECRET)).toBe(secret)
    expect(decryptTotpSecret(stored, 'another-session-secret-0123456789abcdef')).toBeNull()
    expect(decryptTotpSecret(`${stored.slice(0, -2)}AA`, SESSION_SECRET)).toBeNull()
    expect(decryptTotpSecret(secret, SESSION_SECRET)).toBeNull()
  })
})
