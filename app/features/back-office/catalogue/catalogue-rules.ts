import { parseMoneyInput } from '../shell/index.rules'

/*
 * The rules of a departure's price and inventory as staff change them (issue 14), pure so each is unit-tested:
 * prices are whole minor units above zero, a was-price is above the price (or none), the deposit is not above the
 * price, and the capacity never goes below the places already taken — sold places and those in live checkout holds
 * (docs/decisions/0031-back-office-bookings-and-departures.md). A room type's price per person is the departure's price plus the
 * room's supplement, as the catalogue builds it, so a price change moves every room type with it.
 */

export interface DepartureEdit {
  priceMinor: number
  wasPriceMinor: number | null
  depositMinor: number
  capacity: number
  open: boolean
}

export function departureEditProblems(
  edit: DepartureEdit,
  taken: { seatsSold: number; heldPlaces: number },
): Record<string, string> {
  const problems: Record<string, string> = {}
  if (!Number.isSafeInteger(edit.priceMinor) || edit.priceMinor < 1) problems.price = 'Enter a price above 0.'
  if (
    edit.wasPriceMinor !== null &&
    (!Number.isSafeInteger(edit.wasPriceMinor) || edit.wasPriceMinor <= edit.priceMinor)
  )
    problems.wasPrice = 'A was-price must be higher than the price, or left empty.'
  if (!Number.isSafeInteger(edit.depositMinor) || edit.depositMinor < 0)
    problems.deposit = 'Enter a deposit of 0 or more.'
  else if (edit.depositMinor > edit.priceMinor) problems.deposit = 'The deposit cannot be more than the price.'
  const floor = taken.seatsSold + taken.heldPlaces
  if (!Number.isSafeInteger(edit.capacity) || edit.capacity < 0) problems.capacity = 'Enter a capacity of 0 or more.'
  else if (edit.capacity < floor)
    problems.capacity = `The capacity cannot be below the ${floor} places already sold or held in checkouts (${taken.seatsSold} sold, ${taken.heldPlaces} held).`
  return problems
}

/** Each room type's new price per person: the departure's price plus the room's supplement. */
export function roomPricesFor(
  priceMinor: number,
  rooms: readonly { id: number; supplementMinor: number }[],
): { id: number; pricePerPersonMinor: number }[] {
  return rooms.map((room) => ({ id: room.id, pricePerPersonMinor: priceMinor + room.supplementMinor }))
}

export interface RoomEdit {
  id: number
  allocation: number
  supplementMinor: number
}

/**
 * A room type's allocation and supplement as staff change them: the allocation never goes below the rooms already
 * sold or held in checkouts, and the room's price per person (the departure's price plus the supplement, which may
 * be negative for a shared room) stays above zero. Problems are keyed by the form's field names.
 */
export function roomEditProblems(
  edit: RoomEdit,
  taken: { sold: number; held: number },
  departurePriceMinor: number,
): Record<string, string> {
  const problems: Record<string, string> = {}
  const floor = taken.sold + taken.held
  if (!Number.isSafeInteger(edit.allocation) || edit.allocation < 0)
    problems[`room-${edit.id}-allocation`] = 'Enter an allocation of 0 or more.'
  else if (edit.allocation < floor)
    problems[`room-${edit.id}-allocation`] =
      `The allocation cannot be below the ${floor} rooms already sold or held in checkouts (${taken.sold} sold, ${taken.held} held).`
  if (!Number.isSafeInteger(edit.supplementMinor))
    problems[`room-${edit.id}-supplement`] = 'Enter the supplement in pounds and pence.'
  else if (departurePriceMinor + edit.supplementMinor < 1)
    problems[`room-${edit.id}-supplement`] = 'The price per person with this supplement must be above 0.'
  return problems
}

/** A money amount that may be negative (a supplement, '-50.00'); NaN when it is not one. */
export function parseSignedMoneyInput(text: string): number {
  const trimmed = text.trim()
  const negative = /^[-−]/.test(trimmed)
  const amount = parseMoneyInput(negative ? trimmed.slice(1) : trimmed)
  if (amount === null) return Number.NaN
  return negative ? -amount : amount
}
