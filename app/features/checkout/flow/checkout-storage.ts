import { NAME_STORAGE_PREFIX, nameStorageKey, storedName, type RoomDraft } from '../travellers/index.rules'
import type { RestoredSelection } from './checkout-page-data'

/*
 * The travellers step in the browser's session storage (checkout §3: "name input is also saved to session storage
 * keyed by room and passenger"; §9: after 300 ms), so a reload keeps what was typed. Beside the names, the room
 * types chosen for a departure are kept too: names are stored by room and passenger position, and without the rooms
 * there would be no passengers to put them back into. Storage that refuses (private modes, a full quota) is
 * ignored: the page works without it.
 */

const ROOMS_KEY_PREFIX = 'checkoutRooms:'

export function roomsStorageKey(departureId: number): string {
  return `${ROOMS_KEY_PREFIX}${departureId}`
}

/** Every saved name, by its storage key (restoreNames reads from it). */
export function readStoredNames(storage: Storage | undefined): Record<string, string> {
  const names: Record<string, string> = {}
  if (!storage) return names
  try {
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index)
      if (key === null || !key.startsWith(NAME_STORAGE_PREFIX)) continue
      const value = storage.getItem(key)
      if (value !== null) names[key] = value
    }
  } catch {
    // Unreadable storage: nothing to restore.
  }
  return names
}

/** The room types chosen for this departure (null for a room without one), or [] when none were kept. */
export function readStoredRoomIds(storage: Storage | undefined, departureId: number): Array<number | null> {
  try {
    const value: unknown = JSON.parse(storage?.getItem(roomsStorageKey(departureId)) ?? '[]')
    if (!Array.isArray(value)) return []
    return value.map((id) => (typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null))
  } catch {
    return []
  }
}

/** Saves every traveller's name by room and passenger position, drops names of positions that no longer exist,
 * and keeps the rooms' types for this departure. */
export function saveTravellers(storage: Storage | undefined, departureId: number, rooms: readonly RoomDraft[]): void {
  if (!storage) return
  try {
    const written = new Set<string>()
    rooms.forEach((room, roomIndex) =>
      room.passengers.forEach((passenger, passengerIndex) => {
        const key = nameStorageKey(roomIndex, passengerIndex)
        written.add(key)
        storage.setItem(key, storedName(passenger))
      }),
    )
    for (const key of Object.keys(readStoredNames(storage))) if (!written.has(key)) storage.removeItem(key)
    storage.setItem(roomsStorageKey(departureId), JSON.stringify(rooms.map((room) => room.id)))
  } catch {
    // A full or disabled storage only loses the convenience of a reload keeping the names.
  }
}

/**
 * A saved checkout opened again (issue 27, ADR 0055): its rooms and names in the shape the travellers step restores
 * from session storage, so it starts from them exactly as after a reload.
 */
export function restoredRooms(selection: RestoredSelection): {
  roomIds: number[]
  stored: Record<string, string>
} {
  const stored: Record<string, string> = {}
  selection.rooms.forEach((room, roomIndex) =>
    room.passengers.forEach((passenger, passengerIndex) => {
      stored[nameStorageKey(roomIndex, passengerIndex)] = storedName(passenger)
    }),
  )
  return { roomIds: selection.rooms.map((room) => room.roomId), stored }
}

/**
 * Checkout §4: the login box shows until the customer logs in or skips it. Once closed it stays closed for the rest
 * of the visit (issue 29, item 4: it opened again when the customer came back to the details step).
 */
export const LOGIN_BOX_CLOSED_KEY = 'checkoutLoginBoxClosed'

export function isLoginBoxClosed(storage: Storage | undefined): boolean {
  try {
    return storage?.getItem(LOGIN_BOX_CLOSED_KEY) === 'true'
  } catch {
    return false
  }
}

export function rememberLoginBoxClosed(storage: Storage | undefined): void {
  try {
    storage?.setItem(LOGIN_BOX_CLOSED_KEY, 'true')
  } catch {
    // Without storage the box shows again on the next visit to the step: the customer skips it again.
  }
}

/** The page's session storage, or undefined where there is none (server rendering, storage disabled). */
export function sessionStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage
  } catch {
    return undefined
  }
}
