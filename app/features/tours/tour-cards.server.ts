import type { BrandContext } from '../../context'
import { visibleToursOn } from '../access/index.server'
import type { AppDatabase } from '../../../db/database.server'
import { formatMoney } from '../../lib/money'
import { tourPath } from './tour-url'

export interface TourCard {
  id: number
  code: string
  name: string
  description: string
  url: string
  countries: string
  durationDays: number
  offerText: string | null
  fromPriceFormatted: string | null
  wasPriceFormatted: string | null
  image: { smallUrl: string; mediumUrl: string; largeUrl: string; altText: string }
}

/** Cards for the brand's published tours in its market, in recommended order. */
export async function selectTourCards(
  db: AppDatabase,
  brand: BrandContext,
  options: { limit: number; offersOnly?: boolean; continentId?: number },
): Promise<TourCard[]> {
  let query = db
    .selectFrom('tours')
    .innerJoin('tourImages', (join) =>
      join.onRef('tourImages.tourId', '=', 'tours.id').on('tourImages.position', '=', 0),
    )
    .innerJoin('countries', 'countries.id', 'tours.primaryCountryId')
    .select([
      'tours.id',
      'tours.code',
      'tours.name',
      'tours.slug',
      'tours.description',
      'tours.durationDays',
      'tours.offerText',
      'tours.fromPriceMinor',
      'tours.wasPriceMinor',
      'tours.currency',
      'countries.name as countryName',
      'tourImages.smallUrl',
      'tourImages.mediumUrl',
      'tourImages.largeUrl',
      'tourImages.altText',
    ])
    .where(visibleToursOn(brand))
    .where('tours.fromPriceMinor', 'is not', null)
  if (options.offersOnly)
    query = query.where('tours.wasPriceMinor', 'is not', null).where('tours.offerText', 'is not', null)
  if (options.continentId !== undefined) query = query.where('tours.primaryContinentId', '=', options.continentId)
  const rows = await query.orderBy('tours.rank').orderBy('tours.id').limit(options.limit).execute()
  const currency = brand.currency
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    url: tourPath(row.slug),
    countries: row.countryName,
    durationDays: row.durationDays,
    offerText: row.offerText,
    fromPriceFormatted: row.fromPriceMinor === null ? null : formatMoney(row.fromPriceMinor, currency),
    wasPriceFormatted: row.wasPriceMinor === null ? null : formatMoney(row.wasPriceMinor, currency),
    image: { smallUrl: row.smallUrl, mediumUrl: row.mediumUrl, largeUrl: row.largeUrl, altText: row.altText },
  }))
}
