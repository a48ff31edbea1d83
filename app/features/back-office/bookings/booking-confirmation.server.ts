import { type Kysely } from 'kysely'
import type { AppDatabase } from '../../../../db/database.server'
import type { Database } from '../../../../db/schema'
import type { BrandContext } from '../../../context'
import {
  BOOKING_CONFIRMATION_EMAIL_KIND,
  bookingConfirmationEmail,
  bookingContactOf,
  bookingDetailsOf,
} from '../../bookings/index.server'
import { enqueueEmail } from '../../email/index.server'
import { recordAudit } from '../shell/index.server'
import { BookingActionRefused, bookingOfBrand, orNoSuchBooking, type ActionInput } from './booking-actions.server'

/*
 * Sending a booking's confirmation e-mail again (issue 14).
 */

/** The brand and market a booking was sold in, as the e-mails need them. */
async function brandOfBooking(
  db: Kysely<Database>,
  brandId: string,
  cultureCode: string,
): Promise<BrandContext | null> {
  const row = await db
    .selectFrom('brands')
    .innerJoin('markets', (join) => join.on('markets.cultureCode', '=', cultureCode))
    .select([
      'brands.id',
      'brands.name',
      'brands.nameFormatted',
      'brands.isCoach',
      'brands.phone',
      'brands.email',
      'brands.marketingFormId',
      'markets.code as marketCode',
      'markets.currency',
      'markets.cultureCode',
    ])
    .where('brands.id', '=', brandId)
    .executeTakeFirst()
  if (!row) return null
  return {
    id: row.id,
    name: row.name,
    nameFormatted: row.nameFormatted,
    isCoach: row.isCoach === 1,
    phone: row.phone,
    email: row.email,
    marketingFormId: row.marketingFormId,
    marketCode: row.marketCode,
    currency: row.currency === 'CAD' ? 'CAD' : 'GBP',
    cultureCode: row.cultureCode,
  }
}

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
    brandOfBooking(db, input.brandId, booking.cultureCode),
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
