import { describe, expect, it } from 'vitest'
import { FEW_SEATS_LEFT } from './departures-contract'
import {
  LIMITED_PLACES_THRESHOLD,
  departureStatusFor,
  isBookable,
  isOnSale,
  liveDepartureStatus,
  placesLeft,
} from './departure-availability'

const TODAY = '2027-03-01'

describe('live departure availability', () => {
  it('calls a departure Limited exactly when the details would say how many seats are left', () => {
    expect(LIMITED_PLACES_THRESHOLD).toBe(FEW_SEATS_LEFT)
    expect(departureStatusFor(FEW_SEATS_LEFT)).toBe('Limited')
    expect(departureStatusFor(FEW_SEATS_LEFT + 1)).toBe('Available')
  })

  it.each([
    [{ open: 1, startDate: '2027-03-02', placesLeft: 25 }, 'Available', true],
    [{ open: 1, startDate: '2027-03-02', placesLeft: 10 }, 'Limited', true],
    [{ open: 1, startDate: '2027-03-02', placesLeft: 1 }, 'Limited', true],
    [{ open: 1, startDate: '2027-03-02', placesLeft: 0 }, 'Sold out', false],
    [{ open: 1, startDate: '2027-03-02', placesLeft: -2 }, 'Sold out', false],
    [{ open: 0, startDate: '2027-03-02', placesLeft: 25 }, 'Sold out', false],
    [{ open: 1, startDate: TODAY, placesLeft: 25 }, 'Sold out', false],
    [{ open: 1, startDate: '2027-02-01', placesLeft: 25 }, 'Sold out', false],
  ] as const)('%o is %s (bookable: %s)', (departure, status, bookable) => {
    expect(liveDepartureStatus(departure, TODAY)).toBe(status)
    expect(isBookable(departure, TODAY)).toBe(bookable)
  })

  it('is on sale only while open and still to come, whatever is left', () => {
    expect(isOnSale({ open: 1, startDate: '2027-03-02' }, TODAY)).toBe(true)
    expect(isOnSale({ open: 0, startDate: '2027-03-02' }, TODAY)).toBe(false)
    expect(isOnSale({ open: 1, startDate: TODAY }, TODAY)).toBe(false)
  })

  it('counts live holds like sold places', () => {
    expect(placesLeft({ capacity: 40, sold: 28, held: 2 })).toBe(10)
    expect(departureStatusFor(placesLeft({ capacity: 40, sold: 28, held: 2 }))).toBe('Limited')
    expect(departureStatusFor(placesLeft({ capacity: 40, sold: 28, held: 12 }))).toBe('Sold out')
  })
})
