import { FILTER_GROUPS } from '../app/lib/constants'

/*
 * Which query parameters a cacheable page reads (issue 24, defect 8). The rendered-page cache keys a page on these
 * alone and renders it from them alone, so `GET /privacy-policy?zzz=<random>` is the cached /privacy-policy rather
 * than a fresh render per request, and no parameter the key ignores can change what is stored. A page that reads
 * nothing from its query gets []; a route the cache never stores (sign-in, account, checkout, back office: their
 * answers are private or no-store) is `null` and keeps its query untouched. Every route of app/routes.ts must be
 * classified here: page-query.test.ts fails for one that is not.
 */

/** The listing and search pages' query (app/features/search/listing-state.ts parseListingQuery). */
export const LISTING_PARAMETERS: readonly string[] = ['SearchTerm', 'Tag', 'SortOrder', 'Take', ...FILTER_GROUPS]

interface PageQueryRule {
  /** What the rule covers, for the route-coverage test and for people. */
  route: string
  path: RegExp
  /** The parameters the page reads; null: not a cached page, leave the query alone. */
  parameters: readonly string[] | null
}

export const PAGE_QUERY_RULES: readonly PageQueryRule[] = [
  { route: '/', path: /^\/$/, parameters: [] },
  { route: 'tours/:slug', path: /^\/tours\/[^/]+\/?$/, parameters: [] },
  { route: 'maps/:code', path: /^\/maps\/[^/]+\/?$/, parameters: [] },
  { route: 'sitemap.xml', path: /^\/sitemap\.xml$/, parameters: [] },
  { route: 'robots.txt', path: /^\/robots\.txt$/, parameters: [] },
  // The brochure picker preselects ?brochure=…; the campaign (utm_source, utm_medium) goes into the request form.
  { route: 'brochures', path: /^\/brochures\/?$/, parameters: ['brochure', 'utm_source', 'utm_medium'] },
  { route: 'brochures/thank-you', path: /^\/brochures\/thank-you\/?$/, parameters: [] },
  {
    route: 'info pages',
    path: /^\/(privacy-policy|cookie-policy|booking-conditions|contact-us|accessibility|travel-insurance)\/?$/,
    parameters: [],
  },
  // React Router's own requests (a client navigation's .data, the lazy route manifest) and the server's other
  // surfaces read their own parameters (_routes, p, version…).
  {
    route: 'React Router data and manifest, API, media, assets, health',
    path: /\.data$|^\/__|^\/(umbraco|api|media|assets|healthz)(\/|$)/,
    parameters: null,
  },
  // Pages built per visitor or per request: never stored by the cache, so their query is theirs.
  {
    route:
      'sign-in, account, checkout (saved-checkout links too), payments, pay links, back office, waitlist links, wishlist alerts links',
    path: /^\/(login|register|forgot-password|reset-password|my-bookings|checkout|booking-failed-contact-form|payments|pay-balance|admin|waitlist|wishlist-alerts)(\/|$)/,
    parameters: null,
  },
]

/** Everything else is a catalogue content page (all tours, continents, countries, offers, search) or a 404. */
const CONTENT_PAGE_RULE: PageQueryRule = { route: '*', path: /^/, parameters: LISTING_PARAMETERS }

export function pageQueryRuleOf(pathname: string): PageQueryRule {
  return PAGE_QUERY_RULES.find((rule) => rule.path.test(pathname)) ?? CONTENT_PAGE_RULE
}

/**
 * The request target a cacheable page is keyed and rendered under: its path and the parameters it reads, sorted
 * by name (stable for repeated names). A route outside the cache's reach keeps its target as received.
 */
export function canonicalPageUrl(url: string): string {
  const queryStart = url.indexOf('?')
  const path = queryStart < 0 ? url : url.slice(0, queryStart)
  const { parameters } = pageQueryRuleOf(path)
  if (parameters === null) return url
  if (queryStart < 0) return path
  const allowed = new Set(parameters)
  const kept = new URLSearchParams()
  for (const [name, value] of new URLSearchParams(url.slice(queryStart + 1)))
    if (allowed.has(name)) kept.append(name, value)
  kept.sort()
  const query = kept.toString()
  return query ? `${path}?${query}` : path
}
