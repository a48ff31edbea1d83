import { z } from 'zod'
import { isValidCalendarDate } from '../../../lib/dates'
import { csvMoney, daysInOrder, type CsvCell } from '../shell/index.rules'

/*
 * The back office's bookings and payments downloads (issue 14): pure rules only. Reading the downloads' query strings
 * (nonsense is ignored, never an error), the CSV columns and cells (money as decimal pounds, 1299.50), and the file
 * names. The queries are in exports-admin.server.ts, the loaders in exports-pages.server.ts.
 */

/** A download's ceiling: far above a brand's real lists, low enough that one request cannot exhaust the server. */
export const EXPORTS_CSV_MAX_ROWS = 50_000

/** How far ahead the exports page offers departures for the manifest. */
export const MANIFEST_PICKER_DAYS = 180

export const BOOKING_EXPORT_STATUSES = ['all', 'confirmed', 'cancelled'] as const
export const PAYMENT_EXPORT_METHODS = ['card', 'bank transfer', 'cheque', 'card by phone', 'refund'] as const

export type BookingExportStatus = (typeof BOOKING_EXPORT_STATUSES)[number]
export type PaymentExportMethod = (typeof PAYMENT_EXPORT_METHODS)[number]

/** 'YYYY-MM-DD' of a real calendar day, or '' for anything else. */
const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((text) => {
    const [year, month, day] = text.split('-').map(Number) as [number, number, number]
    return isValidCalendarDate(year, month, day)
  })
  .catch('')

export interface BookingExportQuery {
  /** Created on or after this day ('' for no bound). */
  from: string
  /** Created on or before this day ('' for no bound). */
  to: string
  status: BookingExportStatus
}

export interface PaymentExportQuery {
  /** Recorded on or after this day ('' for no bound). */
  from: string
  /** Recorded on or before this day ('' for no bound). */
  to: string
  /** '' for every method. */
  method: '' | PaymentExportMethod
}

/** `from`/`to` of a query string; a day that is not a real day is no bound, and `from` after `to` is swapped. */
function dayRange(params: URLSearchParams): { from: string; to: string } {
  const from = calendarDay.parse(params.get('from') ?? '')
  const to = calendarDay.parse(params.get('to') ?? '')
  return daysInOrder({ from, to })
}

/** `?from=&to=&status=all|confirmed|cancelled` of /admin/exports/bookings: an unknown status is 'all'. */
export function parseBookingExportQuery(params: URLSearchParams): BookingExportQuery {
  const status = z
    .enum(BOOKING_EXPORT_STATUSES)
    .catch('all')
    .parse(params.get('status') ?? 'all')
  return { ...dayRange(params), status }
}

/** `?from=&to=&method=` of /admin/exports/payments: an unknown method is every method. */
export function parsePaymentExportQuery(params: URLSearchParams): PaymentExportQuery {
  const method = z
    .enum(['', ...PAYMENT_EXPORT_METHODS])
    .catch('')
    .parse(params.get('method') ?? '')
  return { ...dayRange(params), method }
}

// csvMoney moved to the shell's CSV writer (the Reports section writes money cells too); kept here by name.
export { csvMoney }

/** The days the manifest picker covers: today (UTC) and the next MANIFEST_PICKER_DAYS days. */
export function manifestWindow(now: Date): { from: string; until: string } {
  const until = new Date(now.getTime() + MANIFEST_PICKER_DAYS * 86_400_000)
  return { from: now.toISOString().slice(0, 10), until: until.toISOString().slice(0, 10) }
}

/** The download's file name: `bookings-meridian-2031-09-01.csv`. */
export function exportFileName(kind: 'bookings' | 'payments', brandId: string, now: Date): string {
  return `${kind}-${brandId}-${now.toISOString().slice(0, 10)}.csv`
}

/** The filters as the download's query string, the brand first; empty values are left out. */
export function exportLink(path: string, brandId: string, query: Record<string, string>): string {
  const params = new URLSearchParams({ brand: brandId })
  for (const [key, value] of Object.entries(query)) if (value !== '') params.set(key, value)
  return `${path}?${params}`
}

// ------------------------------------------------------------------------------------------------------ bookings

export interface BookingExportRow {
  reference: string
  createdAt: string
  status: string
  tourCode: string
  tourName: string
  departureCode: string
  departureDate: string
  leadFirstName: string | null
  leadLastName: string | null
  leadEmail: string | null
  leadPhone: string | null
  passengers: number
  totalMinor: number
  amountPaidMinor: number
  currency: string
  cancelledAt: string | null
}

export const BOOKING_CSV_HEADERS = [
  'Reference',
  'Created at',
  'Status',
  'Tour code',
  'Tour name',
  'Departure code',
  'Departure date',
  'Lead passenger',
  'Lead e-mail',
  'Phone',
  'Passengers',
  'Total',
  'Paid',
  'Balance due',
  'Currency',
  'Cancelled at',
] as const

export function bookingCsvCells(row: BookingExportRow): CsvCell[] {
  return [
    row.reference,
    row.createdAt,
    row.status,
    row.tourCode,
    row.tourName,
    row.departureCode,
    row.departureDate,
    [row.leadFirstName, row.leadLastName].filter(Boolean).join(' '),
    row.leadEmail,
    row.leadPhone,
    row.passengers,
    csvMoney(row.totalMinor),
    csvMoney(row.amountPaidMinor),
    csvMoney(row.totalMinor - row.amountPaidMinor),
    row.currency,
    row.cancelledAt,
  ]
}

// ------------------------------------------------------------------------------------------------------ payments

export interface PaymentExportRow {
  bookingReference: string
  createdAt: string
  method: string
  amountMinor: number
  currency: string
  reference: string | null
  /** The transaction's provider: 'offline' for money taken outside the card provider. */
  provider: string | null
  providerReference: string | null
  staffName: string | null
}

export const PAYMENT_CSV_HEADERS = [
  'Booking reference',
  'Recorded at',
  'Method',
  'Amount',
  'Currency',
  'Reference',
  'Provider transaction id',
  'Recorded by',
] as const

export function paymentCsvCells(row: PaymentExportRow): CsvCell[] {
  return [
    row.bookingReference,
    row.createdAt,
    row.method,
    csvMoney(row.amountMinor),
    row.currency,
    row.reference,
    // An offline payment's transaction is the system's own record: its "provider reference" is the staff's reference.
    row.provider && row.provider !== 'offline' ? row.providerReference : null,
    row.staffName,
  ]
}
