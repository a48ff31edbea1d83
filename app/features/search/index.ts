/*
 * The search feature's browser-safe public module: the wire contract of the discovery calls (discovery §7), the
 * listing page, and the list pieces other lists of tours reuse (result cards, 'Load more', the take-list client
 * hooks). The Zod request schemas stay out of it (server/api uses them through index.server.ts), so importing this
 * module never brings Zod into a page's first-load JavaScript. Narrow entries: index.contract.ts (the contract
 * alone), index.price-grid.ts (loaded lazily) and index.content-page.server.ts (the content page route's loader).
 */
export * from './search-contract'
export { ListingPage, type ContentText, type ListingPageData } from './listing-page'
export { LoadMoreBar } from './load-more-bar'
export { ResultList } from './result-card'
export { useTakeList, useViewItemList } from './search-client'
