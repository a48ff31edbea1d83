import { Notice } from '../shell'
import { BookingAmendments } from './booking-page/booking-amendments'
import { BookingCancel } from './booking-page/booking-cancel'
import { BookingEmails, BookingNotes } from './booking-page/booking-correspondence'
import { BookingPassengers } from './booking-page/booking-passengers'
import { BookingPayments } from './booking-page/booking-payments'
import { BookingReservation } from './booking-page/booking-reservation'
import { BookingBackLink, BookingRoomsAndExtras, BookingSummary } from './booking-page/booking-summary'
import type { BookingActionData, BookingPageData } from './bookings-pages.server'

/*
 * One booking in the back office (issue 14), in the order staff work through it: the summary, the passengers,
 * the rooms and extras, changing the booking (issue 26), the money, the e-mails and notes, and cancelling last. Each part is its own component in
 * booking-page/ (issue 23).
 */
export function BookingPage({ page, actionData }: { page: BookingPageData; actionData?: BookingActionData }) {
  return (
    <section className="admin-page" aria-labelledby="admin-booking-title">
      <BookingBackLink brandId={page.brandId} />
      <h1 id="admin-booking-title">{`Booking ${page.booking.reference}`}</h1>
      {actionData?.kind === 'done' ? <Notice kind="success">{actionData.message}</Notice> : null}
      {actionData?.kind === 'refused' ? <Notice kind="error">{actionData.message}</Notice> : null}
      <BookingSummary page={page} />
      <BookingPassengers page={page} actionData={actionData} />
      <BookingRoomsAndExtras page={page} />
      <BookingAmendments page={page} actionData={actionData} />
      <BookingReservation page={page} />
      {page.canSeePayments ? <BookingPayments page={page} actionData={actionData} /> : null}
      <BookingEmails page={page} />
      <BookingNotes page={page} actionData={actionData} />
      <BookingCancel page={page} actionData={actionData} />
    </section>
  )
}
