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
export { pendingApprovals, type PendingApproval } from './booking-approvals.server'
export { brandBookings, travellerCount } from './brand-bookings.server'
export { type DepartureBookingRow, type DepartureManifest } from './booking-manifest.server'
export {
  departureBookingsFor,
  loadManifestCsvOfDeparture,
  loadManifestPage,
  type ManifestPageData,
} from './departure-pages.server'
export { MANIFEST_CSV_HEADERS } from './manifest-rules'
export { overdueCancelHandler } from './overdue-cancel.server'
export { phoneDigitsOf, phoneSearchDigits } from './booking-search'
export { reservationReleaseHandler, setReservationDeadline } from './reservation-release.server'
export {
  RESERVATION_RELEASE_JOB,
  reservationDeadlineProblem,
  reservationReleaseAt,
  reservationReleaseKey,
} from './reservation-deadline'
export { insertOfflineTransaction, insertStaffPayment } from './booking-money.server'
