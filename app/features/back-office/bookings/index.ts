/*
 * Bookings: the list, one booking (money, passengers, cancelling, notes, the confirmation) and the departure
 * manifest.
 * Browser-safe public module (components, pure rules); server services: index.server.ts.
 */
export { BookingPage } from './booking-page'
export { BookingsPage } from './bookings-list-page'
export type { BookingActionData, BookingPageData, BookingsPageData } from './bookings-pages.server'
export { DepartureBookings, ManifestPage } from './departure-bookings'
export type { ManifestPageData } from './departure-pages.server'
export { default as manifestStylesHref } from './manifest.css?url'
export { RELEASE_HOUR } from './reservation-deadline'
