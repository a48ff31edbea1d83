import { describe, expect, it } from 'vitest'
import { departureEditProblems, parseSignedMoneyInput, roomEditProblems, roomPricesFor } from './catalogue-rules'

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

describe('roomEditProblems', () => {
  const room = { id: 7, allocation: 10, supplementMinor: 25_000 }
  it('accepts an allocation down to the rooms sold and held, and a supplement that keeps the price above 0', () => {
    expect(roomEditProblems(room, { sold: 6, held: 4 }, 100_000)).toEqual({})
    expect(roomEditProblems({ ...room, supplementMinor: -99_999 }, { sold: 0, held: 0 }, 100_000)).toEqual({})
  })
  it('never lets the allocation fall below sold plus held rooms', () => {
    expect(roomEditProblems({ ...room, allocation: 9 }, { sold: 6, held: 4 }, 100_000)).toEqual({
      'room-7-allocation':
        'The allocation cannot be below the 10 rooms already sold or held in checkouts (6 sold, 4 held).',
    })
    expect(roomEditProblems({ ...room, allocation: -1 }, { sold: 0, held: 0 }, 100_000)['room-7-allocation']).toBe(
      'Enter an allocation of 0 or more.',
    )
  })
  it('refuses a supplement that takes the price per person to 0 or below', () => {
    expect(roomEditProblems({ ...room, supplementMinor: -100_000 }, { sold: 0, held: 0 }, 100_000)).toEqual({
      'room-7-supplement': 'The price per person with this supplement must be above 0.',
    })
  })
})

describe('parseSignedMoneyInput', () => {
  it('reads pounds and pence with an optional minus sign', () => {
    expect(parseSignedMoneyInput('250')).toBe(25_000)
    expect(parseSignedMoneyInput('-50.5')).toBe(-5_050)
    expect(parseSignedMoneyInput(' £12.34 ')).toBe(1_234)
    expect(parseSignedMoneyInput('−1')).toBe(-100)
    expect(parseSignedMoneyInput('--1')).toBeNaN()
    expect(parseSignedMoneyInput('ten')).toBeNaN()
  })
})
