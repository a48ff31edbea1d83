/* Scheduled jobs (issue 27): the page's loader and its "Try again". */
export * from './index'
export { JOBS_PAGE_SIZE, loadJobsPage, submitJobsPage } from './jobs-page.server'
