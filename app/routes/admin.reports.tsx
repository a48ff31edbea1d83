import type { Route } from './+types/admin.reports'
import {
  AdminErrorBoundary,
  REPORT_TITLES,
  RevenueReportPage,
  adminMeta,
  adminPageHeaders,
} from '../features/back-office'
import { loadRevenueReportPage } from '../features/back-office/index.server'

// /admin/reports?by=sale-date|departure-date|tour|brand-market&from=&to= (issue 25): revenue from the ledger.

export const headers: Route.HeadersFunction = adminPageHeaders

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData ? REPORT_TITLES[loaderData.kind] : 'Reports')

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadRevenueReportPage(context, request)
}

export default function AdminReports({ loaderData }: Route.ComponentProps) {
  return <RevenueReportPage page={loaderData} />
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
