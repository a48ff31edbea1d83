import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BrandContext } from '../../app/context'
import { confirmAccountPayment, startAccountPayment } from '../../app/features/account/index.server'
import { refundBooking } from '../../app/features/back-office/bookings/booking-money-actions.server'
import { confirmBooking, voidUnbookedPayments } from '../../app/features/bookings/index.server'
import type { PassengerDetailsAnswer, QuoteResponse } from '../../app/features/checkout/index.server'
import { checkPaymentStatus, submitPayment } from '../../app/features/checkout/payment/payment.server'
import { getPaymentProvider } from '../../app/features/payments/index.server'
import { newBookingReference } from '../../app/features/bookings/booking-reference'
import type { AppDatabase } from '../../db/database.server'
import { inWriteTransaction } from '../../db/write-transaction.server'
import { activeCardTypeId, JOURNEY_PASSENGERS, payOnHostedPage } from '../support/checkout-journey'
import {
  brandContextOf,
  createBooking,
  createCustomer,
  stockDeparture,
  type StockedDeparture,
} from '../support/factories'
import { client, type HttpClient } from '../support/http-client'
import { passengerDetailsBody } from '../support/passenger-details'
import { makeStaff } from '../support/staff-session'
import { startTestServer, type TestServer } from '../support/test-server'
import {
  ProviderCalledInsideTransactionError,
  transactionGuardedProvider,
  type GuardedProvider,
} from '../support/transaction-guarded-provider'

/*
 * ADR 0036 on the dialect under test (SQLite; PostgreSQL with TEST_DATABASE_URL): no payment provider call runs
 * while a write transaction holds SQLite's write lock or PostgreSQL's row locks. The services of the checkout's
 * payment (submit, status check, confirm, the void of a refused confirm, the sweep of unbooked payments), the account
 * area's balance payment (start, confirm, the void of a refused one) and the back office's refund are called with a
 * provider double that fails any call made inside one; the hosted card page is driven over HTTP as a browser would.
 */

let server: TestServer
let db: AppDatabase
let brand: BrandContext
const used = new Set<number>()
const ORIGIN = 'http://localhost'

beforeAll(async () => {
  server = await startTestServer('payment-provider-outside-transactions')
  db = server.database.db
  brand = await brandContext('meridian')
})

afterAll(async () => {
  await server?.stop()
})

const brandContext = (id: string) => brandContextOf(db, id)

function guarded(): GuardedProvider {
  return transactionGuardedProvider(getPaymentProvider(db))
}

/** A quote with every traveller's details, made over HTTP: the browser and its session id. */
async function detailedQuote(
  departure: StockedDeparture,
): Promise<{ browser: HttpClient; quoteId: number; sessionId: string }> {
  const browser = client(server)
  const rooms = await browser.post('/umbraco/api/checkoutapi/roomsresponse', {
    quoteId: 0,
    departureId: departure.id,
    filo: departure.filo,
    departureTransportCode: departure.transportCode,
    passengers: JOURNEY_PASSENGERS.map((name) => ({ roomId: departure.twin.id, roomKey: 'r1', ...name })),
  })
  expect(rooms.status, rooms.text).toBe(200)
  const quote = rooms.json<QuoteResponse>()
  const details = await browser.post('/umbraco/api/checkoutapi/passengerDetailsResponse', passengerDetailsBody(quote))
  expect(details.status, details.text).toBe(200)
  const quoteId = details.json<PassengerDetailsAnswer>().quote.quoteId
  const row = await db.selectFrom('quotes').select('sessionId').where('id', '=', quoteId).executeTakeFirstOrThrow()
  return { browser, quoteId, sessionId: row.sessionId! }
}

async function paidQuote(provider: GuardedProvider, departure: StockedDeparture) {
  const quote = await detailedQuote(departure)
  const frame = await submitPayment(
    db,
    brand,
    quote.sessionId,
    {
      quoteId: quote.quoteId,
      cardTypeId: await activeCardTypeId(db),
      amountToPay: 'Full Balance',
      takeFinalBalance: false,
    },
    provider,
  )
  const paid = await payOnHostedPage(quote.browser, frame.url)
  expect(paid.status).toBeLessThan(400)
  return { ...quote, transactionId: frame.transactionId }
}

const transactionStatus = async (id: string) =>
  (await db.selectFrom('paymentTransactions').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status

describe('the provider double', () => {
  it('fails a call made inside a write transaction, and only there', async () => {
    const provider = guarded()
    expect(await provider.getPayment('no-such-transaction-0000')).toBeNull()
    await expect(inWriteTransaction(db, () => provider.getPayment('no-such-transaction-0000'))).rejects.toBeInstanceOf(
      ProviderCalledInsideTransactionError,
    )
    expect(provider.violations).toEqual(['getPayment'])
  })

  it('is not needed to keep the real sandbox out: it refuses a call inside a write transaction too', async () => {
    const sandbox = getPaymentProvider(db)
    await expect(inWriteTransaction(db, () => sandbox.getPayment('no-such-transaction-0000'))).rejects.toThrow(
      /must not run inside a write transaction/,
    )
  })
})

describe('checkout payment', () => {
  it('creates, reads and confirms the payment with no provider call inside a transaction', async () => {
    const provider = guarded()
    const departure = await stockDeparture(db, { placesLeft: 10, twinsLeft: 5, startDate: '2031-06-01', used })
    const paid = await paidQuote(provider, departure)
    expect(await checkPaymentStatus(db, paid.sessionId, paid.transactionId, provider)).toMatchObject({
      status: 'approved',
    })
    const who = { brand, sessionId: paid.sessionId, customerId: null }
    const request = { quoteId: paid.quoteId, transactionId: paid.transactionId, takeFinalBalance: false }
    const answer = await confirmBooking(db, who, request, { provider, origin: ORIGIN })
    expect(answer).toMatchObject({ success: true })
    // A replay answers the same booking.
    expect(await confirmBooking(db, who, request, { provider, origin: ORIGIN })).toMatchObject({
      bookingReference: (answer as { bookingReference: string }).bookingReference,
    })
    expect(provider.calls).toEqual(['createPayment', 'getPayment', 'getPayment', 'getPayment'])
    expect(provider.violations).toEqual([])
  })

  it('voids a refused confirm’s payment after the transaction, never inside it', async () => {
    const provider = guarded()
    const departure = await stockDeparture(db, { placesLeft: 10, twinsLeft: 5, startDate: '2031-06-01', used })
    const paid = await paidQuote(provider, departure)
    // The quote now says the deposit was chosen: the approved full payment is not the server's figure.
    await db.updateTable('quotes').set({ paymentOption: 'Deposit Only' }).where('id', '=', paid.quoteId).execute()
    await expect(
      confirmBooking(
        db,
        { brand, sessionId: paid.sessionId, customerId: null },
        { quoteId: paid.quoteId, transactionId: paid.transactionId, takeFinalBalance: false },
        { provider, origin: ORIGIN },
      ),
    ).rejects.toMatchObject({ name: 'BookingRefusedError', status: 409 })
    expect(await transactionStatus(paid.transactionId)).toBe('voided')
    expect(provider.calls).toEqual(['createPayment', 'getPayment', 'voidPayment'])
    expect(provider.violations).toEqual([])
  })

  it('the sweep of unbooked payments voids outside its transaction, and a late confirm is refused', async () => {
    const provider = guarded()
    const departure = await stockDeparture(db, { placesLeft: 10, twinsLeft: 5, startDate: '2031-06-01', used })
    const orphan = await paidQuote(provider, departure)
    const later = new Date(Date.now() + 24 * 60 * 60_000)
    expect(await voidUnbookedPayments(db, { provider, graceMs: 10 * 60_000, now: later })).toBeGreaterThanOrEqual(1)
    expect(await transactionStatus(orphan.transactionId)).toBe('voided')
    await expect(
      confirmBooking(
        db,
        { brand, sessionId: orphan.sessionId, customerId: null },
        { quoteId: orphan.quoteId, transactionId: orphan.transactionId, takeFinalBalance: false },
        { provider, origin: ORIGIN },
      ),
    ).rejects.toMatchObject({ status: 409 })
    expect(provider.calls).toContain('voidPayment')
    expect(provider.violations).toEqual([])
  })
})

describe('the account area’s balance payment', () => {
  async function customerBooking() {
    const customer = await createCustomer(db)
    // A reference of the booking reference's own shape: the account area reads only those.
    const created = await createBooking(db, {
      customerId: customer.id,
      payments: 'deposit',
      reference: newBookingReference(),
    })
    const who = {
      brand,
      customer: {
        id: customer.id,
        brandId: customer.brandId,
        email: customer.email,
        clientId: customer.clientId,
        firstName: customer.firstName,
        lastName: customer.lastName,
      },
    }
    return { who, booking: created.booking }
  }

  it('starts and confirms a payment with no provider call inside a transaction', async () => {
    const provider = guarded()
    const { who, booking } = await customerBooking()
    const cardTypeId = await activeCardTypeId(db)
    const request = { bookingReference: booking.reference, amount: 1_000, cardTypeId }
    const frame = await startAccountPayment(db, who, request, provider, null)
    expect(frame).not.toBeNull()
    await payOnHostedPage(client(server), frame!.url)
    const answer = await confirmAccountPayment(db, who, { ...request, transactionId: frame!.transactionId }, provider)
    expect(answer).toMatchObject({ success: true, payment: { amount: 1_000 } })
    const row = await db
      .selectFrom('bookings')
      .select('amountPaidMinor')
      .where('id', '=', booking.id)
      .executeTakeFirstOrThrow()
    expect(row.amountPaidMinor).toBe(booking.amountPaidMinor + 1_000)
    expect(provider.calls).toEqual(['createPayment', 'getPayment'])
    expect(provider.violations).toEqual([])
  })

  it('voids a refused confirm’s payment after the transaction', async () => {
    const provider = guarded()
    const { who, booking } = await customerBooking()
    const cardTypeId = await activeCardTypeId(db)
    const request = { bookingReference: booking.reference, amount: 1_000, cardTypeId }
    const frame = await startAccountPayment(db, who, request, provider, null)
    await payOnHostedPage(client(server), frame!.url)
    // The confirm names another amount than the one paid: refused, and the payment released.
    await expect(
      confirmAccountPayment(db, who, { ...request, amount: 2_000, transactionId: frame!.transactionId }, provider),
    ).rejects.toThrow()
    expect(await transactionStatus(frame!.transactionId)).toBe('voided')
    expect(provider.calls).toEqual(['createPayment', 'getPayment', 'voidPayment'])
    expect(provider.violations).toEqual([])
  })
})

describe('the back office’s refund', () => {
  it('refunds through the provider with no call inside a transaction, once for a double submit', async () => {
    const provider = guarded()
    const created = await createBooking(db, { payments: 'full' })
    const staff = await makeStaff(server, 'administrator', 'refund-outside-transaction')
    const input = {
      brandId: created.booking.brandId,
      reference: created.booking.reference,
      staffId: staff.id,
      role: 'administrator',
      originFor: () => server.origin,
      kind: 'refund' as const,
      via: { kind: 'card' as const, paymentId: created.payments[0]!.id },
      amountMinor: 2_000,
      reason: 'Refund outside any transaction',
      idempotencyKey: crypto.randomUUID(),
    }
    // The ledger's refund (issue 25) asks the provider between its claim and its record, never inside either.
    expect(await refundBooking(db, provider, input)).toBe('refunded')
    expect(await refundBooking(db, provider, input)).toBe('already-refunded')
    const original = await db
      .selectFrom('paymentTransactions')
      .select('refundedMinor')
      .where('id', '=', created.payments[0]!.transactionId)
      .executeTakeFirstOrThrow()
    expect(original.refundedMinor).toBe(2_000)
    expect(provider.calls).toEqual(['refundPayment'])
    expect(provider.violations).toEqual([])
  })
})
