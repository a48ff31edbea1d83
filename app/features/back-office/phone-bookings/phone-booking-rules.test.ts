import { describe, expect, it } from 'vitest'
import { decideDiscount, decideSettlement, phoneSessionIdOf } from './phone-booking-rules'

const discount = (amount: string, role = 'sales_agent', reason = 'Loyal customer') =>
  decideDiscount({ amount, reason, role, limitMinor: 50_000, subtotalMinor: 300_000 })

describe('decideDiscount', () => {
  it('lets a sales agent give up to the limit, with a reason', () => {
    expect(discount('500')).toEqual({ ok: true, amountMinor: 50_000, reason: 'Loyal customer' })
    expect(discount('25.50')).toEqual({ ok: true, amountMinor: 2550, reason: 'Loyal customer' })
  })

  it('refuses a sales agent over the limit, and lets an administrator give it', () => {
    expect(discount('500.01')).toEqual({
      ok: false,
      errors: { discountAmount: 'This discount is over your limit: ask an administrator to give it.' },
    })
    expect(discount('1500', 'administrator')).toEqual({ ok: true, amountMinor: 150_000, reason: 'Loyal customer' })
  })

  it('never more than the price, never without a reason, never a non-amount', () => {
    expect(discount('3000.01', 'administrator')).toMatchObject({
      ok: false,
      errors: { discountAmount: 'The discount cannot be more than the price.' },
    })
    expect(discount('10', 'sales_agent', '  ')).toEqual({
      ok: false,
      errors: { discountReason: 'Give the reason for the discount.' },
    })
    expect(discount('ten')).toMatchObject({ ok: false, errors: { discountAmount: expect.any(String) } })
    expect(discount('-5')).toMatchObject({ ok: false })
  })

  it('an empty or zero amount removes the discount', () => {
    expect(discount('', 'sales_agent', '')).toEqual({ ok: true, amountMinor: 0, reason: null })
    expect(discount('0.00', 'sales_agent', '')).toEqual({ ok: true, amountMinor: 0, reason: null })
  })
})

describe('decideSettlement', () => {
  const context = {
    totalMinor: 200_000,
    today: '2031-03-10',
    deadlineProblem: (deadline: string) => (deadline === '2031-03-20' ? null : 'The deadline cannot be in the past.'),
  }
  const offline = {
    settlement: 'offline',
    method: 'cheque',
    amount: '250',
    reference: 'CHQ 100234',
    date: '2031-03-09',
  }

  it('takes card, an offline payment or a reservation', () => {
    expect(decideSettlement({ settlement: 'card' }, context)).toEqual({ ok: true, settlement: { kind: 'card' } })
    expect(decideSettlement(offline, context)).toEqual({
      ok: true,
      settlement: {
        kind: 'offline',
        method: 'cheque',
        amountMinor: 25_000,
        reference: 'CHQ 100234',
        date: '2031-03-09',
      },
    })
    expect(decideSettlement({ settlement: 'reserve', deadline: '2031-03-20' }, context)).toEqual({
      ok: true,
      settlement: { kind: 'reserve', deadline: '2031-03-20' },
    })
  })

  it('says what is wrong with each field of an offline payment', () => {
    expect(
      decideSettlement(
        { settlement: 'offline', method: 'cash', amount: '2000.01', reference: '', date: '2031-03-11' },
        context,
      ),
    ).toEqual({
      ok: false,
      errors: {
        method: 'Choose how the money was paid.',
        amount: 'The amount is more than the price of the booking.',
        reference: 'Enter the payment’s reference (a cheque number, a bank reference).',
        date: 'The payment day cannot be in the future.',
      },
    })
    expect(decideSettlement({ ...offline, amount: '0', date: '2031-02-07' }, context)).toEqual({
      ok: false,
      errors: { amount: 'Enter the amount paid, such as 250.00.', date: 'The payment day can be at most 30 days ago.' },
    })
  })

  it('refuses a reservation whose deadline the rule refuses, and no choice at all', () => {
    expect(decideSettlement({ settlement: 'reserve', deadline: '2031-03-01' }, context)).toEqual({
      ok: false,
      errors: { deadline: 'The deadline cannot be in the past.' },
    })
    expect(decideSettlement({}, context)).toEqual({
      ok: false,
      errors: { settlement: 'Choose how the booking is settled.' },
    })
  })
})

it('a phone quote’s session id cannot be a browser session’s', () => {
  expect(phoneSessionIdOf('abc')).toBe('staff:abc')
})
