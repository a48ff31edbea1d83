import type { Route } from './+types/admin.exports.payments'
import { loadPaymentsCsv } from '../features/back-office/index.server'

// /admin/exports/payments?from=&to=&method= (issue 14): the payments and refunds on the brand's bookings, as CSV.

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadPaymentsCsv(context, request)
}
