import type { Kysely } from 'kysely'
import { columns } from '../dialect-columns'

/*
 * The waitlist on sold-out departures (issue 27; docs/decisions/0052-waitlist.md): one row per traveller who joined
 * a departure's waitlist, in the order they joined (id). state: 'waiting' (its travellers are kept off public sale
 * once places free), 'offered' (places held for it by the quote offer_quote_id until offer_expires_at), 'booked',
 * 'lapsed' (the offer ran out), 'left' (the traveller's one-click link) or 'removed' (staff). The leave and offer
 * links' tokens are stored hashed (SHA-256), never in clear.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  const c = columns(db)
  await c
    .idTable('waitlist_entries')
    .addColumn('brand_id', 'text', (col) => col.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('departure_id', 'integer', (col) => col.notNull().references('departures.id').onDelete('cascade'))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('travellers', 'integer', (col) => col.notNull())
    .addColumn('room_id', 'integer', (col) => col.references('rooms.id').onDelete('set null'))
    .addColumn('state', 'text', (col) => col.notNull().defaultTo('waiting'))
    .addColumn('leave_token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('offer_token_hash', 'text', (col) => col.unique())
    .addColumn('offer_quote_id', 'integer', (col) => col.references('quotes.id').onDelete('set null'))
    .addColumn('offers_sent', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('offered_at', 'text')
    .addColumn('offer_expires_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(c.now))
    .addColumn('updated_at', 'text', (col) => col.notNull().defaultTo(c.now))
    .execute()
  // Public availability's question (places kept for waiting entries) and the planner's: a departure's live entries.
  await db.schema
    .createIndex('waitlist_entries_departure_state')
    .on('waitlist_entries')
    .columns(['departure_id', 'state', 'id'])
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('waitlist_entries').execute()
}
