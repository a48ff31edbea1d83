/*
 * Saved and resumed checkouts' browser-safe public module (issue 27; ADR 0055): My bookings' "Continue booking" list
 * and the pure rules. Server code uses index.server.ts.
 */
export * from './index.rules'
export { ContinueBooking, type ContinueBookingItem } from './continue-booking'
