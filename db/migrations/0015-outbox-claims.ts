import type { Kysely } from 'kysely'

/*
 * E-mail outbox claims that survive a dead process (issue 15, faults):
 * - email_outbox.claimed_at: when a delivery pass claimed the row (error = 'sending'); an instant as ISO text like
 *   sent_at. A claim older than the sender's lease (email/sender.server.ts CLAIM_LEASE_MS) is taken again by the
 *   next pass. Null on every other row; rows marked 'sending' by older code keep null, and their lease is counted from
 *   created_at.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('email_outbox').addColumn('claimed_at', 'text').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('email_outbox').dropColumn('claimed_at').execute()
}
