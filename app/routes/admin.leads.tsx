import type { Route } from './+types/admin.leads'
import { AdminErrorBoundary, LeadsPage, adminMeta, adminPageHeaders } from '../features/back-office'
import { loadLeadsPage } from '../features/back-office/index.server'

// /admin/leads (issue 14): the brand's marketing leads from the lead form, searched and filtered by the query string.

export const headers: Route.HeadersFunction = adminPageHeaders

export const meta: Route.MetaFunction = () => adminMeta('Marketing leads')

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadLeadsPage(context, request)
}

export default function AdminLeads({ loaderData }: Route.ComponentProps) {
  return <LeadsPage page={loaderData} />
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
