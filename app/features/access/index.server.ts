/*
 * The access feature's server services: the one definition of what a brand and market may see, for every query
 * that lists tours or listing pages. (scopes.server.ts also holds "bookings of this customer" for the account pages; export it here
 * when they arrive.)
 */
export { listingPagesOn, visibleToursOn } from './scopes.server'
