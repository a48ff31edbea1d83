/*
 * Exports: the page of every CSV download the role may use, and the bookings, payments and manifest CSVs.
 * Server public module (loaders, actions, services and the pure rules server code needs).
 */
export { bookingsForExport, departuresForManifest, paymentsForExport } from './exports-admin.server'
export { loadBookingsCsv, loadExportsPage, loadPaymentsCsv, type ExportsPageData } from './exports-pages.server'
export { EXPORTS_CSV_MAX_ROWS } from './exports-rules'
