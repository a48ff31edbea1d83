import type { AppDatabase } from '../../../../db/database.server'
import {
  BOOKING_CONFIRMATION_EMAIL_KIND,
  bookingConfirmationEmail,
  bookingContactOf,
  bookingDetailsOf,
} from '../../bookings/index.server'
import { enqueueEmail } from '../../email/index.server'
import { brandContextOf, recordAudit } from '../shell/index.server'
import { BookingActionRefused, bookingOfBrand, orNoSuchBooking, type ActionInput } from './booking-actions.server'

/*
 * Sending a booking's confirmation e-mail again (issue 14).
 */

/**
 * Queues the booking confirmation e-mail again, to the lead passenger, with the booking as it is now (payments and
 * changes since included) and links on the brand's own site.
 */
export async function resendConfirmation(
  db: AppDatabase,
  input: ActionInput & { originFor: (brandId: string, marketCode: string) => string },
): Promise<string> {
  const booking = orNoSuchBooking(
    await bookingOfBrand(db, input).select(['id', 'reference', 'status', 'cultureCode']).executeTakeFirst(),
  )
  if (booking.status === 'cancelled')
    throw new BookingActionRefused('This booking is cancelled: there is no confirmation to send.', 409)
  const [contact, confirmation, brand] = await Promise.all([
    bookingContactOf(db, booking.id),
    bookingDetailsOf(db, booking.id),
    brandContextOf(db, input.brandId, booking.cultureCode),
  ])
  if (!contact?.leadEmail) throw new BookingActionRefused('The lead passenger has no e-mail address.', 409)
  if (!confirmation || !brand) throw new BookingActionRefused('No such booking.', 404)
  const email = bookingConfirmationEmail({
    brand,
    origin: input.originFor(brand.id, brand.marketCode),
    confirmation,
    leadName: contact.leadName,
  })
  await db.transaction().execute(async (trx) => {
    const emailId = await enqueueEmail(trx, {
      brandId: brand.id,
      kind: BOOKING_CONFIRMATION_EMAIL_KIND,
      to: contact.leadEmail!,
      ...email,
    })
    await recordAudit(trx, {
      staffId: input.staffId,
      brandId: input.brandId,
      action: 'booking.resend-confirmation',
      entity: 'booking',
      entityId: booking.reference,
      after: { emailId, to: contact.leadEmail },
    })
  })
  return contact.leadEmail
}
