/*
 * The search feature's server services: the discovery calls' contract and schemas with the searches behind them
 * (server/api/search.ts), the brand catalogue and result items other features' searches build on (the wishlist),
 * and the search index rebuild (the demo catalogue's seeding).
 */
export * from './search-contract'
export {
  searchItemsParamsSchema,
  searchRequestSchema,
  suggestQuerySchema,
  toursByPriceQuerySchema,
  wishlistRequestSchema,
} from './search-schema'
export { SearchInputError, searchTagResults, searchTours, type ListingPage, type SearchBrand } from './search.server'
export { catalogueVersion, getCatalogue, invalidateSearchCaches } from './search-catalogue.server'
export { loadListingItems } from './listing-items.server'
export { SORT_ORDERS } from './sort-orders'
export { suggest } from './suggest.server'
export { toursByPrice } from './tours-by-price.server'
export { bumpSearchVersion, rebuildSearchIndex } from './search-index.server'
