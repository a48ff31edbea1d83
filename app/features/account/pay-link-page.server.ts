import type { AccountDb } from './account-access.server'
import type { PaymentsAnswer } from './account-contract'
import { getPayments } from './account-payments.server'
import { payLinkOf } from './pay-links.server'
import type { BrandContext } from '../../context'
import { zonedDay } from '../ledger/index.server'

/*
 * /pay-balance?token=<token> (issue 27): what a guest's pay link opens. An unknown or expired link, or another brand's, reads as
 * "cannot be used"; a spent one says a payment was made with it; a live one shows the booking's balance and the
 * payment form (the account payment's own rules and card frame, scoped by the link to this booking only).
 */

export type PayLinkPageData =
  | { state: 'invalid' }
  | { state: 'used'; bookingReference: string }
  | {
      state: 'open'
      bookingReference: string
      tourName: string
      departureDate: string
      /** The last day (in the office's zone) the link works. */
      lastDay: string
      payments: PaymentsAnswer
    }

export async function loadPayLinkPage(
  db: AccountDb,
  brand: BrandContext,
  token: string,
  now = new Date(),
): Promise<{ page: PayLinkPageData; link: { token: string; expiresAt: string } | null }> {
  const link = await payLinkOf(db, brand.id, token, now)
  if (!link) return { page: { state: 'invalid' }, link: null }
  if (link.usedAt) return { page: { state: 'used', bookingReference: link.reference }, link: null }
  const who = { brand, payLink: { id: link.id, bookingId: link.bookingId } }
  const [payments, booking] = await Promise.all([
    getPayments(db, who, link.reference),
    db
      .selectFrom('bookings')
      .innerJoin('departures', 'departures.id', 'bookings.departureId')
      .select(['bookings.tourName', 'departures.startDate'])
      .where('bookings.id', '=', link.bookingId)
      .executeTakeFirst(),
  ])
  if (!payments || !booking) return { page: { state: 'invalid' }, link: null }
  return {
    page: {
      state: 'open',
      bookingReference: link.reference,
      tourName: booking.tourName,
      departureDate: booking.startDate,
      lastDay: zonedDay(new Date(Date.parse(link.expiresAt) - 1)),
      payments,
    },
    link: { token, expiresAt: link.expiresAt },
  }
}
