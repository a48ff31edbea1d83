import { WISHLIST_COOKIE_NAME } from '../../lib/constants'

/*
 * The wishlist is a cookie holding a JSON array of tour codes (discovery §3). Shared by the browser (toggle) and the
 * server (wishlist search, initial toggle state). Unknown or malformed content reads as an empty list.
 */

export const WISHLIST_MAX_ITEMS = 100
const TOUR_CODE = /^[A-Z0-9][A-Z0-9-]{1,30}$/i
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365

export function parseWishlist(value: string | undefined | null): string[] {
  if (!value) return []
  let parsed: unknown
  try {
    parsed = JSON.parse(value)
  } catch {
    try {
      parsed = JSON.parse(decodeURIComponent(value))
    } catch {
      return []
    }
  }
  if (!Array.isArray(parsed)) return []
  const codes = parsed.filter((code): code is string => typeof code === 'string' && TOUR_CODE.test(code))
  return [...new Set(codes)].slice(0, WISHLIST_MAX_ITEMS)
}

export function addToWishlist(codes: string[], code: string): string[] {
  if (!TOUR_CODE.test(code) || codes.includes(code)) return codes
  return [...codes, code].slice(-WISHLIST_MAX_ITEMS)
}

export function removeFromWishlist(codes: string[], code: string): string[] {
  return codes.filter((existing) => existing !== code)
}

/** The Set-Cookie / document.cookie string; an empty list removes the cookie (discovery §4). */
export function wishlistCookieString(codes: string[]): string {
  if (!codes.length) return `${WISHLIST_COOKIE_NAME}=; Path=/; Max-Age=0; SameSite=Lax`
  return `${WISHLIST_COOKIE_NAME}=${encodeURIComponent(JSON.stringify(codes))}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`
}

/** Reads the wishlist from a Cookie header (server) or document.cookie (browser). */
export function readWishlistFromCookieHeader(cookieHeader: string | null | undefined): string[] {
  if (!cookieHeader) return []
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=')
    if (index > 0 && part.slice(0, index).trim() === WISHLIST_COOKIE_NAME) {
      const raw = part.slice(index + 1).trim()
      try {
        return parseWishlist(decodeURIComponent(raw))
      } catch {
        return []
      }
    }
  }
  return []
}
