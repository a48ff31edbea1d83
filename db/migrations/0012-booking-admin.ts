import type { Kysely } from 'kysely'
import { columns } from '../dialect-columns'

/*
 * The back office's bookings work (issue 14; docs/decisions/0031-back-office-bookings-and-departures.md):
 * - bookings.status: 'confirmed' (every booking so far) or 'cancelled'; cancelled_at when staff cancelled it. A
 *   cancelled booking's places are back in the inventory.
 * - payments.method: how the money came or went: 'card' (the checkout's and the account's card payments),
 *   'bank transfer', 'cheque', 'card by phone' (recorded by staff), 'refund' (a negative amount, through the
 *   provider); reference: the bank or cheque reference staff typed; staff_id: who recorded it.
 * - booking_notes: staff notes on a booking, append-only.
 * - admin_refunds: one row per refund form (its idempotency key), written before the provider is asked, so a double
 *   submit or a second process can never refund twice.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  const c = columns(db)
  await db.schema
    .alterTable('bookings')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('confirmed'))
    .execute()
  await db.schema.alterTable('bookings').addColumn('cancelled_at', 'text').execute()
  await db.schema
    .alterTable('payments')
    .addColumn('method', 'text', (col) => col.notNull().defaultTo('card'))
    .execute()
  await db.schema.alterTable('payments').addColumn('reference', 'text').execute()
  await db.schema
    .alterTable('payments')
    .addColumn('staff_id', 'integer', (col) => col.references('staff.id').onDelete('set null'))
    .execute()
  await c
    .idTable('booking_notes')
    .addColumn('booking_id', 'integer', (col) => col.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('staff_id', 'integer', (col) => col.references('staff.id').onDelete('set null'))
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(c.now))
    .execute()
  await db.schema.createIndex('booking_notes_booking').on('booking_notes').column('booking_id').execute()
  await db.schema
    .createTable('admin_refunds')
    .addColumn('idempotency_key', 'text', (col) => col.primaryKey())
    .addColumn('booking_id', 'integer', (col) => col.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('transaction_id', 'text', (col) => col.notNull())
    .addColumn('amount_minor', 'integer', (col) => col.notNull())
    .addColumn('refund_transaction_id', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(c.now))
    .execute()
  await db.schema.createIndex('bookings_brand_created').on('bookings').columns(['brand_id', 'created_at']).execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('bookings_brand_created').ifExists().execute()
  await db.schema.dropTable('admin_refunds').ifExists().execute()
  await db.schema.dropTable('booking_notes').ifExists().execute()
  await db.schema.alterTable('payments').dropColumn('staff_id').execute()
  await db.schema.alterTable('payments').dropColumn('reference').execute()
  await db.schema.alterTable('payments').dropColumn('method').execute()
  await db.schema.alterTable('bookings').dropColumn('cancelled_at').execute()
  await db.schema.alterTable('bookings').dropColumn('status').execute()
}
