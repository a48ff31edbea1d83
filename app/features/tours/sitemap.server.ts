import type { AppDatabase } from '../../../db/database.server'
import type { BrandContext } from '../../context'
import { listingPagesOn, visibleToursOn } from '../access/index.server'
import { tourPath } from './tour-url'

/** Listing-page kinds that are real, indexable pages (site search and the cookie-driven wishlist are not). */
export const SITEMAP_LISTING_KINDS = ['all', 'continent', 'country', 'tag', 'price'] as const

export interface SitemapEntry {
  /** Site-relative path. */
  path: string
  /** 'YYYY-MM-DD' */
  lastmod: string | null
}

/**
 * Every page a search engine should crawl for the brand and market: the home page, every listing page of an indexable
 * kind, every information page (content block 'page.{slug}' at '/{slug}') and every published tour. Tours carry
 * their own date; listing pages change whenever the catalogue does, so they carry the catalogue's latest date;
 * information pages carry none.
 */
export async function getSitemapEntries(db: AppDatabase, brand: BrandContext): Promise<SitemapEntry[]> {
  const [tours, pages, infoPages] = await Promise.all([
    db
      .selectFrom('tours')
      .select(['slug', 'createdAt'])
      .where(visibleToursOn(brand))
      .orderBy('rank')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('listingPages')
      .select('path')
      .where(listingPagesOn(brand))
      .where('kind', 'in', [...SITEMAP_LISTING_KINDS])
      .orderBy('path')
      .execute(),
    db
      .selectFrom('contentBlocks')
      .select('key')
      .where('brandId', '=', brand.id)
      .where('key', 'like', 'page.%')
      .orderBy('key')
      .execute(),
  ])
  const dayOf = (instant: string | null | undefined) =>
    instant && /^\d{4}-\d{2}-\d{2}/.test(instant) ? instant.slice(0, 10) : null
  const latest = tours.reduce<string | null>((max, tour) => {
    const day = dayOf(String(tour.createdAt))
    return day && (!max || day > max) ? day : max
  }, null)
  return [
    { path: '/', lastmod: latest },
    ...pages.map((page) => ({ path: page.path, lastmod: latest })),
    ...infoPages.map((page) => ({ path: `/${page.key.slice('page.'.length)}`, lastmod: null })),
    ...tours.map((tour) => ({ path: tourPath(tour.slug), lastmod: dayOf(String(tour.createdAt)) })),
  ]
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!)
}

/** The sitemaps.org XML for the entries, with absolute URLs on the given origin. */
export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const base = origin.replace(/\/+$/, '')
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''
    return `<url><loc>${escapeXml(`${base}${entry.path}`)}</loc>${lastmod}</url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}
