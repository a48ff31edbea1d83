import type { Kysely } from 'kysely'
import type { AppDatabase } from '../../../db/database.server'
import type { Database } from '../../../db/schema'
import { inWriteTransaction, lockDeparture } from '../../../db/write-transaction.server'
import type { BrandContext } from '../../context'
import { formatDate } from '../../lib/dates'
import { hashToken, isTokenShape } from '../auth/index.server'
import {
  CheckoutInputError,
  DepartureNotBookableError,
  NotEnoughPlacesError,
  isOnSale,
  priceQuote,
  renewHoldLocked,
  type RestoredSelection,
} from '../checkout/index.server'
import { findVisibleDeparture, todayIso } from '../departures/index.server'
import { CHECKOUT_RESUME_PAGE, holdStateOf, holdStateText } from './recovery-rules'

/*
 * Opening a saved checkout (issue 27; ADR 0055): the link's token (or a signed-in customer's "Continue booking")
 * attaches the quote to the browser that opens it, holds its places again under the departure's lock and re-prices it;
 * and the signed-in customer's unfinished checkouts for My bookings. The e-mail's planner and job: recovery.server.ts.
 */

type Db = Kysely<Database>

/** Who opens a saved checkout: the e-mail's link, or its signed-in customer from My bookings. */
export type SavedCheckoutOpener = { token: string } | { quoteId: number; customerId: number }

export interface OpenedCheckout {
  keys: { departureId: number; transportCode: string; filo: string; tourCode: string }
  quoteId: number
  /** The quote's subtotal when it was saved, and now, re-priced from today's prices. */
  previousSubtotal: number
  subtotal: number
  /** The places are held again for this browser; false: they are no longer available (or off sale). */
  placesHeld: boolean
}

/**
 * Opens a saved checkout in this browser: the quote (this brand's, still open; by a live link or by its signed-in
 * customer) is attached to the browser's session, its places are held again if they are still there, and it is
 * re-priced. Null for anything else (unknown, expired or used-up token, another brand's, another customer's).
 */
export async function openSavedCheckout(
  db: AppDatabase,
  brand: BrandContext,
  opener: SavedCheckoutOpener,
  /** The browser's session id, or a starter for a visitor who has none (called only for a quote that opens). */
  session: string | ((trx: Db) => Promise<string>),
  options: { now?: Date; holdMinutes?: number } = {},
): Promise<OpenedCheckout | null> {
  const now = options.now ?? new Date()
  if ('token' in opener && !isTokenShape(opener.token)) return null
  return inWriteTransaction(db, async (trx, context) => {
    let query = trx
      .selectFrom('quotes')
      .select(['quotes.id', 'quotes.departureId', 'quotes.subtotalMinor'])
      .where('quotes.brandId', '=', brand.id)
      .where('quotes.status', '=', 'open')
    query =
      'token' in opener
        ? query
            .innerJoin('checkoutRecoveryLinks as link', 'link.quoteId', 'quotes.id')
            .where('link.tokenHash', '=', hashToken(opener.token))
            .where('link.expiresAt', '>', now.toISOString())
        : query.where('quotes.id', '=', opener.quoteId).where('quotes.customerId', '=', opener.customerId)
    const quote = await query.executeTakeFirst()
    if (!quote) return null
    const departure = await findVisibleDeparture(trx, brand, quote.departureId)
    if (!departure) return null
    await lockDeparture(trx, context, departure.id)
    const sessionId = typeof session === 'string' ? session : await session(trx)
    // One browser session takes one set of places per departure: its other quotes there give theirs back.
    const others = await trx
      .selectFrom('quotes')
      .select('id')
      .where('sessionId', '=', sessionId)
      .where('departureId', '=', departure.id)
      .where('status', '=', 'open')
      .where('id', '!=', quote.id)
      .execute()
    if (others.length > 0) {
      await trx
        .deleteFrom('inventoryHolds')
        .where(
          'quoteId',
          'in',
          others.map((other) => other.id),
        )
        .execute()
    }
    await trx
      .updateTable('quotes')
      .set({ sessionId, updatedAt: now.toISOString() })
      .where('id', '=', quote.id)
      .execute()
    const today = todayIso(now)
    let placesHeld = false
    if (isOnSale(departure, today)) {
      try {
        placesHeld = (await renewHoldLocked(trx, quote, now, { holdMinutes: options.holdMinutes, today })) !== null
      } catch (error) {
        // Not enough places any more (or a room type is gone): the checkout says so and offers the choice again.
        const gone =
          error instanceof NotEnoughPlacesError ||
          error instanceof CheckoutInputError ||
          error instanceof DepartureNotBookableError
        if (!gone) throw error
        await trx.deleteFrom('inventoryHolds').where('quoteId', '=', quote.id).execute()
      }
    }
    // Today's prices, by the checkout's one pricing rule (the quote keeps them: the checkout shows what it charges).
    const priced = await priceQuote(trx, quote.id, brand, now)
    return {
      keys: {
        departureId: departure.id,
        transportCode: departure.transportCode,
        filo: departure.filo,
        tourCode: departure.tourCode,
      },
      quoteId: quote.id,
      previousSubtotal: quote.subtotalMinor,
      subtotal: priced.subtotal,
      placesHeld,
    }
  })
}

/**
 * The saved choices of a quote this browser just opened (openSavedCheckout), for the checkout page: its rooms and
 * travellers, today's subtotal against the saved one, and whether its places are held. Null unless it is this
 * session's open quote on this brand's departure.
 */
export async function restoredSelection(
  db: Db,
  brand: BrandContext,
  sessionId: string | null,
  request: { quoteId: number; departureId: number; previousSubtotal: number | null },
  now: Date = new Date(),
): Promise<RestoredSelection | null> {
  if (!sessionId) return null
  const quote = await db
    .selectFrom('quotes')
    .select(['id', 'subtotalMinor'])
    .where('id', '=', request.quoteId)
    .where('sessionId', '=', sessionId)
    .where('brandId', '=', brand.id)
    .where('departureId', '=', request.departureId)
    .where('status', '=', 'open')
    .executeTakeFirst()
  if (!quote) return null
  const [rooms, passengers, hold, excursions] = await Promise.all([
    db.selectFrom('quoteRooms').select(['id', 'roomId']).where('quoteId', '=', quote.id).orderBy('position').execute(),
    db
      .selectFrom('quotePassengers')
      .select(['quoteRoomId', 'firstName', 'lastName'])
      .where('quoteId', '=', quote.id)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('inventoryHolds')
      .select('id')
      .where('quoteId', '=', quote.id)
      .where('expiresAt', '>', now.toISOString())
      .executeTakeFirst(),
    db
      .selectFrom('quoteExcursions')
      .innerJoin('excursions', 'excursions.id', 'quoteExcursions.excursionId')
      .innerJoin('quotePassengers', 'quotePassengers.id', 'quoteExcursions.passengerId')
      .select(['excursions.code', 'quotePassengers.firstName', 'quotePassengers.lastName'])
      .where('quoteExcursions.quoteId', '=', quote.id)
      .orderBy('excursions.id')
      .orderBy('quotePassengers.position')
      .execute(),
  ])
  const byCode = new Map<string, Array<{ firstName: string; lastName: string }>>()
  for (const row of excursions) {
    byCode.set(row.code, [...(byCode.get(row.code) ?? []), { firstName: row.firstName, lastName: row.lastName }])
  }
  return {
    rooms: rooms.map((room) => ({
      roomId: room.roomId,
      passengers: passengers
        .filter((passenger) => passenger.quoteRoomId === room.id)
        .map((passenger) => ({ firstName: passenger.firstName, lastName: passenger.lastName })),
    })),
    subtotal: quote.subtotalMinor,
    previousSubtotal:
      request.previousSubtotal !== null && request.previousSubtotal !== quote.subtotalMinor
        ? request.previousSubtotal
        : null,
    placesHeld: hold !== undefined,
    excursions: [...byCode].map(([code, travellers]) => ({ code, travellers })),
  }
}

export interface UnfinishedCheckout {
  quoteId: number
  tourName: string
  /** '3rd Jun 2027'. */
  departureDate: string
  travellers: number
  /** The earliest live hold's expiry, or null: the places are no longer held. */
  holdExpiresAt: string | null
  /** 'Places held for 25 minutes more' or 'Places no longer held', as of the page's loading. */
  holdText: string
  /** Where "Continue booking" goes. */
  href: string
}

/**
 * A signed-in customer's unfinished checkouts on this brand (open quotes they took to the passenger details step, on
 * departures still on sale), newest first, for My bookings' "Continue booking".
 */
export async function unfinishedCheckouts(
  db: Db,
  brand: BrandContext,
  customerId: number,
  now: Date = new Date(),
): Promise<UnfinishedCheckout[]> {
  const quotes = await db
    .selectFrom('quotes')
    .innerJoin('departures', 'departures.id', 'quotes.departureId')
    .innerJoin('tours', 'tours.id', 'departures.tourId')
    .select(['quotes.id', 'quotes.departureId', 'tours.name as tourName', 'departures.startDate', 'departures.open'])
    .where('quotes.customerId', '=', customerId)
    .where('quotes.brandId', '=', brand.id)
    .where('quotes.status', '=', 'open')
    .where('quotes.passengerDetailsAt', 'is not', null)
    .orderBy('quotes.passengerDetailsAt', 'desc')
    .orderBy('quotes.id', 'desc')
    .limit(30)
    .execute()
  // One per departure (the newest: a saved checkout opened and continued starts a new quote), none for a departure
  // the customer has booked since.
  const booked = new Set(
    (
      await db
        .selectFrom('bookings')
        .select('departureId')
        .where('customerId', '=', customerId)
        .where('status', '!=', 'cancelled')
        .execute()
    ).map((booking) => booking.departureId),
  )
  const seen = new Set<number>()
  const live = quotes.filter((quote) => {
    if (seen.has(quote.departureId) || booked.has(quote.departureId) || !isOnSale(quote, todayIso(now))) return false
    seen.add(quote.departureId)
    return true
  })
  if (live.length === 0) return []
  const ids = live.map((quote) => quote.id)
  const [counts, holds] = await Promise.all([
    db
      .selectFrom('quotePassengers')
      .select(['quoteId', (eb) => eb.fn.countAll<number>().as('count')])
      .where('quoteId', 'in', ids)
      .groupBy('quoteId')
      .execute(),
    db
      .selectFrom('inventoryHolds')
      .select(['quoteId', (eb) => eb.fn.min<string>('expiresAt').as('expiresAt')])
      .where('quoteId', 'in', ids)
      .where('expiresAt', '>', now.toISOString())
      .groupBy('quoteId')
      .execute(),
  ])
  return live.map((quote) => {
    const holdExpiresAt = holds.find((row) => row.quoteId === quote.id)?.expiresAt ?? null
    return {
      quoteId: quote.id,
      tourName: quote.tourName,
      departureDate: formatDate(quote.startDate),
      travellers: Number(counts.find((row) => row.quoteId === quote.id)?.count ?? 0),
      holdExpiresAt,
      holdText: holdStateText(holdStateOf(holdExpiresAt, now)),
      href: `${CHECKOUT_RESUME_PAGE}?quote=${quote.id}`,
    }
  })
}
