/*
 * Staff: sign-in with two-factor, sessions and their cookie, the guards every loader starts with, the role
 * table (permissions), staff accounts and their maintenance, one's own account page.
 * Server public module (loaders, actions, services and the pure rules server code needs).
 */
export { type BackOfficeServerContext } from './back-office-context'
export * from './index.rules'
export {
  createStaff,
  disableStaff,
  listStaff,
  newOneTimePassword,
  normaliseStaffEmail,
  type CreateStaffOutcome,
  type StaffSummary,
} from './staff-accounts.server'
export {
  STAFF_LOGIN_FAILED_MESSAGE,
  STAFF_LOGIN_FAILURE_DELAY,
  STAFF_LOGIN_PER_IP,
  STAFF_TWO_FACTOR_PER_STAFF,
  TWO_FACTOR_FAILED_MESSAGE,
  loadStaffLoginPage,
  loadTwoFactorPage,
  submitStaffLogin,
  submitStaffLogout,
  submitTwoFactor,
} from './staff-auth.server'
export { STAFF_COOKIE_NAME, STAFF_COOKIE_PATH } from './staff-cookie.server'
export { ADMIN_PATHS, backOfficeOf, requireStaff } from './staff-guards.server'
export {
  STAFF_PASSWORD_CHANGE_PER_STAFF,
  WRONG_CURRENT_PASSWORD_MESSAGE,
  changeOwnPassword,
  changeStaffRole,
  loadAccountPage,
  resetStaffPassword,
  resetStaffTwoFactor,
  submitAccountPage,
  type AccountActionData,
  type AccountPageData,
  type StaffMaintenanceActionData,
} from './staff-maintenance.server'
export {
  loadStaffPage,
  redirectToDashboard,
  submitStaffPage,
  type StaffActionData,
  type StaffPageData,
} from './staff-page.server'
export { pruneExpiredStaffSessions } from './staff-sessions.server'
export { checkTotpCode, totpCodeAt } from './totp.server'
