import type { Route } from './+types/admin.departures.$departureId'
import {
  AdminErrorBoundary,
  DepartureEditPage,
  DepartureWaitlist,
  adminMeta,
  adminPageHeaders,
  type WaitlistActionData,
} from '../features/back-office'
import {
  isWaitlistPost,
  loadDepartureEditPage,
  loadDepartureWaitlist,
  submitDepartureEdit,
  submitDepartureWaitlist,
} from '../features/back-office/index.server'

// /admin/departures/:departureId (issue 14): a departure's price, deposit, capacity and whether it is open; its
// waitlist (issue 27) below, for staff who see bookings.

export const headers: Route.HeadersFunction = adminPageHeaders

export const meta: Route.MetaFunction = () => adminMeta('Departure')

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const page = await loadDepartureEditPage(context, request, params.departureId)
  return { ...page, waitlist: await loadDepartureWaitlist(context, request, params.departureId) }
}

export async function action({ context, request, params }: Route.ActionArgs) {
  if (await isWaitlistPost(request)) return submitDepartureWaitlist(context, request, params.departureId)
  return submitDepartureEdit(context, request, params.departureId)
}

const isWaitlistAnswer = (value: unknown): value is WaitlistActionData =>
  typeof value === 'object' && value !== null && 'scope' in value && value.scope === 'waitlist'

export default function AdminDeparture({ loaderData, actionData }: Route.ComponentProps) {
  const { waitlist, ...page } = loaderData
  const waitlistAnswer = isWaitlistAnswer(actionData) ? actionData : undefined
  return (
    <>
      <DepartureEditPage page={page} actionData={isWaitlistAnswer(actionData) ? undefined : actionData} />
      {waitlist ? <DepartureWaitlist waitlist={waitlist} actionData={waitlistAnswer} /> : null}
    </>
  )
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
