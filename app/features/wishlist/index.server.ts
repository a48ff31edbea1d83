/*
 * The wishlist feature's server services: the wishlist search (discovery §7), the wishlist page's data, the cookie
 * reader the search API and page loaders share, and (issue 27) the account wishlist, its cookie sync at sign-in and
 * on every signed-in page, and the alerts the scheduler plans and sends (server/scheduler.ts registers them).
 */
export { readWishlistFromCookieHeader, wishlistCookieString } from './wishlist-cookie'
export { wishlistTours } from './wishlist-search.server'
export { getWishlistPageView } from './wishlist-page.server'
export * from './wishlist-contract'
export { wishlistAlertsSchema, wishlistItemSchema } from './wishlist-schemas'
export {
  accountWishlistAlerts,
  accountWishlistCodes,
  mergeIntoAccountWishlist,
  saveToAccountWishlist,
  wishlistCookieSync,
  type WishlistOwner,
} from './account-wishlist.server'
export {
  WISHLIST_ALERT_JOB,
  WISHLIST_UNSUBSCRIBE_PAGE,
  findAlertSubscription,
  planWishlistAlerts,
  setWishlistAlerts,
  unsubscribeWishlistAlerts,
  wishlistAlertHandler,
  type AlertDeps,
  type AlertSubscription,
} from './alerts.server'
