import type { Route } from './+types/admin.cancellation-policy'
import {
  AdminErrorBoundary,
  MoneySettingsPage,
  adminMeta,
  adminPageHeaders,
  moneySettingsStylesHref,
} from '../features/back-office'
import { loadMoneySettingsPage, submitMoneySettingsPage } from '../features/back-office/index.server'

// /admin/cancellation-policy?brand= (issue 25): the brand's cancellation bands and approval limit, for administrators.

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: moneySettingsStylesHref }]

export const headers: Route.HeadersFunction = adminPageHeaders

export const meta: Route.MetaFunction = () => adminMeta('Cancellation policy')

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadMoneySettingsPage(context, request)
}

export async function action({ context, request }: Route.ActionArgs) {
  return submitMoneySettingsPage(context, request)
}

export default function AdminCancellationPolicy({ loaderData, actionData }: Route.ComponentProps) {
  return <MoneySettingsPage page={loaderData} actionData={actionData} />
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
