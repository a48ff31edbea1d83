import type { Kysely } from 'kysely'

/*
 * Bookings made by the checkout (issue 11; checkout §4 "confirm"):
 * - quotes.payment_option: the amount option chosen at the payment submit ('Full Balance' | 'Deposit Only'), so the
 *   confirm checks the approved transaction against the server's own figure for it;
 * - bookings.session_id: the browser session that made the booking (only it, or its signed-in customer, may reload
 *   the confirmation or its PDF).
 * bookings.reference (globally unique), bookings.quote_id and payments.transaction_id are unique since 0001: a replayed
 * confirm can never write a second booking or a second payment, even if the application's own checks were bypassed.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('quotes').addColumn('payment_option', 'text').execute()
  await db.schema.alterTable('bookings').addColumn('session_id', 'text').execute()
  await db.schema.createIndex('bookings_session').on('bookings').column('session_id').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('bookings_session').ifExists().execute()
  await db.schema.alterTable('bookings').dropColumn('session_id').execute()
  await db.schema.alterTable('quotes').dropColumn('payment_option').execute()
}
