import type { BrandContext } from '../../context'
import { formatMoney } from '../../lib/money'
import { originForLinks, renderLetter, type LetterParagraph } from '../email/index.server'
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

export function verifyEmailLink(publicOrigin: string, token: string): string {
  const url = new URL(VERIFY_EMAIL_PAGE, originForLinks(publicOrigin))
  url.searchParams.set(VERIFY_EMAIL_TOKEN_PARAM, token)
  return url.toString()
}

function render(
  brand: AccountEmailBrand,
  kind: AccountEmail['kind'],
  subject: string,
  paragraphs: LetterParagraph[],
): AccountEmail {
  return { kind, subject, ...renderLetter(brand, subject, paragraphs) }
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
