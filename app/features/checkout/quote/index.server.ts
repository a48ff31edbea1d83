/* The quote on the server (checkout §3, §7): loading and pricing a quote, the donation and excursion answers. */
export { type CheckoutOptions, findOwnQuote, priceQuote, type QuoteRow } from './quote.server'
