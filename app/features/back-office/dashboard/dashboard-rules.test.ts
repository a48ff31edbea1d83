import { describe, expect, it } from 'vitest'
import {
  addDays,
  bookingsByWeek,
  isCloseToSellingOut,
  loadFactorPercent,
  placesLeft,
  weekStart,
} from './dashboard-rules'

describe('dashboard calendar rules', () => {
  it('starts weeks on Monday', () => {
    expect(weekStart('2026-11-23')).toBe('2026-11-23') // a Monday
    expect(weekStart('2026-11-29')).toBe('2026-11-23') // Sunday
    expect(weekStart('2026-11-22')).toBe('2026-11-16')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
  })

  it('counts bookings into the last eight weeks, oldest first, leaving out older and later ones', () => {
    const weeks = bookingsByWeek(
      [
        '2026-11-24T09:00:00.000Z',
        '2026-11-23T00:00:00.000Z',
        '2026-11-22T23:59:59.999Z',
        '2026-10-05T10:00:00.000Z',
        '2026-10-04T10:00:00.000Z',
      ],
      '2026-11-25',
    )
    expect(weeks).toHaveLength(8)
    expect(weeks[0]).toEqual({ weekStart: '2026-10-05', bookings: 1 })
    expect(weeks[6]).toEqual({ weekStart: '2026-11-16', bookings: 1 })
    expect(weeks[7]).toEqual({ weekStart: '2026-11-23', bookings: 2 })
    expect(weeks.reduce((sum, week) => sum + week.bookings, 0)).toBe(4)
  })

  it('computes the load factor and places left', () => {
    expect(loadFactorPercent(30, 40)).toBe(75)
    expect(loadFactorPercent(0, 0)).toBeNull()
    expect(loadFactorPercent(45, 40)).toBe(100)
    expect(placesLeft(40, 30, 4)).toBe(6)
    expect(placesLeft(40, 38, 4)).toBe(0)
  })

  it('calls a departure close to selling out with five places left, or a tenth of a big one', () => {
    expect(isCloseToSellingOut(12, 2)).toBe(true)
    expect(isCloseToSellingOut(50, 5)).toBe(true)
    expect(isCloseToSellingOut(50, 6)).toBe(false)
    expect(isCloseToSellingOut(100, 10)).toBe(true)
    expect(isCloseToSellingOut(100, 11)).toBe(false)
    expect(isCloseToSellingOut(40, 0)).toBe(false)
  })
})
