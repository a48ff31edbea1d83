import { daysInMonth, epochDay, ordinal, parseIsoDate, toIsoDate, type CalendarDate } from '../../../lib/dates'

/*
 * The departure generator's dates (issue 26), pure and unit-tested beside it. From a first date, once, every week or
 * every month until an end date (inclusive). Dates are calendar days counted in whole days (epoch days), never
 * clock times, so a weekly run across the clock change stays on its weekday. A monthly run keeps the first date's
 * day of the month; in a month without it (the 31st in April, the 29th–31st in February) it falls on the month's last
 * day and says so. At most MAX_GENERATED_DEPARTURES at once. The plan then names each departure after the tour's code
 * and date, and marks (and skips) a date the tour already departs on or a code that is taken.
 */

export const REPEATS = ['once', 'weekly', 'monthly'] as const
export type Repeat = (typeof REPEATS)[number]

/** Most departures one run may create (two years of weekly departures). */
export const MAX_GENERATED_DEPARTURES = 104

export interface PlannedDate {
  date: string
  /** Why the date is not the first date's day of the month (a monthly run in a shorter month). */
  note?: string
}

export type DatesResult =
  | { ok: true; dates: PlannedDate[] }
  | { ok: false; fieldErrors: Partial<Record<'startDate' | 'repeat' | 'until', string>> }

const fromEpochDay = (day: number): string => new Date(day * 86_400_000).toISOString().slice(0, 10)

function monthly(start: CalendarDate, index: number): PlannedDate {
  const months = start.month - 1 + index
  const year = start.year + Math.floor(months / 12)
  const month = (months % 12) + 1
  const last = daysInMonth(year, month)
  const date = toIsoDate({ year, month, day: Math.min(start.day, last) })
  return start.day > last ? { date, note: `The month has no ${ordinal(start.day)}: its last day instead.` } : { date }
}

/** The dates of a run, or what is wrong with it. `today` is the first date a departure may have. */
export function departureDates(
  input: { startDate: string; repeat: string; until: string },
  today: string,
): DatesResult {
  const start = parseIsoDate(input.startDate.trim())
  const repeat = (REPEATS as readonly string[]).includes(input.repeat) ? (input.repeat as Repeat) : null
  const fieldErrors: Partial<Record<'startDate' | 'repeat' | 'until', string>> = {}
  if (!start || input.startDate.trim().length !== 10) fieldErrors.startDate = 'Enter the first departure date.'
  else if (toIsoDate(start) < today) fieldErrors.startDate = 'The first departure date cannot be in the past.'
  if (!repeat) fieldErrors.repeat = 'Choose once, every week or every month.'
  if (repeat === 'once')
    return Object.keys(fieldErrors).length
      ? { ok: false, fieldErrors }
      : { ok: true, dates: [{ date: toIsoDate(start!) }] }

  const until = parseIsoDate(input.until.trim())
  if (!repeat) return { ok: false, fieldErrors }
  if (!until || input.until.trim().length !== 10) fieldErrors.until = 'Enter the date the repeats end.'
  else if (start && toIsoDate(until) < toIsoDate(start)) fieldErrors.until = 'The end date is before the first date.'
  if (Object.keys(fieldErrors).length || !start || !until) return { ok: false, fieldErrors }

  const last = toIsoDate(until)
  const dates: PlannedDate[] = []
  for (let index = 0; ; index++) {
    const planned = repeat === 'weekly' ? { date: fromEpochDay(epochDay(start) + 7 * index) } : monthly(start, index)
    if (planned.date > last) break
    if (dates.length === MAX_GENERATED_DEPARTURES)
      return {
        ok: false,
        fieldErrors: {
          until: `That is more than ${MAX_GENERATED_DEPARTURES} departures: choose an earlier end date (at most ${MAX_GENERATED_DEPARTURES} at once).`,
        },
      }
    dates.push(planned)
  }
  return { ok: true, dates }
}

/** A date plus whole days, as a calendar date. */
export function addDays(date: string, days: number): string {
  return fromEpochDay(epochDay(parseIsoDate(date)!) + days)
}

/** 'MJ1042' + '2027-05-14' + 'LHR' → 'MJ1042-270514-LHR', as the catalogue names departures. */
export function departureCodeOf(tourCode: string, date: string, place: string): string {
  return `${tourCode}-${date.slice(2, 4)}${date.slice(5, 7)}${date.slice(8, 10)}-${place}`
}

export interface PlannedDeparture extends PlannedDate {
  endDate: string
  code: string
  /** Why it is skipped: the tour already departs that day, or the code is taken. */
  clash?: string
}

/**
 * The departures a run would create: each date's end date and code, with the ones that clash marked. `existing` is
 * the tour's departures (their start dates and codes); `takenCodes` every departure code that exists.
 */
export function planDepartures(
  dates: readonly PlannedDate[],
  tour: { code: string; durationDays: number; place: string },
  existing: readonly { startDate: string; code: string }[],
  takenCodes: ReadonlySet<string>,
): PlannedDeparture[] {
  const byDate = new Map(existing.map((row) => [row.startDate, row.code]))
  return dates.map((planned) => {
    const code = departureCodeOf(tour.code, planned.date, tour.place)
    const sameDay = byDate.get(planned.date)
    const clash = sameDay
      ? `The tour already departs this day (${sameDay}): skipped.`
      : takenCodes.has(code)
        ? `Code ${code} is taken: skipped.`
        : undefined
    return {
      ...planned,
      endDate: addDays(planned.date, tour.durationDays - 1),
      code,
      ...(clash ? { clash } : {}),
    }
  })
}
