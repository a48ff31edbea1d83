/* The running price breakdown and the sticky subtotal bar (checkout §2 'Page behaviours', §4). */
export { PRICE_BREAKDOWN_ID, PriceBreakdown, StickySubtotalBar, useStickySubtotal } from './price-breakdown'
