import { describe, expect, it } from 'vitest'
import { validateGeneratorTerms } from './departure-generator-rules'

const terms = (change: Record<string, string> = {}) => ({
  capacity: '20',
  price: '1,299.00',
  deposit: '250',
  'room-TWN-allocation': '6',
  'room-TWN-supplement': '',
  'room-SGL-allocation': '8',
  'room-SGL-supplement': '150.00',
  ...change,
})

describe('validateGeneratorTerms', () => {
  it('reads the places, money in minor units and the room types with rooms, priced per person', () => {
    expect(validateGeneratorTerms(terms())).toEqual({
      ok: true,
      terms: {
        capacity: 20,
        priceMinor: 129_900,
        depositMinor: 25_000,
        rooms: [
          {
            code: 'TWN',
            name: 'Twin Room',
            occupancy: 2,
            allocation: 6,
            supplementMinor: 0,
            pricePerPersonMinor: 129_900,
          },
          {
            code: 'SGL',
            name: 'Single Room',
            occupancy: 1,
            allocation: 8,
            supplementMinor: 15_000,
            pricePerPersonMinor: 144_900,
          },
        ],
      },
    })
  })

  it('refuses a zero price, a deposit above the price, and a capacity out of range', () => {
    const problems = (change: Record<string, string>) => {
      const result = validateGeneratorTerms(terms(change))
      return result.ok ? {} : result.fieldErrors
    }
    expect(problems({ price: '0' }).price).toBe('Enter a price above 0.')
    expect(problems({ price: '0', deposit: 'lots' })).toMatchObject({
      price: 'Enter a price above 0.',
      deposit: 'Enter the deposit in pounds and pence, such as 250.00.',
    })
    expect(problems({ price: '-5' }).price).toBe('Enter the price in pounds and pence, such as 1299.00.')
    expect(problems({ deposit: '1300' }).deposit).toBe('The deposit cannot be more than the price.')
    expect(problems({ capacity: '0' }).capacity).toMatch(/from 1 to 999/)
    expect(problems({ capacity: '1000' }).capacity).toMatch(/from 1 to 999/)
    expect(problems({ capacity: '2.5' }).capacity).toMatch(/from 1 to 999/)
  })

  it('needs rooms holding at least the capacity, and a price per person above 0 with each supplement', () => {
    const fieldErrors = (change: Record<string, string>) => {
      const result = validateGeneratorTerms(terms(change))
      return result.ok ? null : result.fieldErrors
    }
    expect(fieldErrors({ capacity: '21' })).toEqual({
      'room-TWN-allocation': 'The rooms hold 20 places, fewer than the 21 on sale: add rooms or lower the capacity.',
    })
    expect(fieldErrors({ 'room-TWN-allocation': '0', 'room-SGL-allocation': '' })).toEqual({
      'room-TWN-allocation': 'Give at least one room type some rooms.',
    })
    expect(fieldErrors({ 'room-SGL-supplement': '-1299.00' })).toEqual({
      'room-SGL-supplement': 'Single Room: the price per person with this supplement must be above 0.',
    })
    // A room type without rooms may carry any supplement: it is not created.
    expect(fieldErrors({ 'room-TRP-supplement': '-5000' })).toBeNull()
    expect(fieldErrors({ 'room-DBL-allocation': 'many' })).toEqual({
      'room-DBL-allocation': 'Double Room: enter the number of rooms, 0 or more.',
    })
  })
})
