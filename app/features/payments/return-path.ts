/*
 * The return URL given at createPayment is where the hosted card page sends the checkout's frame (checkout §4:
 * the frame posts its message to the checkout, same origin only). It must be a path on this site: anything a browser could read as another origin is refused
 * ('//evil.example', '/\evil.example', 'https://…', control characters that URL parsers drop), the same reasoning
 * as the sign-in returnUrl (app/features/auth/return-url.ts).
 */

const PLACEHOLDER_ORIGIN = 'https://payment-return.invalid'
// C0 and C1 controls, DEL, every kind of space, and the backslash.
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f\u3000\ufeff\\]/
export const RETURN_PATH_MAX_LENGTH = 500

/** The clean same-origin path (and query) to return to, or null when the value is not one. */
export function safeReturnPath(value: string): string | null {
  if (value.length === 0 || value.length > RETURN_PATH_MAX_LENGTH) return null
  if (!value.startsWith('/') || value.startsWith('//') || UNSAFE_CHARACTERS.test(value)) return null
  let url: URL
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN)
  } catch {
    return null
  }
  if (url.origin !== PLACEHOLDER_ORIGIN || url.hash) return null
  return `${url.pathname}${url.search}`
}

/** returnUrl?transactionId=… (keeping any query the return path already has). */
export function returnUrlFor(returnPath: string, transactionId: string): string {
  const url = new URL(returnPath, PLACEHOLDER_ORIGIN)
  url.searchParams.set('transactionId', transactionId)
  return `${url.pathname}${url.search}`
}
