import type { AppDatabase } from '../../../db/database.server'
import type { BrandContext } from '../../context'
import { getContentBlocks } from '../content/content.server'

export interface NavLink {
  label: string
  url: string
}

export interface SiteChrome {
  continents: NavLink[]
  openingTimes: { title: string | null; bodyHtml: string | null }
  footer: { bodyHtml: string | null; data: Record<string, unknown> }
}

/** What the header and footer need on every page: continent navigation, opening times and footer copy. */
export async function getSiteChrome(db: AppDatabase, brand: BrandContext): Promise<SiteChrome> {
  const [pages, blocks] = await Promise.all([
    db
      .selectFrom('listingPages')
      .innerJoin('continents', 'continents.id', 'listingPages.continentId')
      .select(['continents.name', 'listingPages.path'])
      .where('listingPages.brandId', '=', brand.id)
      .where('listingPages.kind', '=', 'continent')
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('tours')
            .select('tours.id')
            .whereRef('tours.primaryContinentId', '=', 'continents.id')
            .where('tours.brandId', '=', brand.id)
            .where('tours.marketCode', '=', brand.marketCode)
            .where('tours.published', '=', 1),
        ),
      )
      .orderBy('continents.sortOrder')
      .execute(),
    getContentBlocks(db, brand.id, ['site.openingTimes', 'site.footer']),
  ])
  return {
    continents: pages.map((page) => ({ label: page.name, url: page.path })),
    openingTimes: { title: blocks['site.openingTimes']!.title, bodyHtml: blocks['site.openingTimes']!.bodyHtml },
    footer: { bodyHtml: blocks['site.footer']!.bodyHtml, data: blocks['site.footer']!.data },
  }
}
