/*
 * The dashboard's calendar arithmetic (issue 14), pure so it is tested without a database: calendar days as
 * 'YYYY-MM-DD' (the office's, Europe/London: ADR 0045), weeks starting on Monday, and "close to selling out".
 */

const DAY_MS = 86_400_000

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10)
}

export function addDays(day: string, days: number): string {
  return isoDay(new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS))
}

/** The Monday of the week `day` falls in. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00.000Z`).getUTCDay() // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7))
}

export interface WeekCount {
  weekStart: string
  bookings: number
}

/** The last `weeks` weeks up to and including today's, oldest first, each with how many bookings were made in it. */
export function bookingsByWeek(createdAts: readonly string[], today: string, weeks = 8): WeekCount[] {
  const thisWeek = weekStart(today)
  const buckets = Array.from({ length: weeks }, (_, index) => ({
    weekStart: addDays(thisWeek, -7 * (weeks - 1 - index)),
    bookings: 0,
  }))
  const byStart = new Map(buckets.map((bucket) => [bucket.weekStart, bucket]))
  for (const createdAt of createdAts) {
    const bucket = byStart.get(weekStart(createdAt.slice(0, 10)))
    if (bucket) bucket.bookings += 1
  }
  return buckets
}

/** Sold ÷ capacity as a whole percentage; null when there is no capacity to sell. */
export function loadFactorPercent(sold: number, capacity: number): number | null {
  if (capacity <= 0) return null
  return Math.round((Math.min(sold, capacity) / capacity) * 100)
}

/** Places still to sell after sold and held ones; never negative. */
export function placesLeft(capacity: number, sold: number, held: number): number {
  return Math.max(0, capacity - sold - held)
}

/**
 * "Close to selling out": places are left, but no more than five or a tenth of the departure, whichever is more
 * (a 12-seat small group with two left is as close as a 50-seat coach with five).
 */
export function isCloseToSellingOut(capacity: number, left: number): boolean {
  return left > 0 && left <= Math.max(5, Math.ceil(capacity / 10))
}
