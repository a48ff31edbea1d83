/*
 * The sign-in feature's server services, for the API endpoints (server/api/auth.ts), the request context
 * (sessionResolver in server/app.ts) and other features' loaders (docs/decisions/0016-sign-in-sessions-and-passwords.md).
 * The wire contract and the Zod schemas are here too, so server code needs nothing of the browser module.
 */
export * from './auth-contract'
export { forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema } from './auth-schemas'
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
export { STAFF_PASSWORD_MIN_LENGTH, STAFF_PASSWORD_RULE_MESSAGE, validateNewPassword } from './password-rules'
export {
  checkResetToken,
  issuePasswordReset,
  prunePasswordResets,
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
export { hashToken, isTokenShape, newToken } from './tokens.server'
