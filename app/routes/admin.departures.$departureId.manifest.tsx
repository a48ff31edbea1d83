import type { Route } from './+types/admin.departures.$departureId.manifest'
import {
  AdminErrorBoundary,
  ManifestPage,
  adminMeta,
  adminPageHeaders,
  manifestStylesHref,
} from '../features/back-office'
import { loadManifestPage } from '../features/back-office/index.server'

// /admin/departures/:departureId/manifest (issue 26): the tour manager's manifest, to read or print.

export const headers: Route.HeadersFunction = adminPageHeaders

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: manifestStylesHref }]

export const meta: Route.MetaFunction = () => adminMeta('Manifest')

export async function loader({ context, request, params }: Route.LoaderArgs) {
  return loadManifestPage(context, request, params.departureId)
}

export default function AdminDepartureManifest({ loaderData }: Route.ComponentProps) {
  return <ManifestPage page={loaderData} />
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />
}
