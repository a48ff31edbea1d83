import { sql } from 'kysely'
import type { AppDatabase } from '../../../../db/database.server'
import { inWriteTransaction } from '../../../../db/write-transaction.server'
import { announceCatalogueChange, recordAudit } from '../shell/index.server'
import { placesToRelease } from './booking-balance'
import { BookingActionRefused, lockedBooking, type ActionInput } from './booking-actions.server'

/*
 * Cancelling a booking from the back office (issue 14).
 */

/** Cancels the booking and gives its places back to the departure and its room types. */
export async function cancelBooking(db: AppDatabase, input: ActionInput): Promise<void> {
  await inWriteTransaction(db, async (trx, context) => {
    const booking = await lockedBooking(trx, context, input)
    if (booking.status === 'cancelled') throw new BookingActionRefused('This booking is already cancelled.', 409)
    const rooms = await trx
      .selectFrom('bookingRooms')
      .innerJoin('rooms', 'rooms.id', 'bookingRooms.roomId')
      .select(['bookingRooms.roomId', 'rooms.occupancy as roomTypeOccupancy'])
      .where('bookingRooms.bookingId', '=', booking.id)
      .execute()
    const released = placesToRelease(rooms)
    for (const [roomId, count] of released.roomsById) {
      await trx
        .updateTable('rooms')
        .set({ sold: sql<number>`CASE WHEN sold >= ${count} THEN sold - ${count} ELSE 0 END` })
        .where('id', '=', roomId)
        .execute()
    }
    await trx
      .updateTable('departures')
      .set({
        seatsSold: sql<number>`CASE WHEN seats_sold >= ${released.seats} THEN seats_sold - ${released.seats} ELSE 0 END`,
      })
      .where('id', '=', booking.departureId)
      .execute()
    const cancelledAt = new Date().toISOString()
    await trx.updateTable('bookings').set({ status: 'cancelled', cancelledAt }).where('id', '=', booking.id).execute()
    await recordAudit(trx, {
      staffId: input.staffId,
      brandId: input.brandId,
      action: 'booking.cancel',
      entity: 'booking',
      entityId: booking.reference,
      before: { status: booking.status },
      after: {
        status: 'cancelled',
        cancelledAt,
        seatsReleased: released.seats,
        rooms: Object.fromEntries(released.roomsById),
      },
    })
  })
  // Availability changed: every process's search and page caches drop the old answer at their next version check.
  await announceCatalogueChange(db)
}
