/* Phone bookings (issue 26, ADR 0059): the browser-safe public module — the pure rules and the page. */
export * from './phone-booking-rules'
export type {
  PhoneBookingActionData,
  PhoneBookingPageData,
  PhoneDepartureFinderData,
} from './phone-booking-page.server'
export { PhoneBookingPage, PhoneDepartureFinder } from './phone-booking-page'
