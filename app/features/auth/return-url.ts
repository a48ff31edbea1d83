/*
 * returnUrl is honoured only as a path on this site (sign-in issue: no open redirect). A value comes from a query
 * string anyone can craft, so everything that a browser could read as another origin is refused:
 * - it must start with exactly one '/': '//evil.example' and '/\evil.example' are protocol-relative to browsers;
 * - no backslash anywhere, no control or whitespace characters: URL parsers drop tab and newline ('/\t/evil' is
 *   '//evil') and treat '\' as '/';
 * - resolved against a placeholder origin it must stay on that origin (this also rules out any scheme);
 * - the auth pages themselves are not destinations (a returnUrl of /login would loop).
 * What is returned is the parsed path, query and fragment, so it is always a clean same-origin reference.
 */

export const DEFAULT_RETURN_URL = '/my-bookings'
export const RETURN_URL_MAX_LENGTH = 2000

const AUTH_PAGES = ['/login', '/register', '/forgot-password', '/reset-password']
const PLACEHOLDER_ORIGIN = 'https://return-url.invalid'
// C0 controls, DEL, C1 controls and every kind of space or line/paragraph separator.
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f\u3000\ufeff\\]/

function isAuthPage(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '')
  return AUTH_PAGES.includes(path)
}

/** The same-site path to go to after signing in, or `fallback` when the value is missing or unsafe. */
export function sanitiseReturnUrl(value: unknown, fallback: string = DEFAULT_RETURN_URL): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > RETURN_URL_MAX_LENGTH) return fallback
  if (!value.startsWith('/') || value.startsWith('//')) return fallback
  if (UNSAFE_CHARACTERS.test(value)) return fallback
  let url: URL
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN)
  } catch {
    return fallback
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return fallback
  if (isAuthPage(url.pathname)) return fallback
  return `${url.pathname}${url.search}${url.hash}`
}

/** '/login?returnUrl=…' for a page a signed-out visitor may not see (checkout §2, §6). */
export function loginPathFor(returnUrl: string, loginPath = '/login'): string {
  const safe = sanitiseReturnUrl(returnUrl, '')
  return safe ? `${loginPath}?${new URLSearchParams({ returnUrl: safe }).toString()}` : loginPath
}
