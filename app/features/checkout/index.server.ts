/*
 * The checkout feature's server services (phase 2's routers and loaders use these): live availability and holds,
 * the quote and its later steps, donations, and the write transaction that takes places.
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
  sweepExpiredHolds,
  type DepartureInventory,
  type HoldResult,
  type InventoryOptions,
  type RoomsWanted,
} from './inventory.server'
export { getQuote, submitDonation, submitExcursions, submitRooms, type CheckoutOptions } from './quote.server'
export { getDonations } from './donations.server'
export { inWriteTransaction, lockDeparture, DEFAULT_LOCK_WAIT_MS } from './write-transaction.server'
