import type { ReactNode } from 'react'
import { Form, Link } from 'react-router'
import { day, money, Notice } from '../shell'
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

/** A table that scrolls inside itself on a phone (never the page); it takes focus so a keyboard can scroll it. */
function TableRegion({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <div className="admin-table-scroll" role="region" aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  )
}

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

function DateField({ name, label, value, error }: { name: string; label: string; value: string; error?: string }) {
  const id = `report-${name}`
  return (
    <div className={`field field--compact${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="date"
        className="field__input"
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

function RangeForm({ page }: { page: PageData }) {
  const path = page.kind === 'cash' ? '/admin/reports/cash' : '/admin/reports'
  const dates = page.kind === 'departure-date' ? 'Departures' : page.kind === 'cash' ? 'Money moved' : 'Recorded'
  return (
    <Form method="get" action={path} className="admin-filters" role="search" aria-label="Choose the dates">
      <input type="hidden" name="brand" value={page.brandId} />
      {page.kind === 'cash' ? null : <input type="hidden" name="by" value={page.kind} />}
      <DateField name="from" label={`${dates} from`} value={page.query.from} error={page.problem?.fieldErrors.from} />
      <DateField name="to" label={`${dates} to`} value={page.query.to} error={page.problem?.fieldErrors.to} />
      <button type="submit" className="button button--primary">
        Show
      </button>
    </Form>
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

export function RevenueReportPage({ page }: { page: RevenueReportPageData }) {
  const keyHeaders = revenueKeyHeaders(page.kind)
  const dated = page.kind === 'sale-date' || page.kind === 'departure-date'
  const totalLabelCells = keyHeaders.length
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
      {page.rows.length ? (
        <TableRegion labelledBy="admin-report-title">
          <table className="admin-table" data-testid="revenue-report">
            <thead>
              <tr>
                {keyHeaders.map((header) => (
                  <th key={header} scope="col">
                    {header}
                  </th>
                ))}
                <th scope="col">Currency</th>
                <th scope="col" className="admin-table__num">
                  Bookings
                </th>
                <th scope="col" className="admin-table__num">
                  Sales
                </th>
                <th scope="col" className="admin-table__num">
                  Cancellations
                </th>
                <th scope="col" className="admin-table__num">
                  Credits
                </th>
                <th scope="col" className="admin-table__num">
                  Net revenue
                </th>
              </tr>
            </thead>
            <tbody>
              {page.rows.map((row) => (
                <tr key={`${row.key} ${row.currency}`}>
                  {revenueKeyCells(page.kind, row).map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row">
                        {dated ? day(cell) : cell}
                      </th>
                    ) : (
                      <td key={index}>{cell}</td>
                    ),
                  )}
                  <td>{row.currency}</td>
                  <td className="admin-table__num">{row.bookings}</td>
                  <td className="admin-table__num">{money(row.salesMinor, row.currency)}</td>
                  <td className="admin-table__num">{money(row.cancellationsMinor, row.currency)}</td>
                  <td className="admin-table__num">{money(row.creditsMinor, row.currency)}</td>
                  <td className="admin-table__num">{money(row.netMinor, row.currency)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              {page.totals.map((total) => (
                <tr key={total.currency} data-testid={`revenue-total-${total.currency}`}>
                  <th scope="row" colSpan={totalLabelCells}>
                    Total
                  </th>
                  <td>{total.currency}</td>
                  <td className="admin-table__num">{total.bookings}</td>
                  <td className="admin-table__num">{money(total.salesMinor, total.currency)}</td>
                  <td className="admin-table__num">{money(total.cancellationsMinor, total.currency)}</td>
                  <td className="admin-table__num">{money(total.creditsMinor, total.currency)}</td>
                  <td className="admin-table__num" data-testid={`revenue-net-${total.currency}`}>
                    {money(total.netMinor, total.currency)}
                  </td>
                </tr>
              ))}
            </tfoot>
          </table>
        </TableRegion>
      ) : (
        <p className="admin-empty">No ledger lines in this range.</p>
      )}
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
      {page.rows.length ? (
        <TableRegion labelledBy="admin-report-title">
          <table className="admin-table" data-testid="cash-report">
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Currency</th>
                <th scope="col" className="admin-table__num">
                  Payments and refunds
                </th>
                <th scope="col" className="admin-table__num">
                  Received
                </th>
                <th scope="col" className="admin-table__num">
                  Refunded
                </th>
                <th scope="col" className="admin-table__num">
                  Net cash
                </th>
              </tr>
            </thead>
            <tbody>
              {page.rows.map((row) => (
                <tr key={`${row.day} ${row.currency}`}>
                  <th scope="row">{day(row.day)}</th>
                  <td>{row.currency}</td>
                  <td className="admin-table__num">{row.movements}</td>
                  <td className="admin-table__num">{money(row.receivedMinor, row.currency)}</td>
                  <td className="admin-table__num">{money(row.refundedMinor, row.currency)}</td>
                  <td className="admin-table__num">{money(row.netMinor, row.currency)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              {page.totals.map((total) => (
                <tr key={total.currency} data-testid={`cash-total-${total.currency}`}>
                  <th scope="row">Total</th>
                  <td>{total.currency}</td>
                  <td className="admin-table__num">{total.movements}</td>
                  <td className="admin-table__num" data-testid={`cash-received-${total.currency}`}>
                    {money(total.receivedMinor, total.currency)}
                  </td>
                  <td className="admin-table__num" data-testid={`cash-refunded-${total.currency}`}>
                    {money(total.refundedMinor, total.currency)}
                  </td>
                  <td className="admin-table__num">{money(total.netMinor, total.currency)}</td>
                </tr>
              ))}
            </tfoot>
          </table>
        </TableRegion>
      ) : (
        <p className="admin-empty">No payment or refund in this range.</p>
      )}
    </ReportFrame>
  )
}
