import { DAYS_LESS_THAN_TEN_THRESHOLD, TWELVE_WEEKS_THRESHOLD_WEEKS } from './constants'
import { calendarDateOf, epochDay, parseIsoDate } from './dates'

// Checkout §9's departure-proximity flags. They count calendar days between today's date and the departure date, so
// neither the time of day nor a DST change can move a boundary.

/** Calendar days from today to the departure date ('YYYY-MM-DD', any time part ignored); negative once departed. */
export function daysUntil(departureDate: string, today: Date): number {
  const departure = parseIsoDate(departureDate)
  if (!departure) throw new RangeError(`Not an ISO calendar date: ${JSON.stringify(departureDate)}`)
  return epochDay(departure) - epochDay(calendarDateOf(today))
}

/** True when departure is under 10 days away. */
export function isDaysLessThanTen(departureDate: string, today: Date): boolean {
  return daysUntil(departureDate, today) < DAYS_LESS_THAN_TEN_THRESHOLD
}

/** True when the whole weeks until departure are under 12 and the days are over 10. Exactly 10 days is neither this
 * nor "less than ten": the spec's two rules leave that day out and we keep them as written. */
export function isWithinTwelveWeeks(departureDate: string, today: Date): boolean {
  const days = daysUntil(departureDate, today)
  return Math.floor(days / 7) < TWELVE_WEEKS_THRESHOLD_WEEKS && days > DAYS_LESS_THAN_TEN_THRESHOLD
}
