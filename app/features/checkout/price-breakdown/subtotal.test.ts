import { describe, expect, it } from 'vitest'
import type { QuoteResponse } from '../contract/checkout-contract'
import {
  computeSubtotal,
  donationAmount,
  isSubtotalMismatch,
  subtotalInputOfQuote,
  subtotalLines,
  type SubtotalDonation,
  type SubtotalInput,
} from './subtotal'

const none: SubtotalInput = { rooms: [], excursions: [], visas: [], donation: null, extensions: [] }

describe('the subtotal rule (checkout §9)', () => {
  it.each<[string, Partial<SubtotalInput>, number]>([
    ['nothing chosen', {}, 0],
    [
      'a twin room: price per person × occupancy',
      { rooms: [{ id: 7, pricePerPerson: 149_950, occupancy: 2 }] },
      299_900,
    ],
    [
      'two rooms',
      {
        rooms: [
          { id: 7, pricePerPerson: 100_000, occupancy: 2 },
          { id: 8, pricePerPerson: 125_000, occupancy: 1 },
        ],
      },
      325_000,
    ],
    [
      'a cleared room (no id, occupancy 0) costs nothing',
      {
        rooms: [
          { id: null, pricePerPerson: 99_999, occupancy: 0 },
          { id: 0, pricePerPerson: 5, occupancy: 2 },
        ],
      },
      0,
    ],
    ['an excursion × selected passengers', { excursions: [{ price: 4_500, selectedPassengers: 3 }] }, 13_500],
    ['an excursion nobody chose', { excursions: [{ price: 4_500, selectedPassengers: 0 }] }, 0],
    [
      'visas × count',
      {
        visas: [
          { price: 2_500, count: 2 },
          { price: 1_000, count: 0 },
        ],
      },
      5_000,
    ],
    ['an extension × travellers', { extensions: [{ price: 39_900, passengers: 3 }] }, 119_700],
    [
      'everything together',
      {
        rooms: [{ id: 1, pricePerPerson: 100_000, occupancy: 2 }],
        excursions: [{ price: 3_000, selectedPassengers: 2 }],
        visas: [{ price: 2_000, count: 2 }],
        donation: { allocationType: 'PerPerson', price: 500, passengers: 2, nonDonating: 1 },
        extensions: [{ price: 10_000, passengers: 2 }],
      },
      200_000 + 6_000 + 4_000 + 500 + 20_000,
    ],
  ])('%s', (_name, input, expected) => {
    expect(computeSubtotal({ ...none, ...input })).toBe(expected)
  })

  it.each<[string, SubtotalDonation, number]>([
    ['per person, everyone donates', { allocationType: 'PerPerson', price: 500, passengers: 3, nonDonating: 0 }, 1_500],
    ['per person, one opts out', { allocationType: 'PerPerson', price: 500, passengers: 3, nonDonating: 1 }, 1_000],
    ['per person, all opt out', { allocationType: 'PerPerson', price: 500, passengers: 3, nonDonating: 3 }, 0],
    ['per person, never negative', { allocationType: 'PerPerson', price: 500, passengers: 1, nonDonating: 4 }, 0],
    ['per booking, accepted', { allocationType: 'PerBooking', price: 1_000, declined: false }, 1_000],
    ['per booking, declined', { allocationType: 'PerBooking', price: 1_000, declined: true }, 0],
  ])('donation %s', (_name, donation, expected) => {
    expect(donationAmount(donation)).toBe(expected)
    expect(computeSubtotal({ ...none, donation })).toBe(expected)
  })

  it('lists one line per priced item, and the lines add up to the subtotal', () => {
    const input: SubtotalInput = {
      rooms: [{ id: 1, pricePerPerson: 1_000, occupancy: 2 }],
      excursions: [{ price: 300, selectedPassengers: 1 }],
      visas: [],
      donation: { allocationType: 'PerBooking', price: 1_000, declined: false },
      extensions: [],
    }
    expect(subtotalLines(input)).toEqual([
      { kind: 'room', index: 0, unitPrice: 1_000, quantity: 2, amount: 2_000 },
      { kind: 'excursion', index: 0, unitPrice: 300, quantity: 1, amount: 300 },
      { kind: 'donation', index: 0, unitPrice: 1_000, quantity: 1, amount: 1_000 },
    ])
    expect(computeSubtotal(input)).toBe(3_300)
  })

  it('refuses fractional money rather than rounding it', () => {
    expect(() => computeSubtotal({ ...none, rooms: [{ id: 1, pricePerPerson: 10.5, occupancy: 1 }] })).toThrow(
      RangeError,
    )
  })
})

describe('subtotal mismatch (checkout §4, §8)', () => {
  const quote: Pick<
    QuoteResponse,
    'rooms' | 'excursions' | 'visas' | 'donations' | 'addOns' | 'passengers' | 'subtotal'
  > = {
    rooms: [{ id: 3, key: 'r1', name: 'Twin Room', occupancy: 2, pricePerPerson: 100_000, supplement: 0 }],
    passengers: [
      {
        passengerId: 1,
        roomId: 3,
        roomKey: 'r1',
        key: 'a',
        lead: true,
        firstName: 'Ann',
        lastName: 'Lee',
        donated: true,
      },
      {
        passengerId: 2,
        roomId: 3,
        roomKey: 'r1',
        key: 'b',
        lead: false,
        firstName: 'Bo',
        lastName: 'Lee',
        donated: false,
      },
    ],
    excursions: [
      {
        id: 9,
        code: 'X',
        name: 'Boat trip',
        price: 4_000,
        passengers: [
          { passengerId: 1, selected: true },
          { passengerId: 2, selected: false },
        ],
      },
    ],
    visas: [],
    addOns: [],
    donations: [
      {
        id: 1,
        name: 'Trees',
        description: '',
        imageUrl: '',
        price: 500,
        brandName: 'Meridian',
        allocationType: 'PerPerson',
        donationExists: true,
        amount: 500,
        passengerCount: 1,
        declined: false,
      },
    ],
    subtotal: 204_500,
  }

  it('reads the quote: rooms, selected passengers, non-donating travellers', () => {
    expect(subtotalInputOfQuote(quote)).toEqual({
      rooms: [{ id: 3, pricePerPerson: 100_000, occupancy: 2 }],
      excursions: [{ price: 4_000, selectedPassengers: 1 }],
      visas: [],
      donation: { allocationType: 'PerPerson', price: 500, passengers: 2, nonDonating: 1 },
      extensions: [],
    })
  })

  it('is no mismatch when the lines add up to the quote’s subtotal', () => {
    expect(isSubtotalMismatch(quote.subtotal, subtotalInputOfQuote(quote))).toBe(false)
  })

  it('is a mismatch when a price changed under the quote', () => {
    const changed = { ...quote, excursions: [{ ...quote.excursions[0]!, price: 4_100 }] }
    expect(isSubtotalMismatch(quote.subtotal, subtotalInputOfQuote(changed))).toBe(true)
  })
})
