import { daysInMonth, epochDay } from '../../../lib/dates'

/*
 * The departure calendar's month (issue 26), pure and unit-tested: the month an address asks for ('2027-05'; this
 * month when it asks for none), the months either side, and the month's weeks Monday to Sunday with the days of the
 * months around it left blank.
 */

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/

export type MonthResult = { ok: true; month: string } | { ok: false; message: string }

/** The month of `?month=`, or today's month when it is absent or empty. */
export function parseMonth(text: string | null, today: string): MonthResult {
  if (text === null || text.trim() === '') return { ok: true, month: today.slice(0, 7) }
  const match = MONTH_PATTERN.exec(text.trim())
  if (!match || Number(match[1]) < 2000 || Number(match[1]) > 2100)
    return { ok: false, message: 'Give the month as a year and month between 2000 and 2100, such as 2027-05.' }
  return { ok: true, month: `${match[1]}-${match[2]}` }
}

const parts = (month: string) => ({ year: Number(month.slice(0, 4)), month: Number(month.slice(5, 7)) })

/** The month `delta` months on (negative: before). */
export function shiftMonth(month: string, delta: number): string {
  const { year, month: m } = parts(month)
  const index = year * 12 + (m - 1) + delta
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
}

/** 'May 2027'. */
export function monthLabel(month: string): string {
  const { year, month: m } = parts(month)
  const names = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ]
  return `${names[m - 1]} ${year}`
}

/** The month's first and last days, as ISO dates. */
export function monthRange(month: string): { first: string; last: string } {
  const { year, month: m } = parts(month)
  return { first: `${month}-01`, last: `${month}-${String(daysInMonth(year, m)).padStart(2, '0')}` }
}

/** The month's weeks, Monday first: each a row of seven ISO dates, null for a day of another month. */
export function monthWeeks(month: string): (string | null)[][] {
  const { year, month: m } = parts(month)
  const days = daysInMonth(year, m)
  // 1970-01-01 was a Thursday: (epoch day + 3) mod 7 is 0 on a Monday.
  const lead = (epochDay({ year, month: m, day: 1 }) + 3) % 7
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: days }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`),
  ]
  while (cells.length % 7) cells.push(null)
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7))
}
