import type { Route } from './+types/admin.departures.calendar'
import { AdminErrorBoundary, DepartureCalendarPage, adminMeta, adminPageHeaders } from '../features/back-office'
import { loadCalendarPage } from '../features/back-office/index.server'

// /admin/departures/calendar (issue 26): a month of the brand's departures (or one tour's), each linking to its page.

export const headers: Route.HeadersFunction = adminPageHeaders

export const meta: Route.MetaFunction = () => adminMeta('Departure calendar')

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadCalendarPage(context, request)
}

export default function AdminDepartureCalendar({ loaderData }: Route.ComponentProps) {
  return <DepartureCalendarPage page={loaderData} />
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
