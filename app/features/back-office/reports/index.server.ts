/*
 * Reports (issue 25): revenue from the ledger by sale date, departure date, tour, brand and market, and cash by day.
 * Server public module (loaders and the CSV downloads).
 */
export {
  loadCashReportCsv,
  loadCashReportPage,
  loadRevenueReportCsv,
  loadRevenueReportPage,
  type CashReportPageData,
  type RevenueReportPageData,
} from './reports-pages.server'
