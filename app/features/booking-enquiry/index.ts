/*
 * The booking-enquiry feature's browser-safe public module: the booking-failed contact form's contract (path,
 * schema, limits), its prefill rule and its page component (checkout §2 routes, §8).
 */
export * from './booking-enquiry-contract'
export * from './booking-enquiry-prefill'
export type { BookingEnquiryPageView } from './booking-enquiry-view'
export { BookingEnquiryPage } from './booking-enquiry-form'
