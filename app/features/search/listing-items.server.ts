import type { AppDatabase } from '../../../db/database.server'
import type { BrandContext } from '../../context'
import { toListingItem, type ListingTourRow } from './listing-item'
import type { BrandCatalogue } from './search-catalogue.server'
import type { ListingItem } from './search-contract'

/**
 * The result cards of one page, in the given order: one query for the tours with their hero image, primary country
 * and continent (never one query per card). Departure months come from the in-memory catalogue.
 */
export async function loadListingItems(
  db: AppDatabase,
  brand: Pick<BrandContext, 'currency' | 'name'>,
  catalogue: BrandCatalogue,
  tourIndexes: readonly number[],
  itemsCount: number,
): Promise<ListingItem[]> {
  if (!tourIndexes.length) return []
  const tours = tourIndexes.map((i) => catalogue.tours[i]!)
  const rows = await db
    .selectFrom('tours')
    .innerJoin('countries', 'countries.id', 'tours.primaryCountryId')
    .innerJoin('continents', 'continents.id', 'tours.primaryContinentId')
    .leftJoin('tourImages', (join) =>
      join.onRef('tourImages.tourId', '=', 'tours.id').on('tourImages.position', '=', 0),
    )
    .select([
      'tours.id',
      'tours.code',
      'tours.slug',
      'tours.name',
      'tours.description',
      'tours.offerText',
      'tours.durationDays',
      'tours.fromPriceMinor',
      'tours.wasPriceMinor',
      'tours.mapUrl',
      'tours.mapName',
      'tourImages.smallUrl',
      'tourImages.mediumUrl',
      'tourImages.largeUrl',
      'tourImages.altText',
      'countries.name as countryName',
      'continents.name as continentName',
    ])
    .where(
      'tours.id',
      'in',
      tours.map((tour) => tour.id),
    )
    .execute()
  const byId = new Map(rows.map((row) => [row.id, row]))
  return tours.flatMap((tour) => {
    const row = byId.get(tour.id)
    if (!row) return []
    const listingRow: ListingTourRow = { ...row, fromPriceMinor: row.fromPriceMinor ?? tour.fromPriceMinor }
    return [
      toListingItem(listingRow, {
        currency: brand.currency,
        brandName: brand.name,
        departureMonths: tour.months,
        itemsCount,
      }),
    ]
  })
}
