import { data, type AppLoadContext } from 'react-router'
import { z } from 'zod'
import { JOB_STATES, parsePayload, retryJob, type JobState } from '../../scheduler/index.server'
import { chosenBrandOf, formFields, readProtectedForm, recordAudit } from '../shell/index.server'
import { can, requireStaff } from '../staff/index.server'
import { inWriteTransaction } from '../../../../db/write-transaction.server'

/*
 * /admin/scheduled-jobs (issue 27): the brand's timed work — balance reminders today — with what is due, running,
 * done, failed or cancelled, each job's outcome or last error, and "Try again" on a failed or cancelled one. Those
 * who see the outbox see this (the jobs are mostly e-mails); those who may retry an e-mail may retry a job.
 */

export const JOBS_PAGE_SIZE = 50

const jobsQuerySchema = z.object({
  state: z.union([z.literal(''), z.enum(JOB_STATES)]).catch(''),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
})

export interface JobRow {
  id: number
  kind: string
  dueAt: string
  state: JobState
  attempts: number
  maxAttempts: number
  /** The outcome of a finished job, or the last error of a failing one. */
  result: string | null
  finishedAt: string | null
  /** The booking the job is about, when it is about one. */
  bookingReference: string | null
}

export interface JobsPageData {
  brandName: string
  query: z.infer<typeof jobsQuerySchema>
  rows: JobRow[]
  total: number
  page: number
  pageSize: number
  counts: Record<JobState, number>
  canRetry: boolean
  csrfToken: string
}

export type JobsActionData = { kind: 'done'; message: string } | { kind: 'refused'; message: string }

export async function loadJobsPage(context: AppLoadContext, request: Request): Promise<JobsPageData> {
  const session = await requireStaff(context, request, 'customers.view')
  const { brandId, brandName } = await chosenBrandOf(context, request)
  const params = Object.fromEntries(new URL(request.url).searchParams)
  const query = jobsQuerySchema.parse({ state: '', page: 1, ...params })
  const db = context.db
  const brandJobs = db.selectFrom('scheduledJobs').where('brandId', '=', brandId)
  const filtered = query.state ? brandJobs.where('state', '=', query.state) : brandJobs
  const [rows, total, byState] = await Promise.all([
    filtered
      .select([
        'id',
        'kind',
        'payload',
        'dueAt',
        'state',
        'attempts',
        'maxAttempts',
        'outcome',
        'lastError',
        'finishedAt',
      ])
      // What needs a person first: the latest changes at the top within the chosen state, due order otherwise.
      .orderBy('dueAt', query.state === 'pending' ? 'asc' : 'desc')
      .orderBy('id', 'desc')
      .limit(JOBS_PAGE_SIZE)
      .offset((query.page - 1) * JOBS_PAGE_SIZE)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    brandJobs
      .select(['state', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('state')
      .execute(),
  ])
  const bookingIds = [...new Set(rows.map((row) => bookingIdOf(row.payload)).filter((id): id is number => id !== null))]
  const references = new Map(
    bookingIds.length === 0
      ? []
      : (
          await db
            .selectFrom('bookings')
            .select(['id', 'reference'])
            .where('id', 'in', bookingIds)
            .where('brandId', '=', brandId)
            .execute()
        ).map((booking) => [booking.id, booking.reference] as const),
  )
  const counts = Object.fromEntries(JOB_STATES.map((state) => [state, 0])) as Record<JobState, number>
  for (const row of byState) if (row.state in counts) counts[row.state as JobState] = Number(row.count)
  return {
    brandName,
    query,
    rows: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      dueAt: row.dueAt,
      state: row.state as JobState,
      attempts: row.attempts,
      maxAttempts: row.maxAttempts,
      result: row.state === 'done' || row.state === 'cancelled' ? row.outcome : (row.lastError ?? row.outcome),
      finishedAt: row.finishedAt,
      bookingReference: references.get(bookingIdOf(row.payload) ?? -1) ?? null,
    })),
    total: Number(total.count),
    page: query.page,
    pageSize: JOBS_PAGE_SIZE,
    counts,
    canRetry: can(session.staff.role, 'bookings.edit'),
    csrfToken: context.csrfToken,
  }
}

/** POST intent=retry jobId=: a failed or cancelled job of the brand is due again now, audited. */
export async function submitJobsPage(context: AppLoadContext, request: Request) {
  const session = await requireStaff(context, request, 'bookings.edit')
  const { brandId } = await chosenBrandOf(context, request)
  const form = await readProtectedForm(request, context.csrfToken)
  const fields = formFields(form, ['intent', 'jobId'])
  const jobId = z.coerce.number().int().positive().safeParse(fields.jobId)
  if (fields.intent !== 'retry' || !jobId.success)
    return data<JobsActionData>({ kind: 'refused', message: 'Choose a job to try again.' }, { status: 400 })
  const retried = await inWriteTransaction(context.db, async (trx) => {
    const job = await trx
      .selectFrom('scheduledJobs')
      .select(['id', 'kind', 'state', 'lastError'])
      .where('id', '=', jobId.data)
      .where('brandId', '=', brandId)
      .executeTakeFirst()
    if (!job || !(await retryJob(trx, job.id))) return null
    await recordAudit(trx, {
      staffId: session.staff.id,
      brandId,
      action: 'scheduled-job.retry',
      entity: 'scheduled-job',
      entityId: job.id,
      before: { state: job.state, lastError: job.lastError },
      after: { state: 'pending' },
    })
    return job
  })
  if (!retried)
    return data<JobsActionData>(
      { kind: 'refused', message: 'That job is not one that failed or was cancelled.' },
      { status: 404 },
    )
  return data<JobsActionData>({ kind: 'done', message: 'The job will run again on the next round.' })
}

/** The booking a job is about (its payload's bookingId), or null. */
function bookingIdOf(payload: string): number | null {
  const value = parsePayload(payload).bookingId
  return typeof value === 'number' && Number.isInteger(value) ? value : null
}
