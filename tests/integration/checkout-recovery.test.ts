import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PassengerDetailsAnswer, QuoteResponse } from '../../app/features/checkout/index.server'
import { AUTH_PATHS, hashToken } from '../../app/features/auth/index.server'
import { hashPassword } from '../../app/features/auth/password-hashing.server'
import { outboxSeal } from '../../app/features/email/index.server'
import {
  CHECKOUT_RECOVERY_JOB,
  checkoutRecoveryHandler,
  planCheckoutRecoveries,
  recoveryJobKey,
} from '../../app/features/recovery/index.server'
import { runDueJobs } from '../../app/features/scheduler/index.server'
import { openDatabase, type AppDatabase, type DatabaseHandle } from '../../db/database.server'
import { JOURNEY_PASSENGERS, bookThroughApi } from '../support/checkout-journey'
import { createCustomer, stockDeparture, type StockedDeparture } from '../support/factories'
import { client, type HttpClient } from '../support/http-client'
import { INTEGRATION_SESSION_SECRET, receivedText } from '../support/outbox-credentials'
import { passengerDetailsBody } from '../support/passenger-details'
import { startTestServer, type TestServer } from '../support/test-server'

/*
 * Saved and resumed checkouts (issue 27; ADR 0055) through the real server on the dialect under test, with the
 * scheduler's clock in the test's hands and two "processes" (two database handles) planning and running the jobs at
 * once: a checkout abandoned at passenger details with marketing consent gets exactly one e-mail after the delay;
 * none without consent; none once that e-mail booked the departure (checked when sending); the e-mail's link
 * restores the quote in a fresh browser with its prices re-checked (a changed price shows the mismatch); a bad,
 * expired or other brand's token is a 404 page, never a 500.
 */

let server: TestServer
let db: AppDatabase
let second: DatabaseHandle
let departure: StockedDeparture
const used = new Set<number>()
const DELAY_MINUTES = 120
const MINUTE = 60_000

const handlers = {
  [CHECKOUT_RECOVERY_JOB]: checkoutRecoveryHandler({
    originFor: () => server.origin,
    seal: outboxSeal(INTEGRATION_SESSION_SECRET),
  }),
}

/** A traveller takes the checkout to passenger details and leaves: the quote and when its details were saved. */
async function abandon(
  browser: HttpClient,
  leadEmail: string,
  marketing: boolean,
  on: StockedDeparture = departure,
): Promise<{ quoteId: number; detailsAt: Date; subtotal: number }> {
  const rooms = await browser.post('/umbraco/api/checkoutapi/roomsresponse', {
    quoteId: 0,
    departureId: on.id,
    filo: on.filo,
    departureTransportCode: on.transportCode,
    passengers: JOURNEY_PASSENGERS.map((name) => ({ roomId: on.twin.id, roomKey: 'r1', ...name })),
  })
  expect(rooms.status, rooms.text).toBe(200)
  const details = await browser.post(
    '/umbraco/api/checkoutapi/passengerDetailsResponse',
    passengerDetailsBody(rooms.json<QuoteResponse>(), { leadEmail, marketing }),
  )
  expect(details.status, details.text).toBe(200)
  const quote = details.json<PassengerDetailsAnswer>().quote
  const row = await db
    .selectFrom('quotes')
    .select('passengerDetailsAt')
    .where('id', '=', quote.quoteId)
    .executeTakeFirstOrThrow()
  expect(row.passengerDetailsAt).not.toBeNull()
  return { quoteId: quote.quoteId, detailsAt: new Date(row.passengerDetailsAt!), subtotal: quote.subtotal }
}

/** Both processes plan and run the due jobs at once at `at`, twice over (as two servers' timers would). */
async function bothProcessesAt(at: Date) {
  for (let round = 0; round < 2; round++) {
    await Promise.all([
      planCheckoutRecoveries(db, { now: at, delayMinutes: DELAY_MINUTES }),
      planCheckoutRecoveries(second.db, { now: at, delayMinutes: DELAY_MINUTES }),
    ])
    await Promise.all([
      runDueJobs(db, handlers, { now: () => at, workerId: 'first' }),
      runDueJobs(second.db, handlers, { now: () => at, workerId: 'second' }),
    ])
  }
}

const mailsTo = (email: string) =>
  db
    .selectFrom('emailOutbox')
    .select(['textBody', 'htmlBody', 'toAddress', 'brandId', 'sealedCredentials'])
    .where('kind', '=', CHECKOUT_RECOVERY_JOB)
    .where('toAddress', '=', email)
    .execute()
const jobOf = (quoteId: number) =>
  db
    .selectFrom('scheduledJobs')
    .select(['state', 'outcome', 'dueAt'])
    .where('idempotencyKey', '=', recoveryJobKey(quoteId))
    .executeTakeFirst()
const later = (from: Date, minutes: number) => new Date(from.getTime() + minutes * MINUTE)

beforeAll(async () => {
  server = await startTestServer('checkout-recovery')
  db = server.database.db
  second = openDatabase(server.databaseUrl, { poolSize: 2 })
  departure = await stockDeparture(db, { placesLeft: 12, twinsLeft: 6, startDate: '2031-05-01', used })
}, 120_000)

afterAll(async () => {
  await second?.close()
  await server?.stop()
})

describe('an abandoned checkout', () => {
  const LEAD = 'saved-checkout@example.com'
  let saved: { quoteId: number; detailsAt: Date; subtotal: number }
  let link: string

  it('with marketing consent gets exactly one e-mail, after the delay, with two processes running the scheduler', async () => {
    saved = await abandon(client(server), LEAD, true)
    await bothProcessesAt(later(saved.detailsAt, DELAY_MINUTES - 1))
    expect(await jobOf(saved.quoteId)).toMatchObject({
      state: 'pending',
      dueAt: later(saved.detailsAt, DELAY_MINUTES).toISOString(),
    })
    expect(await mailsTo(LEAD)).toHaveLength(0)

    await bothProcessesAt(later(saved.detailsAt, DELAY_MINUTES + 1))
    await bothProcessesAt(later(saved.detailsAt, DELAY_MINUTES + 30))
    const mails = await mailsTo(LEAD)
    expect(mails).toHaveLength(1)
    expect(await jobOf(saved.quoteId)).toMatchObject({ state: 'done', outcome: `sent for quote ${saved.quoteId}` })
    // The outbox keeps the link's token sealed; the database keeps only its hash.
    expect(mails[0]!.textBody).not.toMatch(/token=[A-Za-z0-9_-]{20,}/)
    const url = /(http:\/\/[^\s]+\/checkout\/resume\?token=[A-Za-z0-9_-]+)/.exec(receivedText(mails[0]!))?.[1]
    if (!url) throw new Error(`no link in: ${receivedText(mails[0]!)}`)
    link = new URL(url).pathname + new URL(url).search
    const token = new URL(url).searchParams.get('token')!
    const stored = await db.selectFrom('checkoutRecoveryLinks').select(['quoteId', 'tokenHash']).execute()
    expect(stored).toEqual([{ quoteId: saved.quoteId, tokenHash: hashToken(token) }])
  })

  it('restores in a fresh browser with today’s prices: a changed price shows the mismatch', async () => {
    await db
      .updateTable('rooms')
      .set({ pricePerPersonMinor: departure.twin.price + 5_000 })
      .where('id', '=', departure.twin.id)
      .execute()
    const phone = client(server)
    const opened = await phone.get(link)
    expect(opened.status, opened.text).toBe(302)
    const target = new URL(opened.headers.location as string, server.origin)
    expect(target.pathname).toBe('/checkout')
    expect(target.searchParams.get('departureId')).toBe(String(departure.id))
    expect(target.searchParams.get('restoredQuote')).toBe(String(saved.quoteId))

    const page = await phone.get(target.pathname + target.search)
    expect(page.status).toBe(200)
    expect(page.headers['cache-control']).toBe('private, no-store')
    expect(page.text).toContain('Your saved booking')
    expect(page.text).toContain('The price has changed')
    expect(page.text).toContain('Your places are held again')
    // The same travellers, in the same room type, for the travellers step to start from.
    for (const name of JOURNEY_PASSENGERS) expect(page.text).toContain(name.lastName)

    const quote = await db
      .selectFrom('quotes')
      .select(['sessionId', 'subtotalMinor'])
      .where('id', '=', saved.quoteId)
      .executeTakeFirstOrThrow()
    // Re-priced by the server: two travellers, 50.00 more each.
    expect(quote.subtotalMinor).toBe(saved.subtotal + 2 * 5_000)
    const holds = await db
      .selectFrom('inventoryHolds')
      .select(['places', 'expiresAt'])
      .where('quoteId', '=', saved.quoteId)
      .execute()
    expect(holds.reduce((sum, hold) => sum + hold.places, 0)).toBe(2)
    expect(holds.every((hold) => hold.expiresAt > new Date().toISOString())).toBe(true)
    // It is this browser's quote now: the rooms response of this session finds it.
    const session = await db.selectFrom('sessions').select('id').where('id', '=', quote.sessionId!).executeTakeFirst()
    expect(session).toBeDefined()
  })

  it('a bad, expired, or other brand’s token is a 404 page, never a 500', async () => {
    const visitor = client(server)
    for (const path of [
      '/checkout/resume',
      '/checkout/resume?token=',
      '/checkout/resume?token=not-a-token',
      `/checkout/resume?token=${'A'.repeat(43)}`,
      `/checkout/resume?token=${'%00'.repeat(20)}`,
      // Another customer's (or anybody's) quote by number needs its signed-in customer.
      `/checkout/resume?quote=${saved.quoteId}`,
      '/checkout/resume?quote=-1',
    ]) {
      const page = await visitor.get(path)
      expect(page.status, path).toBe(404)
      expect(page.text, path).toContain('This saved booking can no longer be opened')
    }
    const cavendish = client(server, { brand: 'cavendish' })
    expect((await cavendish.get(link)).status).toBe(404)

    await db
      .updateTable('checkoutRecoveryLinks')
      .set({ expiresAt: new Date(Date.now() - 1_000).toISOString() })
      .execute()
    expect((await client(server).get(link)).status).toBe(404)
  })
})

describe('a saved checkout whose places have gone', () => {
  it('opens with the sold-out message, holding nothing', async () => {
    const lead = 'sold-out-since@example.com'
    const other = await stockDeparture(db, { placesLeft: 4, twinsLeft: 2, startDate: '2031-06-01', used })
    const saved = await abandon(client(server), lead, true, other)
    await bothProcessesAt(later(saved.detailsAt, DELAY_MINUTES + 1))
    const mail = (await mailsTo(lead))[0]!
    const url = new URL(/(http:\/\/[^\s]+\/checkout\/resume\?token=[A-Za-z0-9_-]+)/.exec(receivedText(mail))![1]!)
    // Meanwhile every place left was sold.
    await db.deleteFrom('inventoryHolds').where('quoteId', '=', saved.quoteId).execute()
    await db
      .updateTable('departures')
      .set((eb) => ({ seatsSold: eb.ref('capacity') }))
      .where('id', '=', other.id)
      .execute()
    const browser = client(server)
    const opened = await browser.get(url.pathname + url.search)
    expect(opened.status).toBe(302)
    const page = await browser.get(opened.headers.location as string)
    expect(page.status).toBe(200)
    expect(page.text).toContain('Sorry, the rooms you chose are no longer available on this departure.')
    expect(await db.selectFrom('inventoryHolds').select('id').where('quoteId', '=', saved.quoteId).execute()).toEqual(
      [],
    )
  })
})

describe('no saved-checkout e-mail', () => {
  it('without marketing consent from a guest', async () => {
    const lead = 'no-consent@example.com'
    const saved = await abandon(client(server), lead, false)
    await bothProcessesAt(later(saved.detailsAt, DELAY_MINUTES * 3))
    expect(await jobOf(saved.quoteId)).toBeUndefined()
    expect(await mailsTo(lead)).toHaveLength(0)
  })

  it('after a booking by that e-mail for that departure, made after the e-mail was planned', async () => {
    const lead = 'booked-meanwhile@example.com'
    const saved = await abandon(client(server), lead, true)
    await bothProcessesAt(later(saved.detailsAt, 1))
    expect(await jobOf(saved.quoteId)).toMatchObject({ state: 'pending' })
    // The traveller books the departure from another device, under another case of the same address.
    await bookThroughApi(server, db, departure, { leadEmail: lead.toUpperCase() })
    await bothProcessesAt(later(saved.detailsAt, DELAY_MINUTES + 1))
    expect(await jobOf(saved.quoteId)).toMatchObject({
      state: 'done',
      outcome: 'skipped: already booked by that e-mail',
    })
    expect(await mailsTo(lead)).toHaveLength(0)
  })
})

describe('a signed-in customer’s unfinished checkout', () => {
  const PASSWORD = 'Tangerine-Walrus-42'

  async function signedIn(email: string): Promise<HttpClient> {
    await createCustomer(db, { brand: 'meridian', email, passwordHash: await hashPassword(PASSWORD) })
    const browser = client(server)
    const answer = await browser.post(AUTH_PATHS.login, { email, password: PASSWORD })
    expect(answer.status, answer.text).toBe(200)
    return browser
  }

  it('is e-mailed without the marketing box (signed in), listed in My bookings, and opens for that customer only', async () => {
    const email = 'signed-in-saver@example.com'
    const owner = await signedIn(email)
    const saved = await abandon(owner, email, false)
    await bothProcessesAt(later(saved.detailsAt, DELAY_MINUTES + 1))
    expect(await jobOf(saved.quoteId)).toMatchObject({ state: 'done', outcome: `sent for quote ${saved.quoteId}` })
    expect(await mailsTo(email)).toHaveLength(1)

    const page = await owner.get('/my-bookings')
    expect(page.status).toBe(200)
    expect(page.text).toContain('Bookings you have not finished')
    expect(page.text).toContain(`/checkout/resume?quote=${saved.quoteId}`)

    const stranger = await signedIn('another-customer@example.com')
    const refused = await stranger.get(`/checkout/resume?quote=${saved.quoteId}`)
    expect(refused.status).toBe(404)
    expect((await stranger.get('/my-bookings')).text).not.toContain('Bookings you have not finished')

    const opened = await owner.get(`/checkout/resume?quote=${saved.quoteId}`)
    expect(opened.status, opened.text).toBe(302)
    expect(new URL(opened.headers.location as string, server.origin).searchParams.get('restoredQuote')).toBe(
      String(saved.quoteId),
    )
  })
})
