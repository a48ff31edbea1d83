import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  ConfirmBookingAnswer,
  PassengerDetailsAnswer,
  PaymentSubmitAnswer,
  QuoteResponse,
  StatusCheckAnswer,
} from '../../app/features/checkout/index'
import { voidUnbookedPayments } from '../../app/features/bookings/index.server'
import { getPaymentProvider } from '../../app/features/payments/index.server'
import type { AppDatabase } from '../../db/database.server'
import { stockDeparture, type StockedDeparture } from '../support/factories'
import { payOnHostedPage } from '../support/checkout-journey'
import { client, type HttpClient, type HttpResponse } from '../support/http-client'
import { pdfVisibleText } from '../support/pdf-text'
import { passengerDetailsBody } from '../support/passenger-details'
import { CARD_FORM_HEADERS, cardPageToken } from '../support/sandbox-card-form'
import { startTestServer, type TestServer } from '../support/test-server'

/*
 * Checkout part 2 through the real server on the dialect under test (SQLite; PostgreSQL with TEST_DATABASE_URL):
 * passengerDetailsResponse (400 with field errors and nothing written), the payment submit and the sandbox card page
 * driven like a browser (GET the page, POST its form), the status check for each test card, and the trusted confirm:
 * refused for declined, foreign, tampered and unknown transactions with nothing booked; replayed ten times at once →
 * one booking and one payment; places taken meanwhile → no booking, not oversold, the payment voided; the e-mails in
 * the outbox; the confirmation and its PDF for the booking's own session only; the reservation path.
 */

let server: TestServer
let db: AppDatabase
const used = new Set<number>()
const FAR_START = '2031-06-01'

beforeAll(async () => {
  server = await startTestServer('checkout-booking')
  db = server.database.db
})

afterAll(async () => {
  await server?.stop()
})

const PASSENGERS = [
  { firstName: 'Ada', lastName: 'Lovelace' },
  { firstName: 'Charles', lastName: 'Babbage' },
]

async function quoteFor(browser: HttpClient, departure: StockedDeparture): Promise<QuoteResponse> {
  const response = await browser.post('/umbraco/api/checkoutapi/roomsresponse', {
    quoteId: 0,
    departureId: departure.id,
    filo: departure.filo,
    departureTransportCode: departure.transportCode,
    passengers: PASSENGERS.map((name) => ({ roomId: departure.twin.id, roomKey: 'r1', ...name })),
  })
  expect(response.status, response.text).toBe(200)
  return response.json<QuoteResponse>()
}

function details(quote: QuoteResponse, change: { lead?: object; other?: object; visaIds?: number[] } = {}) {
  return passengerDetailsBody(quote, { ...change, marketing: true })
}

async function detailsDone(
  browser: HttpClient,
  departure: StockedDeparture,
  change?: Parameters<typeof details>[1],
): Promise<PassengerDetailsAnswer> {
  const quote = await quoteFor(browser, departure)
  const response = await browser.post('/umbraco/api/checkoutapi/passengerDetailsResponse', details(quote, change))
  expect(response.status, response.text).toBe(200)
  return response.json<PassengerDetailsAnswer>()
}

async function submitPayment(browser: HttpClient, quoteId: number, amountToPay = 'Full Balance') {
  return browser.post('/umbraco/api/checkoutapi/payment', {
    quoteId,
    currentPageUrl: '/checkout',
    cardTypeId: (await db.selectFrom('cardTypes').select('id').where('active', '=', 1).executeTakeFirstOrThrow()).id,
    amountToPay,
    takeFinalBalance: false,
  })
}

const payWith = (browser: HttpClient, frameUrl: string, cardNumber: string): Promise<HttpResponse> =>
  payOnHostedPage(browser, frameUrl, cardNumber)

async function paidQuote(departure: StockedDeparture, card = '4242424242424242') {
  const browser = client(server)
  const answer = await detailsDone(browser, departure)
  const submitted = await submitPayment(browser, answer.quote.quoteId)
  expect(submitted.status, submitted.text).toBe(200)
  const payment = submitted.json<PaymentSubmitAnswer>()
  await payWith(browser, payment.url, card)
  return { browser, answer, payment }
}

const confirm = (browser: HttpClient, quoteId: number, transactionId: string | null) =>
  browser.post('/confirm-booking', { transactionId, quoteId, takeFinalBalance: false })

const statusOf = async (browser: HttpClient, transactionId: string) => {
  const response = await browser.get(`/status-check?transactionId=${transactionId}`)
  expect(response.status, response.text).toBe(200)
  return response.json<StatusCheckAnswer>()
}

async function bookingsOf(quoteId: number) {
  return db.selectFrom('bookings').selectAll().where('quoteId', '=', quoteId).execute()
}

describe('visas', () => {
  it('lists the visas of the departure, 404 for an unknown one', async () => {
    const departure = await stockDeparture(db, {
      placesLeft: 10,
      twinsLeft: 5,
      startDate: FAR_START,
      withVisas: true,
      used,
    })
    const browser = client(server)
    const response = await browser.get(
      `/umbraco/api/checkoutapi/visas?departureId=${departure.id}&filo=${encodeURIComponent(departure.filo)}`,
    )
    expect(response.status).toBe(200)
    const visas = response.json<Array<{ id: number; price: number; currency: string }>>()
    expect(visas.map((visa) => visa.id).sort()).toEqual([...departure.visaIds].sort())
    const unknown = await browser.get(`/umbraco/api/checkoutapi/visas?departureId=99999999&filo=X`)
    expect(unknown.status).toBe(404)
  })
})

describe('passengerDetailsResponse', () => {
  it('answers 400 with field errors keyed passengers.N.field and writes nothing', async () => {
    const departure = await stockDeparture(db, { placesLeft: 10, twinsLeft: 5, startDate: FAR_START, used })
    const browser = client(server)
    const quote = await quoteFor(browser, departure)
    const body = details(quote, { lead: { confirmEmail: 'other@example.com' }, other: { yearOfBirth: 2020 } })
    const response = await browser.post('/umbraco/api/checkoutapi/passengerDetailsResponse', body)
    expect(response.status).toBe(400)
    const error = response.json<{ error: { fieldErrors: Record<string, string[]> } }>().error
    expect(error.fieldErrors['passengers.0.confirmEmail']).toEqual(['Field should match Email'])
    expect(error.fieldErrors['passengers.1.dateOfBirth']).toEqual(['Please ensure age is 18 years or older'])
    const stored = await db.selectFrom('quotePassengers').selectAll().where('quoteId', '=', quote.quoteId).execute()
    expect(stored.every((row) => row.dateOfBirth === null && row.email === null && row.title === null)).toBe(true)
  })

  it('refuses a visa of another departure and another session’s quote', async () => {
    const departure = await stockDeparture(db, { placesLeft: 10, twinsLeft: 5, startDate: FAR_START, used })
    const browser = client(server)
    const quote = await quoteFor(browser, departure)
    const badVisa = await browser.post(
      '/umbraco/api/checkoutapi/passengerDetailsResponse',
      details(quote, { visaIds: [99999] }),
    )
    expect(badVisa.status).toBe(400)
    expect(Object.keys(badVisa.json<{ error: { fieldErrors: object } }>().error.fieldErrors)).toContain(
      'passengers.0.visaIds.0',
    )
    const stranger = await client(server).post('/umbraco/api/checkoutapi/passengerDetailsResponse', details(quote))
    expect(stranger.status).toBe(404)
  })

  it('stores the details, prices the visas and answers the payment info', async () => {
    const departure = await stockDeparture(db, {
      placesLeft: 10,
      twinsLeft: 5,
      startDate: FAR_START,
      withVisas: true,
      used,
    })
    const browser = client(server)
    const quote = await quoteFor(browser, departure)
    const visaId = departure.visaIds[0]!
    const visa = await db.selectFrom('visas').select('priceMinor').where('id', '=', visaId).executeTakeFirstOrThrow()
    const response = await browser.post(
      '/umbraco/api/checkoutapi/passengerDetailsResponse',
      details(quote, { visaIds: [visaId] }),
    )
    expect(response.status, response.text).toBe(200)
    const answer = response.json<PassengerDetailsAnswer>()
    expect(answer.quote.visas).toEqual([expect.objectContaining({ id: visaId, count: 2 })])
    expect(answer.quote.subtotal).toBe(quote.subtotal + 2 * visa.priceMinor)
    expect(answer.payment.data.fullBalance).toBe(answer.quote.subtotal)
    expect(answer.payment.data.depositAmount).toBe(Math.min(departure.depositMinor * 2, answer.quote.subtotal))
    expect(answer.payment.data.dueDate).toBe('2031-03-09')
    expect(answer.payment.canPay).toBe(true)
    expect(answer.payment.transactionType).toBe(
      answer.payment.data.depositAmount === answer.payment.data.fullBalance ? 'Full Payment' : 'Deposit Only',
    )
    expect(answer.payment.data.cardTypes.length).toBeGreaterThan(0)
  })
})

describe('payment and status check', () => {
  it('submits a payment for the server’s amount and answers the same-origin frame URL', async () => {
    const departure = await stockDeparture(db, { placesLeft: 10, twinsLeft: 5, startDate: FAR_START, used })
    const browser = client(server)
    const answer = await detailsDone(browser, departure)
    const response = await submitPayment(browser, answer.quote.quoteId, 'Deposit Only')
    expect(response.status, response.text).toBe(200)
    const payment = response.json<PaymentSubmitAnswer>()
    expect(payment.url).toBe(`/payments/sandbox/${payment.transactionId}`)
    const row = await db
      .selectFrom('paymentTransactions')
      .selectAll()
      .where('id', '=', payment.transactionId)
      .executeTakeFirstOrThrow()
    expect(row.amountMinor).toBe(answer.payment.data.depositAmount)
    expect(await statusOf(browser, payment.transactionId)).toEqual({ status: 'pending', message: null })
    // Another session cannot read it.
    expect((await client(server).get(`/status-check?transactionId=${payment.transactionId}`)).status).toBe(404)
  })

  it.each([
    ['4242424242424242', 'approved'],
    ['4000000000000002', 'declined'],
    ['4000000000000119', 'error'],
  ])('card %s → %s', async (card, status) => {
    const departure = await stockDeparture(db, { placesLeft: 10, twinsLeft: 5, startDate: FAR_START, used })
    const { browser, payment } = await paidQuote(departure, card)
    expect((await statusOf(browser, payment.transactionId)).status).toBe(status)
  })

  it('the pending card turns approved after status reads; the 3-D Secure card passes', async () => {
    const departure = await stockDeparture(db, { placesLeft: 10, twinsLeft: 5, startDate: FAR_START, used })
    const { browser, payment } = await paidQuote(departure, '4000000000000259')
    const statuses: string[] = []
    for (let read = 0; read < 4; read++) statuses.push((await statusOf(browser, payment.transactionId)).status)
    expect(statuses[0]).toBe('pending')
    expect(statuses.at(-1)).toBe('approved')

    const other = await stockDeparture(db, { placesLeft: 10, twinsLeft: 5, startDate: FAR_START, used })
    const challenged = await paidQuote(other, '4000000000003220')
    expect((await statusOf(challenged.browser, challenged.payment.transactionId)).status).toBe('pending')
    const page = await challenged.browser.get(challenged.payment.url)
    const body = new URLSearchParams({ csrfToken: cardPageToken(page.text) ?? '', intent: 'authenticate' }).toString()
    await challenged.browser.post(challenged.payment.url, body, { csrf: false, headers: CARD_FORM_HEADERS })
    expect((await statusOf(challenged.browser, challenged.payment.transactionId)).status).toBe('approved')
  })

  it('the frame’s return page posts the session’s quote to the same origin only', async () => {
    const departure = await stockDeparture(db, { placesLeft: 10, twinsLeft: 5, startDate: FAR_START, used })
    const { browser, payment, answer } = await paidQuote(departure)
    const page = await browser.get(`/checkout/payment-complete?transactionId=${payment.transactionId}`)
    expect(page.status).toBe(200)
    expect(page.headers['cache-control']).toBe('private, no-store')
    expect(page.text).toContain('window.parent.postMessage(')
    expect(page.text).toContain(`"transactionId":"${payment.transactionId}"`)
    expect(page.text).toContain(`"quoteId":${answer.quote.quoteId}`)
    expect(page.text).toContain('window.location.origin')
    const stranger = await client(server).get(`/checkout/payment-complete?transactionId=${payment.transactionId}`)
    expect(stranger.status).toBe(404)
    expect(stranger.text).not.toContain('postMessage')
  })
})

describe('confirm-booking', () => {
  it('books an approved payment: sold places, booking rows, payment, e-mails, reload for the same session only', async () => {
    const departure = await stockDeparture(db, { placesLeft: 10, twinsLeft: 5, startDate: FAR_START, used })
    const before = await db
      .selectFrom('departures')
      .select('seatsSold')
      .where('id', '=', departure.id)
      .executeTakeFirstOrThrow()
    const { browser, payment, answer } = await paidQuote(departure)
    const response = await confirm(browser, answer.quote.quoteId, payment.transactionId)
    expect(response.status, response.text).toBe(200)
    const confirmed = response.json<ConfirmBookingAnswer>()
    expect(confirmed.success).toBe(true)
    expect(confirmed.bookingReference).toMatch(/^[2-9A-HJ-NP-Z]{8}$/)
    expect(confirmed.bookingDetails).toMatchObject({
      type: 'paid',
      total: answer.quote.subtotal,
      amountPaid: answer.quote.subtotal,
      balanceToPay: 0,
      passengers: [
        { title: 'Ms', firstName: 'Ada', lastName: 'Lovelace' },
        { title: 'Mr', firstName: 'Charles', lastName: 'Babbage' },
      ],
    })
    const after = await db
      .selectFrom('departures')
      .select('seatsSold')
      .where('id', '=', departure.id)
      .executeTakeFirstOrThrow()
    expect(after.seatsSold).toBe(before.seatsSold + 2)
    expect(
      await db.selectFrom('inventoryHolds').select('id').where('quoteId', '=', answer.quote.quoteId).execute(),
    ).toEqual([])
    const [booking] = await bookingsOf(answer.quote.quoteId)
    expect(booking).toBeDefined()
    const payments = await db.selectFrom('payments').selectAll().where('bookingId', '=', booking!.id).execute()
    expect(payments).toHaveLength(1)
    expect(payments[0]!.transactionId).toBe(payment.transactionId)
    const quote = await db
      .selectFrom('quotes')
      .select('status')
      .where('id', '=', answer.quote.quoteId)
      .executeTakeFirstOrThrow()
    expect(quote.status).toBe('booked')
    // A guest's booking makes (or refreshes) its booker's guest customer record in the same transaction (issue 26).
    const guest = await db
      .selectFrom('guestBookers')
      .select(['firstName', 'lastName', 'customerId', 'lastBookedAt'])
      .where('brandId', '=', booking!.brandId)
      .where('email', '=', 'ada@example.com')
      .executeTakeFirstOrThrow()
    expect(guest).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', customerId: null })

    const emails = await db
      .selectFrom('emailOutbox')
      .selectAll()
      .where('kind', 'in', ['booking-confirmation', 'booking-notification'])
      .where('subject', 'like', `%${confirmed.bookingReference}%`)
      .execute()
    const toLead = emails.find((email) => email.kind === 'booking-confirmation')
    expect(toLead?.toAddress).toBe('ada@example.com')
    expect(toLead?.htmlBody).toContain(`Your booking reference is: ${confirmed.bookingReference}`)
    expect(toLead?.textBody).toContain(`/checkout?bookingReference=${confirmed.bookingReference}`)
    expect(emails.some((email) => email.kind === 'booking-notification')).toBe(true)

    const pdf = await browser.get(`/checkout/booking-confirmation.pdf?bookingReference=${confirmed.bookingReference}`)
    expect(pdf.status).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.raw.subarray(0, 5).toString()).toBe('%PDF-')
    const strangerPdf = await client(server).get(
      `/checkout/booking-confirmation.pdf?bookingReference=${confirmed.bookingReference}`,
    )
    expect(strangerPdf.status).toBe(404)
  })

  it('replayed ten times at once: one booking, one payment, the same answer', async () => {
    const departure = await stockDeparture(db, { placesLeft: 10, twinsLeft: 5, startDate: FAR_START, used })
    const { browser, payment, answer } = await paidQuote(departure)
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => confirm(browser, answer.quote.quoteId, payment.transactionId)),
    )
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200))
    const references = new Set(responses.map((response) => response.json<ConfirmBookingAnswer>().bookingReference))
    expect(references.size).toBe(1)
    const bookings = await bookingsOf(answer.quote.quoteId)
    expect(bookings).toHaveLength(1)
    expect(
      await db.selectFrom('payments').select('id').where('bookingId', '=', bookings[0]!.id).execute(),
    ).toHaveLength(1)
  })

  it('refuses a declined payment with its message and books nothing', async () => {
    const departure = await stockDeparture(db, { placesLeft: 10, twinsLeft: 5, startDate: FAR_START, used })
    const { browser, payment, answer } = await paidQuote(departure, '4000000000000002')
    const response = await confirm(browser, answer.quote.quoteId, payment.transactionId)
    expect(response.status).toBe(409)
    expect(response.json()).toMatchObject({
      type: 'UserFriendlyError',
      message: 'Your payment was declined. Please try another card.',
    })
    expect(await bookingsOf(answer.quote.quoteId)).toEqual([])
  })

  it('refuses another session’s transaction and an unknown one with a 404, booking nothing', async () => {
    const departure = await stockDeparture(db, { placesLeft: 10, twinsLeft: 5, startDate: FAR_START, used })
    const { payment, answer } = await paidQuote(departure)
    const stranger = client(server)
    expect((await confirm(stranger, answer.quote.quoteId, payment.transactionId)).status).toBe(404)
    const other = await stockDeparture(db, { placesLeft: 10, twinsLeft: 5, startDate: FAR_START, used })
    const mine = await paidQuote(other)
    // My own quote with someone else's approved transaction.
    expect((await confirm(mine.browser, mine.answer.quote.quoteId, payment.transactionId)).status).toBe(404)
    expect((await confirm(mine.browser, mine.answer.quote.quoteId, 'AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404)
    expect(await bookingsOf(answer.quote.quoteId)).toEqual([])
    expect(await bookingsOf(mine.answer.quote.quoteId)).toEqual([])
  })

  it('refuses a transaction whose amount is not the server’s figure, voids it and books nothing', async () => {
    const departure = await stockDeparture(db, { placesLeft: 10, twinsLeft: 5, startDate: FAR_START, used })
    const { browser, payment, answer } = await paidQuote(departure)
    await db
      .updateTable('paymentTransactions')
      .set({ amountMinor: 100 })
      .where('id', '=', payment.transactionId)
      .execute()
    const response = await confirm(browser, answer.quote.quoteId, payment.transactionId)
    expect(response.status).toBe(409)
    expect(response.json<{ type: string }>().type).toBe('UserFriendlyError')
    expect(await bookingsOf(answer.quote.quoteId)).toEqual([])
    const row = await db
      .selectFrom('paymentTransactions')
      .select('status')
      .where('id', '=', payment.transactionId)
      .executeTakeFirstOrThrow()
    expect(row.status).toBe('voided')
  })

  it('places taken meanwhile: no booking, not oversold, the payment voided, a clear message', async () => {
    const departure = await stockDeparture(db, { placesLeft: 2, twinsLeft: 1, startDate: FAR_START, used })
    const { browser, payment, answer } = await paidQuote(departure)
    // The hold lapses and another traveller books the last places.
    await db
      .updateTable('inventoryHolds')
      .set({ expiresAt: '2000-01-01T00:00:00.000Z' })
      .where('quoteId', '=', answer.quote.quoteId)
      .execute()
    const rival = await paidQuote(departure)
    expect((await confirm(rival.browser, rival.answer.quote.quoteId, rival.payment.transactionId)).status).toBe(200)

    const response = await confirm(browser, answer.quote.quoteId, payment.transactionId)
    expect(response.status).toBe(409)
    expect(response.json()).toMatchObject({
      type: 'UserFriendlyError',
      message:
        'Sorry, the places on this departure have just been taken. Your payment has been cancelled and you have not been charged.',
    })
    expect(await bookingsOf(answer.quote.quoteId)).toEqual([])
    const stock = await db
      .selectFrom('departures')
      .select(['capacity', 'seatsSold'])
      .where('id', '=', departure.id)
      .executeTakeFirstOrThrow()
    expect(stock.seatsSold).toBeLessThanOrEqual(stock.capacity)
    expect(stock.seatsSold).toBe(stock.capacity)
    const row = await db
      .selectFrom('paymentTransactions')
      .select('status')
      .where('id', '=', payment.transactionId)
      .executeTakeFirstOrThrow()
    expect(row.status).toBe('voided')
  })

  it('a reservation (mobility limitations) is booked without payment, once per quote; a card booking needs one', async () => {
    const departure = await stockDeparture(db, { placesLeft: 10, twinsLeft: 5, startDate: FAR_START, used })
    const browser = client(server)
    const answer = await detailsDone(browser, departure, {
      other: { mobilityLimitations: true, mobilityDetails: 'Uses a wheelchair' },
    })
    expect((await submitPayment(browser, answer.quote.quoteId)).status).toBe(409)
    const first = await confirm(browser, answer.quote.quoteId, null)
    expect(first.status, first.text).toBe(200)
    const again = await confirm(browser, answer.quote.quoteId, null)
    expect(again.json<ConfirmBookingAnswer>().bookingReference).toBe(
      first.json<ConfirmBookingAnswer>().bookingReference,
    )
    expect(first.json<ConfirmBookingAnswer>().bookingDetails).toMatchObject({ type: 'reserved', amountPaid: 0 })
    expect(await bookingsOf(answer.quote.quoteId)).toHaveLength(1)

    const paying = await stockDeparture(db, { placesLeft: 10, twinsLeft: 5, startDate: FAR_START, used })
    const payer = client(server)
    const normal = await detailsDone(payer, paying)
    const refused = await confirm(payer, normal.quote.quoteId, null)
    expect(refused.status).toBe(409)
    expect(await bookingsOf(normal.quote.quoteId)).toEqual([])
  })
})

describe('the lead’s marketing e-mail box (checkout §4)', () => {
  const signupsOf = (email: string) =>
    db
      .selectFrom('newsletterSignups')
      .select(['brandId', 'email', 'source', 'sourcePath', 'consentText'])
      .where('email', '=', email)
      .execute()
  const confirmationsTo = (email: string) =>
    db
      .selectFrom('emailOutbox')
      .select('id')
      .where('toAddress', '=', email)
      .where('kind', '=', 'newsletter-confirmation')
      .execute()

  it('ticked: the address joins the footer form’s newsletter list once, from the checkout, with the wording ticked', async () => {
    const departure = await stockDeparture(db, { placesLeft: 10, twinsLeft: 5, startDate: FAR_START, used })
    const email = `news.${Date.now().toString(36)}@example.com`
    const browser = client(server)
    const quote = await quoteFor(browser, departure)
    const body = passengerDetailsBody(quote, { leadEmail: email.toUpperCase(), marketing: true })
    for (let save = 0; save < 2; save++) {
      const response = await browser.post('/umbraco/api/checkoutapi/passengerDetailsResponse', body)
      expect(response.status, response.text).toBe(200)
    }
    expect(await signupsOf(email)).toEqual([
      {
        brandId: 'meridian',
        email,
        source: 'checkout',
        sourcePath: '/checkout',
        consentText: 'Send me news and offers by e-mail',
      },
    ])
    expect(await confirmationsTo(email)).toHaveLength(1)
  })

  it('not ticked, or the details refused: nobody is signed up', async () => {
    const departure = await stockDeparture(db, { placesLeft: 10, twinsLeft: 5, startDate: FAR_START, used })
    const browser = client(server)
    const quote = await quoteFor(browser, departure)
    const unticked = `quiet.${Date.now().toString(36)}@example.com`
    const saved = await browser.post(
      '/umbraco/api/checkoutapi/passengerDetailsResponse',
      passengerDetailsBody(quote, { leadEmail: unticked, marketing: false }),
    )
    expect(saved.status, saved.text).toBe(200)
    const refusedEmail = `refused.${Date.now().toString(36)}@example.com`
    const refused = await browser.post(
      '/umbraco/api/checkoutapi/passengerDetailsResponse',
      passengerDetailsBody(quote, { leadEmail: refusedEmail, marketing: true, other: { yearOfBirth: 2025 } }),
    )
    expect(refused.status).toBe(400)
    expect(await signupsOf(unticked)).toEqual([])
    expect(await signupsOf(refusedEmail)).toEqual([])
    expect(await confirmationsTo(refusedEmail)).toEqual([])
  })
})

/** A flying departure's legs, the return stored before the outbound (ids and all), as a database may hold them. */
async function flightsReturnStoredFirst(departureId: number) {
  await db.deleteFrom('departureLegs').where('departureId', '=', departureId).execute()
  const flight = (direction: string, sequence: number, from: string, to: string, at: string) => ({
    departureId,
    direction,
    sequence,
    isFlight: 1,
    carrierCode: 'MS',
    carrierName: 'EgyptAir',
    instanceCode: `MS${direction === 'out' ? 700 : 701}${sequence}`,
    departureAirportCode: from.slice(0, 3).toUpperCase(),
    departureAirportName: from,
    arrivalAirportCode: to.slice(0, 3).toUpperCase(),
    arrivalAirportName: to,
    departureTime: `${at}T09:30`,
    arrivalTime: `${at}T16:10`,
    location: null,
    date: null,
  })
  await db
    .insertInto('departureLegs')
    .values([
      flight('return', 2, 'Cairo', 'London Heathrow', '2031-06-12'),
      flight('return', 1, 'Aswan', 'Cairo', '2031-06-12'),
      flight('out', 2, 'Cairo', 'Aswan', '2031-06-01'),
      flight('out', 1, 'London Heathrow', 'Cairo', '2031-06-01'),
    ])
    .execute()
}

describe('the booking’s flights (checkout §2 step 8)', () => {
  it('lists the outbound flights first, in sequence, on the confirmation, its reload, the e-mail and the PDF', async () => {
    const departure = await stockDeparture(db, { placesLeft: 10, twinsLeft: 5, startDate: FAR_START, used })
    await flightsReturnStoredFirst(departure.id)
    const { browser, payment, answer } = await paidQuote(departure)
    const response = await confirm(browser, answer.quote.quoteId, payment.transactionId)
    expect(response.status, response.text).toBe(200)
    const confirmed = response.json<ConfirmBookingAnswer>()
    const route = ['London Heathrow → Cairo', 'Cairo → Aswan', 'Aswan → Cairo', 'Cairo → London Heathrow']
    expect(
      confirmed.bookingDetails!.flights.map((flight) => `${flight.departureAirport} → ${flight.arrivalAirport}`),
    ).toEqual(route)

    const reload = await browser.get(
      `/checkout?${new URLSearchParams({
        departureId: String(departure.id),
        transportCode: departure.transportCode,
        filo: departure.filo,
        tourCode: departure.tourCode,
        bookingReference: confirmed.bookingReference,
      }).toString()}`,
    )
    expect(reload.status).toBe(200)
    // The server-rendered summary: each Flight section's "Departs" line, in the order shown.
    const departsOnPage = [...reload.text.matchAll(/<dt>Departs<\/dt><dd>(?:<!-- -->)*(London Heathrow|Cairo|Aswan)/g)]
    expect(departsOnPage.map((match) => match[1])).toEqual(['London Heathrow', 'Cairo', 'Aswan', 'Cairo'])

    const email = await db
      .selectFrom('emailOutbox')
      .select(['textBody', 'htmlBody'])
      .where('kind', '=', 'booking-confirmation')
      .where('subject', 'like', `%${confirmed.bookingReference}%`)
      .executeTakeFirstOrThrow()
    const departsIn = (text: string) => [...text.matchAll(/Departs (London Heathrow|Cairo|Aswan)/g)].map((m) => m[1])
    expect(departsIn(email.textBody)).toEqual(['London Heathrow', 'Cairo', 'Aswan', 'Cairo'])
    expect(departsIn(email.htmlBody ?? '')).toEqual(['London Heathrow', 'Cairo', 'Aswan', 'Cairo'])
    expect(email.textBody.indexOf('Flight 1')).toBeLessThan(email.textBody.indexOf('Departs London Heathrow'))

    const pdf = await browser.get(`/checkout/booking-confirmation.pdf?bookingReference=${confirmed.bookingReference}`)
    expect(pdf.status).toBe(200)
    expect(departsIn(pdfVisibleText(pdf.raw))).toEqual(['London Heathrow', 'Cairo', 'Aswan', 'Cairo'])
  })
})

describe('the confirmation reload (/checkout?…&bookingReference=)', () => {
  it('shows the booking’s own session its confirmation; another session, or another reference, gets a 404', async () => {
    const departure = await stockDeparture(db, { placesLeft: 10, twinsLeft: 5, startDate: FAR_START, used })
    const { browser, payment, answer } = await paidQuote(departure)
    const response = await confirm(browser, answer.quote.quoteId, payment.transactionId)
    expect(response.status, response.text).toBe(200)
    const { bookingReference } = response.json<ConfirmBookingAnswer>()
    const address = (reference: string) =>
      `/checkout?${new URLSearchParams({
        departureId: String(departure.id),
        transportCode: departure.transportCode,
        filo: departure.filo,
        tourCode: departure.tourCode,
        bookingReference: reference,
      }).toString()}`

    const same = await browser.get(address(bookingReference))
    expect(same.status).toBe(200)
    expect(same.headers['cache-control']).toBe('private, no-store')
    expect(same.text).toContain('Your booking reference is: ')
    expect(same.text).toContain(`data-testid="booking-reference">${bookingReference}<`)
    expect(same.text).toContain('Passenger Names')

    const stranger = await client(server).get(address(bookingReference))
    expect(stranger.status).toBe(404)
    expect(stranger.text).not.toContain(bookingReference)
    // The same session, a reference it did not make (a well-formed one, and nonsense).
    expect((await browser.get(address('ZZZZZZZZ'))).status).toBe(404)
    expect((await browser.get(address(''))).status).toBe(404)
  })
})

describe('payments that never became a booking', () => {
  it('are voided by the reconciliation sweep once well past the grace, and a late confirm is then refused', async () => {
    const departure = await stockDeparture(db, { placesLeft: 10, twinsLeft: 5, startDate: FAR_START, used })
    const orphan = await paidQuote(departure)
    const booked = await paidQuote(departure)
    expect((await confirm(booked.browser, booked.answer.quote.quoteId, booked.payment.transactionId)).status).toBe(200)
    const provider = getPaymentProvider(db)
    const grace = 10 * 60_000
    // Both were approved moments ago: within the grace nothing is touched.
    expect(await voidUnbookedPayments(db, { provider, graceMs: grace })).toBe(0)

    // Other tests in this file leave approved payments unconfirmed too: the sweep voids those as well.
    const later = new Date(Date.now() + grace + 60_000)
    expect(await voidUnbookedPayments(db, { provider, graceMs: grace, now: later })).toBeGreaterThanOrEqual(1)
    expect((await statusOf(orphan.browser, orphan.payment.transactionId)).status).toBe('voided')
    // The booked payment is part of its booking: never voided.
    expect((await statusOf(booked.browser, booked.payment.transactionId)).status).toBe('approved')

    const late = await confirm(orphan.browser, orphan.answer.quote.quoteId, orphan.payment.transactionId)
    expect(late.status).toBe(409)
    expect(late.json()).toMatchObject({ type: 'UserFriendlyError' })
    expect(await bookingsOf(orphan.answer.quote.quoteId)).toHaveLength(0)
    // A second sweep finds nothing left to do.
    expect(await voidUnbookedPayments(db, { provider, graceMs: grace, now: later })).toBe(0)
  })
})
