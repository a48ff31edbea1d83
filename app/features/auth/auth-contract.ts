import { LOGIN_PATH } from '../../lib/constants'

/*
 * The wire API of sign-in: every path, field name, limit and answer shape, free of server code and of Zod, imported
 * by the browser forms and the server endpoints alike (docs/decisions/0016-sign-in-sessions-and-passwords.md).
 *
 * The spec names the calls but not their paths (checkout §7: "POST to submitUrl", "GET userDataUrl (or
 * userDetailsUrl if absent)", "login-user-details GET and generate-token POST on configurable URLs"; discovery §7:
 * "GET current user's profile (authentication surface API)"), so the paths below are ours, shaped like the spec's
 * own: the authentication surface under /umbraco/surface/authsurface/, the member's data under /umbraco/api/member/,
 * the checkout's two calls beside the other checkout calls. Pages receive them as page data (submitUrl, userDataUrl,
 * userDetailsUrl, redirectUrl), so a deployment can point them elsewhere.
 */

export const AUTH_PATHS = {
  /** POST { email, password } → LoginResponse (checkout §7 "submitUrl" of the login form and the login box). */
  login: '/umbraco/surface/authsurface/login',
  /** POST { email, password, confirmPassword } → RegisterResponse ("submitUrl" of the register page). */
  register: '/umbraco/surface/authsurface/register',
  /** POST {} → SignOutResponse: deletes the session row and clears the cookie. */
  signOut: '/umbraco/surface/authsurface/logout',
  /** POST { email, returnUrl } → ForgotPasswordResponse, the same answer whether or not an account exists. */
  forgotPassword: '/umbraco/surface/authsurface/forgotpassword',
  /** POST { newpassword, confirmNewPassword, token } → ResetPasswordResponse. */
  resetPassword: '/umbraco/surface/authsurface/resetpassword',
  /** GET → CurrentUserProfile (discovery §6–7: fetched by page tracking only when signed in; failure ignored). */
  currentUser: '/umbraco/surface/authsurface/currentuser',
  /** GET → UserData (checkout §7 userDataUrl: clientId and email for the login analytics event). */
  userData: '/umbraco/api/member/userdata',
  /** GET → UserDetails (checkout §7 userDetailsUrl; also the account area's "GET user details"). */
  userDetails: '/umbraco/api/member/userdetails',
  /** POST {} → GenerateTokenResponse (checkout §7 generate-token). */
  generateToken: '/umbraco/api/checkoutapi/generatetoken',
  /** GET → LoginUserDetails (checkout §7 login-user-details). */
  loginUserDetails: '/umbraco/api/checkoutapi/loginuserdetails',
} as const

export type AuthPath = (typeof AUTH_PATHS)[keyof typeof AUTH_PATHS]

/** The standalone pages (checkout §2) and the signed-in landing page. */
export const AUTH_PAGES = {
  login: LOGIN_PATH,
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  myBookings: '/my-bookings',
} as const

/** Query parameters of the pages: where to go after signing in, and the reset link's token. */
export const RETURN_URL_PARAM = 'returnUrl'
export const RESET_TOKEN_PARAM = 'token'

/** Flat form fields, named as the spec names them (checkout §2, §5, §7). */
export const AUTH_FIELDS = {
  login: ['email', 'password'],
  register: ['email', 'password', 'confirmPassword'],
  forgotPassword: ['email', 'returnUrl'],
  resetPassword: ['newpassword', 'confirmNewPassword', 'token'],
} as const

export const EMAIL_MAX_LENGTH = 254
/** Long passphrases are welcome (issue 24: 128+); the cap only bounds the hashing work a request can ask for. */
export const PASSWORD_MAX_LENGTH = 256
/** Reset and session tokens: 32 random bytes, base64url without padding. */
export const TOKEN_LENGTH = 43
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** The checkout keeps the generate-token answer in this page global (checkout §7) and sends it in this header. */
export const CHECKOUT_AUTH_TOKEN_GLOBAL = '__AUTH_TOKEN__'
export const CHECKOUT_AUTH_TOKEN_HEADER = 'X-Auth-Token'

// ---- Messages (checkout §8 leaves them to us; these are ours) ----

/** The same words for an unknown e-mail and a wrong password (no user enumeration). */
export const LOGIN_FAILED_MESSAGE = 'The email address or password is not right.'
/** The one answer of forgot-password, whether or not an account exists (sign-in issue). */
export const FORGOT_PASSWORD_SENT_MESSAGE = 'If an account exists for that e-mail, we have sent a link'
export const RESET_LINK_INVALID_MESSAGE =
  'This reset link has expired or has already been used. Please ask for a new one.'
export const SIGNED_OUT_MESSAGE = 'Please log in to continue.'

/** 429 on login, register, forgot and reset; `wait` is a readable duration ('10 minutes'). */
export function tooManyAttemptsMessage(wait: string): string {
  return `Too many attempts. Please wait ${wait} and try again, or reset your password.`
}

// ---- Answers ----

/** Login and register answer the same on success; where to go next is page data (redirectUrl). */
export interface AuthSuccessResponse {
  success: true
}
export type LoginResponse = AuthSuccessResponse
/** The same for a new e-mail and a taken one (the owner of a taken one is e-mailed instead). */
export type RegisterResponse = AuthSuccessResponse
export type SignOutResponse = AuthSuccessResponse
export interface ForgotPasswordResponse {
  success: true
  message: typeof FORGOT_PASSWORD_SENT_MESSAGE
}
export type ResetPasswordResponse = AuthSuccessResponse

/** checkout §7: what the login analytics event reads. */
export interface UserData {
  clientId: string
  email: string
}

export interface CustomerAddress {
  addressLines: string[]
  town: string | null
  county: string | null
  country: string | null
  postCode: string | null
}

/**
 * The signed-in customer's details: names for the checkout's loggedInPassengerData and everything the lead
 * passenger form can prefill (checkout §3 passenger: title, names, email, phones, date of birth parts, sex,
 * address). Empty fields are null.
 */
export interface UserDetails extends UserData {
  title: string | null
  firstName: string | null
  lastName: string | null
  mobilePhone: string | null
  homePhone: string | null
  dayOfBirth: number | null
  monthOfBirth: number | null
  yearOfBirth: number | null
  sex: string | null
  address: CustomerAddress | null
}

/** checkout §7 login-user-details: the same fields as the member's details. */
export type LoginUserDetails = UserDetails

/** checkout §7 generate-token: a short-lived token bound to this browser's session. */
export interface GenerateTokenResponse {
  token: string
  /** ISO-8601 UTC. */
  expiresAt: string
}

/** discovery §7 current user's profile, for page tracking. */
export interface CurrentUserProfile {
  isAuthenticated: true
  clientId: string
  email: string
  firstName: string | null
  lastName: string | null
}
