import { describe, expect, it } from 'vitest'
import { monthLabel, monthRange, monthWeeks, parseMonth, shiftMonth } from './departure-calendar-rules'

describe('the departure calendar’s month', () => {
  it('reads ?month=, defaults to today’s month, refuses anything else with a message', () => {
    expect(parseMonth('2027-05', '2026-11-29')).toEqual({ ok: true, month: '2027-05' })
    expect(parseMonth(null, '2026-11-29')).toEqual({ ok: true, month: '2026-11' })
    expect(parseMonth(' ', '2026-11-29')).toEqual({ ok: true, month: '2026-11' })
    for (const bad of ['2027-13', '2027-5', '27-05', '2027-05-01', '1999-12', 'May'])
      expect(parseMonth(bad, '2026-11-29').ok, bad).toBe(false)
  })

  it('moves across the year end both ways', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01')
    expect(shiftMonth('2027-01', -1)).toBe('2026-12')
    expect(shiftMonth('2027-05', 0)).toBe('2027-05')
  })

  it('names the month and gives its first and last days (a leap February)', () => {
    expect(monthLabel('2028-02')).toBe('February 2028')
    expect(monthRange('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' })
    expect(monthRange('2027-04')).toEqual({ first: '2027-04-01', last: '2027-04-30' })
  })

  it('lays the month out Monday to Sunday with blanks around it', () => {
    // May 2027 starts on a Saturday and has 31 days: six weeks.
    const may = monthWeeks('2027-05')
    expect(may).toHaveLength(6)
    expect(may[0]).toEqual([null, null, null, null, null, '2027-05-01', '2027-05-02'])
    expect(may[5]).toEqual(['2027-05-31', null, null, null, null, null, null])
    // February 2027 starts on a Monday and has 28 days: exactly four weeks.
    const february = monthWeeks('2027-02')
    expect(february).toHaveLength(4)
    expect(february[0]![0]).toBe('2027-02-01')
    expect(february[3]![6]).toBe('2027-02-28')
    for (const week of [...may, ...february]) expect(week).toHaveLength(7)
  })
})
