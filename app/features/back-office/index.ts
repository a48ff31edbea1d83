/*
 * The back office's public module for its routes (issue 14): pages, the frame and the role table. Server services:
 * index.server.ts.
 */
export { backOfficeStylesHref } from './shell'
export { AdminErrorBoundary, AdminFrame, ADMIN_NAV } from './shell'
export { adminMeta, adminPageHeaders } from './shell'
export { AuditPage } from './audit'
export { DashboardPage } from './dashboard'
export { StaffLoginPage, StaffPage, TwoFactorPage } from './staff'
export { BookingPage, BookingsPage } from './bookings'
export { DepartureEditPage, ToursPage } from './catalogue'
export {
  STAFF_ACTIONS,
  STAFF_ROLES,
  STAFF_ROLE_LABELS,
  allowedActions,
  can,
  isStaffRole,
  type StaffAction,
  type StaffRole,
} from './staff'
// Customers (issue 14): the search and one customer's account.
export { CustomerPage, CustomersPage } from './customers'
// Marketing (issue 14): leads, newsletter sign-ups and booking-failed enquiries.
export { EnquiriesPage, LeadsPage, NewsletterPage } from './inbox'
// Brochure requests and the e-mail outbox (issue 14).
export { BrochureRequestsPage, OutboxPage } from './inbox'
// Content (issue 14): the brand's content blocks and one block's editor with its preview.
export { ContentEditPage, ContentListPage } from './content'
// Exports (issue 14): the page of every CSV download the role may use.
export { ExportsPage } from './exports'
// Staff account maintenance (issue 14): the member of staff's own account page.
export { AccountPage } from './staff'
// Extras (issue 14): the visas and donations the checkout sells.
export { ExtrasPage } from './catalogue'
// Tour editing (issue 14): texts, SEO fields, publishing, excursion and add-on departure prices.
export { TourEditPage } from './catalogue'
// Reports (issue 25): revenue from the ledger and cash by day, with a range, a chart and CSV.
export { CashReportPage, REPORT_TITLES, RevenueReportPage } from './reports'
// Money settings (issue 25): a brand's cancellation policy and the sales agents' approval limit, for administrators.
export { MoneySettingsPage, moneySettingsStylesHref } from './money-settings'
// Scheduled jobs (issue 27): balance reminders and the rest of the scheduler's work, with "Try again".
export { JobsPage } from './jobs'
