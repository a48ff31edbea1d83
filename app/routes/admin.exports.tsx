import type { Route } from './+types/admin.exports'
import { AdminErrorBoundary, ExportsPage, adminMeta, adminPageHeaders } from '../features/back-office'
import { loadExportsPage } from '../features/back-office/index.server'

// /admin/exports (issue 14): every CSV download the signed-in role may use for the chosen brand, with its filters.

export const headers: Route.HeadersFunction = adminPageHeaders

export const meta: Route.MetaFunction = () => adminMeta('Exports')

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadExportsPage(context, request)
}

export default function AdminExports({ loaderData }: Route.ComponentProps) {
  return <ExportsPage page={loaderData} />
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
