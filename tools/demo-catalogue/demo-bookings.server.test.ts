import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../../db/database.server'
import { migrateToLatest } from '../../db/migrate.server'
import { customerDataIn, seedDemoCatalogue } from './catalogue.server'
import { DEMO_EMAIL_DOMAIN } from './demo-bookings'

/*
 * The demo bookings on a real (SQLite) database: a varied, deterministic book of business whose places are places
 * the catalogue already sold, and which a later seed replaces without --force.
 */

const TODAY = '2026-01-15'
const OPTIONS = { tours: 80, today: TODAY, demoBookings: true }
const directory = mkdtempSync(join(tmpdir(), 'itinera-demo-bookings-'))
const handles: DatabaseHandle[] = []

async function seeded(name: string, options = OPTIONS): Promise<DatabaseHandle> {
  const handle = openDatabase(`file:${join(directory, `${name}.db`)}`)
  handles.push(handle)
  await migrateToLatest(handle.db)
  await seedDemoCatalogue(handle.db, options)
  return handle
}

async function bookingRows(handle: DatabaseHandle) {
  return handle.db
    .selectFrom('bookings')
    .innerJoin('customers', 'customers.id', 'bookings.customerId')
    .select([
      'bookings.reference',
      'bookings.brandId',
      'bookings.departureId',
      'bookings.type',
      'bookings.status',
      'bookings.totalMinor',
      'bookings.amountPaidMinor',
      'bookings.depositMinor',
      'bookings.balanceDueDate',
      'bookings.createdAt',
      'customers.email',
    ])
    .orderBy('bookings.reference')
    .execute()
}

let handle: DatabaseHandle
// Seeding takes seconds, more on a busy machine.
const SEED_TIMEOUT_MS = 120_000

beforeAll(async () => {
  handle = await seeded('first')
}, SEED_TIMEOUT_MS)

afterAll(async () => {
  for (const open of handles) await open.close()
  rmSync(directory, { recursive: true, force: true })
})

describe('the demo bookings', () => {
  it(
    'exist only when asked for',
    async () => {
      const plain = await seeded('plain', { tours: 80, today: TODAY, demoBookings: false })
      const { n } = await plain.db
        .selectFrom('bookings')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
      expect(Number(n)).toBe(0)
    },
    SEED_TIMEOUT_MS,
  )

  it('cover both brands and every state the back office shows', async () => {
    const rows = await bookingRows(handle)
    expect(new Set(rows.map((row) => row.brandId))).toEqual(new Set(['meridian', 'cavendish']))
    const kinds = new Set(rows.map((row) => `${row.status}/${row.type}`))
    for (const kind of ['confirmed/paid', 'confirmed/deposit', 'confirmed/reserved', 'cancelled/deposit'])
      expect(kinds).toContain(kind)
    // Balances due within the dashboard's 14 days, and bookings made today.
    const soon = rows.filter(
      (row) => row.status === 'confirmed' && row.balanceDueDate !== null && row.balanceDueDate <= '2026-01-29',
    )
    expect(soon.length).toBeGreaterThanOrEqual(2)
    expect(rows.filter((row) => row.createdAt.startsWith(TODAY)).length).toBeGreaterThanOrEqual(2)
    expect(rows.every((row) => row.email.endsWith(`@${DEMO_EMAIL_DOMAIN}`))).toBe(true)
  })

  it("take places the catalogue already sold, never more than a room type's or a departure's", async () => {
    const taken = await handle.db
      .selectFrom('bookings')
      .innerJoin('bookingRooms', 'bookingRooms.bookingId', 'bookings.id')
      .innerJoin('rooms', 'rooms.id', 'bookingRooms.roomId')
      .innerJoin('departures', 'departures.id', 'bookings.departureId')
      .select([
        'rooms.id as roomId',
        'rooms.sold',
        'departures.id as departureId',
        'departures.seatsSold',
        'departures.capacity',
        'bookingRooms.occupancy',
      ])
      .where('bookings.status', '=', 'confirmed')
      .execute()
    expect(taken.length).toBeGreaterThan(0)
    const roomsUsed = new Map<number, number>()
    const seatsUsed = new Map<number, number>()
    for (const row of taken) {
      roomsUsed.set(row.roomId, (roomsUsed.get(row.roomId) ?? 0) + 1)
      seatsUsed.set(row.departureId, (seatsUsed.get(row.departureId) ?? 0) + row.occupancy)
      expect(roomsUsed.get(row.roomId)).toBeLessThanOrEqual(row.sold)
      expect(seatsUsed.get(row.departureId)).toBeLessThanOrEqual(row.seatsSold)
      expect(row.seatsSold).toBeLessThanOrEqual(row.capacity)
    }
    // Each booking's travellers fill its room.
    const passengers = await handle.db
      .selectFrom('bookingPassengers')
      .innerJoin('bookingRooms', 'bookingRooms.id', 'bookingPassengers.bookingRoomId')
      .select(['bookingRooms.id', 'bookingRooms.occupancy'])
      .execute()
    const perRoom = new Map<number, number>()
    for (const row of passengers) perRoom.set(row.id, (perRoom.get(row.id) ?? 0) + 1)
    for (const row of passengers) expect(perRoom.get(row.id)).toBe(row.occupancy)
  })

  it('have payments that add up to what was paid, each with an approved transaction and a reference', async () => {
    const rows = await bookingRows(handle)
    const payments = await handle.db
      .selectFrom('payments')
      .innerJoin('bookings', 'bookings.id', 'payments.bookingId')
      .innerJoin('paymentTransactions', 'paymentTransactions.id', 'payments.transactionId')
      .select([
        'bookings.reference',
        'payments.amountMinor',
        'payments.method',
        'paymentTransactions.status',
        'paymentTransactions.providerReference',
        'paymentTransactions.bookingId',
        'payments.bookingId as paidBooking',
      ])
      .execute()
    for (const row of rows) {
      const paid = payments.filter((payment) => payment.reference === row.reference)
      expect(paid.reduce((sum, payment) => sum + payment.amountMinor, 0)).toBe(row.amountPaidMinor)
      expect(row.amountPaidMinor).toBeLessThanOrEqual(row.totalMinor)
      if (row.type === 'deposit') expect(row.amountPaidMinor).toBe(row.depositMinor)
      if (row.type === 'paid') expect(row.amountPaidMinor).toBe(row.totalMinor)
    }
    expect(new Set(payments.map((payment) => payment.method))).toEqual(new Set(['card', 'bank transfer']))
    for (const payment of payments) {
      expect(payment.status).toBe('approved')
      expect(payment.providerReference).toMatch(/^(sbx_demo|BACS-)[2-9A-HJ-NP-Z]{8}/)
      expect(payment.bookingId).toBe(payment.paidBooking)
    }
  })

  it(
    'are the same for the same seed and date',
    async () => {
      const again = await seeded('again')
      expect(await bookingRows(again)).toEqual(await bookingRows(handle))
    },
    SEED_TIMEOUT_MS,
  )

  it('are not customer data: a new seed replaces them without --force, real customers still stop it', async () => {
    expect(await customerDataIn(handle.db)).toEqual({})
    await handle.db
      .insertInto('customers')
      .values({
        brandId: 'meridian',
        email: 'someone@example.com',
        passwordHash: 'x',
        clientId: 'real-customer-1',
        marketingEmail: 0,
        marketingMail: 0,
      })
      .execute()
    expect(await customerDataIn(handle.db)).toEqual({ customers: 1 })
  })
})
