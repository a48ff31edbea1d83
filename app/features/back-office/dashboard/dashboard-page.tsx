import { day, money } from '../shell'
import type { DashboardData } from './dashboard.server'

/* The dashboard (issue 14): the brand's sales, departures' load and what needs doing, for the thin route. */

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="admin-figure">
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  )
}

export function DashboardPage({ dashboard, brandName }: { dashboard: DashboardData; brandName: string }) {
  const revenue = dashboard.todaysRevenue
  const load = dashboard.next30Days
  const maxWeek = Math.max(1, ...dashboard.weeks.map((week) => week.bookings))
  return (
    <section className="admin-page" aria-labelledby="admin-dashboard-title">
      <h1 id="admin-dashboard-title">{`Dashboard: ${brandName}`}</h1>
      <dl className="admin-figures">
        <Figure label="Bookings today" value={String(dashboard.todaysBookings)} testId="todays-bookings" />
        {revenue ? (
          <Figure
            label="Revenue today"
            value={
              revenue.length ? revenue.map((row) => money(row.amountMinor, row.currency)).join(' + ') : money(0, 'GBP')
            }
            testId="todays-revenue"
          />
        ) : null}
        <Figure
          label="Load factor, next 30 days"
          value={load.loadFactorPercent === null ? 'No departures' : `${load.loadFactorPercent}%`}
          testId="load-factor"
        />
        <Figure
          label="Open holds"
          value={`${dashboard.openHolds.places} places in ${dashboard.openHolds.quotes} checkouts`}
          testId="open-holds"
        />
      </dl>
      <p className="admin-note">
        {load.sold} of {load.capacity} places sold on {load.departures} departures leaving in the next 30 days.
      </p>

      <h2 id="admin-weeks">Bookings by week</h2>
      <table className="admin-table" aria-labelledby="admin-weeks">
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

      <h2 id="admin-close">Close to selling out</h2>
      {dashboard.closeToSellingOut.length ? (
        <table className="admin-table" aria-labelledby="admin-close">
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
      ) : (
        <p>No departure is close to selling out.</p>
      )}

      {dashboard.balancesDue ? (
        <>
          <h2 id="admin-balances">Balances due in the next 14 days</h2>
          {dashboard.balancesDue.length ? (
            <table className="admin-table" aria-labelledby="admin-balances">
              <thead>
                <tr>
                  <th scope="col">Booking</th>
                  <th scope="col">Tour</th>
                  <th scope="col">Due</th>
                  <th scope="col">Outstanding</th>
                </tr>
              </thead>
              <tbody>
                {dashboard.balancesDue.map((row) => (
                  <tr key={row.reference}>
                    <th scope="row">{row.reference}</th>
                    <td>{row.tourName}</td>
                    <td>{day(row.balanceDueDate)}</td>
                    <td>{money(row.outstandingMinor, row.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p>No balance falls due in the next 14 days.</p>
          )}
        </>
      ) : null}
    </section>
  )
}
