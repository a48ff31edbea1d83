import type { Route } from './+types/admin.bookings.$reference'
import { AdminErrorBoundary, BookingPage, adminMeta, adminPageHeaders } from '../features/back-office'
import { loadBookingPage, submitBookingPage } from '../features/back-office/index.server'

// /admin/bookings/:reference (issue 14): one booking, and the staff actions on it (payments, refunds, notes, cancel).

export const headers: Route.HeadersFunction = adminPageHeaders

export const meta: Route.MetaFunction = ({ params }) => adminMeta(`Booking ${params.reference}`)

export async function loader({ context, request, params }: Route.LoaderArgs) {
  return loadBookingPage(context, request, params.reference)
}

export async function action({ context, request, params }: Route.ActionArgs) {
  return submitBookingPage(context, request, params.reference)
}

export default function AdminBooking({ loaderData, actionData }: Route.ComponentProps) {
  return <BookingPage page={loaderData} actionData={actionData} />
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
