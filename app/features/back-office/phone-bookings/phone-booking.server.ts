import type { Kysely } from 'kysely'
import type { AppDatabase } from '../../../../db/database.server'
import type { Database } from '../../../../db/schema'
import { inWriteTransaction } from '../../../../db/write-transaction.server'
import type { BrandContext } from '../../../context'
import { confirmBooking, type ConfirmDependencies, type PhoneSale } from '../../bookings/index.server'
import {
  QuoteNotFoundError,
  lockOwnOpenQuote,
  submitPayment,
  submitRooms,
  type PaymentSubmitRequest,
  type RoomsResponseRequest,
} from '../../checkout/index.server'
import { moneySettingsOf, zonedDay } from '../../ledger/index.server'
import type { AppPaymentProvider } from '../../payments/index.server'
import { planJob } from '../../scheduler/index.server'
import {
  RESERVATION_RELEASE_JOB,
  insertOfflineTransaction,
  insertStaffPayment,
  reservationDeadlineProblem,
  reservationReleaseAt,
  reservationReleaseKey,
} from '../bookings/index.server'
import { recordAudit } from '../shell/index.server'
import { decideDiscount, phoneSessionIdOf, type FieldProblems, type SettlementDecision } from './phone-booking-rules'

/*
 * Phone bookings (issue 26, ADR 0059): the agent sells through the checkout's own quote engine — the same holds,
 * repricing, subtotal rule, passenger rules and payment terms — under a quote session derived from the staff
 * session, and the booking is written by the checkout's one confirm transaction, told who took it and how it is
 * settled. Only the discount and the settlement are new, and both are written inside the engine's transactions.
 */

type Db = Kysely<Database>

/** The member of staff taking the booking: their id, name and role, and their session (the quote's owner). */
export interface PhoneAgent {
  staffId: number
  name: string
  role: string
  staffSessionId: string
}

/** The path the card frame returns to when the agent's card payment is done (framed, under the staff cookie). */
export const PHONE_PAYMENT_COMPLETE_PATH = '/admin/bookings/new/payment-complete'

export class PhoneBookingRefused extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409,
    readonly fieldErrors: FieldProblems = {},
  ) {
    super(message)
  }
}

/** The rooms step: the checkout's rooms response under the agent's quote session, the quote then marked as theirs. */
export async function submitPhoneRooms(
  db: AppDatabase,
  brand: BrandContext,
  agent: PhoneAgent,
  request: RoomsResponseRequest,
  options: { now?: Date; holdMinutes?: number } = {},
) {
  const sessionId = phoneSessionIdOf(agent.staffSessionId)
  const quote = await submitRooms(db, brand, sessionId, request, options)
  await db
    .updateTable('quotes')
    .set({ agentStaffId: agent.staffId })
    .where('id', '=', quote.quoteId)
    .where('sessionId', '=', sessionId)
    .execute()
  return quote
}

/** The phone quote's discount and agreed figures, for the review (its subtotal is the engine's last pricing). */
export async function phoneQuoteMoney(db: Db, brand: BrandContext, agent: PhoneAgent, quoteId: number) {
  const row = await db
    .selectFrom('quotes')
    .select(['subtotalMinor', 'discountMinor', 'discountReason', 'transactionId', 'status'])
    .where('id', '=', quoteId)
    .where('sessionId', '=', phoneSessionIdOf(agent.staffSessionId))
    .where('brandId', '=', brand.id)
    .executeTakeFirst()
  if (!row) return null
  const discountMinor = Number(row.discountMinor)
  return {
    subtotalMinor: Number(row.subtotalMinor),
    discountMinor,
    discountReason: row.discountReason,
    agreedTotalMinor: Number(row.subtotalMinor) - discountMinor,
    transactionId: row.transactionId,
    status: row.status,
  }
}

/**
 * Sets (or clears) the open phone quote's discount under the departure lock: a sales agent up to the brand's
 * approval limit, an administrator any amount, never above the subtotal. A payment started before is dropped: its
 * amount no longer describes the quote (as new passenger details drop it in the checkout).
 */
export async function setPhoneDiscount(
  db: AppDatabase,
  brand: BrandContext,
  agent: PhoneAgent,
  input: { quoteId: number; amount: string; reason: string },
): Promise<{ amountMinor: number }> {
  return inWriteTransaction(db, async (trx, context) => {
    const quote = await ownOpenQuote(trx, context, brand, agent, input.quoteId)
    const settings = await moneySettingsOf(trx, brand.id)
    const decision = decideDiscount({
      amount: input.amount,
      reason: input.reason,
      role: agent.role,
      limitMinor: settings.approvalLimitMinor,
      subtotalMinor: quote.subtotalMinor,
    })
    if (!decision.ok) throw new PhoneBookingRefused('Please check the discount.', 400, decision.errors)
    await trx
      .updateTable('quotes')
      .set({
        discountMinor: decision.amountMinor,
        discountReason: decision.reason,
        transactionId: null,
        paymentOption: null,
      })
      .where('id', '=', quote.id)
      .execute()
    return { amountMinor: decision.amountMinor }
  })
}

async function ownOpenQuote(
  trx: Db,
  context: { dialect: 'sqlite' | 'postgres' },
  brand: BrandContext,
  agent: PhoneAgent,
  quoteId: number,
) {
  try {
    return await lockOwnOpenQuote(trx, context, brand, phoneSessionIdOf(agent.staffSessionId), quoteId)
  } catch (error) {
    if (error instanceof QuoteNotFoundError) throw new PhoneBookingRefused('No such booking in progress.', 404)
    throw error
  }
}

/** Settle by card: the checkout's payment submit under the agent's session; answers the card frame to show. */
export function startPhoneCardPayment(
  db: AppDatabase,
  brand: BrandContext,
  agent: PhoneAgent,
  request: PaymentSubmitRequest,
  provider: AppPaymentProvider,
  options: { holdMinutes?: number | undefined } = {},
) {
  return submitPayment(db, brand, phoneSessionIdOf(agent.staffSessionId), request, provider, {
    ...options,
    returnPath: PHONE_PAYMENT_COMPLETE_PATH,
  })
}

/** The brand's verified account with the lead's e-mail, which the booking then belongs to; else a guest booker. */
async function accountOfLead(db: Db, brandId: string, quoteId: number): Promise<number | null> {
  const lead = await db
    .selectFrom('quotePassengers')
    .select('email')
    .where('quoteId', '=', quoteId)
    .where('isLead', '=', 1)
    .executeTakeFirst()
  const email = lead?.email?.trim().toLowerCase()
  if (!email) return null
  const account = await db
    .selectFrom('customers')
    .select('id')
    .where('brandId', '=', brandId)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .where('emailVerifiedAt', 'is not', null)
    .executeTakeFirst()
  return account ? Number(account.id) : null
}

type Settlement = Extract<SettlementDecision, { ok: true }>['settlement']

/** Noon UTC of the day an offline payment came in (today's payment: now), so reports count it on that day. */
const paidAt = (date: string, now: Date) => (date >= zonedDay(now) ? now.toISOString() : `${date}T12:00:00.000Z`)

/**
 * The confirm: the checkout's confirmBooking told that the agent took it and how it is settled. A card settlement
 * confirms the transaction the payment submit recorded on the quote; an offline payment is written as a payment in
 * the confirm's own transaction; a reservation gets its payment deadline and its release job there too. An audit
 * row says who took the booking by phone.
 */
export async function confirmPhoneBooking(
  db: AppDatabase,
  brand: BrandContext,
  agent: PhoneAgent,
  input: { quoteId: number; settlement: Settlement },
  deps: ConfirmDependencies,
) {
  const sessionId = phoneSessionIdOf(agent.staffSessionId)
  const money = await phoneQuoteMoney(db, brand, agent, input.quoteId)
  if (!money) throw new PhoneBookingRefused('No such booking in progress.', 404)
  const now = deps.now ?? new Date()
  const { settlement } = input
  if (settlement.kind === 'offline' && settlement.amountMinor > money.agreedTotalMinor)
    throw new PhoneBookingRefused('Please check the payment.', 400, {
      amount: 'The amount is more than the price of the booking.',
    })
  if (settlement.kind === 'card' && !money.transactionId)
    throw new PhoneBookingRefused('Take the card payment in the frame first.', 409)

  const phone: PhoneSale = {
    agentStaffId: agent.staffId,
    settlement: settlement.kind,
    record: async (trx, booking) => {
      const after: Record<string, unknown> = { source: 'phone', settlement: settlement.kind }
      if (settlement.kind === 'offline') {
        const transactionId = await insertOfflineTransaction(trx, booking, {
          amountMinor: settlement.amountMinor,
          status: 'approved',
          reference: settlement.reference,
          description: `Offline payment (${settlement.method}) taken with a phone booking`,
        })
        await insertStaffPayment(trx, booking, {
          transactionId,
          amountMinor: settlement.amountMinor,
          paymentType: settlement.amountMinor >= money.agreedTotalMinor ? 'Full Payment' : 'Deposit Only',
          method: settlement.method,
          reference: settlement.reference,
          staffId: agent.staffId,
          createdAt: paidAt(settlement.date, now),
        })
        Object.assign(after, { method: settlement.method, amountMinor: settlement.amountMinor, date: settlement.date })
      }
      if (settlement.kind === 'reserve') {
        const departure = await trx
          .selectFrom('bookings')
          .innerJoin('departures', 'departures.id', 'bookings.departureId')
          .select('departures.startDate')
          .where('bookings.id', '=', booking.id)
          .executeTakeFirstOrThrow()
        // Checked again in the transaction: the rule is the booking page's (reservation-deadline.ts).
        const problem = reservationDeadlineProblem({
          deadline: settlement.deadline,
          today: zonedDay(now),
          departureDate: departure.startDate,
        })
        if (problem) throw new PhoneBookingRefused('Please check the deadline.', 400, { deadline: problem })
        await trx
          .updateTable('bookings')
          .set({ paymentDeadline: settlement.deadline })
          .where('id', '=', booking.id)
          .execute()
        await planJob(trx, {
          kind: RESERVATION_RELEASE_JOB,
          key: reservationReleaseKey(booking.id, settlement.deadline),
          dueAt: reservationReleaseAt(settlement.deadline),
          brandId: booking.brandId,
          payload: { bookingId: booking.id, deadline: settlement.deadline },
        })
        after.paymentDeadline = settlement.deadline
      }
      if (money.discountMinor > 0)
        Object.assign(after, { discountMinor: money.discountMinor, reason: money.discountReason })
      await recordAudit(trx, {
        staffId: agent.staffId,
        brandId: booking.brandId,
        action: 'booking.phone',
        entity: 'booking',
        entityId: booking.reference,
        after,
      })
    },
  }
  return confirmBooking(
    db,
    { brand, sessionId, customerId: await accountOfLead(db, brand.id, input.quoteId), phone },
    {
      quoteId: input.quoteId,
      transactionId: settlement.kind === 'card' ? money.transactionId : null,
      takeFinalBalance: false,
    },
    deps,
  )
}
