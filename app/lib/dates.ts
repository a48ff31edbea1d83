// Calendar dates travel as 'YYYY-MM-DD' strings and are handled by their components. `new Date('YYYY-MM-DD')` is
// UTC midnight while `new Date(y, m, d)` is local midnight; mixing the two shifts a day for half the planet, so
// nothing here turns a date string into a Date.

export const MONTHS_SHORT = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const
export type MonthShort = (typeof MONTHS_SHORT)[number]

/** A day on the calendar, with no time and no zone. month is 1-12. */
export type CalendarDate = { year: number; month: number; day: number }

export function pad2(n: number): string {
  return String(n).padStart(2, '0')
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}

/** Days in a 1-based month; 0 for a month outside 1-12 so callers' range checks fail closed. */
export function daysInMonth(year: number, month: number): number {
  if (!Number.isInteger(month) || month < 1 || month > 12) return 0
  if (month === 2) return isLeapYear(year) ? 29 : 28
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31
}

export function isValidCalendarDate(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(day) &&
    year >= 1 &&
    year <= 9999 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  )
}

const ISO_DATE_PREFIX = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/

/** Reads the calendar date at the start of an ISO string ('2026-03-01' or '2026-03-01T07:05:00Z'); any time part is
 * ignored rather than zone-converted, because the server sends local dates of the place concerned. */
export function parseIsoDate(text: string): CalendarDate | null {
  const m = ISO_DATE_PREFIX.exec(text.trim())
  if (!m) return null
  const year = Number(m[1])
  const month = Number(m[2])
  const day = Number(m[3])
  return isValidCalendarDate(year, month, day) ? { year, month, day } : null
}

export function toIsoDate(date: CalendarDate): string {
  return `${String(date.year).padStart(4, '0')}-${pad2(date.month)}-${pad2(date.day)}`
}

/** The calendar day a Date falls on in the runtime's zone: for "today" that is the day the user is living in. */
export function calendarDateOf(date: Date): CalendarDate {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() }
}

/** Day number since 1970-01-01, so differences between calendar dates never see DST's 23- and 25-hour days. */
export function epochDay(date: CalendarDate): number {
  return Math.round(Date.UTC(date.year, date.month - 1, date.day) / 86_400_000)
}

export function ordinal(n: number): string {
  const lastTwo = n % 100
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`
  switch (n % 10) {
    case 1:
      return `${n}st`
    case 2:
      return `${n}nd`
    case 3:
      return `${n}rd`
    default:
      return `${n}th`
  }
}

function monthShort(month: number): MonthShort {
  const name = MONTHS_SHORT[month - 1]
  if (name === undefined) throw new RangeError(`Month out of range: ${month}`)
  return name
}

/** The site's default date format: day ordinal, short month, year ('1st Mar 2026'). */
export function formatDate(iso: string): string {
  const date = parseIsoDate(iso)
  if (!date) throw new RangeError(`Not an ISO calendar date: ${JSON.stringify(iso)}`)
  return `${ordinal(date.day)} ${monthShort(date.month)} ${date.year}`
}

const TIME_PART = /(?:^|T|\s)(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/

/** 24-hour 'HH:mm' of a time or date-time string. The wall-clock time is kept as sent: flight times are local to
 * their airport and must not be converted into the viewer's zone. */
export function formatTime(text: string): string {
  const m = TIME_PART.exec(text.trim())
  const hours = Number(m?.[1])
  const minutes = Number(m?.[2])
  if (!m || hours > 23 || minutes > 59) throw new RangeError(`Not a time: ${JSON.stringify(text)}`)
  return `${pad2(hours)}:${pad2(minutes)}`
}

const ISO_MONTH_PREFIX = /^(\d{4})-(\d{2})(?:$|-)/

/** The 'Mon YYYY' label of search date options, from 'YYYY-MM' or a full ISO date. */
export function formatMonthYear(text: string): string {
  const m = ISO_MONTH_PREFIX.exec(text.trim())
  const month = Number(m?.[2])
  if (!m || month < 1 || month > 12) throw new RangeError(`Not an ISO month: ${JSON.stringify(text)}`)
  return `${monthShort(month)} ${m[1]}`
}

/** Search months travel as two-digit numbers: 'Mar' → '03'. Case-insensitive; null for anything else. */
export function searchMonthToNumber(month: string): string | null {
  const wanted = month.trim().toLowerCase()
  const index = MONTHS_SHORT.findIndex((name) => name.toLowerCase() === wanted)
  return index === -1 ? null : pad2(index + 1)
}

/** '03' or 3 → 'Mar'; null outside 1-12. */
export function numberToSearchMonth(month: string | number): MonthShort | null {
  const n = typeof month === 'number' ? month : /^\d{1,2}$/.test(month.trim()) ? Number(month) : Number.NaN
  return MONTHS_SHORT[n - 1] ?? null
}

/** Layover as hours and minutes. Decision: '1h 5m' (no zero padding), '45m' under an hour, '2h' for whole hours,
 * '0m' for none — the shortest form that reads unambiguously in a flight summary. */
export function formatLayover(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 0) throw new RangeError(`Invalid layover minutes: ${minutes}`)
  const h = Math.trunc(minutes / 60)
  const m = minutes % 60
  if (h === 0) return `${m}m`
  return m === 0 ? `${h}h` : `${h}h ${m}m`
}

/** 'Direct', '1 stop (DXB)', '2 stops (DXB, SIN)'. */
export function formatStops(airports: readonly string[]): string {
  const codes = airports.map((a) => a.trim()).filter((a) => a !== '')
  if (codes.length === 0) return 'Direct'
  const label = codes.length === 1 ? '1 stop' : `${codes.length} stops`
  return `${label} (${codes.join(', ')})`
}
