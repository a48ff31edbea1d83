import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest'
import { SOLD_OUT_STATUS } from '../../app/lib/constants'
import { openDatabase, type AppDatabase, type DatabaseHandle } from '../../db/database.server'
import type { Database } from '../../db/schema'
import {
  createBooking,
  createCustomer,
  createQuote,
  findBookableDeparture,
  UNUSABLE_PASSWORD_HASH,
} from '../support/factories'
import { cloneTemplate, type TestDatabase } from '../support/test-database'

/*
 * The test-data factories write complete, consistent rows on the dialect under test (SQLite, or PostgreSQL with
 * TEST_DATABASE_URL): every foreign key holds, the counts of rooms, travellers and payments add up, and a booking
 * that cannot be written leaves nothing behind.
 */

let testDatabase: TestDatabase
let handle: DatabaseHandle
let db: AppDatabase
const today = new Date().toISOString().slice(0, 10)

beforeAll(async () => {
  testDatabase = await cloneTemplate(inject('templateDatabase'), 'factories')
  handle = openDatabase(testDatabase.url, { poolSize: 2 })
  db = handle.db
})

afterAll(async () => {
  await handle?.close()
  await testDatabase?.drop()
})

const WRITTEN_TABLES: Array<keyof Database> = [
  'customers',
  'quotes',
  'quoteRooms',
  'quotePassengers',
  'bookings',
  'bookingRooms',
  'bookingPassengers',
  'payments',
  'paymentTransactions',
]

async function count(table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select(({ fn }) => fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

async function counts(): Promise<Record<string, number>> {
  const result: Record<string, number> = {}
  for (const table of WRITTEN_TABLES) result[table] = await count(table)
  return result
}

/** Rows that break a foreign key. PostgreSQL refuses them on insert; SQLite is asked to list them. */
async function foreignKeyViolations(): Promise<unknown[]> {
  if (handle.dialect === 'postgres') return []
  return (await sql`pragma foreign_key_check`.execute(db)).rows
}

async function soldOf(departureId: number) {
  const departure = await db
    .selectFrom('departures')
    .select('seatsSold')
    .where('id', '=', departureId)
    .executeTakeFirstOrThrow()
  const rooms = await db
    .selectFrom('rooms')
    .select(['id', 'sold'])
    .where('departureId', '=', departureId)
    .orderBy('id')
    .execute()
  return { seatsSold: departure.seatsSold, rooms: Object.fromEntries(rooms.map((room) => [room.id, room.sold])) }
}

describe('createCustomer', () => {
  it('writes a complete account on the brand asked for', async () => {
    const customer = await createCustomer(db, { brand: 'cavendish', email: 'ann@example.com', firstName: 'Ann' })
    const stored = await db.selectFrom('customers').selectAll().where('id', '=', customer.id).executeTakeFirstOrThrow()
    expect(stored).toEqual(customer)
    expect(stored).toMatchObject({ brandId: 'cavendish', email: 'ann@example.com', firstName: 'Ann' })
    expect(stored.passwordHash).toBe(UNUSABLE_PASSWORD_HASH)
    for (const field of ['title', 'lastName', 'mobilePhone', 'town', 'postCode', 'country', 'createdAt'] as const)
      expect(stored[field], field).toEqual(expect.any(String))
    expect(JSON.parse(stored.addressLinesJson!)).toEqual([expect.any(String)])
  })

  it('makes every default account unique and takes a precomputed password hash', async () => {
    const a = await createCustomer(db)
    const b = await createCustomer(db, { passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA' })
    expect(a.email).not.toBe(b.email)
    expect(a.clientId).not.toBe(b.clientId)
    expect(a.brandId).toBe('meridian')
    expect(b.passwordHash).toBe('$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA')
  })

  it('lets one e-mail hold an account on each brand, but only one per brand', async () => {
    const email = `both-${Date.now()}@example.com`
    await createCustomer(db, { brand: 'meridian', email })
    await createCustomer(db, { brand: 'cavendish', email })
    const before = await count('customers')
    await expect(createCustomer(db, { brand: 'meridian', email })).rejects.toThrow()
    expect(await count('customers')).toBe(before)
  })
})

describe('findBookableDeparture', () => {
  it.each(['meridian', 'cavendish'] as const)(
    'picks an upcoming, open, unsold %s departure with rooms for the travellers',
    async (brand) => {
      for (const passengers of [1, 2, 3, 5]) {
        const { departure, tour, rooms } = await findBookableDeparture(db, { brand, passengers })
        expect(tour.brandId).toBe(brand)
        expect(tour.marketCode).toBe('GB')
        const published = await db.selectFrom('tours').select('published').where('id', '=', tour.id).executeTakeFirst()
        expect(published?.published).toBe(1)
        expect(departure.tourId).toBe(tour.id)
        expect(departure.open).toBe(1)
        expect(departure.status).not.toBe(SOLD_OUT_STATUS)
        expect(departure.startDate > today).toBe(true)
        expect(departure.capacity - departure.seatsSold).toBeGreaterThanOrEqual(passengers)
        expect(rooms.length).toBeGreaterThan(0)
        for (const room of rooms) expect(room.departureId).toBe(departure.id)
      }
    },
  )
})

describe('createQuote', () => {
  it('writes a quote with rooms seating exactly its travellers, priced from the departure’s rooms', async () => {
    const before = await counts()
    const customer = await createCustomer(db)
    const { quote, rooms, passengers, departure, tour } = await createQuote(db, {
      customerId: customer.id,
      passengers: 3,
    })
    expect(await counts()).toEqual({
      ...before,
      customers: before.customers! + 1,
      quotes: before.quotes! + 1,
      quoteRooms: before.quoteRooms! + rooms.length,
      quotePassengers: before.quotePassengers! + 3,
    })
    expect(quote).toMatchObject({
      brandId: 'meridian',
      customerId: customer.id,
      departureId: departure.id,
      currency: departure.currency,
      cultureCode: 'en-GB',
      filo: departure.filo,
      tourCode: tour.code,
      initialTourCode: tour.code,
      departureTransportCode: departure.transportCode,
      status: 'open',
    })
    expect(rooms.reduce((sum, room) => sum + room.occupancy, 0)).toBe(3)
    const roomRows = await db
      .selectFrom('rooms')
      .selectAll()
      .where(
        'id',
        'in',
        rooms.map((room) => room.roomId),
      )
      .execute()
    for (const room of rooms) {
      const source = roomRows.find((row) => row.id === room.roomId)!
      expect(source.departureId).toBe(departure.id)
      expect(room).toMatchObject({
        quoteId: quote.id,
        occupancy: source.occupancy,
        pricePerPersonMinor: source.pricePerPersonMinor,
        supplementMinor: source.supplementMinor,
      })
      // Each room holds as many travellers as its type seats.
      expect(passengers.filter((passenger) => passenger.quoteRoomId === room.id)).toHaveLength(room.occupancy)
    }
    expect(quote.subtotalMinor).toBe(rooms.reduce((sum, room) => sum + room.pricePerPersonMinor * room.occupancy, 0))
    expect(passengers.map((passenger) => passenger.position)).toEqual([0, 1, 2])
    expect(passengers.map((passenger) => passenger.isLead)).toEqual([1, 0, 0])
    expect(new Set(passengers.map((p) => `${p.firstName} ${p.lastName}`)).size).toBe(3)
    expect(await foreignKeyViolations()).toEqual([])
  })

  it('takes a departure, traveller details and a session from the test', async () => {
    const { departure } = await findBookableDeparture(db, { brand: 'cavendish', passengers: 2 })
    const { quote, passengers } = await createQuote(db, {
      departureId: departure.id,
      sessionId: 'session-under-test',
      passengers: [{ firstName: 'Jo', lastName: 'Bloggs', email: 'jo@example.com' }, { firstName: 'Sam' }],
    })
    expect(quote).toMatchObject({ departureId: departure.id, brandId: 'cavendish', sessionId: 'session-under-test' })
    expect(passengers.map((p) => [p.firstName, p.lastName, p.isLead])).toEqual([
      ['Jo', 'Bloggs', 1],
      ['Sam', 'Traveller', 0],
    ])
    expect(passengers[0]!.email).toBe('jo@example.com')
  })

  it('refuses a departure of another brand than the customer’s, writing nothing', async () => {
    const customer = await createCustomer(db, { brand: 'meridian' })
    const { departure } = await findBookableDeparture(db, { brand: 'cavendish' })
    const before = await counts()
    await expect(createQuote(db, { customerId: customer.id, departureId: departure.id })).rejects.toThrow(
      /another brand|cavendish|meridian/,
    )
    expect(await counts()).toEqual(before)
  })
})

describe('createBooking', () => {
  it('books a quote with its rooms, travellers and the deposit paid, and sells the places', async () => {
    const customer = await createCustomer(db)
    const { departure: chosen } = await findBookableDeparture(db, { passengers: 2 })
    const soldBefore = await soldOf(chosen.id)
    const before = await counts()
    const made = await createBooking(db, { customerId: customer.id, departureId: chosen.id, passengers: 2 })
    const { booking, quote, rooms, passengers, payments, transactions } = made

    expect(await counts()).toEqual({
      ...before,
      quotes: before.quotes! + 1,
      quoteRooms: before.quoteRooms! + rooms.length,
      quotePassengers: before.quotePassengers! + 2,
      bookings: before.bookings! + 1,
      bookingRooms: before.bookingRooms! + rooms.length,
      bookingPassengers: before.bookingPassengers! + 2,
      payments: before.payments! + 1,
      paymentTransactions: before.paymentTransactions! + 1,
    })
    expect(quote.status).toBe('booked')
    expect(booking).toMatchObject({
      brandId: 'meridian',
      quoteId: quote.id,
      customerId: customer.id,
      departureId: chosen.id,
      tourCode: quote.tourCode,
      currency: quote.currency,
      cultureCode: quote.cultureCode,
      totalMinor: quote.subtotalMinor,
      type: 'deposit',
      depositMinor: Math.min(quote.subtotalMinor, chosen.depositMinor * 2),
      amountPaidMinor: Math.min(quote.subtotalMinor, chosen.depositMinor * 2),
    })
    expect(booking.balanceDueDate! >= today && booking.balanceDueDate! < chosen.startDate).toBe(true)

    for (const room of rooms) {
      expect(room.bookingId).toBe(booking.id)
      expect(passengers.filter((passenger) => passenger.bookingRoomId === room.id)).toHaveLength(room.occupancy)
    }
    expect(passengers.every((passenger) => passenger.bookingId === booking.id)).toBe(true)

    expect(payments).toHaveLength(1)
    expect(payments[0]).toMatchObject({
      bookingId: booking.id,
      transactionId: transactions[0]!.id,
      amountMinor: booking.amountPaidMinor,
      paymentType: 'Deposit Only',
      currency: booking.currency,
    })
    expect(transactions[0]).toMatchObject({
      purpose: 'checkout',
      quoteId: quote.id,
      bookingId: booking.id,
      status: 'approved',
      amountMinor: booking.amountPaidMinor,
    })

    const soldAfter = await soldOf(chosen.id)
    expect(soldAfter.seatsSold).toBe(soldBefore.seatsSold + 2)
    for (const room of rooms)
      expect(soldAfter.rooms[room.roomId]).toBe(
        soldBefore.rooms[room.roomId]! + rooms.filter((other) => other.roomId === room.roomId).length,
      )
    expect(made.departure.seatsSold).toBe(soldAfter.seatsSold)
    expect(await foreignKeyViolations()).toEqual([])
  })

  it('derives the booking type from what was paid', async () => {
    const reserved = await createBooking(db, { payments: 'none' })
    expect(reserved.booking).toMatchObject({ type: 'reserved', amountPaidMinor: 0 })
    expect(reserved.payments).toEqual([])

    const paid = await createBooking(db, { brand: 'cavendish', payments: 'full' })
    expect(paid.booking).toMatchObject({ type: 'paid', brandId: 'cavendish', balanceDueDate: null })
    expect(paid.booking.amountPaidMinor).toBe(paid.booking.totalMinor)
    expect(paid.payments.map((payment) => payment.paymentType)).toEqual(['Full Payment'])

    const inTwo = await createBooking(db, {
      passengers: 1,
      payments: [{ amountMinor: 10_000 }, { amountMinor: 2_500 }],
    })
    expect(inTwo.booking).toMatchObject({ amountPaidMinor: 12_500 })
    expect(inTwo.payments.map((payment) => payment.paymentType)).toEqual([
      inTwo.booking.totalMinor <= 10_000 ? 'Full Payment' : 'Deposit Only',
      'Balance',
    ])
    expect(inTwo.transactions.map((transaction) => transaction.purpose)).toEqual(['checkout', 'account'])
    expect(await foreignKeyViolations()).toEqual([])
  })

  it('books an existing quote', async () => {
    const { quote, passengers } = await createQuote(db, { passengers: 2 })
    const { booking, passengers: booked } = await createBooking(db, { quoteId: quote.id, payments: 'full' })
    expect(booking.quoteId).toBe(quote.id)
    expect(booked.map((p) => [p.position, p.firstName, p.lastName])).toEqual(
      passengers.map((p) => [p.position, p.firstName, p.lastName]),
    )
  })

  it('writes nothing when a room type has fewer rooms left than the booking takes', async () => {
    const { departure, rooms } = await findBookableDeparture(db, { passengers: 1 })
    const scarce = rooms.filter((room) => room.left > 0).sort((a, b) => a.left - b.left)[0]!
    const before = await counts()
    const soldBefore = await soldOf(departure.id)
    await expect(
      createBooking(db, { departureId: departure.id, roomIds: Array<number>(scarce.left + 1).fill(scarce.id) }),
    ).rejects.toThrow()
    expect(await counts()).toEqual(before)
    expect(await soldOf(departure.id)).toEqual(soldBefore)
  })

  it('joins a transaction it is given, so a test can roll its data back', async () => {
    const before = await counts()
    await expect(
      db.transaction().execute(async (trx) => {
        const customer = await createCustomer(trx)
        await createBooking(trx, { customerId: customer.id })
        throw new Error('roll back')
      }),
    ).rejects.toThrow('roll back')
    expect(await counts()).toEqual(before)
  })
})
