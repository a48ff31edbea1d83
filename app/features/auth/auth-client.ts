import { ApiError, createApiClient, type ApiClient } from '../../lib/api-client'
import { CSRF_COOKIE_NAME } from '../../lib/constants'
import {
  AUTH_PATHS,
  CHECKOUT_AUTH_TOKEN_GLOBAL,
  type CurrentUserProfile,
  type ForgotPasswordResponse,
  type GenerateTokenResponse,
  type LoginUserDetails,
  type UserData,
} from './auth-contract'
import { trackLogin, trackSignUp } from './auth-analytics'
import type { LoginPayload, RegisterPayload, ResetPasswordPayload, ForgotPasswordPayload } from './auth-schemas'
import type { LoginSettings } from './auth-view'

/*
 * The browser side of the sign-in calls (checkout §7): JSON through the shared API client (CSRF header on every
 * call), flat form fields, then the follow-up reads the spec describes. Failures are ApiErrors; describeAuthError
 * turns one into what a form shows.
 */

declare global {
  interface Window {
    __AUTH_TOKEN__?: string
  }
}

const defaultClient = createApiClient()

/**
 * Logging in and registering rotate the CSRF token (sign-in issue): the server sets a new XSRF-TOKEN cookie, and
 * the page global the API client sends (checkout §7) must follow it, or the next call (generate-token) is refused.
 */
export function syncCsrfTokenFromCookie(): void {
  if (typeof document === 'undefined' || typeof window === 'undefined') return
  for (const pair of document.cookie.split(';')) {
    const eq = pair.indexOf('=')
    if (eq === -1 || pair.slice(0, eq).trim() !== CSRF_COOKIE_NAME) continue
    try {
      const value = decodeURIComponent(pair.slice(eq + 1).trim())
      if (value) window.__XSRF_TOKEN__ = value
    } catch {
      // A cookie we cannot decode is not ours; keep the page global.
    }
    return
  }
}

/** checkout §7: GET userDataUrl, or userDetailsUrl when absent, for clientId and email. Null when it fails. */
export async function fetchUserData(
  settings: Pick<LoginSettings, 'userDataUrl' | 'userDetailsUrl'>,
  client: ApiClient = defaultClient,
): Promise<UserData | null> {
  const url = settings.userDataUrl ?? settings.userDetailsUrl
  if (!url) return null
  try {
    const data = await client.get<Partial<UserData>>(url)
    return typeof data?.email === 'string' ? { clientId: data.clientId ?? '', email: data.email } : null
  } catch {
    return null
  }
}

/**
 * Login (checkout §7): POST the flat fields to submitUrl; then read userData and push the login event. Throws the
 * submit's ApiError; a failed userData read still counts as logged in (the event then carries the typed e-mail).
 */
export async function logInAndTrack(
  settings: Pick<LoginSettings, 'submitUrl' | 'userDataUrl' | 'userDetailsUrl'>,
  payload: LoginPayload,
  client: ApiClient = defaultClient,
): Promise<UserData | null> {
  await client.post(settings.submitUrl, { email: payload.email, password: payload.password })
  syncCsrfTokenFromCookie()
  const user = await fetchUserData(settings, client)
  await trackLogin(user ?? { clientId: null, email: payload.email })
  return user
}

/**
 * Register: POST the flat fields to submitUrl; then read userData and push sign_up. The answer is the same for a
 * taken e-mail (no account is made, the owner is e-mailed), and then userData fails: no event is pushed.
 */
export async function registerAndTrack(
  settings: Pick<LoginSettings, 'submitUrl' | 'userDataUrl' | 'userDetailsUrl'>,
  payload: RegisterPayload,
  client: ApiClient = defaultClient,
): Promise<UserData | null> {
  await client.post(settings.submitUrl, {
    email: payload.email,
    password: payload.password,
    confirmPassword: payload.confirmPassword,
  })
  syncCsrfTokenFromCookie()
  const user = await fetchUserData(settings, client)
  if (user) await trackSignUp(user)
  return user
}

export function requestPasswordReset(
  payload: ForgotPasswordPayload,
  client: ApiClient = defaultClient,
): Promise<ForgotPasswordResponse> {
  return client.post<ForgotPasswordResponse>(AUTH_PATHS.forgotPassword, payload)
}

export async function resetPassword(payload: ResetPasswordPayload, client: ApiClient = defaultClient): Promise<void> {
  await client.post(AUTH_PATHS.resetPassword, payload)
}

export async function signOut(client: ApiClient = defaultClient): Promise<void> {
  clearCheckoutToken()
  await client.post(AUTH_PATHS.signOut, {})
  syncCsrfTokenFromCookie()
}

// ---- The checkout's two calls (checkout §7: "the token is stored in a page global; errors ignored") ----

export function clearCheckoutToken(): void {
  if (typeof window !== 'undefined') delete window[CHECKOUT_AUTH_TOKEN_GLOBAL]
}

export async function generateCheckoutToken(
  url: string = AUTH_PATHS.generateToken,
  client: ApiClient = defaultClient,
): Promise<string | null> {
  try {
    const { token } = await client.post<GenerateTokenResponse>(url, {})
    if (typeof window !== 'undefined' && typeof token === 'string') window[CHECKOUT_AUTH_TOKEN_GLOBAL] = token
    return typeof token === 'string' ? token : null
  } catch {
    return null
  }
}

export async function fetchLoginUserDetails(
  url: string = AUTH_PATHS.loginUserDetails,
  client: ApiClient = defaultClient,
): Promise<LoginUserDetails | null> {
  try {
    return await client.get<LoginUserDetails>(url)
  } catch {
    return null
  }
}

/** discovery §6–7: only when signed in; a failure is ignored (null). */
export async function fetchCurrentUserProfile(client: ApiClient = defaultClient): Promise<CurrentUserProfile | null> {
  try {
    return await client.get<CurrentUserProfile>(AUTH_PATHS.currentUser)
  } catch {
    return null
  }
}

// ---- Errors as forms show them ----

export type AuthErrorDescription =
  /** 429: show the server's message (it says how long to wait). */
  | { kind: 'rate-limited'; message: string }
  /** 400 with field errors: put them on the fields. */
  | { kind: 'invalid'; message: string; fieldErrors: Record<string, string[]> }
  /** Anything else (401 wrong e-mail or password, network, 5xx): the page's error block. */
  | { kind: 'failed'; message: string | null }

export function describeAuthError(error: unknown): AuthErrorDescription {
  if (error instanceof ApiError) {
    if (error.status === 429) return { kind: 'rate-limited', message: error.message }
    if (error.status === 400 && error.fieldErrors) {
      return { kind: 'invalid', message: error.message, fieldErrors: error.fieldErrors }
    }
    return { kind: 'failed', message: error.message || null }
  }
  return { kind: 'failed', message: null }
}
