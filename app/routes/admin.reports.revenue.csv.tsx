import type { Route } from './+types/admin.reports.revenue.csv'
import { loadRevenueReportCsv } from '../features/back-office/index.server'

// /admin/reports/revenue/csv?by=&from=&to= (issue 25): the revenue report on screen, as CSV.

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadRevenueReportCsv(context, request)
}
