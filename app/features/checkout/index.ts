/*
 * The checkout feature's browser-safe public module: the wire contract, the pure rules (steps, rooms, names,
 * subtotal, inventory arithmetic, hold expiry), the page reducer and the analytics builders. Server services are
 * in index.server.ts.
 */
export * from './contract/checkout-contract'
export * from './flow/checkout-steps'
export * from './travellers/checkout-rooms'
export * from './flow/checkout-state'
export * from './flow/checkout-analytics'
export * from './contract/checkout-errors'
export * from './contract/passenger-names'
export * from './price-breakdown/subtotal'
export * from './inventory/inventory-rules'
export * from './inventory/hold-expiry'
export * from './passenger-details/passenger-details-rules'
export * from './payment/payment-terms'
export type { CheckoutPageData, CheckoutStepText, CheckoutTexts, RestoredSelection } from './flow/checkout-page-data'
export { CheckoutPage } from './checkout-page'
