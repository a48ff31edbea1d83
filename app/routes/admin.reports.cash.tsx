import type { Route } from './+types/admin.reports.cash'
import { AdminErrorBoundary, CashReportPage, REPORT_TITLES, adminMeta, adminPageHeaders } from '../features/back-office'
import { loadCashReportPage } from '../features/back-office/index.server'

// /admin/reports/cash?from=&to= (issue 25): payments received and refunds issued, by day.

export const headers: Route.HeadersFunction = adminPageHeaders

export const meta: Route.MetaFunction = () => adminMeta(REPORT_TITLES.cash)

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadCashReportPage(context, request)
}

export default function AdminCashReport({ loaderData }: Route.ComponentProps) {
  return <CashReportPage page={loaderData} />
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
