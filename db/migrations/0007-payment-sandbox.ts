import type { Kysely } from 'kysely'

/*
 * What the sandbox payment provider keeps on a transaction (issue 11; docs/decisions, "payment provider sandbox"):
 * - session_id and brand_id: who created it (the checkout checks the session; the hosted page is brand-styled);
 * - return_url and description: where the card frame goes when the payment is done, and what the page says it is;
 * - status_reads: how often a 'pending' payment has been read (the pending test card is approved after two reads);
 * - three_ds_state: null, 'challenge' while the 3-D Secure page waits, then 'passed' or 'failed';
 * - refund_of: a refund is its own row referencing the approved original; refunded_minor on the original is the
 *   running total, raised by one conditional UPDATE so two refunds can never exceed the approved amount;
 * - completed_at: when the payment reached approved, declined, error or voided last.
 * Card numbers are never stored: card_last4 and provider_reference (0001) are all there is.
 * Foreign keys are left off the new columns so that down() can drop them on SQLite; the ids are checked in code.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payment_transactions').addColumn('session_id', 'text').execute()
  await db.schema.alterTable('payment_transactions').addColumn('brand_id', 'text').execute()
  await db.schema.alterTable('payment_transactions').addColumn('return_url', 'text').execute()
  await db.schema.alterTable('payment_transactions').addColumn('description', 'text').execute()
  await db.schema
    .alterTable('payment_transactions')
    .addColumn('status_reads', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  await db.schema.alterTable('payment_transactions').addColumn('three_ds_state', 'text').execute()
  await db.schema.alterTable('payment_transactions').addColumn('refund_of', 'text').execute()
  await db.schema
    .alterTable('payment_transactions')
    .addColumn('refunded_minor', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  await db.schema.alterTable('payment_transactions').addColumn('completed_at', 'text').execute()
  // A quote's transactions (the checkout's confirm and the back office), and an original's refunds.
  await db.schema.createIndex('payment_transactions_quote').on('payment_transactions').column('quote_id').execute()
  await db.schema.createIndex('payment_transactions_refund_of').on('payment_transactions').column('refund_of').execute()
}

const ADDED_COLUMNS = [
  'completed_at',
  'refunded_minor',
  'refund_of',
  'three_ds_state',
  'status_reads',
  'description',
  'return_url',
  'brand_id',
  'session_id',
]

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('payment_transactions_refund_of').ifExists().execute()
  await db.schema.dropIndex('payment_transactions_quote').ifExists().execute()
  for (const column of ADDED_COLUMNS) await db.schema.alterTable('payment_transactions').dropColumn(column).execute()
}
