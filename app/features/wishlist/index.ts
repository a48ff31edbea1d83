/*
 * The wishlist feature's browser-safe public module: the save toggle that tour cards and the tour page wear, and the
 * cookie that holds the saved tour codes (read by loaders and the wishlist search too). The wishlist page itself is
 * index.page.ts, loaded lazily on its own page; server services are in index.server.ts. The alerts' unsubscribe page
 * (issue 27) is here too.
 */
export { WishlistToggle } from './wishlist-toggle'
export { WishlistAccountProvider } from './wishlist-account'
export { readWishlistFromCookieHeader } from './wishlist-cookie'
export {
  UNSUBSCRIBE_CSRF_FIELD,
  UNSUBSCRIBE_SCOPE_FIELD,
  WishlistUnsubscribePage,
  type UnsubscribeView,
} from './wishlist-unsubscribe-page'
