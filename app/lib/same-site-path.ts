/*
 * The one rule for every redirect target the site reads from a request (issue 24, defect 1): the sign-in pages'
 * returnUrl (login, register, reset password, the already-signed-in redirect), the card frame's return page, and
 * any later one. A value anyone can put in a link is decided on the URL a browser would actually go to:
 *
 * 1. it is resolved against the site's own origin with the WHATWG URL parser (what browsers use), and must stay on
 *    that origin: no scheme, no host, no protocol-relative `//host`;
 * 2. the path, query and fragment that come out are what is returned, and they must resolve to the very same URL
 *    again: `/.//evil.example` normalises to `//evil.example`, which a browser reads as another host, so it fails
 *    here (the old check looked at the raw string and returned the normalised one);
 * 3. the path must be a path of the site's routes: segments of URL path characters, none empty (so never `//`);
 *    the caller can refuse more (the sign-in pages themselves, the back office, API paths);
 * 4. control characters, spaces and backslashes are refused outright, before parsing: parsers drop or rewrite them.
 *
 * Anything else gives null and the caller goes to its default (for sign-in, /my-bookings).
 */

const PLACEHOLDER_ORIGIN = 'https://same-site.invalid'
// C0 controls, DEL, C1 controls, every kind of space or line/paragraph separator, and the backslash.
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f\u3000\ufeff\\]/
/** One path segment of a route: RFC 3986 pchar (percent escapes included), never empty. */
const ROUTE_SEGMENT = /^[A-Za-z0-9\-._~!$&'()*+,;=:@%]+$/

export interface SameSitePathOptions {
  maxLength: number
  /** Whether a #fragment may be kept (the card frame's return page takes none). */
  allowFragment?: boolean
  /** A path the caller will not send anyone to (lower-cased, without a trailing slash). */
  refusePath?: (pathname: string) => boolean
}

/** Whether a normalised pathname is one the site's routes could serve: '/' or non-empty route segments. */
export function isRoutePath(pathname: string): boolean {
  if (pathname === '/') return true
  if (!pathname.startsWith('/')) return false
  const segments = pathname.slice(1).replace(/\/$/, '').split('/')
  return segments.every((segment) => ROUTE_SEGMENT.test(segment) && segment !== '.' && segment !== '..')
}

/** The same-site path (and query, and fragment when allowed) a value leads to, or null when it is not one. */
export function sameSitePath(value: unknown, options: SameSitePathOptions): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > options.maxLength) return null
  if (!value.startsWith('/') || UNSAFE_CHARACTERS.test(value)) return null
  let url: URL
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN)
  } catch {
    return null
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return null
  if (url.hash && !options.allowFragment) return null
  const target = `${url.pathname}${url.search}${url.hash}`
  // Decide on what a browser will do with the answer, not on what was asked.
  let again: URL
  try {
    again = new URL(target, PLACEHOLDER_ORIGIN)
  } catch {
    return null
  }
  if (again.origin !== PLACEHOLDER_ORIGIN || again.href !== url.href || target.startsWith('//')) return null
  if (!isRoutePath(url.pathname)) return null
  if (options.refusePath?.(url.pathname.toLowerCase().replace(/(.)\/+$/, '$1'))) return null
  return target
}
