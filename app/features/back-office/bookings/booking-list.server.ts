import { sql, type Kysely } from 'kysely'
import type { Database } from '../../../../db/schema'
import { likeEscaped, likeLower, likePattern, readPage } from '../shell/index.server'
import { phoneDigitsOf, phoneSearchDigits } from './booking-search'
import { brandBookings, leadNameOf, travellerCount } from './brand-bookings.server'

/*
 * The back office's bookings list (issue 14; docs/decisions/0031-back-office-bookings-and-departures.md): one brand's bookings
 * with search (reference, tour, departure code or date, a traveller's name, e-mail or telephone number — issue 26)
 * and filters, newest first unless a column's header chose another order,
 * and the number of bookings that match (for the pager's count).
 */

export const BOOKINGS_PAGE_SIZE = 25

export interface BookingListQuery {
  q: string
  status: '' | 'confirmed' | 'cancelled'
  balance: '' | 'due' | 'paid'
  from: string
  to: string
  page: number
  sort: BookingListSort
}

/** The columns the list sorts by (?sort=); newest booking first by default. */
export const BOOKING_SORT_KEYS = ['booked', 'departs', 'balance'] as const
export type BookingSortKey = (typeof BOOKING_SORT_KEYS)[number]
export interface BookingListSort {
  key: BookingSortKey
  direction: 'asc' | 'desc'
}
export const DEFAULT_BOOKING_SORT: BookingListSort = { key: 'booked', direction: 'desc' }

export interface BookingListRow {
  reference: string
  createdAt: string
  tourName: string
  tourCode: string
  departureDate: string
  leadName: string
  leadEmail: string | null
  travellers: number
  currency: string
  totalMinor: number
  amountPaidMinor: number
  balanceMinor: number
  status: string
  type: string
  /** 'web' | 'phone' (issue 26). */
  source: string
}

export async function listBookings(
  db: Kysely<Database>,
  brandId: string,
  query: BookingListQuery,
): Promise<{ rows: BookingListRow[]; hasMore: boolean; total: number }> {
  let select = brandBookings(db, brandId)
  if (query.q) {
    const pattern = likePattern(query.q)
    // A telephone number as typed (issue 26): any traveller's mobile or home number, compared as digits.
    const phone = phoneSearchDigits(query.q)
    select = select.where((eb) =>
      eb.or([
        likeLower(eb.ref('bookings.reference'), pattern),
        likeLower(eb.ref('bookings.tourName'), pattern),
        likeLower(eb.ref('bookings.tourCode'), pattern),
        likeLower(eb.ref('departures.code'), pattern),
        eb('departures.startDate', '=', query.q),
        eb.exists(
          eb
            .selectFrom('bookingPassengers as p')
            .select('p.bookingId')
            .whereRef('p.bookingId', '=', 'bookings.id')
            .where((inner) =>
              inner.or([
                likeLower(sql`${sql.ref('p.firstName')} || ' ' || ${sql.ref('p.lastName')}`, pattern),
                likeLower(inner.ref('p.email'), pattern),
                ...(phone
                  ? [
                      likeEscaped(phoneDigitsOf(sql.ref('p.mobilePhone')), `%${phone}%`),
                      likeEscaped(phoneDigitsOf(sql.ref('p.homePhone')), `%${phone}%`),
                    ]
                  : []),
              ]),
            ),
        ),
      ]),
    )
  }
  if (query.status) select = select.where('bookings.status', '=', query.status)
  // A cancelled booking has no balance to chase (issue 25): what it still owes is a fee, shown on the booking.
  if (query.balance === 'due')
    select = select
      .where('bookings.status', '!=', 'cancelled')
      .where(sql<boolean>`bookings.total_minor > bookings.amount_paid_minor`)
  if (query.balance === 'paid') select = select.where(sql<boolean>`bookings.total_minor <= bookings.amount_paid_minor`)
  if (query.from) select = select.where('departures.startDate', '>=', query.from)
  if (query.to) select = select.where('departures.startDate', '<=', query.to)
  const counted = await select.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
  const sortColumn = {
    booked: sql`bookings.created_at`,
    departs: sql`departures.start_date`,
    balance: sql`bookings.total_minor - bookings.amount_paid_minor`,
  }[query.sort.key]
  const page = await select
    .select([
      'bookings.reference',
      'bookings.createdAt',
      'bookings.tourName',
      'bookings.tourCode',
      'departures.startDate as departureDate',
      'lead.firstName',
      'lead.lastName',
      'lead.email as leadEmail',
      'bookings.currency',
      'bookings.totalMinor',
      'bookings.amountPaidMinor',
      'bookings.status',
      'bookings.type',
      'bookings.source',
      travellerCount().as('travellers'),
    ])
    .orderBy(sortColumn, query.sort.direction)
    .orderBy('bookings.createdAt', 'desc')
    .orderBy('bookings.id', 'desc')
    .$call(readPage(query.page, BOOKINGS_PAGE_SIZE))
  return {
    rows: page.rows.map((row) => ({
      reference: row.reference,
      createdAt: row.createdAt,
      tourName: row.tourName,
      tourCode: row.tourCode,
      departureDate: row.departureDate,
      leadName: leadNameOf(row),
      leadEmail: row.leadEmail ?? null,
      travellers: Number(row.travellers ?? 0),
      currency: row.currency,
      totalMinor: Number(row.totalMinor),
      amountPaidMinor: Number(row.amountPaidMinor),
      balanceMinor: Number(row.totalMinor) - Number(row.amountPaidMinor),
      status: row.status,
      type: row.type,
      source: row.source,
    })),
    hasMore: page.hasMore,
    total: Number(counted?.n ?? 0),
  }
}
