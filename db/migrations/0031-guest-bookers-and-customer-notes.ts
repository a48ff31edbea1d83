import type { Kysely } from 'kysely'
import { columns } from '../dialect-columns'

/*
 * Every booker is a customer (issue 26; docs/decisions/0058-guest-bookers.md). A booking made without an account
 * leaves a guest booker: one row per brand and lead e-mail (lower-cased), with the name, phone and marketing consent
 * of their latest booking, written by the checkout's confirm in the booking's own transaction. When the guest
 * registers and verifies that address, the claim that gives them their bookings also sets customer_id here: the
 * back office then shows the account alone, with the guest's notes. Staff notes on a customer (customer_notes) belong
 * to an account or to a guest booker.
 *
 * Existing guest bookings are backfilled here: the latest booking of each (brand, address) gives the details.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  const c = columns(db)
  await c
    .idTable('guest_bookers')
    .addColumn('brand_id', 'text', (col) => col.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('phone', 'text')
    .addColumn('marketing_email', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('marketing_mail', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('customer_id', 'integer', (col) => col.references('customers.id').onDelete('set null'))
    .addColumn('first_booked_at', 'text', (col) => col.notNull().defaultTo(c.now))
    .addColumn('last_booked_at', 'text', (col) => col.notNull().defaultTo(c.now))
    .addUniqueConstraint('guest_bookers_brand_email', ['brand_id', 'email'])
    .execute()
  await c
    .idTable('customer_notes')
    .addColumn('brand_id', 'text', (col) => col.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (col) => col.references('customers.id').onDelete('cascade'))
    .addColumn('guest_booker_id', 'integer', (col) => col.references('guest_bookers.id').onDelete('cascade'))
    .addColumn('staff_id', 'integer', (col) => col.references('staff.id').onDelete('set null'))
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(c.now))
    .execute()
  await db.schema.createIndex('customer_notes_customer').on('customer_notes').columns(['customer_id', 'id']).execute()
  await db.schema.createIndex('customer_notes_guest').on('customer_notes').columns(['guest_booker_id', 'id']).execute()

  // The backfill: each guest booking's lead, newest booking last so its details win.
  const leads = await db
    .selectFrom('bookings')
    .innerJoin('booking_passengers', 'booking_passengers.booking_id', 'bookings.id')
    .select([
      'bookings.brand_id',
      'bookings.created_at',
      'booking_passengers.email',
      'booking_passengers.first_name',
      'booking_passengers.last_name',
      'booking_passengers.mobile_phone',
      'booking_passengers.home_phone',
      'booking_passengers.marketing_email',
      'booking_passengers.marketing_mail',
    ])
    .where('bookings.customer_id', 'is', null)
    .where('booking_passengers.is_lead', '=', 1)
    .where('booking_passengers.email', 'is not', null)
    .orderBy('bookings.created_at')
    .orderBy('bookings.id')
    .execute()
  const latest = new Map<string, (typeof leads)[number] & { first: string }>()
  for (const lead of leads) {
    const email = String(lead.email).trim().toLowerCase()
    if (!email) continue
    const key = `${lead.brand_id}\u0000${email}`
    latest.set(key, { ...lead, email, first: latest.get(key)?.first ?? lead.created_at })
  }
  const rows = [...latest.values()].map((lead) => ({
    brand_id: lead.brand_id,
    email: lead.email,
    first_name: lead.first_name,
    last_name: lead.last_name,
    phone: lead.mobile_phone || lead.home_phone || null,
    marketing_email: Number(lead.marketing_email) ? 1 : 0,
    marketing_mail: Number(lead.marketing_mail) ? 1 : 0,
    first_booked_at: lead.first,
    last_booked_at: lead.created_at,
  }))
  for (let start = 0; start < rows.length; start += 200)
    await db
      .insertInto('guest_bookers')
      .values(rows.slice(start, start + 200))
      .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('customer_notes').execute()
  await db.schema.dropTable('guest_bookers').execute()
}
