/*
 * Calendar arithmetic on 'YYYY-MM-DD' strings through day numbers since 1970-01-01 (UTC), so no time zone or
 * daylight-saving change can shift a date. Used by the generator and its tests.
 */

const DAY_MS = 86_400_000
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

export function isIsoDate(text: string): boolean {
  const m = ISO_DATE.exec(text)
  if (!m) return false
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
  return date.toISOString().slice(0, 10) === text
}

export function toEpochDay(iso: string): number {
  const m = ISO_DATE.exec(iso)
  if (!m) throw new RangeError(`Not an ISO date: ${JSON.stringify(iso)}`)
  return Math.round(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / DAY_MS)
}

export function fromEpochDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10)
}

export function addDays(iso: string, days: number): string {
  return fromEpochDay(toEpochDay(iso) + days)
}

/** The same day of the month `months` later, clamped to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(iso: string, months: number): string {
  const year = Number(iso.slice(0, 4))
  const month = Number(iso.slice(5, 7)) - 1 + months
  const day = Number(iso.slice(8, 10))
  const targetYear = year + Math.floor(month / 12)
  const targetMonth = ((month % 12) + 12) % 12
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate()
  return new Date(Date.UTC(targetYear, targetMonth, Math.min(day, lastDay))).toISOString().slice(0, 10)
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(day: number): number {
  return (((day + 4) % 7) + 7) % 7
}

/** 1-12. */
export function monthOf(iso: string): number {
  return Number(iso.slice(5, 7))
}

/** 'YYMMDD', for departure codes. */
export function compactDate(iso: string): string {
  return iso.slice(2, 4) + iso.slice(5, 7) + iso.slice(8, 10)
}

/** Today's date in UTC: the only place the generator looks at the clock, and only when no date is given. */
export function todayUtc(): string {
  return new Date().toISOString().slice(0, 10)
}
