import type { Route } from './+types/admin.audit'
import { AdminErrorBoundary, AuditPage, adminMeta, adminPageHeaders } from '../features/back-office'
import { loadAuditPage } from '../features/back-office/index.server'

// /admin/audit (issue 14): who changed what and when, newest first, 50 a page; administrators only.

export const headers: Route.HeadersFunction = adminPageHeaders

export const meta: Route.MetaFunction = () => adminMeta('Audit log')

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadAuditPage(context, request)
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  return <AuditPage {...loaderData} />
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
