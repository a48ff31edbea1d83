import type { Route } from './+types/admin.two-factor'
import formStylesHref from '../components/form/form.css?url'
import type { LayoutHandle } from '../root'
import {
  AdminErrorBoundary,
  TwoFactorPage,
  adminMeta,
  adminPageHeaders,
  backOfficeStylesHref,
} from '../features/back-office'
import { loadTwoFactorPage, submitTwoFactor } from '../features/back-office/index.server'

// /admin/two-factor (issue 14): enrolment of the authenticator app at the first sign-in, the code at every other.
// Until it is passed, every other back-office page sends the member of staff here.

export const handle: LayoutHandle = { bareLayout: true, mainLabel: 'Back office' }

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: formStylesHref },
  { rel: 'stylesheet', href: backOfficeStylesHref },
]

export const headers: Route.HeadersFunction = adminPageHeaders

export const meta: Route.MetaFunction = () => adminMeta('Two-factor sign-in')

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadTwoFactorPage(context, request)
}

export async function action({ context, request }: Route.ActionArgs) {
  return submitTwoFactor(context, request)
}

export default function AdminTwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  return <TwoFactorPage page={loaderData} actionData={actionData} />
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
