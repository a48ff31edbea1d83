import type { Route } from './+types/admin.tours'
import { AdminErrorBoundary, ToursPage, adminMeta, adminPageHeaders } from '../features/back-office'
import { loadToursPage } from '../features/back-office/index.server'

// /admin/tours (issue 14): find a tour and open one of its departures to edit.

export const headers: Route.HeadersFunction = adminPageHeaders

export const meta: Route.MetaFunction = () => adminMeta('Tours')

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadToursPage(context, request)
}

export default function AdminTours({ loaderData }: Route.ComponentProps) {
  return <ToursPage page={loaderData} />
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
