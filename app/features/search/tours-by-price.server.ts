import type { AppDatabase } from '../../../db/database.server'
import { loadListingItems } from './listing-items.server'
import { getCatalogue, responseCache, type SearchBrand } from './search-catalogue.server'
import type { ToursByPriceQuery, ToursByPriceResponse } from './search-contract'
import { pageOfOrder } from './search-facets'

/**
 * SEARCH_PATHS.toursByPrice: listable tours whose from-price is at most thresholdPrice whole units
 * (e.g. 999 → £999.00 and below), cheapest first, ties in recommended order; `take` of them after skipping `from`.
 */
export async function toursByPrice(
  db: AppDatabase,
  brand: SearchBrand,
  query: ToursByPriceQuery,
): Promise<ToursByPriceResponse> {
  const catalogue = await getCatalogue(db, brand)
  const cache = responseCache(db)
  const key = `price|${catalogue.key}|${catalogue.version}|${query.thresholdPrice}|${query.take}|${query.from}`
  const cached = cache.get(key) as ToursByPriceResponse | undefined
  if (cached) return cached

  const limitMinor = query.thresholdPrice * 100
  const matched = new Uint8Array(catalogue.tours.length)
  let total = 0
  catalogue.tours.forEach((tour, i) => {
    if (tour.fromPriceMinor <= limitMinor) {
      matched[i] = 1
      total++
    }
  })
  const page = pageOfOrder(catalogue.orders['price-asc'], matched, query.from, query.take)
  const items = await loadListingItems(db, brand, catalogue, page, total)
  const response: ToursByPriceResponse = {
    items,
    remaining: Math.max(0, total - Math.min(total, query.from) - items.length),
    total,
    totalPages: Math.ceil(total / query.take),
  }
  cache.set(key, response)
  return response
}
