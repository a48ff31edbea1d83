/*
 * The back office's public module for its routes (issue 14): pages, the frame and the role table. Server services:
 * index.server.ts.
 *
 * Each room's browser public module is the outside's view of that room, so this façade passes them on whole rather
 * than listing their names a second time; only the shell, whose kit serves the sibling rooms, is narrowed to the
 * frame the routes use.
 */
export { backOfficeStylesHref } from './shell'
export { AdminErrorBoundary, AdminFrame, ADMIN_NAV } from './shell'
export { adminMeta, adminPageHeaders } from './shell'
export * from './audit'
export * from './bookings'
// Tours, departures and extras (issue 14).
export * from './catalogue'
// Content (issue 14): the brand's content blocks and one block's editor with its preview.
export * from './content'
// Customers (issue 14): the search and one customer's account.
export * from './customers'
export * from './dashboard'
// Exports (issue 14): the page of every CSV download the role may use.
export * from './exports'
// Leads, newsletter, booking-failed enquiries, brochure requests and the e-mail outbox (issue 14).
export * from './inbox'
// Reports (issue 25): revenue from the ledger and cash by day, with a range, a chart and CSV.
export * from './reports'
// Staff: sign-in pages, the staff page, one's own account and the role table (issue 14).
export * from './staff'
// Money settings (issue 25): a brand's cancellation policy and the sales agents' approval limit, for administrators.
export * from './money-settings'
// Scheduled jobs (issue 27): balance reminders and the rest of the scheduler's work, with "Try again".
export * from './jobs'
// A departure's waitlist (issue 27): its entries, remove, send an offer.
export * from './waitlist'
// Phone bookings (issue 26): the page an agent books on.
export * from './phone-bookings'
