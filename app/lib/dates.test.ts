import { describe, expect, it } from 'vitest'
import {
  MONTHS_SHORT,
  calendarDateOf,
  daysInMonth,
  epochDay,
  formatDate,
  formatLayover,
  formatMonthYear,
  formatStops,
  formatTime,
  isLeapYear,
  numberToSearchMonth,
  ordinal,
  pad2,
  parseIsoDate,
  searchMonthToNumber,
  toIsoDate,
} from './dates'

describe('MONTHS_SHORT', () => {
  it('lists Jan to Dec', () => {
    expect(MONTHS_SHORT).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'])
  })
})

describe('searchMonthToNumber / numberToSearchMonth', () => {
  it.each(MONTHS_SHORT.map((name, i) => [name, pad2(i + 1)] as const))('%s ↔ %s', (name, number) => {
    expect(searchMonthToNumber(name)).toBe(number)
    expect(numberToSearchMonth(number)).toBe(name)
    expect(numberToSearchMonth(Number(number))).toBe(name)
  })

  it.each<[string, string | null]>([
    ['mar', '03'],
    [' DEC ', '12'],
    ['March', null],
    ['', null],
    ['Foo', null],
  ])('searchMonthToNumber(%j) → %j', (text, expected) => {
    expect(searchMonthToNumber(text)).toBe(expected)
  })

  it.each<[string | number, string | null]>([
    ['3', 'Mar'],
    [0, null],
    [13, null],
    ['00', null],
    ['13', null],
    ['3.0', null],
    ['', null],
    [1.5, null],
  ])('numberToSearchMonth(%j) → %j', (value, expected) => {
    expect(numberToSearchMonth(value)).toBe(expected)
  })
})

describe('ordinal', () => {
  it.each<[number, string]>([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [10, '10th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [14, '14th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [24, '24th'],
    [30, '30th'],
    [31, '31st'],
    [101, '101st'],
    [111, '111th'],
  ])('%i → %s', (n, expected) => {
    expect(ordinal(n)).toBe(expected)
  })
})

describe('formatDate', () => {
  it.each<[string, string]>([
    ['2026-03-01', '1st Mar 2026'],
    ['2026-03-02', '2nd Mar 2026'],
    ['2026-03-03', '3rd Mar 2026'],
    ['2026-12-11', '11th Dec 2026'],
    ['2026-01-22', '22nd Jan 2026'],
    ['2026-05-31', '31st May 2026'],
    ['2024-02-29', '29th Feb 2024'],
    ['2026-03-01T23:30:00Z', '1st Mar 2026'],
    ['2026-03-01T00:30:00+05:00', '1st Mar 2026'],
    ['2026-03-01 07:05', '1st Mar 2026'],
  ])('%s → %s', (iso, expected) => {
    expect(formatDate(iso)).toBe(expected)
  })

  it.each([['2026-02-30'], ['2023-02-29'], ['2026-13-01'], ['2026-3-1'], ['01/03/2026'], [''], ['2026-03-01x']])(
    'rejects %j',
    (iso) => {
      expect(() => formatDate(iso)).toThrow(RangeError)
    },
  )
})

describe('formatTime', () => {
  it.each<[string, string]>([
    ['2026-03-01T07:05', '07:05'],
    ['2026-03-01T07:05:09', '07:05'],
    ['2026-03-01T23:59:59.123Z', '23:59'],
    ['2026-03-01T18:40:00+01:00', '18:40'],
    ['2026-03-01 00:00', '00:00'],
    ['7:05', '07:05'],
    ['19:30', '19:30'],
  ])('%s → %s', (text, expected) => {
    expect(formatTime(text)).toBe(expected)
  })

  it.each([['24:00'], ['12:60'], ['2026-03-01'], [''], ['noon']])('rejects %j', (text) => {
    expect(() => formatTime(text)).toThrow(RangeError)
  })
})

describe('formatMonthYear', () => {
  it.each<[string, string]>([
    ['2026-03', 'Mar 2026'],
    ['2026-12', 'Dec 2026'],
    ['2027-01-15', 'Jan 2027'],
  ])('%s → %s', (text, expected) => {
    expect(formatMonthYear(text)).toBe(expected)
  })

  it.each([['2026-13'], ['2026-00'], ['2026'], ['Mar 2026'], ['']])('rejects %j', (text) => {
    expect(() => formatMonthYear(text)).toThrow(RangeError)
  })
})

describe('formatLayover', () => {
  it.each<[number, string]>([
    [0, '0m'],
    [5, '5m'],
    [45, '45m'],
    [60, '1h'],
    [65, '1h 5m'],
    [125, '2h 5m'],
    [119, '1h 59m'],
    [1440, '24h'],
    [1505, '25h 5m'],
  ])('%i → %s', (minutes, expected) => {
    expect(formatLayover(minutes)).toBe(expected)
  })

  it.each([[-1], [1.5], [Number.NaN]])('rejects %s', (minutes) => {
    expect(() => formatLayover(minutes)).toThrow(RangeError)
  })
})

describe('formatStops', () => {
  it.each<[string[], string]>([
    [[], 'Direct'],
    [['DXB'], '1 stop (DXB)'],
    [['DXB', 'SIN'], '2 stops (DXB, SIN)'],
    [['DXB', 'SIN', 'SYD'], '3 stops (DXB, SIN, SYD)'],
    [[' DXB ', ''], '1 stop (DXB)'],
  ])('%j → %s', (airports, expected) => {
    expect(formatStops(airports)).toBe(expected)
  })
})

describe('calendar helpers', () => {
  it.each<[number, boolean]>([
    [2024, true],
    [2023, false],
    [1900, false],
    [2000, true],
  ])('isLeapYear(%i) → %s', (year, expected) => {
    expect(isLeapYear(year)).toBe(expected)
  })

  it.each<[number, number, number]>([
    [2024, 2, 29],
    [2023, 2, 28],
    [2026, 4, 30],
    [2026, 12, 31],
    [2026, 0, 0],
    [2026, 13, 0],
  ])('daysInMonth(%i, %i) → %i', (year, month, expected) => {
    expect(daysInMonth(year, month)).toBe(expected)
  })

  it.each<[string, { year: number; month: number; day: number } | null]>([
    ['2026-03-01', { year: 2026, month: 3, day: 1 }],
    [' 2026-03-01 ', { year: 2026, month: 3, day: 1 }],
    ['2026-03-01T10:00:00Z', { year: 2026, month: 3, day: 1 }],
    ['2026-02-29', null],
    ['0000-01-01', null],
    ['20260301', null],
  ])('parseIsoDate(%j)', (text, expected) => {
    expect(parseIsoDate(text)).toEqual(expected)
  })

  it('round-trips through toIsoDate', () => {
    expect(toIsoDate({ year: 2026, month: 3, day: 1 })).toBe('2026-03-01')
    expect(toIsoDate({ year: 999, month: 12, day: 31 })).toBe('0999-12-31')
  })

  it('reads the local calendar day of a Date, whatever the hour', () => {
    expect(calendarDateOf(new Date(2026, 2, 1, 0, 0))).toEqual({ year: 2026, month: 3, day: 1 })
    expect(calendarDateOf(new Date(2026, 2, 1, 23, 59))).toEqual({ year: 2026, month: 3, day: 1 })
  })

  it.each<[string, string, number]>([
    ['2026-03-01', '2026-03-02', 1],
    ['2026-03-28', '2026-03-30', 2],
    ['2026-10-24', '2026-10-26', 2],
    ['2024-02-28', '2024-03-01', 2],
    ['2025-12-31', '2026-01-01', 1],
  ])('epochDay(%s) to epochDay(%s) is %i days, across DST and leap days', (a, b, days) => {
    const from = parseIsoDate(a)
    const to = parseIsoDate(b)
    if (!from || !to) throw new Error('bad fixture')
    expect(epochDay(to) - epochDay(from)).toBe(days)
  })

  it('counts epoch days from 1970-01-01', () => {
    expect(epochDay({ year: 1970, month: 1, day: 1 })).toBe(0)
    expect(epochDay({ year: 1969, month: 12, day: 31 })).toBe(-1)
  })
})
