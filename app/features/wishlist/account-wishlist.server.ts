import type { Kysely } from 'kysely'
import type { AppDatabase } from '../../../db/database.server'
import type { Database } from '../../../db/schema'
import { inWriteTransaction } from '../../../db/write-transaction.server'
import { WISHLIST_COOKIE_NAME } from '../../lib/constants'
import {
  addToWishlist,
  readWishlistFromCookieHeader,
  WISHLIST_MAX_ITEMS,
  wishlistCookieString,
} from './wishlist-cookie'

/*
 * The account wishlist (issue 27; docs/decisions/0056-account-wishlist-and-alerts.md). A signed-in customer's saved
 * tours are kept in wishlist_items (a customer belongs to one brand, so the list is the brand's). The wishlist
 * cookie stays the browser's working copy, which the hearts read: signing in merges the cookie into the account and
 * writes the merged list back; while signed in, every page request (wishlistCookieSync) makes the cookie the
 * account's list, so every reader of the cookie (the wishlist page, the tour page's heart, the wishlist search)
 * reads the account's list; a heart pressed while signed in saves to the account through the API.
 */

type Db = Kysely<Database>

export interface WishlistOwner {
  id: number
  brandId: string
}

/** The account's saved tour codes, oldest first (as the cookie keeps them). */
export async function accountWishlistCodes(db: Db, customerId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('wishlistItems')
    .select('tourCode')
    .where('customerId', '=', customerId)
    .orderBy('id')
    .limit(WISHLIST_MAX_ITEMS)
    .execute()
  return rows.map((row) => row.tourCode)
}

/** Adds codes the account does not have yet (at sign-in: the cookie's), keeping the cap; returns the account's list. */
export async function mergeIntoAccountWishlist(
  db: AppDatabase,
  owner: WishlistOwner,
  codes: readonly string[],
  now: Date = new Date(),
): Promise<string[]> {
  if (codes.length === 0) return accountWishlistCodes(db, owner.id)
  return inWriteTransaction(db, async (trx) => {
    const saved = await accountWishlistCodes(trx, owner.id)
    let merged = saved
    for (const code of codes) merged = addToWishlist(merged, code)
    const added = merged.filter((code) => !saved.includes(code)).slice(0, WISHLIST_MAX_ITEMS - saved.length)
    for (const tourCode of added) await insertItem(trx, owner, tourCode, now)
    return accountWishlistCodes(trx, owner.id)
  })
}

async function insertItem(trx: Db, owner: WishlistOwner, tourCode: string, now: Date) {
  const stamp = now.toISOString()
  await trx
    .insertInto('wishlistItems')
    .values({ brandId: owner.brandId, customerId: owner.id, tourCode, createdAt: stamp, updatedAt: stamp })
    .onConflict((conflict) => conflict.columns(['customerId', 'tourCode']).doNothing())
    .execute()
}

/** Saves or removes one tour on the account; returns the account's list. */
export async function saveToAccountWishlist(
  db: AppDatabase,
  owner: WishlistOwner,
  tourCode: string,
  saved: boolean,
  now: Date = new Date(),
): Promise<string[]> {
  return inWriteTransaction(db, async (trx) => {
    if (saved) {
      const codes = await accountWishlistCodes(trx, owner.id)
      if (
        !codes.includes(tourCode) &&
        addToWishlist(codes, tourCode).length > codes.length &&
        codes.length < WISHLIST_MAX_ITEMS
      )
        await insertItem(trx, owner, tourCode, now)
    } else {
      await trx
        .deleteFrom('wishlistItems')
        .where('customerId', '=', owner.id)
        .where('tourCode', '=', tourCode)
        .execute()
    }
    return accountWishlistCodes(trx, owner.id)
  })
}

/** Per saved tour: whether its alerts are on (the wishlist page's controls). */
export async function accountWishlistAlerts(db: Db, customerId: number): Promise<Record<string, boolean>> {
  const rows = await db
    .selectFrom('wishlistItems')
    .select(['tourCode', 'alertsOn'])
    .where('customerId', '=', customerId)
    .execute()
  return Object.fromEntries(rows.map((row) => [row.tourCode, row.alertsOn === 1]))
}

interface SyncRequest {
  method: string
  path: string
  headers: { cookie?: string | undefined }
}

interface SyncResponse {
  append(field: string, value: string): unknown
}

function withWishlistCookie(cookieHeader: string | undefined, codes: readonly string[]): string {
  const others = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && part.slice(0, part.indexOf('=')).trim() !== WISHLIST_COOKIE_NAME)
  const own = codes.length ? [wishlistCookieString([...codes]).split(';')[0]!] : []
  return [...others, ...own].join('; ')
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((code, index) => code === b[index])

/**
 * A request-context step after the session's (server/app.ts): on a signed-in page request (GET or HEAD outside the
 * API), the request's wishlist cookie becomes the account's list before any loader reads it, and the response sets
 * it in the browser when it differed (saved on another device, removed elsewhere). `skip`: the API (its wishlist
 * endpoints answer with the account's list themselves) and media, which read no wishlist.
 */
export function wishlistCookieSync(options: { db: Db; skip: (path: string) => boolean }) {
  return async (req: SyncRequest, context: { customer: { id: number } | null }, res: SyncResponse): Promise<void> => {
    if (!context.customer || (req.method !== 'GET' && req.method !== 'HEAD') || options.skip(req.path)) return
    const account = await accountWishlistCodes(options.db, context.customer.id)
    const browser = readWishlistFromCookieHeader(req.headers.cookie)
    if (sameList(account, browser)) return
    req.headers.cookie = withWishlistCookie(req.headers.cookie, account)
    res.append('Set-Cookie', wishlistCookieString(account))
  }
}
