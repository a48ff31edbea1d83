import { describe, expect, it } from 'vitest'
import {
  PAYMENT_EXCEEDS_BALANCE_MESSAGE,
  PAYMENT_LEAVES_BALANCE_MESSAGE,
  PAYMENT_MINIMUM_MESSAGE,
  FIELD_RULES,
  parseAmountToMinor,
  paymentLeavesValidBalance,
  validatePaymentAmount,
} from '../../lib/validation'
import {
  accountPaymentAmountError,
  accountPaymentTypeOf,
  amountTextOf,
  bookingStatusOf,
  excursionsChangeable,
} from './account-rules'

const TWO_DECIMALS = FIELD_RULES.paymentAmount.message

describe('account payment amount (checkout §5: min £1, ≤ balance, remainder 0 or ≥ £1, two decimals)', () => {
  // [typed amount, balance in pence, expected error or null]
  const table: [string, number, string | null][] = [
    ['1', 10_000, null], // the minimum
    ['0.99', 10_000, PAYMENT_MINIMUM_MESSAGE],
    ['0', 10_000, PAYMENT_MINIMUM_MESSAGE],
    ['100', 10_000, null], // the whole balance
    ['100.01', 10_000, PAYMENT_EXCEEDS_BALANCE_MESSAGE],
    ['99', 10_000, null], // leaves exactly £1
    ['99.01', 10_000, PAYMENT_LEAVES_BALANCE_MESSAGE], // leaves 99p
    ['99.50', 10_000, PAYMENT_LEAVES_BALANCE_MESSAGE], // leaves 50p
    ['0.50', 50, null], // a balance under £1 can still be cleared
    ['12.5', 10_000, null],
    ['12.50', 10_000, null],
    ['12.505', 10_000, TWO_DECIMALS],
    ['12,50', 10_000, TWO_DECIMALS],
    ['-5', 10_000, TWO_DECIMALS],
    ['£5', 10_000, TWO_DECIMALS],
  ]
  it.each(table)('typed %s against a balance of %i pence → %s', (typed, balance, expected) => {
    expect(validatePaymentAmount(typed, balance)).toBe(expected)
    const minor = parseAmountToMinor(typed)
    if (expected !== TWO_DECIMALS) {
      // The server checks minor units with the same rules.
      expect(minor).not.toBeNull()
      expect(accountPaymentAmountError(minor!, balance)).toBe(expected)
    } else {
      expect(minor).toBeNull()
    }
  })

  it('the remainder rule on its own', () => {
    expect(paymentLeavesValidBalance(10_000, 9_950)).toBe(false)
    expect(paymentLeavesValidBalance(10_000, 9_900)).toBe(true)
    expect(paymentLeavesValidBalance(10_000, 10_000)).toBe(true)
  })

  it('formats minor units as the field would hold them', () => {
    expect(amountTextOf(5)).toBe('0.05')
    expect(amountTextOf(123_456)).toBe('1234.56')
    expect(parseAmountToMinor(amountTextOf(987_654))).toBe(987_654)
  })

  it('names the payment by whether it clears the balance', () => {
    expect(accountPaymentTypeOf(10_000, 10_000)).toBe('Balance Payment')
    expect(accountPaymentTypeOf(5_000, 10_000)).toBe('Part Payment')
  })
})

describe('excursion change window (checkout §9: at least 10 days before departure)', () => {
  const table: [string, string, boolean][] = [
    ['2027-05-01', '2027-05-11', true], // exactly 10 days
    ['2027-05-02', '2027-05-11', false], // 9 days
    ['2027-05-11', '2027-05-11', false], // departure day
    ['2027-01-01', '2027-05-11', true],
    ['2027-12-25', '2028-01-04', true], // across a year end: 10 days
  ]
  it.each(table)('today %s, departure %s → changeable %s', (today, departure, expected) => {
    expect(excursionsChangeable(today, departure)).toBe(expected)
  })
  it('counts 29 February in a leap year', () => {
    expect(excursionsChangeable('2028-02-20', '2028-03-01')).toBe(true) // 10 days (29 Feb counted)
    expect(excursionsChangeable('2028-02-21', '2028-03-01')).toBe(false) // 9 days
  })
})

describe('booking status', () => {
  const base = { total: 100_000, today: '2027-01-10', departureDate: '2027-06-01', state: 'confirmed' }
  const table: [string, { type: string; amountPaid: number; departureDate?: string; state?: string }, string][] = [
    ['departed yesterday', { type: 'paid', amountPaid: 100_000, departureDate: '2027-01-09' }, 'Travelled'],
    ['departs today', { type: 'paid', amountPaid: 100_000, departureDate: '2027-01-10' }, 'Paid in full'],
    ['paid in full', { type: 'paid', amountPaid: 100_000 }, 'Paid in full'],
    ['a deposit', { type: 'deposit', amountPaid: 20_000 }, 'Deposit paid'],
    ['reserved, nothing paid', { type: 'reserved', amountPaid: 0 }, 'Reserved'],
    ['reserved, something paid', { type: 'reserved', amountPaid: 10_000 }, 'Deposit paid'],
    ['reserved, paid up', { type: 'reserved', amountPaid: 100_000 }, 'Deposit paid'],
    // issue 25: a cancelled booking says so, whatever was paid and whenever it would have departed
    ['cancelled, paid in full', { type: 'paid', amountPaid: 100_000, state: 'cancelled' }, 'Cancelled'],
    ['cancelled, a deposit kept', { type: 'deposit', amountPaid: 20_000, state: 'cancelled' }, 'Cancelled'],
    [
      'cancelled, would have travelled',
      { type: 'paid', amountPaid: 0, departureDate: '2027-01-09', state: 'cancelled' },
      'Cancelled',
    ],
  ]
  it.each(table)('%s', (_name, input, expected) => {
    expect(bookingStatusOf({ ...base, ...input })).toBe(expected)
  })
})
