import { DEPARTURE_STATUSES, SOLD_OUT_STATUS, type DepartureStatus } from '../../lib/constants'
import { FEW_SEATS_LEFT } from './departures-contract'

/*
 * A departure's availability as everyone shows it (checkout issue "Inventory that cannot be oversold": "live holds
 * count against availability everywhere"; ADR 0013 and 0018). Pure: the departures table, the tour page, search and
 * the checkout share these rules; the counts come from the database (live-places.server.ts), where places left =
 * capacity − seats sold − places in live holds. The stored `departures.status` column is the catalogue's seed
 * history and is not read.
 */

/**
 * 'Limited' from this many places left down to 1 (the issue: "'Limited' at 10 or fewer, 'Sold out' at 0"). The
 * same boundary as the departure details' "N seats left" (FEW_SEATS_LEFT), so a 'Limited' departure always says
 * how many.
 */
export const LIMITED_PLACES_THRESHOLD = FEW_SEATS_LEFT

const [AVAILABLE_STATUS, LIMITED_STATUS] = DEPARTURE_STATUSES

/** A departure's status from the places it has left after sold places and live holds. */
export function departureStatusFor(placesLeft: number): DepartureStatus {
  if (placesLeft <= 0) return SOLD_OUT_STATUS
  if (placesLeft <= LIMITED_PLACES_THRESHOLD) return LIMITED_STATUS
  return AVAILABLE_STATUS
}

/** Places still for sale: never negative, even if an operator lowered the capacity below what is sold and held. */
export function placesLeft(counts: { capacity: number; sold: number; held: number }): number {
  return Math.max(0, counts.capacity - counts.sold - counts.held)
}

/**
 * Places kept off public sale for a departure's waitlist entries (issue 27, ADR 0052): as many as they wait for,
 * never more than are actually free after every live hold (so a traveller's own offer hold, which their counts leave
 * out, is never taken from them by the entries behind them).
 */
export function placesKeptForWaitlist(waitingTravellers: number, freeAfterAllHolds: number): number {
  return Math.max(0, Math.min(waitingTravellers, freeAfterAllHolds))
}

/**
 * Rooms of one type that can be booked now: the type's own rooms left, and no more than the departure's places left
 * can fill (a triple room needs three places).
 */
export function roomsBookable(room: {
  allocation: number
  sold: number
  held: number
  occupancy: number
  placesLeftOnDeparture: number
}): number {
  const ownLeft = Math.max(0, room.allocation - room.sold - room.held)
  if (room.occupancy <= 0) return 0
  return Math.max(0, Math.min(ownLeft, Math.floor(room.placesLeftOnDeparture / room.occupancy)))
}

/** What the live rules need of a departure row: whether it is on sale, when it starts, and its live places left. */
export interface LiveDeparture {
  open: number
  /** 'YYYY-MM-DD'. */
  startDate: string
  /** capacity − seats sold − places in live holds (may be negative; see placesLeft). */
  placesLeft: number
}

/** On sale and still to come (the stored status is not read: availability is live). */
export function isOnSale(departure: Pick<LiveDeparture, 'open' | 'startDate'>, today: string): boolean {
  return departure.open === 1 && departure.startDate > today
}

/** Bookable now: on sale, still to come, and with a place left after sold places and live holds. */
export function isBookable(departure: LiveDeparture, today: string): boolean {
  return isOnSale(departure, today) && departure.placesLeft > 0
}

/** The status the departures table, its details and the tour page show: a closed or departed one is 'Sold out'. */
export function liveDepartureStatus(departure: LiveDeparture, today: string): DepartureStatus {
  return isOnSale(departure, today) ? departureStatusFor(departure.placesLeft) : SOLD_OUT_STATUS
}
