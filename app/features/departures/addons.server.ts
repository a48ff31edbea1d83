import type { AppDatabase } from '../../../db/database.server'
import type { BrandContext } from '../../context'
import { formatDate } from '../../lib/dates'
import { formatMoney } from '../../lib/money'
import { getContentBlock, type ContentBlock } from '../content/index.server'
import type { AddOn, AddOnListData, DepartureAddOn } from './departures-contract'
import { currencyOf, findVisibleDeparture, findVisibleTourByCode, todayIso } from './departure-lookup.server'
import { placesLeftSql } from './live-places.server'

export const ADDONS_LIST_BLOCK = 'addons.list'

/** The list texts of a content block ('addons.list', 'excursions.list'), with sensible fallbacks for a missing one. */
export function listTexts(
  block: ContentBlock<'addons.list' | 'excursions.list'>,
  fallbackTitle: string,
): Omit<AddOnListData, 'addOns'> {
  const { data } = block
  return {
    title: block.title ?? fallbackTitle,
    descriptionHtml: data.descriptionHtml ?? block.bodyHtml ?? '',
    numberToShowOnPageLoad: data.numberToShowOnPageLoad ?? 3,
    priceLabel: data.priceLabel ?? 'From',
    addAtCheckoutText: data.addAtCheckoutText ?? 'Add at checkout',
    readMoreText: data.readMoreText ?? 'Read more',
    readLessText: data.readLessText ?? 'Read less',
    showMoreResultsText: data.showMoreResultsText ?? 'Show more',
    showLessResultsText: data.showLessResultsText ?? 'Show less',
  }
}

/**
 * The tour page's add-ons (tour extensions): one entry per add-on that can still be added to a bookable upcoming
 * departure of the tour, priced at its lowest such add-on departure ("From"); `departureId` and `transportCode`
 * are that cheapest add-on departure's. The exact extension is chosen in the checkout for the departure booked.
 * Bookable is live: a place left after seats sold and live checkout holds.
 */
export async function addOnsForTour(
  db: AppDatabase,
  brand: BrandContext,
  tourId: number,
  today: string,
  now: Date = new Date(),
): Promise<AddOn[]> {
  const rows = await db
    .selectFrom('addonDepartures')
    .innerJoin('addons', 'addons.id', 'addonDepartures.addonId')
    .innerJoin('departures', 'departures.id', 'addonDepartures.departureId')
    .select([
      'addons.id as addonId',
      'addons.code',
      'addons.name',
      'addons.description',
      'addons.imageUrl',
      'addons.position',
      'addonDepartures.id as addonDepartureId',
      'addonDepartures.transportCode',
      'addonDepartures.priceMinor',
      'addonDepartures.currency',
    ])
    .where('addons.tourId', '=', tourId)
    .where('departures.tourId', '=', tourId)
    .where('departures.startDate', '>', today)
    .where('departures.open', '=', 1)
    .where(placesLeftSql(now), '>', 0)
    .orderBy('addons.position')
    .orderBy('addons.id')
    .orderBy('addonDepartures.priceMinor')
    .orderBy('addonDepartures.id')
    .execute()
  const seen = new Set<number>()
  const addOns: AddOn[] = []
  for (const row of rows) {
    if (seen.has(row.addonId)) continue // rows are cheapest first within an add-on
    seen.add(row.addonId)
    addOns.push({
      code: row.code,
      name: row.name,
      description: row.description,
      imageUrl: row.imageUrl,
      price: formatMoney(row.priceMinor, currencyOf(row.currency, brand)),
      departureId: row.addonDepartureId,
      transportCode: row.transportCode,
    })
  }
  return addOns
}

export async function addOnListData(
  db: AppDatabase,
  brand: BrandContext,
  tourId: number,
  today: string,
  block?: ContentBlock<typeof ADDONS_LIST_BLOCK>,
): Promise<AddOnListData> {
  const [texts, addOns] = await Promise.all([
    block ?? getContentBlock(db, brand.id, ADDONS_LIST_BLOCK),
    addOnsForTour(db, brand, tourId, today),
  ])
  return { ...listTexts(texts, 'Tour extensions'), addOns }
}

/** The configured add-ons data URL's answer; null when the tour is not visible to this brand and market. */
export async function getAddOnList(
  db: AppDatabase,
  brand: BrandContext,
  tourCode: string,
  today: string = todayIso(),
): Promise<AddOnListData | null> {
  const tour = await findVisibleTourByCode(db, brand, tourCode)
  return tour ? addOnListData(db, brand, tour.id, today) : null
}

/**
 * ADDON_DEPARTURE_PATH: the add-ons offered with one departure. The tour code, filo and transport code
 * must all be the departure's own (a mismatch is "not found", never another departure's add-ons).
 */
export async function getDepartureAddOns(
  db: AppDatabase,
  brand: BrandContext,
  keys: { departureId: number; filo: string; transportCode: string; tourCode: string },
): Promise<DepartureAddOn[] | null> {
  const departure = await findVisibleDeparture(db, brand, keys.departureId)
  if (
    !departure ||
    departure.filo !== keys.filo ||
    departure.transportCode !== keys.transportCode ||
    departure.tourCode !== keys.tourCode
  ) {
    return null
  }
  const rows = await db
    .selectFrom('addonDepartures')
    .innerJoin('addons', 'addons.id', 'addonDepartures.addonId')
    .select([
      'addons.code',
      'addons.name',
      'addons.description',
      'addons.imageUrl',
      'addons.durationDays',
      'addonDepartures.id',
      'addonDepartures.transportCode',
      'addonDepartures.startDate',
      'addonDepartures.priceMinor',
      'addonDepartures.currency',
    ])
    .where('addonDepartures.departureId', '=', departure.id)
    .where('addons.tourId', '=', departure.tourId)
    .orderBy('addons.position')
    .orderBy('addonDepartures.priceMinor')
    .orderBy('addonDepartures.id')
    .execute()
  return rows.map((row) => {
    const currency = currencyOf(row.currency, brand)
    return {
      code: row.code,
      name: row.name,
      description: row.description,
      imageUrl: row.imageUrl,
      price: row.priceMinor,
      priceFormatted: formatMoney(row.priceMinor, currency),
      currency,
      departureId: row.id,
      transportCode: row.transportCode,
      isoDate: row.startDate,
      date: formatDate(row.startDate),
      durationDays: row.durationDays,
    }
  })
}
