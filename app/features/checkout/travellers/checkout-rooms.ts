import { MAX_PASSENGERS } from '../../../lib/constants'
import { maxTravellersMessage, validateField } from '../../../lib/field-rules'
import {
  type AvailableRoom,
  type RoomsPassenger,
  DUPLICATE_PASSENGER_NAME_MESSAGE,
  duplicateNameIndexes,
  fullName,
  fullNameKey,
  sameName,
  type PassengerName,
} from '../contract/index.rules'

/*
 * The travellers step's rooms and names (checkout §4 rooms and occupancy, §5 travellers), pure so the component
 * only calls them:
 * - choosing a room type replaces the room with the chosen available room, or gives it occupancy 0 when cleared;
 *   then the passengers follow the occupancy (fewer: trimmed; more: blank ones added; unchanged: reset to blank,
 *   as §4 says) and the lead passenger is prefilled with the logged-in customer's name unless some passenger
 *   already has it (compared case-insensitively);
 * - 'Add another room' only when every room has a type and the travellers are under the maximum; at the maximum
 *   the link hides and 'Maximum {n} travellers' shows;
 * - room options are limited to the places remaining, and an option is disabled when none of its rooms remain;
 * - names are required, trimmed and match the name pattern; two passengers may not share a name (blank ignored);
 * - Continue needs at least one room, every room full, every name valid and no duplicates.
 */

export interface TravellerDraft extends PassengerName {
  key: string
}

export interface RoomDraft {
  key: string
  /** The room type id; null until one is chosen (or after it was cleared). */
  id: number | null
  name: string
  occupancy: number
  pricePerPerson: number
  supplement: number
  passengers: TravellerDraft[]
}

export interface LoggedInPassenger {
  firstName: string
  lastName: string
}

/** Checkout §9: 9, lowered by the server's maxAvailable. */
export function maxPassengersFor(maxAvailable: number | null | undefined): number {
  if (maxAvailable === null || maxAvailable === undefined || !Number.isFinite(maxAvailable)) return MAX_PASSENGERS
  return Math.max(0, Math.min(MAX_PASSENGERS, Math.trunc(maxAvailable)))
}

export function emptyRoom(key: string): RoomDraft {
  return { key, id: null, name: '', occupancy: 0, pricePerPerson: 0, supplement: 0, passengers: [] }
}

function blankTraveller(roomKey: string, index: number): TravellerDraft {
  return { key: `${roomKey}-p${index + 1}`, firstName: '', lastName: '' }
}

/** Checkout §4: fewer → trimmed, more → blank ones added, unchanged → reset to blank. */
export function passengersForOccupancy(room: RoomDraft, occupancy: number): TravellerDraft[] {
  const current = room.passengers
  if (occupancy < current.length) return current.slice(0, Math.max(0, occupancy))
  if (occupancy > current.length) {
    return [
      ...current,
      ...Array.from({ length: occupancy - current.length }, (_, i) => blankTraveller(room.key, current.length + i)),
    ]
  }
  return current.map((_, index) => blankTraveller(room.key, index))
}

export function totalTravellers(rooms: readonly RoomDraft[]): number {
  return rooms.reduce((sum, room) => sum + room.passengers.length, 0)
}

const isBlank = (passenger: PassengerName) => passenger.firstName.trim() === '' && passenger.lastName.trim() === ''

/** The lead passenger (first of the first room) takes the logged-in customer's name, unless someone has it already. */
export function prefillLoggedInPassenger(rooms: RoomDraft[], loggedIn: LoggedInPassenger | null): RoomDraft[] {
  const first = rooms[0]
  const lead = first?.passengers[0]
  if (!loggedIn || !first || !lead || !isBlank(lead)) return rooms
  if (rooms.some((room) => room.passengers.some((passenger) => sameName(passenger, loggedIn)))) return rooms
  const passengers = [
    { ...lead, firstName: loggedIn.firstName, lastName: loggedIn.lastName },
    ...first.passengers.slice(1),
  ]
  return [{ ...first, passengers }, ...rooms.slice(1)]
}

/** Choosing (or clearing, with null) the room type of one room. */
export function selectRoomType(
  rooms: readonly RoomDraft[],
  roomKey: string,
  chosen: AvailableRoom | null,
  loggedIn: LoggedInPassenger | null = null,
): RoomDraft[] {
  const next = rooms.map((room) => {
    if (room.key !== roomKey) return room
    const replaced: RoomDraft = chosen
      ? {
          ...room,
          id: chosen.id,
          name: chosen.name,
          occupancy: chosen.occupancy,
          pricePerPerson: chosen.pricePerPerson,
          supplement: chosen.supplement,
        }
      : { ...room, id: null, name: '', occupancy: 0, pricePerPerson: 0, supplement: 0 }
    return { ...replaced, passengers: passengersForOccupancy(room, replaced.occupancy) }
  })
  return prefillLoggedInPassenger(next, loggedIn)
}

export function canAddRoom(rooms: readonly RoomDraft[], maxPassengers: number): boolean {
  return rooms.every((room) => room.id !== null) && totalTravellers(rooms) < maxPassengers
}

/** 'Maximum {n} travellers' once the rooms hold the maximum; null before. */
export function maxTravellersNotice(rooms: readonly RoomDraft[], maxPassengers: number): string | null {
  return totalTravellers(rooms) >= maxPassengers ? maxTravellersMessage(maxPassengers) : null
}

export function addRoom(rooms: readonly RoomDraft[], key: string, maxPassengers: number): RoomDraft[] {
  return canAddRoom(rooms, maxPassengers) ? [...rooms, emptyRoom(key)] : [...rooms]
}

export function removeRoom(rooms: readonly RoomDraft[], key: string): RoomDraft[] {
  return rooms.filter((room) => room.key !== key)
}

export function setTravellerName(
  rooms: readonly RoomDraft[],
  roomKey: string,
  passengerKey: string,
  field: 'firstName' | 'lastName',
  value: string,
): RoomDraft[] {
  return rooms.map((room) =>
    room.key !== roomKey
      ? room
      : {
          ...room,
          passengers: room.passengers.map((passenger) =>
            passenger.key === passengerKey ? { ...passenger, [field]: value } : passenger,
          ),
        },
  )
}

export interface RoomOption {
  room: AvailableRoom
  disabled: boolean
}

/**
 * The room-type options of one room: only types that fit in the places remaining (the maximum less the other
 * rooms' travellers), each disabled when its rooms are all taken (by the stock or by the other rooms). The room's
 * own current type is always offered and enabled.
 */
export function roomOptions(
  available: readonly AvailableRoom[],
  rooms: readonly RoomDraft[],
  roomKey: string,
  maxPassengers: number,
): RoomOption[] {
  const others = rooms.filter((room) => room.key !== roomKey)
  const current = rooms.find((room) => room.key === roomKey)
  const placesRemaining = maxPassengers - totalTravellers(others)
  return available
    .filter((room) => room.id === current?.id || room.occupancy <= placesRemaining)
    .map((room) => {
      const takenByOthers = others.filter((other) => other.id === room.id).length
      return { room, disabled: room.id !== current?.id && room.left - takenByOthers <= 0 }
    })
}

export interface NameErrors {
  firstName?: string
  lastName?: string
}

/** Errors by passenger key: each name's own rule, then the duplicate rule on the later of two equal names. */
export function travellerErrors(rooms: readonly RoomDraft[]): Map<string, NameErrors> {
  const passengers = rooms.flatMap((room) => room.passengers)
  const errors = new Map<string, NameErrors>()
  for (const passenger of passengers) {
    const firstName = validateField('name', passenger.firstName, { required: true })
    const lastName = validateField('name', passenger.lastName, { required: true })
    if (firstName || lastName) {
      errors.set(passenger.key, { ...(firstName ? { firstName } : {}), ...(lastName ? { lastName } : {}) })
    }
  }
  for (const index of duplicateNameIndexes(passengers)) {
    const passenger = passengers[index]!
    errors.set(passenger.key, { ...errors.get(passenger.key), firstName: DUPLICATE_PASSENGER_NAME_MESSAGE })
  }
  return errors
}

/** Checkout §5: at least one room, every room with its passengers, every passenger valid, no duplicates. */
export function canContinueTravellers(rooms: readonly RoomDraft[]): boolean {
  if (rooms.length === 0) return false
  const everyRoomFull = rooms.every(
    (room) => room.id !== null && room.occupancy > 0 && room.passengers.length === room.occupancy,
  )
  return everyRoomFull && travellerErrors(rooms).size === 0
}

/** The passengers of a rooms response (prices are never sent: the server has them). */
export function roomsResponsePassengers(rooms: readonly RoomDraft[]): RoomsPassenger[] {
  return rooms.flatMap((room) =>
    room.id === null
      ? []
      : room.passengers.map((passenger) => ({
          roomId: room.id!,
          roomKey: room.key,
          key: passenger.key,
          firstName: passenger.firstName.trim(),
          lastName: passenger.lastName.trim(),
        })),
  )
}

/** Per-person donations: everyone is ticked unless their full name is in the non-donating list (checkout §4). */
export function donatingTravellers(rooms: readonly RoomDraft[], nonDonating: readonly string[]): string[] {
  const out = new Set(nonDonating.map(fullNameKey))
  return rooms
    .flatMap((room) => room.passengers)
    .map(fullName)
    .filter((name) => name !== '' && !out.has(fullNameKey(name)))
}

/** Ticks or unticks one traveller's donation checkbox: the opt-out list by full name. */
export function toggleNonDonating(nonDonating: readonly string[], name: string, donates: boolean): string[] {
  const key = fullNameKey(name)
  const rest = nonDonating.filter((entry) => fullNameKey(entry) !== key)
  return donates ? rest : [...rest, name]
}

// ------------------------------------------------------------------------------------------------ name storage

/** The session-storage keys of saved names all start with this. */
export const NAME_STORAGE_PREFIX = 'checkoutName:'

/** Checkout §3: name input is saved to session storage keyed by room and passenger (debounced 300 ms). */
export function nameStorageKey(roomIndex: number, passengerIndex: number): string {
  return `${NAME_STORAGE_PREFIX}${roomIndex}:${passengerIndex}`
}

/** Fills blank names from session storage after a reload; `read` returns the stored JSON or null. */
export function restoreNames(rooms: readonly RoomDraft[], read: (key: string) => string | null): RoomDraft[] {
  return rooms.map((room, roomIndex) => ({
    ...room,
    passengers: room.passengers.map((passenger, passengerIndex) => {
      if (!isBlank(passenger)) return passenger
      const stored = read(nameStorageKey(roomIndex, passengerIndex))
      if (!stored) return passenger
      try {
        const value: unknown = JSON.parse(stored)
        if (typeof value !== 'object' || value === null) return passenger
        const { firstName, lastName } = value as Record<string, unknown>
        return {
          ...passenger,
          firstName: typeof firstName === 'string' ? firstName : passenger.firstName,
          lastName: typeof lastName === 'string' ? lastName : passenger.lastName,
        }
      } catch {
        return passenger // a value another script wrote: ignored
      }
    }),
  }))
}

export function storedName(passenger: PassengerName): string {
  return JSON.stringify({ firstName: passenger.firstName, lastName: passenger.lastName })
}
