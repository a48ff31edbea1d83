import { expressionBuilder, type Kysely } from 'kysely'
import type { Database } from '../../../../db/schema'

/*
 * The brand's bookings as the back office's lists read them (issues 14 and 26): the bookings list, a departure's
 * bookings and the bookings download start from the same rows, each booking with its departure and its lead
 * passenger, and count the travellers the same way.
 */

/** The brand's bookings with their departure and lead passenger (`lead`, null fields when none), to filter and select. */
export function brandBookings(db: Kysely<Database>, brandId: string) {
  return db
    .selectFrom('bookings')
    .innerJoin('departures', 'departures.id', 'bookings.departureId')
    .leftJoin('bookingPassengers as lead', (join) =>
      join.onRef('lead.bookingId', '=', 'bookings.id').on('lead.isLead', '=', 1),
    )
    .where('bookings.brandId', '=', brandId)
}

/** The booking's travellers (every passenger on it), as a column of a select on bookings. */
export function travellerCount() {
  return expressionBuilder<Database, 'bookings'>()
    .selectFrom('bookingPassengers as t')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .whereRef('t.bookingId', '=', 'bookings.id')
}

/** A lead passenger's name as staff read it ('Ann Lee'; one part when the other is missing). */
export function leadNameOf(row: { firstName: string | null; lastName: string | null }): string {
  return [row.firstName, row.lastName].filter(Boolean).join(' ')
}
