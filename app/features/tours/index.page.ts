/* A narrow public entry: the tour page and its meta tags, for the tour route alone (discovery §2). */
export { TourPage } from './tour-page'
export { tourPageMeta } from './tour-meta'
