/*
 * The bookings feature's server services (issue 11): the trusted confirm that turns a paid (or reserved) quote into a
 * booking, the booking read model (confirmation step, reload by reference, PDF), the booking e-mails and the PDF.
 */
export {
  ALREADY_BOOKED_MESSAGE,
  BookingRefusedError,
  DISCOUNT_ABOVE_PRICE_MESSAGE,
  PAYMENT_CANCELLED_MESSAGE,
  PAYMENT_DECLINED_MESSAGE,
  PAYMENT_ERROR_MESSAGE,
  PAYMENT_MISMATCH_MESSAGE,
  PAYMENT_PENDING_MESSAGE,
  PAYMENT_REQUIRED_MESSAGE,
  PLACES_GONE_MESSAGE,
  PLACES_GONE_RESERVATION_MESSAGE,
  confirmBooking,
  type ConfirmDependencies,
  type Confirmer,
  type PhoneSale,
  type PhoneSettlement,
} from './confirm-booking.server'
export {
  bookingContactOf,
  bookingDetailsOf,
  getBookingConfirmation,
  type BookingConfirmation,
} from './booking-confirmation.server'
export {
  BOOKING_CONFIRMATION_EMAIL_KIND,
  BOOKING_NOTIFICATION_EMAIL_KIND,
  bookingConfirmationEmail,
  confirmationLinks,
} from './booking-emails.server'
export { bookingConfirmationPdf } from './booking-pdf.server'
export { MIN_UNBOOKED_PAYMENT_GRACE_MS, voidUnbookedPayments } from './unbooked-payments.server'
export * from './booking-reference'
export { guestKeyOf, mergeGuestBooker, recordGuestBooker } from './guest-bookers.server'
