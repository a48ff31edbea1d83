import { data, type AppLoadContext } from 'react-router'
import { chosenBrandOf, csvResponse, toCsv } from '../shell/index.server'
import {
  bookingsForExport,
  departuresForManifest,
  paymentsForExport,
  type ManifestDeparture,
} from './exports-admin.server'
import {
  BOOKING_CSV_HEADERS,
  bookingCsvCells,
  exportFileName,
  manifestWindow,
  parseBookingExportQuery,
  parsePaymentExportQuery,
  PAYMENT_CSV_HEADERS,
  paymentCsvCells,
} from './exports-rules'
import { can, requireStaff, type StaffAction } from '../staff/index.server'

/*
 * The loader of /admin/exports, the page of every CSV download the back office offers (issue 14), and the bookings
 * and payments downloads. The page is 'exports.download' and lists only what the role may download: bookings and the
 * manifest need 'bookings.view', payments 'payments.view', leads and newsletter 'leads.view', brochure requests
 * 'brochures.edit'. Each download checks its own permissions again on the server.
 */

const searchOf = (request: Request) => new URL(request.url).searchParams

export interface ExportsPageData {
  brandId: string
  brandName: string
  csrfToken: string
  /** The downloads the signed-in role may use. */
  allowed: {
    bookings: boolean
    payments: boolean
    manifest: boolean
    leads: boolean
    newsletter: boolean
    brochureRequests: boolean
  }
  /** The brand's departures in the next 180 days, for the manifest (empty when the manifest is not allowed). */
  departures: ManifestDeparture[]
}

export async function loadExportsPage(context: AppLoadContext, request: Request): Promise<ExportsPageData> {
  const session = await requireStaff(context, request, 'exports.download')
  const { brandId, brandName } = await chosenBrandOf(context, request)
  const role = session.staff.role
  const allowed = {
    bookings: can(role, 'bookings.view'),
    payments: can(role, 'payments.view'),
    manifest: can(role, 'bookings.view'),
    leads: can(role, 'leads.view'),
    newsletter: can(role, 'leads.view'),
    brochureRequests: can(role, 'brochures.edit'),
  }
  const window = manifestWindow(new Date())
  const departures = allowed.manifest ? await departuresForManifest(context.db, brandId, window.from, window.until) : []
  return { brandId, brandName, csrfToken: context.csrfToken, allowed, departures }
}

/** A download needs the export permission and the permission to read what it holds. */
async function requireExport(context: AppLoadContext, request: Request, reading: StaffAction) {
  const session = await requireStaff(context, request, 'exports.download')
  if (!can(session.staff.role, reading)) throw data({ message: 'Your role does not allow this page.' }, { status: 403 })
  return session
}

/** GET /admin/exports/bookings?brand=&from=&to=&status=: the brand's bookings created in those days, as CSV. */
export async function loadBookingsCsv(context: AppLoadContext, request: Request): Promise<Response> {
  await requireExport(context, request, 'bookings.view')
  const { brandId } = await chosenBrandOf(context, request)
  const rows = await bookingsForExport(context.db, brandId, parseBookingExportQuery(searchOf(request)))
  return csvResponse(
    exportFileName('bookings', brandId, new Date()),
    toCsv(BOOKING_CSV_HEADERS, rows.map(bookingCsvCells)),
  )
}

/** GET /admin/exports/payments?brand=&from=&to=&method=: the payments and refunds recorded in those days, as CSV. */
export async function loadPaymentsCsv(context: AppLoadContext, request: Request): Promise<Response> {
  await requireExport(context, request, 'payments.view')
  const { brandId } = await chosenBrandOf(context, request)
  const rows = await paymentsForExport(context.db, brandId, parsePaymentExportQuery(searchOf(request)))
  return csvResponse(
    exportFileName('payments', brandId, new Date()),
    toCsv(PAYMENT_CSV_HEADERS, rows.map(paymentCsvCells)),
  )
}
