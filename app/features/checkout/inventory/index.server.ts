/*
 * Live availability and holds (ADR 0013): places left, holds taken and renewed, and the write transaction that
 * takes places with the departure's lock.
 */
export { holdPlacesLocked, type InventoryOptions, isOnSale, renewHoldLocked, sessionQuoteIds } from './inventory.server'
export { inWriteTransaction, lockDeparture } from './write-transaction.server'
