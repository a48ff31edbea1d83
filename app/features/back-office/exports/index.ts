/*
 * Exports: the page of every CSV download the role may use, and the bookings, payments and manifest CSVs.
 * Browser-safe public module (components, pure rules); server services: index.server.ts.
 */
export { ExportsPage } from './exports-pages'
export type { ExportsPageData } from './exports-pages.server'
export { EXPORTS_CSV_MAX_ROWS } from './exports-rules'
