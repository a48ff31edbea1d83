/*
 * The wishlist feature's server services: the wishlist search (discovery §7), the wishlist page's data, and the
 * cookie reader the search API and page loaders share.
 */
export { readWishlistFromCookieHeader } from './wishlist-cookie'
export { wishlistTours } from './wishlist-search.server'
export { getWishlistPageView } from './wishlist-page.server'
