import type { RouteConfigEntry } from '@react-router/dev/routes'
import { describe, expect, it } from 'vitest'
import routes from '../app/routes'
import { canonicalPageUrl, LISTING_PARAMETERS, pageQueryRuleOf, PAGE_QUERY_RULES } from './page-query'

/*
 * Issue 24, defect 8: the page cache keys (and renders) a page on the parameters it reads. Every route must be in
 * the table deliberately: a new route that reads its query and is not listed would otherwise be keyed as a
 * content page and lose its parameters.
 */

function pathsOf(entries: readonly RouteConfigEntry[], prefix = ''): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? prefix : `${prefix}/${entry.path}`
    return [...(entry.path !== undefined || entry.index ? [path || '/'] : []), ...pathsOf(entry.children ?? [], path)]
  })
}

/** A concrete path for a route pattern (':slug' → 'x'). */
const example = (pattern: string) => pattern.replace(/:[^/]+/g, 'x')

describe('page query rules', () => {
  const routePaths = pathsOf(routes).filter((path) => path !== '/*')

  it.each(routePaths)('classify the route %s by a rule of their own, not the content-page fallback', (path) => {
    const rule = pageQueryRuleOf(example(path))
    expect(PAGE_QUERY_RULES).toContain(rule)
  })

  it('key every other path as a content page that reads the listing parameters', () => {
    expect(pageQueryRuleOf('/europe/italy').parameters).toEqual(LISTING_PARAMETERS)
  })

  it.each([
    ['/privacy-policy?zzz=1', '/privacy-policy'],
    ['/contact-us?a=1&b=2', '/contact-us'],
    ['/?zzz=1&gclid=2', '/'],
    ['/tours/lakes?departure=3', '/tours/lakes'],
    ['/tours?zzz=1&SortOrder=price-asc&Take=24', '/tours?SortOrder=price-asc&Take=24'],
    ['/brochures?brochure=b2&brochure=b1&zzz=1', '/brochures?brochure=b2&brochure=b1'],
    ['/login?returnUrl=%2Fx&zzz=1', '/login?returnUrl=%2Fx&zzz=1'],
    ['/my-bookings/verify-email?token=t', '/my-bookings/verify-email?token=t'],
    ['/tours.data?_routes=routes%2Fcontent-page', '/tours.data?_routes=routes%2Fcontent-page'],
    ['/__manifest?p=%2Ftours&version=abc', '/__manifest?p=%2Ftours&version=abc'],
  ])('%s is rendered and keyed as %s', (url, expected) => {
    expect(canonicalPageUrl(url)).toBe(expected)
  })
})
