import { data, type AppLoadContext } from 'react-router'
import { z } from 'zod'
import { departureStatusFor, placesLeft } from '../../departures/index.availability'
import { chosenBrandOf, departuresOfBrand } from '../shell/index.server'
import { can, requireStaff } from '../staff/index.server'
import { monthRange, parseMonth } from './departure-calendar-rules'

/*
 * The departure calendar (issue 26): one month of the brand's departures — every tour's, or one tour's — each with
 * its places sold, held in live checkouts and on sale, and its status as the site shows it (closed when staff closed
 * it), linking to the departure's page. For staff who edit tours or see bookings (as the departure page). Another
 * brand's tour is not found; a bad month is a 400 with the admin error page's message.
 */

/** Most departures one month shows (the brand's whole catalogue in a busy month fits; a tour's always does). */
export const CALENDAR_LIMIT = 600

export interface CalendarDeparture {
  id: number
  code: string
  tourCode: string
  tourName: string
  startDate: string
  capacity: number
  sold: number
  held: number
  status: string
}

export interface CalendarPageData {
  brandId: string
  brandName: string
  month: string
  today: string
  tours: { id: number; code: string; name: string }[]
  /** The tour the calendar is filtered to, or null for all the brand's tours. */
  tourId: number | null
  departures: CalendarDeparture[]
  /** May change prices ('tours.edit'): the page links to the bulk price change. */
  canChangePrices: boolean
  /** More departures than CALENDAR_LIMIT this month: the calendar shows the first ones and says so. */
  truncated: boolean
}

const tourParam = z.union([z.literal(''), z.coerce.number().int().positive().max(2_147_483_647)])

/** The month, brand and tour an address asks for (the calendar's and the bulk price page's), checked. */
export async function readMonthQuery(context: AppLoadContext, request: Request) {
  const { brandId, brandName } = await chosenBrandOf(context, request)
  const params = new URL(request.url).searchParams
  const today = new Date().toISOString().slice(0, 10)
  const month = parseMonth(params.get('month'), today)
  if (!month.ok) throw data({ message: month.message }, { status: 400 })
  const tour = tourParam.safeParse((params.get('tour') ?? '').trim())
  if (!tour.success) throw data({ message: 'No such tour.' }, { status: 404 })
  const tourId = tour.data === '' ? null : tour.data
  const tours = await context.db
    .selectFrom('tours')
    .select(['id', 'code', 'name'])
    .where('brandId', '=', brandId)
    .orderBy('name')
    .orderBy('id')
    .execute()
  if (tourId !== null && !tours.some((row) => Number(row.id) === tourId))
    throw data({ message: 'No such tour.' }, { status: 404 })
  return {
    brandId,
    brandName,
    month: month.month,
    today,
    tours: tours.map((row) => ({ id: Number(row.id), code: row.code, name: row.name })),
    tourId,
  }
}

/** The month's departures of the brand (or one tour), soonest first, at most CALENDAR_LIMIT + 1. */
export function departuresInMonth(context: AppLoadContext, brandId: string, month: string, tourId: number | null) {
  const { first, last } = monthRange(month)
  let query = departuresOfBrand(context.db, brandId)
    .select([
      'departures.id',
      'departures.code',
      'departures.startDate',
      'departures.capacity',
      'departures.seatsSold',
      'departures.open',
      'departures.priceMinor',
      'departures.currency',
      'tours.code as tourCode',
      'tours.name as tourName',
    ])
    .where('departures.startDate', '>=', first)
    .where('departures.startDate', '<=', last)
  if (tourId !== null) query = query.where('departures.tourId', '=', tourId)
  return query
    .orderBy('departures.startDate')
    .orderBy('departures.code')
    .limit(CALENDAR_LIMIT + 1)
    .execute()
}

export async function loadCalendarPage(context: AppLoadContext, request: Request): Promise<CalendarPageData> {
  const session = await requireStaff(context, request, 'dashboard.view')
  if (!can(session.staff.role, 'tours.edit') && !can(session.staff.role, 'bookings.view'))
    throw data({ message: 'Your role does not allow this page.' }, { status: 403 })
  const query = await readMonthQuery(context, request)
  const rows = await departuresInMonth(context, query.brandId, query.month, query.tourId)
  const shown = rows.slice(0, CALENDAR_LIMIT)
  const held = shown.length
    ? await context.db
        .selectFrom('inventoryHolds')
        .select((eb) => ['departureId', eb.fn.sum<number>('places').as('places')])
        .where(
          'departureId',
          'in',
          shown.map((row) => Number(row.id)),
        )
        .where('expiresAt', '>', new Date().toISOString())
        .groupBy('departureId')
        .execute()
    : []
  const heldOf = new Map(held.map((row) => [Number(row.departureId), Number(row.places)]))
  return {
    ...query,
    canChangePrices: can(session.staff.role, 'tours.edit'),
    departures: shown.map((row) => {
      const placesHeld = heldOf.get(Number(row.id)) ?? 0
      return {
        id: Number(row.id),
        code: row.code,
        tourCode: row.tourCode,
        tourName: row.tourName,
        startDate: row.startDate,
        capacity: row.capacity,
        sold: row.seatsSold,
        held: placesHeld,
        status:
          row.open === 1
            ? departureStatusFor(placesLeft({ capacity: row.capacity, sold: row.seatsSold, held: placesHeld }))
            : 'Closed',
      }
    }),
    truncated: rows.length > CALENDAR_LIMIT,
  }
}
