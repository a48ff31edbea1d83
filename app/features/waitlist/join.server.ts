import type { Kysely } from 'kysely'
import type { AppDatabase } from '../../../db/database.server'
import type { Database } from '../../../db/schema'
import { inWriteTransaction, lockDeparture } from '../../../db/write-transaction.server'
import type { BrandContext } from '../../context'
import { findVisibleDeparture, isOnSale, placesLeftSql, todayIso } from '../departures/index.server'
import { enqueueEmail, type OutboxSeal } from '../email/index.server'
import { joinedWords } from './waitlist-emails'
import { hashToken, leaveLink, leaveToken, letterBrand, randomToken, waitlistLetter } from './waitlist-links.server'
import type { WaitlistJoinRequest, WaitlistJoinResponse } from './waitlist-rules'

/*
 * Joining and leaving a departure's waitlist (issue 27; ADR 0052). A traveller joins only a departure that is on
 * sale and sold out to the public; the entry and its confirmation e-mail (with the one-click leave link) are one
 * write transaction under the departure's lock, so a join never races the offer job that reads the same entries.
 */

/** A refusal the join endpoint answers as 400, 404 or 409 with this message. */
export class WaitlistRefusedError extends Error {
  override readonly name = 'WaitlistRefusedError'
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message)
  }
}

export interface WaitlistMailDeps {
  /** The brand's public origin for the e-mail's links. */
  origin: string
  /** SESSION_SECRET: the leave links' HMAC key. */
  secret: string
  seal: OutboxSeal
  now?: Date
}

/** Entries before this one still waiting or offered on its departure. */
async function entriesAhead(db: Kysely<Database>, entry: { id: number; departureId: number }): Promise<number> {
  const row = await db
    .selectFrom('waitlistEntries')
    .select((eb) => eb.fn.countAll<number>().as('ahead'))
    .where('departureId', '=', entry.departureId)
    .where('state', 'in', ['waiting', 'offered'])
    .where('id', '<', entry.id)
    .executeTakeFirst()
  return Number(row?.ahead ?? 0)
}

export async function joinWaitlist(
  db: AppDatabase,
  brand: BrandContext,
  request: WaitlistJoinRequest,
  deps: WaitlistMailDeps,
): Promise<WaitlistJoinResponse> {
  return inWriteTransaction(db, async (trx, context) => {
    const departure = await findVisibleDeparture(trx, brand, request.departureId)
    if (!departure) throw new WaitlistRefusedError(404, 'No such departure.')
    await lockDeparture(trx, context, departure.id)
    const now = deps.now ?? new Date()
    if (!isOnSale(departure, todayIso(now))) {
      throw new WaitlistRefusedError(409, 'This departure is no longer on sale.')
    }
    const roomId = request.roomId ?? null
    if (roomId !== null) {
      const room = await trx
        .selectFrom('rooms')
        .select('id')
        .where('id', '=', roomId)
        .where('departureId', '=', departure.id)
        .executeTakeFirst()
      if (!room) {
        const message = 'This room type is not offered on this departure.'
        throw new WaitlistRefusedError(400, message, { roomId: [message] })
      }
    }
    const live = await trx
      .selectFrom('departures')
      .select(placesLeftSql(now).as('placesLeft'))
      .where('id', '=', departure.id)
      .executeTakeFirstOrThrow()
    if (Number(live.placesLeft) > 0) {
      throw new WaitlistRefusedError(409, 'Places are on sale on this departure: you can book them now.')
    }

    const existing = await trx
      .selectFrom('waitlistEntries')
      .select(['id', 'departureId'])
      .where('departureId', '=', departure.id)
      .where('email', '=', request.email)
      .where('state', 'in', ['waiting', 'offered'])
      .executeTakeFirst()
    // Joining twice keeps the first place in the queue and sends nothing more.
    if (existing) return { joined: true, ahead: await entriesAhead(trx, existing) }

    const createdAt = now.toISOString()
    const inserted = await trx
      .insertInto('waitlistEntries')
      .values({
        brandId: brand.id,
        departureId: departure.id,
        email: request.email,
        travellers: request.travellers,
        roomId,
        // Replaced below by the hash of the leave link's token, which is derived from the entry's id.
        leaveTokenHash: hashToken(randomToken()),
        createdAt,
        updatedAt: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const token = leaveToken(deps.secret, { id: inserted.id, createdAt })
    await trx
      .updateTable('waitlistEntries')
      .set({ leaveTokenHash: hashToken(token) })
      .where('id', '=', inserted.id)
      .execute()

    const words = joinedWords({
      tourName: departure.tourName,
      departureDate: departure.startDate,
      travellers: request.travellers,
    })
    const letter = waitlistLetter(
      await letterBrand(trx, brand.id),
      words.subject,
      words.paragraphs.map((text) => ({ text })),
      leaveLink(deps.origin, token),
    )
    await enqueueEmail(trx, {
      brandId: brand.id,
      kind: 'waitlist-joined',
      to: request.email,
      subject: words.subject,
      seal: deps.seal,
      ...letter,
    })
    return { joined: true, ahead: await entriesAhead(trx, { id: inserted.id, departureId: departure.id }) }
  })
}

export interface LeavingEntry {
  tourName: string
  departureDate: string
  travellers: number
  state: string
}

async function entryByLeaveToken(db: Kysely<Database>, brand: BrandContext, token: string) {
  if (!token || token.length > 200) return undefined
  return db
    .selectFrom('waitlistEntries')
    .innerJoin('departures', 'departures.id', 'waitlistEntries.departureId')
    .innerJoin('tours', 'tours.id', 'departures.tourId')
    .select([
      'waitlistEntries.id',
      'waitlistEntries.state',
      'waitlistEntries.travellers',
      'waitlistEntries.offerQuoteId',
      'tours.name as tourName',
      'departures.startDate as departureDate',
    ])
    .where('waitlistEntries.leaveTokenHash', '=', hashToken(token))
    .where('waitlistEntries.brandId', '=', brand.id)
    .executeTakeFirst()
}

/** The entry a leave link names (this brand's only), for the leave page; null when the link is not one. */
export async function findLeavingEntry(
  db: Kysely<Database>,
  brand: BrandContext,
  token: string,
): Promise<LeavingEntry | null> {
  const entry = await entryByLeaveToken(db, brand, token)
  return entry
    ? { tourName: entry.tourName, departureDate: entry.departureDate, travellers: entry.travellers, state: entry.state }
    : null
}

/**
 * The one-click leave: a waiting or offered entry leaves the waitlist, and an offer's held places are given back at
 * once (releasing never needs the lock: it only frees places). Null when the link is not one; leaving twice is fine.
 */
export async function leaveWaitlist(
  db: AppDatabase,
  brand: BrandContext,
  token: string,
  now: Date = new Date(),
): Promise<LeavingEntry | null> {
  return inWriteTransaction(db, async (trx) => {
    const entry = await entryByLeaveToken(trx, brand, token)
    if (!entry) return null
    if (entry.state === 'waiting' || entry.state === 'offered') {
      await trx
        .updateTable('waitlistEntries')
        .set({ state: 'left', offerTokenHash: null, updatedAt: now.toISOString() })
        .where('id', '=', entry.id)
        .execute()
      if (entry.state === 'offered' && entry.offerQuoteId !== null) {
        await trx.deleteFrom('inventoryHolds').where('quoteId', '=', entry.offerQuoteId).execute()
      }
    }
    return { tourName: entry.tourName, departureDate: entry.departureDate, travellers: entry.travellers, state: 'left' }
  })
}
