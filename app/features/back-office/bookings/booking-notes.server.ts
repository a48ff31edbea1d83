import type { AppDatabase } from '../../../../db/database.server'
import { recordAudit } from '../shell/index.server'
import { bookingOfBrand, orNoSuchBooking, type ActionInput } from './booking-actions.server'

/*
 * A staff note on a booking (issue 14).
 */

export async function addBookingNote(db: AppDatabase, input: ActionInput & { body: string }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const booking = orNoSuchBooking(await bookingOfBrand(trx, input).select(['id', 'reference']).executeTakeFirst())
    const note = await trx
      .insertInto('bookingNotes')
      .values({ bookingId: booking.id, staffId: input.staffId, body: input.body })
      .returning('id')
      .executeTakeFirstOrThrow()
    await recordAudit(trx, {
      staffId: input.staffId,
      brandId: input.brandId,
      action: 'booking.note',
      entity: 'booking',
      entityId: booking.reference,
      after: { noteId: Number(note.id), body: input.body },
    })
  })
}
