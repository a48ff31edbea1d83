/*
 * The rules of a departure's price and inventory as staff change them (issue 14), pure so each is unit-tested:
 * prices are whole minor units above zero, a was-price is above the price (or none), the deposit is not above the
 * price, and the capacity never goes below the places already taken — sold places and those in live checkout holds
 * (docs/decisions/0031-back-office-bookings.md). A room type's price per person is the departure's price plus the
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
