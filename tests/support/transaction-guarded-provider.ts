import type { AppPaymentProvider } from '../../app/features/payments/index.server'
import { isInWriteTransaction } from '../../db/write-transaction.server'

/*
 * A payment provider double for ADR 0036's rule: no provider call while a write transaction holds its locks. It
 * forwards every call to the real provider (the sandbox, so the journey is real) but first fails the call, and
 * records it, when a write transaction's work is running (db/write-transaction.server.ts). `calls` shows the test
 * really went through the provider, so a test that asserts no violation is never true for want of calls.
 */

export class ProviderCalledInsideTransactionError extends Error {
  override readonly name = 'ProviderCalledInsideTransactionError'
}

export interface GuardedProvider extends AppPaymentProvider {
  /** Every call, in order: 'getPayment', 'voidPayment', … */
  readonly calls: string[]
  /** The calls made inside a write transaction (each also threw). */
  readonly violations: string[]
}

export function transactionGuardedProvider(inner: AppPaymentProvider): GuardedProvider {
  const calls: string[] = []
  const violations: string[] = []
  const guard = (method: string) => {
    calls.push(method)
    if (!isInWriteTransaction()) return
    violations.push(method)
    throw new ProviderCalledInsideTransactionError(`${method} was called inside a write transaction`)
  }
  return {
    name: `guarded ${inner.name}`,
    calls,
    violations,
    async createPayment(input) {
      guard('createPayment')
      return inner.createPayment(input)
    },
    async getPayment(transactionId) {
      guard('getPayment')
      return inner.getPayment(transactionId)
    },
    async voidPayment(transactionId) {
      guard('voidPayment')
      return inner.voidPayment(transactionId)
    },
    async refundPayment(transactionId, amountMinor) {
      guard('refundPayment')
      return inner.refundPayment(transactionId, amountMinor)
    },
  }
}
