import { AUTH_PAGES, AUTH_PATHS, RETURN_URL_PARAM } from './auth-contract'
import { DEFAULT_RETURN_URL, sanitiseReturnUrl } from './return-url'

/*
 * What the sign-in pages and the checkout's login box receive as page data (loader data, not wire API), built from
 * the brand's content blocks ('account.login', 'account.register', 'account.forgotPassword',
 * 'account.resetPassword', 'checkout.login') and the auth contract's paths. checkout §3 names the login box's page
 * data: login { submitUrl, userDataUrl, userDetailsUrl, redirectUrl, heading, error, links, submitLabel }.
 * A block that is missing or incomplete falls back to the texts below, so a page never renders empty.
 */

export interface AuthLink {
  url: string
  name: string
}

export interface AuthErrorContent {
  title: string
  descriptionHtml: string
}

/** checkout §3 page data `login` (login box and login page). */
export interface LoginSettings {
  submitUrl: string
  /** GET after a successful login for clientId and email (checkout §7); userDetailsUrl when this is absent. */
  userDataUrl: string | null
  userDetailsUrl: string | null
  /** Where to go after logging in; null in the checkout's box, which stays on the page (checkout §4). */
  redirectUrl: string | null
  heading: string
  error: AuthErrorContent
  links: AuthLink[]
  submitLabel: string
}

/** A standalone page's texts (checkout §2: login, register, forgot password, reset password). */
export interface AuthPageView {
  title: string
  introHtml: string | null
  submitLabel: string
  links: AuthLink[]
  error: AuthErrorContent
  successHtml: string | null
  expiredHtml: string | null
}

/** The checkout's login box (checkout §2 "Login box", §4). */
export interface LoginBoxView extends LoginSettings {
  title: string
  descriptionHtml: string | null
  /** 'Continue without log in'; the coach brand says 'Continue'. */
  continueText: string
  generateTokenUrl: string
  loginUserDetailsUrl: string
}

/** The fields of a stored content block that these views read (see the content registry's account blocks). */
export interface AuthContentBlock {
  title: string | null
  bodyHtml: string | null
  data: {
    heading?: string
    submitLabel?: string
    continueText?: string
    links?: ReadonlyArray<{ url: string; name: string }>
    error?: { title?: string; descriptionHtml?: string }
    successHtml?: string
    expiredHtml?: string
  }
}

export const CONTINUE_WITHOUT_LOGIN_TEXT = 'Continue without log in'
export const COACH_CONTINUE_TEXT = 'Continue'

export const DEFAULT_LOGIN_ERROR: AuthErrorContent = {
  title: 'We could not log you in',
  descriptionHtml: '<p>The email address or password is not right. Please check them and try again.</p>',
}
export const DEFAULT_REGISTER_ERROR: AuthErrorContent = {
  title: 'We could not create your account',
  descriptionHtml: '<p>Please check the form and try again.</p>',
}
export const DEFAULT_ERROR: AuthErrorContent = {
  title: 'Something went wrong',
  descriptionHtml: '<p>Please try again in a moment.</p>',
}

const PAGE_DEFAULTS = {
  login: { title: 'Log in', submitLabel: 'Log in', error: DEFAULT_LOGIN_ERROR },
  register: { title: 'Create your account', submitLabel: 'Create account', error: DEFAULT_REGISTER_ERROR },
  forgotPassword: { title: 'Reset your password', submitLabel: 'Send reset link', error: DEFAULT_ERROR },
  resetPassword: { title: 'Choose a new password', submitLabel: 'Save new password', error: DEFAULT_ERROR },
} as const

export type AuthPageKind = keyof typeof PAGE_DEFAULTS

const AUTH_PAGE_PATHS: readonly string[] = [AUTH_PAGES.login, AUTH_PAGES.register, AUTH_PAGES.forgotPassword]

function nonEmpty(value: string | null | undefined): string | null {
  return value && value.trim() !== '' ? value : null
}

/**
 * Links between the sign-in pages carry the visitor's returnUrl along ('New here? Create an account' still lands
 * them where they were going). Other links are left as they are.
 */
export function linksWithReturnUrl(links: ReadonlyArray<AuthLink>, returnUrl: string | null): AuthLink[] {
  const target = returnUrl ? sanitiseReturnUrl(returnUrl) : DEFAULT_RETURN_URL
  return links.map((link) => {
    if (target === DEFAULT_RETURN_URL || !AUTH_PAGE_PATHS.includes(link.url)) return { url: link.url, name: link.name }
    return { url: `${link.url}?${new URLSearchParams({ [RETURN_URL_PARAM]: target }).toString()}`, name: link.name }
  })
}

function errorOf(block: AuthContentBlock | null, fallback: AuthErrorContent): AuthErrorContent {
  return {
    title: nonEmpty(block?.data.error?.title) ?? fallback.title,
    descriptionHtml: nonEmpty(block?.data.error?.descriptionHtml) ?? fallback.descriptionHtml,
  }
}

export function authPageView(
  kind: AuthPageKind,
  block: AuthContentBlock | null,
  options: { returnUrl?: string | null } = {},
): AuthPageView {
  const defaults = PAGE_DEFAULTS[kind]
  return {
    title: nonEmpty(block?.title) ?? defaults.title,
    introHtml: nonEmpty(block?.bodyHtml),
    submitLabel: nonEmpty(block?.data.submitLabel) ?? defaults.submitLabel,
    links: linksWithReturnUrl(block?.data.links ?? [], options.returnUrl ?? null),
    error: errorOf(block, defaults.error),
    successHtml: nonEmpty(block?.data.successHtml),
    expiredHtml: nonEmpty(block?.data.expiredHtml),
  }
}

/** The login page's settings: posts to the auth surface, then reads userData; redirects to the safe returnUrl. */
export function loginPageSettings(block: AuthContentBlock | null, returnUrl: string | null): LoginSettings {
  const page = authPageView('login', block, { returnUrl })
  return {
    submitUrl: AUTH_PATHS.login,
    userDataUrl: AUTH_PATHS.userData,
    userDetailsUrl: AUTH_PATHS.userDetails,
    redirectUrl: sanitiseReturnUrl(returnUrl),
    heading: page.title,
    error: page.error,
    links: page.links,
    submitLabel: page.submitLabel,
  }
}

/** The register page's settings (the same page-data shape; its submitUrl is the register call). */
export function registerPageSettings(block: AuthContentBlock | null, returnUrl: string | null): LoginSettings {
  const page = authPageView('register', block, { returnUrl })
  return {
    submitUrl: AUTH_PATHS.register,
    userDataUrl: AUTH_PATHS.userData,
    userDetailsUrl: AUTH_PATHS.userDetails,
    redirectUrl: sanitiseReturnUrl(returnUrl),
    heading: page.title,
    error: page.error,
    links: page.links,
    submitLabel: page.submitLabel,
  }
}

/**
 * The checkout's login box from the 'checkout.login' block. redirectUrl stays null: after logging in from the
 * checkout the traveller stays on their quote (checkout §4 "else a login-success event is emitted").
 */
export function loginBoxView(
  block: AuthContentBlock | null,
  options: { isCoach: boolean; redirectUrl?: string | null },
): LoginBoxView {
  return {
    title: nonEmpty(block?.title) ?? 'Booked with us before?',
    descriptionHtml: nonEmpty(block?.bodyHtml),
    heading: nonEmpty(block?.data.heading) ?? 'Log in to your account',
    submitUrl: AUTH_PATHS.login,
    userDataUrl: AUTH_PATHS.userData,
    userDetailsUrl: AUTH_PATHS.userDetails,
    redirectUrl: options.redirectUrl ? sanitiseReturnUrl(options.redirectUrl) : null,
    error: errorOf(block, DEFAULT_LOGIN_ERROR),
    links: (block?.data.links ?? []).map((link) => ({ url: link.url, name: link.name })),
    submitLabel: nonEmpty(block?.data.submitLabel) ?? 'Log in',
    continueText:
      nonEmpty(block?.data.continueText) ?? (options.isCoach ? COACH_CONTINUE_TEXT : CONTINUE_WITHOUT_LOGIN_TEXT),
    generateTokenUrl: AUTH_PATHS.generateToken,
    loginUserDetailsUrl: AUTH_PATHS.loginUserDetails,
  }
}
