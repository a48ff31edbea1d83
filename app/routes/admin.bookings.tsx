import type { Route } from './+types/admin.bookings'
import { AdminErrorBoundary, BookingsPage, adminMeta, adminPageHeaders } from '../features/back-office'
import { loadBookingsPage } from '../features/back-office/index.server'

// /admin/bookings (issue 14): the brand's bookings, searched and filtered by the query string.

export const headers: Route.HeadersFunction = adminPageHeaders

export const meta: Route.MetaFunction = () => adminMeta('Bookings')

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadBookingsPage(context, request)
}

export default function AdminBookings({ loaderData }: Route.ComponentProps) {
  return <BookingsPage page={loaderData} />
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
