/*
 * A narrow public entry: the discovery calls' wire contract alone (discovery §7), for code that needs the paths,
 * limits and answer types but not the listing — 'Find my holiday' calls Suggest from every page. Through index.ts
 * it would reach the listing's modules, and their stylesheet imports would follow it into every bundle.
 */
export * from './search-contract'
