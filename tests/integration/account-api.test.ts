import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as contract from '../../app/features/account/account-contract'
import {
  ACCOUNT_PASSENGER_DETAILS_PATH,
  ACCOUNT_PAYMENT_PATH,
  CONFIRM_PAYMENT_PATH,
  EXCURSIONS_CLOSED_MESSAGE,
  MY_BOOKINGS_PATH,
  SEND_VERIFICATION_EMAIL_PATH,
  UPDATE_EXCURSIONS_PATH,
  UPDATE_USER_DETAILS_PATH,
  accountPaymentStatusUrl,
  accountVisasUrl,
  bookedExcursionsUrl,
  bookingDataUrl,
  bookingExcursionsUrl,
  paymentsUrl,
  type AccountBooking,
  type AccountPassenger,
  type AccountPaymentFrame,
  type AccountPaymentStatus,
  type BookingExcursionsAnswer,
  type ConfirmPaymentAnswer,
  type MyBookingsAnswer,
  type PaymentsAnswer,
} from '../../app/features/account/account-contract'
import { AUTH_PATHS } from '../../app/features/auth/auth-contract'
import { PAYMENT_LEAVES_BALANCE_MESSAGE } from '../../app/lib/validation'
import type { AppDatabase } from '../../db/database.server'
import { activeCardTypeId, bookThroughApi, payOnHostedPage, type BookedJourney } from '../support/checkout-journey'
import { stockDeparture, type StockedDeparture } from '../support/factories'
import { client, type HttpClient, type HttpResponse } from '../support/http-client'
import { startTestServer, type TestServer } from '../support/test-server'
import { receivedText } from '../support/outbox-credentials'

/*
 * The account area's API (issue 12; checkout §7 "Account"; ADR 0027) through the real server on the dialect under
 * test (SQLite; PostgreSQL with TEST_DATABASE_URL). Bookings are made through the real checkout API and paid on the
 * sandbox's hosted card page, as a browser would. Every account endpoint: signed out → 401 JSON with
 * isAuthenticated false; another customer → 404; `Cache-Control: private, no-store` on every answer. Excursion
 * changes re-price the booking and close 10 days before departure; part payment then the balance; replayed and
 * tampered confirms; the 50p rule; guest bookings join an account only through the verification link.
 */

let server: TestServer
let db: AppDatabase
let cardTypeId: number
const used = new Set<number>()
const FAR_START = '2031-06-01'
const PASSWORD = 'Tangerine-Walrus-42'
const PRIVATE = 'private, no-store'

let owner: HttpClient
let stranger: HttpClient
let ownerBooking: BookedJourney
let strangerBooking: BookedJourney
let ownerDeparture: StockedDeparture

async function register(email: string, browser: HttpClient = client(server)): Promise<HttpClient> {
  const response = await browser.post(AUTH_PATHS.register, { email, password: PASSWORD, confirmPassword: PASSWORD })
  expect(response.status, response.text).toBe(200)
  return browser
}

async function verificationToken(email: string): Promise<string> {
  const row = await db
    .selectFrom('emailOutbox')
    .select(['textBody', 'toAddress', 'brandId', 'sealedCredentials'])
    .where('kind', '=', 'account-verification')
    .where('toAddress', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow()
  const text = receivedText(row)
  const token = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1]
  if (!token) throw new Error(`no link in: ${text}`)
  return token
}

async function passengersOf(reference: string) {
  return db
    .selectFrom('bookingPassengers')
    .innerJoin('bookings', 'bookings.id', 'bookingPassengers.bookingId')
    .select(['bookingPassengers.id', 'bookingPassengers.isLead'])
    .where('bookings.reference', '=', reference)
    .orderBy('bookingPassengers.position')
    .execute()
}

async function bookingRow(reference: string) {
  return db.selectFrom('bookings').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow()
}

function errorOf(response: HttpResponse) {
  return response.json<{ error: { code: string; message: string; fieldErrors?: Record<string, string[]> } }>().error
}

beforeAll(async () => {
  server = await startTestServer('account-api')
  db = server.database.db
  cardTypeId = await activeCardTypeId(db)
  owner = await register('owner@example.com')
  stranger = await register('stranger@example.com')
  ownerDeparture = await stockDeparture(db, {
    placesLeft: 10,
    twinsLeft: 5,
    startDate: FAR_START,
    withVisas: true,
    used,
  })
  ownerBooking = await bookThroughApi(server, db, ownerDeparture, {
    browser: owner,
    leadEmail: 'owner@example.com',
    amountToPay: 'Deposit Only',
  })
  const other = await stockDeparture(db, { placesLeft: 10, twinsLeft: 5, startDate: FAR_START, used })
  strangerBooking = await bookThroughApi(server, db, other, { browser: stranger, leadEmail: 'stranger@example.com' })
}, 120_000)

afterAll(async () => {
  await server?.stop()
})

describe('every account endpoint: signed in, signed out (401), another customer (404)', () => {
  interface Call {
    method: 'GET' | 'POST'
    path: string
    url: () => string
    body?: () => object
    /** false: not about a booking (the caller's own data), so another customer gets their own answer. */
    scoped: boolean
    /** The owner's status (200 unless the call's own state refuses it). */
    ownerStatus?: number
  }
  let accountTransactionId = ''
  const ref = () => ownerBooking.bookingReference
  const leadPassengerId = async () => (await passengersOf(ref()))[0]!.id
  let leadId = 0
  const calls: Call[] = [
    { method: 'GET', path: contract.MY_BOOKINGS_PATH, url: () => MY_BOOKINGS_PATH, scoped: false },
    { method: 'GET', path: contract.BOOKING_DATA_PATH, url: () => bookingDataUrl(ref()), scoped: true },
    { method: 'GET', path: contract.BOOKED_EXCURSIONS_PATH, url: () => bookedExcursionsUrl(ref()), scoped: true },
    { method: 'GET', path: contract.BOOKING_EXCURSIONS_PATH, url: () => bookingExcursionsUrl(ref()), scoped: true },
    {
      method: 'POST',
      path: contract.UPDATE_EXCURSIONS_PATH,
      url: () => UPDATE_EXCURSIONS_PATH,
      body: () => ({ bookingReference: ref(), excursions: [] }),
      scoped: true,
    },
    {
      method: 'GET',
      path: contract.ACCOUNT_VISAS_PATH,
      url: () =>
        accountVisasUrl({ departureId: ownerDeparture.id, filo: ownerDeparture.filo, bookingReference: ref() }),
      scoped: true,
    },
    { method: 'GET', path: contract.PAYMENTS_PATH, url: () => paymentsUrl(ref()), scoped: true },
    {
      method: 'POST',
      path: contract.UPDATE_USER_DETAILS_PATH,
      url: () => UPDATE_USER_DETAILS_PATH,
      body: () => MY_DETAILS,
      scoped: false,
    },
    {
      method: 'POST',
      path: contract.ACCOUNT_PASSENGER_DETAILS_PATH,
      url: () => ACCOUNT_PASSENGER_DETAILS_PATH,
      body: () => ({ bookingReference: ref(), passenger: { passengerId: leadId, emergencyContacts: [] } }),
      scoped: true,
    },
    {
      method: 'POST',
      path: contract.ACCOUNT_PAYMENT_PATH,
      url: () => ACCOUNT_PAYMENT_PATH,
      body: () => ({ bookingReference: ref(), amount: 100, cardTypeId }),
      scoped: true,
    },
    {
      method: 'GET',
      path: contract.ACCOUNT_PAYMENT_STATUS_PATH,
      url: () => accountPaymentStatusUrl(accountTransactionId),
      scoped: true,
    },
    {
      method: 'POST',
      path: contract.CONFIRM_PAYMENT_PATH,
      url: () => CONFIRM_PAYMENT_PATH,
      body: () => ({ bookingReference: ref(), amount: 100, cardTypeId, transactionId: accountTransactionId }),
      scoped: true,
      // Not paid yet: the owner's confirm is refused as pending, never recorded.
      ownerStatus: 409,
    },
    {
      method: 'POST',
      path: contract.SEND_VERIFICATION_EMAIL_PATH,
      url: () => SEND_VERIFICATION_EMAIL_PATH,
      body: () => ({}),
      scoped: false,
    },
  ]

  const send = (browser: HttpClient, call: Call) =>
    call.method === 'GET' ? browser.get(call.url()) : browser.post(call.url(), call.body?.() ?? {})

  beforeAll(async () => {
    leadId = await leadPassengerId()
    const started = await owner.post(ACCOUNT_PAYMENT_PATH, { bookingReference: ref(), amount: 100, cardTypeId })
    expect(started.status, started.text).toBe(200)
    accountTransactionId = started.json<AccountPaymentFrame>().transactionId
  })

  it('the table lists every API path of the account contract', () => {
    const apiPaths = Object.entries(contract)
      .filter(([name, value]) => name.endsWith('_PATH') && typeof value === 'string')
      .map(([, value]) => value as string)
      .filter((value) => value.startsWith('/umbraco/') || value.startsWith('/api/'))
    expect([...new Set(calls.map((call) => `${call.path}`))].sort()).toEqual([...new Set(apiPaths)].sort())
  })

  it.each(calls.map((call) => [`${call.method} ${call.path}`, call] as const))(
    '%s: 401 signed out, 404 (or own data) for another customer, private no-store',
    async (_name, call) => {
      const signedOut = await send(client(server), call)
      expect(signedOut.status, signedOut.text).toBe(401)
      expect(signedOut.headers['cache-control']).toBe(PRIVATE)
      expect(signedOut.headers['content-type']).toContain('application/json')
      const body = signedOut.json<{ isAuthenticated: boolean; error: { code: string } }>()
      expect(body.isAuthenticated).toBe(false)
      expect(body.error.code).toBe('unauthorised')

      const asStranger = await send(stranger, call)
      expect(asStranger.headers['cache-control']).toBe(PRIVATE)
      if (call.scoped) {
        expect(asStranger.status, asStranger.text).toBe(404)
        expect(asStranger.text).not.toContain(ref())
      } else {
        expect(asStranger.status, asStranger.text).toBe(200)
        expect(asStranger.text).not.toContain(ref())
      }

      const asOwner = await send(owner, call)
      expect(asOwner.status, asOwner.text).toBe(call.ownerStatus ?? 200)
      expect(asOwner.headers['cache-control']).toBe(PRIVATE)
    },
  )

  it('ids in the body that are not the caller’s are 404 even with the caller’s own booking reference', async () => {
    const own = strangerBooking.bookingReference
    const contact = await stranger.post(ACCOUNT_PASSENGER_DETAILS_PATH, {
      bookingReference: own,
      passenger: { passengerId: leadId, emergencyContacts: [] },
    })
    expect(contact.status, contact.text).toBe(404)
    const confirm = await stranger.post(CONFIRM_PAYMENT_PATH, {
      bookingReference: own,
      amount: 100,
      cardTypeId,
      transactionId: accountTransactionId,
    })
    expect(confirm.status, confirm.text).toBe(404)
    const visas = await stranger.get(
      accountVisasUrl({ departureId: ownerDeparture.id, filo: ownerDeparture.filo, bookingReference: own }),
    )
    expect(visas.status).toBe(404)
    // The checkout's own transaction of the owner's booking is not an account payment of anybody's.
    const checkoutTx = await owner.get(accountPaymentStatusUrl(ownerBooking.transactionId))
    expect(checkoutTx.status).toBe(404)
    const frame = await stranger.get(`/my-bookings/payment-complete?transactionId=${accountTransactionId}`)
    expect(frame.status).toBe(404)
    expect(frame.text).not.toContain('postMessage')
    const ownFrame = await owner.get(`/my-bookings/payment-complete?transactionId=${accountTransactionId}`)
    expect(ownFrame.status).toBe(200)
    expect(ownFrame.headers['cache-control']).toBe(PRIVATE)
    expect(ownFrame.text).toContain(`window.parent.postMessage({"transactionId":"${accountTransactionId}"}`)
    expect(ownFrame.text).toContain('window.location.origin')
  })

  it('the bookings list and the booking data describe the booking', async () => {
    const list = (await owner.get(MY_BOOKINGS_PATH)).json<MyBookingsAnswer>()
    expect(list.isAuthenticated).toBe(true)
    const holiday = list.holidays.find((row) => row.bookingReference === ref())!
    const row = await bookingRow(ref())
    expect(holiday).toMatchObject({
      travellers: 2,
      total: row.totalMinor,
      amountPaid: row.amountPaidMinor,
      balance: row.totalMinor - row.amountPaidMinor,
      status: 'Deposit paid',
      departureDate: FAR_START,
    })
    const booking = (await owner.get(bookingDataUrl(ref().toLowerCase()))).json<AccountBooking>()
    expect(booking.bookingReference).toBe(ref())
    expect(booking.passengers).toHaveLength(2)
    expect(booking.passengers[0]!.lead).toBe(true)
    expect(booking.payment.balance).toBe(row.totalMinor - row.amountPaidMinor)
    expect(booking.excursionsChangeable).toBe(true)
    expect(booking.departure).toMatchObject({ departureId: ownerDeparture.id, filo: ownerDeparture.filo })
  })
})

const MY_DETAILS = {
  title: 'Ms',
  firstName: 'Ada',
  lastName: 'Lovelace',
  dayOfBirth: 10,
  monthOfBirth: 12,
  yearOfBirth: 1970,
  sex: 'Female',
  mobilePhone: '07700 900123',
  homePhone: '020 7946 0000',
  address: { addressLines: ['12 St James Square'], town: 'London', county: '', country: 'GB', postCode: 'SW1Y 4JH' },
}

describe('my details and emergency contacts', () => {
  it('saves the customer’s own details, validated like the lead passenger', async () => {
    const saved = await owner.post(UPDATE_USER_DETAILS_PATH, { ...MY_DETAILS, firstName: 'Augusta' })
    expect(saved.status, saved.text).toBe(200)
    const details = (await owner.get(AUTH_PATHS.userDetails)).json<{ firstName: string; yearOfBirth: number }>()
    expect(details).toMatchObject({ firstName: 'Augusta', yearOfBirth: 1970, email: 'owner@example.com' })
    const bad = await owner.post(UPDATE_USER_DETAILS_PATH, {
      ...MY_DETAILS,
      dayOfBirth: 31,
      monthOfBirth: 2,
      mobilePhone: 'x',
    })
    expect(bad.status).toBe(400)
    expect(Object.keys(errorOf(bad).fieldErrors ?? {})).toEqual(expect.arrayContaining(['dateOfBirth', 'mobilePhone']))
  })

  it('keeps up to two emergency contacts per passenger; the list sent replaces the stored one', async () => {
    const reference = ownerBooking.bookingReference
    const [lead, second] = await passengersOf(reference)
    const contact = (firstName: string, id?: number) => ({
      emergencyContactDetailsId: id ?? 0,
      firstName,
      lastName: 'Byron',
      email: 'byron@example.com',
      mobileNumber: '07700 900456',
      relationship: 'Father',
      address: '1 Piccadilly, London',
    })
    const two = await owner.post(ACCOUNT_PASSENGER_DETAILS_PATH, {
      bookingReference: reference,
      passenger: { passengerId: lead!.id, emergencyContacts: [contact('George'), contact('Anne')] },
    })
    expect(two.status, two.text).toBe(200)
    const saved = two.json<AccountPassenger>()
    expect(saved.emergencyContacts.map((row) => row.firstName)).toEqual(['George', 'Anne'])
    expect(saved.emergencyContacts[0]).toMatchObject({ relationship: 'Father', address: '1 Piccadilly, London' })

    const three = await owner.post(ACCOUNT_PASSENGER_DETAILS_PATH, {
      bookingReference: reference,
      passenger: { passengerId: lead!.id, emergencyContacts: [contact('A'), contact('B'), contact('C')] },
    })
    expect(three.status).toBe(400)

    const kept = saved.emergencyContacts[1]!.emergencyContactDetailsId
    const one = await owner.post(ACCOUNT_PASSENGER_DETAILS_PATH, {
      bookingReference: reference,
      passenger: { passengerId: lead!.id, emergencyContacts: [contact('Annabella', kept)] },
    })
    expect(one.status, one.text).toBe(200)
    expect(one.json<AccountPassenger>().emergencyContacts).toEqual([
      expect.objectContaining({ emergencyContactDetailsId: kept, firstName: 'Annabella' }),
    ])
    // Another passenger's contact id (here: moved onto the second passenger) is not found, nothing written.
    const moved = await owner.post(ACCOUNT_PASSENGER_DETAILS_PATH, {
      bookingReference: reference,
      passenger: { passengerId: second!.id, emergencyContacts: [contact('Mallory', kept)] },
    })
    expect(moved.status).toBe(404)
    const booking = (await owner.get(bookingDataUrl(reference))).json<AccountBooking>()
    expect(booking.passengers[0]!.emergencyContacts.map((row) => row.firstName)).toEqual(['Annabella'])
    expect(booking.passengers[1]!.emergencyContacts).toEqual([])
  })
})

describe('excursions', () => {
  it('an update re-prices the booking by price × passengers, and is refused within 10 days', async () => {
    const departure = await stockDeparture(db, {
      placesLeft: 10,
      twinsLeft: 5,
      startDate: FAR_START,
      withExcursions: true,
      used,
    })
    const { bookingReference } = await bookThroughApi(server, db, departure, {
      browser: owner,
      leadEmail: 'owner@example.com',
      amountToPay: 'Deposit Only',
    })
    const before = (await owner.get(bookingDataUrl(bookingReference))).json<AccountBooking>()
    const offered = (await owner.get(bookingExcursionsUrl(bookingReference))).json<BookingExcursionsAnswer>()
    expect(offered.changeable).toBe(true)
    const excursion = offered.excursions[0]!
    const passengerIds = excursion.passengers.map((passenger) => passenger.passengerId)
    expect(passengerIds).toHaveLength(2)

    const added = await owner.post(UPDATE_EXCURSIONS_PATH, {
      bookingReference,
      // A price in the request is not even read.
      excursions: [{ excursionId: excursion.excursionId, passengerIds, price: 1 }],
    })
    expect(added.status, added.text).toBe(200)
    const after = added.json<AccountBooking>()
    const price = (
      await db
        .selectFrom('excursions')
        .select('priceMinor')
        .where('id', '=', excursion.excursionId)
        .executeTakeFirstOrThrow()
    ).priceMinor
    expect(after.payment.total).toBe(before.payment.total + 2 * price)
    expect(after.payment.balance).toBe(before.payment.balance + 2 * price)
    expect(after.excursions).toEqual([
      expect.objectContaining({ excursionId: excursion.excursionId, passengerCount: 2, price }),
    ])
    expect((await bookingRow(bookingReference)).totalMinor).toBe(before.payment.total + 2 * price)
    const booked = (await owner.get(bookedExcursionsUrl(bookingReference))).json<{ passengers: unknown[] }[]>()
    expect(booked[0]!.passengers).toHaveLength(2)

    const unknown = await owner.post(UPDATE_EXCURSIONS_PATH, {
      bookingReference,
      excursions: [{ excursionId: 99_999_999, passengerIds }],
    })
    expect(unknown.status).toBe(400)

    const removed = await owner.post(UPDATE_EXCURSIONS_PATH, { bookingReference, excursions: [] })
    expect(removed.json<AccountBooking>().payment.total).toBe(before.payment.total)

    // Nine days before departure: closed.
    const soon = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10)
    await db.updateTable('departures').set({ startDate: soon }).where('id', '=', departure.id).execute()
    const closed = await owner.post(UPDATE_EXCURSIONS_PATH, {
      bookingReference,
      excursions: [{ excursionId: excursion.excursionId, passengerIds }],
    })
    expect(closed.status).toBe(409)
    expect(errorOf(closed).message).toBe(EXCURSIONS_CLOSED_MESSAGE)
    expect((await bookingRow(bookingReference)).totalMinor).toBe(before.payment.total)
    const view = (await owner.get(bookingExcursionsUrl(bookingReference))).json<BookingExcursionsAnswer>()
    expect(view).toMatchObject({ changeable: false, closedMessage: EXCURSIONS_CLOSED_MESSAGE })
  })
})

describe('account payments', () => {
  const start = (reference: string, amount: number) =>
    owner.post(ACCOUNT_PAYMENT_PATH, { bookingReference: reference, amount, cardTypeId })
  const confirm = (reference: string, amount: number, transactionId: string) =>
    owner.post(CONFIRM_PAYMENT_PATH, { bookingReference: reference, amount, cardTypeId, transactionId })

  async function paid(reference: string, amount: number, card?: string): Promise<string> {
    const started = await start(reference, amount)
    expect(started.status, started.text).toBe(200)
    const frame = started.json<AccountPaymentFrame>()
    expect(frame.url).toBe(`/payments/sandbox/${frame.transactionId}`)
    await payOnHostedPage(owner, frame.url, card)
    return frame.transactionId
  }

  it('a part payment then the balance, with the sandbox card: balance 0, two payments, two receipts', async () => {
    const departure = await stockDeparture(db, { placesLeft: 10, twinsLeft: 5, startDate: FAR_START, used })
    const leadEmail = 'payer@example.com'
    const { bookingReference } = await bookThroughApi(server, db, departure, {
      browser: owner,
      leadEmail,
      amountToPay: 'Deposit Only',
    })
    const initial = (await owner.get(paymentsUrl(bookingReference))).json<PaymentsAnswer>()
    expect(initial.payments).toHaveLength(1) // the checkout's deposit
    const balance = initial.summary.balance
    expect(balance).toBeGreaterThan(1000)

    // 50p left over is refused with the spec's message, before any card is asked for.
    const fiftyPence = await start(bookingReference, balance - 50)
    expect(fiftyPence.status).toBe(400)
    expect(errorOf(fiftyPence).fieldErrors?.amount).toEqual([PAYMENT_LEAVES_BALANCE_MESSAGE])
    const tooMuch = await start(bookingReference, balance + 1)
    expect(tooMuch.status).toBe(400)

    const part = Math.floor(balance / 2)
    const first = await paid(bookingReference, part)
    const status = await owner.get(accountPaymentStatusUrl(first))
    expect(status.json<AccountPaymentStatus>()).toEqual({ status: 'approved', message: null })
    const confirmed = await confirm(bookingReference, part, first)
    expect(confirmed.status, confirmed.text).toBe(200)
    const answer = confirmed.json<ConfirmPaymentAnswer>()
    expect(answer.payment).toMatchObject({ transactionId: first, amount: part, paymentType: 'Part Payment' })
    expect(answer.payment.cardLast4).toBe('4242')
    expect(answer.summary.balance).toBe(balance - part)

    // Replayed (twice, at once): the one payment already recorded.
    const replays = await Promise.all([confirm(bookingReference, part, first), confirm(bookingReference, part, first)])
    for (const replay of replays) {
      expect(replay.status, replay.text).toBe(200)
      expect(replay.json<ConfirmPaymentAnswer>().payment.transactionId).toBe(first)
    }
    expect(await db.selectFrom('payments').select('id').where('transactionId', '=', first).execute()).toHaveLength(1)
    expect((await bookingRow(bookingReference)).amountPaidMinor).toBe(initial.summary.amountPaid + part)

    // A tampered amount: the confirm says less than the transaction took → refused, nothing recorded, voided.
    const rest = balance - part
    const tampered = await paid(bookingReference, rest)
    const refused = await confirm(bookingReference, rest - 100, tampered)
    expect(refused.status).toBe(409)
    expect(await db.selectFrom('payments').select('id').where('transactionId', '=', tampered).execute()).toHaveLength(0)
    const voided = await db
      .selectFrom('paymentTransactions')
      .select('status')
      .where('id', '=', tampered)
      .executeTakeFirstOrThrow()
    expect(voided.status).toBe('voided')

    // A declined card: 409 with the provider's message.
    const declined = await paid(bookingReference, rest, '4000000000000002')
    const declinedStatus = (await owner.get(accountPaymentStatusUrl(declined))).json<AccountPaymentStatus>()
    expect(declinedStatus.status).toBe('declined')
    const declinedConfirm = await confirm(bookingReference, rest, declined)
    expect(declinedConfirm.status).toBe(409)
    expect(errorOf(declinedConfirm).message).toBe(declinedStatus.message ?? errorOf(declinedConfirm).message)

    const second = await paid(bookingReference, rest)
    const last = await confirm(bookingReference, rest, second)
    expect(last.status, last.text).toBe(200)
    expect(last.json<ConfirmPaymentAnswer>()).toMatchObject({
      payment: { amount: rest, paymentType: 'Balance Payment' },
      summary: { balance: 0, canPay: false, balanceDueDate: null },
    })

    const final = (await owner.get(paymentsUrl(bookingReference))).json<PaymentsAnswer>()
    expect(final.summary.balance).toBe(0)
    const accountPayments = final.payments.filter((row) => row.transactionId !== initial.payments[0]!.transactionId)
    expect(accountPayments.map((row) => [row.transactionId, row.amount])).toEqual([
      [first, part],
      [second, rest],
    ])
    const overview = (await owner.get(bookingDataUrl(bookingReference))).json<AccountBooking>()
    expect(overview.status).toBe('Paid in full')
    expect(overview.payment.balance).toBe(0)
    const nothingLeft = await start(bookingReference, 100)
    expect(nothingLeft.status).toBe(409)

    const receipts = await db
      .selectFrom('emailOutbox')
      .select(['subject', 'textBody'])
      .where('kind', '=', 'payment-receipt')
      .where('toAddress', '=', leadEmail)
      .execute()
    expect(receipts).toHaveLength(2)
    expect(receipts.every((receipt) => receipt.subject.includes(bookingReference))).toBe(true)
  })
})

describe('guest bookings join an account only through the verification link', () => {
  it('guest booking → register with the same e-mail → not visible → verify link → visible', async () => {
    const email = 'guest.traveller@example.com'
    const departure = await stockDeparture(db, { placesLeft: 10, twinsLeft: 5, startDate: FAR_START, used })
    const guest = await bookThroughApi(server, db, departure, { leadEmail: 'Guest.Traveller@Example.com' })
    expect((await bookingRow(guest.bookingReference)).customerId).toBeNull()

    const customer = await register(email)
    const unverified = (await customer.get(MY_BOOKINGS_PATH)).json<MyBookingsAnswer>()
    expect(unverified.emailVerified).toBe(false)
    expect(unverified.holidays.map((row) => row.bookingReference)).not.toContain(guest.bookingReference)
    expect((await customer.get(bookingDataUrl(guest.bookingReference))).status).toBe(404)

    // A resend is rate limited per customer, and goes to the account's own address.
    const resend = await customer.post(SEND_VERIFICATION_EMAIL_PATH, {})
    expect(resend.status, resend.text).toBe(200)
    expect(resend.json()).toEqual({ sent: true, email })

    const token = await verificationToken(email)
    const page = await customer.get(`/my-bookings/verify-email?token=${token}`)
    expect(page.status).toBe(200)
    const verified = (await customer.get(MY_BOOKINGS_PATH)).json<MyBookingsAnswer>()
    expect(verified.emailVerified).toBe(true)
    expect(verified.holidays.map((row) => row.bookingReference)).toContain(guest.bookingReference)
    expect((await customer.get(bookingDataUrl(guest.bookingReference))).status).toBe(200)
    // The link works once.
    const again = await customer.post(SEND_VERIFICATION_EMAIL_PATH, {})
    expect(again.status).toBe(409)

    // A later guest booking with the address joins the verified account when the list is read.
    const other = await stockDeparture(db, { placesLeft: 10, twinsLeft: 5, startDate: FAR_START, used })
    const later = await bookThroughApi(server, db, other, { leadEmail: email })
    const list = (await customer.get(MY_BOOKINGS_PATH)).json<MyBookingsAnswer>()
    expect(list.holidays.map((row) => row.bookingReference)).toContain(later.bookingReference)
  })

  it('resending the link is limited to 5 an hour per customer (429 with Retry-After)', async () => {
    const customer = await register('resender@example.com')
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await customer.post(SEND_VERIFICATION_EMAIL_PATH, {})).status).toBe(200)
    }
    const limited = await customer.post(SEND_VERIFICATION_EMAIL_PATH, {})
    expect(limited.status).toBe(429)
    expect(limited.headers['retry-after']).toBeDefined()
    expect(limited.headers['cache-control']).toBe(PRIVATE)
    // Only the newest link works: older unused ones are replaced.
    const links = await db
      .selectFrom('emailVerifications')
      .innerJoin('customers', 'customers.id', 'emailVerifications.customerId')
      .select('emailVerifications.id')
      .where('customers.email', '=', 'resender@example.com')
      .execute()
    expect(links).toHaveLength(1)
  })

  it('typing someone’s e-mail never claims their guest bookings', async () => {
    const victim = 'victim@example.com'
    const departure = await stockDeparture(db, { placesLeft: 10, twinsLeft: 5, startDate: FAR_START, used })
    const guest = await bookThroughApi(server, db, departure, { leadEmail: victim })

    // Someone registers with the victim's address: the link goes to the victim, so nothing is claimed.
    const impostor = await register(victim)
    const list = (await impostor.get(MY_BOOKINGS_PATH)).json<MyBookingsAnswer>()
    expect(list.holidays.map((row) => row.bookingReference)).not.toContain(guest.bookingReference)
    const sent = await db
      .selectFrom('emailOutbox')
      .select('toAddress')
      .where('kind', '=', 'account-verification')
      .where('toAddress', '=', victim)
      .execute()
    expect(sent.length).toBeGreaterThan(0)

    // A verified customer types the victim's address into their details, or as a lead passenger: still nothing.
    const typist = await register('typist@example.com')
    const token = await verificationToken('typist@example.com')
    expect((await typist.get(`/my-bookings/verify-email?token=${token}`)).status).toBe(200)
    const typed = await typist.post(UPDATE_USER_DETAILS_PATH, { ...MY_DETAILS, email: victim })
    expect(typed.status).toBe(200)
    const typistList = (await typist.get(MY_BOOKINGS_PATH)).json<MyBookingsAnswer>()
    expect(typistList.emailVerified).toBe(true)
    expect(typistList.holidays.map((row) => row.bookingReference)).not.toContain(guest.bookingReference)
    expect((await typist.get(bookingDataUrl(guest.bookingReference))).status).toBe(404)
    expect((await bookingRow(guest.bookingReference)).customerId).toBeNull()
    // An unknown or malformed token verifies nothing.
    expect((await impostor.get('/my-bookings/verify-email?token=not-a-token')).status).toBeLessThan(500)
    const still = (await impostor.get(MY_BOOKINGS_PATH)).json<MyBookingsAnswer>()
    expect(still.emailVerified).toBe(false)
  })
})

describe('bad input is a 400 in the one error shape, never a 500', () => {
  const ref = () => ownerBooking.bookingReference
  const cases: [string, () => Promise<HttpResponse>][] = [
    ['no booking reference', () => owner.get(contract.BOOKING_DATA_PATH)],
    ['a malformed reference', () => owner.get(bookingDataUrl('<script>'))],
    ['a repeated reference', () => owner.get(`${contract.PAYMENTS_PATH}?bookingReference=A&bookingReference=B`)],
    [
      'visas without a departure',
      () => owner.get(`${contract.ACCOUNT_VISAS_PATH}?departureId=abc&filo=&bookingReference=${ref()}`),
    ],
    ['a malformed transaction id', () => owner.get(accountPaymentStatusUrl('../../etc'))],
    ['a body that is an array', () => owner.post(UPDATE_EXCURSIONS_PATH, '[]')],
    [
      'excursions that are not a list',
      () => owner.post(UPDATE_EXCURSIONS_PATH, { bookingReference: ref(), excursions: 'all' }),
    ],
    [
      'a negative excursion id',
      () =>
        owner.post(UPDATE_EXCURSIONS_PATH, {
          bookingReference: ref(),
          excursions: [{ excursionId: -1, passengerIds: [] }],
        }),
    ],
    [
      'an amount in pounds',
      () => owner.post(ACCOUNT_PAYMENT_PATH, { bookingReference: ref(), amount: 1.5, cardTypeId }),
    ],
    [
      'an amount as text',
      () => owner.post(ACCOUNT_PAYMENT_PATH, { bookingReference: ref(), amount: '100', cardTypeId }),
    ],
    ['a huge amount', () => owner.post(ACCOUNT_PAYMENT_PATH, { bookingReference: ref(), amount: 1e15, cardTypeId })],
    [
      'an unknown card type',
      () => owner.post(ACCOUNT_PAYMENT_PATH, { bookingReference: ref(), amount: 100, cardTypeId: 99_999 }),
    ],
    [
      'a confirm without a transaction',
      () => owner.post(CONFIRM_PAYMENT_PATH, { bookingReference: ref(), amount: 100, cardTypeId }),
    ],
    ['empty details', () => owner.post(UPDATE_USER_DETAILS_PATH, {})],
    [
      'a contact without a name',
      () =>
        owner.post(ACCOUNT_PASSENGER_DETAILS_PATH, {
          bookingReference: ref(),
          passenger: {
            passengerId: 1,
            emergencyContacts: [{ firstName: '', lastName: 'X', mobileNumber: '07700 900456' }],
          },
        }),
    ],
  ]
  it.each(cases)('%s', async (_name, send) => {
    const response = await send()
    expect(response.status, response.text).toBe(400)
    expect(response.headers['content-type']).toContain('application/json')
    expect(response.headers['cache-control']).toBe(PRIVATE)
    expect(errorOf(response).code).toMatch(/validation_failed|bad_request/)
    expect(response.text).not.toMatch(/at .*\.ts:\d+/)
  })

  it('a body that is not JSON is refused by the API router before any endpoint runs (still no-store)', async () => {
    const response = await owner.post(UPDATE_EXCURSIONS_PATH, '{"bookingReference":')
    expect(response.status).toBe(400)
    expect(response.headers['cache-control']).toContain('no-store')
    expect(errorOf(response).code).toBe('bad_request')
  })
})
