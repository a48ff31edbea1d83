/*
 * A narrow public entry: the wishlist page, which the content page route loads lazily (only wishlist pages need
 * it). Kept out of index.ts because it builds on the search feature's result list, while search's result cards use
 * the toggle from index.ts: one entry for both would tie the two features into a cycle.
 */
export { WishlistPage, type WishlistPageData } from './wishlist-page'
