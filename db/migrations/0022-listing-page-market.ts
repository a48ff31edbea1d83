import type { Kysely } from 'kysely'

/*
 * A listing page may belong to one market of its brand (issue 28 defect 18): tours-by-price pages are bands of a
 * market's own prices ('Holidays under £999' in Britain, 'Holidays under C$4,999' in Canada), and a band that fits
 * one currency's prices is empty in the other's. listing_pages.market_code names that market; null (every page until
 * now, and every page kind but price in the demo catalogue) means the page shows on every market of the brand.
 * Existing rows keep null, so nothing a database shows today disappears; a catalogue seeded after this migration
 * writes its price pages per market.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('listing_pages')
    .addColumn('market_code', 'text', (col) => col.references('markets.code'))
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('listing_pages').dropColumn('market_code').execute()
}
