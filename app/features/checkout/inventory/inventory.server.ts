import type { Kysely } from 'kysely'
import type { AppDatabase } from '../../../../db/database.server'
import type { Database } from '../../../../db/schema'
import type { BrandContext } from '../../../context'
import {
  currencyOf,
  findVisibleDeparture,
  isOnSale,
  liveHoldsByRoom,
  todayIso,
  placesKeptForWaitlist,
  waitingPlacesByDeparture,
} from '../../departures/index.server'
import {
  type AvailableRoomsResponse,
  CheckoutInputError,
  DepartureNotBookableError,
  DepartureNotFoundError,
  NotEnoughPlacesError,
} from '../contract/index.rules'
import { DEFAULT_HOLD_MINUTES, holdExpiresAt } from './hold-expiry'
import {
  departureStatusFor,
  findShortage,
  maxAvailableFor,
  placesLeft,
  roomsBookable,
  type PlacesWanted,
} from './inventory-rules'
import {
  inWriteTransaction,
  lockDeparture,
  type WriteContext,
  type WriteTransactionOptions,
} from '../../../../db/write-transaction.server'

/*
 * Live inventory (checkout issue "Inventory that cannot be oversold"; ADR 0013).
 *
 * Places left on a departure = capacity − seats sold − places in LIVE holds; rooms of a type left = allocation −
 * sold − rooms of that type in live holds. A hold is live while expires_at > now: every query here compares with
 * now, so an expired hold stops counting without any job, and sweepExpiredHolds only tidies up. Taking places
 * happens inside inWriteTransaction after lockDeparture, so counting and inserting cannot interleave with another
 * checkout, in this process or any other.
 */

type Db = Kysely<Database>

export interface InventoryOptions extends WriteTransactionOptions {
  /** Defaults to the clock read after the lock is taken, so a hold never outlives a slow lock wait. */
  now?: Date
  holdMinutes?: number
  /** The server's calendar day ('YYYY-MM-DD'); departures on or before it are no longer on sale. */
  today?: string
}

export interface RoomInventory {
  id: number
  code: string
  name: string
  occupancy: number
  pricePerPersonMinor: number
  supplementMinor: number
  allocation: number
  sold: number
  /** Rooms of this type in live holds (other than the excluded quotes'). */
  held: number
  /** Rooms of this type that can be booked now. */
  left: number
}

export interface DepartureInventory {
  departureId: number
  capacity: number
  seatsSold: number
  placesHeld: number
  placesLeft: number
  rooms: RoomInventory[]
}

/**
 * The departure's counts as of `now`. `bookable` false (closed or departed) leaves nothing for sale. Used inside
 * the locking transaction to decide, and outside it to show.
 */
export async function departureInventory(
  db: Db,
  departure: { id: number; capacity: number; seatsSold: number },
  now: Date,
  options: {
    excludeQuoteIds?: readonly number[]
    bookable?: boolean
    /** The waitlist's own count (ADR 0052): the places its waiting entries keep are what it offers. */
    ignoreWaitlist?: boolean
  } = {},
): Promise<DepartureInventory> {
  const [rooms, holds, ownHeld, waiting] = await Promise.all([
    db
      .selectFrom('rooms')
      .select(['id', 'code', 'name', 'occupancy', 'pricePerPersonMinor', 'supplementMinor', 'allocation', 'sold'])
      .where('departureId', '=', departure.id)
      .orderBy('occupancy')
      .orderBy('pricePerPersonMinor')
      .orderBy('id')
      .execute(),
    liveHoldsByRoom(db, departure.id, now, options.excludeQuoteIds ?? []),
    ownPlacesHeld(db, now, options.excludeQuoteIds ?? []),
    waitingPlacesByDeparture(db, [departure.id]),
  ])
  let placesHeld = 0
  for (const hold of holds.values()) placesHeld += hold.places
  // Freed places wait for the waitlist's entries (ADR 0052): as many as they wait for, of what is actually free
  // after every live hold, the caller's own included (so a traveller's offer hold is never given to the next entry).
  const kept = options.ignoreWaitlist
    ? 0
    : placesKeptForWaitlist(
        waiting.get(departure.id) ?? 0,
        departure.capacity - departure.seatsSold - placesHeld - ownHeld,
      )
  const left =
    options.bookable === false
      ? 0
      : placesLeft({ capacity: departure.capacity, sold: departure.seatsSold, held: placesHeld + kept })
  return {
    departureId: departure.id,
    capacity: departure.capacity,
    seatsSold: departure.seatsSold,
    placesHeld,
    placesLeft: left,
    rooms: rooms.map((room) => {
      const held = holds.get(room.id)?.rooms ?? 0
      return {
        ...room,
        held,
        left: roomsBookable({
          allocation: room.allocation,
          sold: room.sold,
          held,
          occupancy: room.occupancy,
          placesLeftOnDeparture: left,
        }),
      }
    }),
  }
}

/** Places in the given quotes' live holds (a caller's own, which its counts leave out). */
async function ownPlacesHeld(db: Db, now: Date, quoteIds: readonly number[]): Promise<number> {
  if (quoteIds.length === 0) return 0
  const row = await db
    .selectFrom('inventoryHolds')
    .select((eb) => eb.fn.sum<number>('places').as('places'))
    .where('quoteId', 'in', [...quoteIds])
    .where('expiresAt', '>', now.toISOString())
    .executeTakeFirst()
  return Number(row?.places ?? 0)
}

// On sale: open and departing after today (the stored status is not read: availability is live).
export { isOnSale }

/** Open quotes of one browser session on one departure: their own holds do not count against them. */
export async function sessionQuoteIds(
  db: Db,
  brand: BrandContext,
  sessionId: string,
  departureId: number,
): Promise<number[]> {
  if (!sessionId) return []
  const rows = await db
    .selectFrom('quotes')
    .select('id')
    .where('sessionId', '=', sessionId)
    .where('brandId', '=', brand.id)
    .where('departureId', '=', departureId)
    .where('status', '=', 'open')
    .execute()
  return rows.map((row) => row.id)
}

/**
 * GET availablerooms: the departure's room types with how many of each can be booked now, and maxAvailable =
 * min(9, places left after sold places and live holds). The caller's own quote's holds (found by `sessionId`) are
 * left out, so re-quoting never competes with itself. null: unknown, other-brand, or filo / transport code not the
 * departure's own.
 */
export async function availableRooms(
  db: AppDatabase,
  brand: BrandContext,
  keys: { departureId: number; filo: string; transportCode: string },
  now: Date = new Date(),
  options: { sessionId?: string; today?: string } = {},
): Promise<AvailableRoomsResponse | null> {
  const departure = await findVisibleDeparture(db, brand, keys.departureId)
  if (!departure || departure.filo !== keys.filo || departure.transportCode !== keys.transportCode) return null
  const excludeQuoteIds = options.sessionId ? await sessionQuoteIds(db, brand, options.sessionId, departure.id) : []
  const inventory = await departureInventory(db, departure, now, {
    excludeQuoteIds,
    bookable: isOnSale(departure, options.today ?? todayIso(now)),
  })
  return {
    rooms: inventory.rooms.map((room) => ({
      id: room.id,
      code: room.code,
      name: room.name,
      occupancy: room.occupancy,
      pricePerPerson: room.pricePerPersonMinor,
      supplement: room.supplementMinor,
      left: room.left,
    })),
    maxAvailable: maxAvailableFor(inventory.placesLeft),
    status: departureStatusFor(inventory.placesLeft),
    currency: currencyOf(departure.currency, brand),
  }
}

// ------------------------------------------------------------------------------------------------ holds

/** Rooms a quote wants, by room type id: { roomId, rooms }. */
export type RoomsWanted = ReadonlyArray<{ roomId: number; rooms: number }>

export interface HoldResult {
  expiresAt: string
  places: number
}

/**
 * Inside a write transaction that has ALREADY locked the departure: replaces the quote's holds with the rooms
 * wanted, or throws NotEnoughPlacesError leaving them as they were. Occupancies come from the database, never
 * from the request. The quote's own current holds do not count against it.
 */
export async function holdPlacesLocked(
  trx: Db,
  quote: { id: number; departureId: number },
  wanted: RoomsWanted,
  now: Date,
  options: { holdMinutes?: number; today?: string } = {},
): Promise<HoldResult> {
  const departure = await trx
    .selectFrom('departures')
    .select(['id', 'capacity', 'seatsSold', 'open', 'startDate'])
    .where('id', '=', quote.departureId)
    .executeTakeFirst()
  if (!departure) throw new DepartureNotFoundError()
  if (!isOnSale(departure, options.today ?? todayIso(now))) throw new DepartureNotBookableError()

  const inventory = await departureInventory(trx, departure, now, { excludeQuoteIds: [quote.id] })
  const byId = new Map(inventory.rooms.map((room) => [room.id, room]))
  const roomsByType = new Map<number, number>()
  let places = 0
  wanted.forEach((entry, index) => {
    const room = byId.get(entry.roomId)
    if (!room || !Number.isInteger(entry.rooms) || entry.rooms < 1) {
      throw new CheckoutInputError('This room type is not available on this departure.', {
        [`rooms.${index}.roomId`]: ['This room type is not available on this departure.'],
      })
    }
    roomsByType.set(entry.roomId, (roomsByType.get(entry.roomId) ?? 0) + entry.rooms)
    places += entry.rooms * room.occupancy
  })
  const want: PlacesWanted = { places, roomsByType }
  const shortage = findShortage(want, { placesLeft: inventory.placesLeft, rooms: inventory.rooms })
  if (shortage) throw new NotEnoughPlacesError(shortage)

  const expiresAt = holdExpiresAt(now, options.holdMinutes ?? DEFAULT_HOLD_MINUTES)
  await trx.deleteFrom('inventoryHolds').where('quoteId', '=', quote.id).execute()
  if (roomsByType.size > 0) {
    await trx
      .insertInto('inventoryHolds')
      .values(
        [...roomsByType].map(([roomId, rooms]) => ({
          quoteId: quote.id,
          departureId: departure.id,
          roomId,
          rooms,
          places: rooms * byId.get(roomId)!.occupancy,
          expiresAt,
        })),
      )
      .execute()
  }
  return { expiresAt, places }
}

/**
 * Atomically replaces a quote's holds with the rooms wanted (its own transaction): exactly as many concurrent
 * callers succeed as there are places, the others get NotEnoughPlacesError.
 */
export async function holdPlaces(
  db: AppDatabase,
  quote: { id: number; departureId: number },
  wanted: RoomsWanted,
  options: InventoryOptions = {},
): Promise<HoldResult> {
  return inWriteTransaction(
    db,
    async (trx, context) => {
      if (!(await lockDeparture(trx, context, quote.departureId))) throw new DepartureNotFoundError()
      return holdPlacesLocked(trx, quote, wanted, options.now ?? new Date(), options)
    },
    options,
  )
}

/** The rooms a quote has chosen (its quote_rooms), as holds want them. */
export async function roomsOfQuote(db: Db, quoteId: number): Promise<RoomsWanted> {
  const rows = await db
    .selectFrom('quoteRooms')
    .select(['roomId', (eb) => eb.fn.countAll<number>().as('rooms')])
    .where('quoteId', '=', quoteId)
    .groupBy('roomId')
    .orderBy('roomId')
    .execute()
  return rows.map((row) => ({ roomId: row.roomId, rooms: Number(row.rooms) }))
}

/**
 * A later step's save (excursions, donations, passenger details) extends the hold: it is taken again for the
 * quote's rooms from `now`. Taking it again rather than moving the expiry is what keeps an expired hold honest: if
 * the places went to someone else meanwhile, this throws NotEnoughPlacesError instead of overselling. The caller's
 * transaction must already hold the departure lock.
 */
export async function renewHoldLocked(
  trx: Db,
  quote: { id: number; departureId: number },
  now: Date,
  options: { holdMinutes?: number; today?: string } = {},
): Promise<HoldResult | null> {
  const wanted = await roomsOfQuote(trx, quote.id)
  if (wanted.length === 0) return null
  return holdPlacesLocked(trx, quote, wanted, now, options)
}

export async function renewHold(
  db: AppDatabase,
  quote: { id: number; departureId: number },
  options: InventoryOptions = {},
): Promise<HoldResult | null> {
  return inWriteTransaction(
    db,
    async (trx, context: WriteContext) => {
      if (!(await lockDeparture(trx, context, quote.departureId))) throw new DepartureNotFoundError()
      return renewHoldLocked(trx, quote, options.now ?? new Date(), options)
    },
    options,
  )
}

/** Gives a quote's places back at once (an abandoned or replaced quote). Releasing never needs the lock. */
export async function releaseHolds(db: Db, quoteId: number): Promise<number> {
  const result = await db.deleteFrom('inventoryHolds').where('quoteId', '=', quoteId).executeTakeFirst()
  return Number(result.numDeletedRows)
}

/**
 * Deletes holds that have expired. Correctness never depends on it (expired holds already count for nothing);
 * it keeps the table small. Phase 2 runs it on a timer in every process; concurrent sweeps are harmless.
 */
export async function sweepExpiredHolds(db: Db, now: Date = new Date()): Promise<number> {
  const result = await db.deleteFrom('inventoryHolds').where('expiresAt', '<=', now.toISOString()).executeTakeFirst()
  return Number(result.numDeletedRows)
}

// The read side of live holds (lists, search, SQL) lives with departures, so the dependency points one way.
export { livePlacesHeldByDeparture, placesLeftSql } from '../../departures/index.server'
