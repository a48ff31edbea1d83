import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { BrandContext } from '../../app/context'
import { roomsResponseRequestSchema } from '../../app/features/checkout/contract/checkout-contract'
import {
  CheckoutInputError,
  DepartureNotFoundError,
  NotEnoughPlacesError,
  QuoteNotFoundError,
} from '../../app/features/checkout/contract/checkout-errors'
import { getDonations } from '../../app/features/checkout/extras/donations.server'
import {
  availableRooms,
  holdPlaces,
  livePlacesHeldByDeparture,
  placesLeftSql,
  renewHold,
  sweepExpiredHolds,
} from '../../app/features/checkout/inventory/inventory.server'
import { getQuote, submitDonation, submitExcursions, submitRooms } from '../../app/features/checkout/quote/quote.server'
import { computeSubtotal, subtotalInputOfQuote } from '../../app/features/checkout/price-breakdown/subtotal'
import { openDatabase, type AppDatabase, type DatabaseHandle } from '../../db/database.server'
import { brandContextOf, stockDeparture, type DepartureStock, type StockedDeparture } from '../support/factories'
import type { BrandName } from '../support/http-client'
import { cloneTemplate, type TestDatabase } from '../support/test-database'

/*
 * The checkout's booking engine against a real database on the dialect under test (SQLite by default,
 * PostgreSQL with TEST_DATABASE_URL): live availability from sold places and live holds, holds that expire by the
 * clock alone, quotes priced only from the database, nothing written on bad input, and no overselling under
 * concurrency from several connections (SQLite: several handles on one file, each its own connection as separate
 * processes would have; PostgreSQL: several pools). The services are called directly; the HTTP contract is tested
 * in phase 2 once the routers exist.
 */

const template = inject('templateDatabase')
let testDatabase: TestDatabase
let handle: DatabaseHandle
let db: AppDatabase
let meridian: BrandContext
let cavendish: BrandContext

/** A fixed clock, so hold expiry is tested by arithmetic, never by waiting. */
const T0 = new Date('2031-01-01T10:00:00.000Z')
const minutesAfter = (minutes: number) => new Date(T0.getTime() + minutes * 60_000)
/** Departures strictly after this day are on sale in these tests. */
const TODAY = '2020-01-01'
const options = { now: T0, today: TODAY }

const brandContext = (id: string) => brandContextOf(db, id)

type Subject = StockedDeparture

const used = new Set<number>()

/**
 * A departure of the brand's default market (GB) with a one-person and a two-person room type, set to a known
 * stock: `placesLeft` places for sale, the single room type plentiful, the twin room type with `twinsLeft` rooms,
 * every other room type sold out. Each call picks a departure (and tour) no earlier test touched.
 */
const prepareDeparture = (
  brand: BrandContext,
  stock: Pick<DepartureStock, 'placesLeft' | 'twinsLeft' | 'singlesLeft' | 'withExcursions'>,
): Promise<Subject> => stockDeparture(db, { ...stock, brand: brand.id as BrandName, startDate: '2031-06-01', used })

const keys = (subject: Subject) => ({
  departureId: subject.id,
  filo: subject.filo,
  transportCode: subject.transportCode,
})

/** 0 → 'Aa', 12 → 'Abc': a distinct surname per number (names are letters only, checkout §5). */
const lettersFor = (n: number) => `A${[...String(n)].map((digit) => 'abcdefghij'[Number(digit)]).join('')}`

let sessionCounter = 0
const newSession = () => `test-session-${process.pid}-${++sessionCounter}`

/** A bare open quote row (what holdPlaces needs: an id on a departure). */
async function insertQuote(database: AppDatabase, brand: BrandContext, subject: Subject, sessionId: string) {
  const row = await database
    .insertInto('quotes')
    .values({
      brandId: brand.id,
      sessionId,
      departureId: subject.id,
      cultureCode: brand.cultureCode,
      currency: brand.currency,
      filo: subject.filo,
      initialTourCode: 'T',
      tourCode: 'T',
      departureTransportCode: subject.transportCode,
      subtotalMinor: 0,
      takeFinalBalance: 0,
      status: 'open',
      updatedAt: T0.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { id: row.id, departureId: subject.id }
}

function roomsRequest(subject: Subject, body: Record<string, unknown>) {
  return roomsResponseRequestSchema.parse({
    quoteId: 0,
    departureId: subject.id,
    filo: subject.filo,
    departureTransportCode: subject.transportCode,
    ...body,
  })
}

const traveller = (roomId: number, roomKey: string, firstName: string, lastName: string) => ({
  roomId,
  roomKey,
  firstName,
  lastName,
})

/** Row counts of every table a checkout save writes: "nothing written" compares two of these. */
type RowCounts = Record<
  'quotes' | 'quoteRooms' | 'quotePassengers' | 'quoteExcursions' | 'quoteDonations' | 'quoteAddons' | 'inventoryHolds',
  number
>

async function checkoutRowCounts(): Promise<RowCounts> {
  const tables = [
    'quotes',
    'quoteRooms',
    'quotePassengers',
    'quoteExcursions',
    'quoteDonations',
    'quoteAddons',
    'inventoryHolds',
  ] as const
  const counts = {} as RowCounts
  for (const table of tables) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    counts[table] = Number(row.n)
  }
  return counts
}

beforeAll(async () => {
  testDatabase = await cloneTemplate(template, 'checkout-engine')
  handle = openDatabase(testDatabase.url)
  db = handle.db
  meridian = await brandContext('meridian')
  cavendish = await brandContext('cavendish')
})

afterAll(async () => {
  await handle?.close()
  await testDatabase?.drop()
})

describe('availability', () => {
  it('counts sold places and live holds, leaving out the caller’s own holds', async () => {
    const subject = await prepareDeparture(meridian, { placesLeft: 8, twinsLeft: 3 })
    const before = await availableRooms(db, meridian, keys(subject), T0, { today: TODAY })
    expect(before).not.toBeNull()
    expect(before!.maxAvailable).toBe(8)
    expect(before!.status).toBe('Limited')
    expect(before!.rooms.find((room) => room.id === subject.twin.id)!.left).toBe(3)
    expect(before!.rooms.find((room) => room.id === subject.single.id)!.left).toBe(8)
    const others = before!.rooms.filter((room) => room.id !== subject.single.id && room.id !== subject.twin.id)
    expect(others.map((room) => room.left)).toEqual(others.map(() => 0))

    const holder = newSession()
    const quote = await insertQuote(db, meridian, subject, holder)
    await holdPlaces(db, quote, [{ roomId: subject.twin.id, rooms: 2 }], options)

    const forOthers = await availableRooms(db, meridian, keys(subject), T0, { sessionId: newSession(), today: TODAY })
    expect(forOthers!.maxAvailable).toBe(4)
    expect(forOthers!.rooms.find((room) => room.id === subject.twin.id)!.left).toBe(1)
    expect(forOthers!.rooms.find((room) => room.id === subject.single.id)!.left).toBe(4)

    const forHolder = await availableRooms(db, meridian, keys(subject), T0, { sessionId: holder, today: TODAY })
    expect(forHolder!.maxAvailable).toBe(8)
    expect(forHolder!.rooms.find((room) => room.id === subject.twin.id)!.left).toBe(3)

    // The SQL expression and the batch count for lists agree with the service.
    const row = await db
      .selectFrom('departures')
      .select(placesLeftSql(T0).as('left'))
      .where('id', '=', subject.id)
      .executeTakeFirstOrThrow()
    expect(Number(row.left)).toBe(4)
    expect((await livePlacesHeldByDeparture(db, [subject.id], T0)).get(subject.id)).toBe(4)
  })

  it('caps maxAvailable at 9 and answers Sold out with nothing left', async () => {
    const plenty = await prepareDeparture(meridian, { placesLeft: 30, twinsLeft: 10 })
    const available = await availableRooms(db, meridian, keys(plenty), T0, { today: TODAY })
    expect(available!.maxAvailable).toBe(9)
    expect(available!.status).toBe('Available')

    const full = await prepareDeparture(meridian, { placesLeft: 0, twinsLeft: 2 })
    const none = await availableRooms(db, meridian, keys(full), T0, { today: TODAY })
    expect(none!.maxAvailable).toBe(0)
    expect(none!.status).toBe('Sold out')
    expect(none!.rooms.map((room) => room.left)).toEqual(none!.rooms.map(() => 0))
  })

  it('answers null for another brand’s departure or keys that are not the departure’s own', async () => {
    const subject = await prepareDeparture(meridian, { placesLeft: 5, twinsLeft: 2 })
    expect(await availableRooms(db, cavendish, keys(subject), T0, { today: TODAY })).toBeNull()
    expect(await availableRooms(db, meridian, { ...keys(subject), filo: 'NOPE' }, T0)).toBeNull()
    expect(await availableRooms(db, meridian, { ...keys(subject), departureId: 2_000_000_000 }, T0)).toBeNull()
  })

  it('lets a hold expire by the clock alone, and the sweep delete only expired holds', async () => {
    const subject = await prepareDeparture(meridian, { placesLeft: 6, twinsLeft: 3 })
    const quote = await insertQuote(db, meridian, subject, newSession())
    const hold = await holdPlaces(db, quote, [{ roomId: subject.twin.id, rooms: 1 }], { ...options, holdMinutes: 30 })
    expect(hold.expiresAt).toBe(minutesAfter(30).toISOString())

    const left = async (at: Date) =>
      (await availableRooms(db, meridian, keys(subject), at, { today: TODAY }))!.maxAvailable
    expect(await left(minutesAfter(29))).toBe(4)
    expect(await left(minutesAfter(30))).toBe(6) // at the instant of expiry it no longer counts
    expect(await left(minutesAfter(31))).toBe(6)

    expect(await sweepExpiredHolds(db, minutesAfter(29))).toBe(0)
    const sweptLater = await sweepExpiredHolds(db, minutesAfter(31))
    expect(sweptLater).toBeGreaterThanOrEqual(1)
    const remaining = await db.selectFrom('inventoryHolds').select('id').where('quoteId', '=', quote.id).execute()
    expect(remaining).toEqual([])
  })

  it('refuses more places than are left with the spec-style message, keeping the existing hold', async () => {
    const subject = await prepareDeparture(meridian, { placesLeft: 2, twinsLeft: 5 })
    const quote = await insertQuote(db, meridian, subject, newSession())
    await holdPlaces(db, quote, [{ roomId: subject.single.id, rooms: 1 }], options)
    const other = await insertQuote(db, meridian, subject, newSession())
    const attempt = holdPlaces(db, other, [{ roomId: subject.twin.id, rooms: 1 }], options)
    await expect(attempt).rejects.toBeInstanceOf(NotEnoughPlacesError)
    await expect(attempt).rejects.toThrow('Sorry, only 1 place is left on this departure')
    // The first quote still holds its place; re-holding it for two fits only because its own hold is not counted.
    await holdPlaces(db, quote, [{ roomId: subject.twin.id, rooms: 1 }], options)
    const rows = await db.selectFrom('inventoryHolds').selectAll().where('quoteId', '=', quote.id).execute()
    expect(rows.map((row) => [row.roomId, row.rooms, row.places])).toEqual([[subject.twin.id, 1, 2]])
  })

  it('names the room type when that type ran out', async () => {
    const subject = await prepareDeparture(meridian, { placesLeft: 10, twinsLeft: 1 })
    const quote = await insertQuote(db, meridian, subject, newSession())
    await expect(holdPlaces(db, quote, [{ roomId: subject.twin.id, rooms: 2 }], options)).rejects.toThrow(
      `Sorry, only 1 room of type ${subject.twin.name} is left on this departure`,
    )
  })
})

describe('quotes', () => {
  it('creates a quote priced from the database, ignoring every price the browser sent', async () => {
    const subject = await prepareDeparture(meridian, { placesLeft: 9, twinsLeft: 3 })
    const session = newSession()
    const request = roomsRequest(subject, {
      subtotal: 1,
      currency: 'CAD',
      passengers: [
        { ...traveller(subject.twin.id, 'r1', 'Ann', 'Smith'), pricePerPerson: 1, lead: true },
        { ...traveller(subject.twin.id, 'r1', 'Bob', 'Smith'), pricePerPerson: 1 },
        { ...traveller(subject.single.id, 'r2', 'Cy', 'Jones'), supplement: 0 },
      ],
    })
    const quote = await submitRooms(db, meridian, session, request, options)

    const expected = subject.twin.price * 2 + subject.single.price
    expect(quote.subtotal).toBe(expected)
    expect(quote.currency).toBe('GBP')
    expect(quote.rooms.map((room) => [room.id, room.key, room.occupancy, room.pricePerPerson])).toEqual([
      [subject.twin.id, 'r1', 2, subject.twin.price],
      [subject.single.id, 'r2', 1, subject.single.price],
    ])
    expect(quote.passengers.map((p) => [p.firstName, p.roomKey, p.lead])).toEqual([
      ['Ann', 'r1', true],
      ['Bob', 'r1', false],
      ['Cy', 'r2', false],
    ])
    expect(quote.holdExpiresAt).toBe(minutesAfter(30).toISOString())
    expect(computeSubtotal(subtotalInputOfQuote(quote))).toBe(quote.subtotal)

    const stored = await db.selectFrom('quotes').selectAll().where('id', '=', quote.quoteId).executeTakeFirstOrThrow()
    expect(stored.subtotalMinor).toBe(expected)
    expect(stored.sessionId).toBe(session)
    const holds = await db.selectFrom('inventoryHolds').selectAll().where('quoteId', '=', quote.quoteId).execute()
    expect(holds.reduce((sum, hold) => sum + hold.places, 0)).toBe(3)

    // Read back by its own session; another session's read and change are "not found" and change nothing.
    expect((await getQuote(db, meridian, session, quote.quoteId))?.subtotal).toBe(expected)
    expect(await getQuote(db, meridian, newSession(), quote.quoteId)).toBeNull()
    expect(await getQuote(db, cavendish, session, quote.quoteId)).toBeNull()
    const before = await checkoutRowCounts()
    await expect(
      submitRooms(
        db,
        meridian,
        newSession(),
        roomsRequest(subject, {
          quoteId: quote.quoteId,
          passengers: [traveller(subject.single.id, 'x', 'Eve', 'Hack')],
        }),
        options,
      ),
    ).rejects.toBeInstanceOf(QuoteNotFoundError)
    expect(await checkoutRowCounts()).toEqual(before)
  })

  it('replaces rooms and passengers on a later call, re-pricing at today’s prices and moving the hold', async () => {
    const subject = await prepareDeparture(meridian, { placesLeft: 6, twinsLeft: 3 })
    const session = newSession()
    const first = await submitRooms(
      db,
      meridian,
      session,
      roomsRequest(subject, {
        passengers: [traveller(subject.twin.id, 'a', 'Ann', 'Lee'), traveller(subject.twin.id, 'a', 'Ben', 'Lee')],
      }),
      options,
    )
    // The operator raises the single room's price during the checkout.
    await db
      .updateTable('rooms')
      .set({ pricePerPersonMinor: subject.single.price + 1000 })
      .where('id', '=', subject.single.id)
      .execute()
    const second = await submitRooms(
      db,
      meridian,
      session,
      roomsRequest(subject, {
        quoteId: first.quoteId,
        passengers: [traveller(subject.single.id, 'b', 'Ann', 'Lee'), traveller(subject.single.id, 'c', 'Ben', 'Lee')],
      }),
      { ...options, now: minutesAfter(10) },
    )
    expect(second.quoteId).toBe(first.quoteId)
    expect(second.subtotal).toBe((subject.single.price + 1000) * 2)
    expect(second.rooms.map((room) => room.key)).toEqual(['b', 'c'])
    expect(second.holdExpiresAt).toBe(minutesAfter(40).toISOString())
    const holds = await db.selectFrom('inventoryHolds').selectAll().where('quoteId', '=', first.quoteId).execute()
    expect(holds.map((hold) => [hold.roomId, hold.rooms, hold.places])).toEqual([[subject.single.id, 2, 2]])
    const passengers = await db
      .selectFrom('quotePassengers')
      .select('firstName')
      .where('quoteId', '=', first.quoteId)
      .execute()
    expect(passengers).toHaveLength(2)
  })

  it('writes nothing on bad input: wrong room, partial room, duplicate names, unknown donation, too few places', async () => {
    const subject = await prepareDeparture(meridian, { placesLeft: 3, twinsLeft: 1 })
    const foreign = await prepareDeparture(meridian, { placesLeft: 9, twinsLeft: 3 })
    const session = newSession()
    const existing = await submitRooms(
      db,
      meridian,
      session,
      roomsRequest(subject, { passengers: [traveller(subject.single.id, 's', 'Ann', 'Ray')] }),
      options,
    )
    const before = await checkoutRowCounts()
    const storedBefore = await getQuote(db, meridian, session, existing.quoteId)

    const attempts: Array<[string, Record<string, unknown>, new (...args: never[]) => Error]> = [
      [
        'a room of another departure',
        { passengers: [traveller(foreign.single.id, 'x', 'Ann', 'Ray')] },
        CheckoutInputError,
      ],
      [
        'a twin room with one traveller',
        { passengers: [traveller(subject.twin.id, 'x', 'Ann', 'Ray')] },
        CheckoutInputError,
      ],
      [
        'two travellers of the same name',
        {
          passengers: [
            traveller(subject.single.id, 'x', 'Ann', 'Ray'),
            traveller(subject.single.id, 'y', ' ann ', 'RAY'),
          ],
        },
        CheckoutInputError,
      ],
      [
        'an unknown donation',
        { passengers: [traveller(subject.single.id, 'x', 'Ann', 'Ray')], donationExtraId: 999_999 },
        CheckoutInputError,
      ],
      [
        'more places than are left',
        {
          passengers: [
            traveller(subject.twin.id, 'x', 'Ann', 'Ray'),
            traveller(subject.twin.id, 'x', 'Bo', 'Ray'),
            traveller(subject.single.id, 'y', 'Cy', 'Ray'),
            traveller(subject.single.id, 'z', 'Di', 'Ray'),
          ],
        },
        NotEnoughPlacesError,
      ],
    ]
    for (const [what, body, errorType] of attempts) {
      for (const quoteId of [0, existing.quoteId]) {
        const attempt = submitRooms(db, meridian, session, roomsRequest(subject, { ...body, quoteId }), options)
        await expect(attempt, `${what} (quoteId ${quoteId})`).rejects.toBeInstanceOf(errorType)
        expect(await checkoutRowCounts(), what).toEqual(before)
      }
    }
    await expect(
      submitRooms(
        db,
        meridian,
        session,
        roomsRequest(subject, { filo: 'OTHER', passengers: [traveller(subject.single.id, 'x', 'A', 'B')] }),
        options,
      ),
    ).rejects.toBeInstanceOf(DepartureNotFoundError)
    expect(await getQuote(db, meridian, session, existing.quoteId)).toEqual(storedBefore)
  })

  it('rejects malformed payloads at the schema, before any service runs', () => {
    const bad = roomsResponseRequestSchema.safeParse({
      departureId: 'abc',
      filo: 'X',
      departureTransportCode: 'Y',
      passengers: [{ roomId: 1, firstName: '', lastName: 'Smith<script>' }],
    })
    expect(bad.success).toBe(false)
    const paths = bad.error!.issues.map((issue) => issue.path.join('.'))
    expect(paths).toEqual(expect.arrayContaining(['departureId', 'passengers.0.firstName', 'passengers.0.lastName']))
  })

  it('prices excursions per selected traveller, refuses unknown travellers and extends the hold', async () => {
    const subject = await prepareDeparture(meridian, { placesLeft: 9, twinsLeft: 3, withExcursions: true })
    const excursions = await db
      .selectFrom('excursions')
      .select(['code', 'priceMinor'])
      .where('tourId', '=', subject.tourId)
      .orderBy('id')
      .execute()
    const [excursion] = excursions
    const session = newSession()
    const quote = await submitRooms(
      db,
      meridian,
      session,
      roomsRequest(subject, {
        passengers: [
          traveller(subject.twin.id, 'a', 'Ann', 'Fox'),
          traveller(subject.twin.id, 'a', 'Ben', 'Fox'),
          traveller(subject.single.id, 'b', 'Cat', 'Fox'),
        ],
      }),
      options,
    )
    const [ann, , cat] = quote.passengers
    const withExcursions = await submitExcursions(
      db,
      meridian,
      session,
      {
        quoteId: quote.quoteId,
        excursions: [{ code: excursion!.code, passengerIds: [ann!.passengerId, cat!.passengerId] }],
      },
      { ...options, now: minutesAfter(20) },
    )
    expect(withExcursions.subtotal).toBe(quote.subtotal + excursion!.priceMinor * 2)
    expect(withExcursions.excursions[0]!.passengers.map((p) => p.selected)).toEqual([true, false, true])
    expect(withExcursions.holdExpiresAt).toBe(minutesAfter(50).toISOString())

    const before = await checkoutRowCounts()
    await expect(
      submitExcursions(
        db,
        meridian,
        session,
        {
          quoteId: quote.quoteId,
          excursions: [{ code: excursion!.code, passengerIds: [ann!.passengerId, 2_000_000_000] }],
        },
        options,
      ),
    ).rejects.toBeInstanceOf(CheckoutInputError)
    await expect(
      submitExcursions(
        db,
        meridian,
        session,
        { quoteId: quote.quoteId, excursions: [{ code: 'NOT-AN-EXCURSION', passengerIds: [] }] },
        options,
      ),
    ).rejects.toBeInstanceOf(CheckoutInputError)
    await expect(
      submitExcursions(db, meridian, newSession(), { quoteId: quote.quoteId, excursions: [] }, options),
    ).rejects.toBeInstanceOf(QuoteNotFoundError)
    expect(await checkoutRowCounts()).toEqual(before)
  })

  it('adds per-person and per-booking donations by checkout §9 and offers only the departure’s currency', async () => {
    const subject = await prepareDeparture(meridian, { placesLeft: 9, twinsLeft: 3 })
    const donations = await getDonations(db, meridian, subject.id)
    expect(donations).not.toBeNull()
    const perPerson = donations!.find((donation) => donation.allocationType === 'PerPerson')
    const perBooking = donations!.find((donation) => donation.allocationType === 'PerBooking')
    expect(perPerson && perBooking, 'the seed offers both kinds to Meridian').toBeTruthy()
    expect(new Set(donations!.map((donation) => donation.brandName))).toEqual(new Set([meridian.name]))

    const session = newSession()
    const rooms = roomsRequest(subject, {
      passengers: [
        traveller(subject.twin.id, 'a', 'Ann', 'Gray'),
        traveller(subject.twin.id, 'a', 'Ben', 'Gray'),
        traveller(subject.single.id, 'b', 'Cat', 'Gray'),
      ],
      donationExtraId: perPerson!.id,
      donatingTravellers: ['ann gray', 'Cat  Gray'],
    })
    const quote = await submitRooms(db, meridian, session, rooms, options)
    const roomsTotal = subject.twin.price * 2 + subject.single.price
    expect(quote.subtotal).toBe(roomsTotal + perPerson!.price * 2)
    expect(quote.donations[0]).toMatchObject({ id: perPerson!.id, amount: perPerson!.price * 2, passengerCount: 2 })
    expect(quote.passengers.map((p) => p.donated)).toEqual([true, false, true])

    const declined = await submitDonation(
      db,
      meridian,
      session,
      {
        quoteId: quote.quoteId,
        donationExtraId: perBooking!.id,
        donationForBooking: false,
      },
      options,
    )
    expect(declined.subtotal).toBe(roomsTotal)
    expect(declined.donations[0]).toMatchObject({ id: perBooking!.id, amount: 0, declined: true })

    const accepted = await submitDonation(
      db,
      meridian,
      session,
      { quoteId: quote.quoteId, donationExtraId: perBooking!.id },
      options,
    )
    expect(accepted.subtotal).toBe(roomsTotal + perBooking!.price)

    const before = await checkoutRowCounts()
    await expect(
      submitDonation(
        db,
        meridian,
        session,
        {
          quoteId: quote.quoteId,
          donationExtraId: perPerson!.id,
          donatingTravellers: ['Zed Nobody'],
        },
        options,
      ),
    ).rejects.toBeInstanceOf(CheckoutInputError)
    expect(await checkoutRowCounts()).toEqual(before)

    // Cavendish's donations are not Meridian's.
    const cavendishDonations = await db
      .selectFrom('donations')
      .select('id')
      .where('brandId', '=', 'cavendish')
      .execute()
    await expect(
      submitDonation(
        db,
        meridian,
        session,
        { quoteId: quote.quoteId, donationExtraId: cavendishDonations[0]!.id },
        options,
      ),
    ).rejects.toBeInstanceOf(CheckoutInputError)
  })

  it('re-takes an expired hold on the next save, and refuses when the places went to someone else', async () => {
    const subject = await prepareDeparture(meridian, { placesLeft: 2, twinsLeft: 1 })
    const session = newSession()
    const quote = await submitRooms(
      db,
      meridian,
      session,
      roomsRequest(subject, {
        passengers: [traveller(subject.twin.id, 'a', 'Ann', 'Hill'), traveller(subject.twin.id, 'a', 'Ben', 'Hill')],
      }),
      options,
    )
    // 40 minutes later the hold has expired and another traveller took both places.
    const later = minutesAfter(40)
    const rival = await insertQuote(db, meridian, subject, newSession())
    await holdPlaces(db, rival, [{ roomId: subject.single.id, rooms: 2 }], { ...options, now: later })
    await expect(
      submitExcursions(db, meridian, session, { quoteId: quote.quoteId, excursions: [] }, { ...options, now: later }),
    ).rejects.toBeInstanceOf(NotEnoughPlacesError)
    // Once the rival's hold expires too, the quote's next save takes its places again.
    const evenLater = minutesAfter(80)
    const renewed = await renewHold(db, { id: quote.quoteId, departureId: subject.id }, { ...options, now: evenLater })
    expect(renewed).toEqual({ expiresAt: minutesAfter(110).toISOString(), places: 2 })
  })
})

describe('concurrency: 50 checkouts for the last 10 places', () => {
  const CALLS = 50
  const PLACES = 10
  const HANDLES = 5

  /** Several independent connections to the test database, as separate server processes would have. */
  function openHandles(): DatabaseHandle[] {
    return Array.from({ length: HANDLES }, () => openDatabase(testDatabase.url, { poolSize: 4 }))
  }

  it('holds exactly 10 places with holdPlaces; the other 40 get NotEnoughPlacesError', async () => {
    const subject = await prepareDeparture(meridian, { placesLeft: PLACES, twinsLeft: 0 })
    const quotes = []
    for (let i = 0; i < CALLS; i++) quotes.push(await insertQuote(db, meridian, subject, newSession()))
    const handles = openHandles()
    try {
      const results = await Promise.allSettled(
        quotes.map((quote, i) =>
          holdPlaces(handles[i % HANDLES]!.db, quote, [{ roomId: subject.single.id, rooms: 1 }], options),
        ),
      )
      const held = results.filter((result) => result.status === 'fulfilled')
      const refused = results.filter(
        (result) => result.status === 'rejected' && result.reason instanceof NotEnoughPlacesError,
      )
      expect(held).toHaveLength(PLACES)
      expect(refused).toHaveLength(CALLS - PLACES)
    } finally {
      await Promise.all(handles.map((h) => h.close()))
    }
    const total = await db
      .selectFrom('inventoryHolds')
      .select((eb) => eb.fn.sum<number>('places').as('places'))
      .where('departureId', '=', subject.id)
      .executeTakeFirstOrThrow()
    expect(Number(total.places)).toBe(PLACES)
    expect((await availableRooms(db, meridian, keys(subject), T0, { today: TODAY }))!.maxAvailable).toBe(0)
  })

  it('creates exactly 10 quotes from 50 concurrent rooms responses of 50 sessions; the rest write nothing', async () => {
    const subject = await prepareDeparture(meridian, { placesLeft: PLACES, twinsLeft: 0 })
    const before = await checkoutRowCounts()
    const handles = openHandles()
    let results: PromiseSettledResult<unknown>[]
    try {
      results = await Promise.allSettled(
        Array.from({ length: CALLS }, (_, i) =>
          submitRooms(
            handles[i % HANDLES]!.db,
            meridian,
            newSession(),
            roomsRequest(subject, { passengers: [traveller(subject.single.id, 'r', 'Traveller', lettersFor(i))] }),
            options,
          ),
        ),
      )
    } finally {
      await Promise.all(handles.map((h) => h.close()))
    }
    const rejected = results.filter((result) => result.status === 'rejected')
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(PLACES)
    const reasons = rejected.map((result) => (result as PromiseRejectedResult).reason as unknown)
    expect(reasons.filter((reason) => !(reason instanceof NotEnoughPlacesError))).toEqual([])
    const after = await checkoutRowCounts()
    expect(after.quotes - before.quotes).toBe(PLACES)
    expect(after.inventoryHolds - before.inventoryHolds).toBe(PLACES)
  })
})
