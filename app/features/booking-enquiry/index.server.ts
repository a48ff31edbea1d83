/*
 * The booking-enquiry feature's server services: the page's data, storing an enquiry with its operator e-mail, and
 * the contract the server's router needs (server code imports this module, not index.ts with the page component).
 */
export { BOOKING_ENQUIRY_BLOCK, getBookingEnquiryPage } from './booking-enquiry-page.server'
export {
  BOOKING_ENQUIRY_EMAIL_KIND,
  submitBookingEnquiry,
  type BookingEnquiryOutcome,
} from './booking-enquiries.server'
export * from './booking-enquiry-contract'
