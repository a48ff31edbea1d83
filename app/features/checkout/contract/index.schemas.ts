/*
 * The checkout API's Zod schemas (checkout §3, §7): the server's gate and the passenger step's messages. Kept out of
 * index.rules.ts so that the first step's modules, which need only paths and types, never pull Zod in (issue 28).
 */
export * from './checkout-contract'
