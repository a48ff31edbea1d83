/*
 * The bookings feature's browser-safe public module: the booking reference rules. The confirmation's wire shapes are
 * the checkout contract's (BookingDetails, ConfirmBookingAnswer); server services are in index.server.ts.
 */
export * from './booking-reference'
