import { BALANCE_DUE_DAYS_BEFORE_DEPARTURE, isDaysLessThanTen } from '../../checkout/index.rules'
import { DEFAULT_AMENDMENT_FEE_MINOR } from '../../ledger'

/*
 * The pure rules of a booking amendment (issue 26; ADR 0060): what each kind of change costs or gives back, the
 * amendment fee and its waiver, when an amendment is refused, and the ledger lines it writes. Prices come from the
 * database rows the checkout prices from (checkout §9): a room is priced whole, its type's price per person × the
 * type's occupancy (the checkout only sells full rooms; the supplement is already in a single's price per person and
 * only described); an excursion at its price per traveller. What goes back is what was sold (the booking's own rows),
 * never today's price. The server (amendments.server.ts) reads the rows, these decide.
 */

export const AMENDMENT_KINDS = ['add-traveller', 'remove-traveller', 'change-room', 'excursions', 'transfer'] as const
export type AmendmentKind = (typeof AMENDMENT_KINDS)[number]

/** A room type on a departure as the checkout prices it (rooms row). */
export interface PricedRoomType {
  id: number
  name: string
  occupancy: number
  pricePerPersonMinor: number
}

/** A room the booking bought (booking_rooms row, its price as sold) and how many of its travellers are in it now. */
export interface SoldRoom {
  id: number
  roomId: number
  name: string
  occupancy: number
  pricePerPersonMinor: number
  travellers: number
}

/** A room's price as the checkout's subtotal counts it: price per person × the type's occupancy. */
export function roomPriceMinor(room: { occupancy: number; pricePerPersonMinor: number }): number {
  return room.pricePerPersonMinor * room.occupancy
}

export class AmendmentProblem extends Error {}

// ------------------------------------------------------------------------------------------------------ refusals

/**
 * Why this amendment cannot be made now, or null. After departure (on or after its first day) nothing changes; a
 * cancelled booking neither. Within the 10-day window (checkout §9 "Days less than ten") excursions are closed, as in
 * My bookings, and a booking cannot move to a departure that is itself under 10 days away (the checkout would not
 * take a card for it).
 */
export function amendmentRefusal(input: {
  kind: AmendmentKind
  status: string
  today: string
  departureDate: string
  /** A transfer's new departure. */
  newDepartureDate?: string
}): string | null {
  if (input.status === 'cancelled') return 'This booking is cancelled: it can no longer be changed.'
  if (input.today >= input.departureDate) return 'This holiday has departed: the booking can no longer be changed.'
  if (input.kind === 'excursions' && isDaysLessThanTen(input.today, input.departureDate))
    return 'Excursions cannot be changed within 10 days of departure.'
  if (input.kind === 'transfer' && input.newDepartureDate !== undefined) {
    if (input.newDepartureDate <= input.today || isDaysLessThanTen(input.today, input.newDepartureDate))
      return 'A booking can only move to a departure at least 10 days away.'
  }
  return null
}

// ------------------------------------------------------------------------------------------------------ prices

/**
 * Adding a traveller: into a new room of a type (the room priced whole, as the checkout sells it), or into a free
 * place of a room the booking already paid for whole (no charge: it was paid for).
 */
export function addTravellerDifference(
  into: { kind: 'new-room'; type: PricedRoomType } | { kind: 'existing-room'; room: SoldRoom },
): number {
  if (into.kind === 'new-room') {
    if (into.type.occupancy < 1) throw new AmendmentProblem('This room type takes no travellers.')
    return roomPriceMinor(into.type)
  }
  if (into.room.travellers >= into.room.occupancy)
    throw new AmendmentProblem(`The ${into.room.name} has no free place: choose a new room.`)
  return 0
}

/**
 * Removing a traveller gives back their own extras (excursions, visas, a per-traveller donation) at what they were
 * sold for, and their room when they were alone in it (the room is freed); a traveller who shared leaves the room to
 * the others, still whole.
 */
export function removeTravellerDifference(input: {
  room: SoldRoom | null
  extras: readonly { priceMinor: number }[]
}): { differenceMinor: number; freesRoom: boolean } {
  const freesRoom = input.room !== null && input.room.travellers <= 1
  const extras = input.extras.reduce((sum, item) => sum + item.priceMinor, 0)
  return { differenceMinor: -(freesRoom && input.room ? roomPriceMinor(input.room) : 0) - extras, freesRoom }
}

/** Changing a room's type: the new type's whole price less what the room was sold for; its travellers must fit. */
export function changeRoomDifference(room: SoldRoom, to: PricedRoomType): number {
  if (to.id === room.roomId) throw new AmendmentProblem('Choose a different room type.')
  if (to.occupancy < room.travellers)
    throw new AmendmentProblem(
      `A ${to.name} is for ${travellers(to.occupancy)}: this room has ${travellers(room.travellers)}.`,
    )
  return roomPriceMinor(to) - roomPriceMinor(room)
}

/** Excursions added (at today's price per traveller) and removed (what they were sold for). */
export function excursionsDifference(input: {
  added: readonly { priceMinor: number }[]
  removed: readonly { priceMinor: number }[]
}): number {
  const sum = (items: readonly { priceMinor: number }[]) => items.reduce((total, item) => total + item.priceMinor, 0)
  return sum(input.added) - sum(input.removed)
}

/**
 * A transfer reprices every room on the new departure (its room types' prices), less what the rooms were sold for,
 * and gives back the excursions that do not travel (another tour's excursions do not exist on the new one).
 */
export function transferDifference(input: {
  rooms: readonly { from: SoldRoom; to: PricedRoomType }[]
  droppedExcursions: readonly { priceMinor: number }[]
}): number {
  let difference = 0
  for (const { from, to } of input.rooms) {
    if (to.occupancy < from.travellers)
      throw new AmendmentProblem(`A ${to.name} is for ${travellers(to.occupancy)}: the ${from.name} has more.`)
    difference += roomPriceMinor(to) - roomPriceMinor(from)
  }
  return difference - input.droppedExcursions.reduce((sum, item) => sum + item.priceMinor, 0)
}

/**
 * The room type a room moves to on another departure: the one with the same name, else the cheapest that takes its
 * travellers with the same occupancy, else the cheapest that takes them; null when none does.
 */
export function matchingRoomType<T extends PricedRoomType>(from: SoldRoom, types: readonly T[]): T | null {
  const fits = types.filter((type) => type.occupancy >= Math.max(1, from.travellers))
  const cheapest = (list: readonly T[]) =>
    [...list].sort((a, b) => roomPriceMinor(a) - roomPriceMinor(b) || a.id - b.id)[0] ?? null
  return (
    fits.find((type) => type.name === from.name) ??
    cheapest(fits.filter((type) => type.occupancy === from.occupancy)) ??
    cheapest(fits)
  )
}

/** A change of places on one departure: rooms of each type (+ taken, − given back) and seats. */
export interface PlacesChange {
  rooms: ReadonlyMap<number, number>
  seats: number
}

/**
 * Why the places a change takes are not there, or null. Rooms given back in the same change count for the seats (a
 * twin becoming a triple needs one seat more, not three), never for another type's rooms.
 */
export function placesProblem(
  change: PlacesChange,
  available: {
    placesLeft: number
    rooms: readonly { id: number; name: string; allocation: number; sold: number; held: number }[]
  },
): string | null {
  if (change.seats > 0 && change.seats > available.placesLeft)
    return available.placesLeft <= 0
      ? 'No places are left on this departure.'
      : `Only ${available.placesLeft === 1 ? '1 place is' : `${available.placesLeft} places are`} left on this departure.`
  for (const [roomId, wanted] of change.rooms) {
    if (wanted <= 0) continue
    const room = available.rooms.find((candidate) => candidate.id === roomId)
    const left = room ? Math.max(0, room.allocation - room.sold - room.held) : 0
    if (wanted > left) return `No ${room?.name ?? 'room of that type'} is left on this departure.`
  }
  return null
}

// ------------------------------------------------------------------------------------------------------ fee

/**
 * The amendment fee: the brand's (its money settings; null there = the default), or nothing when staff waive it,
 * which needs a reason.
 */
export function amendmentFee(input: { brandFeeMinor: number | null; waive: boolean; waiverReason: string }): {
  feeMinor: number
  brandFeeMinor: number
  waived: boolean
} {
  const brandFeeMinor = input.brandFeeMinor ?? DEFAULT_AMENDMENT_FEE_MINOR
  if (!input.waive) return { feeMinor: brandFeeMinor, brandFeeMinor, waived: false }
  if (!input.waiverReason.trim()) throw new AmendmentProblem('Give the reason for waiving the amendment fee.')
  return { feeMinor: 0, brandFeeMinor, waived: brandFeeMinor > 0 }
}

// ------------------------------------------------------------------------------------------------------ lines

export interface AmendmentLine {
  kind: 'amendment'
  description: string
  amountMinor: number
  reason: string
}

/** The ledger lines of an amendment: its price difference (none when nothing changes in price) and the fee. */
export function amendmentLines(input: {
  description: string
  differenceMinor: number
  feeMinor: number
  reason: string
}): AmendmentLine[] {
  const lines: AmendmentLine[] = []
  if (input.differenceMinor !== 0)
    lines.push({
      kind: 'amendment',
      description: input.description,
      amountMinor: input.differenceMinor,
      reason: input.reason,
    })
  if (input.feeMinor > 0)
    lines.push({ kind: 'amendment', description: 'Amendment fee', amountMinor: input.feeMinor, reason: input.reason })
  return lines
}

function travellers(count: number): string {
  return count === 1 ? '1 traveller' : `${count} travellers`
}

/**
 * When the balance an amendment leaves is due. An amendment that opens a balance on a booking that had none (a
 * traveller added to a booking paid in full) gives it the checkout's terms: departure − 84 days, or today when that
 * day is gone; a transfer takes the new departure's terms the same way; any other change keeps the date the booking
 * had. Without this the ledger's settle would make a newly opened balance due today, and the reminders and the
 * overdue cancel would treat a booking the agent has just changed as overdue.
 */
export function amendedBalanceDueDate(input: {
  dueMinor: number
  currentDueDate: string | null
  departureDate: string
  today: string
  transferred: boolean
}): string | null {
  if (input.dueMinor <= 0) return null
  if (input.currentDueDate !== null && !input.transferred) return input.currentDueDate
  const departure = new Date(`${input.departureDate}T00:00:00Z`)
  departure.setUTCDate(departure.getUTCDate() - BALANCE_DUE_DAYS_BEFORE_DEPARTURE)
  const termsDue = departure.toISOString().slice(0, 10)
  return termsDue > input.today ? termsDue : input.today
}
