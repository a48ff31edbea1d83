/*
 * The back office's server services (issue 14; docs/decisions/0028-back-office-foundation.md), for its routes,
 * server/app.ts (context.backOffice), the staff:create command and tests.
 */
export type { BackOfficeServerContext } from './staff/index.server'
export { recordAudit, listAuditLog, AUDIT_PAGE_SIZE, type AuditEntry, type AuditRow } from './shell/index.server'
export { loadAdminLayout, type AdminLayoutData } from './shell/index.server'
export { loadAuditPage } from './audit/index.server'
export { loadDashboardPage } from './dashboard/index.server'
export {
  loadStaffPage,
  redirectToDashboard,
  submitStaffPage,
  type StaffActionData,
  type StaffPageData,
} from './staff/index.server'
export { loadDashboard, type DashboardData } from './dashboard/index.server'
export {
  loadBookingPage,
  loadBookingsPage,
  loadManifestCsv,
  submitBookingPage,
  type BookingActionData,
  type BookingPageData,
  type BookingsPageData,
} from './bookings/index.server'
export { toCsv, csvResponse } from './shell/index.server'
export {
  DEPARTURES_SHOWN_PER_TOUR,
  loadDepartureEditPage,
  loadToursPage,
  submitDepartureEdit,
  type ToursPageData,
  type DepartureEditActionData,
  type DepartureEditPageData,
} from './catalogue/index.server'
export {
  createStaff,
  disableStaff,
  listStaff,
  newOneTimePassword,
  normaliseStaffEmail,
  type CreateStaffOutcome,
  type StaffSummary,
} from './staff/index.server'
export {
  STAFF_LOGIN_FAILED_MESSAGE,
  STAFF_LOGIN_FAILURE_DELAY,
  STAFF_LOGIN_PER_IP,
  STAFF_TWO_FACTOR_PER_STAFF,
  TWO_FACTOR_FAILED_MESSAGE,
  loadStaffLoginPage,
  loadTwoFactorPage,
  submitStaffLogin,
  submitStaffLogout,
  submitTwoFactor,
} from './staff/index.server'
export { STAFF_COOKIE_NAME, STAFF_COOKIE_PATH } from './staff/index.server'
export { ADMIN_PATHS, requireStaff } from './staff/index.server'
export { pruneExpiredStaffSessions } from './staff/index.server'
export { totpCodeAt, checkTotpCode } from './staff/index.server'
export {
  STAFF_ACTIONS,
  STAFF_ROLES,
  STAFF_ROLE_LABELS,
  allowedActions,
  can,
  isStaffRole,
  type StaffAction,
  type StaffRole,
} from './staff/index.server'
// Customers (issue 14): the search, one customer's account and the staff password reset e-mail.
export {
  loadCustomerPage,
  loadCustomersPage,
  submitCustomerPage,
  type CustomerActionData,
  type CustomerPageData,
  type CustomersPageData,
} from './customers/index.server'
export { CUSTOMERS_PAGE_SIZE, sendCustomerPasswordReset } from './customers/index.server'
// Marketing (issue 14): leads, newsletter sign-ups and booking-failed enquiries, and their CSV downloads.
export {
  loadEnquiriesPage,
  loadLeadsCsv,
  loadLeadsPage,
  loadNewsletterCsv,
  loadNewsletterPage,
  submitEnquiriesPage,
  type EnquiriesPageData,
  type EnquiryActionData,
  type LeadsPageData,
  type NewsletterPageData,
} from './inbox/index.server'
export { MARKETING_CSV_MAX_ROWS, markEnquiryHandled } from './inbox/index.server'
// Brochure requests (mark fulfilled, the fulfilment CSV) and the e-mail outbox (retry) (issue 14).
export {
  NOTHING_TO_EXPORT_MESSAGE,
  downloadNewBrochureRequests,
  loadBrochureRequestsPage,
  loadOutboxPage,
  redirectToBrochureRequests,
  submitBrochureRequestsPage,
  submitOutboxPage,
  type BrochureRequestsPageData,
  type InboxActionData,
  type OutboxPageData,
} from './inbox/index.server'
export {
  exportNewBrochureRequests,
  markBrochureRequestFulfilled,
  outboxStateOf,
  retryOutboxEmail,
} from './inbox/index.server'
// Content (issue 14): editing content blocks against the registry, with a preview.
export { loadContentEditPage, loadContentListPage, submitContentEdit } from './content/index.server'
// Exports (issue 14): the exports page and the bookings and payments CSV downloads.
export { loadBookingsCsv, loadExportsPage, loadPaymentsCsv, type ExportsPageData } from './exports/index.server'
export { bookingsForExport, departuresForManifest, paymentsForExport } from './exports/index.server'
export { EXPORTS_CSV_MAX_ROWS } from './exports/index.server'
// Staff account maintenance (issue 14): password and two-factor resets, role changes, one's own account page.
export {
  STAFF_PASSWORD_CHANGE_PER_STAFF,
  WRONG_CURRENT_PASSWORD_MESSAGE,
  changeOwnPassword,
  changeStaffRole,
  loadAccountPage,
  resetStaffPassword,
  resetStaffTwoFactor,
  submitAccountPage,
  type AccountActionData,
  type AccountPageData,
  type StaffMaintenanceActionData,
} from './staff/index.server'
// A password an administrator set expires (ADR 0034).
export { ADMIN_SET_PASSWORD_LIFETIME_HOURS, PASSWORD_EXPIRED_MESSAGE } from './staff/index.server'
// Extras (issue 14): the visas and donations the checkout sells.
export {
  EXTRAS_PAGE_SIZE,
  loadExtrasPage,
  saveDonation,
  saveVisa,
  submitExtrasPage,
  type ExtrasActionData,
  type ExtrasPageData,
} from './catalogue/index.server'
// Tour editing (issue 14): texts, SEO fields, publishing, excursion and add-on departure prices.
export {
  ADDON_PRICES_PAGE_SIZE,
  loadTourEditPage,
  submitTourEditPage,
  type TourEditActionData,
  type TourEditPageData,
} from './catalogue/index.server'
// Reports (issue 25): revenue from the ledger and cash by day, and their CSV downloads.
export {
  loadCashReportCsv,
  loadCashReportPage,
  loadRevenueReportCsv,
  loadRevenueReportPage,
  type CashReportPageData,
  type RevenueReportPageData,
} from './reports/index.server'
// Money settings (issue 25): a brand's cancellation policy and the sales agents' approval limit.
export {
  loadMoneySettingsPage,
  submitMoneySettingsPage,
  type MoneySettingsActionData,
  type MoneySettingsPageData,
} from './money-settings/index.server'
// Scheduled jobs (issue 27).
export { loadJobsPage, submitJobsPage, type JobsActionData, type JobsPageData } from './jobs/index.server'
