import { Link } from 'react-router'
import { Stylesheet } from '../../../components/ui/stylesheet'
import { day, FilterForm, InputField, SelectField } from '../shell'
import type { CalendarDeparture, CalendarPageData } from './departure-calendar.server'
import { monthLabel, monthWeeks, shiftMonth } from './departure-calendar-rules'
import stylesHref from './departure-calendar.css?url'

/*
 * The departure calendar (issue 26): a month of departures (every tour of the brand, or one), each linking to its
 * page with its places sold, held and on sale and its status; the months either side; a grid from 1024 px, a list of
 * days below.
 */

const WEEKDAYS = [
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
  ['Sun', 'Sunday'],
] as const

const statusClass = (status: string) =>
  `departure-calendar__status departure-calendar__status--${status.toLowerCase().replace(/\s+/g, '-')}`

function Departures({
  departures,
  brandQuery,
  showTour,
}: {
  departures: CalendarDeparture[]
  brandQuery: string
  showTour: boolean
}) {
  return (
    <ul className="departure-calendar__departures">
      {departures.map((departure) => (
        <li key={departure.id} data-testid={`calendar-departure-${departure.id}`}>
          <Link className="departure-calendar__code" to={`/admin/departures/${departure.id}${brandQuery}`}>
            {departure.code}
          </Link>
          {showTour ? <span className="departure-calendar__figures">{departure.tourName}</span> : null}
          <span className="departure-calendar__figures">
            {`${departure.sold} sold, ${departure.held} held, of ${departure.capacity}`}
          </span>
          <span className={statusClass(departure.status)}>{departure.status}</span>
        </li>
      ))}
    </ul>
  )
}

export function DepartureCalendarPage({ page }: { page: CalendarPageData }) {
  const brandQuery = `?brand=${encodeURIComponent(page.brandId)}`
  const monthHref = (month: string) =>
    `/admin/departures/calendar${brandQuery}&month=${month}${page.tourId ? `&tour=${page.tourId}` : ''}`
  const byDay = new Map<string, CalendarDeparture[]>()
  for (const departure of page.departures)
    byDay.set(departure.startDate, [...(byDay.get(departure.startDate) ?? []), departure])
  const tour = page.tours.find((row) => row.id === page.tourId)
  const label = monthLabel(page.month)
  const [previous, next] = [shiftMonth(page.month, -1), shiftMonth(page.month, 1)]
  const count = page.departures.length
  return (
    <section className="admin-page" aria-labelledby="admin-calendar-title">
      <Stylesheet href={stylesHref} />
      <h1 id="admin-calendar-title">{`Departures in ${label}: ${tour ? `${tour.code} ${tour.name}` : page.brandName}`}</h1>
      <FilterForm label="Choose the tour and month" brandId={page.brandId} submitLabel="Show">
        <SelectField
          id="calendar-tour"
          name="tour"
          label="Tour"
          options={[
            { value: '', label: 'All tours' },
            ...page.tours.map((row) => ({ value: String(row.id), label: `${row.name} (${row.code})` })),
          ]}
          defaultValue={page.tourId ? String(page.tourId) : ''}
        />
        <InputField
          id="calendar-month"
          name="month"
          type="month"
          label="Month"
          defaultValue={page.month}
          hint="Year and month, such as 2027-05."
        />
      </FilterForm>
      <nav className="admin-pager" aria-label="Months">
        <Link to={monthHref(previous)}>{`Previous month: ${monthLabel(previous)}`}</Link>
        <Link to={monthHref(next)}>{`Next month: ${monthLabel(next)}`}</Link>
      </nav>
      {page.canChangePrices && count ? (
        <p>
          <Link
            to={`/admin/departures/prices${brandQuery}&month=${page.month}${page.tourId ? `&tour=${page.tourId}` : ''}`}
          >
            Change prices of this month’s departures
          </Link>
        </p>
      ) : null}
      <p className="departure-calendar__count">
        {count === 0
          ? 'No departures this month.'
          : `${count} departure${count === 1 ? '' : 's'}${page.truncated ? ` (the first ${count}: choose a tour to see all of its departures)` : ''}.`}
      </p>
      {count ? (
        <>
          <table className="departure-calendar__grid" aria-labelledby="admin-calendar-title">
            <thead>
              <tr>
                {WEEKDAYS.map(([short, long]) => (
                  <th key={short} scope="col">
                    <abbr title={long}>{short}</abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthWeeks(page.month).map((week) => (
                <tr key={week.find(Boolean)}>
                  {week.map((date, index) =>
                    date ? (
                      <td key={date} className={date === page.today ? 'departure-calendar__today' : undefined}>
                        <span className="departure-calendar__day">
                          {Number(date.slice(8))}
                          <span className="visually-hidden">{` ${label}`}</span>
                        </span>
                        {byDay.has(date) ? (
                          <Departures departures={byDay.get(date)!} brandQuery={brandQuery} showTour={false} />
                        ) : null}
                      </td>
                    ) : (
                      <td key={`blank-${index}`} className="departure-calendar__blank" />
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
          <ol className="departure-calendar__list" aria-labelledby="admin-calendar-title">
            {[...byDay].map(([date, departures]) => (
              <li key={date}>
                <h2>{day(date)}</h2>
                <Departures departures={departures} brandQuery={brandQuery} showTour={!tour} />
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  )
}
