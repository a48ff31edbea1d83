/* A narrow public entry: tours by price, which the content page route loads lazily (only those pages need it). */
export { PriceGrid, type PriceGridData } from './price-grid'
