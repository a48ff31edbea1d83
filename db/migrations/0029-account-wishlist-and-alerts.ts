import type { Kysely } from 'kysely'
import { columns } from '../dialect-columns'

/*
 * The account wishlist and its alerts (issue 27; docs/decisions/0056-account-wishlist-and-alerts.md):
 * - wishlist_items: a signed-in customer's saved tours, per brand (a customer belongs to one brand), by tour code as
 *   the wishlist cookie keeps them; one row per customer and code. alerts_on: the customer asked for e-mails about
 *   this tour; alert_baseline: JSON { departureId: { price, few } } of what the last alert (or switching alerts on)
 *   saw, which the next alert is measured against; last_alert_at and alerts_sent for the weekly limit and the jobs'
 *   keys; unsubscribe_token_hash: SHA-256 of the alerts' one-click unsubscribe link's token.
 * - brand_money_settings.wishlist_few_places: the places left at or below which a departure counts as "few places
 *   left" in the brand's alerts (null: the default, 5).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  const c = columns(db)
  await c
    .idTable('wishlist_items')
    .addColumn('brand_id', 'text', (col) => col.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (col) => col.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('tour_code', 'text', (col) => col.notNull())
    .addColumn('alerts_on', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('alert_baseline', 'text')
    .addColumn('last_alert_at', 'text')
    .addColumn('alerts_sent', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('unsubscribe_token_hash', 'text', (col) => col.unique())
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(c.now))
    .addColumn('updated_at', 'text', (col) => col.notNull().defaultTo(c.now))
    .addUniqueConstraint('wishlist_items_customer_tour', ['customer_id', 'tour_code'])
    .execute()
  // The alert planner's question: every item with alerts on.
  await db.schema.createIndex('wishlist_items_alerts').on('wishlist_items').columns(['alerts_on', 'id']).execute()
  await db.schema.alterTable('brand_money_settings').addColumn('wishlist_few_places', 'integer').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('brand_money_settings').dropColumn('wishlist_few_places').execute()
  await db.schema.dropTable('wishlist_items').execute()
}
