/*
 * The inbox: marketing leads, newsletter sign-ups, booking-failed enquiries, brochure requests and the e-mail
 * outbox.
 * Server public module (loaders, actions, services and the pure rules server code needs).
 */
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
} from './brochure-requests-pages.server'
export {
  exportNewBrochureRequests,
  markBrochureRequestFulfilled,
  outboxStateOf,
  retryOutboxEmail,
} from './brochure-requests.server'
export { MARKETING_CSV_MAX_ROWS, markEnquiryHandled } from './marketing-lists.server'
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
} from './marketing-pages.server'
