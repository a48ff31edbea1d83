import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema'
import type { BrandContext, CustomerContext } from '../../context'
import { PAY_LINK_COOKIE_NAME } from '../../lib/constants'
import { hashToken, isTokenShape, newToken } from '../auth/index.server'
import type { BookingPayer, PayLinkHolder } from './account-access.server'

/*
 * A guest's pay link (issue 27 "Balance reminders"): a booker with no account cannot sign in to My bookings, so
 * their balance reminder carries a one-time link to /pay-balance?token=<token> that lets them pay that booking's balance and do
 * nothing else. The token is 32 random bytes; only its SHA-256 is stored. It works until the due date + 7 days, and
 * for one payment: the payment's confirm spends it in the same transaction. Opening the page puts the token in an
 * HttpOnly cookie scoped to the payment calls' needs, so the account payment endpoints (the same card frame and
 * rules as My bookings) know which single booking the visitor may pay.
 */

type Db = Kysely<Database>

/** The page a pay link opens, with its token as `?token=` (so the request log and the outbox mask it). */
export const PAY_LINK_PAGE_PATH = '/pay-balance'
export const PAY_LINK_TOKEN_PARAM = 'token'

export function payLinkUrl(origin: string, token: string): string {
  return `${origin.replace(/\/$/, '')}${PAY_LINK_PAGE_PATH}?${PAY_LINK_TOKEN_PARAM}=${token}`
}
/** How long after the balance's due date a reminder's pay link still works. */
export const PAY_LINK_DAYS_AFTER_DUE = 7

/** Creates a link for a booking, valid until `expiresAt`; answers the token (only in the e-mail, never stored). */
export async function issuePayLink(db: Db, input: { bookingId: number; expiresAt: string }): Promise<string> {
  const token = newToken()
  await db
    .insertInto('balancePayLinks')
    .values({ bookingId: input.bookingId, tokenHash: hashToken(token), expiresAt: input.expiresAt })
    .execute()
  return token
}

export interface PayLink {
  id: number
  bookingId: number
  reference: string
  expiresAt: string
  usedAt: string | null
}

/** The link with that token on this brand, spent or not; null when unknown, expired or another brand's booking. */
export async function payLinkOf(db: Db, brandId: string, token: string, now = new Date()): Promise<PayLink | null> {
  if (!isTokenShape(token)) return null
  const row = await db
    .selectFrom('balancePayLinks')
    .innerJoin('bookings', 'bookings.id', 'balancePayLinks.bookingId')
    .select([
      'balancePayLinks.id',
      'balancePayLinks.bookingId',
      'balancePayLinks.expiresAt',
      'balancePayLinks.usedAt',
      'bookings.reference',
    ])
    .where('balancePayLinks.tokenHash', '=', hashToken(token))
    .where('bookings.brandId', '=', brandId)
    .executeTakeFirst()
  if (!row || row.expiresAt <= now.toISOString()) return null
  return { ...row, id: Number(row.id), bookingId: Number(row.bookingId) }
}

/** Who the payment calls act for when the request carries an unspent, unexpired pay link of this brand. */
export async function payLinkHolderOf(
  db: Db,
  brand: BrandContext,
  cookieHeader: string | null | undefined,
  now = new Date(),
): Promise<PayLinkHolder | null> {
  const token = payLinkTokenFromCookieHeader(cookieHeader)
  if (!token) return null
  const link = await payLinkOf(db, brand.id, token, now)
  if (!link || link.usedAt) return null
  return { brand, payLink: { id: link.id, bookingId: link.bookingId } }
}

/**
 * Who a payment call may act for, in the order to try them: the holder of the request's pay link (when unspent and
 * unexpired), then the signed-in customer. Empty: neither (the call is a 401, the frame's return page a 404).
 */
export async function bookingPayersOf(
  db: Db,
  brand: BrandContext,
  customer: CustomerContext | null,
  cookieHeader: string | null | undefined,
): Promise<BookingPayer[]> {
  const payers: BookingPayer[] = []
  const holder = await payLinkHolderOf(db, brand, cookieHeader)
  if (holder) payers.push(holder)
  if (customer) payers.push({ brand, customer })
  return payers
}

/** Inside the payment's transaction: the link has paid once and pays nothing more. */
export async function spendPayLink(db: Db, linkId: number, now = new Date()): Promise<void> {
  await db
    .updateTable('balancePayLinks')
    .set({ usedAt: now.toISOString() })
    .where('id', '=', linkId)
    .where('usedAt', 'is', null)
    .execute()
}

/** The Set-Cookie value that keeps the token for the page's payment calls until the link expires. */
export function payLinkCookie(token: string, expiresAt: string, options: { secure: boolean; now?: Date }): string {
  const maxAge = Math.max(0, Math.floor((Date.parse(expiresAt) - (options.now ?? new Date()).getTime()) / 1000))
  return [
    `${PAY_LINK_COOKIE_NAME}=${token}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${maxAge}`,
    ...(options.secure ? ['Secure'] : []),
  ].join('; ')
}

export function payLinkTokenFromCookieHeader(header: string | null | undefined): string | null {
  if (!header) return null
  for (const part of header.split(';')) {
    const index = part.indexOf('=')
    if (index < 0 || part.slice(0, index).trim() !== PAY_LINK_COOKIE_NAME) continue
    const value = part.slice(index + 1).trim()
    if (isTokenShape(value)) return value
  }
  return null
}
