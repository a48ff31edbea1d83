/*
 * The tours feature's browser-safe public module: the one tour card (listings, the wishlist, the home page) and a
 * tour's address. The tour page is index.page.ts, so that the lists importing the card do not bring the whole tour
 * page into their bundles; server services are in index.server.ts.
 */
export { TourCard, tourCardLinks } from './tour-card'
export { tourPath } from './tour-url'
