/*
 * The inbox: marketing leads, newsletter sign-ups, booking-failed enquiries, brochure requests and the e-mail
 * outbox.
 * Browser-safe public module (components, pure rules); server services: index.server.ts.
 */
export { BrochureRequestsPage, OutboxPage } from './brochure-requests-pages'
export type { BrochureRequestsPageData, InboxActionData, OutboxPageData } from './brochure-requests-pages.server'
export { EnquiriesPage, LeadsPage, NewsletterPage } from './marketing-pages'
export type { EnquiriesPageData, EnquiryActionData, LeadsPageData, NewsletterPageData } from './marketing-pages.server'
