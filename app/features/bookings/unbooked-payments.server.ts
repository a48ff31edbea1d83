import type { AppDatabase } from '../../../db/database.server'
import { inWriteTransaction, lockDeparture } from '../../../db/write-transaction.server'
import type { AppPaymentProvider } from '../payments/index.server'

/*
 * Reconciliation of checkout payments that bought nothing (issue 15's fault suite: "0 payments without a booking or
 * a void"). A traveller's card can be approved and their confirm never arrive: the process died between the two, the
 * browser was closed, the network failed. Confirm voids what it refuses, but only a confirm that runs can do that.
 * This sweep voids an approved checkout payment that is still not part of a booking long after its approval, so the
 * money is released instead of being held for nothing.
 *
 * Each void is claimed under the departure lock that confirm-booking takes: there the transaction is re-checked
 * against our own rows (no payment of a booking records it) and detached from its quote (quotes.transaction_id), so a
 * confirm either committed first (it has its booking: left alone) or comes after and finds the quote no longer
 * naming it (refused, and the payment voided). The provider's void runs after that transaction (ADR 0036: a provider
 * call never holds the locks); a void that fails leaves the payment approved and unbooked for the next sweep. The
 * grace is far longer than a checkout takes from approval to confirm (status polling is bounded at about a minute),
 * so a traveller still on the page is never caught by it.
 */

/** The shortest grace: an approval this recent may still be confirmed by a slow browser. */
export const MIN_UNBOOKED_PAYMENT_GRACE_MS = 10 * 60_000
/** Voids per sweep: a backlog is worked through over several sweeps without one long run. */
const SWEEP_BATCH = 50

export async function voidUnbookedPayments(
  db: AppDatabase,
  options: { provider: AppPaymentProvider; graceMs: number; now?: Date },
): Promise<number> {
  const now = options.now ?? new Date()
  const cutoff = new Date(now.getTime() - options.graceMs).toISOString()
  const candidates = await db
    .selectFrom('paymentTransactions')
    .innerJoin('quotes', 'quotes.id', 'paymentTransactions.quoteId')
    .select(['paymentTransactions.id as id', 'quotes.departureId as departureId'])
    .where('paymentTransactions.purpose', '=', 'checkout')
    .where('paymentTransactions.status', '=', 'approved')
    .where('paymentTransactions.bookingId', 'is', null)
    .where('paymentTransactions.completedAt', '<', cutoff)
    .orderBy('paymentTransactions.completedAt')
    .limit(SWEEP_BATCH)
    .execute()
  let voided = 0
  for (const candidate of candidates) {
    const claimed = await inWriteTransaction(db, async (trx, context) => {
      await lockDeparture(trx, context, candidate.departureId)
      const booked = await trx
        .selectFrom('payments')
        .select('id')
        .where('transactionId', '=', candidate.id)
        .executeTakeFirst()
      if (booked) return false
      await trx
        .updateTable('quotes')
        .set({ transactionId: null })
        .where('transactionId', '=', candidate.id)
        .where('status', '!=', 'booked')
        .execute()
      return true
    })
    if (!claimed) continue
    await options.provider.voidPayment(candidate.id)
    voided += 1
  }
  return voided
}
