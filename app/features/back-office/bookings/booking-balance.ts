import { bookingTypeOf } from '../../checkout/index.rules'

/*
 * A booking's money as the back office changes it (issue 14: "every change re-computes the balance on the server").
 * The amount paid is always the sum of the booking's payments (a refund is a negative payment), never a running
 * figure a form sends; the balance is the total less that; the type follows (checkout's bookingTypeOf: 'paid' once
 * nothing is left, else 'deposit'; a reservation stays one until money arrives). Pure, so every rule is unit-tested.
 */

export interface BookingMoney {
  totalMinor: number
  amountPaidMinor: number
  balanceMinor: number
  type: 'reserved' | 'deposit' | 'paid'
  /** Kept while something is owed; cleared when the booking is paid in full. */
  balanceDueDate: string | null
}

export function recomputeBookingMoney(input: {
  totalMinor: number
  paymentsMinor: readonly number[]
  previousType: string
  balanceDueDate: string | null
}): BookingMoney {
  const amountPaidMinor = input.paymentsMinor.reduce((sum, amount) => sum + amount, 0)
  const balanceMinor = input.totalMinor - amountPaidMinor
  const reservation = input.previousType === 'reserved' && amountPaidMinor <= 0
  const type = bookingTypeOf({ reservation, total: input.totalMinor, amountPaid: amountPaidMinor })
  return {
    totalMinor: input.totalMinor,
    amountPaidMinor,
    balanceMinor,
    type,
    balanceDueDate: balanceMinor > 0 ? input.balanceDueDate : null,
  }
}

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

/** Why a refund of `amountMinor` on a card payment cannot be made, or null when it can. */
export function refundProblem(input: { amountMinor: number; refundableMinor: number }): string | null {
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor < 1) return 'Enter an amount of at least 0.01.'
  if (input.refundableMinor <= 0) return 'Nothing is left to refund on this payment.'
  if (input.amountMinor > input.refundableMinor) return 'The amount is more than is left to refund on this payment.'
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
