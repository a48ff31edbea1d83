import type { Route } from './+types/admin.bookings.new'
import { AdminErrorBoundary, PhoneBookingPage, adminMeta, adminPageHeaders } from '../features/back-office'
import { loadPhoneBookingPage, submitPhoneBookingPage } from '../features/back-office/index.server'

// /admin/bookings/new?departure=<id> (issue 26): a sales agent takes a booking on the phone, through the checkout's
// own quote engine and confirm.

export const headers: Route.HeadersFunction = adminPageHeaders

export const meta: Route.MetaFunction = () => adminMeta('New phone booking')

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadPhoneBookingPage(context, request)
}

export async function action({ context, request }: Route.ActionArgs) {
  return submitPhoneBookingPage(context, request)
}

export default function AdminNewBooking({ loaderData, actionData }: Route.ComponentProps) {
  return <PhoneBookingPage page={loaderData} actionData={actionData} />
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
