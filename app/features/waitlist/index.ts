/*
 * The waitlist's browser-safe public module (issue 27): the join form the tour page's departures table and the
 * checkout's sold-out message show, and the wire contract. Server code uses index.server.ts.
 */
export * from './waitlist-contract'
export { WAITLIST_JOINED_MESSAGE, WaitlistJoin } from './waitlist-join'
export { WAITLIST_CSRF_FIELD, WaitlistLeavePage, WaitlistMessagePage } from './waitlist-pages'
