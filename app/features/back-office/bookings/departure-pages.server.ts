import { data, type AppLoadContext } from 'react-router'
import { z } from 'zod'
import { chosenBrandOf, csvResponse, toCsv } from '../shell/index.server'
import { can, requireStaff } from '../staff/index.server'
import { departureBookingsOf, departureManifest, type DepartureManifest } from './booking-manifest.server'
import { MANIFEST_CSV_HEADERS, manifestCsvRow } from './manifest-rules'

/*
 * A departure's bookings and manifest in the back office (issue 26), for staff who may see bookings
 * ('bookings.view'): the list on the departure's page, the printable manifest page and its CSV. Another brand's
 * departure is a 404, like one that does not exist; an id that is not a number is a 400.
 */

/** A departure number as an address writes it: digits only (not '1e3', not '0'), within a database id. */
const departureIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .refine((id) => id <= 2_147_483_647)

/** The departure id of a manifest address, or a 400 that says what is wrong. */
function departureIdOf(text: string | undefined): number {
  const id = departureIdSchema.safeParse(text ?? '')
  if (!id.success) throw data({ message: 'The departure in the address is not a departure number.' }, { status: 400 })
  return id.data
}

const notFound = () => data({ message: 'No such departure.' }, { status: 404 })

/** The departure's bookings for its page, or null when the member's role may not see bookings. */
export async function departureBookingsFor(
  context: AppLoadContext,
  role: string,
  brandId: string,
  departureId: number,
) {
  if (!can(role, 'bookings.view')) return null
  const rows = await departureBookingsOf(context.db, brandId, departureId)
  if (!rows) throw notFound()
  return rows
}

export interface ManifestPageData {
  brandId: string
  manifest: DepartureManifest
}

async function manifestOf(context: AppLoadContext, request: Request, departureIdText: string | undefined) {
  await requireStaff(context, request, 'bookings.view')
  const { brandId } = await chosenBrandOf(context, request)
  const manifest = await departureManifest(context.db, brandId, departureIdOf(departureIdText))
  if (!manifest) throw notFound()
  return { brandId, manifest }
}

/** /admin/departures/:departureId/manifest: the manifest to read or print. */
export async function loadManifestPage(
  context: AppLoadContext,
  request: Request,
  departureIdText: string | undefined,
): Promise<ManifestPageData> {
  return manifestOf(context, request, departureIdText)
}

/** The manifest as a CSV download (formula-safe cells, shell/csv.ts); a 404 for no manifest. */
export function manifestCsvResponse(manifest: DepartureManifest | null): Response {
  if (!manifest) throw notFound()
  const csv = toCsv(
    MANIFEST_CSV_HEADERS,
    manifest.travellers.map((traveller) => manifestCsvRow(traveller, manifest.travel)),
  )
  return csvResponse(`manifest-${manifest.departure.code}.csv`, csv)
}

/** /admin/departures/:departureId/manifest.csv */
export async function loadManifestCsvOfDeparture(
  context: AppLoadContext,
  request: Request,
  departureIdText: string | undefined,
): Promise<Response> {
  return manifestCsvResponse((await manifestOf(context, request, departureIdText)).manifest)
}
