import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../../db/database.server'
import * as bookingLedger from '../../db/migrations/0020-booking-ledger'
import { moneyOfBookings } from '../../app/features/ledger/index.server'
import { createBooking } from '../support/factories'
import { cloneTemplate, type TestDatabase } from '../support/test-database'

/*
 * Migration 0020 turns every existing booking into ledger lines with the same total and balance (issue 25), on the
 * dialect under test. Bookings are written as the code before the ledger left them (deposit, paid in full, nothing
 * paid, refunded through the card provider, paid offline, cancelled with money still held, with excursions, visas,
 * a donation and a tour extension the rows cannot itemise), the ledger's tables are dropped (0020 down), each
 * booking's total, paid and balance are read from the old columns, 0020 runs up again, and every booking's derived
 * money is compared with what it was.
 */

const template = inject('templateDatabase')
let testDatabase: TestDatabase
let handle: DatabaseHandle

beforeAll(async () => {
  testDatabase = await cloneTemplate(template, 'ledger-migration')
  handle = openDatabase(testDatabase.url, { poolSize: 2 })
})

afterAll(async () => {
  await handle?.close()
  await testDatabase?.drop()
})

describe('migration 0020: existing bookings become ledger lines', () => {
  it('keeps every booking’s total, paid and balance, and writes the sale’s lines', async () => {
    const db = handle.db
    const made = [
      await createBooking(db, { payments: 'deposit' }),
      await createBooking(db, { payments: 'full', brand: 'cavendish' }),
      await createBooking(db, { payments: 'none' }),
      await createBooking(db, { payments: 'deposit', market: 'CA' }),
      // A tour extension: the quote's subtotal is above what the rooms itemise.
      await createBooking(db, { payments: 'deposit' }),
      await createBooking(db, { payments: 'full' }),
      await createBooking(db, { payments: 'deposit' }),
    ]
    const [deposit, , , , extended, refunded, cancelled] = made

    // Old-code shapes: extras on a booking (and in its total), a card refund (a negative payment), an offline payment,
    // a cancellation that left the total as it was.
    const excursion = await db.selectFrom('excursions').select(['id', 'priceMinor']).executeTakeFirstOrThrow()
    const visa = await db.selectFrom('visas').select(['id', 'priceMinor']).executeTakeFirstOrThrow()
    const donation = await db.selectFrom('donations').select(['id']).executeTakeFirstOrThrow()
    const [first, second] = deposit!.passengers
    await db
      .insertInto('bookingExcursions')
      .values([
        {
          bookingId: deposit!.booking.id,
          excursionId: excursion.id,
          passengerId: first!.id,
          priceMinor: excursion.priceMinor,
        },
        {
          bookingId: deposit!.booking.id,
          excursionId: excursion.id,
          passengerId: second!.id,
          priceMinor: excursion.priceMinor,
        },
      ])
      .execute()
    await db
      .insertInto('bookingVisas')
      .values({ bookingId: deposit!.booking.id, visaId: visa.id, passengerId: first!.id, priceMinor: visa.priceMinor })
      .execute()
    await db
      .insertInto('bookingDonations')
      .values({ bookingId: deposit!.booking.id, donationId: donation.id, passengerId: null, amountMinor: 500 })
      .execute()
    const extras = 2 * Number(excursion.priceMinor) + Number(visa.priceMinor) + 500
    await db
      .updateTable('bookings')
      .set((eb) => ({ totalMinor: eb('totalMinor', '+', extras) }))
      .where('id', '=', deposit!.booking.id)
      .execute()
    await db
      .updateTable('bookings')
      .set((eb) => ({ totalMinor: eb('totalMinor', '+', 35_000) }))
      .where('id', '=', extended!.booking.id)
      .execute()
    const refundTransaction = `refund-${refunded!.transactions[0]!.id}`
    const at = new Date().toISOString()
    await db
      .insertInto('paymentTransactions')
      .values({
        id: refundTransaction,
        purpose: 'refund',
        quoteId: null,
        bookingId: refunded!.booking.id,
        amountMinor: 12_345,
        currency: refunded!.booking.currency,
        cardTypeId: null,
        status: 'refunded',
        cardLast4: '4242',
        provider: 'sandbox',
        providerReference: 'sandbox-refund-1',
        message: null,
        createdAt: at,
        updatedAt: at,
        refundOf: refunded!.transactions[0]!.id,
      })
      .execute()
    await db
      .insertInto('payments')
      .values({
        bookingId: refunded!.booking.id,
        transactionId: refundTransaction,
        amountMinor: -12_345,
        currency: refunded!.booking.currency,
        cardTypeId: null,
        paymentType: 'Refund',
        method: 'refund',
      })
      .execute()
    await db
      .updateTable('bookings')
      .set((eb) => ({ amountPaidMinor: eb('amountPaidMinor', '-', 12_345), type: 'deposit' }))
      .where('id', '=', refunded!.booking.id)
      .execute()
    await db
      .updateTable('bookings')
      .set({ status: 'cancelled', cancelledAt: at })
      .where('id', '=', cancelled!.booking.id)
      .execute()

    // The database as it was before 0020.
    await bookingLedger.down(db)
    const before = await db
      .selectFrom('bookings')
      .select(['id', 'totalMinor', 'amountPaidMinor', 'status'])
      .orderBy('id')
      .execute()
    expect(before.length).toBeGreaterThanOrEqual(made.length)
    const sums = await db
      .selectFrom('payments')
      .select((eb) => ['bookingId', eb.fn.sum<number>('amountMinor').as('paid')])
      .groupBy('bookingId')
      .execute()
    const paidOf = new Map(sums.map((row) => [Number(row.bookingId), Number(row.paid)]))

    await bookingLedger.up(db)

    const after = await moneyOfBookings(
      db,
      before.map((row) => Number(row.id)),
    )
    for (const row of before) {
      const money = after.get(Number(row.id))!
      const oldTotal = Number(row.totalMinor)
      const oldPaid = Number(row.amountPaidMinor)
      expect({ id: row.id, total: money.totalMinor, paid: money.paidMinor, balance: money.balanceMinor }).toEqual({
        id: row.id,
        total: oldTotal,
        paid: oldPaid,
        balance: oldTotal - oldPaid,
      })
      // The old paid figure was the payments' sum; the ledger's paid is read from the same rows.
      expect(money.paidMinor).toBe(paidOf.get(Number(row.id)) ?? 0)
    }

    const lines = await db
      .selectFrom('bookingLedgerLines')
      .select(['kind', 'description', 'amountMinor', 'actor'])
      .where('bookingId', '=', deposit!.booking.id)
      .orderBy('id')
      .execute()
    expect(lines.map((line) => line.description)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Excursion: .+, 2 travellers$/),
        expect.stringMatching(/^Visa: .+, 1 traveller$/),
        expect.stringMatching(/^Donation: /),
      ]),
    )
    expect(lines.every((line) => line.kind === 'sale-item' && line.actor === 'system')).toBe(true)
    const extendedLines = await db
      .selectFrom('bookingLedgerLines')
      .select(['description', 'amountMinor'])
      .where('bookingId', '=', extended!.booking.id)
      .execute()
    expect(extendedLines.at(-1)).toEqual({ description: 'Tour extensions and other items', amountMinor: 35_000 })
    expect(after.get(Number(cancelled!.booking.id))!.status).toBe('cancelled-owing')
    expect(after.get(Number(cancelled!.booking.id))!.dueMinor).toBe(0)
    expect(after.get(Number(refunded!.booking.id))!.refundsMinor).toBe(12_345)
  })
})
