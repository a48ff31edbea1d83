import { TRANSACTION_TYPE_DEPOSIT_ONLY, TRANSACTION_TYPE_FULL_PAYMENT } from '../../../lib/constants'
import { DUPLICATE_PASSENGER_CONTINUE_MESSAGE } from '../../../lib/field-rules'
import { hasDuplicateNames, type PassengerName } from '../contract/index.rules'

/*
 * The passenger step's rules that decide how a booking is paid (checkout §4, §5): the duplicate names at payment,
 * deposit or full payment, and when a booking is a reservation. Pure and without Zod: the payment rules of the
 * first checkout step load them, and the first step must not load a schema library (issue 28).
 */

export const DUPLICATE_PASSENGERS_AT_PAYMENT = DUPLICATE_PASSENGER_CONTINUE_MESSAGE

/** Checkout §5 "Continuing with duplicate names at payment" (blank names ignored, case-insensitive). */
export function hasDuplicatePassengerNames(passengers: readonly PassengerName[]): boolean {
  return hasDuplicateNames(passengers)
}

export type TransactionType = typeof TRANSACTION_TYPE_DEPOSIT_ONLY | typeof TRANSACTION_TYPE_FULL_PAYMENT

/** Checkout §4: 'Deposit Only' when the deposit differs from the full balance, else 'Full Payment'. */
export function transactionTypeOf(payment: { depositAmount: number; fullBalance: number }): TransactionType {
  return payment.depositAmount !== payment.fullBalance ? TRANSACTION_TYPE_DEPOSIT_ONLY : TRANSACTION_TYPE_FULL_PAYMENT
}

/** Checkout §4: a reservation (no card payment) when any passenger has mobility limitations or canPay is false. */
export function isReservation(input: {
  passengers: ReadonlyArray<{ mobilityLimitations?: boolean | null }>
  canPay: boolean
}): boolean {
  return !input.canPay || input.passengers.some((passenger) => passenger.mobilityLimitations === true)
}
