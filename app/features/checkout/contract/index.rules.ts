/*
 * The checkout's wire contract and what every part of it shares: the paths and limits of the checkout API and the
 * types of its JSON shapes (checkout §3, §7), the typed failures of its services (checkout §8) and the
 * passenger-name rules (checkout §5). Pure modules, loaded by the browser and by plain Node alike, and free of Zod:
 * the browser's first checkout step comes through here and must not load a schema library (issue 28). The schemas
 * themselves are in index.schemas.ts.
 */
export * from './checkout-paths'
export type * from './checkout-contract'
export * from './checkout-errors'
export * from './passenger-names'
