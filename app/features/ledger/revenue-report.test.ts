import { describe, expect, it } from 'vitest'
import { revenueChart, revenueRows, type RevenueCell } from './revenue-report'

const cell = (key: string, currency: string, kind: string, amountMinor: number, bookings = 1): RevenueCell => ({
  key,
  label: key,
  currency,
  kind,
  amountMinor,
  bookings,
})

describe('revenueRows', () => {
  it('splits each key by currency, buckets every kind and adds up to the sum of the lines', () => {
    const cells = [
      cell('2026-05-01', 'GBP', 'sale-item', 300_000, 2),
      cell('2026-05-01', 'CAD', 'sale-item', 450_000, 1),
      cell('2026-05-01', 'GBP', 'goodwill-credit', -5_000),
      cell('2026-05-02', 'GBP', 'cancellation-credit', -150_000),
      cell('2026-05-02', 'GBP', 'cancellation-fee', 40_000),
      cell('2026-05-02', 'GBP', 'amendment', 12_000),
      cell('2026-05-02', 'GBP', 'amendment', -2_000),
      cell('2026-05-02', 'GBP', 'discount', -1_000),
    ]
    const { rows, totals } = revenueRows(cells)
    expect(
      rows.map((row) => [
        row.key,
        row.currency,
        row.salesMinor,
        row.cancellationsMinor,
        row.creditsMinor,
        row.netMinor,
        row.bookings,
      ]),
    ).toEqual([
      ['2026-05-01', 'CAD', 450_000, 0, 0, 450_000, 1],
      ['2026-05-01', 'GBP', 300_000, 0, -5_000, 295_000, 2],
      ['2026-05-02', 'GBP', 12_000, -110_000, -3_000, -101_000, 0],
    ])
    expect(totals).toEqual([
      { currency: 'CAD', salesMinor: 450_000, cancellationsMinor: 0, creditsMinor: 0, netMinor: 450_000, bookings: 1 },
      {
        currency: 'GBP',
        salesMinor: 312_000,
        cancellationsMinor: -110_000,
        creditsMinor: -8_000,
        netMinor: 194_000,
        bookings: 2,
      },
    ])
    const sumOfLines = cells.filter((c) => c.currency === 'GBP').reduce((sum, c) => sum + c.amountMinor, 0)
    expect(totals.find((t) => t.currency === 'GBP')!.netMinor).toBe(sumOfLines)
  })
})

describe('revenueChart', () => {
  it('draws bars above the zero line for revenue and below it for a net loss, one currency only', () => {
    const { rows } = revenueRows([
      cell('a', 'GBP', 'sale-item', 300),
      cell('b', 'GBP', 'cancellation-credit', -100),
      cell('c', 'CAD', 'sale-item', 999),
    ])
    const chart = revenueChart(rows, 'GBP', { width: 200, height: 100 })
    expect(chart.bars.map((bar) => bar.label)).toEqual(['a', 'b'])
    expect(chart.zeroY).toBe(75)
    expect(chart.bars[0]).toMatchObject({ y: 0, height: 75 })
    expect(chart.bars[1]).toMatchObject({ y: 75, height: 25 })
  })
})
