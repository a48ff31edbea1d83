import {
  DAYS_LESS_THAN_TEN_THRESHOLD,
  PAYMENT_OPTION_DEPOSIT_ONLY,
  type PAYMENT_OPTION_FULL_BALANCE,
  TWELVE_WEEKS_THRESHOLD_WEEKS,
} from '../../../lib/constants'
import { epochDay, parseIsoDate, toIsoDate } from '../../../lib/dates'
import type { BookingType } from '../contract/index.rules'
import { transactionTypeOf, type TransactionType } from '../passenger-details/index.rules'

/*
 * What a traveller pays and when (checkout §4, §9; checkout §7 "passengerDetailsResponse" returns it; ADR 0023
 * on late bookings as reservations). Pure, so the server's payment info, its payment submit and its confirm all compute
 * the one figure the same way.
 *
 * - fullBalance = the quote's subtotal.
 * - depositAmount = the departure's deposit × travellers, never more than the full balance; the full balance when
 *   the departure is within twelve weeks (whole weeks to go under 12).
 * - dueDate = departure date − 84 days, null when the deposit is the full balance.
 * - canPay = false when the departure starts in fewer than 10 days: such a booking is a reservation the operator
 *   confirms by telephone.
 */

export const BALANCE_DUE_DAYS_BEFORE_DEPARTURE = TWELVE_WEEKS_THRESHOLD_WEEKS * 7
export type PaymentOption = typeof PAYMENT_OPTION_FULL_BALANCE | typeof PAYMENT_OPTION_DEPOSIT_ONLY

export interface PaymentTerms {
  fullBalance: number
  depositAmount: number
  dueDate: string | null
  canPay: boolean
  transactionType: TransactionType
}

/** Whole days from `today` to `date` (both 'YYYY-MM-DD'); negative when the date has passed. */
export function daysUntil(today: string, date: string): number {
  const from = parseIsoDate(today)
  const to = parseIsoDate(date)
  if (!from || !to) throw new RangeError(`Not ISO dates: ${today}, ${date}`)
  return epochDay(to) - epochDay(from)
}

/** Checkout §9 'Days less than ten'. */
export function isDaysLessThanTen(today: string, departureDate: string): boolean {
  return daysUntil(today, departureDate) < DAYS_LESS_THAN_TEN_THRESHOLD
}

/** Checkout §9 'within twelve weeks': whole weeks to go under 12. */
export function isWithinTwelveWeeks(today: string, departureDate: string): boolean {
  return Math.floor(daysUntil(today, departureDate) / 7) < TWELVE_WEEKS_THRESHOLD_WEEKS
}

export function paymentTermsOf(input: {
  subtotal: number
  depositPerTraveller: number
  travellers: number
  departureDate: string
  today: string
}): PaymentTerms {
  const fullBalance = Math.max(0, input.subtotal)
  const deposit = isWithinTwelveWeeks(input.today, input.departureDate)
    ? fullBalance
    : Math.min(fullBalance, Math.max(0, input.depositPerTraveller) * input.travellers)
  const departure = parseIsoDate(input.departureDate)!
  const dueDate =
    deposit === fullBalance
      ? null
      : toIsoDate(dateFromEpochDay(epochDay(departure) - BALANCE_DUE_DAYS_BEFORE_DEPARTURE))
  return {
    fullBalance,
    depositAmount: deposit,
    dueDate,
    canPay: !isDaysLessThanTen(input.today, input.departureDate),
    transactionType: transactionTypeOf({ depositAmount: deposit, fullBalance }),
  }
}

/** The amount the chosen option charges; 'Deposit Only' when there is no separate deposit is the full balance. */
export function amountToPayFor(option: PaymentOption, terms: Pick<PaymentTerms, 'fullBalance' | 'depositAmount'>) {
  return option === PAYMENT_OPTION_DEPOSIT_ONLY ? terms.depositAmount : terms.fullBalance
}

/** The booking's type on the confirmation (checkout §3 Booking): reserved, paid in full, or a deposit. */
export function bookingTypeOf(input: { reservation: boolean; total: number; amountPaid: number }): BookingType {
  if (input.reservation) return 'reserved'
  return input.amountPaid >= input.total ? 'paid' : 'deposit'
}

function dateFromEpochDay(day: number) {
  const date = new Date(day * 86_400_000)
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }
}
