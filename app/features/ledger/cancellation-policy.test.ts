import { describe, expect, it } from 'vitest'
import {
  DEFAULT_CANCELLATION_POLICY,
  cancellationFee,
  cancellationLines,
  cancellationPolicySchema,
  daysBeforeDeparture,
  describeCancellationPolicy,
  parseCancellationPolicy,
  type CancellationPolicy,
} from './cancellation-policy'

describe('the default policy at each boundary day (> 84: deposit; 56–84: 50 %; < 56: 100 %)', () => {
  it.each<[number, number]>([
    [400, 40_000],
    [86, 40_000],
    [85, 40_000],
    [84, 125_001],
    [83, 125_001],
    [57, 125_001],
    [56, 125_001],
    [55, 250_001],
    [1, 250_001],
    [0, 250_001],
    [-3, 250_001],
  ])('%d days before departure → fee %d on a £2,500.01 booking with a £400 deposit', (daysBefore, fee) => {
    expect(
      cancellationFee({ policy: DEFAULT_CANCELLATION_POLICY, daysBefore, totalMinor: 250_001, depositMinor: 40_000 })
        .feeMinor,
    ).toBe(fee)
  })

  it('never charges more than the total (a deposit above a discounted total) nor below 0', () => {
    expect(
      cancellationFee({
        policy: DEFAULT_CANCELLATION_POLICY,
        daysBefore: 100,
        totalMinor: 30_000,
        depositMinor: 40_000,
      }).feeMinor,
    ).toBe(30_000)
    expect(
      cancellationFee({ policy: DEFAULT_CANCELLATION_POLICY, daysBefore: 10, totalMinor: 0, depositMinor: 40_000 })
        .feeMinor,
    ).toBe(0)
  })
})

describe('daysBeforeDeparture', () => {
  it.each<[string, string, number]>([
    ['2026-01-01', '2026-03-26', 84],
    ['2026-01-01', '2026-03-27', 85],
    ['2026-03-29', '2026-03-30', 1], // across the clocks going forward: still whole days
    ['2026-05-01', '2026-05-01', 0],
    ['2026-05-02', '2026-05-01', -1],
  ])('%s to %s is %d days', (today, departure, days) => {
    expect(daysBeforeDeparture(today, departure)).toBe(days)
  })
})

describe('the policy as data', () => {
  it('accepts descending bands ending at day 0 and refuses anything else', () => {
    expect(cancellationPolicySchema.safeParse(DEFAULT_CANCELLATION_POLICY).success).toBe(true)
    expect(
      cancellationPolicySchema.safeParse({ bands: [{ fromDays: 0, charge: { kind: 'percent', percent: 100 } }] })
        .success,
    ).toBe(true)
    for (const bad of [
      { bands: [] },
      { bands: [{ fromDays: 10, charge: { kind: 'percent', percent: 100 } }] },
      {
        bands: [
          { fromDays: 0, charge: { kind: 'percent', percent: 100 } },
          { fromDays: 30, charge: { kind: 'deposit' } },
        ],
      },
      { bands: [{ fromDays: 0, charge: { kind: 'percent', percent: 101 } }] },
    ])
      expect(cancellationPolicySchema.safeParse(bad).success).toBe(false)
  })

  it('reads the stored text, falling back to the default when it is missing or broken', () => {
    expect(parseCancellationPolicy(null)).toEqual(DEFAULT_CANCELLATION_POLICY)
    expect(parseCancellationPolicy('{not json')).toEqual(DEFAULT_CANCELLATION_POLICY)
    const custom = {
      bands: [
        { fromDays: 30, charge: { kind: 'deposit' } },
        { fromDays: 0, charge: { kind: 'percent', percent: 80 } },
      ],
    }
    expect(parseCancellationPolicy(JSON.stringify(custom))).toEqual(custom)
  })

  it("is described in the customer's words for the tour page and the confirmation", () => {
    expect(describeCancellationPolicy(DEFAULT_CANCELLATION_POLICY)).toEqual([
      'More than 84 days before departure: you lose your deposit.',
      '56 to 84 days before departure: we charge 50% of the holiday price.',
      'Fewer than 56 days before departure: we charge the full holiday price.',
    ])
  })

  it.each<[string, CancellationPolicy, string[]]>([
    [
      'one band for every day',
      { bands: [{ fromDays: 0, charge: { kind: 'percent', percent: 100 } }] },
      ['Whenever you cancel: we charge the full holiday price.'],
    ],
    [
      'a free band, a one-day band and singular days',
      {
        bands: [
          { fromDays: 2, charge: { kind: 'percent', percent: 0 } },
          { fromDays: 1, charge: { kind: 'deposit' } },
          { fromDays: 0, charge: { kind: 'percent', percent: 25 } },
        ],
      },
      [
        'More than 1 day before departure: there is no cancellation charge.',
        '1 day before departure: you lose your deposit.',
        'On the day of departure: we charge 25% of the holiday price.',
      ],
    ],
  ])('words %s', (_name, policy, words) => {
    expect(describeCancellationPolicy(policy)).toEqual(words)
  })
})

describe('cancellationLines', () => {
  it('credits everything owed and charges the fee, so the total after is the fee', () => {
    const lines = cancellationLines({ totalMinor: 250_000, feeMinor: 40_000, feeDescription: 'Cancellation fee' })
    expect(lines.map((line) => [line.kind, line.amountMinor])).toEqual([
      ['cancellation-credit', -250_000],
      ['cancellation-fee', 40_000],
    ])
    expect(lines.reduce((sum, line) => sum + line.amountMinor, 250_000)).toBe(40_000)
  })
})
