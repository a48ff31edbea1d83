import { Link } from 'react-router'
import { DataTable, linkColumn, day, money, moneyColumn, type Column } from '../shell'
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
      <DataTable
        labelledBy="admin-sales"
        region
        className="admin-table--figures"
        columns={[
          { key: 'figure', header: 'Figure', hiddenHeader: true, rowHeader: true, cell: (row) => row.label },
          ...periods.map((figures): Column<(typeof shown)[number]> => ({
            key: figures.period,
            header: PERIOD_HEADINGS[figures.period],
            kind: 'number',
            cell: (row) => <span data-testid={`${row.key}-${figures.period}`}>{row.cell(figures)}</span>,
          })),
        ]}
        rows={shown}
        rowKey={(row) => row.key}
        empty="No figures."
      />
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

function balanceColumns(brandId: string, rows: readonly BalanceRow[]): Column<BalanceRow>[] {
  const columns: Column<BalanceRow>[] = [
    linkColumn(
      'reference',
      'Booking',
      (row) => bookingHref(row.reference, brandId),
      (row) => row.reference,
    ),
    { key: 'tour', header: 'Tour', cell: (row) => row.tourName },
    { key: 'due', header: 'Due', kind: 'date', value: (row) => row.balanceDueDate },
    moneyColumn('outstanding', 'Outstanding', (row) => row.outstandingMinor),
    { key: 'reminders', header: 'Reminders sent', kind: 'number', value: (row) => row.remindersSent },
  ]
  // Only where the brand cancels overdue bookings by itself (its cancellation-policy page): the day it will.
  if (rows.some((row) => row.cancelsOn))
    columns.push({
      key: 'cancels',
      header: 'Cancelled automatically on',
      cell: (row) => (row.cancelsOn ? day(row.cancelsOn) : '—'),
    })
  return columns
}

/** The balances the dashboard lists (for a role that sees money): overdue first, then those due soon. */
const BALANCE_TABLES = [
  {
    id: 'admin-overdue',
    title: 'Overdue balances',
    rows: 'overdueBalances',
    empty: 'No balance is overdue.',
    testId: 'overdue-balances',
  },
  {
    id: 'admin-balances',
    title: 'Balances due in the next 14 days',
    rows: 'balancesDue',
    empty: 'No balance falls due in the next 14 days.',
    testId: 'balances-due',
  },
] as const

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
      <DataTable
        labelledBy={id}
        region
        testId={testId}
        columns={balanceColumns(brandId, rows)}
        rows={rows}
        rowKey={(row) => row.reference}
        empty={empty}
      />
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
      <DataTable
        labelledBy="admin-approvals"
        region
        testId="pending-approvals"
        columns={[
          linkColumn<PendingApprovalRow>(
            'reference',
            'Booking',
            (row) => bookingHref(row.reference, brandId),
            (row) => row.reference,
          ),
          { key: 'kind', header: 'Asked for', cell: (row) => APPROVAL_KINDS[row.kind] ?? row.kind },
          moneyColumn<PendingApprovalRow>('amount', 'Amount', (row) => row.amountMinor),
          { key: 'reason', header: 'Reason', cell: (row) => row.reason },
          {
            key: 'by',
            header: 'Asked by',
            cell: (row) => `${row.requestedBy ?? 'A former member of staff'}, ${day(row.requestedAt)}`,
          },
        ]}
        rows={rows}
        rowKey={(row) => row.id}
        empty="No refund or cancellation is waiting for an administrator."
      />
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
      {BALANCE_TABLES.map((table) => {
        const rows = dashboard[table.rows]
        return rows ? <BalancesTable key={table.id} {...table} rows={rows} brandId={dashboard.brandId} /> : null
      })}

      <h2 id="admin-weeks">Bookings by week</h2>
      <DataTable
        labelledBy="admin-weeks"
        region
        columns={[
          { key: 'week', header: 'Week starting', rowHeader: true, kind: 'date', value: (week) => week.weekStart },
          {
            key: 'bookings',
            header: 'Bookings',
            cell: (week) => (
              <>
                <span
                  className="admin-bar"
                  style={{ inlineSize: `${(week.bookings / maxWeek) * 8}rem` }}
                  aria-hidden="true"
                />
                {week.bookings}
              </>
            ),
          },
        ]}
        rows={dashboard.weeks}
        rowKey={(week) => week.weekStart}
        empty="No weeks."
      />

      <h2 id="admin-close">Close to selling out</h2>
      <DataTable
        labelledBy="admin-close"
        region
        columns={[
          { key: 'code', header: 'Departure', rowHeader: true, kind: 'code', cell: (row) => row.code },
          { key: 'tour', header: 'Tour', cell: (row) => row.tourName },
          { key: 'date', header: 'Date', kind: 'date', value: (row) => row.startDate },
          { key: 'left', header: 'Places left', cell: (row) => `${row.placesLeft} of ${row.capacity}` },
        ]}
        rows={dashboard.closeToSellingOut}
        rowKey={(row) => row.departureId}
        empty="No departure is close to selling out."
      />
    </section>
  )
}
