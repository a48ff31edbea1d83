import type { Kysely } from 'kysely'
import { columns } from '../dialect-columns'

/*
 * Timed work through one scheduler (issue 27; docs/decisions/0050-one-scheduler-on-the-outbox-lease.md):
 * scheduled_jobs holds every job with its due instant and a unique idempotency key (a job is planned once however
 * often its planner runs), its state ('pending' | 'running' | 'done' | 'failed' | 'cancelled'), the lease of the
 * process running it (claimed_at; a claim older than the lease is taken again), its attempts and the back-off's
 * next due time, and its outcome or last error for the back office. Instants are ISO text, like the outbox's.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  const c = columns(db)
  await c
    .idTable('scheduled_jobs')
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('idempotency_key', 'text', (col) => col.notNull().unique())
    .addColumn('brand_id', 'text', (col) => col.references('brands.id').onDelete('cascade'))
    .addColumn('payload', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('state', 'text', (col) => col.notNull().defaultTo('pending'))
    .addColumn('due_at', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (col) => col.notNull().defaultTo(5))
    .addColumn('claimed_at', 'text')
    .addColumn('claimed_by', 'text')
    .addColumn('outcome', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull().defaultTo(c.now))
    .addColumn('finished_at', 'text')
    .execute()
  // The runner's question: what is due (pending, due_at ≤ now) or running under a lease that ran out.
  await db.schema.createIndex('scheduled_jobs_due').on('scheduled_jobs').columns(['state', 'due_at']).execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('scheduled_jobs').execute()
}
