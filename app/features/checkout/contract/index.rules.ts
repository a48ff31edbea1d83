/*
 * The checkout's wire contract and what every part of it shares: the JSON shapes and paths of the checkout API
 * (checkout §3, §7), the typed failures of its services (checkout §8) and the passenger-name rules (checkout §5).
 * Pure modules, loaded by the browser and by plain Node alike.
 */
export * from './checkout-contract'
export * from './checkout-errors'
export * from './passenger-names'
