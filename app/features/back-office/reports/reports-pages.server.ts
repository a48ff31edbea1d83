import { data, type AppLoadContext } from 'react-router'
import {
  cashReport,
  OFFICE_TIME_ZONE,
  revenueReport,
  zonedDay,
  type CashDay,
  type CashFigure,
  type RevenueGrouping,
  type RevenueRow,
  type RevenueTotal,
} from '../../ledger/index.server'
import { brandsOf, chosenBrand, csvResponse, toCsv } from '../shell/index.server'
import { can, requireStaff } from '../staff/index.server'
import {
  CASH_HEADERS,
  cashCsvRows,
  parseReportQuery,
  reportFileName,
  revenueCsvRows,
  type ReportQuery,
  type ReportQueryResult,
} from './reports-rules'

/*
 * The Reports section's loaders (issue 25): revenue from the ledger by sale date, departure date, tour, or brand and
 * market, and cash by day, for the brand chosen in the frame (by brand and market reads every brand: comparing them
 * is its point). Reading money needs 'payments.view', as the dashboard's money figures do; a CSV also needs
 * 'exports.download', as the payments export does. A bad range answers 400 with the reason, on the page or as JSON.
 */

export interface ReportProblem {
  message: string
  fieldErrors: Partial<Record<'by' | 'from' | 'to', string>>
}

interface ReportFrame {
  brandId: string
  brandName: string
  /** Every brand (the brand-and-market report), not only the chosen one. */
  allBrands: boolean
  today: string
  timeZone: string
  query: ReportQuery
  problem: ReportProblem | null
  /** Whether the role may download the CSV. */
  canDownload: boolean
}

export interface RevenueReportPageData extends ReportFrame {
  kind: RevenueGrouping
  rows: RevenueRow[]
  totals: RevenueTotal[]
}

export interface CashReportPageData extends ReportFrame {
  kind: 'cash'
  rows: CashDay[]
  totals: CashFigure[]
}

async function reportContext(context: AppLoadContext, request: Request, kind: 'revenue' | 'cash') {
  const brands = await brandsOf(context)
  const brandId = chosenBrand(request, brands, context.brand.id)
  const today = zonedDay(new Date(), OFFICE_TIME_ZONE)
  const parsed: ReportQueryResult = parseReportQuery(new URL(request.url).searchParams, today, kind)
  const problem = parsed.ok ? null : { message: parsed.message, fieldErrors: parsed.fieldErrors }
  const allBrands = kind === 'revenue' && parsed.query.grouping === 'brand-market'
  return {
    brandId,
    brandName: brands.find((brand) => brand.id === brandId)?.name ?? brandId,
    allBrands,
    today,
    timeZone: OFFICE_TIME_ZONE,
    query: parsed.query,
    problem,
  }
}

/** GET /admin/reports?brand=&by=&from=&to=: a revenue report (400 with the reason for a bad range). */
export async function loadRevenueReportPage(context: AppLoadContext, request: Request) {
  const session = await requireStaff(context, request, 'payments.view')
  const frame = await reportContext(context, request, 'revenue')
  const report = frame.problem
    ? { rows: [], totals: [] }
    : await revenueReport(context.db, {
        brandId: frame.allBrands ? null : frame.brandId,
        grouping: frame.query.grouping,
        range: frame.query,
      })
  const page: RevenueReportPageData = {
    ...frame,
    kind: frame.query.grouping,
    canDownload: can(session.staff.role, 'exports.download'),
    ...report,
  }
  return data(page, { status: frame.problem ? 400 : 200 })
}

/** GET /admin/reports/cash?brand=&from=&to=: payments received and refunds issued by day. */
export async function loadCashReportPage(context: AppLoadContext, request: Request) {
  const session = await requireStaff(context, request, 'payments.view')
  const frame = await reportContext(context, request, 'cash')
  const report = frame.problem
    ? { rows: [], totals: [] }
    : await cashReport(context.db, { brandId: frame.brandId, range: frame.query })
  const page: CashReportPageData = {
    ...frame,
    kind: 'cash',
    canDownload: can(session.staff.role, 'exports.download'),
    ...report,
  }
  return data(page, { status: frame.problem ? 400 : 200 })
}

/** A download needs the export permission and the permission to read money, as the payments export does. */
async function requireReportDownload(context: AppLoadContext, request: Request) {
  const session = await requireStaff(context, request, 'exports.download')
  if (!can(session.staff.role, 'payments.view')) {
    throw data({ message: 'Your role does not allow this page.' }, { status: 403 })
  }
}

const refused = (problem: ReportProblem) =>
  Response.json(problem, { status: 400, headers: { 'Cache-Control': 'private, no-store' } })

/** GET /admin/reports/revenue/csv?brand=&by=&from=&to=: the revenue report's rows and totals, as CSV. */
export async function loadRevenueReportCsv(context: AppLoadContext, request: Request): Promise<Response> {
  await requireReportDownload(context, request)
  const frame = await reportContext(context, request, 'revenue')
  if (frame.problem) return refused(frame.problem)
  const brandId = frame.allBrands ? null : frame.brandId
  const report = await revenueReport(context.db, { brandId, grouping: frame.query.grouping, range: frame.query })
  const csv = revenueCsvRows(frame.query.grouping, report.rows, report.totals)
  return csvResponse(reportFileName(frame.query.grouping, brandId, frame.query), toCsv(csv.headers, csv.rows))
}

/** GET /admin/reports/cash/csv?brand=&from=&to=: cash by day and its totals, as CSV. */
export async function loadCashReportCsv(context: AppLoadContext, request: Request): Promise<Response> {
  await requireReportDownload(context, request)
  const frame = await reportContext(context, request, 'cash')
  if (frame.problem) return refused(frame.problem)
  const report = await cashReport(context.db, { brandId: frame.brandId, range: frame.query })
  return csvResponse(
    reportFileName('cash', frame.brandId, frame.query),
    toCsv(CASH_HEADERS, cashCsvRows(report.rows, report.totals)),
  )
}
