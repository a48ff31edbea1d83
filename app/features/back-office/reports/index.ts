/*
 * Reports (issue 25): revenue from the ledger by sale date, departure date, tour, brand and market, and cash by day,
 * each with a date range, a chart, totals that add up and a CSV.
 * Browser-safe public module (components, pure rules); server services: index.server.ts.
 */
export { CashReportPage, RevenueReportPage } from './reports-pages'
export type { CashReportPageData, RevenueReportPageData } from './reports-pages.server'
export { REPORT_TITLES } from './reports-rules'
