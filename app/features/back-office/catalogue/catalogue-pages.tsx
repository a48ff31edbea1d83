import { Form, Link } from 'react-router'
import {
  CellInput,
  CheckboxField,
  CsrfField,
  DataTable,
  day,
  linkColumn,
  FilterForm,
  InputField,
  moneyColumn,
  money,
  MoneyInput,
  Notice,
  Pager,
  pounds,
  SubmitButton,
} from '../shell'
import { DepartureBookings } from '../bookings'
import type { DepartureEditActionData, DepartureEditPageData } from './catalogue-admin.server'
import type { ToursPageData } from './tours-list.server'
import { TOURS_QUERY_MAX, toursListHref } from './tours-list-rules'

type Room = DepartureEditPageData['departure']['rooms'][number]
type TourDeparture = ToursPageData['rows'][number]['departures'][number]

/* Editing one departure's price and inventory (issue 14), on the admin UI kit. */

/** The departure's prices per person, each read from `<name>Minor` of the departure. */
const DEPARTURE_PRICES: { name: 'price' | 'wasPrice' | 'deposit'; label: string; hint?: string }[] = [
  { name: 'price', label: 'Price per person', hint: "Every room type's price moves with it (plus its supplement)." },
  { name: 'wasPrice', label: 'Was price (optional)' },
  { name: 'deposit', label: 'Deposit per person' },
]

export function DepartureEditPage({
  page,
  actionData,
}: {
  page: DepartureEditPageData
  actionData?: DepartureEditActionData
}) {
  const { departure } = page
  return (
    <section className="admin-page" aria-labelledby="admin-departure-title">
      <h1 id="admin-departure-title">{`Departure ${departure.code}`}</h1>
      <p>
        {departure.tourName} ({departure.tourCode}), departing {day(departure.startDate)}.{' '}
        <Link to={`/tours/${departure.tourSlug}`}>See the tour page</Link>
        {page.canBook && departure.open ? (
          <>
            {' '}
            <Link
              to={`/admin/bookings/new?departure=${departure.id}&brand=${encodeURIComponent(page.brandId)}`}
              className="button button--secondary"
            >
              New booking
            </Link>
          </>
        ) : null}
      </p>
      {actionData?.kind === 'saved' ? (
        <Notice kind="success">Saved. New quotes use the new price now; the site shows it within seconds.</Notice>
      ) : null}
      {actionData?.kind === 'invalid' ? <Notice kind="error">Please correct the fields marked below.</Notice> : null}
      <p className="admin-note">
        {departure.seatsSold} places sold and {departure.heldPlaces} held in checkouts, of {departure.capacity}.
      </p>
      {page.canEdit ? (
        <DepartureEditForm page={page} actionData={actionData} />
      ) : (
        <p>
          {`${money(departure.priceMinor, departure.currency)} per person, deposit ${money(departure.depositMinor, departure.currency)}; `}
          {departure.open ? 'on sale.' : 'not on sale.'}
        </p>
      )}
      {page.bookings ? (
        <DepartureBookings departureId={departure.id} brandId={page.brandId} rows={page.bookings} />
      ) : null}
    </section>
  )
}

/** The departure's price, deposit, capacity, sale and room types, for staff who edit tours. */
function DepartureEditForm({
  page,
  actionData,
}: {
  page: DepartureEditPageData
  actionData?: DepartureEditActionData
}) {
  const { departure } = page
  const errors = actionData?.kind === 'invalid' ? actionData.fieldErrors : {}
  const values = actionData?.kind === 'invalid' ? actionData.values : null
  /** A room's supplement or allocation, in its cell. */
  const roomInput = (
    room: { id: number; name: string },
    field: 'supplement' | 'allocation',
    label: string,
    shown: string,
    inputMode: 'decimal' | 'numeric',
  ) => {
    const name = `room-${room.id}-${field}`
    return (
      <CellInput
        id={`departure-${name}`}
        name={name}
        label={`${room.name}: ${label}`}
        defaultValue={values?.[name] ?? shown}
        error={errors[name]}
        inputMode={inputMode}
      />
    )
  }
  return (
    <>
      <Form method="post" className="admin-form admin-form--table" noValidate>
        <CsrfField token={page.csrfToken} />
        {DEPARTURE_PRICES.map(({ name, label, hint }) => (
          <MoneyInput
            key={name}
            id={`departure-${name}`}
            name={name}
            label={label}
            hint={hint}
            defaultValue={values?.[name]}
            defaultMinor={departure[`${name}Minor`]}
            error={errors[name]}
          />
        ))}
        <InputField
          id="departure-capacity"
          name="capacity"
          label="Capacity (places)"
          inputMode="numeric"
          className="admin-number-input"
          defaultValue={values?.capacity ?? String(departure.capacity)}
          error={errors.capacity}
        />
        <CheckboxField
          id="departure-open"
          name="open"
          label="Open for booking"
          defaultChecked={values ? values.open === 'yes' : departure.open}
        />
        <h2 id="departure-rooms">Room types</h2>
        <p className="admin-note" id="departure-rooms-hint">
          A room&rsquo;s price per person is the departure&rsquo;s price plus its supplement (a minus amount for a
          cheaper room). The allocation cannot go below the rooms sold and held.
        </p>
        <DataTable
          labelledBy="departure-rooms"
          describedBy="departure-rooms-hint"
          region
          rows={departure.rooms}
          rowKey={(room) => room.id}
          empty="This departure has no room types."
          columns={[
            { key: 'room', header: 'Room', rowHeader: true, cell: (room) => room.name },
            { key: 'sleeps', header: 'Sleeps', kind: 'number', value: (room) => room.occupancy },
            moneyColumn<Room>('price', 'Price per person', (room) => room.pricePerPersonMinor, departure.currency),
            {
              key: 'supplement',
              header: 'Supplement',
              cell: (room) =>
                roomInput(room, 'supplement', 'supplement per person', pounds(room.supplementMinor), 'decimal'),
            },
            {
              key: 'allocation',
              header: 'Allocation',
              cell: (room) => roomInput(room, 'allocation', 'allocation (rooms)', String(room.allocation), 'numeric'),
            },
            { key: 'sold', header: 'Sold', kind: 'number', value: (room) => room.sold },
            { key: 'held', header: 'Held', kind: 'number', value: (room) => room.held },
          ]}
        />
        <SubmitButton>Save departure</SubmitButton>
      </Form>
    </>
  )
}

export function ToursPage({ page }: { page: ToursPageData }) {
  const brandQuery = `?brand=${encodeURIComponent(page.brandId)}`
  const { query } = page
  return (
    <section className="admin-page" aria-labelledby="admin-tours-title">
      <h1 id="admin-tours-title">{`Tours: ${page.brandName}`}</h1>
      <p>
        <Link to={`/admin/tours/new${brandQuery}`}>New tour</Link>{' '}
        <Link to={`/admin/departures/calendar${brandQuery}`}>Departure calendar</Link>
      </p>
      <FilterForm label="Find tours" brandId={page.brandId}>
        <InputField
          id="tours-q"
          name="q"
          type="search"
          label="Tour name or code"
          maxLength={TOURS_QUERY_MAX}
          defaultValue={query.q}
        />
      </FilterForm>
      {page.rows.length ? null : <p>{query.page > 1 ? 'No more tours match.' : 'No tours match.'}</p>}
      {page.rows.map((tour) => (
        <section key={tour.id} aria-labelledby={`tour-${tour.id}`} className="admin-tour">
          <h2 id={`tour-${tour.id}`}>
            {tour.name} ({tour.code}){tour.published ? '' : ', not published'}
          </h2>
          <p>
            <Link to={`/admin/tours/${tour.id}${brandQuery}`}>
              Edit tour<span className="visually-hidden"> {tour.name}</span>
            </Link>
          </p>
          <DataTable
            labelledBy={`tour-${tour.id}`}
            rows={tour.departures}
            rowKey={(departure) => departure.id}
            empty="No departures to come."
            columns={[
              linkColumn<TourDeparture>(
                'code',
                'Departure',
                (departure) => `/admin/departures/${departure.id}${brandQuery}`,
                (departure) => departure.code,
                'code',
              ),
              { key: 'date', header: 'Date', kind: 'date', value: (departure) => departure.startDate },
              moneyColumn<TourDeparture>('price', 'Price', (departure) => departure.priceMinor),
              { key: 'open', header: 'On sale', cell: (departure) => (departure.open ? 'Yes' : 'No') },
            ]}
          />
          {tour.laterDepartures > 0 ? (
            <p>
              <Link to={toursListHref(page.brandId, { q: tour.code }, 1)}>
                {`All ${tour.departures.length + tour.laterDepartures} departures to come`}
                <span className="visually-hidden">{` of ${tour.name}`}</span>
              </Link>
            </p>
          ) : null}
        </section>
      ))}
      <Pager
        page={query.page}
        pageSize={page.pageSize}
        shown={page.rows.length}
        total={page.total}
        href={(n) => toursListHref(page.brandId, query, n)}
        noun={{ one: 'tour', many: 'tours' }}
      />
    </section>
  )
}
