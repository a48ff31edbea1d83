import type { BrandContext } from '../../context'
import { escapeHtml } from '../email/index.server'
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

const BRAND_COLOURS: Record<string, { primary: string; surface: string }> = {
  meridian: { primary: '#0b3c5d', surface: '#f4f7f9' },
  cavendish: { primary: '#6b1d2e', surface: '#f6efe2' },
}

/** 'https://www.example.com' from a configured origin; refuses anything that is not an http(s) origin. */
export function originForLinks(publicOrigin: string): string {
  const url = new URL(publicOrigin)
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`Not a web origin: ${publicOrigin}`)
  return url.origin
}

export function resetPasswordLink(publicOrigin: string, token: string, returnUrl?: string | null): string {
  const url = new URL(AUTH_PAGES.resetPassword, originForLinks(publicOrigin))
  url.searchParams.set(RESET_TOKEN_PARAM, token)
  const target = sanitiseReturnUrl(returnUrl)
  if (target !== DEFAULT_RETURN_URL) url.searchParams.set(RETURN_URL_PARAM, target)
  return url.toString()
}

interface Paragraph {
  text: string
  link?: { url: string; label: string }
}

function render(brand: AuthBrand, kind: AuthEmailKind, subject: string, paragraphs: Paragraph[]): AuthEmail {
  const colours = BRAND_COLOURS[brand.id] ?? BRAND_COLOURS.meridian!
  const signOff = brand.isCoach ? `Warm wishes,\nEveryone at ${brand.name}` : `Best wishes,\nThe ${brand.name} team`
  const footer = `${brand.name} · ${brand.phone} · ${brand.email}`
  const text = [
    'Hello,',
    '',
    ...paragraphs.flatMap((paragraph) => [
      paragraph.text,
      ...(paragraph.link ? [`${paragraph.link.label}: ${paragraph.link.url}`] : []),
      '',
    ]),
    signOff,
    '',
    footer,
  ].join('\n')

  const e = escapeHtml
  const body = paragraphs
    .map(
      (paragraph) =>
        `<p>${e(paragraph.text)}</p>${
          paragraph.link
            ? `<p><a href="${e(paragraph.link.url)}" style="display:inline-block;background:${colours.primary};color:#ffffff;padding:10px 18px;text-decoration:none;border-radius:4px;">${e(paragraph.link.label)}</a></p>`
            : ''
        }`,
    )
    .join('\n')
  const html = `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="margin:0;padding:0;background:${colours.surface};font-family:Arial,Helvetica,sans-serif;color:#1b2530;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${colours.surface};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;">
<tr><td style="background:${colours.primary};color:#ffffff;padding:20px 24px;font-size:22px;font-weight:bold;">${e(brand.name)}</td></tr>
<tr><td style="padding:24px;font-size:16px;line-height:1.5;">
<p>Hello,</p>
${body}
<p>${signOff.split('\n').map(e).join('<br>')}</p>
</td></tr>
<tr><td style="padding:16px 24px;font-size:13px;color:#4a5866;border-top:1px solid #d5dde4;">${e(footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`
  return { kind, subject, text, html }
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
