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

/** This customer's booking with that reference on this brand, or null. */
export async function ownBooking(db: AnyDb, who: AccountWho, bookingReference: string) {
  const reference = normaliseBookingReference(bookingReference)
  if (!reference) return null
  const row = await db
    .selectFrom('bookings')
    .select(BOOKING_ROW_COLUMNS)
    .where('bookings.reference', '=', reference)
    .where('bookings.brandId', '=', who.brand.id)
    .where('bookings.customerId', '=', who.customer.id)
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
  who: AccountWho,
  bookingReference: string,
) {
  const reference = normaliseBookingReference(bookingReference)
  if (!reference) return null
  let query = trx
    .selectFrom('bookings')
    .select(BOOKING_ROW_COLUMNS)
    .where('bookings.reference', '=', reference)
    .where('bookings.brandId', '=', who.brand.id)
    .where('bookings.customerId', '=', who.customer.id)
  if (context.dialect === 'postgres') query = query.forUpdate()
  return (await query.executeTakeFirst()) ?? null
}
