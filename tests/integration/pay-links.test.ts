import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ACCOUNT_PAYMENT_PATH,
  CONFIRM_PAYMENT_PATH,
  MY_BOOKINGS_PATH,
  accountPaymentStatusUrl,
  paymentsUrl,
  type AccountPaymentFrame,
  type ConfirmPaymentAnswer,
  type PaymentsAnswer,
} from '../../app/features/account/account-contract'
import { hashToken } from '../../app/features/auth/index.server'
import { outboxSeal } from '../../app/features/email/index.server'
import {
  BALANCE_REMINDER_JOB,
  balanceReminderHandler,
  planBalanceReminders,
} from '../../app/features/reminders/index.server'
import { runDueJobs } from '../../app/features/scheduler/index.server'
import type { AppDatabase } from '../../db/database.server'
import { activeCardTypeId, bookThroughApi, payOnHostedPage, type BookedJourney } from '../support/checkout-journey'
import { stockDeparture } from '../support/factories'
import { client, type HttpClient } from '../support/http-client'
import { INTEGRATION_SESSION_SECRET, receivedText } from '../support/outbox-credentials'
import { startTestServer, type TestServer } from '../support/test-server'

/*
 * A guest's pay link (issue 27 "a guest booker gets a one-time link that lets them pay that booking's balance only,
 * expiring at the due date + 7 days, stored hashed"), through the real server on the dialect under test. A guest
 * books paying the deposit; the scheduler sends the balance reminder, whose link (opened from the sealed outbox as
 * the addressee receives it) lets a fresh browser pay that booking's balance with the sandbox card — and nothing
 * else: not another booking, not the account area, not a second payment, not after it expires, not on another brand.
 */

let server: TestServer
let db: AppDatabase
let cardTypeId: number
const used = new Set<number>()
const LEAD = 'pay-link-guest@example.com'
let guest: BookedJourney
let other: BookedJourney

const handlers = {
  [BALANCE_REMINDER_JOB]: balanceReminderHandler(() => server.origin, outboxSeal(INTEGRATION_SESSION_SECRET)),
}

async function bookingRow(reference: string) {
  return db.selectFrom('bookings').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow()
}

/** Sends the booking's first balance reminder (the scheduler's clock moved to its due time); answers the link. */
async function firstReminderLink(reference: string, leadEmail: string): Promise<string> {
  const booking = await bookingRow(reference)
  await planBalanceReminders(db, { now: new Date() })
  const [first] = await db
    .selectFrom('scheduledJobs')
    .select('dueAt')
    .where('idempotencyKey', 'like', `${BALANCE_REMINDER_JOB}:${booking.id}:%`)
    .orderBy('dueAt')
    .execute()
  expect(first).toBeDefined()
  await runDueJobs(db, handlers, { now: () => new Date(first!.dueAt), workerId: 'pay-links' })
  const mail = await db
    .selectFrom('emailOutbox')
    .select(['textBody', 'htmlBody', 'toAddress', 'brandId', 'sealedCredentials'])
    .where('kind', '=', BALANCE_REMINDER_JOB)
    .where('toAddress', '=', leadEmail)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow()
  expect(mail.textBody).not.toMatch(/token=[A-Za-z0-9_-]{20,}/)
  const url = /(http:\/\/[^\s]+\/pay-balance\?token=[A-Za-z0-9_-]+)/.exec(receivedText(mail))?.[1]
  if (!url) throw new Error(`no pay link in: ${receivedText(mail)}`)
  return new URL(url).pathname + new URL(url).search
}

beforeAll(async () => {
  server = await startTestServer('pay-links')
  db = server.database.db
  cardTypeId = await activeCardTypeId(db)
  const departure = await stockDeparture(db, { placesLeft: 10, twinsLeft: 5, startDate: '2031-07-01', used })
  guest = await bookThroughApi(server, db, departure, { leadEmail: LEAD, amountToPay: 'Deposit Only' })
  const another = await stockDeparture(db, { placesLeft: 10, twinsLeft: 5, startDate: '2031-07-08', used })
  other = await bookThroughApi(server, db, another, {
    leadEmail: 'someone-else@example.com',
    amountToPay: 'Deposit Only',
  })
}, 120_000)

afterAll(async () => {
  await server?.stop()
})

describe('a guest pays a balance through the reminder’s link', () => {
  let link: string
  let payer: HttpClient

  it('the link opens the balance of that booking only, and stores nothing but the token’s hash', async () => {
    link = await firstReminderLink(guest.bookingReference, LEAD)
    const token = new URLSearchParams(link.split('?')[1]).get('token')!
    const stored = await db.selectFrom('balancePayLinks').select(['tokenHash', 'usedAt']).execute()
    expect(stored).toContainEqual({ tokenHash: hashToken(token), usedAt: null })
    expect(stored.some((row) => row.tokenHash === token)).toBe(false)

    payer = client(server)
    const page = await payer.get(link)
    expect(page.status).toBe(200)
    expect(page.headers['cache-control']).toBe('private, no-store')
    expect(page.text).toContain('Pay your balance')
    expect(page.text).toContain(guest.bookingReference)

    const booking = await bookingRow(guest.bookingReference)
    const payments = await payer.get(paymentsUrl(guest.bookingReference))
    expect(payments.status, payments.text).toBe(200)
    expect(payments.json<PaymentsAnswer>().summary.balance).toBe(booking.totalMinor - booking.amountPaidMinor)

    // Nothing else: another booking is not found, the account area still wants a sign-in.
    expect((await payer.get(paymentsUrl(other.bookingReference))).status).toBe(404)
    expect(
      (await payer.post(ACCOUNT_PAYMENT_PATH, { bookingReference: other.bookingReference, amount: 100, cardTypeId }))
        .status,
    ).toBe(404)
    expect((await payer.get(MY_BOOKINGS_PATH)).status).toBe(401)
    // A browser without the link has no business here at all.
    expect((await client(server).get(paymentsUrl(guest.bookingReference))).status).toBe(401)
  })

  it('pays the balance with the sandbox card, once: the link is spent, a second payment is refused', async () => {
    const booking = await bookingRow(guest.bookingReference)
    const balance = booking.totalMinor - booking.amountPaidMinor
    const started = await payer.post(ACCOUNT_PAYMENT_PATH, {
      bookingReference: guest.bookingReference,
      amount: balance,
      cardTypeId,
    })
    expect(started.status, started.text).toBe(200)
    const frame = started.json<AccountPaymentFrame>()
    await payOnHostedPage(payer, frame.url)
    expect((await payer.get(accountPaymentStatusUrl(frame.transactionId))).status).toBe(200)
    const confirmed = await payer.post(CONFIRM_PAYMENT_PATH, {
      bookingReference: guest.bookingReference,
      amount: balance,
      cardTypeId,
      transactionId: frame.transactionId,
    })
    expect(confirmed.status, confirmed.text).toBe(200)
    expect(confirmed.json<ConfirmPaymentAnswer>().summary.balance).toBe(0)
    expect((await bookingRow(guest.bookingReference)).amountPaidMinor).toBe(booking.totalMinor)

    const again = await payer.get(link)
    expect(again.status).toBe(200)
    expect(again.text).toContain('A payment has already been made with this link')
    expect((await payer.get(paymentsUrl(guest.bookingReference))).status).toBe(401)
    const receipt = await db
      .selectFrom('emailOutbox')
      .select('subject')
      .where('toAddress', '=', LEAD)
      .where('kind', '!=', BALANCE_REMINDER_JOB)
      .orderBy('id', 'desc')
      .executeTakeFirst()
    expect(receipt?.subject).toBeTruthy()
  })

  it('does not work after it expires, or on another brand’s site', async () => {
    const otherLink = await firstReminderLink(other.bookingReference, 'someone-else@example.com')
    const cavendish = client(server, { brand: 'cavendish' })
    const elsewhere = await cavendish.get(otherLink)
    expect(elsewhere.status).toBe(404)
    expect(elsewhere.text).toContain('This payment link has expired or cannot be used')

    const otherBooking = await bookingRow(other.bookingReference)
    await db
      .updateTable('balancePayLinks')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('bookingId', '=', otherBooking.id)
      .execute()
    const late = client(server)
    expect((await late.get(otherLink)).status).toBe(404)
    expect((await late.get(paymentsUrl(other.bookingReference))).status).toBe(401)
    expect((await client(server).get('/pay-balance?token=not-a-token')).status).toBe(404)
  })
})
