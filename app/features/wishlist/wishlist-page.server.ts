import type { AppDatabase } from '../../../db/database.server'
import { getContentBlock } from '../content/index.server'
import type { ListingPage, SearchBrand } from '../search/index.server'
import type { WishlistPageData } from './wishlist-page'
import { wishlistTours } from './wishlist-search.server'

/**
 * The wishlist page's data (discovery §2.5): the 'wishlist.page' content block's texts over the page record's, and
 * the first `take` saved tours, and (signed in, issue 27) each saved tour's alerts. The content page loader (search's index.content-page.server.ts) calls this for a page
 * of kind 'wishlist'.
 */
export async function getWishlistPageView(
  db: AppDatabase,
  brand: SearchBrand,
  page: Pick<ListingPage, 'title' | 'introHtml' | 'settings'>,
  savedCodes: readonly string[],
  take: number,
  alerts: Record<string, boolean> | null = null,
): Promise<WishlistPageData> {
  const block = await getContentBlock(db, brand.id, 'wishlist.page')
  const { start, step } = page.settings
  return {
    view: 'wishlist',
    title: block.title ?? page.title,
    introHtml: block.bodyHtml ?? page.introHtml,
    emptyHtml: block.data.emptyHtml ?? null,
    loadMoreText: block.data.loadMoreText ?? 'Load more',
    settings: { start, step },
    response: await wishlistTours(db, brand, savedCodes, take),
    alerts,
  }
}
