import { z } from 'zod'
import { isValidCalendarDate } from '../../../lib/dates'
import {
  addDays,
  daysBetween,
  REVENUE_GROUPING_LABELS,
  REVENUE_GROUPINGS,
  type ChartPoint,
  type RevenueGrouping,
  type RevenueRow,
  type RevenueTotal,
} from '../../ledger'
import { csvMoney, type CsvCell } from '../shell/index.rules'

/*
 * The Reports section's pure rules (issue 25): reading a report's address (?by=&from=&to=) through one schema — a
 * wrong date or a reversed range is a clear message, never a 500 —, the default range, the chart's points (a bar per
 * day, or per month over a long range, empty days drawn as nothing), and the CSV columns, which are the screen's
 * columns with money as decimal pounds. The queries are the ledger's (ledger-reports.server.ts).
 */

/** Two years of days: long enough for a year-on-year look, short enough for one request. */
export const REPORT_RANGE_MAX_DAYS = 731
/** Beyond this many days the chart draws a bar per month instead of per day. */
export const CHART_DAILY_MAX_DAYS = 62

export type ReportKind = RevenueGrouping | 'cash'

export const REPORT_TITLES: Record<ReportKind, string> = {
  'sale-date': 'Revenue by sale date',
  'departure-date': 'Revenue by departure date',
  tour: 'Revenue by tour',
  'brand-market': 'Revenue by brand and market',
  cash: 'Cash received and refunded',
}

export const REPORT_TABS: { kind: ReportKind; label: string }[] = [
  ...REVENUE_GROUPINGS.map((grouping) => ({ kind: grouping, label: REVENUE_GROUPING_LABELS[grouping] })),
  { kind: 'cash', label: 'Cash by day' },
]

export interface ReportQuery {
  grouping: RevenueGrouping
  /** Inclusive days, 'YYYY-MM-DD'; '' = open at that end. */
  from: string
  to: string
}

export type ReportQueryResult =
  | { ok: true; query: ReportQuery }
  | {
      ok: false
      /** What the form shows again: the values as typed. */
      query: ReportQuery
      message: string
      fieldErrors: Partial<Record<'by' | 'from' | 'to', string>>
    }

const isCalendarDay = (text: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const [year, month, day] = text.split('-').map(Number) as [number, number, number]
  return isValidCalendarDate(year, month, day)
}

const dayField = (label: string) =>
  z
    .string()
    .trim()
    .refine((text) => text === '' || isCalendarDay(text), {
      message: `Enter the ${label} date as a real day, for example 2026-11-01.`,
    })

const reportQuerySchema = z
  .object({
    by: z.enum(REVENUE_GROUPINGS, { message: 'Choose one of the reports listed.' }),
    from: dayField('first'),
    to: dayField('last'),
  })
  .superRefine((value, context) => {
    if (value.from && value.to && value.from > value.to) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'The last date must be on or after the first date.' })
    } else if (value.from && value.to && daysBetween(value.from, value.to) + 1 > REPORT_RANGE_MAX_DAYS) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'Choose a range of at most two years.' })
    }
  })

/**
 * The range a report shows when the address names none: sales this month so far, or departures in the next twelve
 * months. A field present but empty is an open end (the person cleared it).
 */
export function defaultRange(grouping: RevenueGrouping | 'cash', today: string): { from: string; to: string } {
  return grouping === 'departure-date'
    ? { from: today, to: addDays(today, 364) }
    : { from: `${today.slice(0, 8)}01`, to: today }
}

/** `?by=&from=&to=` of a report's address, checked by the schema; `kind` fixes the report for the cash page. */
export function parseReportQuery(
  params: URLSearchParams,
  today: string,
  kind: 'revenue' | 'cash' = 'revenue',
): ReportQueryResult {
  const by = kind === 'cash' ? 'sale-date' : (params.get('by') ?? 'sale-date')
  const defaults = defaultRange(kind === 'cash' ? 'cash' : (by as RevenueGrouping), today)
  const raw = {
    by,
    from: params.has('from') ? (params.get('from') ?? '') : defaults.from,
    to: params.has('to') ? (params.get('to') ?? '') : defaults.to,
  }
  const parsed = reportQuerySchema.safeParse(raw)
  if (parsed.success)
    return { ok: true, query: { grouping: parsed.data.by, from: parsed.data.from, to: parsed.data.to } }
  const fieldErrors: Partial<Record<'by' | 'from' | 'to', string>> = {}
  for (const issue of parsed.error.issues) {
    const field = issue.path[0]
    if ((field === 'by' || field === 'from' || field === 'to') && !fieldErrors[field])
      fieldErrors[field] = issue.message
  }
  return {
    ok: false,
    query: {
      grouping: (REVENUE_GROUPINGS as readonly string[]).includes(by) ? (by as RevenueGrouping) : 'sale-date',
      from: raw.from.trim(),
      to: raw.to.trim(),
    },
    message: Object.values(fieldErrors).join(' '),
    fieldErrors,
  }
}

/** The report's address (or its CSV's), the brand first; empty fields kept, so an open end stays open. */
export function reportHref(path: string, brandId: string, query: Partial<ReportQuery>): string {
  const params = new URLSearchParams({ brand: brandId })
  if (query.grouping && !path.includes('/cash')) params.set('by', query.grouping)
  if (query.from !== undefined) params.set('from', query.from)
  if (query.to !== undefined) params.set('to', query.to)
  return `${path}?${params}`
}

/** A chart's points for one currency: every day (or month) from the first to the last, those without money at 0. */
export function chartPoints(
  rows: readonly { key: string; currency: string; netMinor: number }[],
  currency: string,
  range: { from: string; to: string },
): ChartPoint[] {
  const mine = rows.filter((row) => row.currency === currency)
  if (mine.length === 0) return []
  const keys = mine.map((row) => row.key).sort()
  const first = range.from || keys[0]!
  const last = range.to || keys.at(-1)!
  const monthly = daysBetween(first, last) + 1 > CHART_DAILY_MAX_DAYS
  const bucketOf = (day: string) => (monthly ? day.slice(0, 7) : day)
  const sums = new Map<string, number>()
  for (let day = first; day <= last; day = monthly ? nextMonth(day) : addDays(day, 1)) sums.set(bucketOf(day), 0)
  for (const row of mine) {
    const bucket = bucketOf(row.key)
    if (sums.has(bucket)) sums.set(bucket, sums.get(bucket)! + row.netMinor)
  }
  return [...sums].map(([label, netMinor]) => ({ label, currency, netMinor }))
}

function nextMonth(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number]
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`
}

// ------------------------------------------------------------------------------------------------ the CSV columns

/** The first columns of a revenue report: what its rows are about. */
export function revenueKeyHeaders(grouping: RevenueGrouping): string[] {
  switch (grouping) {
    case 'sale-date':
      return ['Sale date']
    case 'departure-date':
      return ['Departure date']
    case 'tour':
      return ['Tour code', 'Tour']
    case 'brand-market':
      return ['Brand and market']
  }
}

export const REVENUE_FIGURE_HEADERS = ['Currency', 'Bookings', 'Sales', 'Cancellations', 'Credits', 'Net revenue']

export function revenueKeyCells(grouping: RevenueGrouping, row: Pick<RevenueRow, 'key' | 'label'>): string[] {
  return grouping === 'tour' ? [row.key, row.label] : [row.label]
}

const figureCells = (row: RevenueRow | RevenueTotal): CsvCell[] => [
  row.currency,
  row.bookings,
  csvMoney(row.salesMinor),
  csvMoney(row.cancellationsMinor),
  csvMoney(row.creditsMinor),
  csvMoney(row.netMinor),
]

/** The revenue CSV: the screen's rows, then a total row per currency. */
export function revenueCsvRows(
  grouping: RevenueGrouping,
  rows: readonly RevenueRow[],
  totals: readonly RevenueTotal[],
): { headers: string[]; rows: CsvCell[][] } {
  const keyHeaders = revenueKeyHeaders(grouping)
  const totalKey = keyHeaders.map((_, index) => (index === 0 ? 'Total' : ''))
  return {
    headers: [...keyHeaders, ...REVENUE_FIGURE_HEADERS],
    rows: [
      ...rows.map((row) => [...revenueKeyCells(grouping, row), ...figureCells(row)]),
      ...totals.map((total) => [...totalKey, ...figureCells(total)]),
    ],
  }
}

export interface CashRowLike {
  currency: string
  receivedMinor: number
  refundedMinor: number
  netMinor: number
  movements: number
}

export const CASH_HEADERS = ['Day', 'Currency', 'Payments and refunds', 'Received', 'Refunded', 'Net cash']

/** The cash CSV: a row per day and currency, then a total row per currency. */
export function cashCsvRows(
  rows: readonly (CashRowLike & { day: string })[],
  totals: readonly CashRowLike[],
): CsvCell[][] {
  const cells = (row: CashRowLike): CsvCell[] => [
    row.currency,
    row.movements,
    csvMoney(row.receivedMinor),
    csvMoney(row.refundedMinor),
    csvMoney(row.netMinor),
  ]
  return [...rows.map((row) => [row.day, ...cells(row)]), ...totals.map((total) => ['Total', ...cells(total)])]
}

/** `revenue-by-tour-meridian-2026-11-01-to-2026-11-28.csv`; an open end reads 'start' or 'now'. */
export function reportFileName(kind: ReportKind, brandId: string | null, range: { from: string; to: string }): string {
  const name = kind === 'cash' ? 'cash' : `revenue-by-${kind}`
  return `${name}-${brandId ?? 'all-brands'}-${range.from || 'start'}-to-${range.to || 'now'}.csv`
}
