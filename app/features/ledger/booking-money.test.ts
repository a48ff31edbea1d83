import { describe, expect, it } from 'vitest'
import {
  LEDGER_LINE_KINDS,
  bookingStatement,
  bookingTypeOfMoney,
  deriveBookingMoney,
  ledgerLineProblem,
  needsApproval,
  refundAmountProblem,
  type LedgerLineKind,
  type MoneyMovementAmount,
  type MoneyStatus,
} from './booking-money'

const pay = (amountMinor: number): MoneyMovementAmount => ({ kind: 'payment', amountMinor })
const refund = (amountMinor: number): MoneyMovementAmount => ({ kind: 'refund', amountMinor })

/** One line of each kind on top of a £1,000 sale, with a sign the kind allows. */
const LINE_OF_KIND: Record<LedgerLineKind, number> = {
  'sale-item': 20_000,
  discount: -10_000,
  'goodwill-credit': -5_000,
  'cancellation-fee': 30_000,
  'cancellation-credit': -100_000,
  amendment: 15_000,
  correction: -2_500,
}

describe('deriveBookingMoney: every booking state × every kind of line × what was paid', () => {
  const cases: {
    state: 'confirmed' | 'cancelled'
    kind: LedgerLineKind
    movements: MoneyMovementAmount[]
  }[] = []
  for (const state of ['confirmed', 'cancelled'] as const)
    for (const kind of LEDGER_LINE_KINDS)
      for (const movements of [[], [pay(20_000)], [pay(150_000)], [pay(150_000), refund(30_000)]])
        cases.push({ state, kind, movements })

  it.each(cases)('$state with a $kind line and payments $movements', ({ state, kind, movements }) => {
    const lines = [{ amountMinor: 100_000 }, { amountMinor: LINE_OF_KIND[kind] }]
    const money = deriveBookingMoney({ state, lines, movements })
    const total = 100_000 + LINE_OF_KIND[kind]
    const paid = movements.reduce((sum, m) => sum + (m.kind === 'payment' ? m.amountMinor : -m.amountMinor), 0)
    expect(money.totalMinor).toBe(total)
    expect(money.paidMinor).toBe(paid)
    expect(money.balanceMinor).toBe(total - paid)
    expect(money.toRefundMinor).toBe(Math.max(0, paid - total))
    const expected: MoneyStatus =
      state === 'cancelled'
        ? total - paid < 0
          ? 'cancelled-credit'
          : total - paid > 0
            ? 'cancelled-owing'
            : 'cancelled'
        : total - paid < 0
          ? 'credit'
          : total - paid === 0
            ? 'fully-paid'
            : paid > 0
              ? 'deposit-paid'
              : 'reserved'
    expect(money.status).toBe(expected)
    // Nothing is chased as a balance once cancelled; an unpaid fee is its own figure.
    expect(money.dueMinor).toBe(state === 'cancelled' ? 0 : Math.max(0, total - paid))
    expect(money.feeOwingMinor).toBe(state === 'cancelled' ? Math.max(0, total - paid) : 0)
  })

  it.each<[string, { amountMinor: number }[], MoneyMovementAmount[], string, MoneyStatus, number, number]>([
    // name, lines, movements, state, status, balance, to refund
    ['a reservation with nothing paid', [{ amountMinor: 250_000 }], [], 'confirmed', 'reserved', 250_000, 0],
    ['a deposit paid', [{ amountMinor: 250_000 }], [pay(50_000)], 'confirmed', 'deposit-paid', 200_000, 0],
    ['paid in full', [{ amountMinor: 250_000 }], [pay(50_000), pay(200_000)], 'confirmed', 'fully-paid', 0, 0],
    [
      'a goodwill refund: credit line plus refund keeps the balance at 0',
      [{ amountMinor: 250_000 }, { amountMinor: -50_000 }],
      [pay(250_000), refund(50_000)],
      'confirmed',
      'fully-paid',
      0,
      0,
    ],
    [
      'a plain refund re-opens what is owed (it changes paid, not total)',
      [{ amountMinor: 250_000 }],
      [pay(250_000), refund(50_000)],
      'confirmed',
      'deposit-paid',
      50_000,
      0,
    ],
    [
      'cancelled outside 84 days: deposit kept, nothing to refund',
      [{ amountMinor: 250_000 }, { amountMinor: -250_000 }, { amountMinor: 50_000 }],
      [pay(50_000)],
      'cancelled',
      'cancelled',
      0,
      0,
    ],
    [
      'cancelled at 50 % after paying in full: half to refund',
      [{ amountMinor: 250_000 }, { amountMinor: -250_000 }, { amountMinor: 125_000 }],
      [pay(250_000)],
      'cancelled',
      'cancelled-credit',
      -125_000,
      125_000,
    ],
    [
      'cancelled and refunded: settled at 0',
      [{ amountMinor: 250_000 }, { amountMinor: -250_000 }, { amountMinor: 125_000 }],
      [pay(250_000), refund(125_000)],
      'cancelled',
      'cancelled',
      0,
      0,
    ],
    ['no lines, no money', [], [], 'confirmed', 'fully-paid', 0, 0],
  ])('%s', (_name, lines, movements, state, status, balance, toRefund) => {
    const money = deriveBookingMoney({ state, lines, movements })
    expect(money.status).toBe(status)
    expect(money.balanceMinor).toBe(balance)
    expect(money.toRefundMinor).toBe(toRefund)
  })

  it('refuses fractions and negative movements rather than drift by a penny', () => {
    expect(() => deriveBookingMoney({ state: 'confirmed', lines: [{ amountMinor: 0.5 }], movements: [] })).toThrow()
    expect(() => deriveBookingMoney({ state: 'confirmed', lines: [], movements: [pay(-1)] })).toThrow()
  })
})

describe('bookingTypeOfMoney (the checkout’s booking type, from the derived money)', () => {
  it.each<[number[], MoneyMovementAmount[], string, string]>([
    [[100], [], 'reserved', 'reserved'],
    [[100], [pay(40)], 'reserved', 'deposit'],
    [[100], [pay(40)], 'deposit', 'deposit'],
    [[100], [pay(100)], 'deposit', 'paid'],
    [[100], [pay(100), refund(100)], 'paid', 'deposit'],
    [[100, -100], [], 'reserved', 'paid'],
  ])('lines %j, movements %j, previously %s → %s', (amounts, movements, previous, type) => {
    const money = deriveBookingMoney({
      state: 'confirmed',
      lines: amounts.map((amountMinor) => ({ amountMinor })),
      movements,
    })
    expect(bookingTypeOfMoney(money, previous)).toBe(type)
  })
})

describe('ledgerLineProblem: each kind’s sign and reason', () => {
  it.each<[LedgerLineKind, number, string | null, boolean]>([
    ['sale-item', 100, null, true],
    ['sale-item', -100, null, false],
    ['discount', -100, 'Loyalty', true],
    ['discount', -100, null, false],
    ['discount', 100, 'Loyalty', false],
    ['goodwill-credit', -100, 'Late coach', true],
    ['goodwill-credit', 100, 'Late coach', false],
    ['cancellation-fee', 100, null, true],
    ['cancellation-fee', 0, null, true],
    ['cancellation-fee', -1, null, false],
    ['cancellation-credit', -100, null, true],
    ['cancellation-credit', 100, null, false],
    ['amendment', 100, 'Upgrade', true],
    ['amendment', -100, 'Downgrade', true],
    ['amendment', -100, ' ', false],
    ['correction', 1, 'Typo', true],
    ['correction', 0, 'Typo', false],
    ['sale-item', 1.5, null, false],
  ])('%s of %d (reason %j) allowed: %s', (kind, amountMinor, reason, ok) => {
    expect(ledgerLineProblem({ kind, amountMinor, reason }) === null).toBe(ok)
  })
})

describe('bookingStatement', () => {
  it('lists lines and movements in time order with a running balance that ends at the derived balance', () => {
    const entries = bookingStatement(
      [
        {
          id: 1,
          at: '2026-01-01T10:00:00.000Z',
          kind: 'sale-item',
          description: 'Double room, 2 travellers',
          amountMinor: 200_000,
          reason: null,
        },
        {
          id: 2,
          at: '2026-03-01T10:00:00.000Z',
          kind: 'cancellation-credit',
          description: 'Cancelled: holiday credited',
          amountMinor: -200_000,
          reason: null,
        },
        {
          id: 3,
          at: '2026-03-01T10:00:00.000Z',
          kind: 'cancellation-fee',
          description: 'Cancellation fee',
          amountMinor: 40_000,
          reason: null,
        },
      ],
      [
        {
          id: 7,
          at: '2026-01-01T10:00:00.000Z',
          kind: 'payment',
          method: 'card',
          amountMinor: 40_000,
          reference: 'sbx_1',
        },
        {
          id: 9,
          at: '2026-02-01T10:00:00.000Z',
          kind: 'payment',
          method: 'bank transfer',
          amountMinor: 60_000,
          reference: 'BACS 12',
        },
        {
          id: 11,
          at: '2026-03-02T10:00:00.000Z',
          kind: 'refund',
          method: 'refund',
          amountMinor: 60_000,
          reference: 'sbx_9',
        },
      ],
      'customer',
    )
    expect(entries.map((entry) => [entry.description, entry.amountMinor, entry.balanceMinor, entry.reference])).toEqual(
      [
        ['Double room, 2 travellers', 200_000, 200_000, null],
        ['Card payment – thank you', -40_000, 160_000, 'sbx_1'],
        ['Bank transfer received – thank you', -60_000, 100_000, 'BACS 12'],
        ['Cancelled: holiday credited', -200_000, -100_000, null],
        ['Cancellation fee', 40_000, -60_000, null],
        ['Refund to your card', 60_000, 0, 'sbx_9'],
      ],
    )
  })
})

describe('refundAmountProblem (never more than was paid net of earlier refunds)', () => {
  it.each<[number, number, boolean]>([
    [1, 1, true],
    [100, 100, true],
    [101, 100, false],
    [0, 100, false],
    [1, 0, false],
    [1.5, 100, false],
  ])('refund %d of %d paid: %s', (amountMinor, paidMinor, ok) => {
    expect(refundAmountProblem({ amountMinor, paidMinor }) === null).toBe(ok)
  })
})

describe('needsApproval (sales agents’ limit; administrators never wait)', () => {
  it.each<[string, number, number, boolean]>([
    ['sales_agent', 49_999, 50_000, false],
    ['sales_agent', 50_000, 50_000, false],
    ['sales_agent', 50_001, 50_000, true],
    ['sales_agent', 1, 0, true],
    ['administrator', 10_000_000, 50_000, false],
    ['content_editor', 50_001, 50_000, true],
  ])('%s, %d against a limit of %d: %s', (role, amountMinor, limitMinor, expected) => {
    expect(needsApproval({ role, amountMinor, limitMinor })).toBe(expected)
  })
})
