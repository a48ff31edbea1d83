import { sql, type Kysely } from 'kysely'
import type { AppDatabase } from '../../../db/database.server'
import type { Database } from '../../../db/schema'
import { inWriteTransaction, lockDeparture } from '../../../db/write-transaction.server'
import type { BrandContext } from '../../context'
import { formatDate } from '../../lib/dates'
import { hashToken, isTokenShape, newToken } from '../auth/index.server'
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
import { enqueueEmail, renderLetter, type OutboxSeal } from '../email/index.server'
import { planJob, type JobHandler } from '../scheduler/index.server'
import {
  CHECKOUT_RECOVERY_JOB,
  CHECKOUT_RESUME_PAGE,
  DEFAULT_RECOVERY_DELAY_MINUTES,
  holdStateOf,
  holdStateText,
  planningWindowStart,
  recoveryDecision,
  recoveryDueAt,
  recoveryJobKey,
  recoveryLinkExpiresAt,
  recoveryWords,
} from './recovery-rules'

/*
 * Saved and resumed checkouts (issue 27; ADR 0055), on the one scheduler (ADR 0050):
 * - The planner, on every process's timer, plans one 'checkout-recovery' job per open quote that reached the
 *   passenger details step with the lead's e-mail and marketing consent (or a signed-in customer), keyed by the quote
 *   and due CHECKOUT_RECOVERY_DELAY_MINUTES after that step: however many processes plan it, it exists once.
 * - The job, in its one write transaction, checks again (the quote still open, consent still given, no booking on
 *   that departure by that e-mail since) and queues the e-mail with a link whose token is random, stored hashed and
 *   sealed in the outbox (ADR 0040), valid for RECOVERY_LINK_DAYS.
 * - The link (or the signed-in customer's "Continue booking") attaches the quote to the browser that opens it, holds
 *   its places again under the departure's lock and re-prices it; the checkout then opens with the same rooms and
 *   travellers, saying if the price changed or the places are gone.
 */

type Db = Kysely<Database>

export interface RecoveryDeps {
  /** A brand's public origin for the e-mail's link. */
  originFor: (brandId: string) => string
  seal: OutboxSeal
}

/** Plans the saved-checkout e-mail of every quote that may get one and has none planned. Returns how many. */
export async function planCheckoutRecoveries(
  db: AppDatabase,
  options: { now?: Date; delayMinutes?: number } = {},
): Promise<number> {
  const now = options.now ?? new Date()
  const delay = options.delayMinutes ?? DEFAULT_RECOVERY_DELAY_MINUTES
  const candidates = await db
    .selectFrom('quotes')
    .innerJoin('quotePassengers as lead', (join) =>
      join.onRef('lead.quoteId', '=', 'quotes.id').on('lead.isLead', '=', 1),
    )
    .select(['quotes.id', 'quotes.brandId', 'quotes.passengerDetailsAt'])
    .where('quotes.status', '=', 'open')
    .where('quotes.passengerDetailsAt', '>=', planningWindowStart(now))
    .where('lead.email', 'is not', null)
    .where((eb) => eb.or([eb('lead.marketingEmail', '=', 1), eb('quotes.customerId', 'is not', null)]))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('scheduledJobs')
            .select('scheduledJobs.id')
            .whereRef(
              'scheduledJobs.idempotencyKey',
              '=',
              sql<string>`${`${CHECKOUT_RECOVERY_JOB}:`} || cast(quotes.id as text)`,
            ),
        ),
      ),
    )
    .orderBy('quotes.id')
    .limit(500)
    .execute()
  let planned = 0
  for (const quote of candidates) {
    const created = await inWriteTransaction(db, (trx) =>
      planJob(trx, {
        kind: CHECKOUT_RECOVERY_JOB,
        key: recoveryJobKey(quote.id),
        dueAt: recoveryDueAt(quote.passengerDetailsAt!, delay),
        brandId: quote.brandId,
        payload: { quoteId: quote.id },
      }),
    )
    if (created) planned++
  }
  return planned
}

/** A booking, not cancelled, on the departure whose lead passenger has this e-mail (any case). */
async function bookedByEmail(db: Db, departureId: number, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('bookings')
    .innerJoin('bookingPassengers as lead', (join) =>
      join.onRef('lead.bookingId', '=', 'bookings.id').on('lead.isLead', '=', 1),
    )
    .select('bookings.id')
    .where('bookings.departureId', '=', departureId)
    .where('bookings.status', '!=', 'cancelled')
    .where((eb) => eb(eb.fn('lower', ['lead.email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst()
  return row !== undefined
}

export function recoveryLink(origin: string, token: string): string {
  return `${origin.replace(/\/$/, '')}${CHECKOUT_RESUME_PAGE}?token=${token}`
}

/** The scheduler's job: the one saved-checkout e-mail of a quote, if it may still go (checked again now). */
export function checkoutRecoveryHandler(deps: RecoveryDeps): JobHandler {
  return async ({ trx, job, now }) => {
    const quoteId = Number(job.payload.quoteId)
    if (!Number.isInteger(quoteId)) return 'skipped: the job names no quote'
    const quote = await trx
      .selectFrom('quotes')
      .innerJoin('quotePassengers as lead', (join) =>
        join.onRef('lead.quoteId', '=', 'quotes.id').on('lead.isLead', '=', 1),
      )
      .innerJoin('departures', 'departures.id', 'quotes.departureId')
      .innerJoin('tours', 'tours.id', 'departures.tourId')
      .innerJoin('brands', 'brands.id', 'quotes.brandId')
      .select([
        'quotes.id',
        'quotes.brandId',
        'quotes.status',
        'quotes.customerId',
        'quotes.departureId',
        'lead.email',
        'lead.firstName',
        'lead.marketingEmail',
        'departures.open',
        'departures.startDate',
        'tours.name as tourName',
        'brands.name as brandName',
        'brands.phone',
        'brands.email as brandEmail',
        'brands.isCoach',
      ])
      .where('quotes.id', '=', quoteId)
      .executeTakeFirst()
    if (!quote) return 'skipped: the quote no longer exists'
    const decision = recoveryDecision({
      quoteStatus: quote.status,
      leadEmail: quote.email,
      marketingEmail: quote.marketingEmail === 1,
      signedIn: quote.customerId !== null,
      bookedByEmail: quote.email ? await bookedByEmail(trx, quote.departureId, quote.email) : false,
      onSale: isOnSale(quote, todayIso(now)),
    })
    if (!decision.send) return `skipped: ${decision.reason}`
    const travellers = await trx
      .selectFrom('quotePassengers')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('quoteId', '=', quote.id)
      .executeTakeFirstOrThrow()
    const token = newToken()
    await trx
      .insertInto('checkoutRecoveryLinks')
      .values({ quoteId: quote.id, tokenHash: hashToken(token), expiresAt: recoveryLinkExpiresAt(now) })
      .execute()
    const words = recoveryWords({
      tourName: quote.tourName,
      departureDate: quote.startDate,
      travellers: Number(travellers.count),
      firstName: quote.firstName,
    })
    const letter = renderLetter(
      {
        id: quote.brandId,
        name: quote.brandName,
        phone: quote.phone,
        email: quote.brandEmail,
        isCoach: quote.isCoach === 1,
      },
      words.subject,
      [
        ...words.paragraphs.map((text) => ({ text })),
        {
          text: 'Your saved booking:',
          link: { url: recoveryLink(deps.originFor(quote.brandId), token), label: 'Continue your booking' },
        },
      ],
    )
    await enqueueEmail(trx, {
      brandId: quote.brandId,
      kind: CHECKOUT_RECOVERY_JOB,
      to: quote.email!,
      subject: words.subject,
      seal: deps.seal,
      ...letter,
    })
    return `sent for quote ${quote.id}`
  }
}

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
