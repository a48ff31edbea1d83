/*
 * The back office's public module for its routes (issue 14): pages, the frame and the role table. Server services:
 * index.server.ts.
 */
export { default as backOfficeStylesHref } from './back-office.css?url'
export { AdminErrorBoundary, AdminFrame, ADMIN_NAV } from './admin-ui'
export { adminMeta, adminPageHeaders } from './admin-route-meta'
export { AuditPage, DashboardPage, StaffLoginPage, StaffPage, TwoFactorPage } from './admin-pages'
export { BookingPage, BookingsPage } from './bookings-pages'
export { DepartureEditPage, ToursPage } from './catalogue-pages'
export {
  STAFF_ACTIONS,
  STAFF_ROLES,
  STAFF_ROLE_LABELS,
  allowedActions,
  can,
  isStaffRole,
  type StaffAction,
  type StaffRole,
} from './permissions'
// Customers (issue 14): the search and one customer's account.
export { CustomerPage, CustomersPage } from './customers-pages'
// Marketing (issue 14): leads, newsletter sign-ups and booking-failed enquiries.
export { EnquiriesPage, LeadsPage, NewsletterPage } from './marketing-pages'
// Brochure requests and the e-mail outbox (issue 14).
export { BrochureRequestsPage, OutboxPage } from './inbox-pages'
// Content (issue 14): the brand's content blocks and one block's editor with its preview.
export { ContentEditPage, ContentListPage } from './content-pages'
// Exports (issue 14): the page of every CSV download the role may use.
export { ExportsPage } from './exports-pages'
// Staff account maintenance (issue 14): the member of staff's own account page.
export { AccountPage } from './account-page'
// Extras (issue 14): the visas and donations the checkout sells.
export { ExtrasPage } from './extras-pages'
// Tour editing (issue 14): texts, SEO fields, publishing, excursion and add-on departure prices.
export { TourEditPage } from './tour-pages'
