import type { Route } from './+types/admin.extras'
import { AdminErrorBoundary, ExtrasPage, adminMeta, adminPageHeaders } from '../features/back-office'
import { loadExtrasPage, submitExtrasPage } from '../features/back-office/index.server'

// /admin/extras (issue 14): the visas and donations the checkout sells, each row saved on its own.

export const headers: Route.HeadersFunction = adminPageHeaders

export const meta: Route.MetaFunction = () => adminMeta('Extras')

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadExtrasPage(context, request)
}

export async function action({ context, request }: Route.ActionArgs) {
  return submitExtrasPage(context, request)
}

export default function AdminExtras({ loaderData, actionData }: Route.ComponentProps) {
  return <ExtrasPage page={loaderData} actionData={actionData} />
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
