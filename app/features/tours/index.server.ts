/*
 * The tours feature's server services: the tour page's data (and its meta description rule, which the route map
 * shares), the home page's tour cards, the sitemap, and a tour's address for server-built links.
 */
export { tourPath } from './tour-url'
export { getTourPage, metaDescription } from './tour-page.server'
export { toTourPageView } from './tour-page-view'
export { selectTourCards, type TourCard } from './tour-cards.server'
export { getSitemapEntries, sitemapXml } from './sitemap.server'
