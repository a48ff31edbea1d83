import type { BrandContext } from '../../context'
import { originForLinks, renderLetter, type LetterParagraph } from '../email/index.server'
import { AUTH_PAGES, RESET_TOKEN_PARAM, RETURN_URL_PARAM } from './auth-contract'
import { RESET_TOKEN_TTL_MS } from './auth-policy'
import { DEFAULT_RETURN_URL, sanitiseReturnUrl } from './return-url'

/*
 * The sign-in e-mails, plain text and HTML, in the brand's name. Links are built from the configured public origin
 * the caller passes (never from a request's Host header: a forged Host must not put its own address into a reset
 * link). Kinds, as stored in email_outbox.kind:
 * - account-welcome: a new account (also keeps "register" doing the same work whether or not the e-mail was taken);
 * - account-exists: someone tried to register this address again: no account is created, the owner is told how to
 *   log in or reset instead (sign-in issue: no enumeration through register);
 * - password-reset: the reset link, valid for 60 minutes;
 * - password-changed: after a reset, so a reset the owner did not ask for does not go unnoticed.
 */

export type AuthBrand = Pick<BrandContext, 'id' | 'name' | 'phone' | 'email' | 'isCoach'>

export type AuthEmailKind = 'account-welcome' | 'account-exists' | 'password-reset' | 'password-changed'

export interface AuthEmail {
  kind: AuthEmailKind
  subject: string
  text: string
  html: string
}

export function resetPasswordLink(publicOrigin: string, token: string, returnUrl?: string | null): string {
  const url = new URL(AUTH_PAGES.resetPassword, originForLinks(publicOrigin))
  url.searchParams.set(RESET_TOKEN_PARAM, token)
  const target = sanitiseReturnUrl(returnUrl)
  if (target !== DEFAULT_RETURN_URL) url.searchParams.set(RETURN_URL_PARAM, target)
  return url.toString()
}

function render(brand: AuthBrand, kind: AuthEmailKind, subject: string, paragraphs: LetterParagraph[]): AuthEmail {
  return { kind, subject, ...renderLetter(brand, subject, paragraphs) }
}

export function welcomeEmail(brand: AuthBrand, publicOrigin: string): AuthEmail {
  const origin = originForLinks(publicOrigin)
  return render(brand, 'account-welcome', `Welcome to ${brand.name}`, [
    { text: `Your ${brand.name} account is ready. Log in any time to see your holidays in My Bookings.` },
    { text: 'Your account', link: { url: `${origin}${AUTH_PAGES.myBookings}`, label: 'Go to My Bookings' } },
    { text: `If you did not create this account, please call us on ${brand.phone}.` },
  ])
}

export function accountExistsEmail(brand: AuthBrand, publicOrigin: string): AuthEmail {
  const origin = originForLinks(publicOrigin)
  return render(brand, 'account-exists', `You already have a ${brand.name} account`, [
    {
      text: `Someone, probably you, just tried to create a ${brand.name} account with this e-mail address. You already have one, so nothing has changed.`,
    },
    { text: 'Log in with your password', link: { url: `${origin}${AUTH_PAGES.login}`, label: 'Log in' } },
    {
      text: 'Forgotten your password? Choose a new one',
      link: { url: `${origin}${AUTH_PAGES.forgotPassword}`, label: 'Reset your password' },
    },
    { text: 'If this was not you, you can ignore this e-mail: your account is safe.' },
  ])
}

export function passwordResetEmail(brand: AuthBrand, link: string): AuthEmail {
  const minutes = Math.round(RESET_TOKEN_TTL_MS / 60_000)
  return render(brand, 'password-reset', `Reset your ${brand.name} password`, [
    { text: `We received a request to reset the password of your ${brand.name} account.` },
    {
      text: `Choose a new password (this link works once, for ${minutes} minutes)`,
      link: { url: link, label: 'Choose a new password' },
    },
    { text: 'If you did not ask for this, you can ignore this e-mail: your password has not changed.' },
  ])
}

export function passwordChangedEmail(brand: AuthBrand, publicOrigin: string): AuthEmail {
  const origin = originForLinks(publicOrigin)
  return render(brand, 'password-changed', `Your ${brand.name} password has been changed`, [
    {
      text: `The password of your ${brand.name} account was just changed, and every device that was logged in has been logged out.`,
    },
    { text: 'Log in with your new password', link: { url: `${origin}${AUTH_PAGES.login}`, label: 'Log in' } },
    { text: `If you did not change it, call us straight away on ${brand.phone}.` },
  ])
}
