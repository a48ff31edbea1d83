/*
 * Live availability and holds (ADR 0013): places left, holds taken and renewed (inside db/write-transaction.server.ts).
 */
export { holdPlacesLocked, type InventoryOptions, isOnSale, renewHoldLocked, sessionQuoteIds } from './inventory.server'
