import {
  BIRTH_YEAR_MIN,
  CARD_EXPIRY_YEAR_COUNT,
  CARD_EXPIRY_YEARS_AHEAD,
  FUTURE_YEAR_COUNT,
  SEXES,
  TITLES,
  VISA_CHOICES,
} from './constants'
import { MONTHS_SHORT } from './dates'

// The choice lists of the forms (discovery §9). Year lists take `today` so that server render, hydration and tests
// agree on the year instead of each reading the clock.

export { SEXES, TITLES, VISA_CHOICES }

export type NumberOption = { value: number; label: string }

function range(from: number, to: number): number[] {
  const step = from <= to ? 1 : -1
  const out: number[] = []
  for (let n = from; step > 0 ? n <= to : n >= to; n += step) out.push(n)
  return out
}

export const DAY_CHOICES: readonly number[] = range(1, 31)

export const MONTH_CHOICES: readonly NumberOption[] = MONTHS_SHORT.map((label, i) => ({ value: i + 1, label }))

/** The current year down to 1901. */
export function birthYears(today: Date = new Date()): number[] {
  return range(today.getFullYear(), BIRTH_YEAR_MIN)
}

/** 21 years from ten years ahead downward (in 2026: 2036 … 2016). */
export function cardExpiryYears(today: Date = new Date()): number[] {
  const first = today.getFullYear() + CARD_EXPIRY_YEARS_AHEAD
  return range(first, first - CARD_EXPIRY_YEAR_COUNT + 1)
}

/** 30 years starting at the current year (in 2026: 2026 … 2055). */
export function futureYears(today: Date = new Date()): number[] {
  const first = today.getFullYear()
  return range(first, first + FUTURE_YEAR_COUNT - 1)
}
