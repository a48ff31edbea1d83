import type { Route } from './+types/admin.departures.prices'
import { AdminErrorBoundary, BulkPricePage, adminMeta, adminPageHeaders } from '../features/back-office'
import { loadBulkPricePage, submitBulkPrice } from '../features/back-office/index.server'

// /admin/departures/prices (issue 26): change the prices of a month's chosen departures, with a preview first.

export const headers: Route.HeadersFunction = adminPageHeaders

export const meta: Route.MetaFunction = () => adminMeta('Change prices')

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadBulkPricePage(context, request)
}

export async function action({ context, request }: Route.ActionArgs) {
  return submitBulkPrice(context, request)
}

export default function AdminBulkPrice({ loaderData, actionData }: Route.ComponentProps) {
  return <BulkPricePage page={loaderData} actionData={actionData} />
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
