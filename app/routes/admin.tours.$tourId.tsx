import type { Route } from './+types/admin.tours.$tourId'
import { AdminErrorBoundary, TourEditPage, adminMeta, adminPageHeaders } from '../features/back-office'
import { loadTourEditPage, submitTourEditPage } from '../features/back-office/index.server'

// /admin/tours/:tourId (issue 14): a tour's texts, SEO fields and publish state, its excursion and add-on prices.

export const headers: Route.HeadersFunction = adminPageHeaders

export const meta: Route.MetaFunction = () => adminMeta('Tour')

export async function loader({ context, request, params }: Route.LoaderArgs) {
  return loadTourEditPage(context, request, params.tourId)
}

export async function action({ context, request, params }: Route.ActionArgs) {
  return submitTourEditPage(context, request, params.tourId)
}

export default function AdminTour({ loaderData, actionData }: Route.ComponentProps) {
  return <TourEditPage page={loaderData} actionData={actionData} />
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
