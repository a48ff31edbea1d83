import { expect } from 'vitest'
import type {
  ConfirmBookingAnswer,
  PassengerDetailsAnswer,
  PaymentSubmitAnswer,
  QuoteResponse,
} from '../../app/features/checkout/index.server'
import type { AppDatabase } from '../../db/database.server'
import type { StockedDeparture } from './factories'
import { client, type HttpClient, type HttpResponse } from './http-client'
import { passengerDetailsBody } from './passenger-details'
import { CARD_FORM_HEADERS, SANDBOX_APPROVED_CARD, cardPageToken, sandboxCardForm } from './sandbox-card-form'

export { SANDBOX_APPROVED_CARD }

/*
 * A booking made the way a browser makes it, through the real API (issue 11's checkout): rooms → passenger details →
 * payment submit → the sandbox's hosted card page (GET it, POST its form) → confirm-booking. For tests that need a
 * real booking to work on (the account area's), and the hosted-page driver on its own for any card payment.
 */

export const JOURNEY_PASSENGERS = [
  { firstName: 'Ada', lastName: 'Lovelace' },
  { firstName: 'Charles', lastName: 'Babbage' },
]

export interface JourneyOptions {
  /** The browser session to book in (signed in → the booking is the customer's); a fresh guest session if absent. */
  browser?: HttpClient
  /** The lead passenger's e-mail. */
  leadEmail?: string
  amountToPay?: 'Full Balance' | 'Deposit Only'
  card?: string
}

export interface BookedJourney {
  browser: HttpClient
  quoteId: number
  transactionId: string
  bookingReference: string
  confirmation: ConfirmBookingAnswer
}

/** Pays on the sandbox's hosted card page as a browser in the card frame would. */
export async function payOnHostedPage(
  browser: HttpClient,
  frameUrl: string,
  cardNumber = SANDBOX_APPROVED_CARD,
): Promise<HttpResponse> {
  const page = await browser.get(frameUrl)
  expect(page.status, page.text.slice(0, 300)).toBe(200)
  const token = cardPageToken(page.text)
  if (!token) throw new Error(`the card page has no csrfToken field: ${page.text.slice(0, 200)}`)
  return browser.post(frameUrl, sandboxCardForm(token, cardNumber), { csrf: false, headers: CARD_FORM_HEADERS })
}

export async function activeCardTypeId(db: AppDatabase): Promise<number> {
  return (await db.selectFrom('cardTypes').select('id').where('active', '=', 1).orderBy('id').executeTakeFirstOrThrow())
    .id
}

/** Books `departure` for two travellers through the API and answers the booking's reference. */
export async function bookThroughApi(
  server: { origin: string },
  db: AppDatabase,
  departure: StockedDeparture,
  options: JourneyOptions = {},
): Promise<BookedJourney> {
  const browser = options.browser ?? client(server)
  const leadEmail = options.leadEmail ?? 'ada@example.com'
  const rooms = await browser.post('/umbraco/api/checkoutapi/roomsresponse', {
    quoteId: 0,
    departureId: departure.id,
    filo: departure.filo,
    departureTransportCode: departure.transportCode,
    passengers: JOURNEY_PASSENGERS.map((name) => ({ roomId: departure.twin.id, roomKey: 'r1', ...name })),
  })
  expect(rooms.status, rooms.text).toBe(200)
  const quote = rooms.json<QuoteResponse>()
  const details = await browser.post(
    '/umbraco/api/checkoutapi/passengerDetailsResponse',
    passengerDetailsBody(quote, { leadEmail }),
  )
  expect(details.status, details.text).toBe(200)
  const answer = details.json<PassengerDetailsAnswer>()
  const submitted = await browser.post('/umbraco/api/checkoutapi/payment', {
    quoteId: answer.quote.quoteId,
    currentPageUrl: '/checkout',
    cardTypeId: await activeCardTypeId(db),
    amountToPay: options.amountToPay ?? 'Full Balance',
    takeFinalBalance: false,
  })
  expect(submitted.status, submitted.text).toBe(200)
  const payment = submitted.json<PaymentSubmitAnswer>()
  await payOnHostedPage(browser, payment.url, options.card)
  const confirmed = await browser.post('/confirm-booking', {
    transactionId: payment.transactionId,
    quoteId: answer.quote.quoteId,
    takeFinalBalance: false,
  })
  expect(confirmed.status, confirmed.text).toBe(200)
  const confirmation = confirmed.json<ConfirmBookingAnswer>()
  return {
    browser,
    quoteId: answer.quote.quoteId,
    transactionId: payment.transactionId,
    bookingReference: confirmation.bookingReference,
    confirmation,
  }
}
