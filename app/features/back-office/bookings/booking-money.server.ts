import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../../../db/schema'
import {
  cancellationFee,
  chargeInWords,
  daysBeforeDeparture,
  type CancellationBand,
  type MoneySettings,
} from '../../ledger/index.server'

/*
 * A booking's money rows, read and written in one place for the booking page, the money actions and the offline
 * payment (issues 14 and 25): the payments with their provider transaction, an offline transaction of staff's own,
 * a payment or refund row, and what the brand's cancellation policy charges today.
 */

type Db = Kysely<Database>

/** The brand's policy applied to a booking on `today` (a day, YYYY-MM-DD): the band, its fee and its words. */
export function policyFeeToday(
  settings: MoneySettings,
  booking: { startDate: string; depositMinor: number | string },
  totalMinor: number,
  today = new Date().toISOString().slice(0, 10),
): { daysBefore: number; feeMinor: number; band: CancellationBand; bandInWords: string } {
  const daysBefore = daysBeforeDeparture(today, booking.startDate)
  const fee = cancellationFee({
    policy: settings.policy,
    daysBefore,
    totalMinor,
    depositMinor: Number(booking.depositMinor),
  })
  return { daysBefore, feeMinor: fee.feeMinor, band: fee.band, bandInWords: chargeInWords(fee.band.charge) }
}

/**
 * The booking's payment rows with their provider transaction (status, amount, what went back already), for a select
 * to finish: the booking page lists them, a card refund checks the one it goes back to (refundableOnCard).
 */
export function paymentsWithTransactions(db: Db, bookingId: number) {
  return db
    .selectFrom('payments')
    .leftJoin('paymentTransactions', 'paymentTransactions.id', 'payments.transactionId')
    .select([
      'payments.id',
      'payments.transactionId',
      'payments.method',
      'paymentTransactions.provider',
      'paymentTransactions.providerReference',
      'paymentTransactions.status as transactionStatus',
      'paymentTransactions.amountMinor as transactionAmountMinor',
      'paymentTransactions.refundedMinor',
      'paymentTransactions.refundOf',
    ])
    .where('payments.bookingId', '=', bookingId)
}

/**
 * Money that moved outside the provider (a bank transfer in or out, a cheque, a card taken by phone) gets a
 * transaction of its own, provider 'offline', complete when recorded: payments.transaction_id references one, and it
 * is never refundable through the card provider. Answers its id.
 */
export async function insertOfflineTransaction(
  trx: Db,
  booking: { id: number; brandId: string; currency: string },
  input: { amountMinor: number; status: 'approved' | 'refunded'; reference: string | null; description: string },
): Promise<string> {
  const id = `offline-${randomUUID()}`
  const at = new Date().toISOString()
  await trx
    .insertInto('paymentTransactions')
    .values({
      id,
      purpose: 'offline',
      quoteId: null,
      bookingId: booking.id,
      amountMinor: input.amountMinor,
      currency: booking.currency,
      cardTypeId: null,
      status: input.status,
      cardLast4: null,
      provider: 'offline',
      providerReference: input.reference,
      message: null,
      createdAt: at,
      updatedAt: at,
      sessionId: null,
      brandId: booking.brandId,
      returnUrl: null,
      description: input.description,
      threeDsState: null,
      refundOf: null,
      completedAt: at,
    })
    .execute()
  return id
}

/** A payment row (a refund is negative) recorded by staff; answers its id. */
export async function insertStaffPayment(
  trx: Db,
  booking: { id: number; currency: string },
  payment: {
    transactionId: string
    amountMinor: number
    paymentType: 'Balance' | 'Refund' | 'Deposit Only' | 'Full Payment'
    method: string
    reference: string | null
    staffId: number
    /** When the money moved, if not now (a phone booking's offline payment received before the call). */
    createdAt?: string
  },
): Promise<number> {
  const row = await trx
    .insertInto('payments')
    .values({ bookingId: booking.id, currency: booking.currency, cardTypeId: null, ...payment })
    .returning('id')
    .executeTakeFirstOrThrow()
  return Number(row.id)
}
