import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { planJob } from '../../app/features/scheduler/index.server'
import { createBooking } from '../support/factories'
import { auditRowsFor, postAdminForm, signedInStaff } from '../support/staff-session'
import { startTestServer, type TestServer } from '../support/test-server'

/*
 * /admin/scheduled-jobs (issue 27: the scheduler "visible in the back office: due, running, done, failed, retry"),
 * over HTTP against the real server on the dialect under test: staff who see the outbox see the brand's jobs with
 * their state, attempts, outcome or error and the booking they are about; one who may retry an e-mail tries a failed
 * job again (due now, fresh attempts, audited); another brand's job, a job that did not fail and bad input are
 * refused without a change, and a content editor may not open the page.
 */

let server: TestServer

beforeAll(async () => {
  server = await startTestServer('admin-scheduled-jobs')
})

afterAll(async () => {
  await server?.stop()
})

const db = () => server.database.db
const PAGE = '/admin/scheduled-jobs'
const jobOf = (key: string) =>
  db().selectFrom('scheduledJobs').selectAll().where('idempotencyKey', '=', key).executeTakeFirstOrThrow()

async function failedJob(key: string, brandId: string, bookingId?: number) {
  await planJob(db(), {
    kind: 'balance-reminder',
    key,
    brandId,
    dueAt: '2026-01-10T09:00:00.000Z',
    payload: bookingId === undefined ? {} : { bookingId },
  })
  await db()
    .updateTable('scheduledJobs')
    .set({ state: 'failed', attempts: 5, lastError: 'SMTP said no', finishedAt: '2026-01-11T09:00:00.000Z' })
    .where('idempotencyKey', '=', key)
    .execute()
  return jobOf(key)
}

describe('the scheduled jobs page', () => {
  it('lists the brand’s jobs with state, attempts, error and booking, and tries a failed one again', async () => {
    const { booking } = await createBooking(db())
    const job = await failedJob('admin-jobs:failed', 'meridian', booking.id)
    await planJob(db(), {
      kind: 'balance-reminder',
      key: 'admin-jobs:cavendish',
      brandId: 'cavendish',
      dueAt: '2026-01-10T09:00:00.000Z',
    })
    const admin = await signedInStaff(server, 'sales_agent')
    // Found from the outbox (the navigation stays one line at 1280 px without it).
    const outbox = await admin.session.get('/admin/outbox?brand=meridian')
    expect(outbox.text).toContain('href="/admin/scheduled-jobs?brand=meridian"')
    const page = await admin.session.get(`${PAGE}?brand=meridian&state=failed`)
    expect(page.status).toBe(200)
    expect(page.headers['cache-control']).toBe('private, no-store')
    expect(page.text).toContain('<h1 id="admin-jobs-title">Scheduled jobs</h1>')
    const row = new RegExp(`data-testid="job-${job.id}"[\\s\\S]*?</tr>`).exec(page.text)?.[0] ?? ''
    expect(row).toContain('Balance reminder')
    expect(row).toContain(`/admin/bookings/${booking.reference}`)
    expect(row).toContain('<td>Failed</td><td>5 of 5</td>')
    expect(row).toContain('SMTP said no')
    expect(row).toContain('Try again')
    expect(page.text).not.toContain('admin-jobs:cavendish')
    expect(page.text).toMatch(/Failed (<!-- -->)?1/)

    const retried = await postAdminForm(admin.session, `${PAGE}?brand=meridian`, {
      intent: 'retry',
      jobId: String(job.id),
    })
    expect(retried.status).toBe(200)
    expect(retried.text).toContain('The job will run again on the next round.')
    expect(await jobOf('admin-jobs:failed')).toMatchObject({ state: 'pending', attempts: 0, lastError: null })
    const [audit] = await auditRowsFor(server, 'scheduled-job.retry', job.id)
    expect(audit).toMatchObject({ staffId: admin.id, brandId: 'meridian', entity: 'scheduled-job' })
    expect(JSON.parse(audit!.beforeJson!)).toEqual({ state: 'failed', lastError: 'SMTP said no' })
  })

  it('refuses another brand’s job, a job that has not failed and a bad id, changing nothing', async () => {
    const other = await failedJob('admin-jobs:other-brand', 'cavendish')
    await planJob(db(), {
      kind: 'balance-reminder',
      key: 'admin-jobs:pending',
      brandId: 'meridian',
      dueAt: '2027-01-01T09:00:00.000Z',
    })
    const pending = await jobOf('admin-jobs:pending')
    const { session } = await signedInStaff(server, 'administrator', 'jobs-admin')
    const otherBrand = await postAdminForm(session, `${PAGE}?brand=meridian`, {
      intent: 'retry',
      jobId: String(other.id),
    })
    expect(otherBrand.status).toBe(404)
    expect(await jobOf('admin-jobs:other-brand')).toMatchObject({ state: 'failed', attempts: 5 })
    const notFailed = await postAdminForm(session, `${PAGE}?brand=meridian`, {
      intent: 'retry',
      jobId: String(pending.id),
    })
    expect(notFailed.status).toBe(404)
    expect(notFailed.text).toContain('That job is not one that failed or was cancelled.')
    for (const jobId of ['', 'abc', '-3', '1.5']) {
      const bad = await postAdminForm(session, `${PAGE}?brand=meridian`, { intent: 'retry', jobId })
      expect(bad.status).toBe(400)
    }
    const noCsrf = await postAdminForm(
      session,
      `${PAGE}?brand=cavendish`,
      { intent: 'retry', jobId: String(other.id) },
      { csrf: false },
    )
    expect(noCsrf.status).toBe(403)
    expect(await jobOf('admin-jobs:other-brand')).toMatchObject({ state: 'failed' })
  })

  it('is closed to a content editor', async () => {
    const { session } = await signedInStaff(server, 'content_editor')
    expect((await session.get(PAGE)).status).toBe(403)
  })
})
