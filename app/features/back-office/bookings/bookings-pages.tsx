// Long file (over 400 lines): the bookings list and booking screens of the back office; the booking screen is being split into components (issue 23).
import { Form, Link } from 'react-router'
import { CsrfField, day, money, Notice, SubmitButton } from '../shell'
import { TITLES } from '../../checkout/index.rules'
import { OFFLINE_PAYMENT_METHODS } from './booking-balance'
import {
  BookingApprovals,
  BookingCancel,
  BookingRefunds,
  BookingStatement,
  balanceInWords,
} from './booking-money-panel'
import type { BookingActionData, BookingPageData, BookingsPageData } from './bookings-pages.server'

/* The bookings pages of the back office (issue 14): the searchable list and one booking with its actions. */

const STATUS_LABELS: Record<string, string> = { confirmed: 'Confirmed', cancelled: 'Cancelled' }
const TYPE_LABELS: Record<string, string> = { paid: 'Paid in full', deposit: 'Deposit paid', reserved: 'Reserved' }

export function BookingsPage({ page }: { page: BookingsPageData }) {
  const { query } = page
  const withPage = (n: number) => {
    const params = new URLSearchParams({ brand: page.brandId })
    for (const [key, value] of Object.entries(query)) if (key !== 'page' && value) params.set(key, String(value))
    params.set('page', String(n))
    return `?${params}`
  }
  return (
    <section className="admin-page" aria-labelledby="admin-bookings-title">
      <h1 id="admin-bookings-title">{`Bookings: ${page.brandName}`}</h1>
      <Form method="get" className="admin-filters" role="search" aria-label="Find bookings">
        <input type="hidden" name="brand" value={page.brandId} />
        <div className="field">
          <label className="field__label" htmlFor="bookings-q">
            Reference, name, e-mail or tour
          </label>
          <input id="bookings-q" name="q" type="search" className="field__input" defaultValue={query.q} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="bookings-status">
            Status
          </label>
          <select id="bookings-status" name="status" className="field__input" defaultValue={query.status}>
            <option value="">Any</option>
            <option value="confirmed">Confirmed</option>
            <option value="cancelled">Cancelled</option>
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="bookings-balance">
            Balance
          </label>
          <select id="bookings-balance" name="balance" className="field__input" defaultValue={query.balance}>
            <option value="">Any</option>
            <option value="due">Balance due</option>
            <option value="paid">Paid in full</option>
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="bookings-from">
            Departing from
          </label>
          <input id="bookings-from" name="from" type="date" className="field__input" defaultValue={query.from} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="bookings-to">
            Departing until
          </label>
          <input id="bookings-to" name="to" type="date" className="field__input" defaultValue={query.to} />
        </div>
        <button type="submit" className="button button--primary">
          Search
        </button>
      </Form>
      {page.rows.length ? (
        <table className="admin-table" aria-labelledby="admin-bookings-title">
          <thead>
            <tr>
              <th scope="col">Reference</th>
              <th scope="col">Booked</th>
              <th scope="col">Lead passenger</th>
              <th scope="col">Tour</th>
              <th scope="col">Departs</th>
              <th scope="col">Travellers</th>
              <th scope="col">Balance</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {page.rows.map((row) => (
              <tr key={row.reference}>
                <th scope="row">
                  <Link to={`/admin/bookings/${row.reference}?brand=${page.brandId}`}>{row.reference}</Link>
                </th>
                <td>{day(row.createdAt)}</td>
                <td>
                  {row.leadName}
                  {row.leadEmail ? <div className="admin-note">{row.leadEmail}</div> : null}
                </td>
                <td>
                  {row.tourName} <span className="admin-note">({row.tourCode})</span>
                </td>
                <td>{day(row.departureDate)}</td>
                <td>{row.travellers}</td>
                <td>{money(row.balanceMinor, row.currency)}</td>
                <td>{STATUS_LABELS[row.status] ?? row.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>No bookings match.</p>
      )}
      <nav className="admin-pager" aria-label="Pages of bookings">
        {query.page > 1 ? <Link to={withPage(query.page - 1)}>Newer bookings</Link> : null}
        {page.hasMore ? <Link to={withPage(query.page + 1)}>Older bookings</Link> : null}
      </nav>
    </section>
  )
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p className="field__error" id={id}>
      {message}
    </p>
  ) : null
}

export function BookingPage({ page, actionData }: { page: BookingPageData; actionData?: BookingActionData }) {
  const { booking } = page
  const errors = (intent: string) =>
    actionData?.kind === 'invalid' && actionData.intent === intent ? actionData.fieldErrors : {}
  const offline = errors('offline-payment')
  const cancel = errors('cancel')
  const note = errors('note')
  const refund = errors('refund')
  const amend = errors('amend-passenger')
  const brandQuery = `?brand=${encodeURIComponent(page.brandId)}`
  const cancelled = booking.status === 'cancelled'
  return (
    <section className="admin-page" aria-labelledby="admin-booking-title">
      <p>
        <Link to={`/admin/bookings${brandQuery}`}>All bookings</Link>
      </p>
      <h1 id="admin-booking-title">{`Booking ${booking.reference}`}</h1>
      {actionData?.kind === 'done' ? <Notice kind="success">{actionData.message}</Notice> : null}
      {actionData?.kind === 'refused' ? <Notice kind="error">{actionData.message}</Notice> : null}
      <dl className="admin-figures">
        <div className="admin-figure">
          <dt>Status</dt>
          <dd data-testid="booking-status">
            {STATUS_LABELS[booking.status] ?? booking.status}
            {cancelled ? '' : `, ${TYPE_LABELS[booking.type] ?? booking.type}`}
          </dd>
        </div>
        <div className="admin-figure">
          <dt>Total</dt>
          <dd>{money(booking.totalMinor, booking.currency)}</dd>
        </div>
        <div className="admin-figure">
          <dt>Paid</dt>
          <dd data-testid="booking-paid">{money(booking.amountPaidMinor, booking.currency)}</dd>
        </div>
        <div className="admin-figure">
          <dt>Balance</dt>
          <dd data-testid="booking-balance">{balanceInWords(booking)}</dd>
        </div>
      </dl>
      <p>
        {booking.tourName} ({booking.tourCode}), departure {booking.departureCode}: {day(booking.departureDate)} to{' '}
        {day(booking.endDate)}. Booked {day(booking.createdAt)}.
        {page.canExport ? (
          <>
            {' '}
            <a href={`/admin/exports/manifest${brandQuery}&departureId=${booking.departureId}`} download>
              Download this departure&rsquo;s manifest (CSV)
            </a>
          </>
        ) : null}
      </p>

      <h2 id="booking-passengers">Passengers</h2>
      <table className="admin-table" aria-labelledby="booking-passengers">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Date of birth</th>
            <th scope="col">Room</th>
            <th scope="col">Contact</th>
          </tr>
        </thead>
        <tbody>
          {booking.passengers.map((passenger) => (
            <tr key={passenger.id}>
              <th scope="row">
                {[passenger.title, passenger.firstName, passenger.lastName].filter(Boolean).join(' ')}
                {passenger.isLead ? ' (lead)' : ''}
              </th>
              <td>{passenger.dateOfBirth ? day(passenger.dateOfBirth) : ''}</td>
              <td>{passenger.room ?? ''}</td>
              <td>{[passenger.email, passenger.phone].filter(Boolean).join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>

      {page.canEdit ? (
        <>
          <h3 id="booking-amend">Correct a passenger’s details</h3>
          {booking.passengers.map((passenger) => {
            const open =
              actionData?.kind === 'invalid' &&
              actionData.intent === 'amend-passenger' &&
              actionData.values.passengerId === String(passenger.id)
            const fieldErrors = open ? amend : {}
            const values = open && actionData?.kind === 'invalid' ? actionData.values : null
            const id = (field: string) => `amend-${passenger.id}-${field}`
            const field = (name: string, label: string, value: string, type = 'text') => (
              <div className={`field${fieldErrors[name] ? ' field--invalid' : ''}`}>
                <label className="field__label" htmlFor={id(name)}>
                  {label}
                </label>
                <input
                  id={id(name)}
                  name={name}
                  type={type}
                  className="field__input"
                  defaultValue={values?.[name] ?? value}
                  aria-invalid={fieldErrors[name] ? true : undefined}
                  aria-describedby={fieldErrors[name] ? `${id(name)}-error` : undefined}
                />
                <FieldError id={`${id(name)}-error`} message={fieldErrors[name]} />
              </div>
            )
            return (
              <details key={passenger.id} open={open} className="admin-amend">
                <summary>
                  {passenger.firstName} {passenger.lastName}
                </summary>
                <Form method="post" className="admin-form" noValidate>
                  <CsrfField token={page.csrfToken} />
                  <input type="hidden" name="intent" value="amend-passenger" />
                  <input type="hidden" name="passengerId" value={passenger.id} />
                  <div className={`field${fieldErrors.title ? ' field--invalid' : ''}`}>
                    <label className="field__label" htmlFor={id('title')}>
                      Title
                    </label>
                    <select
                      id={id('title')}
                      name="title"
                      className="field__input"
                      defaultValue={values?.title ?? passenger.title ?? ''}
                    >
                      {TITLES.map((title) => (
                        <option key={title} value={title}>
                          {title}
                        </option>
                      ))}
                    </select>
                    <FieldError id={`${id('title')}-error`} message={fieldErrors.title} />
                  </div>
                  {field('firstName', 'First name', passenger.firstName)}
                  {field('lastName', 'Last name', passenger.lastName)}
                  {field('dateOfBirth', 'Date of birth', passenger.dateOfBirth ?? '', 'date')}
                  {field(
                    'email',
                    passenger.isLead ? 'E-mail address' : 'E-mail address (optional)',
                    passenger.email ?? '',
                    'email',
                  )}
                  {field('mobilePhone', 'Mobile phone (optional)', passenger.phone ?? '', 'tel')}
                  <SubmitButton>Save passenger</SubmitButton>
                </Form>
              </details>
            )
          })}
        </>
      ) : null}

      <h2 id="booking-rooms">Rooms and extras</h2>
      <ul aria-labelledby="booking-rooms">
        {booking.rooms.map((room, index) => (
          <li key={`room-${index}`}>
            {room.name} for {room.occupancy}: {money(room.pricePerPersonMinor, booking.currency)} per person
            {room.supplementMinor ? ` + ${money(room.supplementMinor, booking.currency)} supplement` : ''}
          </li>
        ))}
        {booking.extras.map((extra, index) => (
          <li key={`extra-${index}`}>
            {extra.kind}: {extra.name}, {money(extra.amountMinor, booking.currency)}
          </li>
        ))}
      </ul>

      {page.canSeePayments ? (
        <>
          <BookingApprovals page={page} />
          <BookingStatement booking={booking} />
          <h2 id="booking-payments">Payments</h2>
          {booking.payments.length ? (
            <table className="admin-table" aria-labelledby="booking-payments">
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Amount</th>
                  <th scope="col">How</th>
                  <th scope="col">Reference</th>
                </tr>
              </thead>
              <tbody>
                {booking.payments.map((payment) => (
                  <tr key={payment.id}>
                    <td>{day(payment.createdAt)}</td>
                    <td>{money(payment.amountMinor, booking.currency)}</td>
                    <td>
                      {payment.method}
                      {payment.cardLast4 ? ` ending ${payment.cardLast4}` : ''}
                      {payment.staffName ? ` (recorded by ${payment.staffName})` : ''}
                    </td>
                    <td>
                      {payment.providerReference || payment.reference ? (
                        <code>{payment.providerReference ?? payment.reference}</code>
                      ) : (
                        ''
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p>No payments yet.</p>
          )}

          <BookingRefunds page={page} errors={refund} />

          {!cancelled && booking.money.dueMinor > 0 ? (
            <>
              <h3 id="booking-offline">Record a payment</h3>
              <Form method="post" className="admin-form" aria-labelledby="booking-offline" noValidate>
                <CsrfField token={page.csrfToken} />
                <input type="hidden" name="intent" value="offline-payment" />
                <div className={`field${offline.amount ? ' field--invalid' : ''}`}>
                  <label className="field__label" htmlFor="offline-amount">
                    Amount received
                  </label>
                  <input
                    id="offline-amount"
                    name="amount"
                    className="field__input"
                    inputMode="decimal"
                    required
                    aria-invalid={offline.amount ? true : undefined}
                    aria-describedby={offline.amount ? 'offline-amount-error' : undefined}
                  />
                  <FieldError id="offline-amount-error" message={offline.amount} />
                </div>
                <div className={`field${offline.method ? ' field--invalid' : ''}`}>
                  <label className="field__label" htmlFor="offline-method">
                    Paid by
                  </label>
                  <select id="offline-method" name="method" className="field__input" defaultValue="bank transfer">
                    {OFFLINE_PAYMENT_METHODS.map((method) => (
                      <option key={method} value={method}>
                        {method[0]!.toUpperCase() + method.slice(1)}
                      </option>
                    ))}
                  </select>
                  <FieldError id="offline-method-error" message={offline.method} />
                </div>
                <div className="field">
                  <label className="field__label" htmlFor="offline-reference">
                    Bank or cheque reference (optional)
                  </label>
                  <input id="offline-reference" name="paymentReference" className="field__input" />
                </div>
                <SubmitButton>Record payment</SubmitButton>
              </Form>
            </>
          ) : null}
        </>
      ) : null}

      <h2 id="booking-emails">E-mails</h2>
      {cancelled ? null : (
        <Form method="post" className="admin-form">
          <CsrfField token={page.csrfToken} />
          <input type="hidden" name="intent" value="resend-confirmation" />
          <SubmitButton>Send the confirmation e-mail again</SubmitButton>
        </Form>
      )}
      {booking.emails.length ? (
        <ul aria-labelledby="booking-emails">
          {booking.emails.map((email) => (
            <li key={email.id}>
              {day(email.createdAt)}: {email.subject} to {email.toAddress} —{' '}
              {email.sentAt ? 'sent' : email.error ? `failed (${email.error})` : 'waiting to be sent'}
            </li>
          ))}
        </ul>
      ) : (
        <p>No e-mails about this booking.</p>
      )}

      <h2 id="booking-notes">Notes</h2>
      <Form method="post" className="admin-form" noValidate>
        <CsrfField token={page.csrfToken} />
        <input type="hidden" name="intent" value="note" />
        <div className={`field${note.body ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor="note-body">
            Add a note
          </label>
          <textarea
            id="note-body"
            name="body"
            className="field__input"
            rows={3}
            required
            aria-invalid={note.body ? true : undefined}
            aria-describedby={note.body ? 'note-body-error' : undefined}
          />
          <FieldError id="note-body-error" message={note.body} />
        </div>
        <SubmitButton>Add note</SubmitButton>
      </Form>
      {booking.notes.length ? (
        <ul>
          {booking.notes.map((item) => (
            <li key={item.id}>
              {day(item.createdAt)}, {item.staffName ?? 'former staff'}: {item.body}
            </li>
          ))}
        </ul>
      ) : null}

      <BookingCancel page={page} errors={cancel} />
    </section>
  )
}
