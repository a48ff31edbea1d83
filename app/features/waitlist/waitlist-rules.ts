import { z } from 'zod'
import { MAX_PASSENGERS } from '../../lib/constants'

/*
 * The waitlist's pure rules (issue 27; ADR 0052): who gets the next offer, which rooms an offer holds, how long an
 * offer lasts, and how many freed places are kept off public sale for the waiting entries. The server
 * (offers.server.ts) counts under the departure's lock; these decide.
 */

export const WAITLIST_STATES = ['waiting', 'offered', 'booked', 'lapsed', 'left', 'removed'] as const
export type WaitlistState = (typeof WAITLIST_STATES)[number]

/** How long an offer's places are held for it (WAITLIST_OFFER_HOURS). */
export const DEFAULT_OFFER_HOURS = 24
/** A week at most: an offer that nobody answers must not keep places off sale for longer. */
export const MAX_OFFER_HOURS = 168

const HOUR_MS = 60 * 60 * 1000

/** Hours from configuration, checked: a whole number from 1 to MAX_OFFER_HOURS. */
export function offerHoursOf(value: number | undefined): number {
  if (value === undefined) return DEFAULT_OFFER_HOURS
  if (!Number.isInteger(value) || value < 1 || value > MAX_OFFER_HOURS) {
    throw new RangeError(`Waitlist offer hours must be a whole number from 1 to ${MAX_OFFER_HOURS}: ${value}`)
  }
  return value
}

/** When an offer made at `now` lapses (its hold stops counting at the same instant). */
export function offerExpiresAt(now: Date, hours: number = DEFAULT_OFFER_HOURS): string {
  return new Date(now.getTime() + offerHoursOf(hours) * HOUR_MS).toISOString()
}

/** An offer holds while its expiry is strictly later than now, as a hold does (hold-expiry.ts). */
export function isOfferLive(expiresAt: string | null, now: Date): boolean {
  return expiresAt !== null && expiresAt > now.toISOString()
}

// Shared with every availability count (departures): how many freed places the waiting entries keep.
export { placesKeptForWaitlist } from '../departures/index.availability'

export interface RoomLeft {
  id: number
  occupancy: number
  /** Rooms of this type that can still be held. */
  left: number
}

export type RoomsToHold = Array<{ roomId: number; rooms: number }>

/**
 * Rooms that seat exactly `travellers`: the room type asked for only, or else the fewest rooms of any types (larger
 * rooms first). Null when no combination fits.
 */
export function roomsForTravellers(
  travellers: number,
  rooms: readonly RoomLeft[],
  preferredRoomId: number | null = null,
): RoomsToHold | null {
  if (!Number.isInteger(travellers) || travellers < 1) return null
  if (preferredRoomId !== null) {
    const room = rooms.find((candidate) => candidate.id === preferredRoomId)
    if (!room || room.occupancy < 1 || travellers % room.occupancy !== 0) return null
    const count = travellers / room.occupancy
    return count <= room.left ? [{ roomId: room.id, rooms: count }] : null
  }
  const usable = rooms
    .filter((room) => room.occupancy >= 1 && room.left > 0)
    .sort((a, b) => b.occupancy - a.occupancy || a.id - b.id)
  let best: RoomsToHold | null = null
  let bestCount = Infinity
  const search = (index: number, remaining: number, chosen: RoomsToHold, count: number) => {
    if (count >= bestCount) return
    if (remaining === 0) {
      best = chosen.map((entry) => ({ ...entry }))
      bestCount = count
      return
    }
    if (index >= usable.length) return
    const room = usable[index]!
    for (let take = Math.min(room.left, Math.floor(remaining / room.occupancy)); take >= 0; take--) {
      const next = take > 0 ? [...chosen, { roomId: room.id, rooms: take }] : chosen
      search(index + 1, remaining - take * room.occupancy, next, count + take)
    }
  }
  search(0, travellers, [], 0)
  return best
}

export interface WaitingEntry {
  id: number
  travellers: number
  roomId: number | null
}

/**
 * The next offer on a departure: the first waiting entry, in the order they joined, whose travellers fit the free
 * places and the rooms left. An earlier entry that does not fit is passed over for now (and keeps its place: it is
 * offered the next places that fit it), so freed places never sit unused while someone who fits them waits.
 */
export function nextOffer(
  waiting: readonly WaitingEntry[],
  freePlaces: number,
  rooms: readonly RoomLeft[],
): { entryId: number; rooms: RoomsToHold } | null {
  const ordered = [...waiting].sort((a, b) => a.id - b.id)
  for (const entry of ordered) {
    if (entry.travellers > freePlaces) continue
    const chosen = roomsForTravellers(entry.travellers, rooms, entry.roomId)
    if (chosen) return { entryId: entry.id, rooms: chosen }
  }
  return null
}

/** The join form's request (POST WAITLIST_JOIN_PATH). */
export const waitlistJoinSchema = z
  .object({
    departureId: z.coerce.number().int().positive(),
    email: z.string().trim().toLowerCase().email('Enter a valid e-mail address.').max(254),
    travellers: z.coerce
      .number()
      .int('Enter a whole number of travellers.')
      .min(1, 'At least 1 traveller.')
      .max(MAX_PASSENGERS, `At most ${MAX_PASSENGERS} travellers.`),
    roomId: z.coerce.number().int().positive().nullable().optional(),
  })
  .strict()

export type WaitlistJoinRequest = z.infer<typeof waitlistJoinSchema>

export * from './waitlist-contract'
