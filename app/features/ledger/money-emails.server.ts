import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema'
import type { CurrencyCode } from '../../lib/constants'
import { formatDate } from '../../lib/dates'
import { formatMoney } from '../../lib/money'
import { enqueueEmail, renderLetter, type LetterBrand } from '../email/index.server'
import type { BookingMoney } from './booking-money'

/*
 * The customer's e-mail for every money change (issue 25): cancelled (with the figures), refund issued, booking
 * amended. Queued in the outbox inside the change's own transaction, so the change and its e-mail commit together,
 * in the brand's letter (renderLetter) with a link to the booking in My bookings on the brand's own public origin.
 * The subject carries the booking reference, so the back office lists it on the booking.
 */

export const MONEY_EMAIL_KINDS = {
  cancelled: 'booking-cancelled',
  refund: 'booking-refund',
  amended: 'booking-amended',
  released: 'reservation-released',
} as const
export type MoneyEmailKind = keyof typeof MONEY_EMAIL_KINDS

export interface MoneyEmailFacts {
  kind: MoneyEmailKind
  reference: string
  tourName: string
  departureDate: string
  currency: CurrencyCode
  money: BookingMoney
  /** cancelled: the fee; refund: the amount refunded; amended: the change in total. */
  amountMinor: number
  /** refund: 'card' | 'bank transfer'. */
  refundMethod?: string
  /** released: the payment deadline that passed ('YYYY-MM-DD'). */
  deadline?: string
  /** amended: what changed, as the booking's statement words it. */
  change?: string
}

/** Subject and paragraphs of a money e-mail: pure, so the words are tested without a database. */
export function moneyEmailParagraphs(facts: MoneyEmailFacts): { subject: string; paragraphs: { text: string }[] } {
  const money = (minor: number) => formatMoney(minor, facts.currency)
  const holiday = `${facts.tourName}, departing ${formatDate(facts.departureDate)}`
  const standing =
    facts.money.toRefundMinor > 0
      ? `We owe you ${money(facts.money.toRefundMinor)}, which we will refund to you.`
      : facts.money.dueMinor > 0
        ? `The balance to pay is ${money(facts.money.dueMinor)}.`
        : facts.money.feeOwingMinor > 0
          ? `The cancellation charge still to pay is ${money(facts.money.feeOwingMinor)}.`
          : 'Nothing is owed either way.'
  switch (facts.kind) {
    case 'cancelled':
      return {
        subject: `Your booking ${facts.reference} is cancelled`,
        paragraphs: [
          { text: `Your booking ${facts.reference} (${holiday}) is cancelled.` },
          {
            text: `Cancellation charge: ${money(facts.amountMinor)}. You have paid ${money(facts.money.paidMinor)}.`,
          },
          { text: standing },
        ],
      }
    case 'released':
      return {
        subject: `Your reservation ${facts.reference} has been released`,
        paragraphs: [
          {
            text: `We held places on ${holiday} for your reservation ${facts.reference} until ${
              facts.deadline ? formatDate(facts.deadline) : 'its payment deadline'
            }. No payment reached us by then, so we have released the places and cancelled the reservation.`,
          },
          { text: standing },
          { text: 'If you would still like to travel, please call us: if places are left, we will gladly book you.' },
        ],
      }
    case 'refund':
      return {
        subject: `Refund issued on your booking ${facts.reference}`,
        paragraphs: [
          {
            text: `We have refunded ${money(facts.amountMinor)} ${
              facts.refundMethod === 'card' ? 'to the card you paid with' : 'to your bank account'
            } for your booking ${facts.reference} (${holiday}). It may take a few working days to reach you.`,
          },
          { text: `Total ${money(facts.money.totalMinor)}, paid ${money(facts.money.paidMinor)}. ${standing}` },
        ],
      }
    case 'amended':
      return {
        subject: `Your booking ${facts.reference} has been changed`,
        paragraphs: [
          {
            text: `Your booking ${facts.reference} (${holiday}) has been changed${
              facts.change ? ` (${facts.change})` : ''
            }: ${
              facts.amountMinor === 0
                ? 'the price is the same'
                : `${facts.amountMinor > 0 ? 'the price went up by' : 'the price went down by'} ${money(
                    Math.abs(facts.amountMinor),
                  )}`
            }.`,
          },
          { text: `New total ${money(facts.money.totalMinor)}, paid ${money(facts.money.paidMinor)}. ${standing}` },
        ],
      }
  }
}

/** Queues the e-mail to the booking's lead passenger in the caller's transaction; null when there is no address. */
export async function enqueueMoneyEmail(
  db: Kysely<Database>,
  input: {
    bookingId: number
    kind: MoneyEmailKind
    money: BookingMoney
    amountMinor: number
    refundMethod?: string
    deadline?: string
    /** amended: what changed. */
    change?: string
    /** The brand's public origin ('https://www.example.com'), for the link. */
    origin: string
  },
): Promise<number | null> {
  const booking = await bookingLetterFacts(db, input.bookingId)
  if (!booking) throw new Error(`No booking ${input.bookingId}`)
  if (!booking.leadEmail) return null
  const { subject, paragraphs } = moneyEmailParagraphs({
    kind: input.kind,
    reference: booking.reference,
    tourName: booking.tourName,
    departureDate: booking.startDate,
    currency: booking.currency === 'CAD' ? 'CAD' : 'GBP',
    money: input.money,
    amountMinor: input.amountMinor,
    refundMethod: input.refundMethod,
    deadline: input.deadline,
    change: input.change,
  })
  const letter = renderLetter(letterBrandOf(booking), subject, [
    ...paragraphs,
    {
      text: 'Your booking’s statement in My bookings shows every charge, payment and refund.',
      link: { url: `${input.origin.replace(/\/$/, '')}/my-bookings/${booking.reference}`, label: 'See your booking' },
    },
  ])
  return enqueueEmail(db, {
    brandId: booking.brandId,
    kind: MONEY_EMAIL_KINDS[input.kind],
    to: booking.leadEmail,
    subject,
    ...letter,
  })
}

/**
 * What a letter to a booking's lead traveller needs (money e-mails here, balance reminders in features/reminders):
 * the booking, its departure, state and market, the brand's letterhead and the lead's address. Undefined when there
 * is no such booking.
 */
export function bookingLetterFacts(db: Kysely<Database>, bookingId: number) {
  return db
    .selectFrom('bookings')
    .innerJoin('departures', 'departures.id', 'bookings.departureId')
    .innerJoin('brands', 'brands.id', 'bookings.brandId')
    .leftJoin('markets', 'markets.cultureCode', 'bookings.cultureCode')
    .leftJoin('bookingPassengers as lead', (join) =>
      join.onRef('lead.bookingId', '=', 'bookings.id').on('lead.isLead', '=', 1),
    )
    .select([
      'bookings.reference',
      'bookings.tourName',
      'bookings.currency',
      'bookings.status',
      'bookings.balanceDueDate',
      'bookings.customerId',
      'departures.startDate',
      'brands.id as brandId',
      'brands.name as brandName',
      'brands.phone',
      'brands.email',
      'brands.isCoach',
      'markets.code as marketCode',
      'lead.email as leadEmail',
    ])
    .where('bookings.id', '=', bookingId)
    .executeTakeFirst()
}

export type BookingLetterFacts = NonNullable<Awaited<ReturnType<typeof bookingLetterFacts>>>

/** The brand's letterhead of a booking's letter. */
export function letterBrandOf(booking: BookingLetterFacts): LetterBrand {
  return {
    id: booking.brandId,
    name: booking.brandName,
    phone: booking.phone,
    email: booking.email,
    isCoach: booking.isCoach === 1,
  }
}
