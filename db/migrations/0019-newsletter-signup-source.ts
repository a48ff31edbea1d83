import type { Kysely } from 'kysely'

/*
 * Where a newsletter sign-up came from and what the person agreed to (issue 29, item 6: the checkout's marketing
 * e-mail box joins the same list as the footer form):
 * - newsletter_signups.source: 'footer' (the footer form) or 'checkout' (the lead passenger's "news and offers by
 *   e-mail" box). Every existing row came from the footer form, so the column is filled with 'footer'.
 * - newsletter_signups.consent_text: the wording the person ticked or submitted, kept with the record of consent;
 *   null for rows made before it was recorded.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('newsletter_signups')
    .addColumn('source', 'text', (col) => col.notNull().defaultTo('footer'))
    .execute()
  await db.schema.alterTable('newsletter_signups').addColumn('consent_text', 'text').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('newsletter_signups').dropColumn('consent_text').execute()
  await db.schema.alterTable('newsletter_signups').dropColumn('source').execute()
}
