import { describe, expect, it } from 'vitest'
import { OTHER_ITEMS_DESCRIPTION, saleLinesOf } from './sale-lines'

describe('saleLinesOf', () => {
  const items = {
    rooms: [
      { name: 'Twin', occupancy: 2, pricePerPersonMinor: 150_000 },
      { name: 'Single', occupancy: 1, pricePerPersonMinor: 0 },
    ],
    excursions: [
      { name: 'Sacred Valley', priceMinor: 4_500 },
      { name: 'Sacred Valley', priceMinor: 4_500 },
    ],
    visas: [{ name: 'Peru visa', priceMinor: 3_000 }],
    donations: [
      { name: 'Footprints', amountMinor: 200 },
      { name: 'Footprints', amountMinor: 200 },
    ],
  }

  it('itemises rooms, excursions, visas and donations, skipping free items', () => {
    expect(saleLinesOf(items, 312_400).map((line) => [line.kind, line.description, line.amountMinor])).toEqual([
      ['sale-item', 'Twin, 2 travellers', 300_000],
      ['sale-item', 'Excursion: Sacred Valley, 2 travellers', 9_000],
      ['sale-item', 'Visa: Peru visa, 1 traveller', 3_000],
      ['sale-item', 'Donation: Footprints', 400],
    ])
  })

  it('adds what the rows cannot see (tour extensions) so the lines add up to the agreed total', () => {
    const lines = saleLinesOf(items, 352_400)
    expect(lines.at(-1)).toEqual({
      kind: 'sale-item',
      description: OTHER_ITEMS_DESCRIPTION,
      amountMinor: 40_000,
      reason: null,
    })
    expect(lines.reduce((sum, line) => sum + line.amountMinor, 0)).toBe(352_400)
  })

  it('writes a correction with a reason for an agreed total below the itemised prices', () => {
    const lines = saleLinesOf(items, 300_000)
    expect(lines.at(-1)).toMatchObject({ kind: 'correction', amountMinor: -12_400 })
    expect(lines.reduce((sum, line) => sum + line.amountMinor, 0)).toBe(300_000)
  })
})
