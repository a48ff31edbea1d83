import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import { authenticator } from 'otplib'
import { renderSVG } from 'uqr'

/*
 * The staff's second factor (issue 14: "TOTP two-factor required for every staff member"): RFC 6238 codes of six
 * digits every 30 seconds through otplib 12, accepted one step either side of now (a phone clock a little off, a
 * code typed as it changed), and never twice: the step a code was accepted for is stored, and a code of that step or
 * an earlier one is refused, so a code seen over a shoulder or replayed from a log is worthless.
 *
 * The secret is kept encrypted (AES-256-GCM, a key derived from SESSION_SECRET with HKDF), so a copy of the staff
 * table or a backup alone yields no working codes (docs/decisions/0028-back-office-foundation.md).
 */

export const TOTP_STEP_SECONDS = 30
/** Steps accepted either side of the current one. */
export const TOTP_WINDOW = 1
export const TOTP_ISSUER = 'Itinera back office'
const SECRET_BYTES = 20

export function newTotpSecret(): string {
  return authenticator.generateSecret(SECRET_BYTES)
}

export function totpStepAt(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP_STEP_SECONDS)
}

function authenticatorAt(nowMs: number) {
  return authenticator.clone({ window: TOTP_WINDOW, step: TOTP_STEP_SECONDS, epoch: nowMs })
}

/** The current code for a secret (tests, and a person's authenticator app). */
export function totpCodeAt(secret: string, nowMs: number = Date.now()): string {
  return authenticatorAt(nowMs).generate(secret)
}

/** What a person typed, as six digits: spaces and dashes dropped ("123 456"); null when it is not a code. */
export function normaliseTotpCode(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '')
  return /^\d{6}$/.test(digits) ? digits : null
}

export type TotpCheck = { ok: true; step: number } | { ok: false; reason: 'invalid' | 'replayed' }

/**
 * Whether `code` is valid for `secret` now (±TOTP_WINDOW steps) and newer than `lastStep`, the step of the last
 * code this secret accepted. On success the caller stores the returned step.
 */
export function checkTotpCode(
  secret: string,
  code: string,
  lastStep: number | null,
  nowMs: number = Date.now(),
): TotpCheck {
  const token = normaliseTotpCode(code)
  if (token === null) return { ok: false, reason: 'invalid' }
  let delta: number | null
  try {
    delta = authenticatorAt(nowMs).checkDelta(token, secret)
  } catch {
    return { ok: false, reason: 'invalid' }
  }
  if (delta === null) return { ok: false, reason: 'invalid' }
  const step = totpStepAt(nowMs) + delta
  if (lastStep !== null && step <= lastStep) return { ok: false, reason: 'replayed' }
  return { ok: true, step }
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function totpUri(email: string, secret: string): string {
  return authenticator.keyuri(email, TOTP_ISSUER, secret)
}

/** The URI as a QR code, an SVG data URI for an <img> (the CSP allows data: images). */
export function totpQrCodeDataUri(uri: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(renderSVG(uri, { border: 2 }), 'utf8').toString('base64')}`
}

/** "ABCD EFGH …": the secret in groups of four, for typing it into an app by hand. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim()
}

function keyFrom(sessionSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', sessionSecret, 'itinera-back-office', 'staff-totp-secret', 32))
}

/** 'v1.{iv}.{tag}.{ciphertext}', base64url. */
export function encryptTotpSecret(secret: string, sessionSecret: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyFrom(sessionSecret), iv)
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  return ['v1', iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.')
}

/** The plain secret, or null when the value was not written with this SESSION_SECRET (or was tampered with). */
export function decryptTotpSecret(stored: string, sessionSecret: string): string | null {
  const [version, iv, tag, ciphertext] = stored.split('.')
  if (version !== 'v1' || !iv || !tag || ciphertext === undefined) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(sessionSecret), Buffer.from(iv, 'base64url'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}
