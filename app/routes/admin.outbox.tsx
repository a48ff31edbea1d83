import type { Route } from './+types/admin.outbox'
import { AdminErrorBoundary, OutboxPage, adminMeta, adminPageHeaders } from '../features/back-office'
import { loadOutboxPage, submitOutboxPage } from '../features/back-office/index.server'

// /admin/outbox (issue 14): the brand's e-mails (sent, failed, waiting), one e-mail's text with `?id=`, and retrying a
// failed one.

export const headers: Route.HeadersFunction = adminPageHeaders

export const meta: Route.MetaFunction = () => adminMeta('E-mail outbox')

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadOutboxPage(context, request)
}

export async function action({ context, request }: Route.ActionArgs) {
  return submitOutboxPage(context, request)
}

export default function AdminOutbox({ loaderData, actionData }: Route.ComponentProps) {
  return <OutboxPage page={loaderData} actionData={actionData} />
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
