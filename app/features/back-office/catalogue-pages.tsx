import { Form, Link } from 'react-router'
import { formatMoney, type CurrencyCode } from '../../lib/money'
import { CsrfField, Notice, SubmitButton } from './admin-ui'
import type { DepartureEditActionData, DepartureEditPageData, ToursPageData } from './catalogue-admin.server'

/* Editing one departure's price and inventory (issue 14). */

const pounds = (minor: number | null) => (minor === null ? '' : (minor / 100).toFixed(2))
const money = (minor: number, currency: string) =>
  currency === 'GBP' || currency === 'CAD' ? formatMoney(minor, currency as CurrencyCode) : pounds(minor)

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
        <SubmitButton>Save departure</SubmitButton>
      </Form>
      <h2 id="departure-rooms">Room types</h2>
      <table className="admin-table" aria-labelledby="departure-rooms">
        <thead>
          <tr>
            <th scope="col">Room</th>
            <th scope="col">Sleeps</th>
            <th scope="col">Price per person</th>
            <th scope="col">Sold of allocation</th>
          </tr>
        </thead>
        <tbody>
          {departure.rooms.map((room) => (
            <tr key={room.name}>
              <th scope="row">{room.name}</th>
              <td>{room.occupancy}</td>
              <td>{money(room.pricePerPersonMinor, departure.currency)}</td>
              <td>
                {room.sold} of {room.allocation}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
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
        </section>
      ))}
    </section>
  )
}
