import { MAX_PASSENGERS } from '../../../lib/constants'

/*
 * The arithmetic of live inventory (checkout issue "Inventory that cannot be oversold"), pure so the browser, the
 * server and the tests share it. The database counts; these functions decide. A departure's status, places left and
 * rooms bookable are the departures feature's rules (everyone shows availability the same way); they are re-exported
 * here for the checkout's callers.
 */

export { LIMITED_PLACES_THRESHOLD, departureStatusFor, placesLeft, roomsBookable } from '../../departures/index'

/** Checkout §9: at most 9 travellers per booking, lowered by the places left (the server's maxAvailable). */
export function maxAvailableFor(placesLeftOnDeparture: number): number {
  return Math.max(0, Math.min(MAX_PASSENGERS, placesLeftOnDeparture))
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
