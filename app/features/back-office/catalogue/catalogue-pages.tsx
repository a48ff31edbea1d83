import { Form, Link } from 'react-router'
import { CsrfField, money, Notice, pounds, SubmitButton } from '../shell'
import type { DepartureEditActionData, DepartureEditPageData, ToursPageData } from './catalogue-admin.server'

/* Editing one departure's price and inventory (issue 14). */

function MoneyField({
  name,
  label,
  value,
  error,
  hint,
}: {
  name: string
  label: string
  value: string
  error: string | undefined
  hint?: string
}) {
  const id = `departure-${name}`
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        className="field__input"
        inputMode="decimal"
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** One editable cell of the room table: its label is read out, not shown (the column heading says it). */
function RoomCell({
  name,
  label,
  value,
  error,
  inputMode,
}: {
  name: string
  label: string
  value: string
  error: string | undefined
  inputMode: 'decimal' | 'numeric'
}) {
  const id = `departure-${name}`
  return (
    <div className={`field field--compact${error ? ' field--invalid' : ''}`}>
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        className="field__input admin-cell-input"
        inputMode={inputMode}
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
      <Form method="post" className="admin-form" noValidate>
        <CsrfField token={page.csrfToken} />
        <MoneyField
          name="price"
          label="Price per person"
          value={values?.price ?? pounds(departure.priceMinor)}
          error={errors.price}
          hint="Every room type's price moves with it (plus its supplement)."
        />
        <MoneyField
          name="wasPrice"
          label="Was price (optional)"
          value={values?.wasPrice ?? pounds(departure.wasPriceMinor)}
          error={errors.wasPrice}
        />
        <MoneyField
          name="deposit"
          label="Deposit per person"
          value={values?.deposit ?? pounds(departure.depositMinor)}
          error={errors.deposit}
        />
        <div className={`field${errors.capacity ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor="departure-capacity">
            Capacity (places)
          </label>
          <input
            id="departure-capacity"
            name="capacity"
            className="field__input"
            inputMode="numeric"
            defaultValue={values?.capacity ?? String(departure.capacity)}
            aria-invalid={errors.capacity ? true : undefined}
            aria-describedby={errors.capacity ? 'departure-capacity-error' : undefined}
          />
          {errors.capacity ? (
            <p className="field__error" id="departure-capacity-error">
              {errors.capacity}
            </p>
          ) : null}
        </div>
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
                <th scope="col">Sleeps</th>
                <th scope="col">Price per person</th>
                <th scope="col">Supplement</th>
                <th scope="col">Allocation</th>
                <th scope="col">Sold</th>
                <th scope="col">Held</th>
              </tr>
            </thead>
            <tbody>
              {departure.rooms.map((room) => {
                const allocation = `room-${room.id}-allocation`
                const supplement = `room-${room.id}-supplement`
                return (
                  <tr key={room.id}>
                    <th scope="row">{room.name}</th>
                    <td>{room.occupancy}</td>
                    <td>{money(room.pricePerPersonMinor, departure.currency)}</td>
                    <td>
                      <RoomCell
                        name={supplement}
                        label={`${room.name}: supplement per person`}
                        value={values?.[supplement] ?? pounds(room.supplementMinor)}
                        error={errors[supplement]}
                        inputMode="decimal"
                      />
                    </td>
                    <td>
                      <RoomCell
                        name={allocation}
                        label={`${room.name}: allocation (rooms)`}
                        value={values?.[allocation] ?? String(room.allocation)}
                        error={errors[allocation]}
                        inputMode="numeric"
                      />
                    </td>
                    <td>{room.sold}</td>
                    <td>{room.held}</td>
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
      <Form method="get" className="admin-filters" role="search" aria-label="Find tours">
        <input type="hidden" name="brand" value={page.brandId} />
        <div className="field">
          <label className="field__label" htmlFor="tours-q">
            Tour name or code
          </label>
          <input id="tours-q" name="q" type="search" className="field__input" defaultValue={page.q} />
        </div>
        <button type="submit" className="button button--primary">
          Search
        </button>
      </Form>
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
          {tour.departures.length ? (
            <table className="admin-table" aria-labelledby={`tour-${tour.id}`}>
              <thead>
                <tr>
                  <th scope="col">Departure</th>
                  <th scope="col">Date</th>
                  <th scope="col">Price</th>
                  <th scope="col">On sale</th>
                </tr>
              </thead>
              <tbody>
                {tour.departures.map((departure) => (
                  <tr key={departure.id}>
                    <th scope="row">
                      <Link to={`/admin/departures/${departure.id}${brandQuery}`}>{departure.code}</Link>
                    </th>
                    <td>{departure.startDate}</td>
                    <td>{money(departure.priceMinor, departure.currency)}</td>
                    <td>{departure.open ? 'Yes' : 'No'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p>No departures to come.</p>
          )}
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
