import type { Route } from './+types/admin.account'
import { AccountPage, AdminErrorBoundary, adminMeta, adminPageHeaders } from '../features/back-office'
import { loadAccountPage, submitAccountPage } from '../features/back-office/index.server'

// /admin/account (issue 14): every member of staff's own account, and changing their own password.

export const headers: Route.HeadersFunction = adminPageHeaders

export const meta: Route.MetaFunction = () => adminMeta('My account')

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadAccountPage(context, request)
}

export async function action({ context, request }: Route.ActionArgs) {
  return submitAccountPage(context, request)
}

export default function AdminAccount({ loaderData, actionData }: Route.ComponentProps) {
  return <AccountPage page={loaderData} actionData={actionData} />
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
