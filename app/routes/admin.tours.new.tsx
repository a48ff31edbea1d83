import type { Route } from './+types/admin.tours.new'
import { AdminErrorBoundary, NewTourPage, adminMeta, adminPageHeaders } from '../features/back-office'
import { loadNewTourPage, submitNewTour } from '../features/back-office/index.server'

// /admin/tours/new (issue 26): create a tour, unpublished, and land on its edit page.

export const headers: Route.HeadersFunction = adminPageHeaders

export const meta: Route.MetaFunction = () => adminMeta('New tour')

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadNewTourPage(context, request)
}

export async function action({ context, request }: Route.ActionArgs) {
  return submitNewTour(context, request)
}

export default function AdminNewTour({ loaderData, actionData }: Route.ComponentProps) {
  return <NewTourPage page={loaderData} actionData={actionData} />
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
