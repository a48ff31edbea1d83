import { ConfirmAction, day } from '../../shell'
import type { BookingActionData, BookingPageData } from '../bookings-pages.server'
import { errorsFor } from './action-errors'

/* Cancelling a booking: a second step that names the booking, or, once cancelled, when it was. */

export function BookingCancel({ page, actionData }: { page: BookingPageData; actionData?: BookingActionData }) {
  const { booking } = page
  if (booking.status === 'cancelled')
    return <p>Cancelled on {day(booking.cancelledAt ?? booking.createdAt)}; its places are back on sale.</p>
  return (
    <>
      <h2 id="booking-cancel">Cancel the booking</h2>
      <ConfirmAction
        label="Cancel booking"
        confirmLabel={`Yes, cancel booking ${booking.reference}`}
        intent="cancel"
        csrfToken={page.csrfToken}
        error={errorsFor(actionData, 'cancel').confirm}
      >
        <p>Cancelling gives the places back to the departure. Refund any money separately above.</p>
      </ConfirmAction>
    </>
  )
}
