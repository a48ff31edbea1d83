import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { RevenueRow, RevenueTotal } from '../../ledger'
import { DataTable, DateRangeFields, day, FilterForm, money, moneyColumn, Notice, type Column } from '../shell'
import type { CashReportPageData, RevenueReportPageData } from './reports-pages.server'
import {
  chartPoints,
  REPORT_TABS,
  REPORT_TITLES,
  reportHref,
  revenueKeyCells,
  revenueKeyHeaders,
  type ReportKind,
} from './reports-rules'
import { RevenueChart } from './revenue-chart'

/*
 * The Reports section (issue 25): one page per report, the reports as tabs, a date-range filter (a GET form: a report
 * is an address), a chart where a picture says more than the table (revenue or cash by day), the table with a total
 * per currency that adds up to the ledger, and its CSV. Money in each currency apart, always.
 */

type PageData = RevenueReportPageData | CashReportPageData

function ReportTabs({ page }: { page: PageData }) {
  return (
    <nav aria-label="Reports" className="admin-tabs">
      <ul>
        {REPORT_TABS.map((tab) => {
          const path = tab.kind === 'cash' ? '/admin/reports/cash' : '/admin/reports'
          // The range travels with the tab when it means the same thing (days money was recorded).
          const keepsRange = tab.kind !== 'departure-date' && page.kind !== 'departure-date' && !page.problem
          const href = reportHref(path, page.brandId, {
            grouping: tab.kind === 'cash' ? 'sale-date' : tab.kind,
            ...(keepsRange ? { from: page.query.from, to: page.query.to } : {}),
          })
          return (
            <li key={tab.kind}>
              <Link to={href} aria-current={tab.kind === page.kind ? 'page' : undefined}>
                {tab.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

function RangeForm({ page }: { page: PageData }) {
  const path = page.kind === 'cash' ? '/admin/reports/cash' : '/admin/reports'
  const dates = page.kind === 'departure-date' ? 'Departures' : page.kind === 'cash' ? 'Money moved' : 'Recorded'
  return (
    <FilterForm label="Choose the dates" brandId={page.brandId} action={path} submitLabel="Show">
      {page.kind === 'cash' ? null : <input type="hidden" name="by" value={page.kind} />}
      <DateRangeFields
        idPrefix="report"
        fromLabel={`${dates} from`}
        toLabel={`${dates} to`}
        values={page.query}
        errors={page.problem?.fieldErrors}
        compact
      />
    </FilterForm>
  )
}

function rangeWords(page: PageData): string {
  const { from, to } = page.query
  const span =
    from && to
      ? `from ${day(from)} to ${day(to)}`
      : from
        ? `from ${day(from)} on`
        : to
          ? `up to ${day(to)}`
          : 'at any time'
  if (page.kind === 'departure-date')
    return `Bookings on departures leaving ${span}, every line whenever it was recorded.`
  if (page.kind === 'cash') return `Payments received and refunds issued ${span} (UK time), card and offline.`
  return `Ledger lines recorded ${span} (UK time): sales less cancellations, credits and discounts.`
}

function ReportFrame({ page, children }: { page: PageData; children: ReactNode }) {
  const title = REPORT_TITLES[page.kind as ReportKind]
  const csvPath = page.kind === 'cash' ? '/admin/reports/cash/csv' : '/admin/reports/revenue/csv'
  return (
    <section className="admin-page" aria-labelledby="admin-reports-title">
      <h1 id="admin-reports-title">{`Reports: ${page.allBrands ? 'every brand' : page.brandName}`}</h1>
      <ReportTabs page={page} />
      <h2 id="admin-report-title">{title}</h2>
      <RangeForm page={page} />
      {page.problem ? (
        <Notice kind="error">
          <p>{`This report cannot be shown: ${page.problem.message}`}</p>
        </Notice>
      ) : (
        <>
          <p className="admin-note">{rangeWords(page)}</p>
          {children}
          {page.canDownload && page.rows.length ? (
            <p>
              <a href={reportHref(csvPath, page.brandId, page.query)} download>
                {`Download this report (CSV)`}
              </a>
            </p>
          ) : null}
        </>
      )}
    </section>
  )
}

const currenciesOf = (totals: readonly { currency: string }[]) => totals.map((total) => total.currency)

type RevenueLine = RevenueRow | (RevenueTotal & { key: string; label: string; total: true })

/** The screen's columns: what the CSV writes (reports-rules.ts), with money and dates for people. */
function revenueColumns(grouping: RevenueReportPageData['kind']): Column<RevenueLine>[] {
  const dated = grouping === 'sale-date' || grouping === 'departure-date'
  const keyColumns: Column<RevenueLine>[] = revenueKeyHeaders(grouping).map((header, index) => ({
    key: `key-${index}`,
    header,
    rowHeader: index === 0,
    cell: (row) => {
      if ('total' in row) return index === 0 ? 'Total' : ''
      const text = revenueKeyCells(grouping, row)[index] ?? ''
      return dated ? day(text) : text
    },
  }))
  return [
    ...keyColumns,
    { key: 'currency', header: 'Currency', cell: (row) => row.currency },
    { key: 'bookings', header: 'Bookings', kind: 'number', value: (row) => row.bookings },
    moneyColumn('sales', 'Sales', (row) => row.salesMinor),
    moneyColumn('cancellations', 'Cancellations', (row) => row.cancellationsMinor),
    moneyColumn('credits', 'Credits', (row) => row.creditsMinor),
    {
      ...moneyColumn<RevenueLine>('net', 'Net revenue', (row) => row.netMinor),
      cell: (row) =>
        'total' in row ? (
          <span data-testid={`revenue-net-${row.currency}`}>{money(row.netMinor, row.currency)}</span>
        ) : (
          money(row.netMinor, row.currency)
        ),
    },
  ]
}

type CashLine = CashReportPageData['rows'][number] | (CashReportPageData['totals'][number] & { day: 'Total' })

const CASH_COLUMNS: Column<CashLine>[] = [
  { key: 'day', header: 'Day', rowHeader: true, cell: (row) => (row.day === 'Total' ? 'Total' : day(row.day)) },
  { key: 'currency', header: 'Currency', cell: (row) => row.currency },
  { key: 'movements', header: 'Payments and refunds', kind: 'number', value: (row) => row.movements },
  moneyColumn('received', 'Received', (row) => row.receivedMinor),
  moneyColumn('refunded', 'Refunded', (row) => row.refundedMinor),
  moneyColumn('net', 'Net cash', (row) => row.netMinor),
]

export function RevenueReportPage({ page }: { page: RevenueReportPageData }) {
  const dated = page.kind === 'sale-date' || page.kind === 'departure-date'
  return (
    <ReportFrame page={page}>
      {dated
        ? currenciesOf(page.totals).map((currency) => (
            <RevenueChart
              key={currency}
              currency={currency}
              title={`Net revenue by ${page.kind === 'sale-date' ? 'sale' : 'departure'} date, ${currency}`}
              points={chartPoints(page.rows, currency, page.query)}
            />
          ))
        : null}
      <DataTable
        labelledBy="admin-report-title"
        region
        testId="revenue-report"
        columns={revenueColumns(page.kind)}
        rows={page.rows}
        footerRows={page.totals.map((total) => ({ ...total, key: 'Total', label: '', total: true }))}
        rowKey={(row) => `${'total' in row ? 'total' : row.key} ${row.currency}`}
        empty="No ledger lines in this range."
      />
    </ReportFrame>
  )
}

export function CashReportPage({ page }: { page: CashReportPageData }) {
  return (
    <ReportFrame page={page}>
      {currenciesOf(page.totals).map((currency) => (
        <RevenueChart
          key={currency}
          currency={currency}
          title={`Net cash by day (received less refunded), ${currency}`}
          points={chartPoints(
            page.rows.map((row) => ({ key: row.day, currency: row.currency, netMinor: row.netMinor })),
            currency,
            page.query,
          )}
        />
      ))}
      <DataTable
        labelledBy="admin-report-title"
        region
        testId="cash-report"
        columns={CASH_COLUMNS}
        rows={page.rows}
        footerRows={page.totals.map((total) => ({ ...total, day: 'Total' }))}
        rowKey={(row) => `${row.day} ${row.currency}`}
        empty="No payment or refund in this range."
      />
    </ReportFrame>
  )
}
