import type { AppDatabase } from '../../../db/database.server'
import type { BrandContext } from '../../context'
import { formatMoney } from '../../lib/money'
import { getContentBlock, type ContentBlock } from '../content/index.server'
import { listTexts } from './addons.server'
import type { Excursion, ExcursionListData } from './departures-contract'
import { currencyOf, findVisibleDeparture } from './departure-lookup.server'

export const EXCURSIONS_LIST_BLOCK = 'excursions.list'

/** A tour's excursions in itinerary order (fixed days first, by day), then by name. */
export async function excursionsForTour(db: AppDatabase, brand: BrandContext, tourId: number): Promise<Excursion[]> {
  const rows = await db
    .selectFrom('excursions')
    .select(['id', 'code', 'name', 'description', 'imageUrl', 'priceMinor', 'currency', 'dayNumber'])
    .where('tourId', '=', tourId)
    .orderBy('id')
    .execute()
  // Sorted here rather than in SQL: the dialects disagree on where NULLs sort.
  rows.sort(
    (a, b) => (a.dayNumber ?? Number.MAX_SAFE_INTEGER) - (b.dayNumber ?? Number.MAX_SAFE_INTEGER) || a.id - b.id,
  )
  return rows.map((row) => {
    const currency = currencyOf(row.currency, brand)
    return {
      id: row.id,
      code: row.code,
      name: row.name,
      description: row.description,
      imageUrl: row.imageUrl,
      price: row.priceMinor,
      priceFormatted: formatMoney(row.priceMinor, currency),
      currency,
      dayNumber: row.dayNumber,
    }
  })
}

/** EXCURSIONS_FOR_TOUR_PATH (?departureId): the excursions of the departure's tour; null when unknown. */
export async function getExcursionsForDeparture(
  db: AppDatabase,
  brand: BrandContext,
  departureId: number,
): Promise<Excursion[] | null> {
  const departure = await findVisibleDeparture(db, brand, departureId)
  return departure ? excursionsForTour(db, brand, departure.tourId) : null
}

export async function excursionListData(
  db: AppDatabase,
  brand: BrandContext,
  tourId: number,
  block?: ContentBlock<typeof EXCURSIONS_LIST_BLOCK>,
): Promise<ExcursionListData> {
  const [texts, excursions] = await Promise.all([
    block ?? getContentBlock(db, brand.id, EXCURSIONS_LIST_BLOCK),
    excursionsForTour(db, brand, tourId),
  ])
  return { ...listTexts(texts, 'Optional excursions'), excursions }
}
