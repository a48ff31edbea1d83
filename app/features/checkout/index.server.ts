/*
 * The checkout feature's server services (phase 2's routers and loaders use these): live availability and holds,
 * the quote and its later steps, donations (the write transaction they share is db/write-transaction.server.ts).
 */
export {
  availableRooms,
  departureInventory,
  holdPlaces,
  isOnSale,
  livePlacesHeldByDeparture,
  placesLeftSql,
  releaseHolds,
  renewHold,
  renewHoldLocked,
  sweepExpiredHolds,
  type DepartureInventory,
  type HoldResult,
  type InventoryOptions,
  type RoomsWanted,
} from './inventory/inventory.server'
export {
  getQuote,
  submitDonation,
  submitExcursions,
  submitRooms,
  type CheckoutOptions,
  type SessionStarter,
} from './quote/quote.server'
export { getDonations } from './extras/donations.server'
export {
  cardTypes,
  getVisas,
  lockOwnOpenQuote,
  paymentInfoOf,
  paymentTermsOfQuote,
  quoteHasMobilityLimitations,
  submitPassengerDetails,
} from './passenger-details/passenger-details.server'
export { checkPaymentStatus, checkoutStatusOf, submitPayment } from './payment/payment.server'
export { loadQuoteView, priceQuote, type QuoteRow } from './quote/quote.server'
export * from './payment/payment-terms'
export { checkoutPageQuerySchema, getCheckoutPage } from './checkout-page.server'
export type { RestoredSelection } from './flow/checkout-page-data'

// What the server's routers and process entry need of the pure side. Server code imports this module, never
// index.ts: the browser module also exports the page's components, whose stylesheet imports a plain Node process
// (tsx) cannot load.
export * from './contract/checkout-contract'
export * from './passenger-details/passenger-details-rules'
export {
  CheckoutInputError,
  DepartureNotBookableError,
  NotEnoughPlacesError,
  PaymentNotPossibleError,
  QuoteNotFoundError,
  toCheckoutFailure,
  type CheckoutFailure,
} from './contract/checkout-errors'
export { DEFAULT_HOLD_MINUTES, HOLD_SWEEP_INTERVAL_MS, MAX_HOLD_MINUTES, holdMinutesOf } from './inventory/hold-expiry'
// The price breakdown's lines of a quote as the checkout shows them (the back office's phone booking shows the same).
export { quoteBreakdown, type BreakdownView } from './flow/checkout-view'
