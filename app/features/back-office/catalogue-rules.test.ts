import { describe, expect, it } from 'vitest'
import { departureEditProblems, roomPricesFor } from './catalogue-rules'

const edit = { priceMinor: 199_900, wasPriceMinor: 229_900, depositMinor: 25_000, capacity: 30, open: true }
const taken = { seatsSold: 20, heldPlaces: 4 }

describe('departureEditProblems', () => {
  it('accepts a sound edit, with or without a was-price', () => {
    expect(departureEditProblems(edit, taken)).toEqual({})
    expect(departureEditProblems({ ...edit, wasPriceMinor: null }, taken)).toEqual({})
  })
  it('never lets the capacity fall below sold plus held places', () => {
    expect(departureEditProblems({ ...edit, capacity: 24 }, taken)).toEqual({})
    expect(departureEditProblems({ ...edit, capacity: 23 }, taken).capacity).toBe(
      'The capacity cannot be below the 24 places already sold or held in checkouts (20 sold, 4 held).',
    )
  })
  it('refuses a zero price, a was-price not above the price, and a deposit above the price', () => {
    expect(departureEditProblems({ ...edit, priceMinor: 0 }, taken).price).toBeDefined()
    expect(departureEditProblems({ ...edit, wasPriceMinor: 199_900 }, taken).wasPrice).toBeDefined()
    expect(departureEditProblems({ ...edit, depositMinor: 200_000 }, taken).deposit).toBeDefined()
    expect(departureEditProblems({ ...edit, depositMinor: -1 }, taken).deposit).toBeDefined()
  })
})

describe('roomPricesFor', () => {
  it('is the price plus each room’s supplement', () => {
    expect(
      roomPricesFor(150_000, [
        { id: 1, supplementMinor: 0 },
        { id: 2, supplementMinor: 32_500 },
      ]),
    ).toEqual([
      { id: 1, pricePerPersonMinor: 150_000 },
      { id: 2, pricePerPersonMinor: 182_500 },
    ])
  })
})
