/*
 * The office's calendar for reports and the dashboard (issue 25; ADR 0045). Both brands sell from the United
 * Kingdom, so a "day", "this week" and "this month" are Europe/London's, whatever the server's zone and whatever
 * the database stores (UTC instants as ISO text). Days are 'YYYY-MM-DD'; weeks start on Monday. Pure: Intl only.
 */

export const OFFICE_TIME_ZONE = 'Europe/London'

const DAY_MS = 86_400_000

const dayFormats = new Map<string, Intl.DateTimeFormat>()

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
    dayFormats.set(timeZone, format)
  }
  return format
}

function zonedParts(at: Date, timeZone: string): Record<string, number> {
  const parts: Record<string, number> = {}
  for (const part of dayFormat(timeZone).formatToParts(at)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  }
  return parts
}

/** The calendar day an instant falls on in the zone. */
export function zonedDay(at: Date | string, timeZone: string = OFFICE_TIME_ZONE): string {
  const parts = zonedParts(typeof at === 'string' ? new Date(at) : at, timeZone)
  return `${String(parts.year).padStart(4, '0')}-${String(parts.month).padStart(2, '0')}-${String(parts.day).padStart(2, '0')}`
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function zoneOffsetMs(at: Date, timeZone: string): number {
  const parts = zonedParts(at, timeZone)
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!)
  return wall - Math.floor(at.getTime() / 1000) * 1000
}

/**
 * The UTC instant (ISO) at which the zone's day starts. London changes its clocks at 01:00 UTC, never at midnight,
 * so a day's start always exists; the second pass corrects a guess taken on the other side of a change.
 */
export function dayStartInstant(day: string, timeZone: string = OFFICE_TIME_ZONE): string {
  return zonedInstant(day, 0, timeZone)
}

/** The UTC instant (ISO) of a whole hour of the zone's wall clock on a day ('2027-06-30', 9 → 08:00 UTC in BST). */
export function zonedInstant(day: string, hour: number, timeZone: string = OFFICE_TIME_ZONE): string {
  const wallAsUtc = Date.parse(`${day}T${String(hour).padStart(2, '0')}:00:00.000Z`)
  let instant = wallAsUtc - zoneOffsetMs(new Date(wallAsUtc), timeZone)
  instant = wallAsUtc - zoneOffsetMs(new Date(instant), timeZone)
  return new Date(instant).toISOString()
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/** The Monday of the week the day falls in. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00.000Z`).getUTCDay() // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7))
}

/** Whole days from one calendar day to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / DAY_MS)
}

/** Inclusive calendar days; '' = open at that end. */
export interface DayRange {
  from: string
  to: string
}

/** The instants a day range covers: from the first day's start, up to (not including) the day after the last's. */
export function instantsOf(range: DayRange, timeZone: string = OFFICE_TIME_ZONE): { from?: string; until?: string } {
  return {
    ...(range.from ? { from: dayStartInstant(range.from, timeZone) } : {}),
    ...(range.to ? { until: dayStartInstant(addDays(range.to, 1), timeZone) } : {}),
  }
}

export const DASHBOARD_PERIODS = ['today', 'week', 'month'] as const
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number]

/** Today, this week (from Monday) and this month (from the 1st), each up to and including today. */
export function periodRanges(today: string): Record<DashboardPeriod, DayRange> {
  return {
    today: { from: today, to: today },
    week: { from: mondayOf(today), to: today },
    month: { from: `${today.slice(0, 8)}01`, to: today },
  }
}
