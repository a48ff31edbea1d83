import { parseMoneyInput } from '../shell/index.rules'
import { departureEditProblems, parseSignedMoneyInput } from './catalogue-rules'

/*
 * The bulk price change's rule (issue 26), pure and unit-tested; the page that uses it is not built yet (ADR 0057).
 * For a selection of departures: set one price, change each by an amount (pounds and pence, + or −), or by a
 * percentage (up to one decimal place, rounded to the nearest penny, halves away from zero). Money stays in integer
 * minor units. A departure whose new price would be 0 or less, at or above its was-price, or below its deposit is
 * refused with the reason, by the departure editor's own rules, so a bulk change never writes what the one-departure
 * form would refuse.
 */

export const BULK_PRICE_KINDS = ['set', 'amount', 'percent'] as const
export type BulkPriceKind = (typeof BULK_PRICE_KINDS)[number]

export type BulkPriceChange =
  | { kind: 'set'; priceMinor: number }
  | { kind: 'amount'; deltaMinor: number }
  /** Tenths of a percent: -75 is −7.5 %. */
  | { kind: 'percent'; tenths: number }

/** The change as staff typed it, or the problem to show beside the value. */
export function parseBulkPriceChange(kind: string, value: string): { change: BulkPriceChange } | { problem: string } {
  const text = value.trim()
  if (kind === 'set') {
    const priceMinor = parseMoneyInput(text)
    if (priceMinor === null || priceMinor < 1) return { problem: 'Enter the new price above 0, such as 1299.00.' }
    return { change: { kind, priceMinor } }
  }
  if (kind === 'amount') {
    const deltaMinor = parseSignedMoneyInput(text.replace(/^\+/, ''))
    if (Number.isNaN(deltaMinor) || deltaMinor === 0)
      return { problem: 'Enter the amount to add (or, with a minus, take off), such as 50.00 or -50.00.' }
    return { change: { kind, deltaMinor } }
  }
  if (kind === 'percent') {
    const match = /^([+\-−]?)(\d{1,3})(?:\.(\d))?\s*%?$/.exec(text)
    const tenths = match
      ? (match[1] === '-' || match[1] === '−' ? -1 : 1) * (Number(match[2]) * 10 + Number(match[3] ?? 0))
      : NaN
    if (!match || tenths === 0 || tenths <= -1000 || tenths > 1000)
      return { problem: 'Enter a percentage above −100 and up to 100, such as 5 or -7.5.' }
    return { change: { kind, tenths } }
  }
  return { problem: 'Choose how to change the prices.' }
}

/** A price after the change, in whole minor units. */
export function changedPrice(priceMinor: number, change: BulkPriceChange): number {
  switch (change.kind) {
    case 'set':
      return change.priceMinor
    case 'amount':
      return priceMinor + change.deltaMinor
    case 'percent': {
      const exact = (priceMinor * (1000 + change.tenths)) / 1000
      return Math.sign(exact) * Math.round(Math.abs(exact))
    }
  }
}

export interface BulkPriceRow {
  id: number
  priceMinor: number
  wasPriceMinor: number | null
  depositMinor: number
}

export type BulkPriceOutcome = BulkPriceRow & { newPriceMinor: number; problem?: string }

/** Each departure's old and new price, with the reason when its new price is refused. */
export function bulkPricePlan(rows: readonly BulkPriceRow[], change: BulkPriceChange): BulkPriceOutcome[] {
  return rows.map((row) => {
    const newPriceMinor = changedPrice(row.priceMinor, change)
    const problems = departureEditProblems(
      {
        priceMinor: newPriceMinor,
        wasPriceMinor: row.wasPriceMinor,
        depositMinor: row.depositMinor,
        capacity: 0,
        open: true,
      },
      { seatsSold: 0, heldPlaces: 0 },
    )
    const problem =
      problems.price ??
      (problems.wasPrice ? 'The new price is not below the departure’s was-price.' : undefined) ??
      (problems.deposit ? 'The new price is below the departure’s deposit.' : undefined)
    return { ...row, newPriceMinor, ...(problem ? { problem } : {}) }
  })
}
