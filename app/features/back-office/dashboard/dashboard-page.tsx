import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { day, money } from '../shell'
import type { BalanceRow, DashboardData, MoneyByCurrency, PendingApprovalRow } from './dashboard.server'

/*
 * The dashboard (issues 14 and 25): the brand's bookings and money from the ledger (today, this week, this month),
 * the departures' load, and what needs doing — balances falling due or overdue, approvals waiting — each booking a
 * link to its page. Money in each currency apart; a role without payments.view sees no money at all.
 */

const PERIOD_HEADINGS = { today: 'Today', week: 'This week', month: 'This month' } as const

/** "£1,200.00", "£1,200.00 + C$300.00" (currencies never added together), "£0.00" for none. */
function amounts(rows: readonly MoneyByCurrency[], fallbackCurrency: string): string {
  return rows.length ? rows.map((row) => money(row.amountMinor, row.currency)).join(' + ') : money(0, fallbackCurrency)
}

/** A table that scrolls inside itself on a phone (never the page), reachable by keyboard when it does. */
function TableRegion({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  // tabIndex: a region that scrolls must take focus, so a keyboard can scroll it (axe: scrollable-region-focusable).
  return (
    <div className="admin-table-scroll" role="region" aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  )
}

function bookingHref(reference: string, brandId: string) {
  return `/admin/bookings/${encodeURIComponent(reference)}?brand=${encodeURIComponent(brandId)}`
}

function MoneyFigures({ dashboard }: { dashboard: DashboardData }) {
  const periods = (['today', 'week', 'month'] as const).map((period) => ({ period, ...dashboard.periods[period] }))
  // Both brands sell in pounds first: a period with no money yet reads £0.00.
  const currency = 'GBP'
  const rows: { key: string; label: string; cell: (figures: (typeof periods)[number]) => string | null }[] = [
    { key: 'bookings', label: 'Bookings made', cell: (figures) => String(figures.bookings) },
    {
      key: 'net-revenue',
      label: 'Net revenue',
      cell: (figures) => (figures.netRevenue ? amounts(figures.netRevenue, currency) : null),
    },
    {
      key: 'cash-received',
      label: 'Cash received',
      cell: (figures) => (figures.cashReceived ? amounts(figures.cashReceived, currency) : null),
    },
    {
      key: 'refunds-issued',
      label: 'Refunds issued',
      cell: (figures) => (figures.refundsIssued ? amounts(figures.refundsIssued, currency) : null),
    },
  ]
  const shown = rows.filter((row) => periods.every((figures) => row.cell(figures) !== null))
  return (
    <>
      <h2 id="admin-sales">Sales and money</h2>
      <TableRegion labelledBy="admin-sales">
        <table className="admin-table admin-table--figures">
          <thead>
            <tr>
              <td />
              {periods.map((figures) => (
                <th key={figures.period} scope="col" className="admin-table__num">
                  {PERIOD_HEADINGS[figures.period]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                {periods.map((figures) => (
                  <td key={figures.period} className="admin-table__num" data-testid={`${row.key}-${figures.period}`}>
                    {row.cell(figures)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
      <p className="admin-note">
        Days, weeks (from Monday) and months are UK time.
        {dashboard.periods.today.netRevenue ? (
          <>
            {' '}
            Net revenue is sales less cancellations, credits and discounts, counted on the day each was recorded;
            refunds move cash, not revenue.{' '}
            <Link to={`/admin/reports?brand=${encodeURIComponent(dashboard.brandId)}`}>See the reports</Link>.
          </>
        ) : null}
      </p>
    </>
  )
}

function BalancesTable({
  id,
  title,
  rows,
  empty,
  brandId,
  testId,
}: {
  id: string
  title: string
  rows: readonly BalanceRow[]
  empty: string
  brandId: string
  testId: string
}) {
  return (
    <>
      <h2 id={id}>{title}</h2>
      {rows.length ? (
        <TableRegion labelledBy={id}>
          <table className="admin-table" data-testid={testId}>
            <thead>
              <tr>
                <th scope="col">Booking</th>
                <th scope="col">Tour</th>
                <th scope="col">Due</th>
                <th scope="col" className="admin-table__num">
                  Outstanding
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.reference}>
                  <th scope="row">
                    <Link to={bookingHref(row.reference, brandId)}>{row.reference}</Link>
                  </th>
                  <td>{row.tourName}</td>
                  <td>{day(row.balanceDueDate)}</td>
                  <td className="admin-table__num">{money(row.outstandingMinor, row.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      ) : (
        <p>{empty}</p>
      )}
    </>
  )
}

const APPROVAL_KINDS: Record<string, string> = {
  refund: 'Refund',
  'goodwill-refund': 'Goodwill refund',
  cancel: 'Cancellation fee change',
}

function ApprovalsTable({ rows, brandId }: { rows: readonly PendingApprovalRow[]; brandId: string }) {
  return (
    <>
      <h2 id="admin-approvals">Money approvals waiting</h2>
      {rows.length ? (
        <TableRegion labelledBy="admin-approvals">
          <table className="admin-table" data-testid="pending-approvals">
            <thead>
              <tr>
                <th scope="col">Booking</th>
                <th scope="col">Asked for</th>
                <th scope="col" className="admin-table__num">
                  Amount
                </th>
                <th scope="col">Reason</th>
                <th scope="col">Asked by</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row">
                    <Link to={bookingHref(row.reference, brandId)}>{row.reference}</Link>
                  </th>
                  <td>{APPROVAL_KINDS[row.kind] ?? row.kind}</td>
                  <td className="admin-table__num">{money(row.amountMinor, row.currency)}</td>
                  <td>{row.reason}</td>
                  <td>
                    {row.requestedBy ?? 'A former member of staff'}, {day(row.requestedAt)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      ) : (
        <p>No refund or cancellation is waiting for an administrator.</p>
      )}
    </>
  )
}

export function DashboardPage({ dashboard, brandName }: { dashboard: DashboardData; brandName: string }) {
  const load = dashboard.next30Days
  const maxWeek = Math.max(1, ...dashboard.weeks.map((week) => week.bookings))
  return (
    <section className="admin-page" aria-labelledby="admin-dashboard-title">
      <h1 id="admin-dashboard-title">{`Dashboard: ${brandName}`}</h1>
      <MoneyFigures dashboard={dashboard} />
      <dl className="admin-figures">
        <div className="admin-figure">
          <dt>Load factor, next 30 days</dt>
          <dd data-testid="load-factor">
            {load.loadFactorPercent === null ? 'No departures' : `${load.loadFactorPercent}%`}
          </dd>
        </div>
        <div className="admin-figure">
          <dt>Open holds</dt>
          <dd data-testid="open-holds">{`${dashboard.openHolds.places} places in ${dashboard.openHolds.quotes} checkouts`}</dd>
        </div>
      </dl>
      <p className="admin-note">
        {load.sold} of {load.capacity} places sold on {load.departures} departures leaving in the next 30 days.
      </p>

      {dashboard.pendingApprovals ? (
        <ApprovalsTable rows={dashboard.pendingApprovals} brandId={dashboard.brandId} />
      ) : null}
      {dashboard.overdueBalances ? (
        <BalancesTable
          id="admin-overdue"
          title="Overdue balances"
          rows={dashboard.overdueBalances}
          empty="No balance is overdue."
          brandId={dashboard.brandId}
          testId="overdue-balances"
        />
      ) : null}
      {dashboard.balancesDue ? (
        <BalancesTable
          id="admin-balances"
          title="Balances due in the next 14 days"
          rows={dashboard.balancesDue}
          empty="No balance falls due in the next 14 days."
          brandId={dashboard.brandId}
          testId="balances-due"
        />
      ) : null}

      <h2 id="admin-weeks">Bookings by week</h2>
      <TableRegion labelledBy="admin-weeks">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Week starting</th>
              <th scope="col">Bookings</th>
            </tr>
          </thead>
          <tbody>
            {dashboard.weeks.map((week) => (
              <tr key={week.weekStart}>
                <th scope="row">{day(week.weekStart)}</th>
                <td>
                  <span
                    className="admin-bar"
                    style={{ inlineSize: `${(week.bookings / maxWeek) * 8}rem` }}
                    aria-hidden="true"
                  />
                  {week.bookings}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>

      <h2 id="admin-close">Close to selling out</h2>
      {dashboard.closeToSellingOut.length ? (
        <TableRegion labelledBy="admin-close">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Departure</th>
                <th scope="col">Tour</th>
                <th scope="col">Date</th>
                <th scope="col">Places left</th>
              </tr>
            </thead>
            <tbody>
              {dashboard.closeToSellingOut.map((row) => (
                <tr key={row.departureId}>
                  <th scope="row">{row.code}</th>
                  <td>{row.tourName}</td>
                  <td>{day(row.startDate)}</td>
                  <td>
                    {row.placesLeft} of {row.capacity}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      ) : (
        <p>No departure is close to selling out.</p>
      )}
    </section>
  )
}
