import type { Kysely } from 'kysely'

/*
 * Phone bookings (issue 26, ADR 0059): a booking says where it was sold ('web' by default, 'phone') and, for a
 * phone booking, the member of staff who took it. The quote the agent builds carries that agent and an optional
 * discount (amount and reason) set before payment, so the payment terms and the card amount are computed on the
 * subtotal less the discount, and the confirm writes it as a `discount` ledger line.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('bookings')
    .addColumn('source', 'text', (column) => column.notNull().defaultTo('web'))
    .execute()
  await db.schema
    .alterTable('bookings')
    .addColumn('agent_staff_id', 'integer', (column) => column.references('staff.id').onDelete('set null'))
    .execute()
  await db.schema
    .alterTable('quotes')
    .addColumn('agent_staff_id', 'integer', (column) => column.references('staff.id').onDelete('set null'))
    .execute()
  await db.schema
    .alterTable('quotes')
    .addColumn('discount_minor', 'integer', (column) => column.notNull().defaultTo(0))
    .execute()
  await db.schema.alterTable('quotes').addColumn('discount_reason', 'text').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('quotes').dropColumn('discount_reason').execute()
  await db.schema.alterTable('quotes').dropColumn('discount_minor').execute()
  await db.schema.alterTable('quotes').dropColumn('agent_staff_id').execute()
  await db.schema.alterTable('bookings').dropColumn('agent_staff_id').execute()
  await db.schema.alterTable('bookings').dropColumn('source').execute()
}
