/*
 * A narrow public entry of the checkout feature for code that must load in plain Node as well as in the browser
 * (the account area's contract and rules, issue 12): the wire contract, the passenger details rules and the payment
 * terms — pure modules with no components or stylesheets (docs/decisions/0017-feature-public-modules.md).
 */
export * from './contract/checkout-contract'
export * from './passenger-details/passenger-details-rules'
export * from './payment/payment-terms'
