/*
 * A narrow public entry: the checkout page alone, for the checkout route (as the tour route's tours/index.page.ts).
 * index.ts re-exports the contract and the rules too, whose Zod schemas would then ship with the page (issue 28).
 */
export { CheckoutPage } from './checkout-page'
