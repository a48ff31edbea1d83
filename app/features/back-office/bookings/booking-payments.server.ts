import { randomUUID } from 'node:crypto'
import type { AppDatabase } from '../../../../db/database.server'
import { inWriteTransaction } from '../../../../db/write-transaction.server'
import type { AppPaymentProvider } from '../../payments/index.server'
import { recordAudit } from '../shell/index.server'
import { offlinePaymentProblem, refundProblem, type OfflinePaymentMethod } from './booking-balance'
import { BookingActionRefused, lockedBooking, rewriteMoney, type ActionInput } from './booking-actions.server'

/*
 * Money on a booking (issue 14): an offline payment recorded by staff, a refund of a card payment.
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

/**
 * A refund of a card payment through the provider. The form's idempotency key is claimed first (a primary key), so
 * a double submit — or the same form posted to two processes — reaches the provider once; the second answers that
 * the refund was already made. The provider's own guard (never more than is left on the transaction) holds too.
 */
export async function refundCardPayment(
  db: AppDatabase,
  provider: AppPaymentProvider,
  input: ActionInput & { paymentId: number; amountMinor: number; idempotencyKey: string },
): Promise<'refunded' | 'already-refunded'> {
  const claim = await inWriteTransaction(db, async (trx, context) => {
    const booking = await lockedBooking(trx, context, input)
    const earlier = await trx
      .selectFrom('adminRefunds')
      .select(['bookingId'])
      .where('idempotencyKey', '=', input.idempotencyKey)
      .executeTakeFirst()
    if (earlier) return { kind: 'already' as const }
    const payment = await trx
      .selectFrom('payments')
      .innerJoin('paymentTransactions', 'paymentTransactions.id', 'payments.transactionId')
      .select([
        'payments.transactionId',
        'payments.method',
        'paymentTransactions.status',
        'paymentTransactions.amountMinor',
        'paymentTransactions.refundedMinor',
        'paymentTransactions.refundOf',
      ])
      .where('payments.id', '=', input.paymentId)
      .where('payments.bookingId', '=', booking.id)
      .executeTakeFirst()
    if (!payment || payment.method !== 'card' || payment.refundOf !== null)
      throw new BookingActionRefused('Only a card payment of this booking can be refunded.', 400)
    const refundable =
      payment.status === 'approved' || payment.status === 'refunded'
        ? Number(payment.amountMinor) - Number(payment.refundedMinor)
        : 0
    const problem = refundProblem({ amountMinor: input.amountMinor, refundableMinor: refundable })
    if (problem) throw new BookingActionRefused(problem, 400)
    await trx
      .insertInto('adminRefunds')
      .values({
        idempotencyKey: input.idempotencyKey,
        bookingId: booking.id,
        transactionId: payment.transactionId,
        amountMinor: input.amountMinor,
      })
      .execute()
    return { kind: 'claimed' as const, transactionId: payment.transactionId }
  })
  if (claim.kind === 'already') return 'already-refunded'

  let refundTransactionId: string
  try {
    ;({ refundTransactionId } = await provider.refundPayment(claim.transactionId, input.amountMinor))
  } catch (error) {
    // Nothing went back to the card: free the key so the member of staff can try again.
    await db.deleteFrom('adminRefunds').where('idempotencyKey', '=', input.idempotencyKey).execute()
    throw new BookingActionRefused(
      `The payment provider refused the refund: ${error instanceof Error ? error.message : 'unknown error'}.`,
      409,
    )
  }

  await inWriteTransaction(db, async (trx, context) => {
    const booking = await lockedBooking(trx, context, input)
    await trx
      .insertInto('payments')
      .values({
        bookingId: booking.id,
        transactionId: refundTransactionId,
        amountMinor: -input.amountMinor,
        currency: booking.currency,
        cardTypeId: null,
        paymentType: 'Refund',
        method: 'refund',
        reference: `Refund of ${claim.transactionId}`,
        staffId: input.staffId,
      })
      .execute()
    await trx
      .updateTable('adminRefunds')
      .set({ refundTransactionId })
      .where('idempotencyKey', '=', input.idempotencyKey)
      .execute()
    const money = await rewriteMoney(trx, booking)
    await recordAudit(trx, {
      staffId: input.staffId,
      brandId: input.brandId,
      action: 'booking.refund',
      entity: 'booking',
      entityId: booking.reference,
      before: money.before,
      after: { ...money.after, refundOf: claim.transactionId, refundTransactionId, amountMinor: input.amountMinor },
    })
  })
  return 'refunded'
}
