/*
 * The back office's server services (issue 14; docs/decisions/0028-back-office-foundation.md), for its routes,
 * server/app.ts (context.backOffice), the staff:create command and tests.
 *
 * Each room's server public module is the outside's view of that room, so this façade passes them on whole rather
 * than listing their names a second time; only the shell, whose public module also serves its sibling rooms (form
 * security, brand choice, formats), is narrowed to what the routes and the server use.
 */
export { recordAudit, listAuditLog, AUDIT_PAGE_SIZE, type AuditEntry, type AuditRow } from './shell/index.server'
export { loadAdminLayout, type AdminLayoutData } from './shell/index.server'
export { toCsv, csvResponse } from './shell/index.server'
export * from './audit/index.server'
export * from './bookings/index.server'
export * from './catalogue/index.server'
// Customers (issue 14): the search, one customer's account and the staff password reset e-mail.
export * from './customers/index.server'
export * from './dashboard/index.server'
// Content (issue 14): editing content blocks against the registry, with a preview.
export * from './content/index.server'
// Exports (issue 14): the exports page and the bookings and payments CSV downloads.
export * from './exports/index.server'
// Leads, newsletter sign-ups, booking-failed enquiries, brochure requests and the e-mail outbox (issue 14).
export * from './inbox/index.server'
// Reports (issue 25): revenue from the ledger and cash by day, and their CSV downloads.
export * from './reports/index.server'
// Staff: sign-in, sessions, guards, the role table, accounts and their maintenance (issue 14, ADR 0034).
export * from './staff/index.server'
// Money settings (issue 25): a brand's cancellation policy and the sales agents' approval limit.
export * from './money-settings/index.server'
// Scheduled jobs (issue 27): the page's loader and its "Try again".
export * from './jobs/index.server'
// A departure's waitlist (issue 27): the panel's loader and its remove and send-an-offer actions.
export * from './waitlist/index.server'
// Phone bookings (issue 26): an agent sells through the checkout's quote engine and confirm.
export * from './phone-bookings/index.server'
