import { hostname } from 'node:os'
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely'
import type { AppDatabase } from '../../../db/database.server'
import type { Database } from '../../../db/schema'
import { inWriteTransaction } from '../../../db/write-transaction.server'
import {
  DEFAULT_MAX_ATTEMPTS,
  JOB_LEASE_MS,
  afterFailure,
  errorText,
  leaseExpiredBefore,
  parsePayload,
} from './job-rules'

/*
 * One scheduler for timed work (issue 27; ADR 0050): the e-mail outbox's lease pattern, generalised. Every process
 * runs `runDueJobs` on a timer over the shared database:
 * - A job is planned once: its idempotency key is unique, so planning it again (a planner that runs every few
 *   minutes, on every process) is a no-op.
 * - A due job is claimed with one conditional update (pending and due, or running under a lease that ran out), so of
 *   two processes only one wins it; a process that dies mid-job leaves a claim that runs out, and the next pass of
 *   any process takes the job again.
 * - The job's work and its "done" are ONE write transaction, which first re-takes the row under the claim (on
 *   PostgreSQL a row lock; on SQLite the write lock): a job whose claim was taken over meanwhile writes nothing, so an
 *   e-mail queued by a job is queued exactly once, whatever dies when.
 * - A failed attempt is tried again with back-off (job-rules.ts) until its attempts are spent, then stays 'failed'
 *   with its error for the back office, where staff may try it again.
 */

export interface JobToPlan {
  kind: string
  /** Unique across all jobs: 'balance-reminder:42:2027-03-01:28'. */
  key: string
  dueAt: Date | string
  brandId?: string | null
  payload?: Record<string, unknown>
  maxAttempts?: number
}

export interface ClaimedJob {
  id: number
  kind: string
  key: string
  brandId: string | null
  payload: Record<string, unknown>
  dueAt: string
  attempts: number
}

export interface JobContext {
  /** The job's write transaction: everything the job changes goes through it. */
  trx: Kysely<Database>
  job: ClaimedJob
  now: Date
}

/** Does the job's work in `trx` and says what it did ('sent', 'skipped: paid in full'); throws to fail the attempt. */
export type JobHandler = (context: JobContext) => Promise<string>
export type JobHandlers = Readonly<Record<string, JobHandler>>

/** Plans a job unless one with its key exists (whatever its state). True when this call created it. */
export async function planJob(db: Kysely<Database>, job: JobToPlan): Promise<boolean> {
  const created = await db
    .insertInto('scheduledJobs')
    .values({
      kind: job.kind,
      idempotencyKey: job.key,
      brandId: job.brandId ?? null,
      payload: JSON.stringify(job.payload ?? {}),
      dueAt: typeof job.dueAt === 'string' ? job.dueAt : job.dueAt.toISOString(),
      maxAttempts: job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    })
    .onConflict((conflict) => conflict.column('idempotencyKey').doNothing())
    .returning('id')
    .executeTakeFirst()
  return created !== undefined
}

/** Staff try a failed or cancelled job again: due now, with a fresh set of attempts. False when it is not one. */
export async function retryJob(db: Kysely<Database>, id: number, now: Date = new Date()): Promise<boolean> {
  const result = await db
    .updateTable('scheduledJobs')
    .set({ state: 'pending', dueAt: now.toISOString(), attempts: 0, lastError: null, outcome: null, finishedAt: null })
    .where('id', '=', id)
    .where('state', 'in', ['failed', 'cancelled'])
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export interface JobRunReport {
  done: number
  retried: number
  failed: number
}

export interface RunOptions {
  now?: () => Date
  limit?: number
  /** Which process runs (shown in the back office while a job runs). */
  workerId?: string
  leaseMs?: number
}

/** Claims and runs the jobs due now whose kind has a handler, oldest first. */
export async function runDueJobs(
  db: AppDatabase,
  handlers: JobHandlers,
  options: RunOptions = {},
): Promise<JobRunReport> {
  const now = options.now ?? (() => new Date())
  const workerId = options.workerId ?? `${hostname()}:${process.pid}`
  const leaseMs = options.leaseMs ?? JOB_LEASE_MS
  const kinds = Object.keys(handlers)
  const report: JobRunReport = { done: 0, retried: 0, failed: 0 }
  if (kinds.length === 0) return report

  const due = await db
    .selectFrom('scheduledJobs')
    .select(['id', 'kind', 'idempotencyKey', 'brandId', 'payload', 'dueAt', 'attempts', 'maxAttempts'])
    .where('kind', 'in', kinds)
    .where((eb) => claimable(eb, now(), leaseMs))
    .orderBy('dueAt')
    .orderBy('id')
    .limit(options.limit ?? 50)
    .execute()

  for (const row of due) {
    const claimAt = now()
    const claimedAt = claimAt.toISOString()
    // The same condition again with this claim's time: of two passes that read the row, only one updates it.
    // Every write goes through a write transaction: on SQLite it waits for the write lock without blocking the event
    // loop (db/write-transaction.server.ts), where a bare statement would sleep in SQLite's busy handler.
    const claimed = await inWriteTransaction(db, (trx) =>
      trx
        .updateTable('scheduledJobs')
        .set((eb) => ({ state: 'running', claimedAt, claimedBy: workerId, attempts: eb('attempts', '+', 1) }))
        .where('id', '=', row.id)
        .where((eb) => claimable(eb, claimAt, leaseMs))
        .executeTakeFirst(),
    )
    if (Number(claimed.numUpdatedRows) !== 1) continue
    const attempts = row.attempts + 1
    const job: ClaimedJob = {
      id: row.id,
      kind: row.kind,
      key: row.idempotencyKey,
      brandId: row.brandId,
      payload: parsePayload(row.payload),
      dueAt: row.dueAt,
      attempts,
    }
    const handler = handlers[row.kind]!
    try {
      await inWriteTransaction(db, async (trx) => {
        // Re-take the row under this claim first: a pass that took the job over after our lease ran out owns it.
        const ours = await trx
          .updateTable('scheduledJobs')
          .set({ claimedBy: workerId })
          .where('id', '=', row.id)
          .where('state', '=', 'running')
          .where('claimedAt', '=', claimedAt)
          .executeTakeFirst()
        if (Number(ours.numUpdatedRows) !== 1) throw new ClaimLost()
        const outcome = await handler({ trx, job, now: now() })
        await trx
          .updateTable('scheduledJobs')
          .set({ state: 'done', outcome, lastError: null, claimedAt: null, finishedAt: now().toISOString() })
          .where('id', '=', row.id)
          .execute()
      })
      report.done++
    } catch (error) {
      if (error instanceof ClaimLost) continue
      const next = afterFailure(attempts, row.maxAttempts, now())
      // Only while this pass still holds the claim (as the outbox's sender does).
      await inWriteTransaction(db, (trx) =>
        trx
          .updateTable('scheduledJobs')
          .set({
            lastError: errorText(error),
            claimedAt: null,
            ...(next.state === 'pending'
              ? { state: 'pending', dueAt: next.dueAt }
              : { state: 'failed', finishedAt: now().toISOString() }),
          })
          .where('id', '=', row.id)
          .where('state', '=', 'running')
          .where('claimedAt', '=', claimedAt)
          .execute(),
      )
      if (next.state === 'pending') report.retried++
      else report.failed++
    }
  }
  return report
}

class ClaimLost extends Error {}

/** Due and pending, or running under a claim that ran out by `at`. */
function claimable(eb: ExpressionBuilder<Database, 'scheduledJobs'>, at: Date, leaseMs: number): Expression<SqlBool> {
  return eb.or([
    eb.and([eb('state', '=', 'pending'), eb('dueAt', '<=', at.toISOString())]),
    eb.and([eb('state', '=', 'running'), eb('claimedAt', '<', leaseExpiredBefore(at, leaseMs))]),
  ])
}
