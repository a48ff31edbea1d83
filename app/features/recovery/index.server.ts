/*
 * Saved and resumed checkouts (issue 27; ADR 0055): the planner and the job of the one saved-checkout e-mail (the
 * server registers them, server/scheduler.ts), opening a saved checkout from its link or from My bookings, and the
 * signed-in customer's unfinished checkouts.
 */
export * from './index.rules'
export { checkoutRecoveryHandler, planCheckoutRecoveries, recoveryLink, type RecoveryDeps } from './recovery.server'
export {
  openSavedCheckout,
  restoredSelection,
  unfinishedCheckouts,
  type OpenedCheckout,
  type SavedCheckoutOpener,
  type UnfinishedCheckout,
} from './saved-checkouts.server'
