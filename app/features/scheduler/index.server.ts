/*
 * The scheduler (issue 27; ADR 0050): plan a job once by its key, run due jobs under a lease on every process, and
 * what the back office shows and retries. Features register their job kinds' handlers where the server starts.
 */
export * from './index'
export {
  planJob,
  retryJob,
  runDueJobs,
  type ClaimedJob,
  type JobContext,
  type JobHandler,
  type JobHandlers,
  type JobRunReport,
  type JobToPlan,
  type RunOptions,
} from './scheduler.server'
