import { describe, expect, it } from 'vitest'
import { addDays, dayStartInstant, daysBetween, instantsOf, mondayOf, periodRanges, zonedDay } from './report-days'

describe('the office calendar (Europe/London)', () => {
  it.each([
    // Winter: London is UTC.
    ['2026-01-15T23:59:59.999Z', '2026-01-15'],
    ['2026-01-16T00:00:00.000Z', '2026-01-16'],
    // Summer: London is UTC+1, so 23:00 UTC is already tomorrow.
    ['2026-07-15T22:59:59.999Z', '2026-07-15'],
    ['2026-07-15T23:00:00.000Z', '2026-07-16'],
    // Around the clock changes (29 March and 25 October 2026, at 01:00 UTC).
    ['2026-03-28T23:30:00.000Z', '2026-03-28'],
    ['2026-03-29T23:30:00.000Z', '2026-03-30'],
    ['2026-10-24T23:30:00.000Z', '2026-10-25'],
    ['2026-10-25T23:30:00.000Z', '2026-10-25'],
  ])('%s falls on %s in London', (instant, day) => {
    expect(zonedDay(instant)).toBe(day)
  })

  it.each([
    ['2026-01-16', '2026-01-16T00:00:00.000Z'],
    ['2026-07-16', '2026-07-15T23:00:00.000Z'],
    // The day the clocks go forward starts in GMT; the day after in BST.
    ['2026-03-29', '2026-03-29T00:00:00.000Z'],
    ['2026-03-30', '2026-03-29T23:00:00.000Z'],
    // The day the clocks go back starts in BST; the day after in GMT.
    ['2026-10-25', '2026-10-24T23:00:00.000Z'],
    ['2026-10-26', '2026-10-26T00:00:00.000Z'],
  ])('%s starts at %s', (day, instant) => {
    expect(dayStartInstant(day)).toBe(instant)
    expect(zonedDay(instant)).toBe(day)
    expect(zonedDay(new Date(Date.parse(instant) - 1))).toBe(addDays(day, -1))
  })

  it('covers a day range from its first day’s start to the start of the day after its last', () => {
    expect(instantsOf({ from: '2026-07-01', to: '2026-07-31' })).toEqual({
      from: '2026-06-30T23:00:00.000Z',
      until: '2026-07-31T23:00:00.000Z',
    })
    expect(instantsOf({ from: '', to: '2026-12-31' })).toEqual({ until: '2027-01-01T00:00:00.000Z' })
    expect(instantsOf({ from: '', to: '' })).toEqual({})
    expect(instantsOf({ from: '2026-07-01', to: '2026-07-01' }, 'UTC')).toEqual({
      from: '2026-07-01T00:00:00.000Z',
      until: '2026-07-02T00:00:00.000Z',
    })
  })

  it('has weeks from Monday and months from the 1st, up to today', () => {
    expect(mondayOf('2026-11-23')).toBe('2026-11-23') // a Monday
    expect(mondayOf('2026-11-29')).toBe('2026-11-23') // a Sunday
    expect(periodRanges('2026-11-01')).toEqual({
      today: { from: '2026-11-01', to: '2026-11-01' },
      week: { from: '2026-10-26', to: '2026-11-01' },
      month: { from: '2026-11-01', to: '2026-11-01' },
    })
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3)
    expect(daysBetween('2027-01-02', '2026-12-30')).toBe(-3)
  })
})
