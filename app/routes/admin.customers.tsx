import type { Route } from './+types/admin.customers'
import { AdminErrorBoundary, CustomersPage, adminMeta, adminPageHeaders } from '../features/back-office'
import { loadCustomersPage } from '../features/back-office/index.server'

// /admin/customers (issue 14): the brand's customer accounts, searched by name, e-mail or phone (?q=).

export const headers: Route.HeadersFunction = adminPageHeaders

export const meta: Route.MetaFunction = () => adminMeta('Customers')

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadCustomersPage(context, request)
}

export default function AdminCustomers({ loaderData }: Route.ComponentProps) {
  return <CustomersPage page={loaderData} />
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
