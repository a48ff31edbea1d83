/* Scheduled jobs (issue 27): the back office's view of the scheduler. Server: index.server.ts. */
export { JOB_STATE_LABELS, JobsPage } from './jobs-page'
export type { JobRow, JobsActionData, JobsPageData } from './jobs-page.server'
