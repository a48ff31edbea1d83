/*
 * The access feature's server services: the one definition of what a brand and market may see, for every query
 * that lists tours. (scopes.server.ts also holds "bookings of this customer" for the account pages; export it here
 * when they arrive.)
 */
export { visibleToursOn } from './scopes.server'
