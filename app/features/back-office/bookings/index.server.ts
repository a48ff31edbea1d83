/*
 * Bookings: the list, one booking (money, passengers, cancelling, notes, the confirmation) and the departure
 * manifest.
 * Server public module (loaders, actions, services and the pure rules server code needs).
 */
export {
  loadBookingPage,
  loadBookingsPage,
  loadManifestCsv,
  submitBookingPage,
  type BookingActionData,
  type BookingPageData,
  type BookingsPageData,
} from './bookings-pages.server'
