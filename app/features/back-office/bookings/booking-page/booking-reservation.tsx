import { Form } from 'react-router'
import { addDays } from '../../../ledger'
import { CsrfField, day, InputField, SubmitButton } from '../../shell'
import type { BookingPageData } from '../bookings-pages.server'
import { RELEASE_HOUR } from '../reservation-deadline'

/*
 * A reservation's payment deadline (issue 26): on a live booking with nothing paid, staff set the day by which it must
 * be paid (or take it off). Unpaid by then, the scheduler releases it at nine the next morning and tells the customer.
 */

export function BookingReservation({ page }: { page: BookingPageData }) {
  const { booking } = page
  if (!page.canEdit || booking.status === 'cancelled' || booking.money.status !== 'reserved') return null
  const deadline = booking.paymentDeadline
  return (
    <>
      <h2 id="booking-reservation">Reservation</h2>
      <p data-testid="reservation-deadline">
        {deadline
          ? `Payment deadline: ${day(deadline)}. If nothing is paid by then, the reservation is released on ${day(addDays(deadline, 1))} at ${RELEASE_HOUR}:00 UK time, its places go back on sale and the customer is told.`
          : 'Its places are counted as sold and nothing is paid yet. No payment deadline is set: it stays until staff cancel it.'}
      </p>
      <Form method="post" className="admin-form" noValidate aria-labelledby="booking-reservation">
        <CsrfField token={page.csrfToken} />
        <input type="hidden" name="intent" value="payment-deadline" />
        <InputField
          id="reservation-deadline-date"
          name="deadline"
          type="date"
          label="Pay by"
          hint="The last day a payment is accepted before the reservation is released."
          defaultValue={deadline ?? ''}
          required
        />
        <SubmitButton>{deadline ? 'Change the payment deadline' : 'Set the payment deadline'}</SubmitButton>
      </Form>
      {deadline ? (
        <Form method="post" className="admin-form" aria-label="Take the payment deadline off">
          <CsrfField token={page.csrfToken} />
          <input type="hidden" name="intent" value="payment-deadline" />
          <input type="hidden" name="deadline" value="" />
          <SubmitButton variant="secondary">Take the deadline off</SubmitButton>
        </Form>
      ) : null}
    </>
  )
}
