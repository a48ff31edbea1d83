import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import type { AvailableRoomsResponse } from '../../app/features/checkout/index.server'
import {
  BOOKING_DATA_PATH,
  MY_BOOKINGS_PATH,
  type AccountBooking,
  type MyBookingsAnswer,
} from '../../app/features/account/account-contract'
import { AUTH_PATHS } from '../../app/features/auth/auth-contract'
import { AliasNode, SelectQueryNode, TableNode, type KyselyPlugin } from 'kysely'
import { BOOKING_ROW_COLUMNS } from '../../app/features/account/account-access.server'
import { accountBookingOf } from '../../app/features/account/account-bookings.server'
import { DEFAULT_CANCELLATION_POLICY } from '../../app/features/ledger'
import { bookingMoneyOf, ledgerStatementOf } from '../../app/features/ledger/index.server'
import { formatMoney } from '../../app/lib/money'
import { bookThroughApi } from '../support/checkout-journey'
import { stockDeparture, type StockedDeparture } from '../support/factories'
import { client } from '../support/http-client'
import { auditRowsFor, postAdminForm, signedInStaff } from '../support/staff-session'
import { startTestServer, type TestServer } from '../support/test-server'

/*
 * A booking's money as a ledger in the back office (issue 25; ADR 0043), over HTTP against the real server on the
 * dialect under test. The first block is the issue's list of what an operator found wrong, one test each (each
 * failed on main before the ledger's money actions); then the money actions' own guarantees: ten concurrent refunds
 * never exceed what was paid, a cancel gives back exactly the booking's places, a refund above a sales agent's limit
 * waits for an administrator, and every money change e-mails the customer and audits its before/after figures.
 */

let server: TestServer
const used = new Set<number>()

beforeAll(async () => {
  server = await startTestServer('booking-money', { TRUST_PROXY: 'loopback' })
})

afterAll(async () => {
  await server?.stop()
})

const db = () => server.database.db

async function booked(
  amountToPay: 'Deposit Only' | 'Full Balance',
  stock: { placesLeft?: number; twinsLeft?: number; startDate?: string } = {},
) {
  const departure = await stockDeparture(db(), {
    placesLeft: stock.placesLeft ?? 6,
    twinsLeft: stock.twinsLeft ?? 3,
    startDate: stock.startDate ?? '2031-09-01',
    used,
  })
  const journey = await bookThroughApi(server, db(), departure, {
    amountToPay,
    leadEmail: `grace.${departure.id}@example.com`,
  })
  return { departure, reference: journey.bookingReference }
}

const bookingRow = (reference: string) =>
  db().selectFrom('bookings').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow()

const cardPaymentOf = async (reference: string) => {
  const booking = await bookingRow(reference)
  return db()
    .selectFrom('payments')
    .selectAll()
    .where('bookingId', '=', booking.id)
    .where('method', '=', 'card')
    .orderBy('id')
    .executeTakeFirstOrThrow()
}

const refundsOf = async (reference: string) => {
  const booking = await bookingRow(reference)
  return db()
    .selectFrom('payments')
    .selectAll()
    .where('bookingId', '=', booking.id)
    .where('amountMinor', '<', 0)
    .execute()
}

const linesOf = async (reference: string) => {
  const booking = await bookingRow(reference)
  return db().selectFrom('bookingLedgerLines').selectAll().where('bookingId', '=', booking.id).orderBy('id').execute()
}

const emailsOf = (reference: string, kind: string) =>
  db()
    .selectFrom('emailOutbox')
    .selectAll()
    .where('kind', '=', kind)
    .where('subject', 'like', `%${reference}%`)
    .execute()

async function availableRooms(departure: StockedDeparture): Promise<AvailableRoomsResponse> {
  const response = await client(server).get(
    `/umbraco/api/checkoutapi/availablerooms?departureId=${departure.id}&filo=${encodeURIComponent(departure.filo)}&transportCode=${encodeURIComponent(departure.transportCode)}`,
  )
  expect(response.status).toBe(200)
  return response.json<AvailableRoomsResponse>()
}

const pounds = (minor: number) => (minor / 100).toFixed(2)

/** "£1,234.50" (or "£0.00") as minor units; several currencies joined by " + " are summed for GBP only. */
function minorOf(text: string): number {
  const gbp = text.split(' + ').find((part) => part.includes('£')) ?? '£0.00'
  return Math.round(Number(gbp.replace(/[^0-9.-]/g, '')) * 100)
}

/** The text of the element with this test id (React's text separators and any inner tags dropped). */
function figure(html: string, testId: string): string {
  const match = new RegExp(`data-testid="${testId}"[^>]*>([\\s\\S]*?)</(dd|p|span|td)>`).exec(html)
  if (!match) throw new Error(`No figure ${testId}`)
  return match[1]!.replace(/<[^>]*>/g, '').replace(/&#x27;|&amp;/g, '')
}

describe('what an operator found wrong (issue 25), each fixed', () => {
  it('a goodwill refund on a fully paid booking leaves the balance at 0 and the booking paid in full', async () => {
    const { reference } = await booked('Full Balance')
    const before = await bookingRow(reference)
    expect(before.type).toBe('paid')
    const card = await cardPaymentOf(reference)
    const { session } = await signedInStaff(server, 'administrator')
    const refunded = await postAdminForm(session, `/admin/bookings/${reference}`, {
      intent: 'refund',
      kind: 'goodwill',
      via: 'card',
      paymentId: String(card.id),
      amount: '500.00',
      reason: 'Hotel changed at short notice',
      refundKey: crypto.randomUUID(),
    })
    expect(refunded.status, refunded.text.slice(0, 300)).toBe(200)
    const after = await bookingRow(reference)
    expect(after.type).toBe('paid')
    expect(after.totalMinor).toBe(before.totalMinor - 50_000)
    expect(after.amountPaidMinor).toBe(before.amountPaidMinor - 50_000)
    expect(after.balanceDueDate).toBeNull()
    const goodwill = (await linesOf(reference)).filter((line) => line.kind === 'goodwill-credit')
    expect(goodwill).toHaveLength(1)
    expect(goodwill[0]).toMatchObject({ amountMinor: -50_000, reason: 'Hotel changed at short notice' })
    // The customer is told, and nothing is owed either way.
    const [email] = await emailsOf(reference, 'booking-refund')
    expect(email?.textBody).toContain('We have refunded £500 to the card you paid with')
    expect(email?.textBody).toContain('Nothing is owed either way.')
    // The resent confirmation does not ask for money.
    const resent = await postAdminForm(session, `/admin/bookings/${reference}`, { intent: 'resend-confirmation' })
    expect(resent.status).toBe(200)
    const confirmation = (await emailsOf(reference, 'booking-confirmation')).at(-1)
    expect(confirmation?.textBody ?? '').not.toMatch(/£500\.00 (due|to pay|outstanding)/i)
  })

  it('after a cancel, the booking screen still offers the refund of what was paid above the fee', async () => {
    const { reference } = await booked('Deposit Only')
    const { session } = await signedInStaff(server, 'administrator')
    const paid = (await bookingRow(reference)).amountPaidMinor
    const cancelled = await postAdminForm(session, `/admin/bookings/${reference}`, {
      intent: 'cancel',
      confirm: 'yes',
      fee: '0',
      reason: 'Tour operator error: fee waived',
    })
    expect(cancelled.status, cancelled.text.slice(0, 300)).toBe(200)
    const page = await session.get(`/admin/bookings/${reference}`)
    expect(page.status).toBe(200)
    expect(page.text).not.toContain('Refund any money separately')
    expect(page.text).toContain('name="intent" value="refund"')
    expect(figure(page.text, 'booking-balance')).toContain(`To refund: ${formatMoney(paid, 'GBP')}`)
    const card = await cardPaymentOf(reference)
    const refunded = await postAdminForm(session, `/admin/bookings/${reference}`, {
      intent: 'refund',
      via: 'card',
      paymentId: String(card.id),
      amount: pounds(paid),
      reason: 'Cancelled by us',
      refundKey: crypto.randomUUID(),
    })
    expect(refunded.status, refunded.text.slice(0, 300)).toBe(200)
    const after = await bookingRow(reference)
    expect(after).toMatchObject({ status: 'cancelled', totalMinor: 0, amountPaidMinor: 0 })
  })

  it('a cancelled booking owes no balance: not on the page, not under "Balance due", not on the dashboard', async () => {
    const { reference } = await booked('Deposit Only')
    const soon = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10)
    await db().updateTable('bookings').set({ balanceDueDate: soon }).where('reference', '=', reference).execute()
    const { session } = await signedInStaff(server, 'administrator')
    const inDueList = async () =>
      (await session.get(`/admin/bookings?q=${reference}&balance=due`)).text.includes(
        `href="/admin/bookings/${reference}?`,
      )
    const onDashboard = async () => (await session.get('/admin/dashboard')).text.includes(`>${reference}</a></th>`)
    expect(await inDueList()).toBe(true)
    expect(await onDashboard()).toBe(true)

    const cancelled = await postAdminForm(session, `/admin/bookings/${reference}`, {
      intent: 'cancel',
      confirm: 'yes',
      reason: 'Customer cannot travel',
    })
    expect(cancelled.status, cancelled.text.slice(0, 300)).toBe(200)
    expect(await inDueList()).toBe(false)
    expect(await onDashboard()).toBe(false)
    const page = await session.get(`/admin/bookings/${reference}`)
    expect(figure(page.text, 'booking-balance')).not.toMatch(/due/)
  })

  it('"Revenue today" is net of cancellations: the dashboard drops by what a cancel credits', async () => {
    const { session } = await signedInStaff(server, 'administrator')
    const { reference } = await booked('Deposit Only')
    const revenue = async () => minorOf(figure((await session.get('/admin/dashboard')).text, 'net-revenue-today'))
    const before = await revenue()
    const booking = await bookingRow(reference)
    const cancelled = await postAdminForm(session, `/admin/bookings/${reference}`, {
      intent: 'cancel',
      confirm: 'yes',
      fee: '100.00',
      reason: 'Fee agreed with the customer',
    })
    expect(cancelled.status, cancelled.text.slice(0, 300)).toBe(200)
    expect(await revenue()).toBe(before - booking.totalMinor + 10_000)
  })

  it('the customer is e-mailed when a booking is cancelled and when money is refunded', async () => {
    const { reference } = await booked('Deposit Only')
    const { session } = await signedInStaff(server, 'administrator')
    const paid = (await bookingRow(reference)).amountPaidMinor
    await postAdminForm(session, `/admin/bookings/${reference}`, {
      intent: 'cancel',
      confirm: 'yes',
      fee: '50.00',
      reason: 'Customer cannot travel',
    })
    const [cancelEmail] = await emailsOf(reference, 'booking-cancelled')
    expect(cancelEmail?.toAddress).toMatch(/^grace\.\d+@example\.com$/)
    expect(cancelEmail?.textBody).toContain('Cancellation charge: £50.')
    const refunded = await postAdminForm(session, `/admin/bookings/${reference}`, {
      intent: 'refund',
      via: 'offline',
      offlineReference: 'BACS R-77',
      amount: pounds(paid - 5000),
      reason: 'What was paid above the fee',
      refundKey: crypto.randomUUID(),
    })
    expect(refunded.status, refunded.text.slice(0, 300)).toBe(200)
    const [refundEmail] = await emailsOf(reference, 'booking-refund')
    expect(refundEmail?.textBody).toContain('to your bank account')
    expect(refundEmail?.textBody).toContain('Nothing is owed either way.')
  })

  it('the booking screen shows the provider’s reference for a card payment, as the CSV does', async () => {
    const { reference } = await booked('Deposit Only')
    const card = await cardPaymentOf(reference)
    const transaction = await db()
      .selectFrom('paymentTransactions')
      .select('providerReference')
      .where('id', '=', card.transactionId)
      .executeTakeFirstOrThrow()
    expect(transaction.providerReference).toBeTruthy()
    const { session } = await signedInStaff(server, 'sales_agent')
    const page = await session.get(`/admin/bookings/${reference}`)
    expect(page.text).toContain(transaction.providerReference!)
    expect(page.text).not.toContain(`<code>${card.transactionId}</code>`)
  })
})

describe('the customer sees the same money as the operator (issue 25)', () => {
  it('My bookings after a policy-fee cancel and a card refund: Cancelled, £0 owed, the statement ending at £0', async () => {
    const email = `owner.${Date.now()}@example.com`
    const customer = client(server)
    const registered = await customer.post(AUTH_PATHS.register, {
      email,
      password: 'Correct-Horse-Battery-9',
      confirmPassword: 'Correct-Horse-Battery-9',
    })
    expect(registered.status, registered.text).toBe(200)
    const departure = await stockDeparture(db(), { placesLeft: 6, twinsLeft: 3, startDate: '2031-09-01', used })
    const { bookingReference: reference } = await bookThroughApi(server, db(), departure, {
      browser: customer,
      leadEmail: email,
      amountToPay: 'Deposit Only',
    })
    const bookingData = async () => {
      const response = await customer.get(`${BOOKING_DATA_PATH}?bookingReference=${reference}`)
      expect(response.status, response.text.slice(0, 300)).toBe(200)
      return response.json<AccountBooking>()
    }
    const before = await bookingData()
    expect(before.status).toBe('Deposit paid')
    expect(before.statement.at(-1)?.balance).toBe(before.payment.balance)

    const { session } = await signedInStaff(server, 'administrator')
    const cancelled = await postAdminForm(session, `/admin/bookings/${reference}`, {
      intent: 'cancel',
      confirm: 'yes',
      fee: '100',
      reason: 'Customer cannot travel',
    })
    expect(cancelled.status, cancelled.text.slice(0, 300)).toBe(200)
    const afterCancel = await bookingData()
    const paid = (await bookingRow(reference)).amountPaidMinor
    expect(afterCancel).toMatchObject({
      status: 'Cancelled',
      moneyStatus: 'Cancelled – we owe you a refund',
      toRefund: paid - 10_000,
      excursionsChangeable: false,
    })
    expect(afterCancel.payment.balance).toBe(0)
    expect(afterCancel.statement.at(-1)?.balance).toBe(-(paid - 10_000))

    const card = await cardPaymentOf(reference)
    const refunded = await postAdminForm(session, `/admin/bookings/${reference}`, {
      intent: 'refund',
      via: 'card',
      paymentId: String(card.id),
      amount: pounds(paid - 10_000),
      reason: 'Cancelled by the customer: the policy fee kept',
      refundKey: crypto.randomUUID(),
    })
    expect(refunded.status, refunded.text.slice(0, 300)).toBe(200)
    const settled = await bookingData()
    expect(settled).toMatchObject({ status: 'Cancelled', moneyStatus: 'Cancelled', toRefund: 0, subtotal: 10_000 })
    expect(settled.payment).toMatchObject({ balance: 0, canPay: false, amountPaid: 10_000 })
    const last = settled.statement.at(-1)!
    expect(last).toMatchObject({ description: 'Refund to your card', amount: paid - 10_000, balance: 0 })
    // the statement adds up: every entry's balance is the one before plus its amount
    settled.statement.reduce((balance, entry) => {
      expect(entry.balance).toBe(balance + entry.amount)
      return entry.balance
    }, 0)
    const list = await customer.get(MY_BOOKINGS_PATH)
    const holiday = list.json<MyBookingsAnswer>().holidays.find((row) => row.bookingReference === reference)
    expect(holiday).toMatchObject({ status: 'Cancelled', balance: 0 })
  })

  it('the overview reads the booking’s ledger lines and its payments once each, for the money and the statement', async () => {
    const { reference } = await booked('Deposit Only')
    const booking = await db()
      .selectFrom('bookings')
      .select(BOOKING_ROW_COLUMNS)
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow()
    // Every table a SELECT reads from, as the query reaches the plugin (its name with no case or underscores).
    const reads: string[] = []
    const countReads: KyselyPlugin = {
      transformQuery: ({ node }) => {
        if (SelectQueryNode.is(node))
          for (const from of node.from?.froms ?? []) {
            const table = AliasNode.is(from) ? from.node : from
            if (TableNode.is(table)) reads.push(table.table.identifier.name.replace(/_/g, '').toLowerCase())
          }
        return node
      },
      transformResult: async ({ result }) => result,
    }
    const overview = await accountBookingOf(db().withPlugin(countReads), booking, '2026-11-29')
    expect(reads.filter((table) => table === 'bookingledgerlines')).toHaveLength(1)
    expect(reads.filter((table) => table === 'payments')).toHaveLength(1)
    // The same figures and statement as the ledger's own reads give.
    const money = await bookingMoneyOf(db(), booking.id)
    expect(overview).toMatchObject({ toRefund: money.toRefundMinor, moneyStatus: 'Deposit paid' })
    expect(overview.statement).toEqual(
      (await ledgerStatementOf(db(), booking.id, 'customer')).map((entry) => ({
        date: entry.at.slice(0, 10),
        description: entry.description,
        amount: entry.amountMinor,
        balance: entry.balanceMinor,
      })),
    )
    expect(overview.statement.length).toBeGreaterThan(1)
  })
})

describe('the money actions’ guarantees', () => {
  it('ten concurrent refunds never refund more than was paid', async () => {
    const { reference } = await booked('Deposit Only')
    const paid = (await bookingRow(reference)).amountPaidMinor
    const card = await cardPaymentOf(reference)
    const { session } = await signedInStaff(server, 'administrator')
    const quarter = Math.floor(paid / 4)
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        postAdminForm(session, `/admin/bookings/${reference}`, {
          intent: 'refund',
          via: index % 2 ? 'card' : 'offline',
          paymentId: index % 2 ? String(card.id) : '',
          offlineReference: `R-${index}`,
          amount: pounds(quarter),
          reason: 'Concurrency',
          refundKey: crypto.randomUUID(),
        }),
      ),
    )
    for (const answer of answers) expect([200, 400, 409]).toContain(answer.status)
    const refunds = await refundsOf(reference)
    const refunded = refunds.reduce((sum, row) => sum - row.amountMinor, 0)
    expect(refunded).toBeLessThanOrEqual(paid)
    expect(refunds).toHaveLength(4)
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(4)
    expect((await bookingRow(reference)).amountPaidMinor).toBe(paid - 4 * quarter)
  })

  it('a cancel gives back exactly the booking’s places, and a second cancel gives back none', async () => {
    const { departure, reference } = await booked('Deposit Only', { placesLeft: 4, twinsLeft: 2 })
    const seatsBefore = await db()
      .selectFrom('departures')
      .select('seatsSold')
      .where('id', '=', departure.id)
      .executeTakeFirstOrThrow()
    const roomBefore = await db()
      .selectFrom('rooms')
      .select('sold')
      .where('id', '=', departure.twin.id)
      .executeTakeFirstOrThrow()
    const passengers = await db()
      .selectFrom('bookingPassengers')
      .select('id')
      .where('bookingId', '=', (await bookingRow(reference)).id)
      .execute()
    const available = (await availableRooms(departure)).maxAvailable
    const { session } = await signedInStaff(server, 'administrator')
    const form = { intent: 'cancel', confirm: 'yes', reason: 'Customer cannot travel' }
    expect((await postAdminForm(session, `/admin/bookings/${reference}`, form)).status).toBe(200)
    const seatsAfter = await db()
      .selectFrom('departures')
      .select('seatsSold')
      .where('id', '=', departure.id)
      .executeTakeFirstOrThrow()
    const roomAfter = await db()
      .selectFrom('rooms')
      .select('sold')
      .where('id', '=', departure.twin.id)
      .executeTakeFirstOrThrow()
    expect(Number(seatsBefore.seatsSold) - Number(seatsAfter.seatsSold)).toBe(passengers.length)
    expect(Number(roomBefore.sold) - Number(roomAfter.sold)).toBe(1)
    expect((await availableRooms(departure)).maxAvailable).toBe(available + passengers.length)
    expect((await postAdminForm(session, `/admin/bookings/${reference}`, form)).status).toBe(409)
    const seatsAgain = await db()
      .selectFrom('departures')
      .select('seatsSold')
      .where('id', '=', departure.id)
      .executeTakeFirstOrThrow()
    expect(seatsAgain.seatsSold).toBe(seatsAfter.seatsSold)
  })

  it('cancel: the policy’s fee as a line, the rest credited, audited with before/after figures', async () => {
    const { reference } = await booked('Deposit Only')
    const booking = await bookingRow(reference)
    const { session } = await signedInStaff(server, 'sales_agent')
    const cancelled = await postAdminForm(session, `/admin/bookings/${reference}`, {
      intent: 'cancel',
      confirm: 'yes',
      reason: 'Customer cannot travel',
    })
    expect(cancelled.status, cancelled.text.slice(0, 300)).toBe(200)
    const lines = await linesOf(reference)
    const fee = lines.find((line) => line.kind === 'cancellation-fee')!
    // More than 84 days before departure the policy keeps the deposit.
    expect(fee.amountMinor).toBe(booking.depositMinor)
    expect(lines.reduce((sum, line) => sum + line.amountMinor, 0)).toBe(booking.depositMinor)
    const [audit] = await auditRowsFor(server, 'booking.cancel', reference)
    expect(JSON.parse(audit!.beforeJson!)).toMatchObject({
      totalMinor: booking.totalMinor,
      paidMinor: booking.amountPaidMinor,
      moneyStatus: 'deposit-paid',
    })
    expect(JSON.parse(audit!.afterJson!)).toMatchObject({
      totalMinor: booking.depositMinor,
      feeMinor: booking.depositMinor,
      reason: 'Customer cannot travel',
    })
  })

  it('a fee changed by staff needs a reason; a sales agent’s waiver above the limit waits for an administrator', async () => {
    const { reference } = await booked('Deposit Only')
    const agent = await signedInStaff(server, 'sales_agent')
    const noReason = await postAdminForm(agent.session, `/admin/bookings/${reference}`, {
      intent: 'cancel',
      confirm: 'yes',
      fee: '0',
      reason: ' ',
    })
    expect(noReason.status).toBe(400)
    expect((await bookingRow(reference)).status).toBe('confirmed')
    // The brand's limit set to £100 (editable data): waiving a deposit above it is beyond a sales agent's limit.
    const booking = await bookingRow(reference)
    expect(booking.depositMinor).toBeGreaterThan(10_000)
    await db()
      .insertInto('brandMoneySettings')
      .values({
        brandId: 'meridian',
        cancellationPolicy: JSON.stringify(DEFAULT_CANCELLATION_POLICY),
        approvalLimitMinor: 10_000,
        updatedBy: null,
      })
      .execute()
    onTestFinished(async () => {
      await db().deleteFrom('brandMoneySettings').where('brandId', '=', 'meridian').execute()
    })
    const waived = await postAdminForm(agent.session, `/admin/bookings/${reference}`, {
      intent: 'cancel',
      confirm: 'yes',
      fee: '0',
      reason: 'Bereavement',
    })
    expect(waived.status).toBe(200)
    expect(waived.text).toContain('waits for approval')
    expect((await bookingRow(reference)).status).toBe('confirmed')
    const approval = await db()
      .selectFrom('moneyApprovals')
      .selectAll()
      .where('bookingId', '=', booking.id)
      .executeTakeFirstOrThrow()
    expect(approval).toMatchObject({ status: 'pending', kind: 'cancel', amountMinor: booking.depositMinor })
    const agentDecides = await postAdminForm(agent.session, `/admin/bookings/${reference}`, {
      intent: 'decide-approval',
      approvalId: String(approval.id),
      decision: 'approve',
    })
    expect(agentDecides.status).toBe(400)

    const admin = await signedInStaff(server, 'administrator')
    const approved = await postAdminForm(admin.session, `/admin/bookings/${reference}`, {
      intent: 'decide-approval',
      approvalId: String(approval.id),
      decision: 'approve',
    })
    expect(approved.status, approved.text.slice(0, 300)).toBe(200)
    const after = await bookingRow(reference)
    expect(after).toMatchObject({ status: 'cancelled', totalMinor: 0 })
    const [audit] = await auditRowsFor(server, 'booking.cancel', reference)
    expect(audit!.staffId).toBe(admin.id)
    expect(JSON.parse(audit!.afterJson!)).toMatchObject({
      feeChanged: true,
      requestedBy: agent.id,
      approvalId: approval.id,
    })
    const twice = await postAdminForm(admin.session, `/admin/bookings/${reference}`, {
      intent: 'decide-approval',
      approvalId: String(approval.id),
      decision: 'approve',
    })
    expect(twice.status).toBe(409)
  })

  it('the review step of a refund and of a cancel shows the money before and after and writes nothing', async () => {
    const { reference } = await booked('Full Balance')
    const before = await bookingRow(reference)
    const linesBefore = await linesOf(reference)
    const { session } = await signedInStaff(server, 'administrator')
    const card = await cardPaymentOf(reference)
    const refundKey = crypto.randomUUID()
    const review = await postAdminForm(session, `/admin/bookings/${reference}`, {
      intent: 'refund',
      step: 'review',
      via: 'card',
      paymentId: String(card.id),
      amount: '10.00',
      reason: 'Meal not served',
      refundKey,
    })
    expect(review.status, review.text.slice(0, 300)).toBe(200)
    expect(review.text).toContain('Check the refund')
    expect(review.text).toContain(`Confirm refund of ${formatMoney(1000, 'GBP')}`)
    // the confirm button posts the same idempotency key, so a double click refunds once
    expect(review.text).toContain(`name="refundKey" value="${refundKey}"`)
    expect(await refundsOf(reference)).toHaveLength(0)
    expect(await auditRowsFor(server, 'booking.refund', reference)).toHaveLength(0)

    const cancelReview = await postAdminForm(session, `/admin/bookings/${reference}`, {
      intent: 'cancel',
      step: 'review',
      reason: 'Customer cannot travel',
      fee: '',
    })
    expect(cancelReview.status, cancelReview.text.slice(0, 300)).toBe(200)
    expect(cancelReview.text).toContain('Check the cancellation')
    expect(cancelReview.text).toContain(`Yes, cancel booking ${reference}`)
    expect(await bookingRow(reference)).toMatchObject({ status: 'confirmed', totalMinor: before.totalMinor })
    expect(await linesOf(reference)).toEqual(linesBefore)

    // A refused refund shows its message on the form that sent it, not on every refund form.
    const refused = await postAdminForm(session, `/admin/bookings/${reference}`, {
      intent: 'refund',
      step: 'review',
      via: 'offline',
      paymentId: '',
      offlineReference: '',
      amount: 'ten',
      reason: 'Meal not served',
      refundKey,
    })
    expect(refused.status).toBe(400)
    // (counted in the rendered messages, not in the page's serialised action data)
    expect(refused.text.match(/class="field__error"[^>]*>Enter an amount in pounds and pence/g)).toHaveLength(1)
  })

  it('a refund: the amount and the reason are required, and an audit row keeps the figures before and after', async () => {
    const { reference } = await booked('Full Balance')
    const booking = await bookingRow(reference)
    const { session } = await signedInStaff(server, 'administrator')
    const card = await cardPaymentOf(reference)
    const base = { intent: 'refund', via: 'card', paymentId: String(card.id), refundKey: crypto.randomUUID() }
    expect(
      (await postAdminForm(session, `/admin/bookings/${reference}`, { ...base, amount: '', reason: 'x' })).status,
    ).toBe(400)
    expect(
      (await postAdminForm(session, `/admin/bookings/${reference}`, { ...base, amount: '10.00', reason: '' })).status,
    ).toBe(400)
    expect(await refundsOf(reference)).toHaveLength(0)
    const ok = await postAdminForm(session, `/admin/bookings/${reference}`, {
      ...base,
      amount: '10.00',
      reason: 'Meal not served',
    })
    expect(ok.status).toBe(200)
    const [audit] = await auditRowsFor(server, 'booking.refund', reference)
    expect(JSON.parse(audit!.beforeJson!)).toMatchObject({ paidMinor: booking.amountPaidMinor, balanceMinor: 0 })
    expect(JSON.parse(audit!.afterJson!)).toMatchObject({
      paidMinor: booking.amountPaidMinor - 1000,
      balanceMinor: 1000,
      amountMinor: 1000,
      reason: 'Meal not served',
    })
    const refund = (await refundsOf(reference))[0]!
    const transaction = await db()
      .selectFrom('paymentTransactions')
      .select('providerReference')
      .where('id', '=', refund.transactionId)
      .executeTakeFirstOrThrow()
    // The statement and the e-mail name the provider's reference for the refund too.
    expect(transaction.providerReference).toBeTruthy()
    const page = await session.get(`/admin/bookings/${reference}`)
    expect(page.text).toContain(transaction.providerReference!)
  })
})
