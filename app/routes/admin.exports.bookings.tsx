import type { Route } from './+types/admin.exports.bookings'
import { loadBookingsCsv } from '../features/back-office/index.server'

// /admin/exports/bookings?from=&to=&status= (issue 14): the brand's bookings created in those days, as CSV.

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadBookingsCsv(context, request)
}
