import type { Kysely } from 'kysely'
import type { AppDatabase } from '../../../db/database.server'
import type { Database } from '../../../db/schema'
import type { BrandContext, CustomerContext } from '../../context'
import { CURRENCIES } from '../../lib/constants'
import { normaliseBookingReference } from '../bookings/index.server'

/*
 * Who may see a booking in the account area (issue 12 "Security"): the signed-in customer it belongs to, on the
 * brand it was made on. Anything else — an unknown reference, another customer's, another brand's, a guest booking
 * not yet claimed by a verified address — is "not found" (null → 404), never "forbidden", so references cannot be
 * probed. The customer always comes from the session, never from the request.
 */

/** The signed-in customer a service acts for, and the brand the request is on. */
export interface AccountWho {
  brand: BrandContext
  customer: CustomerContext
}
/** A guest booker holding an unspent pay link (issue 27): they may see and pay that one booking's balance only. */
export interface PayLinkHolder {
  brand: BrandContext
  payLink: { id: number; bookingId: number }
}
/** Who may pay a booking's balance: its signed-in customer, or the holder of its pay link. */
export type BookingPayer = AccountWho | PayLinkHolder

export const isPayLinkHolder = (who: BookingPayer): who is PayLinkHolder => 'payLink' in who

/** The column and value that scope a booking query to what `who` may see. */
export function ownerFilter(who: BookingPayer): { column: 'bookings.customerId' | 'bookings.id'; id: number } {
  return isPayLinkHolder(who)
    ? { column: 'bookings.id', id: who.payLink.bookingId }
    : { column: 'bookings.customerId', id: who.customer.id }
}
export type AccountDb = AppDatabase
export type AnyDb = Kysely<Database>

export type Currency = (typeof CURRENCIES)[number]

export function currencyOf(value: string): Currency {
  return (CURRENCIES as readonly string[]).includes(value) ? (value as Currency) : 'GBP'
}

export const BOOKING_ROW_COLUMNS = [
  'bookings.id',
  'bookings.reference',
  'bookings.brandId',
  'bookings.customerId',
  'bookings.departureId',
  'bookings.tourCode',
  'bookings.tourName',
  'bookings.type',
  'bookings.status',
  'bookings.currency',
  'bookings.cultureCode',
  'bookings.totalMinor',
  'bookings.amountPaidMinor',
  'bookings.balanceDueDate',
] as const

/** This customer's (or this pay link's) booking with that reference on this brand, or null. */
export async function ownBooking(db: AnyDb, who: BookingPayer, bookingReference: string) {
  const reference = normaliseBookingReference(bookingReference)
  if (!reference) return null
  const owner = ownerFilter(who)
  const row = await db
    .selectFrom('bookings')
    .select(BOOKING_ROW_COLUMNS)
    .where('bookings.reference', '=', reference)
    .where('bookings.brandId', '=', who.brand.id)
    .where(owner.column, '=', owner.id)
    .executeTakeFirst()
  return row ?? null
}
export type OwnBooking = NonNullable<Awaited<ReturnType<typeof ownBooking>>>

/**
 * Inside inWriteTransaction: this customer's booking, re-read with its row locked on PostgreSQL (SQLite's
 * BEGIN IMMEDIATE already holds the one write lock), so two changes to one booking never interleave.
 */
export async function lockOwnBooking(
  trx: AnyDb,
  context: { dialect: 'sqlite' | 'postgres' },
  who: BookingPayer,
  bookingReference: string,
) {
  const reference = normaliseBookingReference(bookingReference)
  if (!reference) return null
  const owner = ownerFilter(who)
  let query = trx
    .selectFrom('bookings')
    .select(BOOKING_ROW_COLUMNS)
    .where('bookings.reference', '=', reference)
    .where('bookings.brandId', '=', who.brand.id)
    .where(owner.column, '=', owner.id)
  if (context.dialect === 'postgres') query = query.forUpdate()
  return (await query.executeTakeFirst()) ?? null
}
