/*
 * The waitlist on sold-out departures (issue 27; ADR 0052): joining and leaving, offers made by the scheduler (the
 * server registers the planner and the job's handler, server/scheduler.ts), the offer link, and what the back
 * office shows and does.
 */
export * from './waitlist-rules'
export { heldUntilText } from './held-until'
export { joinedWords, offerWords } from './waitlist-emails'
export {
  WaitlistRefusedError,
  findLeavingEntry,
  joinWaitlist,
  leaveWaitlist,
  type LeavingEntry,
  type WaitlistMailDeps,
} from './join.server'
export {
  WAITLIST_OFFER_JOB,
  makeOfferLocked,
  planWaitlistOffers,
  settleOffers,
  waitlistOfferHandler,
  type OfferDeps,
  type OfferOutcome,
} from './offers.server'
export {
  departureWaitlist,
  offerHeldUntil,
  offerToEntry,
  openOffer,
  removeWaitlistEntry,
  type AuditHook,
  type CheckoutKeys,
  type WaitlistRow,
} from './waitlist-admin.server'
export { WAITLIST_LEAVE_PAGE, WAITLIST_OFFER_PAGE, hashToken } from './waitlist-links.server'
