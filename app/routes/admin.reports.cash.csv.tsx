import type { Route } from './+types/admin.reports.cash.csv'
import { loadCashReportCsv } from '../features/back-office/index.server'

// /admin/reports/cash/csv?from=&to= (issue 25): cash by day, as CSV.

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadCashReportCsv(context, request)
}
