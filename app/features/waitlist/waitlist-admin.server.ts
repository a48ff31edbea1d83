import type { Kysely } from 'kysely'
import type { AppDatabase } from '../../../db/database.server'
import type { Database } from '../../../db/schema'
import { inWriteTransaction, lockDeparture } from '../../../db/write-transaction.server'
import type { BrandContext } from '../../context'
import { hashToken } from './waitlist-links.server'
import { makeOfferLocked, type OfferDeps, type OfferOutcome } from './offers.server'

/*
 * The waitlist outside the scheduler (issue 27): the offer link that opens the checkout, and what the back office
 * shows and does on a departure's page (the routes check the permission and write the audit log).
 */

export interface CheckoutKeys {
  departureId: number
  transportCode: string
  filo: string
  tourCode: string
}

/**
 * The offer link: attaches the offer's quote (and so its held places) to the browser session opening it, and says
 * which checkout to open. Opening it again, in another browser, moves the places there (the last browser to open the
 * link has them; a mail scanner that fetched it first keeps nothing). Null when the link is not a live offer.
 */
export async function openOffer(
  db: AppDatabase,
  brand: BrandContext,
  token: string,
  /** The browser's session id, or a starter for a visitor who has none (called only for a live offer). */
  session: string | ((trx: Kysely<Database>) => Promise<string>),
  now: Date = new Date(),
): Promise<CheckoutKeys | null> {
  if (!token || token.length > 200) return null
  return inWriteTransaction(db, async (trx) => {
    const entry = await trx
      .selectFrom('waitlistEntries')
      .innerJoin('departures', 'departures.id', 'waitlistEntries.departureId')
      .innerJoin('tours', 'tours.id', 'departures.tourId')
      .select([
        'waitlistEntries.offerQuoteId',
        'waitlistEntries.departureId',
        'departures.transportCode',
        'departures.filo',
        'tours.code as tourCode',
      ])
      .where('waitlistEntries.offerTokenHash', '=', hashToken(token))
      .where('waitlistEntries.brandId', '=', brand.id)
      .where('waitlistEntries.state', '=', 'offered')
      .where('waitlistEntries.offerExpiresAt', '>', now.toISOString())
      .executeTakeFirst()
    if (!entry || entry.offerQuoteId === null) return null
    const sessionId = typeof session === 'string' ? session : await session(trx)
    await trx
      .updateTable('quotes')
      .set({ sessionId, updatedAt: now.toISOString() })
      .where('id', '=', entry.offerQuoteId)
      .where('status', '=', 'open')
      .execute()
    return {
      departureId: entry.departureId,
      transportCode: entry.transportCode,
      filo: entry.filo,
      tourCode: entry.tourCode,
    }
  })
}

/**
 * Until when a live waitlist offer holds places for this browser on the departure (the offer link attached its quote
 * to the session, openOffer), or null: the checkout says so (issue 27).
 */
export async function offerHeldUntil(
  db: Kysely<Database>,
  sessionId: string | null,
  departureId: number,
  now: Date = new Date(),
): Promise<string | null> {
  if (!sessionId) return null
  const row = await db
    .selectFrom('waitlistEntries')
    .innerJoin('quotes', 'quotes.id', 'waitlistEntries.offerQuoteId')
    .select('waitlistEntries.offerExpiresAt')
    .where('quotes.sessionId', '=', sessionId)
    .where('quotes.status', '=', 'open')
    .where('waitlistEntries.departureId', '=', departureId)
    .where('waitlistEntries.state', '=', 'offered')
    .where('waitlistEntries.offerExpiresAt', '>', now.toISOString())
    .orderBy('waitlistEntries.offerExpiresAt', 'desc')
    .executeTakeFirst()
  return row?.offerExpiresAt ?? null
}

export interface WaitlistRow {
  id: number
  /** 1 for the first entry still waiting or offered; null for entries no longer in the queue. */
  position: number | null
  email: string
  travellers: number
  roomName: string | null
  state: string
  offersSent: number
  offerExpiresAt: string | null
  joinedAt: string
}

/** A departure's waitlist in the order people joined, with each entry's state and offers. */
export async function departureWaitlist(db: Kysely<Database>, departureId: number): Promise<WaitlistRow[]> {
  const rows = await db
    .selectFrom('waitlistEntries')
    .leftJoin('rooms', 'rooms.id', 'waitlistEntries.roomId')
    .select([
      'waitlistEntries.id',
      'waitlistEntries.email',
      'waitlistEntries.travellers',
      'rooms.name as roomName',
      'waitlistEntries.state',
      'waitlistEntries.offersSent',
      'waitlistEntries.offerExpiresAt',
      'waitlistEntries.createdAt',
    ])
    .where('waitlistEntries.departureId', '=', departureId)
    .orderBy('waitlistEntries.id')
    .execute()
  let position = 0
  return rows.map((row) => ({
    id: row.id,
    position: row.state === 'waiting' || row.state === 'offered' ? ++position : null,
    email: row.email,
    travellers: row.travellers,
    roomName: row.roomName,
    state: row.state,
    offersSent: row.offersSent,
    offerExpiresAt: row.state === 'offered' ? row.offerExpiresAt : null,
    joinedAt: row.createdAt,
  }))
}

/** Staff remove an entry still waiting or offered; an offer's places are given back at once. False when none. */
export async function removeWaitlistEntry(
  db: AppDatabase,
  departureId: number,
  entryId: number,
  options: { now?: Date; audit?: AuditHook<{ email: string; state: string }> } = {},
): Promise<boolean> {
  const now = options.now ?? new Date()
  return inWriteTransaction(db, async (trx) => {
    const entry = await trx
      .selectFrom('waitlistEntries')
      .select(['id', 'offerQuoteId', 'email', 'state'])
      .where('id', '=', entryId)
      .where('departureId', '=', departureId)
      .where('state', 'in', ['waiting', 'offered'])
      .executeTakeFirst()
    if (!entry) return false
    await trx
      .updateTable('waitlistEntries')
      .set({ state: 'removed', offerTokenHash: null, updatedAt: now.toISOString() })
      .where('id', '=', entry.id)
      .execute()
    if (entry.offerQuoteId !== null) {
      await trx.deleteFrom('inventoryHolds').where('quoteId', '=', entry.offerQuoteId).execute()
    }
    await options.audit?.(trx, { email: entry.email, state: entry.state })
    return true
  })
}

/** Writes the audit line of a staff action in the action's own transaction (the back office's recordAudit). */
export type AuditHook<T> = (trx: Kysely<Database>, facts: T) => Promise<void>

/** Staff offer free places to one waiting entry now, under the departure's lock, as the job would. */
export async function offerToEntry(
  db: AppDatabase,
  departureId: number,
  entryId: number,
  deps: OfferDeps,
  options: { now?: Date; audit?: AuditHook<OfferOutcome & { offered: true }> } = {},
): Promise<OfferOutcome> {
  const now = options.now ?? new Date()
  return inWriteTransaction(db, async (trx, context) => {
    if (!(await lockDeparture(trx, context, departureId))) return { offered: false, reason: 'no such departure' }
    const outcome = await makeOfferLocked(trx, departureId, now, deps, { entryId })
    if (outcome.offered) await options.audit?.(trx, outcome)
    return outcome
  })
}
