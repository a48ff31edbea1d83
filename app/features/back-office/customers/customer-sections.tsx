import { Form } from 'react-router'
import {
  CsrfField,
  DataTable,
  day,
  InputField,
  linkColumn,
  moneyColumn,
  Notice,
  SubmitButton,
  TextareaField,
} from '../shell'
import { NOTE_MAX } from './customer-rules'
import type { CustomerActionData, CustomerPageData } from './customers-pages.server'

/* The sections of one customer's page (issue 26): contact form, bookings, payments, e-mails sent and notes. */

type Customer = CustomerPageData['customer']
type Booking = Customer['bookings'][number]
type Payment = Customer['payments'][number]
type Email = Customer['emails'][number]

const brandQueryOf = (page: CustomerPageData) => `?brand=${encodeURIComponent(page.brandId)}`

export function CustomerContactForm({ page, actionData }: { page: CustomerPageData; actionData?: CustomerActionData }) {
  const { customer } = page
  const invalid = actionData?.kind === 'invalid-contact' ? actionData : null
  const errors = invalid?.fieldErrors ?? {}
  const typed = (name: string, stored: string | null) => (invalid ? (invalid.typed[name] ?? '') : (stored ?? ''))
  const guest = customer.kind === 'guest'
  return (
    <details className="admin-details" open={invalid !== null}>
      <summary>Change the contact details</summary>
      <Form method="post" className="admin-form" noValidate aria-label="Contact details">
        <CsrfField token={page.csrfToken} />
        <input type="hidden" name="intent" value="contact" />
        {invalid ? <Notice kind="error">Please correct the fields marked below.</Notice> : null}
        <InputField
          id="contact-first-name"
          name="firstName"
          label="First name"
          autoComplete="off"
          defaultValue={typed('firstName', customer.firstName)}
          error={errors.firstName}
        />
        <InputField
          id="contact-last-name"
          name="lastName"
          label="Last name"
          autoComplete="off"
          defaultValue={typed('lastName', customer.lastName)}
          error={errors.lastName}
        />
        <InputField
          id="contact-mobile"
          name="mobilePhone"
          type="tel"
          label={guest ? 'Phone' : 'Mobile phone'}
          autoComplete="off"
          defaultValue={typed('mobilePhone', customer.mobilePhone)}
          error={errors.mobilePhone}
        />
        {guest ? null : (
          <InputField
            id="contact-home"
            name="homePhone"
            type="tel"
            label="Home phone"
            autoComplete="off"
            defaultValue={typed('homePhone', customer.homePhone)}
            error={errors.homePhone}
          />
        )}
        <p className="admin-note">
          {guest
            ? 'The e-mail address is how this guest’s bookings are found; it is not changed here.'
            : 'The e-mail address is the customer’s sign-in: they change it in My details, with a new confirmation.'}
        </p>
        <SubmitButton>Save the contact details</SubmitButton>
      </Form>
    </details>
  )
}

export function CustomerBookings({ page }: { page: CustomerPageData }) {
  const brandQuery = brandQueryOf(page)
  return (
    <>
      <h2 id="customer-bookings">Bookings</h2>
      <DataTable
        labelledBy="customer-bookings"
        region
        testId="customer-bookings"
        rows={page.customer.bookings}
        rowKey={(booking) => booking.reference}
        empty="No bookings."
        columns={[
          linkColumn<Booking>(
            'reference',
            'Reference',
            (booking) => `/admin/bookings/${booking.reference}${brandQuery}`,
            (booking) => booking.reference,
            'code',
          ),
          {
            key: 'tour',
            header: 'Tour',
            cell: (booking) => (
              <>
                {booking.tourName} <span className="admin-note">({booking.tourCode})</span>
              </>
            ),
          },
          { key: 'departs', header: 'Departs', kind: 'date', value: (booking) => booking.departureDate },
          moneyColumn<Booking>('total', 'Total', (booking) => booking.totalMinor),
          moneyColumn<Booking>('paid', 'Paid', (booking) => booking.paidMinor),
          moneyColumn<Booking>('balance', 'Balance', (booking) => booking.balanceMinor),
          { key: 'status', header: 'Status', cell: (booking) => booking.status },
        ]}
      />
    </>
  )
}

export function CustomerPayments({ page }: { page: CustomerPageData }) {
  return (
    <>
      <h2 id="customer-payments">Payments</h2>
      <DataTable
        labelledBy="customer-payments"
        region
        testId="customer-payments"
        rows={page.customer.payments}
        rowKey={(payment) => payment.id}
        empty="No payments."
        columns={[
          { key: 'at', header: 'Date', kind: 'date', value: (payment: Payment) => payment.at },
          { key: 'booking', header: 'Booking', cell: (payment: Payment) => <code>{payment.reference}</code> },
          { key: 'type', header: 'For', value: (payment: Payment) => payment.paymentType },
          { key: 'method', header: 'Method', value: (payment: Payment) => payment.method },
          moneyColumn<Payment>('amount', 'Amount', (payment) => payment.amountMinor),
        ]}
      />
    </>
  )
}

export function CustomerEmails({ page }: { page: CustomerPageData }) {
  return (
    <>
      <h2 id="customer-emails">E-mails sent</h2>
      <DataTable
        labelledBy="customer-emails"
        region
        testId="customer-emails"
        rows={page.customer.emails}
        rowKey={(email) => email.id}
        empty="No e-mails to this address."
        columns={[
          { key: 'at', header: 'Date', kind: 'date', value: (email: Email) => email.at },
          { key: 'subject', header: 'Subject', value: (email: Email) => email.subject },
          { key: 'state', header: 'Sent', cell: (email: Email) => (email.sent ? 'Sent' : 'Waiting to be sent') },
        ]}
      />
    </>
  )
}

export function CustomerNotes({ page, actionData }: { page: CustomerPageData; actionData?: CustomerActionData }) {
  const invalid = actionData?.kind === 'invalid-note' ? actionData : null
  return (
    <>
      <h2 id="customer-notes">Notes</h2>
      {/* Keyed by the notes' count: a new blank form once a note is added (the posted text stays while refused). */}
      <Form
        key={page.customer.notes.length}
        method="post"
        className="admin-form"
        noValidate
        aria-labelledby="customer-notes"
      >
        <CsrfField token={page.csrfToken} />
        <input type="hidden" name="intent" value="note" />
        <TextareaField
          id="customer-note-body"
          name="body"
          label="Add a note"
          hint={`Seen by staff only, with your name and the date. At most ${NOTE_MAX} characters.`}
          rows={3}
          maxLength={NOTE_MAX}
          defaultValue={invalid?.typed}
          error={invalid?.message}
        />
        <SubmitButton>Add the note</SubmitButton>
      </Form>
      {page.customer.notes.length ? (
        <ul data-testid="customer-notes" className="admin-notes">
          {page.customer.notes.map((note) => (
            <li key={note.id}>
              <strong>
                {day(note.at)}, {note.staffName ?? 'former staff'}:
              </strong>{' '}
              {note.body}
            </li>
          ))}
        </ul>
      ) : (
        <p>No notes yet.</p>
      )}
    </>
  )
}
