import { Link, useLocation } from 'react-router'
import type { JobState } from '../../scheduler'
import {
  ActionNotice,
  type Column,
  DataTable,
  FilterForm,
  Pager,
  RowAction,
  SelectField,
  When,
  withParams,
} from '../shell'
import type { JobRow, JobsActionData, JobsPageData } from './jobs-page.server'

/* Scheduled jobs (issue 27): the brand's timed work, its outcome, and "Try again" on one that failed. */

export const JOB_STATE_LABELS: Record<JobState, string> = {
  pending: 'Due',
  running: 'Running',
  done: 'Done',
  failed: 'Failed',
  cancelled: 'Cancelled',
}

const JOB_KIND_LABELS: Record<string, string> = { 'balance-reminder': 'Balance reminder' }

function jobColumns(page: JobsPageData, brandQuery: string): Column<JobRow>[] {
  const columns: Column<JobRow>[] = [
    { key: 'due', header: 'Due', cell: (row) => <When iso={row.dueAt} /> },
    {
      key: 'what',
      header: 'What',
      rowHeader: true,
      cell: (row) => (
        <>
          {JOB_KIND_LABELS[row.kind] ?? row.kind}
          {row.bookingReference ? (
            <>
              {' · '}
              <Link to={`/admin/bookings/${row.bookingReference}${brandQuery}`}>{row.bookingReference}</Link>
            </>
          ) : null}
        </>
      ),
    },
    { key: 'state', header: 'State', value: (row) => JOB_STATE_LABELS[row.state] },
    { key: 'attempts', header: 'Attempts', value: (row) => `${row.attempts} of ${row.maxAttempts}` },
    { key: 'result', header: 'Outcome', value: (row) => row.result ?? '' },
    { key: 'finished', header: 'Finished', cell: (row) => <When iso={row.finishedAt} /> },
  ]
  if (page.canRetry)
    columns.push({
      key: 'retry',
      header: 'Try again',
      cell: (row) =>
        row.state === 'failed' || row.state === 'cancelled' ? (
          <RowAction
            intent="retry"
            fields={{ jobId: row.id }}
            csrfToken={page.csrfToken}
            label="Try again"
            object={`: job ${row.id}, ${JOB_KIND_LABELS[row.kind] ?? row.kind}`}
          />
        ) : null,
    })
  return columns
}

export function JobsPage({ page, actionData }: { page: JobsPageData; actionData: JobsActionData | undefined }) {
  const search = new URLSearchParams(useLocation().search)
  const brandQuery = search.get('brand') ? `?brand=${encodeURIComponent(search.get('brand')!)}` : ''
  const summary = (Object.keys(JOB_STATE_LABELS) as JobState[])
    .map((state) => `${JOB_STATE_LABELS[state]} ${page.counts[state]}`)
    .join(' · ')
  return (
    <section className="admin-page" aria-labelledby="admin-jobs-title">
      <h1 id="admin-jobs-title">Scheduled jobs</h1>
      <p>
        {page.brandName}’s timed work: balance reminders go at nine in the London morning, each once, and a job that
        fails is tried again with longer waits before it shows as failed here.
      </p>
      <p data-testid="jobs-counts">{summary}</p>
      <ActionNotice actionData={actionData} />
      <FilterForm label="Filter the jobs" submitLabel="Filter">
        {search.get('brand') ? <input type="hidden" name="brand" value={search.get('brand')!} /> : null}
        <SelectField
          id="jobs-state"
          name="state"
          label="State"
          defaultValue={page.query.state}
          options={[
            { value: '', label: 'Any state' },
            ...(Object.keys(JOB_STATE_LABELS) as JobState[]).map((state) => ({
              value: state,
              label: JOB_STATE_LABELS[state],
            })),
          ]}
        />
      </FilterForm>
      <DataTable
        labelledBy="admin-jobs-title"
        columns={jobColumns(page, brandQuery)}
        rows={page.rows}
        rowKey={(row) => row.id}
        rowTestId={(row) => `job-${row.id}`}
        empty={page.query.state ? 'No jobs match.' : 'Nothing is scheduled yet.'}
      />
      <Pager
        page={page.page}
        pageSize={page.pageSize}
        shown={page.rows.length}
        total={page.total}
        href={(n) => withParams(search, { page: String(n) })}
        noun={{ one: 'job', many: 'jobs' }}
      />
    </section>
  )
}
