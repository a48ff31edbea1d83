/*
 * The sign-in feature's public module for the browser and for other features (the checkout's login box, the
 * header's signed-in state, page tracking's current-user profile). Server services: index.server.ts.
 */
export * from './auth-contract'
/** The sign-in pages' stylesheet, for their routes' `links`. */
export { default as authStylesHref } from './auth.css?url'
export { accountEventPayload, trackLogin, trackSignUp, type AccountEventUser } from './auth-analytics'
export {
  clearCheckoutToken,
  describeAuthError,
  fetchCurrentUserProfile,
  fetchLoginUserDetails,
  fetchUserData,
  generateCheckoutToken,
  logInAndTrack,
  registerAndTrack,
  signOut,
  syncCsrfTokenFromCookie,
  type AuthErrorDescription,
} from './auth-client'
export {
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  type ForgotPasswordPayload,
  type LoginPayload,
  type RegisterPayload,
  type ResetPasswordPayload,
} from './auth-schemas'
export {
  COACH_CONTINUE_TEXT,
  CONTINUE_WITHOUT_LOGIN_TEXT,
  authPageView,
  loginBoxView,
  type AuthContentBlock,
  type AuthPageView,
  type LoginBoxView,
  type LoginSettings,
} from './auth-view'
export { COMMON_PASSWORD_MESSAGE, isCommonPassword, validateNewPassword } from './password-rules'
export { DEFAULT_RETURN_URL, loginPathFor, sanitiseReturnUrl } from './return-url'
export { LoginBox, type LoginBoxSuccess } from './login-box'
export { LoginPage } from './login-page'
export { RegisterPage } from './register-page'
export { ForgotPasswordPage } from './forgot-password-page'
export { ResetPasswordPage } from './reset-password-page'
export { SignOutButton, SignedInSummary } from './signed-in-summary'
