import type { Kysely } from 'kysely'
import { columns } from '../dialect-columns'

/*
 * Balance reminders' settings and a guest's pay link (issue 27):
 * - brand_money_settings gains the days before the balance's due date on which the brand's reminders go (JSON array;
 *   null: the default 28, 14 and 3) and after how many days overdue an unpaid booking is cancelled under the brand's
 *   cancellation policy (null: staff decide, nothing automatic — the default).
 * - balance_pay_links: the one-time link a reminder gives a booker who has no account, to pay that booking's balance
 *   and nothing else. Only the token's SHA-256 is stored (a leaked table pays nothing); it stops working at its
 *   expiry (the due date + 7 days) or once a payment has been made with it (used_at).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  const c = columns(db)
  await db.schema.alterTable('brand_money_settings').addColumn('reminder_days_before', 'text').execute()
  await db.schema.alterTable('brand_money_settings').addColumn('overdue_cancel_after_days', 'integer').execute()
  await c
    .idTable('balance_pay_links')
    .addColumn('booking_id', 'integer', (col) => col.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(c.now))
    .execute()
  await db.schema.createIndex('balance_pay_links_booking').on('balance_pay_links').column('booking_id').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('balance_pay_links').execute()
  await db.schema.alterTable('brand_money_settings').dropColumn('overdue_cancel_after_days').execute()
  await db.schema.alterTable('brand_money_settings').dropColumn('reminder_days_before').execute()
}
