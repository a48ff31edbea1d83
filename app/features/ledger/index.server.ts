/*
 * The ledger feature's server services (issue 25; ADR 0043): append lines, record a sale's lines, derive one or many
 * bookings' money, settle the booking's projection inside the caller's transaction, read the statement, and the
 * brand's money settings (cancellation policy, approval limit). It imports no other feature: bookings, back office,
 * account and reports all stand on it.
 */
export * from './index'
export {
  LedgerLineRefused,
  appendLedgerLines,
  bookingLedgerOf,
  bookingMoneyOf,
  ledgerStatementOf,
  moneyFigures,
  moneyOfBookings,
  moneySettingsOf,
  recordSaleLines,
  saveMoneySettings,
  settleBookingMoney,
  type LedgerActor,
  type MoneySettings,
  type NewLedgerLine,
} from './ledger.server'
export {
  MONEY_EMAIL_KINDS,
  bookingLetterFacts,
  enqueueMoneyEmail,
  letterBrandOf,
  moneyEmailParagraphs,
  type BookingLetterFacts,
  type MoneyEmailKind,
} from './money-emails.server'
export {
  bookingsMade,
  cashReport,
  revenueReport,
  type CashDay,
  type CashFigure,
  type ReportRange,
} from './ledger-reports.server'
