import { describe, expect, it } from 'vitest'
import { bulkPricePlan, changedPrice, parseBulkPriceChange } from './bulk-price-rules'

describe('parseBulkPriceChange', () => {
  it('reads a price to set, an amount with its sign and a percentage to a tenth', () => {
    expect(parseBulkPriceChange('set', '£1,299.50')).toEqual({ change: { kind: 'set', priceMinor: 129_950 } })
    expect(parseBulkPriceChange('amount', '+50')).toEqual({ change: { kind: 'amount', deltaMinor: 5_000 } })
    expect(parseBulkPriceChange('amount', '-49.99')).toEqual({ change: { kind: 'amount', deltaMinor: -4_999 } })
    expect(parseBulkPriceChange('percent', '5')).toEqual({ change: { kind: 'percent', tenths: 50 } })
    expect(parseBulkPriceChange('percent', '-7.5%')).toEqual({ change: { kind: 'percent', tenths: -75 } })
  })

  it('refuses a zero or negative price, a zero change, a percentage out of range and an unknown kind', () => {
    for (const [kind, value] of [
      ['set', '0'],
      ['set', '-10'],
      ['set', 'lots'],
      ['amount', '0'],
      ['amount', '1.234'],
      ['percent', '0'],
      ['percent', '-100'],
      ['percent', '101'],
      ['percent', '2.25'],
      ['double', '2'],
    ])
      expect(parseBulkPriceChange(kind!, value!), `${kind} ${value}`).toHaveProperty('problem')
  })
})

describe('changedPrice', () => {
  it('sets, adds and scales in whole minor units, rounding a percentage to the nearest penny', () => {
    expect(changedPrice(99_900, { kind: 'set', priceMinor: 89_900 })).toBe(89_900)
    expect(changedPrice(99_900, { kind: 'amount', deltaMinor: -10_000 })).toBe(89_900)
    // 5 % of £999.00 is £49.95: £1,048.95.
    expect(changedPrice(99_900, { kind: 'percent', tenths: 50 })).toBe(104_895)
    // −7.5 % of £1,299.99 is £97.49925 off: £1,202.49075 → £1,202.49.
    expect(changedPrice(129_999, { kind: 'percent', tenths: -75 })).toBe(120_249)
    // A half penny rounds up: 10 % of 5p is 0.5p → 6p.
    expect(changedPrice(5, { kind: 'percent', tenths: 100 })).toBe(6)
    for (const price of [1, 99, 12_345, 99_999_999])
      expect(Number.isInteger(changedPrice(price, { kind: 'percent', tenths: 33 }))).toBe(true)
  })
})

describe('bulkPricePlan', () => {
  it('gives old and new prices, refusing a departure whose new price is 0, not below its was-price or below its deposit', () => {
    const plan = bulkPricePlan(
      [
        { id: 1, priceMinor: 99_900, wasPriceMinor: null, depositMinor: 25_000 },
        { id: 2, priceMinor: 5_000, wasPriceMinor: null, depositMinor: 0 },
        { id: 3, priceMinor: 99_900, wasPriceMinor: 100_000, depositMinor: 25_000 },
        { id: 4, priceMinor: 30_000, wasPriceMinor: null, depositMinor: 25_000 },
      ],
      { kind: 'amount', deltaMinor: -5_000 },
    )
    expect(plan.map(({ id, newPriceMinor, problem }) => ({ id, newPriceMinor, problem }))).toEqual([
      { id: 1, newPriceMinor: 94_900, problem: undefined },
      { id: 2, newPriceMinor: 0, problem: 'Enter a price above 0.' },
      { id: 3, newPriceMinor: 94_900, problem: undefined },
      { id: 4, newPriceMinor: 25_000, problem: undefined },
    ])
    const raised = bulkPricePlan([{ id: 3, priceMinor: 99_900, wasPriceMinor: 100_000, depositMinor: 0 }], {
      kind: 'percent',
      tenths: 10,
    })
    expect(raised[0]).toMatchObject({
      newPriceMinor: 100_899,
      problem: 'The new price is not below the departure’s was-price.',
    })
    const belowDeposit = bulkPricePlan([{ id: 4, priceMinor: 30_000, wasPriceMinor: null, depositMinor: 25_000 }], {
      kind: 'set',
      priceMinor: 20_000,
    })
    expect(belowDeposit[0]!.problem).toBe('The new price is below the departure’s deposit.')
  })
})
