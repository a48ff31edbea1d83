import { describe, expect, it } from 'vitest'
import { daysUntil, isDaysLessThanTen, isWithinTwelveWeeks } from './calendar'
import { epochDay, toIsoDate } from './dates'

// 1 March 2026 as a local date; late in the evening to prove the hour does not matter.
const today = new Date(2026, 2, 1, 23, 45)

function inDays(n: number): string {
  const day = epochDay({ year: 2026, month: 3, day: 1 }) + n
  const d = new Date(day * 86_400_000)
  return toIsoDate({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() })
}

describe('daysUntil', () => {
  it.each<[string, number]>([
    ['2026-03-01', 0],
    ['2026-03-02', 1],
    ['2026-02-28', -1],
    ['2026-03-11', 10],
    ['2026-05-24', 84],
    ['2027-03-01', 365],
    ['2026-03-29', 28],
    ['2026-04-01T06:00:00', 31],
  ])('%s → %i', (departure, days) => {
    expect(daysUntil(departure, today)).toBe(days)
  })

  it('is the same at the start and end of the day', () => {
    expect(daysUntil('2026-03-11', new Date(2026, 2, 1, 0, 0, 0))).toBe(10)
    expect(daysUntil('2026-03-11', new Date(2026, 2, 1, 23, 59, 59))).toBe(10)
  })

  it('rejects a departure date that is not a date', () => {
    expect(() => daysUntil('soon', today)).toThrow(RangeError)
  })
})

describe('departure proximity flags', () => {
  // [days away, less than ten, within twelve weeks]
  it.each<[number, boolean, boolean]>([
    [-1, true, false],
    [0, true, false],
    [9, true, false],
    [10, false, false],
    [11, false, true],
    [77, false, true],
    [83, false, true],
    [84, false, false],
    [85, false, false],
    [365, false, false],
  ])('%i days → lessThanTen %s, withinTwelveWeeks %s', (days, lessThanTen, withinTwelveWeeks) => {
    const departure = inDays(days)
    expect(daysUntil(departure, today)).toBe(days)
    expect(isDaysLessThanTen(departure, today)).toBe(lessThanTen)
    expect(isWithinTwelveWeeks(departure, today)).toBe(withinTwelveWeeks)
  })
})
