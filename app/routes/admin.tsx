import { Outlet } from 'react-router'
import type { Route } from './+types/admin'
import formStylesHref from '../components/form/form.css?url'
import type { LayoutHandle } from '../root'
import {
  AdminErrorBoundary,
  AdminFrame,
  adminMeta,
  adminPageHeaders,
  backOfficeStylesHref,
} from '../features/back-office'
import { loadAdminLayout } from '../features/back-office/index.server'

// /admin/* (issue 14): the back office's frame (brand switch, navigation the role allows, sign-out) around its pages.
// Only staff past both factors get here (the loader); each page checks its own action too.

export const handle: LayoutHandle = { bareLayout: true, mainLabel: 'Back office' }

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: formStylesHref },
  { rel: 'stylesheet', href: backOfficeStylesHref },
]

export const headers: Route.HeadersFunction = adminPageHeaders

export const meta: Route.MetaFunction = () => adminMeta('Back office')

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadAdminLayout(context, request)
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminFrame {...loaderData}>
      <Outlet />
    </AdminFrame>
  )
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
