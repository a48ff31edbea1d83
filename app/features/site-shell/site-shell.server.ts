import type { AppDatabase } from '../../../db/database.server'
import type { BrandContext } from '../../context'
import { visibleToursOn } from '../access/index.server'
import { getContentBlocks, type ContentLink } from '../content/index.server'
import { linksOnMarket } from './footer-links'
import type { SiteMenu } from './site-menu'
import { getSiteMenu } from './site-menu.server'

/*
 * The site shell: the header and footer every page wears (discovery §2.11 calls it the "site chrome"). The root
 * loader reads this once per request; site-header.tsx and site-footer.tsx render it.
 */

export interface NavLink {
  label: string
  url: string
}

export interface FooterLinkGroup {
  title: string
  links: ContentLink[]
}

export interface SiteShell {
  continents: NavLink[]
  /** The mega menu and mobile accordion (discovery §2.11), built once per catalogue version (site-menu.server.ts). */
  menu: SiteMenu
  openingTimes: { title: string | null; bodyHtml: string | null }
  footer: { bodyHtml: string | null; linkGroups: FooterLinkGroup[]; legal: string | null }
}

/** What the header and footer need on every page: the menu, continent links, opening times and footer copy. */
export async function getSiteShell(db: AppDatabase, brand: BrandContext): Promise<SiteShell> {
  const [pages, blocks, menu, otherMarketPages] = await Promise.all([
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
            .where(visibleToursOn(brand)),
        ),
      )
      .orderBy('continents.sortOrder')
      .execute(),
    getContentBlocks(db, brand.id, ['site.openingTimes', 'site.footer']),
    getSiteMenu(db, brand),
    // Pages of the brand that belong to another market (its price bands): the footer does not link to them here.
    db
      .selectFrom('listingPages')
      .select('path')
      .where('brandId', '=', brand.id)
      .where('marketCode', 'is not', null)
      .where('marketCode', '<>', brand.marketCode)
      .execute(),
  ])
  const openingTimes = blocks['site.openingTimes']
  const footer = blocks['site.footer']
  return {
    continents: pages.map((page) => ({ label: page.name, url: page.path })),
    menu,
    openingTimes: { title: openingTimes.title, bodyHtml: openingTimes.bodyHtml },
    footer: {
      bodyHtml: footer.bodyHtml,
      linkGroups: linksOnMarket(footer.data.linkGroups ?? [], new Set(otherMarketPages.map((page) => page.path))),
      legal: footer.data.legal ?? null,
    },
  }
}
