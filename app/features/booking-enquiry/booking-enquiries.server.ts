import type { AppDatabase } from '../../../db/database.server'
import type { BrandContext } from '../../context'
import { getQuote } from '../checkout/index.server'
import { enqueueEmail } from '../email/index.server'
import { bookingEnquiryReference, type BookingEnquiryRequest } from './booking-enquiry-contract'
import { bookingEnquiryEmail, type EnquiryQuote } from './booking-enquiry-email.server'

/*
 * Storing a booking-failed enquiry (checkout §8 "room submission failure"): the request has passed
 * bookingEnquiryRequestSchema; the enquiry and its e-mail to the operator are written in one transaction, so
 * reservations never get one without the other. The quote id the page carried is linked only when it is the
 * enquiring browser session's own quote of this brand (a quote is readable only by its session: another's quoteId
 * shows nothing, here as in the checkout); the number itself is kept for the operator either way.
 */

export const BOOKING_ENQUIRY_EMAIL_KIND = 'booking-failed-enquiry'

export type BookingEnquiryOutcome =
  | { kind: 'stored'; enquiryId: number; reference: string; emailId: number }
  /** The honeypot was filled in: answered like a success, nothing stored, nothing sent. */
  | { kind: 'ignored' }

export async function submitBookingEnquiry(
  db: AppDatabase,
  brand: BrandContext,
  sessionId: string | null,
  request: BookingEnquiryRequest,
  options: { now?: Date } = {},
): Promise<BookingEnquiryOutcome> {
  if (request.website && request.website.trim() !== '') return { kind: 'ignored' }
  const now = (options.now ?? new Date()).toISOString()
  const quote = request.quoteId !== null && sessionId ? await getQuote(db, brand, sessionId, request.quoteId) : null
  const enquiryQuote: EnquiryQuote | null = quote
    ? {
        quoteId: quote.quoteId,
        tourCode: quote.tourCode,
        departureId: quote.departureId,
        travellers: quote.passengers.length,
        subtotal: quote.subtotal,
        currency: quote.currency,
      }
    : null

  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('bookingEnquiries')
      .values({
        brandId: brand.id,
        quoteId: quote?.quoteId ?? null,
        reportedQuoteId: request.quoteId,
        firstName: request.firstName,
        lastName: request.lastName,
        email: request.email,
        telephone: request.telephone,
        message: request.message ? request.message : null,
        tourName: request.tourName ? request.tourName : null,
        departureDate: request.departureDate ? request.departureDate : null,
        handledAt: null,
        createdAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const enquiryId = Number(id)
    const reference = bookingEnquiryReference(enquiryId)
    const email = bookingEnquiryEmail({ brand, reference, request, quote: enquiryQuote })
    const emailId = await enqueueEmail(trx, {
      brandId: brand.id,
      kind: BOOKING_ENQUIRY_EMAIL_KIND,
      // The operator's reservations inbox: the brand's own address (brands.email).
      to: brand.email,
      subject: email.subject,
      text: email.text,
      html: email.html,
    })
    return { kind: 'stored', enquiryId, reference, emailId }
  })
}
