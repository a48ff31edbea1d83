import type { Kysely } from 'kysely'

/*
 * A reservation's payment deadline (issue 26): staff give a reserved booking (places counted as sold, nothing paid) a
 * day by which it must be paid; if nothing is paid by then, the scheduler releases it the next morning (its places go
 * back, the customer is told). Null: no deadline, staff decide.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bookings').addColumn('payment_deadline', 'text').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bookings').dropColumn('payment_deadline').execute()
}
