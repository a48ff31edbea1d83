import type { Route } from './+types/admin.customers.$customerId'
import { AdminErrorBoundary, CustomerPage, adminMeta, adminPageHeaders } from '../features/back-office'
import { loadCustomerPage, submitCustomerPage } from '../features/back-office/index.server'

// /admin/customers/:customerId (issue 14): one customer's account and bookings, and a password reset e-mail.

export const headers: Route.HeadersFunction = adminPageHeaders

export const meta: Route.MetaFunction = () => adminMeta('Customer')

export async function loader({ context, request, params }: Route.LoaderArgs) {
  return loadCustomerPage(context, request, params.customerId)
}

export async function action({ context, request, params }: Route.ActionArgs) {
  return submitCustomerPage(context, request, params.customerId)
}

export default function AdminCustomer({ loaderData, actionData }: Route.ComponentProps) {
  return <CustomerPage page={loaderData} actionData={actionData} />
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
