import type { Route } from './+types/admin.bookings.new'
import {
  AdminErrorBoundary,
  PhoneBookingPage,
  PhoneDepartureFinder,
  adminMeta,
  adminPageHeaders,
} from '../features/back-office'
import {
  loadPhoneBookingPage,
  loadPhoneDepartureFinder,
  submitPhoneBookingPage,
} from '../features/back-office/index.server'

// /admin/bookings/new?departure=<id> (issue 26): a sales agent takes a booking on the phone, through the checkout's
// own quote engine and confirm.

export const headers: Route.HeadersFunction = adminPageHeaders

export const meta: Route.MetaFunction = () => adminMeta('New phone booking')

export async function loader({ context, request }: Route.LoaderArgs) {
  // Without a departure: find one first.
  if (!new URL(request.url).searchParams.has('departure'))
    return { finder: await loadPhoneDepartureFinder(context, request), page: null }
  return { finder: null, page: await loadPhoneBookingPage(context, request) }
}

export async function action({ context, request }: Route.ActionArgs) {
  return submitPhoneBookingPage(context, request)
}

export default function AdminNewBooking({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.finder) return <PhoneDepartureFinder finder={loaderData.finder} />
  return loaderData.page ? <PhoneBookingPage page={loaderData.page} actionData={actionData} /> : null
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
