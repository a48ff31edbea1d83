/*
 * The account area's server services (checkout §2 account screens, §7 "Account"; ADR 0027): the bookings list, the booking read
 * model and its sections, the customer's own details, emergency contacts, excursion changes, account payments and
 * the e-mail verification that attaches guest bookings. Every service takes the signed-in customer (`who`) and
 * answers null for a booking reference that is not theirs (the endpoint's 404). Server code imports this module.
 */
export * from './account-contract'
export { AccountInputError, AccountRateLimitedError, AccountRefusedError } from './account-errors'
export { myDetailsSchema, type MyDetailsInput, type MyDetailsRequest } from './my-details-rules'
export { type AccountWho, type AccountDb, type BookingPayer, type PayLinkHolder } from './account-access.server'
export { loadPayLinkPage, type PayLinkPageData } from './pay-link-page.server'
export {
  PAY_LINK_DAYS_AFTER_DUE,
  PAY_LINK_PAGE_PATH,
  PAY_LINK_TOKEN_PARAM,
  payLinkUrl,
  bookingPayersOf,
  issuePayLink,
  payLinkCookie,
  payLinkHolderOf,
  payLinkOf,
  type PayLink,
} from './pay-links.server'
export { listHolidays, getAccountBooking, getBookedExcursions, getAccountVisas } from './account-bookings.server'
export { getBookingExcursions, updateExcursions } from './account-excursions.server'
export { updateMyDetails, savePassengerDetails } from './account-details.server'
export {
  startAccountPayment,
  getAccountPaymentStatus,
  confirmAccountPayment,
  getPayments,
  isAccountPaymentTransactionOf,
} from './account-payments.server'
export {
  sendVerificationEmail,
  verifyEmail,
  claimGuestBookings,
  queueVerificationEmail,
  VERIFICATION_TOKEN_TTL_HOURS,
  VERIFICATION_EMAILS_PER_CUSTOMER,
  VERIFICATION_RATE_LIMITED_MESSAGE,
  ALREADY_VERIFIED_MESSAGE,
  ACCOUNT_VERIFICATION_EMAIL_KIND,
  type VerificationDeps,
} from './email-verification.server'
export { PAYMENT_RECEIPT_EMAIL_KIND } from './account-emails.server'
