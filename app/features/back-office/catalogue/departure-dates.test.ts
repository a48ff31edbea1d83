import { describe, expect, it } from 'vitest'
import { departureDates, MAX_GENERATED_DEPARTURES, planDepartures } from './departure-dates'

const today = '2027-01-01'
const dates = (startDate: string, repeat: string, until = '') => {
  const result = departureDates({ startDate, repeat, until }, today)
  if (!result.ok) throw new Error(JSON.stringify(result.fieldErrors))
  return result.dates
}

describe('departureDates', () => {
  it('once: the first date alone, whatever the end date says', () => {
    expect(dates('2027-05-14', 'once', 'nonsense')).toEqual([{ date: '2027-05-14' }])
  })

  it('weekly: every seven days up to and including the end date', () => {
    expect(dates('2027-05-03', 'weekly', '2027-05-24').map((d) => d.date)).toEqual([
      '2027-05-03',
      '2027-05-10',
      '2027-05-17',
      '2027-05-24',
    ])
    expect(dates('2027-05-03', 'weekly', '2027-05-23').map((d) => d.date)).toHaveLength(3)
  })

  it('weekly across both clock changes stays on its weekday (Sundays in March and October 2027)', () => {
    const spring = dates('2027-03-21', 'weekly', '2027-04-04').map((d) => d.date)
    expect(spring).toEqual(['2027-03-21', '2027-03-28', '2027-04-04'])
    const autumn = dates('2027-10-24', 'weekly', '2027-11-07').map((d) => d.date)
    expect(autumn).toEqual(['2027-10-24', '2027-10-31', '2027-11-07'])
    for (const date of [...spring, ...autumn]) expect(new Date(`${date}T00:00:00Z`).getUTCDay()).toBe(0)
  })

  it('monthly on the 31st: the last day of shorter months, each saying so; back to the 31st after', () => {
    expect(dates('2027-01-31', 'monthly', '2027-05-31')).toEqual([
      { date: '2027-01-31' },
      { date: '2027-02-28', note: 'The month has no 31st: its last day instead.' },
      { date: '2027-03-31' },
      { date: '2027-04-30', note: 'The month has no 31st: its last day instead.' },
      { date: '2027-05-31' },
    ])
  })

  it('monthly on the 29th: 29 February in a leap year, 28 February otherwise; across the year end', () => {
    expect(dates('2027-12-29', 'monthly', '2028-03-01').map((d) => d.date)).toEqual([
      '2027-12-29',
      '2028-01-29',
      '2028-02-29',
    ])
    expect(dates('2027-01-29', 'monthly', '2027-03-29')[1]).toEqual({
      date: '2027-02-28',
      note: 'The month has no 29th: its last day instead.',
    })
  })

  it(`allows ${MAX_GENERATED_DEPARTURES} departures and refuses one more`, () => {
    // 104 Mondays from 2027-01-04: the last is 103 weeks on, 2028-12-25.
    expect(dates('2027-01-04', 'weekly', '2028-12-25')).toHaveLength(MAX_GENERATED_DEPARTURES)
    const over = departureDates({ startDate: '2027-01-04', repeat: 'weekly', until: '2029-01-01' }, today)
    expect(over).toEqual({ ok: false, fieldErrors: { until: expect.stringContaining('more than 104 departures') } })
    // A far end date is refused quickly, not walked to the end.
    expect(departureDates({ startDate: '2027-01-04', repeat: 'monthly', until: '9999-12-31' }, today).ok).toBe(false)
  })

  it('refuses a missing or impossible first date, one in the past, an unknown repeat and an end before the start', () => {
    const problems = (startDate: string, repeat: string, until: string) => {
      const result = departureDates({ startDate, repeat, until }, today)
      return result.ok ? null : result.fieldErrors
    }
    expect(problems('', 'weekly', '2027-02-01')).toEqual({ startDate: 'Enter the first departure date.' })
    expect(problems('2027-02-30', 'once', '')).toEqual({ startDate: 'Enter the first departure date.' })
    expect(problems('2026-12-31', 'once', '')).toEqual({
      startDate: 'The first departure date cannot be in the past.',
    })
    expect(problems('2027-03-01', 'daily', '')).toEqual({ repeat: 'Choose once, every week or every month.' })
    expect(problems('2027-03-01', 'weekly', '')).toEqual({ until: 'Enter the date the repeats end.' })
    expect(problems('2027-03-01', 'monthly', '2027-02-01')).toEqual({
      until: 'The end date is before the first date.',
    })
  })
})

describe('planDepartures', () => {
  it('names each departure, gives its end date, and marks a date the tour departs on or a taken code', () => {
    const planned = planDepartures(
      [{ date: '2027-05-03' }, { date: '2027-05-10' }, { date: '2027-05-17' }],
      { code: 'ZQ12', durationDays: 8, place: 'MAN' },
      [{ startDate: '2027-05-10', code: 'ZQ12-270510-LHR' }],
      new Set(['ZQ12-270517-MAN']),
    )
    expect(planned).toEqual([
      { date: '2027-05-03', endDate: '2027-05-10', code: 'ZQ12-270503-MAN' },
      {
        date: '2027-05-10',
        endDate: '2027-05-17',
        code: 'ZQ12-270510-MAN',
        clash: 'The tour already departs this day (ZQ12-270510-LHR): skipped.',
      },
      {
        date: '2027-05-17',
        endDate: '2027-05-24',
        code: 'ZQ12-270517-MAN',
        clash: 'Code ZQ12-270517-MAN is taken: skipped.',
      },
    ])
  })

  it('a one-day tour ends the day it starts; a tour over a month end ends in the next month', () => {
    const [one] = planDepartures([{ date: '2027-02-28' }], { code: 'ZQ1', durationDays: 1, place: 'CO' }, [], new Set())
    expect(one!.endDate).toBe('2027-02-28')
    const [long] = planDepartures(
      [{ date: '2027-02-28' }],
      { code: 'ZQ1', durationDays: 3, place: 'CO' },
      [],
      new Set(),
    )
    expect(long!.endDate).toBe('2027-03-02')
  })
})
