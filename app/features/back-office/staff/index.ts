/*
 * Staff: sign-in with two-factor, sessions and their cookie, the guards every loader starts with, the role
 * table (permissions), staff accounts and their maintenance, one's own account page.
 * Browser-safe public module (components, pure rules); server services: index.server.ts.
 */
export { AccountPage } from './account-page'
export { type BackOfficeServerContext } from './back-office-context'
export * from './index.rules'
export { StaffLoginPage, TwoFactorPage } from './sign-in-pages'
export type { CreateStaffOutcome, StaffSummary } from './staff-accounts.server'
export type { AccountActionData, AccountPageData, StaffMaintenanceActionData } from './staff-maintenance.server'
export type { StaffActionData, StaffPageData } from './staff-page.server'
export { StaffPage } from './staff-pages'
