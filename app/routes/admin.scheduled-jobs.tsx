import type { Route } from './+types/admin.scheduled-jobs'
import { AdminErrorBoundary, JobsPage, adminMeta, adminPageHeaders } from '../features/back-office'
import { loadJobsPage, submitJobsPage } from '../features/back-office/index.server'

// /admin/scheduled-jobs (issue 27): the brand's timed work (balance reminders), its outcomes, and trying a failed
// job again.

export const headers: Route.HeadersFunction = adminPageHeaders

export const meta: Route.MetaFunction = () => adminMeta('Scheduled jobs')

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadJobsPage(context, request)
}

export async function action({ context, request }: Route.ActionArgs) {
  return submitJobsPage(context, request)
}

export default function AdminScheduledJobs({ loaderData, actionData }: Route.ComponentProps) {
  return <JobsPage page={loaderData} actionData={actionData} />
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
