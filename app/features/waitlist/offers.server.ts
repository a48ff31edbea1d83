import type { Kysely } from 'kysely'
import type { AppDatabase } from '../../../db/database.server'
import type { Database } from '../../../db/schema'
import { dialectOf } from '../../../db/dialect-columns'
import { inWriteTransaction, lockDeparture, type WriteContext } from '../../../db/write-transaction.server'
import { departureInventory, isOnSale } from '../checkout/index.server'
import { todayIso } from '../departures/index.server'
import { enqueueEmail, type OutboxSeal } from '../email/index.server'
import { planJob, type JobHandler } from '../scheduler/index.server'
import { offerWords } from './waitlist-emails'
import {
  hashToken,
  leaveLink,
  leaveToken,
  letterBrand,
  offerLink,
  randomToken,
  waitlistLetter,
} from './waitlist-links.server'
import { DEFAULT_OFFER_HOURS, nextOffer, offerExpiresAt, type RoomsToHold } from './waitlist-rules'

/*
 * Waitlist offers (issue 27; ADR 0052), driven by the scheduler so they follow whatever freed the places (a
 * cancellation, a released hold or reservation, a raised capacity):
 * - The planner, on every process's timer, settles offers (booked, lapsed) and, for each departure with waiting
 *   entries and places free for the first that fits, plans a 'waitlist-offer' job keyed by the departure, that
 *   entry and the counts it saw: processes that see the same freed places plan the same job once.
 * - The job, under the departure's lock in its one write transaction, counts again and makes the offer: a quote with
 *   no session whose holds keep the places until the offer lapses, the entry 'offered', and the e-mail with the
 *   offer link in the outbox. Two jobs for the same places (two states seen) cannot both offer them: the second
 *   counts after the first committed and finds them held.
 * - An offer not used in time lapses with its hold (expires_at), and the next pass offers the places to the next
 *   entry.
 */

export const WAITLIST_OFFER_JOB = 'waitlist-offer'

type Db = Kysely<Database>

export interface OfferDeps {
  /** A brand's public origin for the e-mail's links. */
  originFor: (brandId: string) => string
  secret: string
  seal: OutboxSeal
  offerHours?: number
}

/**
 * Offered entries whose departure was booked by their e-mail since the offer become 'booked'; those whose offer ran
 * out 'lapsed' (their hold has expired with it). Returns how many changed.
 */
export async function settleOffers(trx: Db, now: Date, departureId?: number): Promise<number> {
  let query = trx
    .selectFrom('waitlistEntries')
    .select(['id', 'departureId', 'email', 'offerExpiresAt', 'offerQuoteId'])
    .where('state', '=', 'offered')
  if (departureId !== undefined) query = query.where('departureId', '=', departureId)
  const offered = await query.execute()
  let changed = 0
  for (const entry of offered) {
    // Booked: a booking on the departure from a quote started after the offer's (quote ids only grow), made in the
    // browser that opened the offer or by the entry's e-mail. Compared by ids, not instants: clock-independent.
    const offerQuote = entry.offerQuoteId ?? 0
    const session =
      entry.offerQuoteId === null
        ? null
        : ((await trx.selectFrom('quotes').select('sessionId').where('id', '=', entry.offerQuoteId).executeTakeFirst())
            ?.sessionId ?? null)
    const booking = await trx
      .selectFrom('bookings')
      .leftJoin('bookingPassengers as lead', (join) =>
        join.onRef('lead.bookingId', '=', 'bookings.id').on('lead.isLead', '=', 1),
      )
      .select('bookings.id')
      .where('bookings.departureId', '=', entry.departureId)
      .where('bookings.status', '!=', 'cancelled')
      .where('bookings.quoteId', '>', offerQuote)
      .where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['lead.email']), '=', entry.email),
          ...(session ? [eb('bookings.sessionId', '=', session)] : []),
        ]),
      )
      .executeTakeFirst()
    const expired = (entry.offerExpiresAt ?? '') <= now.toISOString()
    if (!booking && !expired) continue
    await trx
      .updateTable('waitlistEntries')
      .set({ state: booking ? 'booked' : 'lapsed', offerTokenHash: null, updatedAt: now.toISOString() })
      .where('id', '=', entry.id)
      .where('state', '=', 'offered')
      .execute()
    if (entry.offerQuoteId !== null) {
      await trx.deleteFrom('inventoryHolds').where('quoteId', '=', entry.offerQuoteId).execute()
    }
    changed++
  }
  return changed
}

interface OfferDeparture {
  id: number
  capacity: number
  seatsSold: number
  open: number
  startDate: string
}

async function departureRow(db: Db, departureId: number): Promise<OfferDeparture | undefined> {
  return db
    .selectFrom('departures')
    .select(['id', 'capacity', 'seatsSold', 'open', 'startDate'])
    .where('id', '=', departureId)
    .executeTakeFirst()
}

/** What the waitlist may offer now on a departure: free places after every live hold, and rooms left. */
async function offerableNow(db: Db, departure: OfferDeparture, now: Date) {
  const inventory = await departureInventory(db, departure, now, {
    ignoreWaitlist: true,
    bookable: isOnSale(departure, todayIso(now)),
  })
  return {
    placesLeft: inventory.placesLeft,
    placesHeld: inventory.placesHeld,
    rooms: inventory.rooms.map((room) => ({ id: room.id, occupancy: room.occupancy, left: room.left })),
  }
}

async function waitingEntries(db: Db, departureId: number) {
  return db
    .selectFrom('waitlistEntries')
    .select(['id', 'travellers', 'roomId', 'offersSent'])
    .where('departureId', '=', departureId)
    .where('state', '=', 'waiting')
    .orderBy('id')
    .execute()
}

/** Plans an offer job for every departure where the first fitting waiting entry has places free. */
export async function planWaitlistOffers(db: AppDatabase, options: { now?: Date } = {}): Promise<number> {
  const now = options.now ?? new Date()
  await inWriteTransaction(db, (trx) => settleOffers(trx, now))
  const departures = await db
    .selectFrom('waitlistEntries')
    .select('departureId')
    .distinct()
    .where('state', '=', 'waiting')
    .orderBy('departureId')
    .execute()
  let planned = 0
  for (const { departureId } of departures) {
    const departure = await departureRow(db, departureId)
    if (!departure) continue
    const offerable = await offerableNow(db, departure, now)
    const waiting = await waitingEntries(db, departureId)
    const offer = nextOffer(waiting, offerable.placesLeft, offerable.rooms)
    if (!offer) continue
    const entry = waiting.find((candidate) => candidate.id === offer.entryId)!
    const seen = `${departure.capacity}-${departure.seatsSold}-${offerable.placesHeld}`
    const created = await inWriteTransaction(db, (trx) =>
      planJob(trx, {
        kind: WAITLIST_OFFER_JOB,
        key: `${WAITLIST_OFFER_JOB}:${departureId}:${entry.id}:${entry.offersSent + 1}:${seen}`,
        dueAt: now,
        payload: { departureId },
      }),
    )
    if (created) planned++
  }
  return planned
}

export type OfferOutcome =
  { offered: true; entryId: number; places: number; expiresAt: string } | { offered: false; reason: string }

/**
 * Inside a write transaction that has ALREADY locked the departure: settles its offers, then offers free places to
 * the first waiting entry that fits them (or to `entryId` only, when staff send an offer by hand).
 */
export async function makeOfferLocked(
  trx: Db,
  departureId: number,
  now: Date,
  deps: OfferDeps,
  options: { entryId?: number } = {},
): Promise<OfferOutcome> {
  await settleOffers(trx, now, departureId)
  const departure = await departureRow(trx, departureId)
  if (!departure) return { offered: false, reason: 'the departure no longer exists' }
  if (!isOnSale(departure, todayIso(now))) return { offered: false, reason: 'the departure is no longer on sale' }
  const offerable = await offerableNow(trx, departure, now)
  let waiting = await waitingEntries(trx, departureId)
  if (options.entryId !== undefined) waiting = waiting.filter((entry) => entry.id === options.entryId)
  if (waiting.length === 0) return { offered: false, reason: 'nobody is waiting' }
  const offer = nextOffer(waiting, offerable.placesLeft, offerable.rooms)
  if (!offer) return { offered: false, reason: `no waiting entry fits the ${offerable.placesLeft} places free` }
  const expiresAt = offerExpiresAt(now, deps.offerHours ?? DEFAULT_OFFER_HOURS)
  return sendOffer(trx, offer.entryId, offer.rooms, now, expiresAt, deps)
}

async function sendOffer(
  trx: Db,
  entryId: number,
  rooms: RoomsToHold,
  now: Date,
  expiresAt: string,
  deps: OfferDeps,
): Promise<OfferOutcome> {
  const entry = await trx
    .selectFrom('waitlistEntries')
    .innerJoin('departures', 'departures.id', 'waitlistEntries.departureId')
    .innerJoin('tours', 'tours.id', 'departures.tourId')
    .innerJoin('brands', 'brands.id', 'waitlistEntries.brandId')
    .innerJoin('markets', 'markets.code', 'brands.defaultMarket')
    .select([
      'waitlistEntries.id',
      'waitlistEntries.brandId',
      'waitlistEntries.departureId',
      'waitlistEntries.email',
      'waitlistEntries.travellers',
      'waitlistEntries.createdAt',
      'markets.cultureCode',
      'departures.currency',
      'departures.filo',
      'departures.transportCode',
      'departures.startDate',
      'tours.code as tourCode',
      'tours.name as tourName',
    ])
    .where('waitlistEntries.id', '=', entryId)
    .executeTakeFirstOrThrow()
  const stamp = now.toISOString()
  const quote = await trx
    .insertInto('quotes')
    .values({
      brandId: entry.brandId,
      // No browser yet: the offer link attaches the quote to the session that opens it.
      sessionId: null,
      customerId: null,
      departureId: entry.departureId,
      cultureCode: entry.cultureCode,
      currency: entry.currency,
      filo: entry.filo,
      initialTourCode: entry.tourCode,
      tourCode: entry.tourCode,
      departureTransportCode: entry.transportCode,
      subtotalMinor: 0,
      donationId: null,
      takeFinalBalance: 0,
      transactionId: null,
      status: 'open',
      updatedAt: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const occupancy = new Map(
    (
      await trx.selectFrom('rooms').select(['id', 'occupancy']).where('departureId', '=', entry.departureId).execute()
    ).map((room) => [room.id, room.occupancy]),
  )
  await trx
    .insertInto('inventoryHolds')
    .values(
      rooms.map((room) => ({
        quoteId: quote.id,
        departureId: entry.departureId,
        roomId: room.roomId,
        rooms: room.rooms,
        places: room.rooms * (occupancy.get(room.roomId) ?? 0),
        expiresAt,
      })),
    )
    .execute()
  const token = randomToken()
  await trx
    .updateTable('waitlistEntries')
    .set((eb) => ({
      state: 'offered',
      offerQuoteId: quote.id,
      offerTokenHash: hashToken(token),
      offersSent: eb('offersSent', '+', 1),
      offeredAt: stamp,
      offerExpiresAt: expiresAt,
      updatedAt: stamp,
    }))
    .where('id', '=', entry.id)
    .execute()

  const origin = deps.originFor(entry.brandId)
  const words = offerWords({
    tourName: entry.tourName,
    departureDate: entry.startDate,
    travellers: entry.travellers,
    expiresAt,
  })
  const letter = waitlistLetter(
    await letterBrand(trx, entry.brandId),
    words.subject,
    [
      ...words.paragraphs.map((text) => ({ text })),
      { text: 'Your places are waiting:', link: { url: offerLink(origin, token), label: 'Book your places' } },
    ],
    leaveLink(origin, leaveToken(deps.secret, entry)),
  )
  await enqueueEmail(trx, {
    brandId: entry.brandId,
    kind: 'waitlist-offer',
    to: entry.email,
    subject: words.subject,
    seal: deps.seal,
    ...letter,
  })
  return { offered: true, entryId: entry.id, places: entry.travellers, expiresAt }
}

/** The scheduler's job: offer a departure's free places to its waitlist, if any still are (it counts again). */
export function waitlistOfferHandler(deps: OfferDeps): JobHandler {
  return async ({ trx, job, now }) => {
    const departureId = Number(job.payload.departureId)
    if (!Number.isInteger(departureId)) return 'not offered: the job names no departure'
    // The job's transaction is a write transaction (runDueJobs): take the departure's lock before counting.
    const context: WriteContext = { dialect: dialectOf(trx) }
    await lockDeparture(trx, context, departureId)
    const outcome = await makeOfferLocked(trx, departureId, now, deps)
    return outcome.offered
      ? `offered ${outcome.places} places to entry ${outcome.entryId} until ${outcome.expiresAt}`
      : `not offered: ${outcome.reason}`
  }
}
