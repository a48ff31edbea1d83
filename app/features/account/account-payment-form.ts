import { REQUIRED_MESSAGE, parseAmountToMinor, validatePaymentAmount } from '../../lib/field-rules'
import type { AccountPaymentStatus } from './account-contract'

/*
 * The "Make a payment" form's browser rules (issue 12; checkout §4 account payment, §5 account payment rules, §8):
 * the amount's messages as the customer types (the payment-amount pattern 'Enter valid number to two decimal places
 * only.', at least £1, not above the balance, leaving exactly 0 or at least £1 — lib/field-rules's rules, the very
 * ones the server applies to its own balance), the card type, the card frame's message filter and the status
 * polling. Pure: no DOM, no calls.
 */

export interface AccountPaymentFormValues {
  amount: string
  cardTypeId: string
}

export type AccountPaymentFieldErrors = Partial<Record<keyof AccountPaymentFormValues, string>>

export type AccountPaymentCheck =
  { ok: true; amount: number; cardTypeId: number } | { ok: false; errors: AccountPaymentFieldErrors }

/** The form's errors against the balance the page shows; the amount in minor units when it may be paid. */
export function checkAccountPayment(
  values: AccountPaymentFormValues,
  balance: number,
  cardTypes: readonly { id: number }[],
): AccountPaymentCheck {
  const errors: AccountPaymentFieldErrors = {}
  const amountError = validatePaymentAmount(values.amount, balance)
  if (amountError) errors.amount = amountError
  const cardTypeId = Number(values.cardTypeId)
  if (!cardTypes.some((cardType) => cardType.id === cardTypeId)) errors.cardTypeId = REQUIRED_MESSAGE
  const amount = parseAmountToMinor(values.amount)
  if (errors.amount || errors.cardTypeId || amount === null) return { ok: false, errors }
  return { ok: true, amount, cardTypeId }
}

/**
 * The card frame's last page (ACCOUNT_PAYMENT_COMPLETE_PATH) posts `{ transactionId }` to this window. Only a
 * message from this page's own origin carrying a non-empty string transactionId counts (contract "The card frame").
 */
export function frameTransactionIdOf(event: { origin: string; data: unknown }, ownOrigin: string): string | null {
  if (event.origin !== ownOrigin) return null
  const data = event.data
  if (typeof data !== 'object' || data === null) return null
  const transactionId = (data as { transactionId?: unknown }).transactionId
  return typeof transactionId === 'string' && transactionId !== '' ? transactionId : null
}

/** Like the checkout's /status-check: up to 20 polls while pending, 500 ms × 1.5 each time, at most 4 s apart. */
export const ACCOUNT_STATUS_POLL_LIMIT = 20

export function accountStatusPollDelay(attempt: number): number {
  if (attempt <= 0) return 0
  return Math.min(4000, Math.round(500 * 1.5 ** (attempt - 1)))
}

export const ACCOUNT_PAYMENT_PENDING_MESSAGE =
  'We could not confirm your payment yet. Please call us before trying again so you are not charged twice.'
export const ACCOUNT_PAYMENT_DECLINED_MESSAGE = 'Your payment was not successful. Please check your card details.'

export type AccountStatusOutcome = { kind: 'confirm' } | { kind: 'error'; message: string }

/**
 * Polls the payment status (checkout §4, §8): again while pending; error, declined or voided → the payment error
 * (the provider's message when it gave one); approved → confirm. Still pending after the last poll is an error too.
 */
export async function pollAccountPaymentStatus(
  read: () => Promise<AccountPaymentStatus>,
  sleep: (ms: number) => Promise<void>,
  limit: number = ACCOUNT_STATUS_POLL_LIMIT,
): Promise<AccountStatusOutcome> {
  for (let attempt = 0; attempt < limit; attempt++) {
    const wait = accountStatusPollDelay(attempt)
    if (wait > 0) await sleep(wait)
    const answer = await read()
    if (answer.status === 'pending') continue
    if (answer.status === 'approved') return { kind: 'confirm' }
    return { kind: 'error', message: answer.message ?? ACCOUNT_PAYMENT_DECLINED_MESSAGE }
  }
  return { kind: 'error', message: ACCOUNT_PAYMENT_PENDING_MESSAGE }
}
