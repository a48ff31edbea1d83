import { PERSONAL_PAGE_CACHE_CONTROL } from '../../../lib/cache-control'

/*
 * What every back-office page says about itself (issue 14): built for one member of staff, so `private, no-store`
 * (no browser, proxy or CDN keeps it, and the page cache, which keeps only `public` pages, never stores it), and
 * never indexed (the header and the robots meta, for crawlers that read either).
 */
export function adminPageHeaders(args?: { actionHeaders?: Headers; loaderHeaders?: Headers }): HeadersInit {
  const headers: Record<string, string> = {
    'Cache-Control': PERSONAL_PAGE_CACHE_CONTROL,
    'X-Robots-Tag': 'noindex, nofollow',
  }
  // A refused attempt (429) says when to try again.
  const retryAfter = args?.actionHeaders?.get('Retry-After') ?? args?.loaderHeaders?.get('Retry-After')
  if (retryAfter) headers['Retry-After'] = retryAfter
  return headers
}

export function adminMeta(title: string) {
  return [{ title: `${title} | Back office` }, { name: 'robots', content: 'noindex, nofollow' }]
}
