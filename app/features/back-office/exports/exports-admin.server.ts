import type { Kysely } from 'kysely'
import type { Database } from '../../../../db/schema'
import { brandBookings, travellerCount } from '../bookings/index.server'
import { departuresOfBrand, withinDays } from '../shell/index.server'
import {
  EXPORTS_CSV_MAX_ROWS,
  type BookingExportQuery,
  type BookingExportRow,
  type PaymentExportQuery,
  type PaymentExportRow,
} from './exports-rules'

/*
 * The back office's bookings and payments downloads (issue 14): one brand's rows, newest first, read as stored (the
 * booking's total and paid are the ones the booking actions keep; nothing is re-computed here), up to
 * EXPORTS_CSV_MAX_ROWS rows. Also the departures the exports page offers for the manifest download. Read only.
 */

/** The brand's bookings created in the query's days, with the status asked for. */
export async function bookingsForExport(
  db: Kysely<Database>,
  brandId: string,
  query: BookingExportQuery,
): Promise<BookingExportRow[]> {
  let select = brandBookings(db, brandId)
  if (query.status !== 'all') select = select.where('bookings.status', '=', query.status)
  select = select.where(withinDays('bookings.createdAt', query))
  const rows = await select
    .select([
      'bookings.reference',
      'bookings.createdAt',
      'bookings.status',
      'bookings.tourCode',
      'bookings.tourName',
      'departures.code as departureCode',
      'departures.startDate as departureDate',
      'lead.firstName',
      'lead.lastName',
      'lead.email',
      'lead.mobilePhone',
      'bookings.totalMinor',
      'bookings.amountPaidMinor',
      'bookings.currency',
      'bookings.cancelledAt',
      travellerCount().as('passengers'),
    ])
    .orderBy('bookings.createdAt', 'desc')
    .orderBy('bookings.id', 'desc')
    .limit(EXPORTS_CSV_MAX_ROWS)
    .execute()
  return rows.map((row) => ({
    reference: row.reference,
    createdAt: row.createdAt,
    status: row.status,
    tourCode: row.tourCode,
    tourName: row.tourName,
    departureCode: row.departureCode,
    departureDate: row.departureDate,
    leadFirstName: row.firstName ?? null,
    leadLastName: row.lastName ?? null,
    leadEmail: row.email ?? null,
    leadPhone: row.mobilePhone ?? null,
    passengers: Number(row.passengers ?? 0),
    totalMinor: Number(row.totalMinor),
    amountPaidMinor: Number(row.amountPaidMinor),
    currency: row.currency,
    cancelledAt: row.cancelledAt ?? null,
  }))
}

/** The payments (and refunds, negative) on the brand's bookings recorded in the query's days, by method. */
export async function paymentsForExport(
  db: Kysely<Database>,
  brandId: string,
  query: PaymentExportQuery,
): Promise<PaymentExportRow[]> {
  let select = db
    .selectFrom('payments')
    .innerJoin('bookings', 'bookings.id', 'payments.bookingId')
    .leftJoin('paymentTransactions', 'paymentTransactions.id', 'payments.transactionId')
    .leftJoin('staff', 'staff.id', 'payments.staffId')
    .where('bookings.brandId', '=', brandId)
  if (query.method) select = select.where('payments.method', '=', query.method)
  select = select.where(withinDays('payments.createdAt', query))
  const rows = await select
    .select([
      'bookings.reference as bookingReference',
      'payments.createdAt',
      'payments.method',
      'payments.amountMinor',
      'payments.currency',
      'payments.reference',
      'paymentTransactions.provider',
      'paymentTransactions.providerReference',
      'staff.name as staffName',
    ])
    .orderBy('payments.createdAt', 'desc')
    .orderBy('payments.id', 'desc')
    .limit(EXPORTS_CSV_MAX_ROWS)
    .execute()
  return rows.map((row) => ({
    bookingReference: row.bookingReference,
    createdAt: row.createdAt,
    method: row.method,
    amountMinor: Number(row.amountMinor),
    currency: row.currency,
    reference: row.reference ?? null,
    provider: row.provider ?? null,
    providerReference: row.providerReference ?? null,
    staffName: row.staffName ?? null,
  }))
}

export interface ManifestDeparture {
  id: number
  code: string
  startDate: string
  tourName: string
}

/** The most departures the manifest picker lists. */
const MANIFEST_PICKER_MAX = 1000

/** The brand's departures starting from `fromDay` to `untilDay` (inclusive), soonest first, for the manifest. */
export async function departuresForManifest(
  db: Kysely<Database>,
  brandId: string,
  fromDay: string,
  untilDay: string,
): Promise<ManifestDeparture[]> {
  const rows = await departuresOfBrand(db, brandId)
    .select(['departures.id', 'departures.code', 'departures.startDate', 'tours.name as tourName'])
    .where('departures.startDate', '>=', fromDay)
    .where('departures.startDate', '<=', untilDay)
    .orderBy('departures.startDate')
    .orderBy('departures.code')
    .orderBy('departures.id')
    .limit(MANIFEST_PICKER_MAX)
    .execute()
  return rows.map((row) => ({ id: Number(row.id), code: row.code, startDate: row.startDate, tourName: row.tourName }))
}
