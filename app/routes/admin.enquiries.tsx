import type { Route } from './+types/admin.enquiries'
import { AdminErrorBoundary, EnquiriesPage, adminMeta, adminPageHeaders } from '../features/back-office'
import { loadEnquiriesPage, submitEnquiriesPage } from '../features/back-office/index.server'

// /admin/enquiries (issue 14): the brand's booking-failed enquiries (open by default), and marking one handled.

export const headers: Route.HeadersFunction = adminPageHeaders

export const meta: Route.MetaFunction = () => adminMeta('Booking enquiries')

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadEnquiriesPage(context, request)
}

export async function action({ context, request }: Route.ActionArgs) {
  return submitEnquiriesPage(context, request)
}

export default function AdminEnquiries({ loaderData, actionData }: Route.ComponentProps) {
  return <EnquiriesPage page={loaderData} actionData={actionData} />
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
