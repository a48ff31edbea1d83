import type { Kysely } from 'kysely'
import { columns } from '../dialect-columns'

/*
 * Newsletter sign-ups (discovery §7 `newsletter_subscribe`; issue 13): the footer's sign-up form stores the address
 * once per brand (signing up again changes nothing and sends nothing), with the page it was made on and the time,
 * so the opt-in can be shown later (UK GDPR: a record of consent). `unsubscribed_at` is for the operator.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  const c = columns(db)
  await c
    .idTable('newsletter_signups')
    .addColumn('brand_id', 'text', (col) => col.notNull().references('brands.id'))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('source_path', 'text')
    .addColumn('unsubscribed_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(c.now))
    .execute()
  // One sign-up per brand and (lowercased) address: a repeat is recognised, not stored twice.
  await db.schema
    .createIndex('newsletter_signups_brand_email')
    .on('newsletter_signups')
    .columns(['brand_id', 'email'])
    .unique()
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('newsletter_signups').ifExists().execute()
}
