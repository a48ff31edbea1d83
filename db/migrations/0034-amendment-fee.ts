import type { Kysely } from 'kysely'

/*
 * A brand's amendment fee (issue 26; ADR 0060): charged as an `amendment` ledger line on each change staff make to a
 * booking (a traveller added or removed, a room type changed, excursions changed, a transfer), waivable with a
 * reason. Minor units in the brand's currency; null: the default (DEFAULT_AMENDMENT_FEE_MINOR, £25 / C$25).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('brand_money_settings').addColumn('amendment_fee_minor', 'integer').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('brand_money_settings').dropColumn('amendment_fee_minor').execute()
}
