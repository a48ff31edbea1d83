import type { Route } from './+types/admin.content'
import { AdminErrorBoundary, ContentListPage, adminMeta, adminPageHeaders } from '../features/back-office'
import { loadContentListPage } from '../features/back-office/index.server'

// /admin/content (issue 14): the brand's content blocks by group.

export const headers: Route.HeadersFunction = adminPageHeaders

export const meta: Route.MetaFunction = () => adminMeta('Content')

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadContentListPage(context, request)
}

export default function AdminContent({ loaderData }: Route.ComponentProps) {
  return <ContentListPage page={loaderData} />
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
