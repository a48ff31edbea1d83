import type { Route } from './+types/admin.tours.$tourId.departures.new'
import { AdminErrorBoundary, DepartureGeneratorPage, adminMeta, adminPageHeaders } from '../features/back-office'
import { loadGeneratorPage, submitGenerator } from '../features/back-office/index.server'

// /admin/tours/:tourId/departures/new (issue 26): generate a tour's departures, with a preview before they are made.

export const headers: Route.HeadersFunction = adminPageHeaders

export const meta: Route.MetaFunction = () => adminMeta('New departures')

export async function loader({ context, request, params }: Route.LoaderArgs) {
  return loadGeneratorPage(context, request, params.tourId)
}

export async function action({ context, request, params }: Route.ActionArgs) {
  return submitGenerator(context, request, params.tourId)
}

export default function AdminDepartureGenerator({ loaderData, actionData }: Route.ComponentProps) {
  return <DepartureGeneratorPage page={loaderData} actionData={actionData} />
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
