import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { GenerateTokenResponse } from './auth-contract'
import { checkoutTokenExpiresAtSeconds } from './auth-policy'

/*
 * The checkout's generate-token (checkout §4, §7): after logging in from the checkout's login box, the page asks
 * for a token and keeps it in a page global; login-user-details and the checkout's customer-linked calls can ask
 * for it. It proves "this browser session signed in a moment ago", nothing more:
 * - HMAC-SHA256 with SESSION_SECRET, so any process verifies it without a table;
 * - bound to the session row's id and the customer (neither is in the token; both are in the signed text), so it
 *   is worthless with another session, after sign-out, or after the session is revoked;
 * - 10 minutes (auth-policy.ts); the checkout asks again when it needs a fresh one.
 * Format: 'v1.{expiry epoch seconds}.{nonce}.{signature}', all base64url or digits.
 */

const TOKEN_FORMAT = /^v1\.([0-9]{1,12})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/

export interface CheckoutTokenBinding {
  sessionId: string
  customerId: number
}

function signature(secret: string, binding: CheckoutTokenBinding, expiry: number, nonce: string): string {
  return createHmac('sha256', secret)
    .update(`checkout-token:v1:${binding.sessionId}:${binding.customerId}:${expiry}:${nonce}`)
    .digest('base64url')
}

export function issueCheckoutToken(
  secret: string,
  binding: CheckoutTokenBinding,
  now: Date = new Date(),
): GenerateTokenResponse {
  const expiry = checkoutTokenExpiresAtSeconds(now)
  const nonce = randomBytes(12).toString('base64url')
  return {
    token: `v1.${expiry}.${nonce}.${signature(secret, binding, expiry, nonce)}`,
    expiresAt: new Date(expiry * 1000).toISOString(),
  }
}

export function verifyCheckoutToken(
  secret: string,
  token: string | null | undefined,
  binding: CheckoutTokenBinding,
  now: Date = new Date(),
): boolean {
  const match = TOKEN_FORMAT.exec(token ?? '')
  if (!match) return false
  const [, expiryText, nonce, given] = match as unknown as [string, string, string, string]
  const expiry = Number(expiryText)
  if (now.getTime() >= expiry * 1000) return false
  const expected = Buffer.from(signature(secret, binding, expiry, nonce))
  const actual = Buffer.from(given)
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}
