/*
 * The sign-in feature's server services, for the API endpoints, the request context and other features' loaders
 * (see /work/handover-signin.md and docs/decisions/0016-sign-in-sessions-and-passwords.md).
 */
export {
  logIn,
  normaliseEmail,
  registerCustomer,
  type AuthServiceDeps,
  type LoginOutcome,
  type RegisterOutcome,
  type RequestFacts,
} from './accounts.server'
export type { AuthBrand } from './auth-emails.server'
export { requireCustomer, redirectSignedIn } from './auth-guards.server'
export {
  getForgotPasswordPageData,
  getLoginBoxView,
  getLoginPageData,
  getMyBookingsPageData,
  getRegisterPageData,
  getResetPasswordPageData,
} from './auth-pages.server'
export * from './auth-policy'
export * from './auth-rate-limits'
export { issueCheckoutToken, verifyCheckoutToken, type CheckoutTokenBinding } from './checkout-token.server'
export { getCurrentUserProfile, getUserData, getUserDetails } from './customer-details.server'
export { hashPassword, verifyPassword } from './password-hashing.server'
export {
  checkResetToken,
  requestPasswordReset,
  resetPassword,
  type ForgotPasswordOutcome,
  type ResetPasswordOutcome,
} from './password-reset.server'
export {
  clearedSessionCookie,
  sessionCookie,
  sessionCookieOptions,
  sessionTokenFromCookieHeader,
  type SessionCookieOptions,
} from './session-cookie.server'
export { contextOfSession, ensureSession, sessionResolver } from './session-resolver.server'
export {
  endSession,
  pruneExpiredSessions,
  resolveSession,
  revokeCustomerSessions,
  signIn,
  startSession,
  type ActiveSession,
  type SessionLookup,
  type StartedSession,
} from './sessions.server'
