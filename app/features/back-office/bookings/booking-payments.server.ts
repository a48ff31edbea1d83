import { randomUUID } from 'node:crypto'
import type { AppDatabase } from '../../../../db/database.server'
import { inWriteTransaction } from '../../../../db/write-transaction.server'
import { recordAudit } from '../shell/index.server'
import { offlinePaymentProblem, type OfflinePaymentMethod } from './booking-balance'
import { BookingActionRefused, lockedBooking, rewriteMoney, type ActionInput } from './booking-actions.server'

/*
 * Money on a booking (issue 14): an offline payment recorded by staff. Refunds, goodwill and cancelling with the
 * policy's fee are the ledger's money actions (booking-money-actions.server.ts, issue 25).
 */

export async function recordOfflinePayment(
  db: AppDatabase,
  input: ActionInput & { amountMinor: number; method: OfflinePaymentMethod; paymentReference: string },
): Promise<void> {
  await inWriteTransaction(db, async (trx, context) => {
    const booking = await lockedBooking(trx, context, input)
    const problem = offlinePaymentProblem({
      amountMinor: input.amountMinor,
      balanceMinor: Number(booking.totalMinor) - Number(booking.amountPaidMinor),
      status: booking.status,
    })
    if (problem) throw new BookingActionRefused(problem, 400)
    // payments.transaction_id references a transaction: money taken outside the provider gets one of its own
    // (provider 'offline', approved when recorded), never refundable through the card provider.
    const transactionId = `offline-${randomUUID()}`
    const at = new Date().toISOString()
    await trx
      .insertInto('paymentTransactions')
      .values({
        id: transactionId,
        purpose: 'offline',
        quoteId: null,
        bookingId: booking.id,
        amountMinor: input.amountMinor,
        currency: booking.currency,
        cardTypeId: null,
        status: 'approved',
        cardLast4: null,
        provider: 'offline',
        providerReference: input.paymentReference || null,
        message: null,
        createdAt: at,
        updatedAt: at,
        sessionId: null,
        brandId: booking.brandId,
        returnUrl: null,
        description: `Offline payment (${input.method}) recorded by staff`,
        threeDsState: null,
        refundOf: null,
        completedAt: at,
      })
      .execute()
    const payment = await trx
      .insertInto('payments')
      .values({
        bookingId: booking.id,
        transactionId,
        amountMinor: input.amountMinor,
        currency: booking.currency,
        cardTypeId: null,
        paymentType: 'Balance',
        method: input.method,
        reference: input.paymentReference || null,
        staffId: input.staffId,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const money = await rewriteMoney(trx, booking)
    await recordAudit(trx, {
      staffId: input.staffId,
      brandId: input.brandId,
      action: 'booking.offline-payment',
      entity: 'booking',
      entityId: booking.reference,
      before: money.before,
      after: {
        ...money.after,
        paymentId: Number(payment.id),
        amountMinor: input.amountMinor,
        method: input.method,
        reference: input.paymentReference || null,
      },
    })
  })
}
