import { Form, Link } from 'react-router'
import {
  CellInput,
  CsrfField,
  DataTable,
  FilterForm,
  InputField,
  money,
  MoneyInput,
  Notice,
  pounds,
  SubmitButton,
} from '../shell'
import type { DepartureEditActionData, DepartureEditPageData, ToursPageData } from './catalogue-admin.server'

/* Editing one departure's price and inventory (issue 14), on the admin UI kit. */

export function DepartureEditPage({
  page,
  actionData,
}: {
  page: DepartureEditPageData
  actionData?: DepartureEditActionData
}) {
  const { departure } = page
  const errors = actionData?.kind === 'invalid' ? actionData.fieldErrors : {}
  const values = actionData?.kind === 'invalid' ? actionData.values : null
  return (
    <section className="admin-page" aria-labelledby="admin-departure-title">
      <h1 id="admin-departure-title">{`Departure ${departure.code}`}</h1>
      <p>
        {departure.tourName} ({departure.tourCode}), departing {departure.startDate}.{' '}
        <Link to={`/tours/${departure.tourSlug}`}>See the tour page</Link>
      </p>
      {actionData?.kind === 'saved' ? (
        <Notice kind="success">Saved. New quotes use the new price now; the site shows it within seconds.</Notice>
      ) : null}
      {actionData?.kind === 'invalid' ? <Notice kind="error">Please correct the fields marked below.</Notice> : null}
      <p className="admin-note">
        {departure.seatsSold} places sold and {departure.heldPlaces} held in checkouts, of {departure.capacity}.
      </p>
      <Form method="post" className="admin-form admin-form--table" noValidate>
        <CsrfField token={page.csrfToken} />
        <MoneyInput
          id="departure-price"
          name="price"
          label="Price per person"
          defaultValue={values?.price}
          defaultMinor={departure.priceMinor}
          error={errors.price}
          hint="Every room type's price moves with it (plus its supplement)."
        />
        <MoneyInput
          id="departure-wasPrice"
          name="wasPrice"
          label="Was price (optional)"
          defaultValue={values?.wasPrice}
          defaultMinor={departure.wasPriceMinor}
          error={errors.wasPrice}
        />
        <MoneyInput
          id="departure-deposit"
          name="deposit"
          label="Deposit per person"
          defaultValue={values?.deposit}
          defaultMinor={departure.depositMinor}
          error={errors.deposit}
        />
        <InputField
          id="departure-capacity"
          name="capacity"
          label="Capacity (places)"
          inputMode="numeric"
          className="admin-number-input"
          defaultValue={values?.capacity ?? String(departure.capacity)}
          error={errors.capacity}
        />
        <div className="field">
          <input
            id="departure-open"
            name="open"
            type="checkbox"
            value="yes"
            defaultChecked={values ? values.open === 'yes' : departure.open}
          />{' '}
          <label htmlFor="departure-open">Open for booking</label>
        </div>
        <h2 id="departure-rooms">Room types</h2>
        <p className="admin-note" id="departure-rooms-hint">
          A room&rsquo;s price per person is the departure&rsquo;s price plus its supplement (a minus amount for a
          cheaper room). The allocation cannot go below the rooms sold and held.
        </p>
        <div className="admin-table-scroll" role="region" aria-labelledby="departure-rooms" tabIndex={0}>
          <table className="admin-table" aria-labelledby="departure-rooms" aria-describedby="departure-rooms-hint">
            <thead>
              <tr>
                <th scope="col">Room</th>
                <th scope="col" className="admin-table__num">
                  Sleeps
                </th>
                <th scope="col" className="admin-table__num">
                  Price per person
                </th>
                <th scope="col">Supplement</th>
                <th scope="col">Allocation</th>
                <th scope="col" className="admin-table__num">
                  Sold
                </th>
                <th scope="col" className="admin-table__num">
                  Held
                </th>
              </tr>
            </thead>
            <tbody>
              {departure.rooms.map((room) => {
                const allocation = `room-${room.id}-allocation`
                const supplement = `room-${room.id}-supplement`
                return (
                  <tr key={room.id}>
                    <th scope="row">{room.name}</th>
                    <td className="admin-table__num">{room.occupancy}</td>
                    <td className="admin-table__num">{money(room.pricePerPersonMinor, departure.currency)}</td>
                    <td>
                      <CellInput
                        id={`departure-${supplement}`}
                        name={supplement}
                        label={`${room.name}: supplement per person`}
                        defaultValue={values?.[supplement] ?? pounds(room.supplementMinor)}
                        error={errors[supplement]}
                        inputMode="decimal"
                      />
                    </td>
                    <td>
                      <CellInput
                        id={`departure-${allocation}`}
                        name={allocation}
                        label={`${room.name}: allocation (rooms)`}
                        defaultValue={values?.[allocation] ?? String(room.allocation)}
                        error={errors[allocation]}
                        inputMode="numeric"
                      />
                    </td>
                    <td className="admin-table__num">{room.sold}</td>
                    <td className="admin-table__num">{room.held}</td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
        <SubmitButton>Save departure</SubmitButton>
      </Form>
    </section>
  )
}

export function ToursPage({ page }: { page: ToursPageData }) {
  const brandQuery = `?brand=${encodeURIComponent(page.brandId)}`
  return (
    <section className="admin-page" aria-labelledby="admin-tours-title">
      <h1 id="admin-tours-title">{`Tours: ${page.brandName}`}</h1>
      <FilterForm label="Find tours" brandId={page.brandId}>
        <InputField id="tours-q" name="q" type="search" label="Tour name or code" defaultValue={page.q} />
      </FilterForm>
      {page.tours.length ? null : <p>No tours match.</p>}
      {page.tours.map((tour) => (
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
              {
                key: 'code',
                header: 'Departure',
                rowHeader: true,
                kind: 'code',
                cell: (departure) => (
                  <Link to={`/admin/departures/${departure.id}${brandQuery}`}>{departure.code}</Link>
                ),
              },
              { key: 'date', header: 'Date', kind: 'date', value: (departure) => departure.startDate },
              {
                key: 'price',
                header: 'Price',
                kind: 'money',
                value: (departure) => departure.priceMinor,
                currency: (departure) => departure.currency,
              },
              { key: 'open', header: 'On sale', cell: (departure) => (departure.open ? 'Yes' : 'No') },
            ]}
          />
          {tour.laterDepartures > 0 ? (
            <p>
              <Link to={`${brandQuery}&q=${encodeURIComponent(tour.code)}`}>
                {`All ${tour.departures.length + tour.laterDepartures} departures to come`}
                <span className="visually-hidden">{` of ${tour.name}`}</span>
              </Link>
            </p>
          ) : null}
        </section>
      ))}
    </section>
  )
}
