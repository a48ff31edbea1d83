/*
 * Hold-expiry arithmetic (checkout issue: places are held for a configurable time, default 30 minutes, extended by
 * each later step's save). Instants are ISO-8601 UTC strings as stored (db/schema.ts), so they compare lexically
 * the same in JavaScript, SQLite and PostgreSQL.
 */

export const DEFAULT_HOLD_MINUTES = 30
/** Longest hold a configuration may ask for: a forgotten tab must not keep places off sale for a day. */
export const MAX_HOLD_MINUTES = 24 * 60

const MINUTE_MS = 60_000

/**
 * How often each process deletes expired holds (sweepExpiredHolds). Tidy-up only: an expired hold already counts
 * for nothing, so this bounds the table's size, never correctness.
 */
export const HOLD_SWEEP_INTERVAL_MS = MINUTE_MS

/** Minutes from configuration, checked: a whole number from 1 to MAX_HOLD_MINUTES. */
export function holdMinutesOf(value: number | undefined): number {
  if (value === undefined) return DEFAULT_HOLD_MINUTES
  if (!Number.isInteger(value) || value < 1 || value > MAX_HOLD_MINUTES) {
    throw new RangeError(`Hold minutes must be a whole number from 1 to ${MAX_HOLD_MINUTES}: ${value}`)
  }
  return value
}

/** When a hold taken (or renewed) at `now` stops counting. */
export function holdExpiresAt(now: Date, minutes: number = DEFAULT_HOLD_MINUTES): string {
  return new Date(now.getTime() + holdMinutesOf(minutes) * MINUTE_MS).toISOString()
}

/** A hold counts while its expiry is strictly later than now; at the exact instant it has expired. */
export function isHoldLive(expiresAt: string, now: Date): boolean {
  return expiresAt > now.toISOString()
}

/** Whole seconds a hold has left (0 once expired), for a countdown; rounded down so it never over-promises. */
export function holdSecondsLeft(expiresAt: string, now: Date): number {
  const ms = Date.parse(expiresAt) - now.getTime()
  return Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 1000) : 0
}
