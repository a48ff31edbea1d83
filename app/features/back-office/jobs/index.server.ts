/*
 * Scheduled jobs (issue 27): the page's loader and its "Try again". Not the page itself (index.ts): server code runs
 * in plain Node, which cannot load the stylesheets the page's components import.
 */
export { JOBS_PAGE_SIZE, loadJobsPage, submitJobsPage } from './jobs-page.server'
export type { JobRow, JobsActionData, JobsPageData } from './jobs-page.server'
