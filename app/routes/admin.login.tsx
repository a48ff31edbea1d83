import type { Route } from './+types/admin.login'
import formStylesHref from '../components/form/form.css?url'
import type { LayoutHandle } from '../root'
import {
  AdminErrorBoundary,
  StaffLoginPage,
  adminMeta,
  adminPageHeaders,
  backOfficeStylesHref,
} from '../features/back-office'
import { loadStaffLoginPage, submitStaffLogin } from '../features/back-office/index.server'

// /admin/login (issue 14): staff sign-in, step one (the password); the TOTP code follows on /admin/two-factor.

export const handle: LayoutHandle = { bareLayout: true, mainLabel: 'Back office' }

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: formStylesHref },
  { rel: 'stylesheet', href: backOfficeStylesHref },
]

export const headers: Route.HeadersFunction = adminPageHeaders

export const meta: Route.MetaFunction = () => adminMeta('Sign in')

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadStaffLoginPage(context, request)
}

export async function action({ context, request }: Route.ActionArgs) {
  return submitStaffLogin(context, request)
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffLoginPage csrfToken={loaderData.csrfToken} formError={loaderData.formError} actionData={actionData} />
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
