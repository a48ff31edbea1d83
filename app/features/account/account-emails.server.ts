import type { BrandContext } from '../../context'
import { formatMoney } from '../../lib/money'
import { escapeHtml } from '../email/index.server'
import { VERIFY_EMAIL_PAGE, VERIFY_EMAIL_TOKEN_PARAM, accountBookingPath } from './account-contract'
import type { Currency } from './account-access.server'

/*
 * The account area's e-mails, plain text and HTML, in the brand's name (like app/features/auth/auth-emails.server.ts).
 * Links are built from the configured public origin the caller passes, never from a request's Host header. Kinds, as
 * stored in email_outbox.kind:
 * - account-verification: the link that proves the account's address (48 hours, once) and so attaches the guest
 *   bookings made with it (ADR 0027);
 * - payment-receipt: a card payment taken in My bookings, to the booking's lead e-mail.
 */

export const ACCOUNT_VERIFICATION_EMAIL_KIND = 'account-verification'
export const PAYMENT_RECEIPT_EMAIL_KIND = 'payment-receipt'

export type AccountEmailBrand = Pick<BrandContext, 'id' | 'name' | 'phone' | 'email' | 'isCoach'>

export interface AccountEmail {
  kind: typeof ACCOUNT_VERIFICATION_EMAIL_KIND | typeof PAYMENT_RECEIPT_EMAIL_KIND
  subject: string
  text: string
  html: string
}

const BRAND_COLOURS: Record<string, { primary: string; surface: string }> = {
  meridian: { primary: '#0b3c5d', surface: '#f4f7f9' },
  cavendish: { primary: '#6b1d2e', surface: '#f6efe2' },
}

interface Paragraph {
  text: string
  link?: { url: string; label: string }
}

function originForLinks(publicOrigin: string): string {
  const url = new URL(publicOrigin)
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`Not a web origin: ${publicOrigin}`)
  return url.origin
}

export function verifyEmailLink(publicOrigin: string, token: string): string {
  const url = new URL(VERIFY_EMAIL_PAGE, originForLinks(publicOrigin))
  url.searchParams.set(VERIFY_EMAIL_TOKEN_PARAM, token)
  return url.toString()
}

function render(brand: AccountEmailBrand, kind: AccountEmail['kind'], subject: string, paragraphs: Paragraph[]) {
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

export function verificationEmail(brand: AccountEmailBrand, link: string, hours: number): AccountEmail {
  return render(brand, ACCOUNT_VERIFICATION_EMAIL_KIND, `Confirm your e-mail address for ${brand.name}`, [
    {
      text: `Please confirm that this is your e-mail address. Holidays booked with it will then appear in My Bookings.`,
    },
    {
      text: `Confirm your address (this link works once, for ${hours} hours)`,
      link: { url: link, label: 'Confirm my e-mail address' },
    },
    { text: `If you did not create a ${brand.name} account, you can ignore this e-mail.` },
  ])
}

export function paymentReceiptEmail(
  brand: AccountEmailBrand,
  input: {
    publicOrigin: string
    bookingReference: string
    tourName: string
    amount: number
    balance: number
    currency: Currency
    cardLast4: string | null
    transactionId: string
  },
): AccountEmail {
  const money = (minor: number) => formatMoney(minor, input.currency)
  const card = input.cardLast4 ? ` by the card ending ${input.cardLast4}` : ''
  const link = `${originForLinks(input.publicOrigin)}${accountBookingPath(input.bookingReference)}`
  return render(brand, PAYMENT_RECEIPT_EMAIL_KIND, `Payment received for booking ${input.bookingReference}`, [
    {
      text: `Thank you. We have received your payment of ${money(input.amount)}${card} for ${input.tourName} (booking ${input.bookingReference}).`,
    },
    {
      text:
        input.balance > 0
          ? `The balance still to pay is ${money(input.balance)}.`
          : 'Your holiday is now paid in full.',
    },
    { text: `Payment reference: ${input.transactionId}` },
    { text: 'See your booking', link: { url: link, label: 'Go to My Bookings' } },
  ])
}
