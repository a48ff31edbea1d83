import type { CurrencyCode } from './constants'

// Money is an integer count of minor units (pence, cents) everywhere: in the database, the API, the state and here.
// Formatting splits the integer with % and exact division, never by formatting a float, so £0.1 + £0.2 can never
// print as £0.30000000000000004 and a balance never drifts by a penny.

export type { CurrencyCode }

const SYMBOLS: Record<CurrencyCode, string> = { GBP: '£', CAD: 'C$' }

function assertMinor(value: number, what = 'amount'): void {
  if (!Number.isSafeInteger(value))
    throw new RangeError(`Money ${what} must be a safe integer of minor units: ${value}`)
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/** Splits a non-negative minor amount into whole units and the remainder, exactly for every safe integer (a plain
 * `minor / 100` rounds up near 2^53). */
function split(absMinor: number): { major: number; minor: number } {
  const minor = absMinor % 100
  return { major: (absMinor - minor) / 100, minor }
}

/** '£1,500', '£1,499.50', '£0.05', '-£12.30', 'C$1,500'. Two decimals, but whole amounts show none (discovery §9). */
export function formatMoney(minor: number, currency: CurrencyCode): string {
  assertMinor(minor)
  const sign = minor < 0 ? '-' : ''
  const parts = split(Math.abs(minor))
  const decimals = parts.minor === 0 ? '' : `.${String(parts.minor).padStart(2, '0')}`
  return `${sign}${SYMBOLS[currency]}${groupThousands(String(parts.major))}${decimals}`
}

/**
 * An amount in a statement column: a true minus sign (U+2212, "−£1,824") rather than a hyphen, so a credit reads as
 * one and lines up with the figures above it; screen readers say "minus".
 */
export function formatSignedMoney(minor: number, currency: CurrencyCode): string {
  const text = formatMoney(minor, currency)
  return minor < 0 ? `\u2212${text.slice(1)}` : text
}

/** A plain decimal string with exactly two places ('1499.50'), for input values and analytics payloads. */
export function toMajorString(minor: number): string {
  assertMinor(minor)
  const sign = minor < 0 ? '-' : ''
  const parts = split(Math.abs(minor))
  return `${sign}${parts.major}.${String(parts.minor).padStart(2, '0')}`
}

/** Sums minor amounts, refusing fractions and any total beyond exact integer range rather than losing pennies. */
export function sumMinor(...values: number[]): number {
  let total = 0
  for (const value of values) {
    assertMinor(value)
    total += value
    assertMinor(total, 'total')
  }
  return total
}

const MAJOR = /^(-?)([0-9]+)(?:\.([0-9]{1,2}))?$/

/** Parses a trusted decimal string of major units ('1500', '-12.5', '0.05') into minor units, reading the digits
 * rather than multiplying a float. Throws on anything else; user input goes through parseAmountToMinor instead. */
export function toMinor(major: string): number {
  const m = MAJOR.exec(major.trim())
  if (!m) throw new RangeError(`Not a decimal amount: ${JSON.stringify(major)}`)
  const whole = Number(m[2])
  const fraction = Number((m[3] ?? '').padEnd(2, '0'))
  const magnitude = whole * 100 + fraction
  assertMinor(magnitude)
  return m[1] === '-' && magnitude !== 0 ? -magnitude : magnitude
}
