import { formatDate } from '../../lib/dates'
import { formatMoney, type CurrencyCode } from '../../lib/money'
import { DEFAULT_WISHLIST_FEW_PLACES, MAX_WISHLIST_FEW_PLACES } from '../ledger'

/*
 * Wishlist alerts' rules (issue 27; docs/decisions/0056-account-wishlist-and-alerts.md), pure so they are tested
 * without a database:
 * - A departure's price DROPS when it is below the price the tour's baseline holds for it: the prices seen when the
 *   customer switched alerts on, or when the last alert went. A rise and a fall back to that price is no drop.
 * - A departure has FEW PLACES LEFT when 1 ≤ places left ≤ the brand's threshold (its money settings, default 5); it alerts once, when
 *   it becomes few (the baseline remembers it was).
 * - At most one alert per tour per customer per week: a change seen within 7 days of the last alert waits; if it
 *   still stands after the week, the next pass sends it.
 */

export const ALERT_INTERVAL_MS = 7 * 24 * 60 * 60 * 1000

/** A bookable departure of the saved tour as it is now. */
export interface DepartureNow {
  id: number
  startDate: string
  priceMinor: number
  currency: string
  placesLeft: number
}

/** Per departure id: its price and whether it had few places, when alerts went on or the last alert went. */
export type AlertBaseline = Record<string, { price: number; few: boolean }>

export interface AlertChanges {
  priceDrops: { departure: DepartureNow; fromMinor: number }[]
  fewPlaces: DepartureNow[]
}

export function isFewPlaces(placesLeft: number, threshold: number): boolean {
  return placesLeft >= 1 && placesLeft <= threshold
}

/** The brand's threshold, or the default when unset or out of range. */
export function fewPlacesThreshold(setting: number | null | undefined): number {
  return setting !== null &&
    setting !== undefined &&
    Number.isInteger(setting) &&
    setting >= 1 &&
    setting <= MAX_WISHLIST_FEW_PLACES
    ? setting
    : DEFAULT_WISHLIST_FEW_PLACES
}

/** What the departures are now, as the next baseline. */
export function baselineOf(departures: readonly DepartureNow[], threshold: number): AlertBaseline {
  const baseline: AlertBaseline = {}
  for (const departure of departures) {
    baseline[departure.id] = { price: departure.priceMinor, few: isFewPlaces(departure.placesLeft, threshold) }
  }
  return baseline
}

/** Reads a stored baseline; anything malformed reads as empty (no departure then counts as a drop). */
export function parseBaseline(json: string | null): AlertBaseline {
  if (!json) return {}
  try {
    const parsed: unknown = JSON.parse(json)
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {}
    const baseline: AlertBaseline = {}
    for (const [id, value] of Object.entries(parsed as Record<string, unknown>)) {
      const entry = value as { price?: unknown; few?: unknown } | null
      if (entry && Number.isInteger(entry.price)) baseline[id] = { price: Number(entry.price), few: entry.few === true }
    }
    return baseline
  } catch {
    return {}
  }
}

/**
 * Departures the baseline does not know yet (added since alerts went on) join it with their price, and as not few:
 * a new departure's price is no drop, but its having few places is news. Null when there is none.
 */
export function withNewDepartures(baseline: AlertBaseline, departures: readonly DepartureNow[]): AlertBaseline | null {
  const added = departures.filter((departure) => baseline[departure.id] === undefined)
  if (added.length === 0) return null
  const next = { ...baseline }
  for (const departure of added) next[departure.id] = { price: departure.priceMinor, few: false }
  return next
}

/** What changed since the baseline: price drops and departures newly down to few places. */
export function alertChanges(
  baseline: AlertBaseline,
  departures: readonly DepartureNow[],
  threshold: number,
): AlertChanges {
  const changes: AlertChanges = { priceDrops: [], fewPlaces: [] }
  for (const departure of departures) {
    const before = baseline[departure.id]
    if (before && departure.priceMinor < before.price) {
      changes.priceDrops.push({ departure, fromMinor: before.price })
    }
    if (isFewPlaces(departure.placesLeft, threshold) && !before?.few) changes.fewPlaces.push(departure)
  }
  return changes
}

export function hasChanges(changes: AlertChanges): boolean {
  return changes.priceDrops.length > 0 || changes.fewPlaces.length > 0
}

/** The weekly limit: true while a week has not passed since the last alert. */
export function alertedThisWeek(lastAlertAt: string | null, now: Date): boolean {
  if (!lastAlertAt) return false
  const last = Date.parse(lastAlertAt)
  return Number.isFinite(last) && now.getTime() - last < ALERT_INTERVAL_MS
}

/**
 * What the changes are, in a stable string for the alert job's key: processes that see the same changes plan one
 * job; a different change (another drop) is a different job.
 */
export function changesSignature(changes: AlertChanges): string {
  const drops = changes.priceDrops.map(({ departure }) => `p${departure.id}=${departure.priceMinor}`)
  const few = changes.fewPlaces.map((departure) => `f${departure.id}`)
  return [...drops, ...few].sort().join(',')
}

const money = (minor: number, currency: string) => formatMoney(minor, currency as CurrencyCode)

/** The alert e-mail's words. */
export function alertWords(tourName: string, changes: AlertChanges): { subject: string; paragraphs: string[] } {
  const dropped = changes.priceDrops.length > 0
  const few = changes.fewPlaces.length > 0
  const subject =
    dropped && few
      ? `${tourName}: lower prices and few places left`
      : dropped
        ? `${tourName}: a lower price on your saved holiday`
        : `${tourName}: few places left on your saved holiday`
  const lines = [
    ...changes.priceDrops.map(
      ({ departure, fromMinor }) =>
        `Departing ${formatDate(departure.startDate)}: now ${money(departure.priceMinor, departure.currency)} per person (was ${money(fromMinor, departure.currency)}).`,
    ),
    ...changes.fewPlaces.map(
      (departure) =>
        `Departing ${formatDate(departure.startDate)}: only ${departure.placesLeft === 1 ? '1 place' : `${departure.placesLeft} places`} left.`,
    ),
  ]
  return {
    subject,
    paragraphs: [`There is news about ${tourName}, a holiday on your wishlist:`, ...lines],
  }
}

export const UNSUBSCRIBE_LINE =
  'You asked for these alerts on your wishlist. To stop them for this holiday, or for all your saved holidays, use the link below.'
