/*
 * A narrow public entry: the content page route's loader (every catalogue path: listings, tours by price, the
 * wishlist). It composes search with the wishlist feature, which itself builds on search's services in
 * index.server.ts, so it stands apart from that module to keep the import graph free of cycles.
 */
export { loadContentPage } from './content-page.server'
