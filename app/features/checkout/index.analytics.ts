/*
 * A narrow public entry of the checkout feature for pages outside the checkout: the funnel events' builders only,
 * so the tour page's 'Book now' (add_to_cart) does not pull the checkout's schemas, API client and page into the
 * tour page's bundle.
 */
export { addToCartEvent, type CheckoutAnalyticsContext, type CheckoutAnalyticsEvent } from './flow/checkout-analytics'
