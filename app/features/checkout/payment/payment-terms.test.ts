import { describe, expect, it } from 'vitest'
import {
  amountToPayFor,
  bookingTypeOf,
  daysUntil,
  isDaysLessThanTen,
  isWithinTwelveWeeks,
  paymentTermsOf,
} from './payment-terms'

describe('payment terms (checkout §4, §9)', () => {
  it('counts calendar days and the two thresholds', () => {
    expect(daysUntil('2031-01-01', '2031-01-11')).toBe(10)
    expect(isDaysLessThanTen('2031-01-01', '2031-01-10')).toBe(true)
    expect(isDaysLessThanTen('2031-01-01', '2031-01-11')).toBe(false)
    expect(isWithinTwelveWeeks('2031-01-01', '2031-03-25')).toBe(true) // 83 days: 11 whole weeks
    expect(isWithinTwelveWeeks('2031-01-01', '2031-03-26')).toBe(false) // 84 days: 12 weeks
  })

  it('takes a deposit per traveller with the balance due 84 days before departure', () => {
    expect(
      paymentTermsOf({
        subtotal: 300_000,
        depositPerTraveller: 25_000,
        travellers: 2,
        departureDate: '2031-06-01',
        today: '2031-01-01',
      }),
    ).toEqual({
      fullBalance: 300_000,
      depositAmount: 50_000,
      dueDate: '2031-03-09',
      canPay: true,
      transactionType: 'Deposit Only',
    })
  })

  it('asks for the full balance within twelve weeks, and cannot take a card under ten days (a reservation)', () => {
    const within = paymentTermsOf({
      subtotal: 300_000,
      depositPerTraveller: 25_000,
      travellers: 2,
      departureDate: '2031-03-01',
      today: '2031-01-01',
    })
    expect(within).toMatchObject({
      depositAmount: 300_000,
      dueDate: null,
      canPay: true,
      transactionType: 'Full Payment',
    })
    const late = paymentTermsOf({
      subtotal: 300_000,
      depositPerTraveller: 25_000,
      travellers: 2,
      departureDate: '2031-01-10',
      today: '2031-01-01',
    })
    expect(late).toMatchObject({ depositAmount: 300_000, canPay: false })
  })

  it('never asks a deposit above the full balance', () => {
    expect(
      paymentTermsOf({
        subtotal: 10_000,
        depositPerTraveller: 25_000,
        travellers: 2,
        departureDate: '2031-06-01',
        today: '2031-01-01',
      }).depositAmount,
    ).toBe(10_000)
  })

  it('charges the option chosen and names the booking type', () => {
    const terms = { fullBalance: 300_000, depositAmount: 50_000 }
    expect(amountToPayFor('Full Balance', terms)).toBe(300_000)
    expect(amountToPayFor('Deposit Only', terms)).toBe(50_000)
    expect(bookingTypeOf({ reservation: true, total: 1, amountPaid: 0 })).toBe('reserved')
    expect(bookingTypeOf({ reservation: false, total: 300_000, amountPaid: 300_000 })).toBe('paid')
    expect(bookingTypeOf({ reservation: false, total: 300_000, amountPaid: 50_000 })).toBe('deposit')
  })
})
