import type { Route } from './+types/admin.staff'
import { AdminErrorBoundary, StaffPage, adminMeta, adminPageHeaders } from '../features/back-office'
import { loadStaffPage, submitStaffPage } from '../features/back-office/index.server'

// /admin/staff (issue 14): administrators list, add and disable staff; every change is audited.

export const headers: Route.HeadersFunction = adminPageHeaders

export const meta: Route.MetaFunction = () => adminMeta('Staff')

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadStaffPage(context, request)
}

export async function action({ context, request }: Route.ActionArgs) {
  return submitStaffPage(context, request)
}

export default function AdminStaff({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffPage page={loaderData} actionData={actionData} />
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
