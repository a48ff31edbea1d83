import type { Route } from './+types/admin.departures.$departureId.manifest.csv'
import { loadManifestCsvOfDeparture } from '../features/back-office/index.server'

// /admin/departures/:departureId/manifest.csv (issue 26): the departure's manifest as CSV.

export async function loader({ context, request, params }: Route.LoaderArgs) {
  return loadManifestCsvOfDeparture(context, request, params.departureId)
}
