/*
 * The account area's public module for the browser and for routes (issue 12): the wire contract, the pages'
 * components and texts, and the stylesheet. Server services are in index.server.ts.
 */
export * from './account-contract'
export { default as accountStylesHref } from './account.css?url'
export { ACCOUNT_TEXT_KEYS, accountTextsOf, type AccountText, type AccountTexts } from './account-texts'
export { BookingsGrid, VerifyEmailNotice } from './my-bookings-page'
export { AccountBookingLayout, type AccountBookingOutlet } from './booking-layout'
export { BookingOverview } from './booking-overview'
export { MyDetailsForm } from './my-details-form'
export { PassengersSection } from './passengers-section'
export { ExcursionsSection } from './excursions-section'
export { VisasSection } from './visas-section'
export { AccountPaymentSection } from './account-payment-section'
export { PayLinkPage } from './pay-link-page'
export type { PayLinkPageData } from './pay-link-page.server'
export { VerifyEmailPage } from './verify-email-page'
