/*
 * The ledger feature's browser-safe public module (issue 25; ADR 0043): the ONE derivation of a booking's money
 * (total, paid, balance, status, statement), the cancellation policy (bands, fee, words), the sale's lines and the
 * approval-limit rule. Every screen, e-mail, PDF, export, report and dashboard figure reads these; later work
 * (phone bookings, amendments, balance reminders) writes lines through index.server.ts.
 */
export * from './booking-money'
export * from './cancellation-policy'
export * from './sale-lines'
export * from './revenue-report'
export * from './report-days'
export * from './reminder-settings'
export * from './amendment-fee'
