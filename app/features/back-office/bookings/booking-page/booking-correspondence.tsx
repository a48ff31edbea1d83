import { Form } from 'react-router'
import { CsrfField, day, SubmitButton, TextareaField } from '../../shell'
import type { BookingActionData, BookingPageData } from '../bookings-pages.server'
import { errorsFor } from './action-errors'

/* What was said about a booking: the e-mails sent to the customer and the staff's notes. */

export function BookingEmails({ page }: { page: BookingPageData }) {
  const { booking } = page
  return (
    <>
      <h2 id="booking-emails">E-mails</h2>
      {booking.status === 'cancelled' ? null : (
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
    </>
  )
}

export function BookingNotes({ page, actionData }: { page: BookingPageData; actionData?: BookingActionData }) {
  const errors = errorsFor(actionData, 'note')
  return (
    <>
      <h2 id="booking-notes">Notes</h2>
      <Form method="post" className="admin-form" noValidate>
        <CsrfField token={page.csrfToken} />
        <input type="hidden" name="intent" value="note" />
        <TextareaField id="note-body" name="body" label="Add a note" rows={3} required error={errors.body} />
        <SubmitButton>Add note</SubmitButton>
      </Form>
      {page.booking.notes.length ? (
        <ul>
          {page.booking.notes.map((item) => (
            <li key={item.id}>
              {day(item.createdAt)}, {item.staffName ?? 'former staff'}: {item.body}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  )
}
