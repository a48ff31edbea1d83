import { describe, expect, it } from 'vitest'
import { enqueueEmail } from '../../app/features/email/index.server'
import {
  JOB_LEASE_MS,
  planJob,
  retryJob,
  runDueJobs,
  type JobHandlers,
} from '../../app/features/scheduler/index.server'
import { twoProcessesOn } from '../support/two-processes'

/*
 * The scheduler (issue 27; app/features/scheduler) on the dialect under test (SQLite, or PostgreSQL with
 * TEST_DATABASE_URL), with a clock the test controls: a job is planned once by its key, runs once when due, its work
 * and its "done" commit together (a failed attempt leaves nothing and is tried again with back-off), a dead process's
 * claim is taken over once its lease has run out, and two "processes" (two database handles, each with its own
 * connections) running the same due jobs at once run each exactly once.
 */

const processes = twoProcessesOn('scheduled-jobs')

const T = new Date('2027-03-01T09:00:00.000Z')
const plus = (ms: number) => new Date(T.getTime() + ms)
const at = (date: Date) => ({ now: () => date, limit: 500 })

const jobRow = (key: string) =>
  processes.db.selectFrom('scheduledJobs').selectAll().where('idempotencyKey', '=', key).executeTakeFirstOrThrow()
const outboxTo = (to: string) =>
  processes.db.selectFrom('emailOutbox').select('id').where('toAddress', '=', to).execute()

/** A job kind whose work is one queued e-mail to the address in its payload (as a reminder's is). */
const mailing =
  (kind: string): JobHandlers[string] =>
  async ({ trx, job }) => {
    const to = String(job.payload.to)
    await enqueueEmail(trx, { brandId: 'meridian', kind, to, subject: 'Test', text: job.key })
    return `sent to ${to}`
  }

describe('the scheduler', () => {
  it('plans a job once by its key, and runs it once when it is due', async () => {
    const key = 'test-once:1'
    expect(
      await planJob(processes.db, { kind: 'test-once', key, dueAt: plus(60_000), payload: { to: 'once@example.com' } }),
    ).toBe(true)
    expect(
      await planJob(processes.db, { kind: 'test-once', key, dueAt: T, payload: { to: 'other@example.com' } }),
    ).toBe(false)
    const handlers = { 'test-once': mailing('test-once') }

    expect(await runDueJobs(processes.db, handlers, at(T))).toEqual({ done: 0, retried: 0, failed: 0 })
    expect(await jobRow(key)).toMatchObject({ state: 'pending', attempts: 0 })

    expect(await runDueJobs(processes.db, handlers, at(plus(60_000)))).toEqual({ done: 1, retried: 0, failed: 0 })
    expect(await jobRow(key)).toMatchObject({
      state: 'done',
      attempts: 1,
      outcome: 'sent to once@example.com',
      claimedAt: null,
      lastError: null,
      finishedAt: plus(60_000).toISOString(),
    })
    expect(await runDueJobs(processes.db, handlers, at(plus(3_600_000)))).toEqual({ done: 0, retried: 0, failed: 0 })
    expect(await outboxTo('once@example.com')).toHaveLength(1)
    expect(await outboxTo('other@example.com')).toHaveLength(0)
  })

  it('leaves a job of a kind this process has no handler for', async () => {
    await planJob(processes.db, { kind: 'test-unknown', key: 'test-unknown:1', dueAt: T })
    await runDueJobs(processes.db, { 'test-once': mailing('test-once') }, at(plus(60_000)))
    expect(await jobRow('test-unknown:1')).toMatchObject({ state: 'pending', attempts: 0 })
  })

  it('a failed attempt writes nothing and is tried again with back-off, then fails for staff to retry', async () => {
    const key = 'test-failing:1'
    await planJob(processes.db, {
      kind: 'test-failing',
      key,
      dueAt: T,
      maxAttempts: 2,
      payload: { to: 'failing@example.com' },
    })
    let fail = true
    const handlers: JobHandlers = {
      'test-failing': async (context) => {
        const outcome = await mailing('test-failing')(context)
        if (fail) throw new Error('the mail template\nis missing')
        return outcome
      },
    }
    expect(await runDueJobs(processes.db, handlers, at(T))).toEqual({ done: 0, retried: 1, failed: 0 })
    expect(await jobRow(key)).toMatchObject({
      state: 'pending',
      attempts: 1,
      dueAt: plus(60_000).toISOString(),
      lastError: 'the mail template is missing',
      claimedAt: null,
    })
    // The e-mail queued before the throw was rolled back with the attempt.
    expect(await outboxTo('failing@example.com')).toHaveLength(0)

    expect(await runDueJobs(processes.db, handlers, at(plus(59_000)))).toEqual({ done: 0, retried: 0, failed: 0 })
    expect(await runDueJobs(processes.db, handlers, at(plus(60_000)))).toEqual({ done: 0, retried: 0, failed: 1 })
    expect(await jobRow(key)).toMatchObject({ state: 'failed', attempts: 2, finishedAt: plus(60_000).toISOString() })
    expect(await runDueJobs(processes.db, handlers, at(plus(86_400_000)))).toEqual({ done: 0, retried: 0, failed: 0 })

    // Staff try it again once the cause is mended.
    const row = await jobRow(key)
    expect(await retryJob(processes.db, row.id, plus(90_000_000))).toBe(true)
    expect(await retryJob(processes.db, row.id, plus(90_000_000))).toBe(false)
    fail = false
    expect(await runDueJobs(processes.db, handlers, at(plus(90_000_000)))).toEqual({ done: 1, retried: 0, failed: 0 })
    expect(await jobRow(key)).toMatchObject({ state: 'done', attempts: 1, lastError: null })
    expect(await outboxTo('failing@example.com')).toHaveLength(1)
  })

  it("takes over a dead process's job once its claim has run out, and leaves a live claim alone", async () => {
    const handlers = { 'test-lease': mailing('test-lease') }
    for (const name of ['dead', 'live']) {
      await planJob(processes.db, {
        kind: 'test-lease',
        key: `test-lease:${name}`,
        dueAt: T,
        payload: { to: `${name}@lease.example` },
      })
    }
    const claimedMinutesAgo = async (name: string, minutes: number) =>
      processes.db
        .updateTable('scheduledJobs')
        .set({
          state: 'running',
          attempts: 1,
          claimedBy: 'gone:1',
          claimedAt: new Date(T.getTime() - minutes * 60_000).toISOString(),
        })
        .where('idempotencyKey', '=', `test-lease:${name}`)
        .execute()
    await claimedMinutesAgo('dead', JOB_LEASE_MS / 60_000 + 1)
    await claimedMinutesAgo('live', 1)

    expect(await runDueJobs(processes.db, handlers, at(T))).toEqual({ done: 1, retried: 0, failed: 0 })
    expect(await jobRow('test-lease:dead')).toMatchObject({ state: 'done', attempts: 2 })
    expect(await jobRow('test-lease:live')).toMatchObject({ state: 'running', claimedBy: 'gone:1' })
    expect(await outboxTo('dead@lease.example')).toHaveLength(1)
    expect(await outboxTo('live@lease.example')).toHaveLength(0)
  })

  it('two processes running the same due jobs at once run each exactly once', async () => {
    const count = 24
    for (let index = 0; index < count; index++) {
      await planJob(processes.db, {
        kind: 'test-race',
        key: `test-race:${index}`,
        dueAt: T,
        payload: { to: `race.${index}@example.com` },
      })
    }
    const handlers = { 'test-race': mailing('test-race') }
    const reports = await Promise.all([
      runDueJobs(processes.first.db, handlers, { ...at(T), workerId: 'first' }),
      runDueJobs(processes.second.db, handlers, { ...at(T), workerId: 'second' }),
      runDueJobs(processes.first.db, handlers, { ...at(T), workerId: 'first' }),
      runDueJobs(processes.second.db, handlers, { ...at(T), workerId: 'second' }),
    ])
    expect(reports.reduce((sum, report) => sum + report.done, 0)).toBe(count)
    for (let index = 0; index < count; index++) {
      expect(await outboxTo(`race.${index}@example.com`)).toHaveLength(1)
      expect(await jobRow(`test-race:${index}`)).toMatchObject({ state: 'done', attempts: 1 })
    }
  })
})
