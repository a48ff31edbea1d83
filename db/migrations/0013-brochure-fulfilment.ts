import type { Kysely } from 'kysely'

/*
 * The back office's brochure requests and e-mail outbox (issue 14):
 * - brochure_requests.fulfilled_at: when staff marked the request fulfilled (the brochures are in the post). Null
 *   until then; marking it again keeps the first time. exported_at (0001) stays what the fulfilment export sets.
 * - indexes for the back office's lists, one brand's rows newest first: brochure requests by date ordered, outbox
 *   e-mails by creation.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('brochure_requests').addColumn('fulfilled_at', 'text').execute()
  await db.schema
    .createIndex('brochure_requests_brand_ordered')
    .on('brochure_requests')
    .columns(['brand_id', 'date_ordered'])
    .execute()
  await db.schema
    .createIndex('email_outbox_brand_created')
    .on('email_outbox')
    .columns(['brand_id', 'created_at'])
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('email_outbox_brand_created').ifExists().execute()
  await db.schema.dropIndex('brochure_requests_brand_ordered').ifExists().execute()
  await db.schema.alterTable('brochure_requests').dropColumn('fulfilled_at').execute()
}
