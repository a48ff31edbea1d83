import type { Route } from './+types/admin.content.$key'
import { AdminErrorBoundary, ContentEditPage, adminMeta, adminPageHeaders } from '../features/back-office'
import { loadContentEditPage, submitContentEdit } from '../features/back-office/index.server'

// /admin/content/:key (issue 14): one content block's title, body and data, checked against the registry, previewed.

export const headers: Route.HeadersFunction = adminPageHeaders

export const meta: Route.MetaFunction = () => adminMeta('Content block')

export async function loader({ context, request, params }: Route.LoaderArgs) {
  return loadContentEditPage(context, request, params.key)
}

export async function action({ context, request, params }: Route.ActionArgs) {
  return submitContentEdit(context, request, params.key)
}

export default function AdminContentBlock({ loaderData, actionData }: Route.ComponentProps) {
  return <ContentEditPage page={loaderData} actionData={actionData} />
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
