import type { Kysely } from 'kysely'
import { columns } from '../dialect-columns'

/*
 * Saved and resumed checkouts (issue 27; docs/decisions/0055-checkout-recovery.md):
 * - quotes gain passenger_details_at: when the passenger details step was last saved (with the lead's e-mail). The
 *   recovery planner reads it: an open quote that reached that step is e-mailed once, a configurable delay later.
 * - checkout_recovery_links: the link that e-mail carries, which restores the quote on any device. Only the token's
 *   SHA-256 is stored; it stops working at expires_at (7 days after it was sent) or once the quote is booked.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  const c = columns(db)
  await db.schema.alterTable('quotes').addColumn('passenger_details_at', 'text').execute()
  await db.schema.createIndex('quotes_passenger_details_at').on('quotes').column('passenger_details_at').execute()
  await c
    .idTable('checkout_recovery_links')
    .addColumn('quote_id', 'integer', (col) => col.notNull().references('quotes.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(c.now))
    .execute()
  await db.schema
    .createIndex('checkout_recovery_links_quote')
    .on('checkout_recovery_links')
    .column('quote_id')
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('checkout_recovery_links').execute()
  await db.schema.dropIndex('quotes_passenger_details_at').execute()
  await db.schema.alterTable('quotes').dropColumn('passenger_details_at').execute()
}
