import { sameSitePath } from '../../lib/same-site-path'

/*
 * The return URL given at createPayment is where the hosted card page sends the checkout's frame (checkout §4:
 * the frame posts its message to the checkout, same origin only). It must be a path of this site: the one rule of
 * app/lib/same-site-path.ts (decided on the normalised URL, so '/.//evil.example' is refused as '//evil.example'
 * would be; issue 24), without a fragment.
 */

const PLACEHOLDER_ORIGIN = 'https://payment-return.invalid'
export const RETURN_PATH_MAX_LENGTH = 500

/** The clean same-origin path (and query) to return to, or null when the value is not one. */
export function safeReturnPath(value: string): string | null {
  return sameSitePath(value, { maxLength: RETURN_PATH_MAX_LENGTH, allowFragment: false })
}

/** returnUrl?transactionId=… (keeping any query the return path already has). */
export function returnUrlFor(returnPath: string, transactionId: string): string {
  const url = new URL(returnPath, PLACEHOLDER_ORIGIN)
  url.searchParams.set('transactionId', transactionId)
  return `${url.pathname}${url.search}`
}
