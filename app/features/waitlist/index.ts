/*
 * The waitlist's browser-safe public module (issue 27): the join form the tour page's departures table and the
 * checkout's sold-out message show, and the wire contract. Server code uses index.server.ts.
 */
export * from './waitlist-contract'
// The form itself loads on demand (waitlist-join-lazy.tsx); its message is the join answer's words.
export { WaitlistJoin } from './waitlist-join-lazy'
export { WAITLIST_CSRF_FIELD, WaitlistLeavePage, WaitlistMessagePage } from './waitlist-pages'
