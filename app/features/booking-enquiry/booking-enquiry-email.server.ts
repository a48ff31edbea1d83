import type { BrandContext } from '../../context'
import { formatMoney, type CurrencyCode } from '../../lib/money'
import { escapeHtml } from '../email/index.server'
import type { BookingEnquiryRequest } from './booking-enquiry-contract'

/*
 * The e-mail that tells the operator's reservations team about a booking-failed enquiry: who to call, about which
 * holiday, and the quote when it is the enquirer's own. Plain text and a simple HTML table; every value the
 * traveller typed is escaped in the HTML.
 */

export interface EnquiryQuote {
  quoteId: number
  tourCode: string
  departureId: number
  travellers: number
  subtotal: number
  currency: CurrencyCode
}

export interface EnquiryEmailInput {
  brand: Pick<BrandContext, 'name'>
  reference: string
  request: Pick<
    BookingEnquiryRequest,
    'firstName' | 'lastName' | 'email' | 'telephone' | 'message' | 'tourName' | 'departureDate' | 'quoteId'
  >
  /** The enquirer's own quote, when the page carried its id. */
  quote: EnquiryQuote | null
}

export interface RenderedEnquiryEmail {
  subject: string
  text: string
  html: string
}

function quoteLine(input: EnquiryEmailInput): string {
  const { quote, request } = input
  if (quote) {
    const people = quote.travellers === 1 ? '1 traveller' : `${quote.travellers} travellers`
    return `${quote.quoteId} (their own quote: tour ${quote.tourCode}, departure ${quote.departureId}, ${people}, subtotal ${formatMoney(quote.subtotal, quote.currency)})`
  }
  if (request.quoteId !== null)
    return `${request.quoteId} as given on the form (not a quote of this visitor's session: not linked)`
  return 'none'
}

export function bookingEnquiryEmail(input: EnquiryEmailInput): RenderedEnquiryEmail {
  const { request, reference, brand } = input
  const holiday = [request.tourName, request.departureDate].filter(Boolean).join(', ') || 'not given'
  const rows: Array<[string, string]> = [
    ['Reference', reference],
    ['Name', `${request.firstName} ${request.lastName}`],
    ['E-mail', request.email],
    ['Telephone', request.telephone],
    ['Holiday', holiday],
    ['Quote', quoteLine(input)],
  ]
  const message = request.message?.trim() ? request.message.trim() : null
  const subject = `Booking enquiry ${reference}: ${request.firstName} ${request.lastName}, ${holiday}`
  const intro = `A traveller could not complete a booking on the ${brand.name} website and asks to be called back.`
  const text = [
    intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    'Message:',
    message ?? '(none)',
    '',
  ].join('\n')
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    '<table>',
    ...rows.map(
      ([label, value]) =>
        `<tr><th align="left" scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    '<h2>Message</h2>',
    message ? `<p>${escapeHtml(message).replace(/\r?\n/g, '<br>')}</p>` : '<p>(none)</p>',
  ].join('\n')
  return { subject, text, html }
}
