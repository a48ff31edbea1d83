import type { AppDatabase } from '../../../../db/database.server'
import { inWriteTransaction } from '../../../../db/write-transaction.server'
import { recordAudit } from '../shell/index.server'
import { offlinePaymentProblem, type OfflinePaymentMethod } from './booking-balance'
import { BookingActionRefused, lockedBooking, rewriteMoney, type ActionInput } from './booking-actions.server'
import { insertOfflineTransaction, insertStaffPayment } from './booking-money.server'

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
    const reference = input.paymentReference || null
    const transactionId = await insertOfflineTransaction(trx, booking, {
      amountMinor: input.amountMinor,
      status: 'approved',
      reference,
      description: `Offline payment (${input.method}) recorded by staff`,
    })
    const paymentId = await insertStaffPayment(trx, booking, {
      transactionId,
      amountMinor: input.amountMinor,
      paymentType: 'Balance',
      method: input.method,
      reference,
      staffId: input.staffId,
    })
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
        paymentId,
        amountMinor: input.amountMinor,
        method: input.method,
        reference,
      },
    })
  })
}
