import type { Route } from './+types/admin.exports.manifest'
import { loadManifestCsv } from '../features/back-office/index.server'

// /admin/exports/manifest?departureId= (issue 14): a departure's passengers as CSV, the tour manager's manifest.

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadManifestCsv(context, request)
}
