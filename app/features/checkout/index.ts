/*
 * The checkout feature's browser-safe public module: the wire contract, the pure rules (steps, rooms, names,
 * subtotal, inventory arithmetic, hold expiry), the page reducer and the analytics builders. Server services are
 * in index.server.ts.
 */
export * from './checkout-contract'
export * from './checkout-steps'
export * from './checkout-rooms'
export * from './checkout-state'
export * from './checkout-analytics'
export * from './checkout-errors'
export * from './passenger-names'
export * from './subtotal'
export * from './inventory-rules'
export * from './hold-expiry'
export * from './passenger-details-rules'
export * from './payment-terms'
export type { CheckoutPageData, CheckoutStepText, CheckoutTexts } from './checkout-page-data'
export { CheckoutPage } from './checkout-page'
