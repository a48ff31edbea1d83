/*
 * Phone bookings (issue 26, ADR 0059): server public module — the services the page, the card frame's return page
 * and the tests use, and the pure rules server code needs.
 */
export * from './phone-booking-rules'
export { loadPhoneBookingPage, loadPhoneDepartureFinder, submitPhoneBookingPage } from './phone-booking-page.server'
export { loadPhonePaymentComplete } from './phone-payment-complete.server'
export {
  PHONE_PAYMENT_COMPLETE_PATH,
  PhoneBookingRefused,
  confirmPhoneBooking,
  phoneQuoteMoney,
  setPhoneDiscount,
  startPhoneCardPayment,
  submitPhoneRooms,
  type PhoneAgent,
} from './phone-booking.server'
