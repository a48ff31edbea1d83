import type { Route } from './+types/admin.newsletter'
import { AdminErrorBoundary, NewsletterPage, adminMeta, adminPageHeaders } from '../features/back-office'
import { loadNewsletterPage } from '../features/back-office/index.server'

// /admin/newsletter (issue 14): the brand's newsletter sign-ups, searched and filtered by the query string.

export const headers: Route.HeadersFunction = adminPageHeaders

export const meta: Route.MetaFunction = () => adminMeta('Newsletter sign-ups')

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadNewsletterPage(context, request)
}

export default function AdminNewsletter({ loaderData }: Route.ComponentProps) {
  return <NewsletterPage page={loaderData} />
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
