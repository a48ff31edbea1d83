// Long file (over 400 lines): the trusted confirm is one write transaction whose checks must be read in order, together (checkout §4, ARCHITECTURE.md "Selling").
import type { Kysely } from 'kysely'
import type { AppDatabase } from '../../../db/database.server'
import type { Database } from '../../../db/schema'
import type { BrandContext } from '../../context'
import { PAYMENT_OPTION_DEPOSIT_ONLY, PAYMENT_OPTION_FULL_BALANCE } from '../../lib/constants'
import {
  NotEnoughPlacesError,
  amountToPayFor,
  bookingTypeOf,
  isReservation,
  paymentTermsOfQuote,
  quoteHasMobilityLimitations,
  renewHoldLocked,
  type ConfirmBookingAnswer,
  type ConfirmBookingRequest,
  type PaymentOption,
} from '../checkout/index.server'
import { inWriteTransaction, lockDeparture } from '../../../db/write-transaction.server'
import { todayIso } from '../departures/index.server'
import { appendLedgerLines, recordSaleLines, settleBookingMoney } from '../ledger/index.server'
import { recordGuestBooker } from './guest-bookers.server'
import type { AppPaymentProvider, PaymentTransaction } from '../payments/index.server'
import { bookingContactOf, bookingDetailsOf } from './booking-confirmation.server'
import { enqueueBookingEmails } from './booking-emails.server'
import { newBookingReference } from './booking-reference'

/*
 * The trusted step (checkout §4 "confirm"; ARCHITECTURE.md "Selling"; checkout §7 "POST /confirm-booking").
 *
 * In ONE write transaction with the departure locked: the transaction is approved, is this quote's and this
 * session's, and its amount is the server's own figure for the option chosen at the payment submit; the quote's
 * places are still its own (its holds are taken again, which fails if someone else has them by now); then the holds
 * become sold places (departures.seats_sold, rooms.sold), the booking is written with its rooms, passengers,
 * excursions, visas, donations and payment, the quote is marked booked, the transaction linked to the booking and
 * the e-mails queued. Idempotent: a confirm of an already booked quote with the same transaction (or, for a
 * reservation, no transaction) answers the same booking; the unique constraints on bookings.quote_id and
 * payments.transaction_id are the last line of defence. When the places are gone the payment is voided with the
 * provider, after the refused transaction has rolled back, so the traveller is never charged for nothing.
 */

type Db = Kysely<Database>

const QUOTE_COLUMNS_FOR_BOOKING = [
  'id',
  'departureId',
  'tourCode',
  'currency',
  'cultureCode',
  'subtotalMinor',
  'donationId',
  'transactionId',
  'paymentOption',
  'status',
  'discountMinor',
  'discountReason',
  'agentStaffId',
] as const

export const PAYMENT_DECLINED_MESSAGE = 'Your payment was declined. Please try another card.'
export const PAYMENT_ERROR_MESSAGE =
  'Sorry, there was a problem taking your payment. You have not been charged. Please try again.'
export const PAYMENT_PENDING_MESSAGE = 'Your payment has not completed yet. Please wait a moment and try again.'
export const PAYMENT_CANCELLED_MESSAGE =
  'This payment has been cancelled and you have not been charged. Please pay again to book.'
export const PAYMENT_MISMATCH_MESSAGE =
  'Sorry, the payment does not match your booking. It has been cancelled and you have not been charged. Please pay again.'
export const PLACES_GONE_MESSAGE =
  'Sorry, the places on this departure have just been taken. Your payment has been cancelled and you have not been charged.'
export const PLACES_GONE_RESERVATION_MESSAGE =
  'Sorry, the places on this departure have just been taken. Please call us and we will look for another date.'
export const PAYMENT_REQUIRED_MESSAGE = 'Please pay by card to book this holiday.'
export const DISCOUNT_ABOVE_PRICE_MESSAGE =
  'The discount is now more than the price of the holiday. Please give the discount again.'
export const ALREADY_BOOKED_MESSAGE =
  'This holiday has already been booked. This payment has been cancelled and you have not been charged.'

/** A refused confirm: 409 with the UserFriendlyError message, or 404 (not this session's). */
export class BookingRefusedError extends Error {
  override readonly name = 'BookingRefusedError'
  constructor(
    message: string,
    readonly status: 404 | 409,
    /** Void this transaction with the provider once the refused transaction has rolled back. */
    readonly voidTransactionId: string | null = null,
  ) {
    super(message)
  }
}

const notFound = () => new BookingRefusedError('No such quote or payment.', 404)

export interface ConfirmDependencies {
  provider: AppPaymentProvider
  /** The configured public origin, for the e-mails' links. */
  origin: string
  now?: Date
  today?: string
  holdMinutes?: number
  lockWaitMs?: number
}

export interface Confirmer {
  brand: BrandContext
  sessionId: string
  customerId: number | null
  /** A booking taken by a member of staff on the phone (issue 26, ADR 0059); absent for the web checkout. */
  phone?: PhoneSale
}

/** How a phone booking is settled: the card frame's transaction, an offline payment, or a reservation. */
export type PhoneSettlement = 'card' | 'offline' | 'reserve'

export interface PhoneSale {
  /** The agent who took it: must be the quote's own agent. */
  agentStaffId: number
  settlement: PhoneSettlement
  /**
   * Runs in the confirm's transaction once the booking, its sale lines and its discount are written, before the
   * money is settled and the e-mails queued: the offline payment, the reservation's deadline, the audit row.
   */
  record: (trx: Db, booking: { id: number; reference: string; brandId: string; currency: string }) => Promise<void>
}

function refusalOfStatus(transaction: PaymentTransaction): BookingRefusedError | null {
  switch (transaction.status) {
    case 'approved':
      return null
    case 'declined':
      return new BookingRefusedError(PAYMENT_DECLINED_MESSAGE, 409)
    case 'error':
      return new BookingRefusedError(PAYMENT_ERROR_MESSAGE, 409)
    case 'created':
    case 'pending':
      return new BookingRefusedError(PAYMENT_PENDING_MESSAGE, 409)
    default:
      return new BookingRefusedError(PAYMENT_CANCELLED_MESSAGE, 409)
  }
}

async function existingAnswer(db: Db, bookingId: number): Promise<ConfirmBookingAnswer> {
  const confirmation = await bookingDetailsOf(db, bookingId)
  if (!confirmation) throw new Error(`Booking ${bookingId} vanished`)
  return { success: true, ...confirmation }
}

/**
 * The answer for an already booked quote: the same booking when this confirm is a replay (the same transaction, or
 * a reservation's null), else a refusal that voids the stray payment.
 */
async function replayOf(db: Db, quoteId: number, transactionId: string | null): Promise<ConfirmBookingAnswer> {
  const booking = await db
    .selectFrom('bookings')
    .select(['id', 'type'])
    .where('quoteId', '=', quoteId)
    .executeTakeFirst()
  if (!booking) throw new BookingRefusedError(ALREADY_BOOKED_MESSAGE, 409, transactionId)
  if (transactionId === null) {
    if (booking.type === 'reserved') return existingAnswer(db, booking.id)
    throw new BookingRefusedError(ALREADY_BOOKED_MESSAGE, 409)
  }
  const payment = await db
    .selectFrom('payments')
    .select('bookingId')
    .where('transactionId', '=', transactionId)
    .executeTakeFirst()
  if (payment?.bookingId === booking.id) return existingAnswer(db, booking.id)
  throw new BookingRefusedError(ALREADY_BOOKED_MESSAGE, 409, transactionId)
}

async function uniqueReference(trx: Db): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const reference = newBookingReference()
    const taken = await trx.selectFrom('bookings').select('id').where('reference', '=', reference).executeTakeFirst()
    if (!taken) return reference
  }
  throw new Error('Could not draw a free booking reference')
}

export async function confirmBooking(
  db: AppDatabase,
  who: Confirmer,
  request: ConfirmBookingRequest,
  deps: ConfirmDependencies,
): Promise<ConfirmBookingAnswer> {
  const { brand, sessionId } = who
  if (!sessionId) throw notFound()
  const transactionId = request.transactionId
  // The provider's answer is fetched before the transaction (ADR 0036: its call never holds the locks) and verified
  // inside it against the locked quote: this session's and this quote's, the transaction the quote recorded at the
  // payment submit, the server's amount and currency. A sweep that voids it meanwhile detaches it from the quote
  // first, under the same lock (unbooked-payments.server.ts), so a stale 'approved' can never be booked.
  const transaction: PaymentTransaction | null =
    transactionId === null ? null : await deps.provider.getPayment(transactionId)
  if (transactionId !== null && !transaction) throw notFound()
  try {
    return await inWriteTransaction(
      db,
      async (trx, context) => {
        const first = await trx
          .selectFrom('quotes')
          .select(QUOTE_COLUMNS_FOR_BOOKING)
          .where('id', '=', request.quoteId)
          .where('sessionId', '=', sessionId)
          .where('brandId', '=', brand.id)
          .executeTakeFirst()
        if (!first) throw notFound()
        if (
          transaction !== null &&
          (transaction.purpose !== 'checkout' ||
            transaction.sessionId !== sessionId ||
            transaction.quoteId !== first.id)
        ) {
          throw notFound()
        }
        await lockDeparture(trx, context, first.departureId)
        // Read again under the lock: a concurrent confirm of the same quote may have booked it meanwhile.
        const quote = await trx
          .selectFrom('quotes')
          .select(QUOTE_COLUMNS_FOR_BOOKING)
          .where('id', '=', first.id)
          .executeTakeFirstOrThrow()
        if (quote.status === 'booked') return replayOf(trx, quote.id, transactionId)
        if (quote.status !== 'open' || quote.departureId !== first.departureId) throw notFound()

        const now = deps.now ?? new Date()
        const today = deps.today ?? todayIso(now)
        const travellers = await trx
          .selectFrom('quotePassengers')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('quoteId', '=', quote.id)
          .executeTakeFirstOrThrow()
        const phone = who.phone ?? null
        // A phone quote is its agent's; a web quote never carries an agent (or a discount).
        if ((phone?.agentStaffId ?? null) !== (quote.agentStaffId ?? null)) throw notFound()
        // The agreed total: the subtotal less a phone quote's discount (ADR 0059), the terms' and the card's base.
        const agreedTotal = quote.subtotalMinor - Number(quote.discountMinor)
        // A price cut since the discount was given can leave it above the price: the agent gives it again.
        if (agreedTotal < 0) throw new BookingRefusedError(DISCOUNT_ABOVE_PRICE_MESSAGE, 409)
        const terms = await paymentTermsOfQuote(
          trx,
          { departureId: quote.departureId, subtotal: agreedTotal, travellers: Number(travellers.count) },
          today,
        )
        const mobility = await quoteHasMobilityLimitations(trx, quote.id)
        const reservation =
          phone === null
            ? isReservation({ passengers: [{ mobilityLimitations: mobility }], canPay: terms.canPay })
            : phone.settlement === 'reserve'

        let amountPaid = 0
        if (transaction === null) {
          if (phone !== null ? phone.settlement === 'card' : !reservation)
            throw new BookingRefusedError(PAYMENT_REQUIRED_MESSAGE, 409)
        } else if (phone !== null && phone.settlement !== 'card') {
          throw notFound()
        } else {
          const refusal = refusalOfStatus(transaction)
          if (refusal) throw refusal
          const option: PaymentOption =
            quote.paymentOption === PAYMENT_OPTION_DEPOSIT_ONLY
              ? PAYMENT_OPTION_DEPOSIT_ONLY
              : PAYMENT_OPTION_FULL_BALANCE
          const expected = amountToPayFor(option, terms)
          if (
            quote.transactionId !== transaction.id ||
            quote.paymentOption === null ||
            transaction.amountMinor !== expected ||
            transaction.currency !== quote.currency
          ) {
            throw new BookingRefusedError(PAYMENT_MISMATCH_MESSAGE, 409, transaction.id)
          }
          amountPaid = transaction.amountMinor
        }

        // The places: the quote's own holds taken again from now (fails if someone else has them by now).
        try {
          await renewHoldLocked(trx, quote, now, { holdMinutes: deps.holdMinutes, today })
        } catch (error) {
          if (error instanceof NotEnoughPlacesError) {
            throw new BookingRefusedError(
              transaction ? PLACES_GONE_MESSAGE : PLACES_GONE_RESERVATION_MESSAGE,
              409,
              transaction?.id ?? null,
            )
          }
          throw error
        }
        const bookingId = await writeBooking(trx, {
          brand,
          who,
          quote,
          reservation,
          agreedTotal,
          amountPaid,
          terms,
          transaction,
        })
        const confirmation = await bookingDetailsOf(trx, bookingId)
        const contact = await bookingContactOf(trx, bookingId)
        if (!confirmation || !contact) throw new Error('The booking just written cannot be read')
        await enqueueBookingEmails(trx, {
          brand,
          origin: deps.origin,
          confirmation,
          contact,
          quoteId: quote.id,
          transactionId: transaction?.id ?? null,
        })
        return { success: true as const, ...confirmation }
      },
      { lockWaitMs: deps.lockWaitMs },
    )
  } catch (error) {
    if (error instanceof BookingRefusedError && error.voidTransactionId) {
      // After the rollback: release the money of a payment that bought nothing. A void that fails leaves the
      // transaction approved and unbooked for the operator's reconciliation; the refusal stands either way.
      await deps.provider.voidPayment(error.voidTransactionId).catch(() => undefined)
    }
    throw error
  }
}

interface QuoteForBooking {
  id: number
  departureId: number
  tourCode: string
  currency: string
  cultureCode: string
  subtotalMinor: number
  donationId: number | null
  discountMinor: number
  discountReason: string | null
}

async function writeBooking(
  trx: Db,
  input: {
    brand: BrandContext
    who: Confirmer
    quote: QuoteForBooking
    reservation: boolean
    agreedTotal: number
    amountPaid: number
    terms: { depositAmount: number; dueDate: string | null; transactionType: string; fullBalance: number }
    transaction: PaymentTransaction | null
  },
): Promise<number> {
  const { quote, brand, transaction } = input
  const holds = await trx
    .selectFrom('inventoryHolds')
    .select(['roomId', 'rooms', 'places'])
    .where('quoteId', '=', quote.id)
    .execute()
  let places = 0
  for (const hold of holds) {
    places += hold.places
    await trx
      .updateTable('rooms')
      .set((eb) => ({ sold: eb('sold', '+', hold.rooms) }))
      .where('id', '=', hold.roomId)
      .execute()
  }
  await trx
    .updateTable('departures')
    .set((eb) => ({ seatsSold: eb('seatsSold', '+', places) }))
    .where('id', '=', quote.departureId)
    .execute()
  await trx.deleteFrom('inventoryHolds').where('quoteId', '=', quote.id).execute()

  const tour = await trx
    .selectFrom('departures')
    .innerJoin('tours', 'tours.id', 'departures.tourId')
    .select(['tours.name'])
    .where('departures.id', '=', quote.departureId)
    .executeTakeFirstOrThrow()
  const total = input.agreedTotal
  const phone = input.who.phone ?? null
  const reference = await uniqueReference(trx)
  const booking = await trx
    .insertInto('bookings')
    .values({
      reference,
      brandId: brand.id,
      quoteId: quote.id,
      customerId: input.who.customerId,
      sessionId: input.who.sessionId,
      departureId: quote.departureId,
      tourCode: quote.tourCode,
      tourName: tour.name,
      type: bookingTypeOf({ reservation: input.reservation, total, amountPaid: input.amountPaid }),
      currency: quote.currency,
      cultureCode: quote.cultureCode,
      // The sale's lines add up to the subtotal; a discount is its own line below, and settling projects the total.
      totalMinor: quote.subtotalMinor,
      amountPaidMinor: input.amountPaid,
      depositMinor: input.terms.depositAmount,
      balanceDueDate: input.amountPaid >= total ? null : input.terms.dueDate,
      source: phone ? 'phone' : 'web',
      agentStaffId: phone?.agentStaffId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const bookingId = booking.id

  const rooms = await trx
    .selectFrom('quoteRooms')
    .innerJoin('rooms', 'rooms.id', 'quoteRooms.roomId')
    .select([
      'quoteRooms.id',
      'quoteRooms.roomId',
      'rooms.name',
      'quoteRooms.occupancy',
      'quoteRooms.pricePerPersonMinor',
      'quoteRooms.supplementMinor',
    ])
    .where('quoteRooms.quoteId', '=', quote.id)
    .orderBy('quoteRooms.position')
    .execute()
  const roomIds = new Map<number, number>()
  for (const room of rooms) {
    const inserted = await trx
      .insertInto('bookingRooms')
      .values({
        bookingId,
        roomId: room.roomId,
        name: room.name,
        occupancy: room.occupancy,
        pricePerPersonMinor: room.pricePerPersonMinor,
        supplementMinor: room.supplementMinor,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    roomIds.set(room.id, inserted.id)
  }

  const passengers = await trx
    .selectFrom('quotePassengers')
    .selectAll()
    .where('quoteId', '=', quote.id)
    .orderBy('position')
    .execute()
  const passengerIds = new Map<number, number>()
  for (const passenger of passengers) {
    const { id, quoteId: _quoteId, quoteRoomId, passengerKey: _key, ...columns } = passenger
    const inserted = await trx
      .insertInto('bookingPassengers')
      .values({
        ...columns,
        bookingId,
        bookingRoomId: quoteRoomId === null ? null : (roomIds.get(quoteRoomId) ?? null),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    passengerIds.set(id, inserted.id)
  }

  const excursions = await trx
    .selectFrom('quoteExcursions')
    .innerJoin('excursions', 'excursions.id', 'quoteExcursions.excursionId')
    .select(['quoteExcursions.excursionId', 'quoteExcursions.passengerId', 'excursions.priceMinor'])
    .where('quoteExcursions.quoteId', '=', quote.id)
    .execute()
  if (excursions.length > 0) {
    await trx
      .insertInto('bookingExcursions')
      .values(
        excursions.map((row) => ({
          bookingId,
          excursionId: row.excursionId,
          passengerId: passengerIds.get(row.passengerId)!,
          priceMinor: row.priceMinor,
        })),
      )
      .execute()
  }
  const visas = await trx
    .selectFrom('quoteVisas')
    .innerJoin('visas', 'visas.id', 'quoteVisas.visaId')
    .select(['quoteVisas.visaId', 'quoteVisas.passengerId', 'visas.priceMinor'])
    .where('quoteVisas.quoteId', '=', quote.id)
    .execute()
  if (visas.length > 0) {
    await trx
      .insertInto('bookingVisas')
      .values(
        visas.map((row) => ({
          bookingId,
          visaId: row.visaId,
          passengerId: passengerIds.get(row.passengerId)!,
          priceMinor: row.priceMinor,
        })),
      )
      .execute()
  }
  const donations = await trx
    .selectFrom('quoteDonations')
    .select(['donationId', 'passengerId', 'amountMinor'])
    .where('quoteId', '=', quote.id)
    .execute()
  if (donations.length > 0) {
    await trx
      .insertInto('bookingDonations')
      .values(
        donations.map((row) => ({
          bookingId,
          donationId: row.donationId,
          passengerId: row.passengerId === null ? null : (passengerIds.get(row.passengerId) ?? null),
          amountMinor: row.amountMinor,
        })),
      )
      .execute()
  }

  // The sale's ledger lines (issue 25): what the customer bought, adding up to the agreed total.
  await recordSaleLines(trx, bookingId, 'customer')
  const discountMinor = Number(quote.discountMinor)
  if (discountMinor > 0) {
    await appendLedgerLines(trx, { id: bookingId, currency: quote.currency }, [
      {
        kind: 'discount',
        description: 'Discount',
        amountMinor: -discountMinor,
        reason: quote.discountReason,
        actor: 'staff',
        staffId: phone?.agentStaffId ?? null,
      },
    ])
  }
  // A booker without an account is a guest customer of the brand from now on (issue 26).
  await recordGuestBooker(trx, bookingId)

  if (transaction) {
    await trx
      .insertInto('payments')
      .values({
        bookingId,
        transactionId: transaction.id,
        amountMinor: transaction.amountMinor,
        currency: transaction.currency,
        cardTypeId: transaction.cardTypeId,
        paymentType: input.amountPaid >= total ? 'Full Payment' : 'Deposit Only',
      })
      .execute()
    await trx.updateTable('paymentTransactions').set({ bookingId }).where('id', '=', transaction.id).execute()
  }
  if (phone) await phone.record(trx, { id: bookingId, reference, brandId: brand.id, currency: quote.currency })
  if (discountMinor > 0 || phone) await settleBookingMoney(trx, bookingId)
  await trx
    .updateTable('quotes')
    .set({ status: 'booked', transactionId: transaction?.id ?? null, updatedAt: new Date().toISOString() })
    .where('id', '=', quote.id)
    .execute()
  return bookingId
}
