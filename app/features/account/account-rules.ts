import { isDaysLessThanTen } from '../checkout/index.rules'
import { validatePaymentAmount } from '../../lib/field-rules'
import type { BookingStatus } from './account-contract'

/*
 * The account area's pure rules (issue 12), shared by the services and the pages.
 *
 * - Booking status (bookings grid): Travelled once the departure date has passed; else Paid in full when nothing is
 *   left to pay and the booking is not a reservation; Reserved when it is a reservation and nothing has been paid;
 *   else Deposit paid.
 * - Excursion change window (checkout §9 "Days less than ten"): excursions can be added or removed online while the
 *   departure is at least 10 days away, the same threshold the checkout uses to stop card payments.
 * - Account payment amount (checkout §5 account payment): at least £1, not above the balance, leaving exactly 0 or
 *   at least £1 — the very rules of lib/field-rules's validatePaymentAmount, applied to the server's own balance.
 */

export function balanceOf(total: number, amountPaid: number): number {
  return Math.max(0, total - amountPaid)
}

export function bookingStatusOf(input: {
  type: string
  /** bookings.status: 'confirmed' or 'cancelled'. */
  state: string
  total: number
  amountPaid: number
  departureDate: string
  today: string
}): BookingStatus {
  if (input.state === 'cancelled') return 'Cancelled'
  if (input.departureDate < input.today) return 'Travelled'
  const reserved = input.type === 'reserved'
  if (balanceOf(input.total, input.amountPaid) === 0 && !reserved) return 'Paid in full'
  if (reserved && input.amountPaid === 0) return 'Reserved'
  return 'Deposit paid'
}

/** Checkout §9: changes allowed while the departure is at least 10 days away. */
export function excursionsChangeable(today: string, departureDate: string): boolean {
  return !isDaysLessThanTen(today, departureDate)
}

/** Minor units as the amount field would hold them: 1234 → '12.34'. */
export function amountTextOf(amountMinor: number): string {
  const pounds = Math.floor(amountMinor / 100)
  const pence = String(amountMinor % 100).padStart(2, '0')
  return `${pounds}.${pence}`
}

/** The first error for paying `amountMinor` against `balanceMinor`, or null when it may be paid. */
export function accountPaymentAmountError(amountMinor: number, balanceMinor: number): string | null {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) return validatePaymentAmount('not a number', balanceMinor)
  return validatePaymentAmount(amountTextOf(amountMinor), balanceMinor)
}

/** How the payments list names an account payment: the one that clears the balance, or a part of it. */
export function accountPaymentTypeOf(amountMinor: number, balanceMinor: number): 'Balance Payment' | 'Part Payment' {
  return amountMinor >= balanceMinor ? 'Balance Payment' : 'Part Payment'
}
