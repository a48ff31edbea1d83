import type { Kysely } from 'kysely'

/*
 * The back office's tour editor (issue 14):
 * - tours.seo_title: the public tour page's <title> when staff set one; null (or blank) keeps "<tour> | <brand>".
 * - tours.seo_description: the tour page's meta description when set; null keeps the one made from the description.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('tours').addColumn('seo_title', 'text').execute()
  await db.schema.alterTable('tours').addColumn('seo_description', 'text').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('tours').dropColumn('seo_description').execute()
  await db.schema.alterTable('tours').dropColumn('seo_title').execute()
}
