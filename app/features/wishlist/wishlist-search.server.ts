import type { AppDatabase } from '../../../db/database.server'
import { getCatalogue, loadListingItems, type SearchBrand, type WishlistResponse } from '../search/index.server'

/**
 * The wishlist search (SEARCH_PATHS.wishlist): the saved tour codes (from the wishlist cookie, oldest
 * first as the cookie keeps them) as result cards, most recently saved first. Codes of tours that are not listable
 * for this brand and market (unknown, unpublished, another brand's, no bookable departure) are left out of items
 * and total. Not cached: the cookie makes every answer personal, and it costs one query.
 */
export async function wishlistTours(
  db: AppDatabase,
  brand: SearchBrand,
  codes: readonly string[],
  take: number,
  from = 0,
): Promise<WishlistResponse> {
  const catalogue = await getCatalogue(db, brand)
  const found: number[] = []
  for (const code of [...codes].reverse()) {
    const index = catalogue.indexByCode.get(code.toUpperCase())
    if (index !== undefined && !found.includes(index)) found.push(index)
  }
  const page = found.slice(from, from + take)
  const items = await loadListingItems(db, brand, catalogue, page, found.length)
  const remaining = Math.max(0, found.length - Math.min(found.length, from) - items.length)
  return { items, total: found.length, remaining }
}
