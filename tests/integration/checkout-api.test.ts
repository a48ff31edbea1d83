import { spawn, type ChildProcess } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AvailableRoomsResponse, Donation, QuoteResponse } from '../../app/features/checkout/index'
import { donationImageSources } from '../../app/features/checkout/extras/donation-image'
import type { DepartureDetails, DeparturesResponse } from '../../app/features/departures/index'
import { getTourPage } from '../../app/features/tours/tour-page.server'
import { SESSION_COOKIE_NAME } from '../../app/lib/constants'
import { DUPLICATE_PASSENGER_NAME_MESSAGE } from '../../app/lib/validation'
import type { ApiErrorBody } from '../../app/lib/api-error'
import type { AppDatabase } from '../../db/database.server'
import { stockDeparture, type DepartureStock, type StockedDeparture } from '../support/factories'
import { client, type HttpClient, type HttpResponse } from '../support/http-client'
import { startTestServer, type TestServer } from '../support/test-server'

/*
 * The checkout's calls, part 1, through the real server on the dialect under test (SQLite by default, PostgreSQL
 * with TEST_DATABASE_URL), with browser-like sessions (tests/support/http-client.ts: cookies and CSRF): live
 * availability from sold places and live holds; quotes priced only by the server and bound to the browser session
 * that made them; 400s that write nothing; holds that expire by the clock alone; availability that counts holds
 * everywhere (departures table, details, tour page, add-ons, search); and no overselling when 50 sessions race for
 * the last 10 places — on PostgreSQL also through two server processes. Holds are inserted or aged directly in the
 * database where a test needs a hold of a given age.
 */

const postgres = Boolean(process.env.TEST_DATABASE_URL)
/** The test server's configured hold time (CHECKOUT_HOLD_MINUTES), so the answer's expiry shows it is used. */
const HOLD_MINUTES = 45
const MERIDIAN = 'localhost'
const CAVENDISH = 'coach.localhost'

let server: TestServer
let db: AppDatabase

beforeAll(async () => {
  server = await startTestServer('checkout-api', { CHECKOUT_HOLD_MINUTES: String(HOLD_MINUTES) })
  db = server.database.db
})

afterAll(async () => {
  await server?.stop()
})

// ------------------------------------------------------------------------------------------------ test data

type Subject = StockedDeparture

const used = new Set<number>()
/** Far enough ahead to be on sale whatever day the tests run. */
const FUTURE_START = '2031-06-01'

/**
 * A published GB departure of the brand with a one-person and a two-person room type, set to a known stock:
 * `placesLeft` places for sale (capacity 40), `singlesLeft` single rooms (60 by default) and `twinsLeft` twin rooms,
 * every other room type sold out. Each call takes a departure (and tour) no earlier test touched.
 */
const prepareDeparture = (
  brand: 'meridian' | 'cavendish',
  stock: Omit<DepartureStock, 'brand' | 'startDate' | 'used'>,
): Promise<Subject> => stockDeparture(db, { ...stock, brand, startDate: FUTURE_START, used })

const keysQuery = (subject: Subject) =>
  `departureId=${subject.id}&filo=${encodeURIComponent(subject.filo)}&transportCode=${encodeURIComponent(subject.transportCode)}`

/** 0 → 'Aa', 12 → 'Abc': a distinct surname per number (names are letters only, checkout §5). */
const lettersFor = (n: number) => `A${[...String(n)].map((digit) => 'abcdefghij'[Number(digit)]).join('')}`

const traveller = (roomId: number, roomKey: string, firstName: string, lastName: string) => ({
  roomId,
  roomKey,
  firstName,
  lastName,
})

function roomsBody(subject: Subject, body: Record<string, unknown>) {
  return {
    quoteId: 0,
    departureId: subject.id,
    filo: subject.filo,
    departureTransportCode: subject.transportCode,
    tourCode: subject.tourCode,
    initialTourCode: subject.tourCode,
    ...body,
  }
}

let foreignSessions = 0
/** An open quote of some other browser session, for holds inserted directly. */
async function insertQuote(subject: Subject, brandId = 'meridian'): Promise<number> {
  const row = await db
    .insertInto('quotes')
    .values({
      brandId,
      sessionId: `someone-else-${process.pid}-${++foreignSessions}`,
      departureId: subject.id,
      cultureCode: 'en-GB',
      currency: 'GBP',
      filo: subject.filo,
      initialTourCode: subject.tourCode,
      tourCode: subject.tourCode,
      departureTransportCode: subject.transportCode,
      subtotalMinor: 0,
      takeFinalBalance: 0,
      status: 'open',
      updatedAt: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString()

/** A hold of another checkout, live or (with a past expiry) expired. */
async function insertHold(
  subject: Subject,
  room: { id: number },
  rooms: number,
  places: number,
  expiresAt: string,
): Promise<number> {
  const quoteId = await insertQuote(subject)
  await db
    .insertInto('inventoryHolds')
    .values({ quoteId, departureId: subject.id, roomId: room.id, rooms, places, expiresAt })
    .execute()
  return quoteId
}

const CHECKOUT_TABLES = [
  'sessions',
  'quotes',
  'quoteRooms',
  'quotePassengers',
  'quoteExcursions',
  'quoteDonations',
  'quoteAddons',
  'inventoryHolds',
] as const

/** Row counts of every table a checkout call may write: "nothing written" compares two of these. */
async function rowCounts(): Promise<Record<(typeof CHECKOUT_TABLES)[number], number>> {
  const counts = {} as Record<(typeof CHECKOUT_TABLES)[number], number>
  for (const table of CHECKOUT_TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    counts[table] = Number(row.n)
  }
  return counts
}

async function heldPlaces(departureId: number): Promise<number> {
  const row = await db
    .selectFrom('inventoryHolds')
    .select((eb) => eb.fn.sum<number>('places').as('places'))
    .where('departureId', '=', departureId)
    .where('expiresAt', '>', new Date().toISOString())
    .executeTakeFirstOrThrow()
  return Number(row.places ?? 0)
}

// ------------------------------------------------------------------------------------------------ calls

const visitor = (host = MERIDIAN) => client(server, { host })

function expectError(response: HttpResponse, status: number, code: string): ApiErrorBody['error'] {
  expect(response.status, response.text.slice(0, 300)).toBe(status)
  expect(String(response.headers['content-type'])).toMatch(/^application\/json/)
  const body = response.json<ApiErrorBody>()
  expect(body.error.code).toBe(code)
  return body.error
}

async function availableRoomsOf(session: HttpClient, subject: Subject): Promise<AvailableRoomsResponse> {
  const response = await session.get(`/umbraco/api/checkoutapi/availablerooms?${keysQuery(subject)}`)
  expect(response.status, response.text.slice(0, 300)).toBe(200)
  return response.json<AvailableRoomsResponse>()
}

async function roomsResponse(session: HttpClient, body: unknown): Promise<HttpResponse> {
  return session.post('/umbraco/api/checkoutapi/roomsresponse', body)
}

async function quoteOf(response: HttpResponse): Promise<QuoteResponse> {
  expect(response.status, response.text.slice(0, 400)).toBe(200)
  return response.json<QuoteResponse>()
}

const roomLeft = (answer: AvailableRoomsResponse, roomId: number) =>
  answer.rooms.find((room) => room.id === roomId)!.left

// ------------------------------------------------------------------------------------------------ availablerooms

describe('GET availablerooms', () => {
  it('counts sold places and live holds; an expired hold counts for nothing', async () => {
    const subject = await prepareDeparture('meridian', { placesLeft: 8, twinsLeft: 3 })
    const anyone = visitor()
    const fresh = await availableRoomsOf(anyone, subject)
    expect(fresh.maxAvailable).toBe(8)
    expect(fresh.status).toBe('Limited')
    expect(fresh.currency).toBe('GBP')
    expect(roomLeft(fresh, subject.twin.id)).toBe(3)
    expect(roomLeft(fresh, subject.single.id)).toBe(8)
    const twin = fresh.rooms.find((room) => room.id === subject.twin.id)!
    expect(twin).toMatchObject({ name: subject.twin.name, occupancy: 2, pricePerPerson: subject.twin.price })

    await insertHold(subject, subject.twin, 1, 2, minutesFromNow(20))
    await insertHold(subject, subject.single, 3, 3, minutesFromNow(-1))
    const held = await availableRoomsOf(anyone, subject)
    expect(held.maxAvailable).toBe(6)
    expect(roomLeft(held, subject.twin.id)).toBe(2)
    expect(roomLeft(held, subject.single.id)).toBe(6)

    await insertHold(subject, subject.single, 6, 6, minutesFromNow(5))
    const full = await availableRoomsOf(anyone, subject)
    expect(full.maxAvailable).toBe(0)
    expect(full.status).toBe('Sold out')
    expect(full.rooms.every((room) => room.left === 0)).toBe(true)
  })

  it('caps maxAvailable at 9 and leaves the visitor’s own hold out of what it shows them', async () => {
    const subject = await prepareDeparture('meridian', { placesLeft: 12, twinsLeft: 5 })
    const holder = visitor()
    expect((await availableRoomsOf(holder, subject)).maxAvailable).toBe(9)
    await quoteOf(
      await roomsResponse(
        holder,
        roomsBody(subject, {
          passengers: [traveller(subject.twin.id, 'a', 'Ann', 'Gray'), traveller(subject.twin.id, 'a', 'Ben', 'Gray')],
        }),
      ),
    )
    expect(await heldPlaces(subject.id)).toBe(2)
    const forHolder = await availableRoomsOf(holder, subject)
    expect(forHolder.maxAvailable).toBe(9)
    expect(roomLeft(forHolder, subject.twin.id)).toBe(5)
    const forOthers = await availableRoomsOf(visitor(), subject)
    expect(forOthers.maxAvailable).toBe(9)
    expect(roomLeft(forOthers, subject.twin.id)).toBe(4)
    expect(forOthers.status).toBe('Limited') // 10 left
  })

  it('answers 404 JSON for unknown, other-brand or mismatched keys and 400 with field errors for bad ones', async () => {
    const meridian = await prepareDeparture('meridian', { placesLeft: 5, twinsLeft: 2 })
    const cavendish = await prepareDeparture('cavendish', { placesLeft: 5, twinsLeft: 2 })
    const path = '/umbraco/api/checkoutapi/availablerooms'
    const anyone = visitor()
    expectError(await anyone.get(`${path}?${keysQuery(cavendish)}`), 404, 'not_found')
    expect((await visitor(CAVENDISH).get(`${path}?${keysQuery(cavendish)}`)).status).toBe(200)
    expectError(await anyone.get(`${path}?${keysQuery({ ...meridian, id: 2_000_000_000 })}`), 404, 'not_found')
    expectError(await anyone.get(`${path}?${keysQuery({ ...meridian, filo: 'XX' })}`), 404, 'not_found')
    expectError(await anyone.get(`${path}?${keysQuery({ ...meridian, transportCode: 'ZZZ' })}`), 404, 'not_found')

    const badId = expectError(
      await anyone.get(`${path}?departureId=abc&filo=FI&transportCode=LHR`),
      400,
      'validation_failed',
    )
    expect(Object.keys(badId.fieldErrors ?? {})).toEqual(['departureId'])
    const missing = expectError(await anyone.get(`${path}?departureId=${meridian.id}`), 400, 'validation_failed')
    expect(Object.keys(missing.fieldErrors ?? {}).sort()).toEqual(['filo', 'transportCode'])
    expectError(await anyone.get(`${path}?departureId=-4&filo=FI&transportCode=LHR`), 400, 'validation_failed')
  })
})

// ------------------------------------------------------------------------------------------------ roomsresponse

describe('POST roomsresponse', () => {
  it('creates a quote priced by the server, ignoring every price sent, and holds its places in a new session', async () => {
    const subject = await prepareDeparture('meridian', { placesLeft: 9, twinsLeft: 3 })
    const session = visitor()
    const before = await rowCounts()
    const startedAt = Date.now()
    const response = await roomsResponse(
      session,
      roomsBody(subject, {
        subtotal: 1,
        pricePerPerson: 1,
        rooms: [{ id: subject.twin.id, pricePerPerson: 1, supplement: -5000 }],
        passengers: [
          { ...traveller(subject.twin.id, 'room-1', 'Ann', 'Gray'), pricePerPerson: 1 },
          traveller(subject.twin.id, 'room-1', 'Ben', 'Gray'),
          traveller(subject.single.id, 'room-2', 'Cat', 'Gray'),
        ],
      }),
    )
    const quote = await quoteOf(response)
    expect(String(response.headers['cache-control'])).toBe('no-store')
    // A visitor without a session gets an anonymous one with the quote (sign-in's session cookie).
    expect(session.cookies.get(SESSION_COOKIE_NAME)).toBeTruthy()

    expect(quote.quoteId).toBeGreaterThan(0)
    expect(quote.subtotal).toBe(subject.twin.price * 2 + subject.single.price)
    expect(quote.rooms.map((room) => [room.id, room.pricePerPerson, room.occupancy])).toEqual([
      [subject.twin.id, subject.twin.price, 2],
      [subject.single.id, subject.single.price, 1],
    ])
    expect(quote.passengers.map((p) => [p.firstName, p.lead])).toEqual([
      ['Ann', true],
      ['Ben', false],
      ['Cat', false],
    ])
    expect(quote).toMatchObject({
      departureId: subject.id,
      currency: 'GBP',
      filo: subject.filo,
      tourCode: subject.tourCode,
    })
    // Held for CHECKOUT_HOLD_MINUTES from the save.
    const expires = Date.parse(quote.holdExpiresAt!)
    expect(expires).toBeGreaterThanOrEqual(startedAt + HOLD_MINUTES * 60_000 - 1000)
    expect(expires).toBeLessThanOrEqual(Date.now() + HOLD_MINUTES * 60_000 + 1000)

    const after = await rowCounts()
    expect(after.sessions - before.sessions).toBe(1)
    expect(after.quotes - before.quotes).toBe(1)
    expect(await heldPlaces(subject.id)).toBe(3)
    const stored = await db
      .selectFrom('quotes')
      .select(['subtotalMinor', 'sessionId'])
      .where('id', '=', quote.quoteId)
      .executeTakeFirstOrThrow()
    expect(stored.subtotalMinor).toBe(quote.subtotal)
    const sessionRow = await db
      .selectFrom('sessions')
      .select(['id', 'brandId', 'customerId'])
      .where('id', '=', stored.sessionId!)
      .executeTakeFirstOrThrow()
    expect(sessionRow).toMatchObject({ brandId: 'meridian', customerId: null })
  })

  it('updates the same quote on later calls, replacing its rooms, passengers and hold, in the same session', async () => {
    const subject = await prepareDeparture('meridian', { placesLeft: 9, twinsLeft: 3 })
    const session = visitor()
    const first = await quoteOf(
      await roomsResponse(
        session,
        roomsBody(subject, {
          passengers: [traveller(subject.twin.id, 'a', 'Ann', 'Gray'), traveller(subject.twin.id, 'a', 'Ben', 'Gray')],
        }),
      ),
    )
    const cookie = session.cookies.get(SESSION_COOKIE_NAME)
    const sessionsBefore = (await rowCounts()).sessions
    const second = await roomsResponse(
      session,
      roomsBody(subject, {
        quoteId: first.quoteId,
        passengers: [
          traveller(subject.single.id, 'x', 'Ann', 'Gray'),
          traveller(subject.single.id, 'y', 'Ben', 'Gray'),
          traveller(subject.single.id, 'z', 'Cy', 'Gray'),
        ],
      }),
    )
    const updated = await quoteOf(second)
    expect(second.headers['set-cookie'] ?? []).not.toContainEqual(expect.stringContaining(`${SESSION_COOKIE_NAME}=`))
    expect(session.cookies.get(SESSION_COOKIE_NAME)).toBe(cookie)
    expect((await rowCounts()).sessions).toBe(sessionsBefore)
    expect(updated.quoteId).toBe(first.quoteId)
    expect(updated.subtotal).toBe(subject.single.price * 3)
    expect(updated.passengers.map((p) => p.firstName)).toEqual(['Ann', 'Ben', 'Cy'])
    const holds = await db
      .selectFrom('inventoryHolds')
      .select(['roomId', 'rooms', 'places'])
      .where('quoteId', '=', first.quoteId)
      .execute()
    expect(holds).toEqual([{ roomId: subject.single.id, rooms: 3, places: 3 }])
  })

  it('takes one set of places per session and departure: a new quote replaces the session’s earlier hold', async () => {
    const subject = await prepareDeparture('meridian', { placesLeft: 3, twinsLeft: 3 })
    const session = visitor()
    const two = roomsBody(subject, {
      passengers: [traveller(subject.twin.id, 'a', 'Ann', 'Gray'), traveller(subject.twin.id, 'a', 'Ben', 'Gray')],
    })
    const first = await quoteOf(await roomsResponse(session, two))
    // A reloaded checkout starts again with quoteId 0: its earlier hold must not stand in its way.
    const again = await quoteOf(await roomsResponse(session, two))
    expect(again.quoteId).not.toBe(first.quoteId)
    expect(await heldPlaces(subject.id)).toBe(2)
    const firstHolds = await db.selectFrom('inventoryHolds').select('id').where('quoteId', '=', first.quoteId).execute()
    expect(firstHolds).toEqual([])
  })

  it('answers another session’s quoteId with 404 and no data, and creates nothing for a visitor without a session', async () => {
    const subject = await prepareDeparture('meridian', { placesLeft: 9, twinsLeft: 3, withExcursions: true })
    const owner = visitor()
    const quote = await quoteOf(
      await roomsResponse(
        owner,
        roomsBody(subject, { passengers: [traveller(subject.single.id, 'a', 'Ann', 'Gray')] }),
      ),
    )
    const snapshot = await rowCounts()

    // Another visitor with a session of their own…
    const intruder = visitor()
    await quoteOf(
      await roomsResponse(
        intruder,
        roomsBody(subject, { passengers: [traveller(subject.single.id, 'b', 'Eve', 'Gray')] }),
      ),
    )
    const intruderCounts = await rowCounts()
    const attempts = [
      await roomsResponse(
        intruder,
        roomsBody(subject, { quoteId: quote.quoteId, passengers: [traveller(subject.single.id, 'b', 'Eve', 'Gray')] }),
      ),
      await intruder.post('/umbraco/api/checkoutapi/excursionsresponse', { quoteId: quote.quoteId, excursions: [] }),
      await intruder.post('/umbraco/api/checkoutapi/addonations', { quoteId: quote.quoteId, donationExtraId: null }),
    ]
    for (const attempt of attempts) {
      const error = expectError(attempt, 404, 'not_found')
      expect(attempt.text).not.toContain('Ann')
      expect(error.message).toBe('No such quote.')
    }
    expect(await rowCounts()).toEqual(intruderCounts)

    // …and a visitor with no session at all: a 404, and no session is started for it.
    const stranger = visitor()
    const strangerAttempt = await roomsResponse(
      stranger,
      roomsBody(subject, { quoteId: quote.quoteId, passengers: [traveller(subject.single.id, 'c', 'Max', 'Gray')] }),
    )
    expectError(strangerAttempt, 404, 'not_found')
    expect(stranger.cookies.get(SESSION_COOKIE_NAME)).toBeUndefined()
    expect(await rowCounts()).toEqual(intruderCounts)

    // The owner's quote is as it was.
    const own = await db
      .selectFrom('quotePassengers')
      .select('firstName')
      .where('quoteId', '=', quote.quoteId)
      .execute()
    expect(own.map((row) => row.firstName)).toEqual(['Ann'])
    expect(snapshot.quotes + 1).toBe(intruderCounts.quotes)
  })

  it('answers bad input with 400 and field errors, and writes nothing — not even a session', async () => {
    const subject = await prepareDeparture('meridian', { placesLeft: 9, twinsLeft: 3 })
    const other = await prepareDeparture('meridian', { placesLeft: 9, twinsLeft: 3 })
    const before = await rowCounts()
    const cases: Array<[string, unknown, string]> = [
      ['no travellers', roomsBody(subject, { passengers: [] }), 'passengers'],
      [
        'a name that is not a name',
        roomsBody(subject, { passengers: [traveller(subject.single.id, 'a', 'R2D2', 'Gray')] }),
        'passengers.0.firstName',
      ],
      [
        'a missing last name',
        roomsBody(subject, { passengers: [{ roomId: subject.single.id, roomKey: 'a', firstName: 'Ann' }] }),
        'passengers.0.lastName',
      ],
      [
        'a bad departure id',
        roomsBody(subject, { departureId: 'twelve', passengers: [traveller(subject.single.id, 'a', 'Ann', 'Gray')] }),
        'departureId',
      ],
      [
        'too many travellers',
        roomsBody(subject, {
          passengers: Array.from({ length: 10 }, (_, i) => traveller(subject.single.id, `r${i}`, 'Ann', lettersFor(i))),
        }),
        'passengers',
      ],
      [
        'a room of another departure',
        roomsBody(subject, { passengers: [traveller(other.single.id, 'a', 'Ann', 'Gray')] }),
        'passengers.0.roomId',
      ],
      [
        'a twin room with one traveller',
        roomsBody(subject, { passengers: [traveller(subject.twin.id, 'a', 'Ann', 'Gray')] }),
        'passengers.0.roomKey',
      ],
      [
        'the same traveller twice',
        roomsBody(subject, {
          passengers: [
            traveller(subject.single.id, 'a', 'Ann', 'Gray'),
            traveller(subject.single.id, 'b', 'ann', 'GRAY'),
          ],
        }),
        'passengers.1.firstName',
      ],
    ]
    for (const [name, body, field] of cases) {
      const session = visitor()
      const error = expectError(await roomsResponse(session, body), 400, 'validation_failed')
      expect(Object.keys(error.fieldErrors ?? {}), name).toContain(field)
      expect(session.cookies.get(SESSION_COOKIE_NAME), name).toBeUndefined()
    }
    const duplicate = expectError(await roomsResponse(visitor(), cases.at(-1)![1]), 400, 'validation_failed')
    expect(duplicate.fieldErrors?.['passengers.1.firstName']).toEqual([DUPLICATE_PASSENGER_NAME_MESSAGE])
    expectError(
      await visitor().post('/umbraco/api/checkoutapi/roomsresponse', '[1,2]', {
        headers: { 'content-type': 'application/json' },
      }),
      400,
      'bad_request',
    )
    expect(await rowCounts()).toEqual(before)
    expect(await heldPlaces(subject.id)).toBe(0)
  })

  it('refuses more places than are left with 409 and the clear message, writing nothing', async () => {
    const subject = await prepareDeparture('meridian', { placesLeft: 2, twinsLeft: 3 })
    const before = await rowCounts()
    const session = visitor()
    const error = expectError(
      await roomsResponse(
        session,
        roomsBody(subject, {
          passengers: [
            traveller(subject.twin.id, 'a', 'Ann', 'Gray'),
            traveller(subject.twin.id, 'a', 'Ben', 'Gray'),
            traveller(subject.single.id, 'b', 'Cat', 'Gray'),
          ],
        }),
      ),
      409,
      'conflict',
    )
    expect(error.message).toBe('Sorry, only 2 places are left on this departure')
    expect(await rowCounts()).toEqual(before)
    expect(session.cookies.get(SESSION_COOKIE_NAME)).toBeUndefined()
  })

  it('lets an expired hold free its places, and re-takes a hold on the next save only if they are still free', async () => {
    const subject = await prepareDeparture('meridian', { placesLeft: 2, twinsLeft: 3, withExcursions: true })
    const first = visitor()
    const second = visitor()
    const pair = (session: string) =>
      roomsBody(subject, {
        passengers: [traveller(subject.twin.id, 'a', 'Ann', session), traveller(subject.twin.id, 'a', 'Ben', session)],
      })
    const firstQuote = await quoteOf(await roomsResponse(first, pair('Gray')))
    const refused = expectError(await roomsResponse(second, pair('Green')), 409, 'conflict')
    expect(refused.message).toBe('Sorry, no places are left on this departure')
    expect((await availableRoomsOf(second, subject)).maxAvailable).toBe(0)

    // The first traveller's hold runs out (as if they had left the checkout open for longer than the hold time).
    await db
      .updateTable('inventoryHolds')
      .set({ expiresAt: minutesFromNow(-1) })
      .where('quoteId', '=', firstQuote.quoteId)
      .execute()
    expect((await availableRoomsOf(second, subject)).maxAvailable).toBe(2)
    const secondQuote = await quoteOf(await roomsResponse(second, pair('Green')))
    expect(secondQuote.holdExpiresAt).not.toBeNull()

    // The first traveller comes back: their next save must take the places again, and they are gone.
    const late = expectError(
      await first.post('/umbraco/api/checkoutapi/excursionsresponse', { quoteId: firstQuote.quoteId, excursions: [] }),
      409,
      'conflict',
    )
    expect(late.message).toBe('Sorry, no places are left on this departure')
    expect(await heldPlaces(subject.id)).toBe(2)
  })
})

// ------------------------------------------------------------------------------------------------ later steps

describe('POST excursionsresponse', () => {
  it('prices the chosen excursions per traveller, extends the hold and refuses unknown excursions or travellers', async () => {
    const subject = await prepareDeparture('meridian', { placesLeft: 9, twinsLeft: 3, withExcursions: true })
    const excursion = await db
      .selectFrom('excursions')
      .select(['code', 'priceMinor'])
      .where('tourId', '=', subject.tourId)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const session = visitor()
    const quote = await quoteOf(
      await roomsResponse(
        session,
        roomsBody(subject, {
          passengers: [
            traveller(subject.twin.id, 'a', 'Ann', 'Gray'),
            traveller(subject.twin.id, 'a', 'Ben', 'Gray'),
            traveller(subject.single.id, 'b', 'Cat', 'Gray'),
          ],
        }),
      ),
    )
    // Age the hold a little, so the extension by this save is visible.
    await db
      .updateTable('inventoryHolds')
      .set({ expiresAt: minutesFromNow(5) })
      .where('quoteId', '=', quote.quoteId)
      .execute()
    const [ann, ben] = quote.passengers
    const response = await session.post('/umbraco/api/checkoutapi/excursionsresponse', {
      ...quote,
      subtotal: 0,
      excursions: [{ code: excursion.code, passengerIds: [ann!.passengerId, ben!.passengerId], price: 1 }],
    })
    const withExcursions = await quoteOf(response)
    expect(withExcursions.subtotal).toBe(quote.subtotal + excursion.priceMinor * 2)
    expect(withExcursions.excursions).toHaveLength(1)
    expect(withExcursions.excursions[0]!.passengers.map((p) => p.selected)).toEqual([true, true, false])
    expect(Date.parse(withExcursions.holdExpiresAt!)).toBeGreaterThan(Date.now() + (HOLD_MINUTES - 1) * 60_000)

    const before = await rowCounts()
    const unknown = expectError(
      await session.post('/umbraco/api/checkoutapi/excursionsresponse', {
        quoteId: quote.quoteId,
        excursions: [{ code: 'NOPE', passengerIds: [ann!.passengerId] }],
      }),
      400,
      'validation_failed',
    )
    expect(Object.keys(unknown.fieldErrors ?? {})).toEqual(['excursions.0.code'])
    const stranger = expectError(
      await session.post('/umbraco/api/checkoutapi/excursionsresponse', {
        quoteId: quote.quoteId,
        excursions: [{ code: excursion.code, passengerIds: [999_999_999] }],
      }),
      400,
      'validation_failed',
    )
    expect(Object.keys(stranger.fieldErrors ?? {})).toEqual(['excursions.0.passengerIds.0'])
    expectError(
      await session.post('/umbraco/api/checkoutapi/excursionsresponse', { quoteId: 'x', excursions: [] }),
      400,
      'validation_failed',
    )
    expect(await rowCounts()).toEqual(before)

    const reset = await quoteOf(
      await session.post('/umbraco/api/checkoutapi/excursionsresponse', { quoteId: quote.quoteId, excursions: [] }),
    )
    expect(reset.subtotal).toBe(quote.subtotal)
    expect(reset.excursions).toEqual([])
  })
})

describe('donations', () => {
  it('serves every donation picture as WebP renditions through the media route, in its srcset (issue 29 item 8)', async () => {
    const subject = await prepareDeparture('meridian', { placesLeft: 9, twinsLeft: 3 })
    const listed = (await visitor().get(`/umbraco/api/tourextras/getdonations?departureId=${subject.id}`)).json<
      Donation[]
    >()
    const stored = await server.database.db.selectFrom('donations').select('imageUrl').execute()
    const urls = [...listed.map((donation) => donation.imageUrl), ...stored.map((row) => row.imageUrl)]
    expect(urls.length).toBeGreaterThan(listed.length)
    for (const imageUrl of urls) {
      const { src, srcSet, sizes } = donationImageSources(imageUrl)
      expect(sizes).toBe('4rem')
      const candidates = (srcSet ?? '').split(', ').map((candidate) => candidate.split(' '))
      expect(candidates.map(([, width]) => width)).toEqual(['400w', '800w'])
      for (const url of [src, ...candidates.map(([url]) => url!)]) {
        expect(url).toMatch(/^\/media\/tours\/DONATION-[A-Z]+\/0-(small|medium)\.webp$/)
        const response = await visitor().get(url)
        expect(response.status, url).toBe(200)
        expect(response.headers['content-type']).toBe('image/webp')
        expect(response.raw.subarray(0, 4).toString('latin1')).toBe('RIFF')
        expect(response.raw.subarray(8, 12).toString('latin1')).toBe('WEBP')
      }
    }
    expect((await visitor().get('/media/tours/DONATION-TREES/0-large.webp')).status).toBe(404)
  })

  it('lists the departure’s donations, and adds per-person and per-booking ones by checkout §9', async () => {
    const subject = await prepareDeparture('meridian', { placesLeft: 9, twinsLeft: 3 })
    const session = visitor()
    const listed = await session.get(`/umbraco/api/tourextras/getdonations?departureId=${subject.id}`)
    expect(listed.status).toBe(200)
    const donations = listed.json<Donation[]>()
    const perPerson = donations.find((donation) => donation.allocationType === 'PerPerson')!
    const perBooking = donations.find((donation) => donation.allocationType === 'PerBooking')!
    expect(perPerson && perBooking, 'the seed offers both kinds to Meridian').toBeTruthy()
    expectError(await session.get('/umbraco/api/tourextras/getdonations?departureId=2000000000'), 404, 'not_found')
    expectError(await session.get('/umbraco/api/tourextras/getdonations?departureId=x'), 400, 'validation_failed')

    const quote = await quoteOf(
      await roomsResponse(
        session,
        roomsBody(subject, {
          passengers: [
            traveller(subject.twin.id, 'a', 'Ann', 'Gray'),
            traveller(subject.twin.id, 'a', 'Ben', 'Gray'),
            traveller(subject.single.id, 'b', 'Cat', 'Gray'),
          ],
          donationExtraId: perPerson.id,
          donationAllocationType: 'PerPerson',
          donatingTravellers: ['Ann Gray', 'Cat Gray'],
        }),
      ),
    )
    const rooms = subject.twin.price * 2 + subject.single.price
    expect(quote.subtotal).toBe(rooms + perPerson.price * 2)
    expect(quote.donations[0]).toMatchObject({ id: perPerson.id, amount: perPerson.price * 2, passengerCount: 2 })

    const add = (body: Record<string, unknown>) =>
      session.post('/umbraco/api/checkoutapi/addonations', { quoteId: quote.quoteId, ...body })
    const declined = await quoteOf(
      await add({ donationExtraId: perBooking.id, donationAllocationType: 'PerBooking', donationForBooking: false }),
    )
    expect(declined.subtotal).toBe(rooms)
    expect(declined.donations[0]).toMatchObject({ id: perBooking.id, amount: 0, declined: true })
    const accepted = await quoteOf(await add({ donationExtraId: perBooking.id, amount: 1, price: 1 }))
    expect(accepted.subtotal).toBe(rooms + perBooking.price)
    const none = await quoteOf(await add({ donationExtraId: null }))
    expect(none.subtotal).toBe(rooms)
    expect(none.donations).toEqual([])

    const before = await rowCounts()
    const unknownTraveller = expectError(
      await add({ donationExtraId: perPerson.id, donatingTravellers: ['Zed Nobody'] }),
      400,
      'validation_failed',
    )
    expect(unknownTraveller.fieldErrors).toBeTruthy()
    const cavendishDonation = await db
      .selectFrom('donations')
      .select('id')
      .where('brandId', '=', 'cavendish')
      .executeTakeFirstOrThrow()
    expectError(await add({ donationExtraId: cavendishDonation.id }), 400, 'validation_failed')
    expect(await rowCounts()).toEqual(before)
  })
})

// ------------------------------------------------------------------------------------------------ everywhere

describe('live holds count against availability everywhere', () => {
  it('in the departures table, the departure details, the tour page and its add-ons', async () => {
    const subject = await prepareDeparture('meridian', { placesLeft: 12, twinsLeft: 4, withAddOns: true })
    // The tour's only departure on sale (stockDeparture takes no other departure of its tour), so its add-ons
    // list depends on this departure alone.
    await db
      .updateTable('departures')
      .set({ open: 0 })
      .where('tourId', '=', subject.tourId)
      .where('id', '<>', subject.id)
      .execute()
    const anyone = visitor()
    const table = async () => {
      const response = await anyone.get(
        `/umbraco/api/tourdepartures/departures?tourCode=${subject.tourCode}&transportType=${subject.transportType}`,
      )
      expect(response.status, response.text.slice(0, 200)).toBe(200)
      return response.json<DeparturesResponse>().departures.find((departure) => departure.id === subject.id)!
    }
    const details = async () => {
      const response = await anyone.get(`/umbraco/api/tourdepartures/details?departureId=${subject.id}`)
      expect(response.status).toBe(200)
      return response.json<{ details: DepartureDetails }>().details
    }
    const meridian = await db
      .selectFrom('brands')
      .innerJoin('markets', 'markets.code', 'brands.defaultMarket')
      .select([
        'brands.id',
        'brands.name',
        'brands.nameFormatted',
        'brands.phone',
        'brands.email',
        'brands.marketingFormId',
        'markets.code as marketCode',
        'markets.currency',
        'markets.cultureCode',
      ])
      .where('brands.id', '=', 'meridian')
      .executeTakeFirstOrThrow()
    const brand = { ...meridian, isCoach: false, currency: 'GBP' as const }
    const tourPage = async () => (await getTourPage(db, brand, subject.tourSlug))!

    expect((await table()).status).toBe('Available')
    expect(await details()).toMatchObject({ status: 'Available', seatsLeft: null })
    const pageBefore = await tourPage()
    expect(pageBefore.tour.bookableDepartureCount).toBe(1)
    expect(pageBefore.addOnList.addOns.length).toBeGreaterThan(0)

    // Two places in someone's checkout: 10 left is 'Limited' (checkout issue: 'Limited' at 10 or fewer).
    await insertHold(subject, subject.twin, 1, 2, minutesFromNow(30))
    expect(await table()).toMatchObject({ status: 'Limited', available: true })
    expect(await details()).toMatchObject({ status: 'Limited', seatsLeft: 10 })

    // Every place held: 'Sold out', not bookable, no way into the checkout, no room type available.
    await insertHold(subject, subject.single, 10, 10, minutesFromNow(30))
    expect(await table()).toMatchObject({ status: 'Sold out', available: false })
    const full = await details()
    expect(full).toMatchObject({ status: 'Sold out', seatsLeft: null, bookNowLink: null })
    expect(full.rooms.every((room) => !room.available)).toBe(true)
    const pageFull = await tourPage()
    expect(pageFull.tour.bookableDepartureCount).toBe(0)
    expect(pageFull.addOnList.addOns).toEqual([])

    // The holds run out: bookable again, with no job having run.
    await db
      .updateTable('inventoryHolds')
      .set({ expiresAt: minutesFromNow(-1) })
      .where('departureId', '=', subject.id)
      .execute()
    expect(await table()).toMatchObject({ status: 'Available', available: true })
    expect((await details()).bookNowLink).not.toBeNull()
    const pageAfter = await tourPage()
    expect(pageAfter.tour.bookableDepartureCount).toBe(1)
    expect(pageAfter.addOnList.addOns).toEqual(pageBefore.addOnList.addOns)
  })

  it('in search: a tour whose only bookable departure is held full drops out, and comes back when the hold ends', async () => {
    // A tour with exactly one departure on sale, 2 places left.
    const subject = await prepareDeparture('meridian', { placesLeft: 2, twinsLeft: 3 })
    await db
      .updateTable('departures')
      .set({ open: 0 })
      .where('tourId', '=', subject.tourId)
      .where('id', '<>', subject.id)
      .execute()
    const tour = await db
      .selectFrom('tours')
      .select(['id', 'fromPriceMinor'])
      .where('id', '=', subject.tourId)
      .executeTakeFirstOrThrow()
    expect(tour.fromPriceMinor, 'a listable tour').not.toBeNull()
    const searcher = visitor()
    const found = async () => {
      const response = await searcher.post('/umbraco/api/search/items', { SearchTerm: subject.tourCode, Take: 24 })
      expect(response.status, response.text.slice(0, 200)).toBe(200)
      return response.json<{ items: Array<{ id: number }> }>().items.some((item) => item.id === subject.tourId)
    }
    // The in-process catalogue is rebuilt when holds change which departures are full, checked at most once a
    // second (search-catalogue.server.ts, ADR 0018): wait for that bound, with a generous ceiling for a slow machine.
    const eventually = async (expected: boolean) => {
      const deadline = Date.now() + 15_000
      for (;;) {
        const value = await found()
        if (value === expected || Date.now() > deadline) return value
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
    }
    expect(await eventually(true)).toBe(true)

    const holder = await insertHold(subject, subject.twin, 1, 2, minutesFromNow(30))
    expect(await eventually(false)).toBe(false)

    await db.deleteFrom('inventoryHolds').where('quoteId', '=', holder).execute()
    expect(await eventually(true)).toBe(true)
  })
})

// ------------------------------------------------------------------------------------------------ concurrency

/** The real process entry on the same database: a second server process, as behind a load balancer. */
async function startSecondProcess(databaseUrl: string): Promise<{ origin: string; stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      APP_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '0',
      ITINERA_PRINT_PORT: '1',
      ITINERA_EXIT_WITH_PARENT: '1',
      DATABASE_URL: databaseUrl,
      SEED_ON_START: 'false',
      SESSION_SECRET: 'integration-tests-secret-0123456789abcdef',
      CHECKOUT_HOLD_MINUTES: String(HOLD_MINUTES),
      PAGE_CACHE_TTL_SECONDS: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /ITINERA_PORT=(\d+)/.exec(output)
      if (match) resolve(Number(match[1]))
    })
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('exit', () => reject(new Error(`the second server exited before listening:\n${output}`)))
  })
  return {
    origin: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}

describe('the hold sweep', () => {
  it('runs in every server process: expired holds are deleted, live ones kept', async () => {
    const subject = await prepareDeparture('meridian', { placesLeft: 9, twinsLeft: 3 })
    const expired = await insertHold(subject, subject.single, 1, 1, minutesFromNow(-5))
    const live = await insertHold(subject, subject.single, 1, 1, minutesFromNow(5))
    // The process sweeps once at start and then every minute; stopping it waits for a sweep in flight.
    const process = await startSecondProcess(server.databaseUrl)
    await process.stop()
    const left = await db
      .selectFrom('inventoryHolds')
      .select('quoteId')
      .where('quoteId', 'in', [expired, live])
      .execute()
    expect(left.map((row) => row.quoteId)).toEqual([live])
  }, 60_000)
})

describe('the checkout page opens with its first step', () => {
  // Issue 28 (Lighthouse): the first step's heading and description are in the server's HTML, in the step's own
  // markup, while the step's data loads after hydration; which step comes from the departure's add-ons.
  const checkoutPath = (subject: Subject) => `/checkout?${keysQuery(subject)}&tourCode=${subject.tourCode}`
  const firstStepOf = (html: string) =>
    /<section class="checkout-step checkout-step--(\w+)" aria-labelledby="checkout-step-\w+"><div class="checkout-step__intro"><h2 id="checkout-step-\w+" class="checkout-step__title" tabindex="-1">([^<]+)<\/h2>/
      .exec(html)
      ?.slice(1)

  it('a departure with add-ons opens on the add-ons, one without on the travellers', async () => {
    const withAddOns = await prepareDeparture('meridian', { placesLeft: 10, twinsLeft: 5, withAddOns: true })
    const page = await visitor().get(checkoutPath(withAddOns))
    expect(page.status).toBe(200)
    expect(firstStepOf(page.text)).toEqual(['addons', 'Make more of your holiday'])

    const without = await prepareDeparture('meridian', { placesLeft: 10, twinsLeft: 5, withAddOns: true })
    await db.deleteFrom('addonDepartures').where('departureId', '=', without.id).execute()
    const plain = await visitor().get(checkoutPath(without))
    expect(plain.status).toBe(200)
    expect(firstStepOf(plain.text)).toEqual(['travellers', 'Select Room Types'])
    // 'We are building your holiday' sits under the step's text (nothing above the step moves when it goes).
    expect(plain.text.indexOf('We are building your holiday')).toBeGreaterThan(plain.text.indexOf('Select Room Types'))
  })
})

describe('concurrency: 50 sessions race for the last 10 places', () => {
  const SESSIONS = 50
  const PLACES = 10

  async function race(origins: ReadonlyArray<{ origin: string }>) {
    // Many places on the departure in total, so "10 left" is exactly what the race is about.
    const subject = await prepareDeparture('meridian', { placesLeft: PLACES, twinsLeft: 0, capacity: 120 })
    const before = await rowCounts()
    const sessions = Array.from({ length: SESSIONS }, (_, i) =>
      client(origins[i % origins.length]!, { host: MERIDIAN }),
    )
    // Every session has its CSRF cookie first, so the 50 rooms responses leave together.
    await Promise.all(sessions.map((session) => session.csrfToken()))
    const responses = await Promise.all(
      sessions.map((session, i) =>
        roomsResponse(
          session,
          roomsBody(subject, { passengers: [traveller(subject.single.id, 'r', 'Traveller', lettersFor(i))] }),
        ),
      ),
    )
    const statuses = responses.map((response) => response.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(PLACES)
    expect(statuses.filter((status) => status === 409)).toHaveLength(SESSIONS - PLACES)
    for (const refused of responses.filter((response) => response.status === 409)) {
      expect(refused.json<ApiErrorBody>().error.message).toBe('Sorry, no places are left on this departure')
    }
    expect(await heldPlaces(subject.id)).toBe(PLACES)
    const after = await rowCounts()
    expect(after.quotes - before.quotes).toBe(PLACES)
    expect(after.inventoryHolds - before.inventoryHolds).toBe(PLACES)
    // Only the sessions whose rooms response succeeded were started.
    expect(after.sessions - before.sessions).toBe(PLACES)
    expect((await availableRoomsOf(visitor(), subject)).maxAvailable).toBe(0)
  }

  it('holds exactly 10 places through one server; the other 40 get 409', async () => {
    await race([server])
  })

  it.skipIf(!postgres)(
    'holds exactly 10 places through two server processes on one PostgreSQL',
    async () => {
      const second = await startSecondProcess(server.databaseUrl)
      try {
        await race([server, second])
      } finally {
        await second.stop()
      }
    },
    90_000,
  )
})
