import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { Database } from '../../../db/schema'

/*
 * The read side of live inventory (ADR 0013 "checkout inventory holds", ADR 0018): how many places and rooms the
 * checkout's holds take from a departure right now. A hold is live while its expires_at is later than now; every
 * query here compares with now, so an expired hold stops counting the moment it expires, with no job. The checkout
 * (which writes holds inside its locking transaction) reads through these too, so the departures table, the tour
 * page, search and the checkout all count the same way. This lives with departures rather than the checkout so that
 * the dependency points one way (checkout → departures).
 *
 * Waitlist entries still waiting (issue 27, ADR 0052) count here too: freed places are kept off public sale for the
 * travellers who wait for them, until the scheduler turns them into an offer's hold (app/features/waitlist).
 */

type Db = Kysely<Database>

/**
 * Places left on the `departures` row of the surrounding query, as SQL (snake_case: raw SQL is not camel-cased):
 * for "bookable departure" tests and lists, without a round trip per departure. Can be negative if an operator cut
 * the capacity below what is sold; compare with `> 0`. Places waitlist entries wait for are not left for the public.
 */
export function placesLeftSql(now: Date = new Date()): RawBuilder<number> {
  return sql<number>`(departures.capacity - departures.seats_sold - coalesce((select sum(h.places) from inventory_holds h where h.departure_id = departures.id and h.expires_at > ${now.toISOString()}), 0) - coalesce((select sum(w.travellers) from waitlist_entries w where w.departure_id = departures.id and w.state = 'waiting'), 0))`
}

/**
 * Travellers of waitlist entries still waiting, per departure (ADR 0052): places kept off public sale once free.
 * Public counts add them to the live holds; the checkout keeps only what is actually free for them
 * (placesKeptForWaitlist), so a traveller's own offer is never taken by the entries behind them.
 */
export async function waitingPlacesByDeparture(db: Db, departureIds: readonly number[]): Promise<Map<number, number>> {
  if (departureIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('waitlistEntries')
    .select(['departureId', (eb) => eb.fn.sum<number>('travellers').as('travellers')])
    .where('departureId', 'in', [...new Set(departureIds)])
    .where('state', '=', 'waiting')
    .groupBy('departureId')
    .execute()
  return new Map(rows.map((row) => [row.departureId, Number(row.travellers)]))
}

/** Live places held per departure, for lists (the departures table's status and seats left). */
export async function livePlacesHeldByDeparture(
  db: Db,
  departureIds: readonly number[],
  now: Date = new Date(),
): Promise<Map<number, number>> {
  if (departureIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('inventoryHolds')
    .select(['departureId', (eb) => eb.fn.sum<number>('places').as('places')])
    .where('departureId', 'in', [...new Set(departureIds)])
    .where('expiresAt', '>', now.toISOString())
    .groupBy('departureId')
    .execute()
  return new Map(rows.map((row) => [row.departureId, Number(row.places)]))
}

/** Live holds of one departure, summed per room type, leaving out the given quotes' own holds. */
export async function liveHoldsByRoom(
  db: Db,
  departureId: number,
  now: Date,
  excludeQuoteIds: readonly number[] = [],
): Promise<Map<number, { rooms: number; places: number }>> {
  let query = db
    .selectFrom('inventoryHolds')
    .select([
      'roomId',
      (eb) => eb.fn.sum<number>('rooms').as('rooms'),
      (eb) => eb.fn.sum<number>('places').as('places'),
    ])
    .where('departureId', '=', departureId)
    .where('expiresAt', '>', now.toISOString())
    .groupBy('roomId')
  if (excludeQuoteIds.length > 0) query = query.where('quoteId', 'not in', [...excludeQuoteIds])
  const rows = await query.execute()
  return new Map(rows.map((row) => [row.roomId, { rooms: Number(row.rooms), places: Number(row.places) }]))
}

/**
 * Departures on sale, with places left after sales, whose LIVE holds take those last places, ascending: exactly the
 * departures whose bookability differs from what seats_sold alone says. Cheap (it reads the holds table, which only holds checkouts in
 * progress), so search can ask it often and rebuild its in-process catalogue only when the answer changes
 * (search-catalogue.server.ts).
 */
export async function departuresFullByHolds(db: Db, now: Date, today: string): Promise<number[]> {
  // The live holds are summed per departure first and only then joined to their departures. Written as one grouped
  // join, SQLite planned it departures-first and scanned every departure (1.6 s a call on 250,000 departures, once a
  // second while any hold was live, blocking the process); this form reads the few live holds and looks their
  // departures up by key (0.08 ms), on both dialects.
  // Waitlist entries still waiting take places from the public as holds do (ADR 0052): both, summed per departure.
  const taken = db
    .selectFrom('inventoryHolds')
    .select(['inventoryHolds.departureId', 'inventoryHolds.places'])
    .where('inventoryHolds.expiresAt', '>', now.toISOString())
    .unionAll(
      db
        .selectFrom('waitlistEntries')
        .select(['waitlistEntries.departureId', 'waitlistEntries.travellers as places'])
        .where('waitlistEntries.state', '=', 'waiting'),
    )
    .as('taken')
  const held = db
    .selectFrom(taken)
    .select(['taken.departureId', (eb) => eb.fn.sum<number>('taken.places').as('places')])
    .groupBy('taken.departureId')
    .as('held')
  const rows = await db
    .selectFrom(held)
    .innerJoin('departures', 'departures.id', 'held.departureId')
    .select('held.departureId')
    .where('departures.open', '=', 1)
    .where('departures.startDate', '>', today)
    // Already full by sales alone: not bookable whatever the holds do, so not in the set.
    .where((eb) => eb(eb.ref('departures.capacity'), '>', eb.ref('departures.seatsSold')))
    .where((eb) =>
      eb(eb(eb.ref('departures.capacity'), '-', eb.ref('departures.seatsSold')), '<=', eb.ref('held.places')),
    )
    .orderBy('held.departureId')
    .execute()
  return rows.map((row) => row.departureId)
}
