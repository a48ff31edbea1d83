import type { Route } from './+types/admin.dashboard'
import { AdminErrorBoundary, DashboardPage, adminMeta, adminPageHeaders } from '../features/back-office'
import { loadDashboardPage } from '../features/back-office/index.server'

// /admin/dashboard (issue 14): today's bookings and revenue, bookings by week, load factor, departures close to
// selling out, balances due, open holds — for the brand chosen in the frame. Money only for roles that see payments.

export const headers: Route.HeadersFunction = adminPageHeaders

export const meta: Route.MetaFunction = () => adminMeta('Dashboard')

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadDashboardPage(context, request)
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardPage dashboard={loaderData.dashboard} brandName={loaderData.brandName} />
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
