import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BrandContext } from '../../app/context'
import {
  PhoneBookingRefused,
  confirmPhoneBooking,
  phoneSessionIdOf,
  setPhoneDiscount,
  startPhoneCardPayment,
  submitPhoneRooms,
  type PhoneAgent,
} from '../../app/features/back-office/index.server'
import { loadDashboard } from '../../app/features/back-office/dashboard/index.server'
import { DISCOUNT_ABOVE_PRICE_MESSAGE, confirmBooking } from '../../app/features/bookings/index.server'
import {
  NotEnoughPlacesError,
  roomsResponseRequestSchema,
  submitPassengerDetails,
  submitPayment,
  submitRooms,
  type QuoteResponse,
} from '../../app/features/checkout/index.server'
import {
  addDays,
  bookingMoneyOf,
  ledgerStatementOf,
  revenueReport,
  zonedDay,
} from '../../app/features/ledger/index.server'
import { getPaymentProvider } from '../../app/features/payments/index.server'
import { planCheckoutRecoveries } from '../../app/features/recovery/index.server'
import { formatMoney } from '../../app/lib/money'
import { openDatabase, type AppDatabase } from '../../db/database.server'
import { activeCardTypeId, payOnHostedPage } from '../support/checkout-journey'
import { brandContextOf, createCustomer, stockDeparture, type StockedDeparture } from '../support/factories'
import { client } from '../support/http-client'
import { passengerDetailsBody } from '../support/passenger-details'
import { makeStaff, postAdminForm, signedInStaff } from '../support/staff-session'
import { startTestServer, type TestServer } from '../support/test-server'

/*
 * Phone bookings (issue 26, ADR 0059) on the dialect under test: an agent's quote goes through the checkout's own
 * engine under the staff session's quote session, and the checkout's confirm writes the booking — by card in the
 * frame, with an offline payment, or as a reservation with a deadline — marked as taken by phone by that agent, with
 * its payments, ledger lines, balance and the customer's e-mail. A discount within the agent's limit changes the
 * card amount and is one ledger line the statement, the dashboard and the revenue report agree on; one over it
 * writes nothing. A phone booking and a web booking racing for the last place: exactly one booking.
 */

let server: TestServer
let db: AppDatabase
let brand: BrandContext
let agent: PhoneAgent
let admin: PhoneAgent
const used = new Set<number>()
const ORIGIN = 'http://localhost'
const today = zonedDay(new Date())
const startDate = addDays(today, 120)
let sessions = 0

beforeAll(async () => {
  server = await startTestServer('phone-bookings', { TRUST_PROXY: 'loopback' })
  db = server.database.db
  brand = await brandContextOf(db, 'meridian')
  const made = await makeStaff(server, 'sales_agent', 'phone-agent')
  const boss = await makeStaff(server, 'administrator', 'phone-admin')
  agent = { staffId: made.id, name: 'Test phone-agent', role: 'sales_agent', staffSessionId: `s${++sessions}` }
  admin = { staffId: boss.id, name: 'Test phone-admin', role: 'administrator', staffSessionId: `s${++sessions}` }
})

afterAll(async () => {
  await server?.stop()
})

const roomsOf = (departure: StockedDeparture, lastName: string) =>
  roomsResponseRequestSchema.parse({
    quoteId: 0,
    departureId: departure.id,
    filo: departure.filo,
    departureTransportCode: departure.transportCode,
    passengers: [
      { roomId: departure.twin.id, roomKey: 'r1', firstName: 'Ada', lastName },
      { roomId: departure.twin.id, roomKey: 'r1', firstName: 'Bob', lastName },
    ],
  })

/** A phone quote with every traveller's details, as the agent's steps leave it. */
async function phoneQuote(
  who: PhoneAgent,
  departure: StockedDeparture,
  email: string,
  database: AppDatabase = db,
): Promise<QuoteResponse> {
  const quote = await submitPhoneRooms(database, brand, who, roomsOf(departure, 'Phone'))
  const details = await submitPassengerDetails(
    database,
    brand,
    phoneSessionIdOf(who.staffSessionId),
    passengerDetailsBody(quote, { leadEmail: email }) as never,
  )
  return details.quote
}

const departureOf = (placesLeft = 10, twinsLeft = 5) => stockDeparture(db, { placesLeft, twinsLeft, startDate, used })

const bookingOf = (reference: string) =>
  db
    .selectFrom('bookings')
    .select(['id', 'source', 'agentStaffId', 'type', 'totalMinor', 'amountPaidMinor', 'paymentDeadline', 'customerId'])
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow()
const paymentsOf = (bookingId: number) =>
  db
    .selectFrom('payments')
    .select(['amountMinor', 'method', 'reference', 'staffId', 'paymentType'])
    .where('bookingId', '=', bookingId)
    .execute()
const linesOf = (bookingId: number) =>
  db
    .selectFrom('bookingLedgerLines')
    .select(['kind', 'amountMinor', 'reason', 'actor', 'staffId'])
    .where('bookingId', '=', bookingId)
    .orderBy('id')
    .execute()
const mailsTo = (email: string) =>
  db.selectFrom('emailOutbox').select(['kind', 'textBody']).where('toAddress', '=', email).execute()
const auditOf = (reference: string) =>
  db
    .selectFrom('auditLog')
    .select(['action', 'staffId', 'afterJson'])
    .where('entityId', '=', reference)
    .where('action', '=', 'booking.phone')
    .execute()
const seatsSold = async (departureId: number) =>
  Number(
    (await db.selectFrom('departures').select('seatsSold').where('id', '=', departureId).executeTakeFirstOrThrow())
      .seatsSold,
  )
const referenceOf = (answer: unknown) => (answer as { bookingReference: string }).bookingReference
const deps = () => ({ provider: getPaymentProvider(db), origin: ORIGIN })

describe('a phone booking, settled each way', () => {
  it('by card in the frame: the card payment, source phone and the agent, the e-mail, an audit row', async () => {
    const departure = await departureOf()
    const quote = await phoneQuote(agent, departure, 'card@phone.example')
    const frame = await startPhoneCardPayment(
      db,
      brand,
      agent,
      {
        quoteId: quote.quoteId,
        cardTypeId: await activeCardTypeId(db),
        amountToPay: 'Full Balance',
        takeFinalBalance: false,
      },
      getPaymentProvider(db),
    )
    const transaction = await db
      .selectFrom('paymentTransactions')
      .select(['returnUrl', 'sessionId', 'amountMinor'])
      .where('id', '=', frame.transactionId)
      .executeTakeFirstOrThrow()
    expect(transaction).toEqual({
      returnUrl: '/admin/bookings/new/payment-complete',
      sessionId: `staff:${agent.staffSessionId}`,
      amountMinor: quote.subtotal,
    })
    expect((await payOnHostedPage(client(server), frame.url)).status).toBeLessThan(400)

    const answer = await confirmPhoneBooking(
      db,
      brand,
      agent,
      { quoteId: quote.quoteId, settlement: { kind: 'card' } },
      deps(),
    )
    const booking = await bookingOf(referenceOf(answer))
    expect(booking).toMatchObject({ source: 'phone', agentStaffId: agent.staffId, type: 'paid', customerId: null })
    expect(Number(booking.amountPaidMinor)).toBe(quote.subtotal)
    expect(await paymentsOf(booking.id)).toEqual([
      expect.objectContaining({ amountMinor: quote.subtotal, method: 'card', paymentType: 'Full Payment' }),
    ])
    expect((await bookingMoneyOf(db, booking.id)).balanceMinor).toBe(0)
    expect((await mailsTo('card@phone.example')).map((mail) => mail.kind)).toContain('booking-confirmation')
    expect(await auditOf(referenceOf(answer))).toEqual([
      expect.objectContaining({ action: 'booking.phone', staffId: agent.staffId }),
    ])
    // A web confirm of the same quote (another session) finds nothing.
    await expect(
      confirmBooking(
        db,
        { brand, sessionId: 'web-session', customerId: null },
        { quoteId: quote.quoteId, transactionId: frame.transactionId, takeFinalBalance: false },
        deps(),
      ),
    ).rejects.toMatchObject({ status: 404 })
  })

  it('with an offline payment: the payment on its day, the balance left, the e-mail', async () => {
    const departure = await departureOf()
    const quote = await phoneQuote(agent, departure, 'cheque@phone.example')
    const paidOn = addDays(today, -2)
    const answer = await confirmPhoneBooking(
      db,
      brand,
      agent,
      {
        quoteId: quote.quoteId,
        settlement: { kind: 'offline', method: 'cheque', amountMinor: 30_000, reference: 'CHQ 000123', date: paidOn },
      },
      deps(),
    )
    const booking = await bookingOf(referenceOf(answer))
    expect(booking).toMatchObject({ source: 'phone', agentStaffId: agent.staffId, type: 'deposit' })
    expect(await paymentsOf(booking.id)).toEqual([
      {
        amountMinor: 30_000,
        method: 'cheque',
        reference: 'CHQ 000123',
        staffId: agent.staffId,
        paymentType: 'Deposit Only',
      },
    ])
    const money = await bookingMoneyOf(db, booking.id)
    expect(money).toMatchObject({
      totalMinor: quote.subtotal,
      paidMinor: 30_000,
      balanceMinor: quote.subtotal - 30_000,
    })
    expect(Number(booking.amountPaidMinor)).toBe(30_000)
    const lines = await linesOf(booking.id)
    expect(lines.every((line) => line.kind === 'sale-item')).toBe(true)
    expect(lines.reduce((sum, line) => sum + Number(line.amountMinor), 0)).toBe(quote.subtotal)
    const payment = await db
      .selectFrom('payments')
      .select('createdAt')
      .where('bookingId', '=', booking.id)
      .executeTakeFirstOrThrow()
    expect(zonedDay(payment.createdAt)).toBe(paidOn)
    expect((await mailsTo('cheque@phone.example')).map((mail) => mail.kind)).toContain('booking-confirmation')
    expect(await seatsSold(departure.id)).toBeGreaterThanOrEqual(2)
  })

  it('as a reservation: places sold, nothing paid, the deadline and its release job planned', async () => {
    const departure = await departureOf()
    const before = await seatsSold(departure.id)
    const quote = await phoneQuote(agent, departure, 'reserve@phone.example')
    const deadline = addDays(today, 7)
    const answer = await confirmPhoneBooking(
      db,
      brand,
      agent,
      { quoteId: quote.quoteId, settlement: { kind: 'reserve', deadline } },
      deps(),
    )
    const booking = await bookingOf(referenceOf(answer))
    expect(booking).toMatchObject({ source: 'phone', type: 'reserved', paymentDeadline: deadline })
    expect(await paymentsOf(booking.id)).toEqual([])
    expect(await seatsSold(departure.id)).toBe(before + 2)
    const jobs = await db
      .selectFrom('scheduledJobs')
      .select(['idempotencyKey', 'state'])
      .where('idempotencyKey', '=', `reservation-release:${booking.id}:${deadline}`)
      .execute()
    expect(jobs).toHaveLength(1)
    const dashboard = await loadDashboard(db, { brandId: brand.id, withMoney: true })
    expect(dashboard.reservationsReleasing.map((row) => row.reference)).toContain(referenceOf(answer))
    expect((await mailsTo('reserve@phone.example')).map((mail) => mail.kind)).toContain('booking-confirmation')
  })

  it('refuses a reservation deadline the rule refuses, and writes nothing', async () => {
    const departure = await departureOf()
    const quote = await phoneQuote(agent, departure, 'late@phone.example')
    const before = await seatsSold(departure.id)
    await expect(
      confirmPhoneBooking(
        db,
        brand,
        agent,
        { quoteId: quote.quoteId, settlement: { kind: 'reserve', deadline: addDays(today, -1) } },
        deps(),
      ),
    ).rejects.toMatchObject({ status: 400, fieldErrors: { deadline: 'The deadline cannot be in the past.' } })
    expect(await seatsSold(departure.id)).toBe(before)
    expect(await db.selectFrom('bookings').select('id').where('quoteId', '=', quote.quoteId).execute()).toEqual([])
  })

  it('links the booking to the brand’s verified account with the lead’s e-mail; an unverified one gets a guest', async () => {
    const verified = await createCustomer(db, {
      email: 'account-holder@phone.example',
      emailVerifiedAt: new Date().toISOString(),
    })
    await createCustomer(db, { email: 'unverified@phone.example', emailVerifiedAt: null })
    const reserve = async (email: string) => {
      const quote = await phoneQuote(agent, await departureOf(), email)
      const answer = await confirmPhoneBooking(
        db,
        brand,
        agent,
        { quoteId: quote.quoteId, settlement: { kind: 'reserve', deadline: addDays(today, 5) } },
        deps(),
      )
      return bookingOf(referenceOf(answer))
    }
    expect((await reserve('account-holder@phone.example')).customerId).toBe(Number(verified.id))
    expect((await reserve('unverified@phone.example')).customerId).toBeNull()
    const guests = await db
      .selectFrom('guestBookers')
      .select('email')
      .where('brandId', '=', brand.id)
      .where('email', 'in', ['account-holder@phone.example', 'unverified@phone.example'])
      .execute()
    expect(guests).toEqual([{ email: 'unverified@phone.example' }])
  })

  it('a phone quote left unbooked gets no saved-checkout e-mail (the agent’s, not a checkout the customer left)', async () => {
    const departure = await departureOf()
    const quote = await submitPhoneRooms(db, brand, agent, roomsOf(departure, 'Left'))
    await submitPassengerDetails(
      db,
      brand,
      phoneSessionIdOf(agent.staffSessionId),
      passengerDetailsBody(quote, { leadEmail: 'left@phone.example', marketing: true }) as never,
    )
    await planCheckoutRecoveries(db)
    const jobs = await db
      .selectFrom('scheduledJobs')
      .select('id')
      .where('idempotencyKey', '=', `checkout-recovery:${quote.quoteId}`)
      .execute()
    expect(jobs).toEqual([])
  })

  it('another agent’s session finds no quote to settle', async () => {
    const departure = await departureOf()
    const quote = await phoneQuote(agent, departure, 'other@phone.example')
    const other = { ...admin, staffSessionId: 'another-session' }
    await expect(
      confirmPhoneBooking(
        db,
        brand,
        other,
        { quoteId: quote.quoteId, settlement: { kind: 'reserve', deadline: addDays(today, 5) } },
        deps(),
      ),
    ).rejects.toBeInstanceOf(PhoneBookingRefused)
  })
})

describe('a discount', () => {
  it('within the agent’s limit: the card amount, one discount line, and the statement, dashboard and revenue agree', async () => {
    const departure = await departureOf()
    const quote = await phoneQuote(agent, departure, 'discount@phone.example')
    await setPhoneDiscount(db, brand, agent, {
      quoteId: quote.quoteId,
      amount: '125.00',
      reason: 'Returning traveller',
    })
    const frame = await startPhoneCardPayment(
      db,
      brand,
      agent,
      {
        quoteId: quote.quoteId,
        cardTypeId: await activeCardTypeId(db),
        amountToPay: 'Full Balance',
        takeFinalBalance: false,
      },
      getPaymentProvider(db),
    )
    const transaction = await db
      .selectFrom('paymentTransactions')
      .select('amountMinor')
      .where('id', '=', frame.transactionId)
      .executeTakeFirstOrThrow()
    expect(Number(transaction.amountMinor)).toBe(quote.subtotal - 12_500)
    await payOnHostedPage(client(server), frame.url)
    const netToday = async () => {
      const dashboard = await loadDashboard(db, { brandId: brand.id, withMoney: true })
      const revenue = await revenueReport(db, {
        brandId: brand.id,
        grouping: 'brand-market',
        range: { from: today, to: today },
      })
      return {
        dashboard: dashboard.periods.today.netRevenue?.find((row) => row.currency === 'GBP')?.amountMinor ?? 0,
        report: revenue.totals.find((row) => row.currency === 'GBP')?.netMinor ?? 0,
      }
    }
    const before = await netToday()
    const answer = await confirmPhoneBooking(
      db,
      brand,
      agent,
      { quoteId: quote.quoteId, settlement: { kind: 'card' } },
      deps(),
    )
    const booking = await bookingOf(referenceOf(answer))
    expect(Number(booking.totalMinor)).toBe(quote.subtotal - 12_500)
    // The dashboard's and the revenue report's net revenue today both grow by the discounted price.
    const after = await netToday()
    expect(after.dashboard - before.dashboard).toBe(quote.subtotal - 12_500)
    expect(after.report - before.report).toBe(quote.subtotal - 12_500)
    expect(booking.type).toBe('paid')
    const lines = await linesOf(booking.id)
    expect(lines.filter((line) => line.kind === 'discount')).toEqual([
      { kind: 'discount', amountMinor: -12_500, reason: 'Returning traveller', actor: 'staff', staffId: agent.staffId },
    ])
    expect(await bookingMoneyOf(db, booking.id)).toMatchObject({
      totalMinor: quote.subtotal - 12_500,
      paidMinor: quote.subtotal - 12_500,
      balanceMinor: 0,
    })
    const statement = await ledgerStatementOf(db, booking.id, 'staff')
    expect(JSON.stringify(statement)).toContain('Returning traveller')
    const mail = (await mailsTo('discount@phone.example')).find((row) => row.kind === 'booking-confirmation')
    expect(mail?.textBody).toContain(`Total price: ${formatMoney(quote.subtotal - 12_500, 'GBP')}`)
    expect(mail?.textBody).toContain('Balance to pay: £0')
  })

  it('over a sales agent’s limit is a form error and writes nothing; an administrator may give it', async () => {
    const departure = await departureOf()
    const quote = await phoneQuote(agent, departure, 'over@phone.example')
    const error = await setPhoneDiscount(db, brand, agent, {
      quoteId: quote.quoteId,
      amount: '5000.01',
      reason: 'Too much',
    }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(PhoneBookingRefused)
    expect((error as PhoneBookingRefused).fieldErrors).toEqual({
      discountAmount: expect.stringMatching(/over your limit|more than the price/),
    })
    const row = await db
      .selectFrom('quotes')
      .select(['discountMinor', 'discountReason'])
      .where('id', '=', quote.quoteId)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ discountMinor: 0, discountReason: null })

    const adminQuote = await phoneQuote(admin, await departureOf(), 'admin-discount@phone.example')
    const limit = 50_000
    const amount = Math.min(adminQuote.subtotal, limit + 100)
    await setPhoneDiscount(db, brand, admin, {
      quoteId: adminQuote.quoteId,
      amount: (amount / 100).toFixed(2),
      reason: 'Manager’s goodwill',
    })
    const saved = await db
      .selectFrom('quotes')
      .select('discountMinor')
      .where('id', '=', adminQuote.quoteId)
      .executeTakeFirstOrThrow()
    expect(Number(saved.discountMinor)).toBe(amount)
  })
})

describe('a discount above the price', () => {
  it('is refused at the confirm when the price has fallen below it since, and nothing is written', async () => {
    const departure = await departureOf()
    const quote = await phoneQuote(agent, departure, 'price-cut@phone.example')
    await setPhoneDiscount(db, brand, agent, { quoteId: quote.quoteId, amount: '400', reason: 'Price match' })
    // As if the operator cut the price after the discount was given (the last save priced it at £300).
    await db.updateTable('quotes').set({ subtotalMinor: 30_000 }).where('id', '=', quote.quoteId).execute()
    const sold = await seatsSold(departure.id)
    await expect(
      confirmPhoneBooking(
        db,
        brand,
        agent,
        { quoteId: quote.quoteId, settlement: { kind: 'reserve', deadline: addDays(today, 5) } },
        deps(),
      ),
    ).rejects.toMatchObject({ status: 409, message: DISCOUNT_ABOVE_PRICE_MESSAGE })
    expect(await seatsSold(departure.id)).toBe(sold)
    expect(await db.selectFrom('bookings').select('id').where('quoteId', '=', quote.quoteId).execute()).toEqual([])
  })
})

describe('a phone booking and a web booking racing for the last place', () => {
  it('rooms steps from two processes: exactly one quote holds the last twin room, exactly one booking', async () => {
    const departure = await departureOf(2, 1)
    const sold = await seatsSold(departure.id)
    const second = openDatabase(server.databaseUrl, { poolSize: 2 })
    try {
      const webSession = `web-race-${Date.now()}`
      const results = await Promise.allSettled([
        phoneQuote(agent, departure, 'race-phone@phone.example'),
        (async () => {
          const quote = await submitRooms(second.db, brand, webSession, roomsOf(departure, 'Web'))
          await submitPassengerDetails(
            second.db,
            brand,
            webSession,
            passengerDetailsBody(quote, { leadEmail: 'race-web@phone.example' }) as never,
          )
          const frame = await submitPayment(
            second.db,
            brand,
            webSession,
            {
              quoteId: quote.quoteId,
              cardTypeId: await activeCardTypeId(db),
              amountToPay: 'Full Balance',
              takeFinalBalance: false,
            },
            getPaymentProvider(second.db),
          )
          await payOnHostedPage(client(server), frame.url)
          return confirmBooking(
            second.db,
            { brand, sessionId: webSession, customerId: null },
            { quoteId: quote.quoteId, transactionId: frame.transactionId, takeFinalBalance: false },
            { provider: getPaymentProvider(second.db), origin: ORIGIN },
          )
        })(),
      ])
      const fulfilled = results.filter((result) => result.status === 'fulfilled')
      expect(fulfilled).toHaveLength(1)
      const rejected = results.find((result) => result.status === 'rejected') as PromiseRejectedResult
      expect(rejected.reason).toBeInstanceOf(NotEnoughPlacesError)
      if (results[0].status === 'fulfilled') {
        await confirmPhoneBooking(
          db,
          brand,
          agent,
          { quoteId: results[0].value.quoteId, settlement: { kind: 'reserve', deadline: addDays(today, 5) } },
          deps(),
        )
      }
    } finally {
      await second.close()
    }
    const bookings = await db.selectFrom('bookings').select('source').where('departureId', '=', departure.id).execute()
    expect(bookings).toHaveLength(1)
    expect(await seatsSold(departure.id)).toBe(sold + 2)
  })

  it('at the confirm: a phone quote whose places a web booking took meanwhile is refused, nothing oversold', async () => {
    const departure = await departureOf(2, 1)
    // The agent's hold is taken long ago and has lapsed; a web checkout takes the last room and books it.
    const longAgo = new Date(Date.now() - 3 * 60 * 60_000)
    const phone = await submitPhoneRooms(db, brand, agent, roomsOf(departure, 'Late'), { now: longAgo })
    await submitPassengerDetails(
      db,
      brand,
      phoneSessionIdOf(agent.staffSessionId),
      passengerDetailsBody(phone, { leadEmail: 'late-phone@phone.example' }) as never,
      { now: longAgo },
    )
    const webSession = `web-confirm-race-${Date.now()}`
    const web = await submitRooms(db, brand, webSession, roomsOf(departure, 'Quick'))
    await submitPassengerDetails(
      db,
      brand,
      webSession,
      passengerDetailsBody(web, { leadEmail: 'quick-web@phone.example' }) as never,
    )
    const sold = await seatsSold(departure.id)
    const results = await Promise.allSettled([
      confirmPhoneBooking(
        db,
        brand,
        agent,
        { quoteId: phone.quoteId, settlement: { kind: 'reserve', deadline: addDays(today, 5) } },
        deps(),
      ),
      (async () => {
        const frame = await submitPayment(
          db,
          brand,
          webSession,
          {
            quoteId: web.quoteId,
            cardTypeId: await activeCardTypeId(db),
            amountToPay: 'Full Balance',
            takeFinalBalance: false,
          },
          getPaymentProvider(db),
        )
        await payOnHostedPage(client(server), frame.url)
        return confirmBooking(
          db,
          { brand, sessionId: webSession, customerId: null },
          { quoteId: web.quoteId, transactionId: frame.transactionId, takeFinalBalance: false },
          deps(),
        )
      })(),
    ])
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    const bookings = await db.selectFrom('bookings').select('source').where('departureId', '=', departure.id).execute()
    expect(bookings).toHaveLength(1)
    expect(await seatsSold(departure.id)).toBe(sold + 2)
  })
})

describe('the phone booking page', () => {
  const pageOf = (departure: StockedDeparture, extra = '') =>
    `/admin/bookings/new?departure=${departure.id}&brand=meridian${extra}`
  const counts = async () => ({
    quotes: Number(
      (
        await db
          .selectFrom('quotes')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    holds: Number(
      (
        await db
          .selectFrom('inventoryHolds')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  })

  it('is refused to a content editor (403), and another brand’s departure is a 404', async () => {
    const departure = await departureOf()
    const editor = await signedInStaff(server, 'content_editor', 'phone-editor')
    expect((await editor.session.get(pageOf(departure))).status).toBe(403)
    const before = await counts()
    const post = await postAdminForm(editor.session, pageOf(departure), {
      intent: 'rooms',
      [`count-${departure.twin.id}`]: '1',
      [`t-${departure.twin.id}-0-0-first`]: 'Ada',
      [`t-${departure.twin.id}-0-0-last`]: 'Editor',
      [`t-${departure.twin.id}-0-1-first`]: 'Bob',
      [`t-${departure.twin.id}-0-1-last`]: 'Editor',
    })
    expect(post.status).toBe(403)
    expect(await counts()).toEqual(before)

    const seller = await signedInStaff(server, 'sales_agent', 'phone-seller')
    expect((await seller.session.get(pageOf(departure))).status).toBe(200)
    const cavendish = await stockDeparture(db, { brand: 'cavendish', placesLeft: 10, twinsLeft: 5, startDate, used })
    expect((await seller.session.get(pageOf(cavendish))).status).toBe(404)
    expect((await seller.session.get('/admin/bookings/new?departure=abc')).status).toBe(400)
    // Without a departure: the finder lists the brand's departures on sale, this one found by its code.
    const code = (
      await db.selectFrom('departures').select('code').where('id', '=', departure.id).executeTakeFirstOrThrow()
    ).code
    const found = await seller.session.get(`/admin/bookings/new?brand=meridian&q=${encodeURIComponent(code)}`)
    expect(found.status).toBe(200)
    expect(found.text).toContain(`/admin/bookings/new?departure=${departure.id}&amp;brand=meridian`)
    const elsewhere = await seller.session.get(`/admin/bookings/new?brand=cavendish&q=${encodeURIComponent(code)}`)
    expect(elsewhere.text).toContain('No departure on sale matches.')
    expect((await seller.session.get('/admin/bookings?brand=meridian')).text).toContain('New phone booking')
    expect((await editor.session.get('/admin/bookings/new?brand=meridian')).status).toBe(403)

    // The card frame's return page: frameable by this origin, and silent for a payment that is not the agent's.
    const stranger = await seller.session.get('/admin/bookings/new/payment-complete?transactionId=not-this-agents')
    expect(stranger.status).toBe(404)
    expect(stranger.headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(stranger.text).not.toContain('postMessage')
    expect((await client(server).get('/admin/bookings/new/payment-complete?transactionId=x')).status).toBe(404)
  })

  it('takes a booking through every step’s form, with an offline payment, and says so on the booking page', async () => {
    const departure = await departureOf()
    const seller = await signedInStaff(server, 'sales_agent', 'phone-forms')
    const session = seller.session
    const twin = departure.twin.id

    // Bad names: the checkout's own messages, nothing written.
    const before = await counts()
    const bad = await postAdminForm(session, pageOf(departure), {
      intent: 'rooms',
      [`count-${twin}`]: '1',
      [`t-${twin}-0-0-first`]: 'Ada',
      [`t-${twin}-0-0-last`]: '',
      [`t-${twin}-0-1-first`]: 'Bob',
      [`t-${twin}-0-1-last`]: 'Form',
    })
    expect(bad.status).toBe(400)
    expect(bad.text).toContain('Please check the rooms and travellers.')
    expect(await counts()).toEqual(before)

    const rooms = await postAdminForm(session, pageOf(departure), {
      intent: 'rooms',
      [`count-${twin}`]: '1',
      [`t-${twin}-0-0-first`]: 'Ada',
      [`t-${twin}-0-0-last`]: 'Form',
      [`t-${twin}-0-1-first`]: 'Bob',
      [`t-${twin}-0-1-last`]: 'Form',
    })
    expect(rooms.status).toBe(302)
    const quoteId = Number(/quote=(\d+)/.exec(rooms.headers.location ?? '')?.[1])
    expect(quoteId).toBeGreaterThan(0)
    const quote = await db
      .selectFrom('quotes')
      .select(['sessionId', 'agentStaffId'])
      .where('id', '=', quoteId)
      .executeTakeFirstOrThrow()
    expect(quote.agentStaffId).toBe(seller.id)
    expect(quote.sessionId).toMatch(/^staff:/)

    const extras = await postAdminForm(session, pageOf(departure, `&quote=${quoteId}&step=extras`), {
      intent: 'extras',
    })
    expect(extras.status).toBe(302)
    const passengers = await db
      .selectFrom('quotePassengers')
      .select(['id', 'isLead'])
      .where('quoteId', '=', quoteId)
      .orderBy('position')
      .execute()
    const detailsForm: Record<string, string> = {
      intent: 'details',
      passengerCount: String(passengers.length),
      'lead-email': 'forms@phone.example',
      'lead-confirmEmail': 'forms@phone.example',
      'lead-mobilePhone': '07700 900123',
      'lead-homePhone': '020 7946 0000',
      'lead-line1': '12 St James Square',
      'lead-town': 'London',
      'lead-country': 'GB',
      'lead-postCode': 'SW1Y 4JH',
      'lead-terms': 'yes',
    }
    passengers.forEach((passenger, index) => {
      Object.assign(detailsForm, {
        [`p${index}-passengerId`]: String(passenger.id),
        [`p${index}-firstName`]: index === 0 ? 'Ada' : 'Bob',
        [`p${index}-lastName`]: 'Form',
        [`p${index}-title`]: index === 0 ? 'Ms' : 'Mr',
        [`p${index}-sex`]: index === 0 ? 'Female' : 'Male',
        [`p${index}-day`]: '10',
        [`p${index}-month`]: '12',
        [`p${index}-year`]: String(1970 + index),
        [`p${index}-mobility`]: 'no',
        [`p${index}-dietary`]: 'no',
        ...(passenger.isLead ? { [`p${index}-lead`]: 'yes' } : {}),
      })
    })
    // Without the terms: the checkout's message for the lead's box, nothing saved.
    const noTerms = await postAdminForm(session, pageOf(departure, `&quote=${quoteId}&step=details`), {
      ...detailsForm,
      'lead-terms': '',
    })
    expect(noTerms.status).toBe(400)
    const details = await postAdminForm(session, pageOf(departure, `&quote=${quoteId}&step=details`), detailsForm)
    expect(details.status, details.text.slice(0, 500)).toBe(302)

    const review = await session.get(pageOf(departure, `&quote=${quoteId}&step=review`))
    expect(review.status).toBe(200)
    expect(review.text).toContain('Settle')

    // Over the limit: a form error, nothing stored.
    const over = await postAdminForm(session, pageOf(departure, `&quote=${quoteId}&step=review`), {
      intent: 'discount',
      discountAmount: '999999',
      discountReason: 'Too generous',
    })
    expect(over.status).toBe(400)
    expect(
      Number(
        (await db.selectFrom('quotes').select('discountMinor').where('id', '=', quoteId).executeTakeFirstOrThrow())
          .discountMinor,
      ),
    ).toBe(0)

    const badSettle = await postAdminForm(session, pageOf(departure, `&quote=${quoteId}&step=review`), {
      intent: 'settle',
      settlement: 'offline',
      method: 'cash',
      amount: '100',
      reference: 'X',
      date: today,
    })
    expect(badSettle.status).toBe(400)
    expect(badSettle.text).toContain('Choose how the money was paid.')
    expect(await db.selectFrom('bookings').select('id').where('quoteId', '=', quoteId).execute()).toEqual([])

    const settled = await postAdminForm(session, pageOf(departure, `&quote=${quoteId}&step=review`), {
      intent: 'settle',
      settlement: 'offline',
      method: 'bank transfer',
      amount: '100.00',
      reference: 'BACS 77',
      date: today,
    })
    expect(settled.status).toBe(302)
    const reference = /\/admin\/bookings\/([A-Z0-9]+)/.exec(settled.headers.location ?? '')?.[1]
    expect(reference).toBeTruthy()
    const bookingPage = await session.get(`/admin/bookings/${reference}?brand=meridian`)
    expect(bookingPage.text).toContain(`Phone — Test phone-forms`)
    const list = await session.get(`/admin/bookings?brand=meridian&q=${reference}`)
    expect(list.text).toMatch(new RegExp(`${reference}[\\s\\S]*By phone`))
    expect(await paymentsOf((await bookingOf(reference!)).id)).toEqual([
      expect.objectContaining({ amountMinor: 10_000, method: 'bank transfer', reference: 'BACS 77' }),
    ])
    // The same settle sent again (a second press): back to the same booking, no second payment.
    const again = await postAdminForm(session, pageOf(departure, `&quote=${quoteId}&step=review`), {
      intent: 'settle',
      settlement: 'offline',
      method: 'bank transfer',
      amount: '100.00',
      reference: 'BACS 77',
      date: today,
    })
    expect(again.status).toBe(302)
    expect(again.headers.location).toBe(settled.headers.location)
    expect(await paymentsOf((await bookingOf(reference!)).id)).toHaveLength(1)
  })

  it('offers the departure’s tour extensions on the rooms step; the engine prices the one chosen, refuses another', async () => {
    const departure = await stockDeparture(db, { placesLeft: 10, twinsLeft: 5, startDate, used, withAddOns: true })
    const offered = await db
      .selectFrom('addonDepartures')
      .innerJoin('addons', 'addons.id', 'addonDepartures.addonId')
      .select(['addonDepartures.id', 'addonDepartures.priceMinor', 'addons.name'])
      .where('addonDepartures.departureId', '=', departure.id)
      .orderBy('addonDepartures.id')
      .executeTakeFirstOrThrow()
    const elsewhere = await db
      .selectFrom('addonDepartures')
      .select('id')
      .where('departureId', '!=', departure.id)
      .executeTakeFirstOrThrow()
    const seller = await signedInStaff(server, 'sales_agent', 'phone-extension')
    const twin = departure.twin.id
    const page = await seller.session.get(pageOf(departure, `&count-${twin}=1`))
    expect(page.text).toContain('Tour extension')
    expect(page.text).toContain(offered.name)
    const form = {
      intent: 'rooms',
      [`count-${twin}`]: '1',
      [`t-${twin}-0-0-first`]: 'Ada',
      [`t-${twin}-0-0-last`]: 'Extension',
      [`t-${twin}-0-1-first`]: 'Bob',
      [`t-${twin}-0-1-last`]: 'Extension',
    }

    // An extension of another departure: the engine's message on the field, nothing written.
    const before = await counts()
    const refused = await postAdminForm(seller.session, pageOf(departure), { ...form, addOn: String(elsewhere.id) })
    expect(refused.status).toBe(400)
    expect(refused.text).toContain('This extension is not offered with this departure.')
    expect(await counts()).toEqual(before)

    const without = await postAdminForm(seller.session, pageOf(departure), { ...form, addOn: 'none' })
    expect(without.status).toBe(302)
    const plainQuote = Number(/quote=(\d+)/.exec(without.headers.location ?? '')?.[1])
    const plain = await db
      .selectFrom('quotes')
      .select('subtotalMinor')
      .where('id', '=', plainQuote)
      .executeTakeFirstOrThrow()

    const chosen = await postAdminForm(seller.session, pageOf(departure, `&quote=${plainQuote}`), {
      ...form,
      addOn: String(offered.id),
    })
    expect(chosen.status).toBe(302)
    const quote = await db
      .selectFrom('quotes')
      .select(['subtotalMinor'])
      .where('id', '=', plainQuote)
      .executeTakeFirstOrThrow()
    // The engine's pricing: the extension per traveller on top of the rooms (checkout §9), never a figure the form sent.
    expect(Number(quote.subtotalMinor)).toBe(Number(plain.subtotalMinor) + 2 * Number(offered.priceMinor))
    const review = await seller.session.get(pageOf(departure, `&quote=${plainQuote}&count-${twin}=1`))
    // The travellers form shows the extension the quote carries as chosen.
    const radios = review.text.match(/<input[^>]*name="addOn"[^>]*>/g) ?? []
    expect(radios.filter((tag) => tag.includes('checked'))).toEqual([expect.stringContaining(`value="${offered.id}"`)])
  })
})
