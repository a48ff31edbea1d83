import { createHash, createHmac } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { AppDatabase } from '../../../db/database.server'
import type { Database } from '../../../db/schema'
import { inWriteTransaction } from '../../../db/write-transaction.server'
import { placesLeftSql, todayIso } from '../departures/index.server'
import { moneySettingsOf } from '../ledger/index.server'
import { enqueueEmail, renderLetter, type LetterBrand, type OutboxSeal } from '../email/index.server'
import { planJob, type JobHandler } from '../scheduler/index.server'
import {
  UNSUBSCRIBE_LINE,
  alertChanges,
  alertWords,
  alertedThisWeek,
  baselineOf,
  changesSignature,
  fewPlacesThreshold,
  hasChanges,
  parseBaseline,
  withNewDepartures,
  type DepartureNow,
} from './alert-rules'
import type { WishlistOwner } from './account-wishlist.server'

/*
 * Wishlist alerts (issue 27; docs/decisions/0056-account-wishlist-and-alerts.md), driven by the scheduler
 * (ADR 0050) like the waitlist's offers:
 * - The planner, on every process's timer, reads each saved tour with alerts on, compares its bookable departures
 *   with the tour's baseline (alert-rules.ts) and, when something changed and no alert went this week, plans a
 *   'wishlist-alert' job keyed by the item, its alert count and the changes seen: processes that see the same
 *   changes plan one job.
 * - The job, in its one write transaction, compares again and takes the alert with one conditional update of the
 *   item (alerts_sent as read): of two jobs for the same tour (two changes seen), the second finds the count moved
 *   and sends nothing. The e-mail goes to the outbox in the same transaction, its unsubscribe link sealed.
 */

export const WISHLIST_ALERT_JOB = 'wishlist-alert'
export const WISHLIST_UNSUBSCRIBE_PAGE = '/wishlist-alerts/unsubscribe'

type Db = Kysely<Database>

export interface AlertDeps {
  /** A brand's public origin for the e-mail's links. */
  originFor: (brandId: string) => string
  secret: string
  seal: OutboxSeal
}

export function hashAlertToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** The unsubscribe link's token: an HMAC of the item, so every alert of the tour carries the same link. */
export function unsubscribeToken(secret: string, item: { id: number; createdAt: string }): string {
  return createHmac('sha256', secret).update(`wishlist-alert:v1:${item.id}:${item.createdAt}`).digest('base64url')
}

/** The brand's few-places threshold (its money settings, /admin/cancellation-policy; the default when unset). */
export async function brandFewPlaces(db: Db, brandId: string): Promise<number> {
  return fewPlacesThreshold((await moneySettingsOf(db, brandId)).wishlistFewPlaces)
}

/** The saved tour's departures on sale now, with their price and the places left for the public. */
export async function tourDeparturesNow(db: Db, brandId: string, tourCode: string, now: Date): Promise<DepartureNow[]> {
  const rows = await db
    .selectFrom('departures')
    .innerJoin('tours', 'tours.id', 'departures.tourId')
    .select([
      'departures.id',
      'departures.startDate',
      'departures.priceMinor',
      'departures.currency',
      placesLeftSql(now).as('placesLeft'),
    ])
    .where('tours.brandId', '=', brandId)
    .where('tours.code', '=', tourCode)
    .where('tours.published', '=', 1)
    .where('departures.open', '=', 1)
    .where('departures.startDate', '>', todayIso(now))
    .orderBy('departures.startDate')
    .orderBy('departures.id')
    .execute()
  return rows.map((row) => ({ ...row, placesLeft: Number(row.placesLeft), priceMinor: Number(row.priceMinor) }))
}

/**
 * Switches a saved tour's alerts on (measured from its departures as they are now) or off. Null when the tour is
 * not on the customer's wishlist.
 */
export async function setWishlistAlerts(
  db: AppDatabase,
  owner: WishlistOwner,
  tourCode: string,
  on: boolean,
  now: Date = new Date(),
): Promise<boolean | null> {
  return inWriteTransaction(db, async (trx) => {
    const item = await trx
      .selectFrom('wishlistItems')
      .select(['id', 'alertsOn'])
      .where('customerId', '=', owner.id)
      .where('tourCode', '=', tourCode)
      .executeTakeFirst()
    if (!item) return null
    if ((item.alertsOn === 1) === on) return on
    const baseline = on
      ? JSON.stringify(
          baselineOf(
            await tourDeparturesNow(trx, owner.brandId, tourCode, now),
            await brandFewPlaces(trx, owner.brandId),
          ),
        )
      : null
    await trx
      .updateTable('wishlistItems')
      .set({ alertsOn: on ? 1 : 0, alertBaseline: baseline, updatedAt: now.toISOString() })
      .where('id', '=', item.id)
      .execute()
    return on
  })
}

/** Plans an alert job for every saved tour with alerts on whose departures changed since its baseline. */
export async function planWishlistAlerts(db: AppDatabase, options: { now?: Date } = {}): Promise<number> {
  const now = options.now ?? new Date()
  const items = await db
    .selectFrom('wishlistItems')
    .select(['id', 'brandId', 'tourCode', 'alertBaseline', 'lastAlertAt', 'alertsSent'])
    .where('alertsOn', '=', 1)
    .orderBy('id')
    .execute()
  const thresholds = new Map<string, number>()
  let planned = 0
  for (const item of items) {
    if (alertedThisWeek(item.lastAlertAt, now)) continue
    let threshold = thresholds.get(item.brandId)
    if (threshold === undefined) {
      threshold = await brandFewPlaces(db, item.brandId)
      thresholds.set(item.brandId, threshold)
    }
    const departures = await tourDeparturesNow(db, item.brandId, item.tourCode, now)
    let baseline = parseBaseline(item.alertBaseline)
    const grown = withNewDepartures(baseline, departures)
    if (grown) {
      // Only over the baseline read: an alert sent meanwhile wrote a newer one, which stays.
      const stored = JSON.stringify(grown)
      await inWriteTransaction(db, (trx) =>
        trx
          .updateTable('wishlistItems')
          .set({ alertBaseline: stored })
          .where('id', '=', item.id)
          .where('alertsSent', '=', item.alertsSent)
          .execute(),
      )
      baseline = grown
    }
    const changes = alertChanges(baseline, departures, threshold)
    if (!hasChanges(changes)) continue
    const created = await inWriteTransaction(db, (trx) =>
      planJob(trx, {
        kind: WISHLIST_ALERT_JOB,
        key: `${WISHLIST_ALERT_JOB}:${item.id}:${item.alertsSent + 1}:${changesSignature(changes)}`,
        dueAt: now,
        brandId: item.brandId,
        payload: { itemId: item.id },
      }),
    )
    if (created) planned++
  }
  return planned
}

async function letterBrandOf(db: Db, brandId: string): Promise<LetterBrand> {
  const brand = await db
    .selectFrom('brands')
    .select(['id', 'name', 'phone', 'email', 'isCoach'])
    .where('id', '=', brandId)
    .executeTakeFirstOrThrow()
  return { ...brand, isCoach: brand.isCoach === 1 }
}

/** The scheduler's job: e-mail the customer what changed on their saved tour, if it still has and may. */
export function wishlistAlertHandler(deps: AlertDeps): JobHandler {
  return async ({ trx, job, now }) => {
    const itemId = Number(job.payload.itemId)
    if (!Number.isInteger(itemId)) return 'not sent: the job names no wishlist item'
    const item = await trx
      .selectFrom('wishlistItems')
      .innerJoin('customers', 'customers.id', 'wishlistItems.customerId')
      .select([
        'wishlistItems.id',
        'wishlistItems.brandId',
        'wishlistItems.tourCode',
        'wishlistItems.alertsOn',
        'wishlistItems.alertBaseline',
        'wishlistItems.lastAlertAt',
        'wishlistItems.alertsSent',
        'wishlistItems.createdAt',
        'customers.email',
      ])
      .where('wishlistItems.id', '=', itemId)
      .executeTakeFirst()
    if (!item) return 'not sent: the tour is no longer on the wishlist'
    if (item.alertsOn !== 1) return 'not sent: alerts are off'
    if (alertedThisWeek(item.lastAlertAt, now)) return 'not sent: an alert went this week'
    const threshold = await brandFewPlaces(trx, item.brandId)
    const departures = await tourDeparturesNow(trx, item.brandId, item.tourCode, now)
    const changes = alertChanges(parseBaseline(item.alertBaseline), departures, threshold)
    if (!hasChanges(changes)) return 'not sent: nothing changed since the last alert'
    const tour = await trx
      .selectFrom('tours')
      .select(['name', 'slug'])
      .where('brandId', '=', item.brandId)
      .where('code', '=', item.tourCode)
      .orderBy('id')
      .executeTakeFirst()
    if (!tour) return 'not sent: the tour is gone'
    const token = unsubscribeToken(deps.secret, item)
    // The alert is taken here: of two jobs for the same tour, the second finds the count moved.
    const taken = await trx
      .updateTable('wishlistItems')
      .set({
        alertBaseline: JSON.stringify(baselineOf(departures, threshold)),
        lastAlertAt: now.toISOString(),
        alertsSent: item.alertsSent + 1,
        unsubscribeTokenHash: hashAlertToken(token),
        updatedAt: now.toISOString(),
      })
      .where('id', '=', item.id)
      .where('alertsSent', '=', item.alertsSent)
      .executeTakeFirst()
    if (Number(taken.numUpdatedRows) !== 1) return 'not sent: another alert was sent meanwhile'
    const origin = deps.originFor(item.brandId).replace(/\/$/, '')
    const words = alertWords(tour.name, changes)
    const letter = renderLetter(await letterBrandOf(trx, item.brandId), words.subject, [
      ...words.paragraphs.map((text) => ({ text })),
      { text: 'See the departures and book:', link: { url: `${origin}/tours/${tour.slug}`, label: tour.name } },
      {
        text: UNSUBSCRIBE_LINE,
        link: { url: `${origin}${WISHLIST_UNSUBSCRIBE_PAGE}?token=${token}`, label: 'Stop these alerts' },
      },
    ])
    await enqueueEmail(trx, {
      brandId: item.brandId,
      kind: 'wishlist-alert',
      to: item.email,
      subject: words.subject,
      seal: deps.seal,
      ...letter,
    })
    return `sent: ${changes.priceDrops.length} price drops, ${changes.fewPlaces.length} with few places`
  }
}

export interface AlertSubscription {
  tourName: string
  alertsOn: boolean
  /** Other saved tours of the customer with alerts on. */
  otherAlerts: number
}

async function itemByToken(db: Db, brandId: string, token: string) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined
  return db
    .selectFrom('wishlistItems')
    .select(['id', 'customerId', 'brandId', 'tourCode', 'alertsOn'])
    .where('unsubscribeTokenHash', '=', hashAlertToken(token))
    .where('brandId', '=', brandId)
    .executeTakeFirst()
}

async function subscriptionOf(db: Db, item: { id: number; customerId: number; brandId: string; tourCode: string }) {
  const tour = await db
    .selectFrom('tours')
    .select('name')
    .where('brandId', '=', item.brandId)
    .where('code', '=', item.tourCode)
    .orderBy('id')
    .executeTakeFirst()
  const items = await db
    .selectFrom('wishlistItems')
    .select(['id', 'alertsOn'])
    .where('customerId', '=', item.customerId)
    .execute()
  return {
    tourName: tour?.name ?? item.tourCode,
    alertsOn: items.some((row) => row.id === item.id && row.alertsOn === 1),
    otherAlerts: items.filter((row) => row.id !== item.id && row.alertsOn === 1).length,
  }
}

/** The unsubscribe link's page: which tour, and what is on. Null for a link that is not one (a 404). */
export async function findAlertSubscription(db: Db, brandId: string, token: string): Promise<AlertSubscription | null> {
  const item = await itemByToken(db, brandId, token)
  return item ? subscriptionOf(db, item) : null
}

/** The link's one click: that tour's alerts off, or every saved tour's of the customer. Null for a bad link. */
export async function unsubscribeWishlistAlerts(
  db: AppDatabase,
  brandId: string,
  token: string,
  scope: 'tour' | 'all',
  now: Date = new Date(),
): Promise<AlertSubscription | null> {
  return inWriteTransaction(db, async (trx) => {
    const item = await itemByToken(trx, brandId, token)
    if (!item) return null
    let update = trx
      .updateTable('wishlistItems')
      .set({ alertsOn: 0, alertBaseline: null, updatedAt: now.toISOString() })
      .where('customerId', '=', item.customerId)
    if (scope === 'tour') update = update.where('id', '=', item.id)
    await update.execute()
    return subscriptionOf(trx, item)
  })
}
