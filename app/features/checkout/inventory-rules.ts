import { DEPARTURE_STATUSES, MAX_PASSENGERS, SOLD_OUT_STATUS, type DepartureStatus } from '../../lib/constants'

/*
 * The arithmetic of live inventory (checkout issue "Inventory that cannot be oversold"), pure so the browser, the
 * server and the tests share it. The database counts; these functions decide.
 */

/** 'Limited' from this many places left down to 1 (the issue: "'Limited' at 10 or fewer, 'Sold out' at 0"). */
export const LIMITED_PLACES_THRESHOLD = 10

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

/** Checkout §9: at most 9 travellers per booking, lowered by the places left (the server's maxAvailable). */
export function maxAvailableFor(placesLeftOnDeparture: number): number {
  return Math.max(0, Math.min(MAX_PASSENGERS, placesLeftOnDeparture))
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

/** What a rooms response needs: places in total and rooms of each type. */
export interface PlacesWanted {
  places: number
  roomsByType: ReadonlyMap<number, number>
}

export type Shortage =
  | { kind: 'places'; left: number; wanted: number }
  | { kind: 'room'; roomId: number; roomName: string; left: number; wanted: number }

/**
 * The first reason the wanted places cannot be held, or null when they can. Places on the departure are checked
 * before room types, so a full departure says so rather than naming a room type.
 */
export function findShortage(
  wanted: PlacesWanted,
  available: { placesLeft: number; rooms: ReadonlyArray<{ id: number; name: string; left: number }> },
): Shortage | null {
  if (wanted.places > available.placesLeft) {
    return { kind: 'places', left: available.placesLeft, wanted: wanted.places }
  }
  for (const [roomId, count] of wanted.roomsByType) {
    const room = available.rooms.find((candidate) => candidate.id === roomId)
    const left = room?.left ?? 0
    if (count > left) return { kind: 'room', roomId, roomName: room?.name ?? 'room', left, wanted: count }
  }
  return null
}

/**
 * The message a traveller reads next to the rooms when places ran out (checkout issue: 'Sorry, only 2 places are
 * left on this departure' or the room type equivalent).
 */
export function shortageMessage(shortage: Shortage): string {
  if (shortage.kind === 'places') {
    if (shortage.left <= 0) return 'Sorry, no places are left on this departure'
    if (shortage.left === 1) return 'Sorry, only 1 place is left on this departure'
    return `Sorry, only ${shortage.left} places are left on this departure`
  }
  if (shortage.left <= 0) return `Sorry, no rooms of type ${shortage.roomName} are left on this departure`
  if (shortage.left === 1) return `Sorry, only 1 room of type ${shortage.roomName} is left on this departure`
  return `Sorry, only ${shortage.left} rooms of type ${shortage.roomName} are left on this departure`
}
