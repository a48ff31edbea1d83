import type { Route } from './+types/admin.brochure-requests'
import { AdminErrorBoundary, BrochureRequestsPage, adminMeta, adminPageHeaders } from '../features/back-office'
import { loadBrochureRequestsPage, submitBrochureRequestsPage } from '../features/back-office/index.server'

// /admin/brochure-requests (issue 14): the brand's brochure requests, marked fulfilled here; the fulfilment CSV is a
// form post to /admin/exports/brochure-requests.

export const headers: Route.HeadersFunction = adminPageHeaders

export const meta: Route.MetaFunction = () => adminMeta('Brochure requests')

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadBrochureRequestsPage(context, request)
}

export async function action({ context, request }: Route.ActionArgs) {
  return submitBrochureRequestsPage(context, request)
}

export default function AdminBrochureRequests({ loaderData, actionData }: Route.ComponentProps) {
  return <BrochureRequestsPage page={loaderData} actionData={actionData} />
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
