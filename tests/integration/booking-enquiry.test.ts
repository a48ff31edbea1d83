import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { QuoteResponse } from '../../app/features/checkout/index'
import type { ApiErrorBody } from '../../app/lib/api-error'
import type { AppDatabase } from '../../db/database.server'
import { client, type HttpClient } from '../support/http-client'
import { startTestServer, type TestServer } from '../support/test-server'

/*
 * The booking-failed contact form (checkout §2 routes, §8) through the real server, on the dialect under test: the
 * page, prefilled from its address and never cached; the enquiry endpoint storing the enquiry and its e-mail to the
 * operator in one go; the quote linked only when it is the enquirer's own; the honeypot; 400s that store nothing;
 * CSRF; and the per-address rate limit.
 */

const PATH = '/umbraco/api/checkoutapi/bookingfailedenquiry'
const PAGE = '/booking-failed-contact-form/'

let server: TestServer
let db: AppDatabase

beforeAll(async () => {
  server = await startTestServer('booking-enquiry')
  db = server.database.db
})

afterAll(async () => {
  await server?.stop()
})

// Every test starts with the per-address limit unspent (all test clients share 127.0.0.1).
beforeEach(async () => {
  await db.deleteFrom('rateLimits').where('key', 'like', 'booking-enquiry:%').execute()
})

const enquiry = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  telephone: '07700 900123',
  message: 'Any date in June, please.',
  tourName: 'Italian Lakes and Venice',
  departureDate: '12 June 2027',
  quoteId: 0,
  website: '',
  ...overrides,
})

async function counts() {
  const count = async (table: 'bookingEnquiries' | 'emailOutbox') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
  return { enquiries: await count('bookingEnquiries'), emails: await count('emailOutbox') }
}

/** A session that owns a quote (a rooms response for one traveller on a bookable Meridian departure). */
async function visitorWithQuote(): Promise<{ session: HttpClient; quote: QuoteResponse }> {
  const departure = await db
    .selectFrom('departures')
    .innerJoin('tours', 'tours.id', 'departures.tourId')
    .innerJoin('rooms', 'rooms.departureId', 'departures.id')
    .select(['departures.id', 'departures.filo', 'departures.transportCode', 'rooms.id as roomId'])
    .where('tours.brandId', '=', 'meridian')
    .where('tours.marketCode', '=', 'GB')
    .where('tours.published', '=', 1)
    .where('departures.open', '=', 1)
    .where('departures.startDate', '>', new Date().toISOString().slice(0, 10))
    .where('rooms.occupancy', '=', 1)
    .where((eb) => eb(eb.ref('departures.capacity'), '>', eb.ref('departures.seatsSold')))
    .where((eb) => eb(eb.ref('rooms.allocation'), '>', eb.ref('rooms.sold')))
    .orderBy('departures.id')
    .executeTakeFirstOrThrow()
  const session = client(server)
  const response = await session.post('/umbraco/api/checkoutapi/roomsresponse', {
    quoteId: 0,
    departureId: departure.id,
    filo: departure.filo,
    departureTransportCode: departure.transportCode,
    passengers: [{ roomId: departure.roomId, roomKey: 'a', firstName: 'Ada', lastName: 'Lovelace' }],
  })
  expect(response.status, response.text.slice(0, 300)).toBe(200)
  return { session, quote: response.json<QuoteResponse>() }
}

describe('the page', () => {
  it('is prefilled from its address, shows the holiday and quote id, and is never cached or indexed', async () => {
    const query = new URLSearchParams({
      firstName: 'Ada',
      lastName: 'Lovelace',
      tourName: 'Italian Lakes & Venice',
      departureDate: '12-June-2027',
      quoteId: '42',
    })
    const response = await client(server).get(`${PAGE}?${query}`)
    expect(response.status).toBe(200)
    expect(response.headers['cache-control']).toBe('private, no-store')
    expect(response.text).toContain('We could not complete your booking online')
    expect(response.text).toMatch(/<meta name="robots" content="noindex"/)
    expect(response.text).toMatch(/value="Ada"/)
    expect(response.text).toMatch(/value="Lovelace"/)
    expect(response.text).toContain('Italian Lakes &amp; Venice, 12 June 2027')
    expect(response.text).toMatch(/Your quote id<\/dt><dd>42<\/dd>/)
  })

  it('escapes what the address carries and shows no quote id for 0', async () => {
    const response = await client(server, { brand: 'cavendish' }).get(
      `${PAGE}?firstName=${encodeURIComponent('<script>alert(1)</script>')}&quoteId=0`,
    )
    expect(response.status).toBe(200)
    expect(response.text).not.toContain('<script>alert(1)</script>')
    expect(response.text).not.toContain('Your quote id')
    expect(response.text).toContain('Call me back')
  })
})

describe('the enquiry', () => {
  it('stores the enquiry and e-mails the operator, linking the enquirer’s own quote', async () => {
    const { session, quote } = await visitorWithQuote()
    const response = await session.post(PATH, enquiry({ quoteId: quote.quoteId }))
    expect(response.status, response.text).toBe(200)
    expect(response.json()).toEqual({ success: true })
    expect(response.headers['cache-control']).toBe('no-store')

    const stored = await db.selectFrom('bookingEnquiries').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow()
    expect(stored).toMatchObject({
      brandId: 'meridian',
      quoteId: quote.quoteId,
      reportedQuoteId: quote.quoteId,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      telephone: '07700 900123',
      tourName: 'Italian Lakes and Venice',
      departureDate: '12 June 2027',
      handledAt: null,
    })
    const reference = `BE-${String(stored.id).padStart(6, '0')}`
    const email = await db
      .selectFrom('emailOutbox')
      .selectAll()
      .where('kind', '=', 'booking-failed-enquiry')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    const brand = await db.selectFrom('brands').select('email').where('id', '=', 'meridian').executeTakeFirstOrThrow()
    expect(email.toAddress).toBe(brand.email)
    expect(email.subject).toContain(reference)
    expect(email.textBody).toContain(`Quote: ${quote.quoteId} (their own quote: tour ${quote.tourCode}`)
    expect(email.htmlBody).toContain('Lovelace')
  })

  it('keeps another session’s quote id only as the number given, without linking or describing that quote', async () => {
    const { quote } = await visitorWithQuote()
    const stranger = client(server)
    expect((await stranger.post(PATH, enquiry({ quoteId: String(quote.quoteId) }))).status).toBe(200)
    const stored = await db
      .selectFrom('bookingEnquiries')
      .select(['quoteId', 'reportedQuoteId'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(stored).toEqual({ quoteId: null, reportedQuoteId: quote.quoteId })
    const email = await db
      .selectFrom('emailOutbox')
      .select('textBody')
      .where('kind', '=', 'booking-failed-enquiry')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(email.textBody).toContain(
      `Quote: ${quote.quoteId} as given on the form (not a quote of this visitor's session`,
    )
    expect(email.textBody).not.toContain(quote.tourCode)
  })

  it('is stored for the brand of the site it was sent on', async () => {
    const response = await client(server, { brand: 'cavendish' }).post(PATH, enquiry({ lastName: 'Coachford' }))
    expect(response.status).toBe(200)
    const stored = await db
      .selectFrom('bookingEnquiries')
      .select('brandId')
      .where('lastName', '=', 'Coachford')
      .executeTakeFirstOrThrow()
    expect(stored.brandId).toBe('cavendish')
    const brand = await db.selectFrom('brands').select('email').where('id', '=', 'cavendish').executeTakeFirstOrThrow()
    const email = await db
      .selectFrom('emailOutbox')
      .select('toAddress')
      .where('subject', 'like', '%Coachford%')
      .executeTakeFirstOrThrow()
    expect(email.toAddress).toBe(brand.email)
  })

  it('answers a filled honeypot like a success and keeps nothing', async () => {
    const before = await counts()
    const response = await client(server).post(PATH, enquiry({ website: 'https://spam.example' }))
    expect(response.status).toBe(200)
    expect(response.json()).toEqual({ success: true })
    expect(await counts()).toEqual(before)
  })

  it('refuses bad details with 400 and field errors, storing nothing', async () => {
    const before = await counts()
    const session = client(server)
    const response = await session.post(
      PATH,
      enquiry({
        firstName: 'R2D2',
        email: 'not-an-email',
        telephone: '12',
        message: 'x'.repeat(501),
        tourName: 'y'.repeat(201),
        quoteId: 'abc',
      }),
    )
    expect(response.status).toBe(400)
    const error = response.json<ApiErrorBody>().error
    expect(error.code).toBe('validation_failed')
    expect(Object.keys(error.fieldErrors ?? {}).sort()).toEqual([
      'email',
      'firstName',
      'message',
      'quoteId',
      'telephone',
      'tourName',
    ])
    const missing = await session.post(PATH, { website: '' })
    expect(missing.status).toBe(400)
    expect(Object.keys(missing.json<ApiErrorBody>().error.fieldErrors ?? {}).sort()).toEqual([
      'email',
      'firstName',
      'lastName',
      'telephone',
    ])
    expect(await counts()).toEqual(before)
  })

  it('needs the CSRF header, and limits each address to 5 enquiries in 10 minutes', async () => {
    const session = client(server)
    expect((await session.post(PATH, enquiry(), { csrf: false })).status).toBe(403)
    for (let i = 0; i < 5; i++) expect((await session.post(PATH, enquiry())).status).toBe(200)
    const limited = await session.post(PATH, enquiry())
    expect(limited.status).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(limited.json<ApiErrorBody>().error.code).toBe('rate_limited')
  })
})
