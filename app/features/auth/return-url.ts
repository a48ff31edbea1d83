import { sameSitePath } from '../../lib/same-site-path'

/*
 * returnUrl is honoured only as a path of this site's pages (sign-in issue; issue 24 defect 1: no open redirect).
 * The decision is app/lib/same-site-path.ts's, made on the URL a browser would go to after normalisation (so
 * '/.//evil.example', which normalises to '//evil.example', is refused). On top of it, a sign-in return goes to a
 * customer page only: never the sign-in pages themselves (a returnUrl of /login would loop), the back office, or
 * the JSON API. What is returned is the parsed path, query and fragment.
 */

export const DEFAULT_RETURN_URL = '/my-bookings'
export const RETURN_URL_MAX_LENGTH = 2000

const AUTH_PAGES = ['/login', '/register', '/forgot-password', '/reset-password']
const NOT_CUSTOMER_PAGES = /^\/(admin|umbraco|api)(\/|$)|\.data$|^\/(status-check|confirm-booking)$/

function isRefusedDestination(pathname: string): boolean {
  return AUTH_PAGES.includes(pathname) || NOT_CUSTOMER_PAGES.test(pathname)
}

/** The same-site path to go to after signing in, or `fallback` when the value is missing or unsafe. */
export function sanitiseReturnUrl(value: unknown, fallback: string = DEFAULT_RETURN_URL): string {
  return (
    sameSitePath(value, {
      maxLength: RETURN_URL_MAX_LENGTH,
      allowFragment: true,
      refusePath: isRefusedDestination,
    }) ?? fallback
  )
}

/** '/login?returnUrl=…' for a page a signed-out visitor may not see (checkout §2, §6). */
export function loginPathFor(returnUrl: string, loginPath = '/login'): string {
  const safe = sanitiseReturnUrl(returnUrl, '')
  return safe ? `${loginPath}?${new URLSearchParams({ returnUrl: safe }).toString()}` : loginPath
}
