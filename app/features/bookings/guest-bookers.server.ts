import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema'

/*
 * Every booker is a customer (issue 26; ADR 0058). A booking made without an account keeps its lead as a guest
 * booker of the brand, keyed by the lead's e-mail (lower-cased): the back office's Customers lists guests beside
 * accounts. Written in the confirm's own transaction, so a booking never exists without its booker; the latest
 * booking's name, phone and marketing consent win. When the address registers and verifies, the claim of the
 * guest's bookings merges the guest into the account (mergeGuestBooker).
 */

type Db = Kysely<Database>

/** Normalises an address the way guests are keyed: trimmed and lower-cased. */
export const guestKeyOf = (email: string): string => email.trim().toLowerCase()

/** Records (or refreshes) the guest booker of a booking made without an account; a no-op for an account's booking. */
export async function recordGuestBooker(trx: Db, bookingId: number, now = new Date().toISOString()): Promise<void> {
  const lead = await trx
    .selectFrom('bookings')
    .innerJoin('bookingPassengers', 'bookingPassengers.bookingId', 'bookings.id')
    .select([
      'bookings.brandId',
      'bookings.customerId',
      'bookingPassengers.email',
      'bookingPassengers.firstName',
      'bookingPassengers.lastName',
      'bookingPassengers.mobilePhone',
      'bookingPassengers.homePhone',
      'bookingPassengers.marketingEmail',
      'bookingPassengers.marketingMail',
    ])
    .where('bookings.id', '=', bookingId)
    .where('bookingPassengers.isLead', '=', 1)
    .executeTakeFirst()
  if (!lead || lead.customerId !== null || !lead.email?.trim()) return
  const details = {
    firstName: lead.firstName,
    lastName: lead.lastName,
    phone: lead.mobilePhone || lead.homePhone || null,
    marketingEmail: lead.marketingEmail ? 1 : 0,
    marketingMail: lead.marketingMail ? 1 : 0,
    lastBookedAt: now,
    // A merged guest who books signed out again is a guest again until the account claims this booking too.
    customerId: null,
  }
  await trx
    .insertInto('guestBookers')
    .values({ brandId: lead.brandId, email: guestKeyOf(lead.email), firstBookedAt: now, ...details })
    .onConflict((conflict) => conflict.columns(['brandId', 'email']).doUpdateSet(details))
    .execute()
}

/**
 * The account that verified `email` has claimed the guest's bookings: the guest becomes that account (its notes go
 * with it), and the back office lists the account alone from now on. Answers whether there was a guest to merge.
 */
export async function mergeGuestBooker(
  trx: Db,
  input: { brandId: string; email: string; customerId: number },
): Promise<boolean> {
  const guest = await trx
    .selectFrom('guestBookers')
    .select('id')
    .where('brandId', '=', input.brandId)
    .where('email', '=', guestKeyOf(input.email))
    .where('customerId', 'is', null)
    .executeTakeFirst()
  if (!guest) return false
  await trx.updateTable('guestBookers').set({ customerId: input.customerId }).where('id', '=', guest.id).execute()
  await trx
    .updateTable('customerNotes')
    .set({ customerId: input.customerId, guestBookerId: null })
    .where('guestBookerId', '=', guest.id)
    .execute()
  return true
}
