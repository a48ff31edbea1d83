/*
 * The back office's pure booking rules that the ledger (ADR 0043) does not own: which offline payments may be
 * recorded, what is left to refund on a card payment, and the places a cancelled booking gives back. A booking's figures (total, paid, balance, type) are the
 * ledger's derivation (deriveBookingMoney) and nothing else.
 */

export const OFFLINE_PAYMENT_METHODS = ['bank transfer', 'cheque', 'card by phone'] as const
export type OfflinePaymentMethod = (typeof OFFLINE_PAYMENT_METHODS)[number]

/** Why an offline payment of `amountMinor` cannot be recorded, or null when it can. */
export function offlinePaymentProblem(input: {
  amountMinor: number
  balanceMinor: number
  status: string
}): string | null {
  if (input.status === 'cancelled') return 'This booking is cancelled: no payment can be recorded.'
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor < 1) return 'Enter an amount of at least 0.01.'
  if (input.balanceMinor <= 0) return 'Nothing is left to pay on this booking.'
  if (input.amountMinor > input.balanceMinor) return 'The amount is more than the balance.'
  return null
}

/** Places a cancelled booking gives back: one room of each booked room type row, seats by the room type's size. */
export function placesToRelease(rooms: readonly { roomId: number; roomTypeOccupancy: number }[]): {
  seats: number
  roomsById: Map<number, number>
} {
  const roomsById = new Map<number, number>()
  let seats = 0
  for (const room of rooms) {
    roomsById.set(room.roomId, (roomsById.get(room.roomId) ?? 0) + 1)
    seats += room.roomTypeOccupancy
  }
  return { seats, roomsById }
}

/** A payment row with its provider transaction, as the booking's money readers select it. */
export interface PaymentWithTransaction {
  method: string
  transactionStatus: string | null
  transactionAmountMinor: number | null
  refundedMinor: number | null
  refundOf: string | null
}

/**
 * What can still go back through the provider on this payment: a card payment (not itself a refund) the provider
 * approved, less what was refunded on it already; 0 for every other payment.
 */
export function refundableOnCard(payment: PaymentWithTransaction): number {
  if (payment.method !== 'card' || payment.refundOf !== null) return 0
  if (payment.transactionStatus !== 'approved' && payment.transactionStatus !== 'refunded') return 0
  return Math.max(0, Number(payment.transactionAmountMinor ?? 0) - Number(payment.refundedMinor ?? 0))
}
