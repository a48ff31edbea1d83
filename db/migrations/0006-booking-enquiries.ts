import type { Kysely } from 'kysely'
import { columns } from '../dialect-columns'

/*
 * Booking enquiries (checkout §2 routes, §8 "room submission failure"): when the checkout cannot take a traveller's
 * rooms, the page sends them to /booking-failed-contact-form/, whose form is stored here (and e-mailed to the
 * operator through the outbox) so reservations can call back. `quote_id` links the quote only when it is the
 * enquiring browser session's own; `reported_quote_id` keeps the number the form carried either way, for the
 * operator's information. `handled_at` is for the operator's back office.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  const c = columns(db)
  await c
    .idTable('booking_enquiries')
    .addColumn('brand_id', 'text', (col) => col.notNull().references('brands.id'))
    .addColumn('quote_id', 'integer', (col) => col.references('quotes.id').onDelete('set null'))
    .addColumn('reported_quote_id', 'integer')
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('telephone', 'text', (col) => col.notNull())
    .addColumn('message', 'text')
    .addColumn('tour_name', 'text')
    .addColumn('departure_date', 'text')
    .addColumn('handled_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(c.now))
    .execute()
  // The operator's list: a brand's newest enquiries first.
  await db.schema
    .createIndex('booking_enquiries_brand_created')
    .on('booking_enquiries')
    .columns(['brand_id', 'created_at'])
    .execute()
  await db.schema.createIndex('booking_enquiries_quote').on('booking_enquiries').column('quote_id').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('booking_enquiries').ifExists().execute()
}
