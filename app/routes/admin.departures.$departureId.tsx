import type { Route } from './+types/admin.departures.$departureId'
import { AdminErrorBoundary, DepartureEditPage, adminMeta, adminPageHeaders } from '../features/back-office'
import { loadDepartureEditPage, submitDepartureEdit } from '../features/back-office/index.server'

// /admin/departures/:departureId (issue 14): a departure's price, deposit, capacity and whether it is open.

export const headers: Route.HeadersFunction = adminPageHeaders

export const meta: Route.MetaFunction = () => adminMeta('Departure')

export async function loader({ context, request, params }: Route.LoaderArgs) {
  return loadDepartureEditPage(context, request, params.departureId)
}

export async function action({ context, request, params }: Route.ActionArgs) {
  return submitDepartureEdit(context, request, params.departureId)
}

export default function AdminDeparture({ loaderData, actionData }: Route.ComponentProps) {
  return <DepartureEditPage page={loaderData} actionData={actionData} />
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
