/*
 * What a page route says about caching, through its `headers` export (ADR 0011).
 *
 * - A page that is the same for every visitor of a brand says `public`: that is the opt-in of the server's
 *   rendered-page cache (server/page-cache.ts), which keeps it for PAGE_CACHE_TTL_SECONDS. `no-cache` tells browsers
 *   and any proxy or CDN to ask us every time: a verbatim copy of our response would replay its per-response CSP
 *   nonce (the server cache swaps it for script hashes) and, on a first visit, its CSRF cookie, and listing and
 *   tour pages render the visitor's saved wishlist hearts (the server cache keys on that cookie; a CDN would not).
 * - A page built from a visitor's cookies or account (the wishlist page; account pages later) says
 *   `private, no-store`.
 * - A route without a `headers` export gets `no-cache` from app/entry.server.tsx and is never cached.
 */

export const SHARED_PAGE_CACHE_CONTROL = 'public, no-cache'
export const PERSONAL_PAGE_CACHE_CONTROL = 'private, no-store'

/** `export const headers = sharedPageHeaders` on a route whose page is the same for every visitor. */
export function sharedPageHeaders(): HeadersInit {
  return { 'Cache-Control': SHARED_PAGE_CACHE_CONTROL }
}

/** `export const headers = personalPageHeaders` on a route built from the visitor's cookies or account. */
export function personalPageHeaders(): HeadersInit {
  return { 'Cache-Control': PERSONAL_PAGE_CACHE_CONTROL }
}
