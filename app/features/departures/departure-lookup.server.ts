import type { AppDatabase } from '../../../db/database.server'
import type { BrandContext } from '../../context'
import { visibleToursOn } from '../access/index.server'
import { CURRENCIES, type CurrencyCode } from '../../lib/constants'
import { calendarDateOf, toIsoDate } from '../../lib/dates'

/*
 * Brand-scoped lookups shared by the departures, add-ons and excursions services. A tour is visible only to its own
 * brand and market and only while published; a departure only through such a tour. Anything else is "not found",
 * so another brand's ids answer exactly like ids that do not exist.
 */

/** The server's calendar day, 'YYYY-MM-DD'. Departures strictly after it are "upcoming". */
export function todayIso(now: Date = new Date()): string {
  return toIsoDate(calendarDateOf(now))
}

export interface VisibleTour {
  id: number
  code: string
  name: string
  currency: string
  offerText: string | null
  durationDays: number
}

export async function findVisibleTourByCode(
  db: AppDatabase,
  brand: BrandContext,
  code: string,
): Promise<VisibleTour | null> {
  const row = await db
    .selectFrom('tours')
    .select(['id', 'code', 'name', 'currency', 'offerText', 'durationDays'])
    .where(visibleToursOn(brand))
    .where('code', '=', code)
    .executeTakeFirst()
  return row ?? null
}

export interface VisibleDeparture {
  id: number
  tourId: number
  tourCode: string
  tourName: string
  offerText: string | null
  transportTypeId: number
  transportTypeCode: string
  departurePointId: number | null
  code: string
  transportCode: string
  filo: string
  startDate: string
  endDate: string
  durationDays: number
  currency: string
  priceMinor: number
  wasPriceMinor: number | null
  depositMinor: number
  status: string
  capacity: number
  seatsSold: number
  open: number
}

export async function findVisibleDeparture(
  db: AppDatabase,
  brand: BrandContext,
  departureId: number,
): Promise<VisibleDeparture | null> {
  const row = await db
    .selectFrom('departures')
    .innerJoin('tours', 'tours.id', 'departures.tourId')
    .innerJoin('transportTypes', 'transportTypes.id', 'departures.transportTypeId')
    .select([
      'departures.id',
      'departures.tourId',
      'tours.code as tourCode',
      'tours.name as tourName',
      'tours.offerText',
      'departures.transportTypeId',
      'transportTypes.code as transportTypeCode',
      'departures.departurePointId',
      'departures.code',
      'departures.transportCode',
      'departures.filo',
      'departures.startDate',
      'departures.endDate',
      'departures.durationDays',
      'departures.currency',
      'departures.priceMinor',
      'departures.wasPriceMinor',
      'departures.depositMinor',
      'departures.status',
      'departures.capacity',
      'departures.seatsSold',
      'departures.open',
    ])
    .where('departures.id', '=', departureId)
    .where(visibleToursOn(brand))
    .executeTakeFirst()
  return row ?? null
}

/** The departure's currency as the formatter knows it; the brand's currency if the row holds anything else. */
export function currencyOf(value: string, brand: BrandContext): CurrencyCode {
  return (CURRENCIES as readonly string[]).includes(value) ? (value as CurrencyCode) : brand.currency
}
