import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  BALANCE_REMINDER_JOB,
  balanceReminderHandler,
  planBalanceReminders,
} from '../../app/features/reminders/index.server'
import { runDueJobs } from '../../app/features/scheduler/index.server'
import { hashToken } from '../../app/features/auth/index.server'
import { outboxSeal } from '../../app/features/email/index.server'
import { saveMoneySettings, moneySettingsOf } from '../../app/features/ledger/index.server'
import { createBooking, createCustomer, payBalanceOffline, type CreatedBooking } from '../support/factories'
import { INTEGRATION_SESSION_SECRET, receivedText } from '../support/outbox-credentials'
import { twoProcessesOn } from '../support/two-processes'

/*
 * Balance reminders (issue 27) on the dialect under test, with a clock the test controls: every live booking with a
 * balance gets its reminders planned once (28, 14 and 3 days before the due date and the day after, at nine in the
 * London morning); each is sent exactly once with two processes running the scheduler, with the amount, the due date
 * and the pay link; a payment, a cancellation or a moved due date between planning and sending means no e-mail.
 */

const processes = twoProcessesOn('balance-reminders')

const DUE = '2027-06-30'
const BOOKED_AT = '2027-01-02T10:00:00.000Z'
const originFor = (brandId: string, market: string) => `https://${brandId}-${market.toLowerCase()}.example`
const handlers = {
  [BALANCE_REMINDER_JOB]: balanceReminderHandler(originFor, outboxSeal(INTEGRATION_SESSION_SECRET)),
}

/** A deposit-paid booking whose balance is due on DUE, made on BOOKED_AT, with its own lead e-mail address. */
async function bookingWithBalance(
  label: string,
  payments: 'deposit' | 'full' = 'deposit',
  options: { customerId?: number } = {},
): Promise<CreatedBooking> {
  const made = await createBooking(processes.db, {
    passengers: [{ email: `${label}@reminders.example` }, {}],
    payments,
    customerId: options.customerId ?? null,
  })
  await processes.db
    .updateTable('bookings')
    .set({ balanceDueDate: payments === 'full' ? null : DUE })
    .where('id', '=', made.booking.id)
    .execute()
  // When it was made is never updated by the app (the schema's types say so); the test moves it on purpose.
  await sql`update bookings set created_at = ${BOOKED_AT} where id = ${made.booking.id}`.execute(processes.db)
  return made
}

const jobsOf = (bookingId: number) =>
  processes.db
    .selectFrom('scheduledJobs')
    .select(['idempotencyKey', 'dueAt', 'state', 'outcome'])
    .where('kind', '=', BALANCE_REMINDER_JOB)
    .where('idempotencyKey', 'like', `${BALANCE_REMINDER_JOB}:${bookingId}:%`)
    .orderBy('dueAt')
    .execute()
const mailTo = (label: string) =>
  processes.db
    .selectFrom('emailOutbox')
    .select(['subject', 'textBody', 'htmlBody', 'kind', 'brandId', 'toAddress', 'sealedCredentials'])
    .where('toAddress', '=', `${label}@reminders.example`)
    .orderBy('id')
    .execute()
const runBoth = (at: string) =>
  Promise.all([
    runDueJobs(processes.first.db, handlers, { now: () => new Date(at), workerId: 'first' }),
    runDueJobs(processes.second.db, handlers, { now: () => new Date(at), workerId: 'second' }),
    runDueJobs(processes.first.db, handlers, { now: () => new Date(at), workerId: 'first' }),
  ])

describe('balance reminders', () => {
  let owing: CreatedBooking
  let paidLater: CreatedBooking
  let cancelledLater: CreatedBooking
  let paidInFull: CreatedBooking
  let customers: CreatedBooking

  beforeAll(async () => {
    const customer = await createCustomer(processes.db, { email: 'account-holder@reminders.example' })
    customers = await bookingWithBalance('account-holder', 'deposit', { customerId: customer.id })
    owing = await bookingWithBalance('owing')
    paidLater = await bookingWithBalance('paid-later')
    cancelledLater = await bookingWithBalance('cancelled-later')
    paidInFull = await bookingWithBalance('paid-in-full', 'full')
  })

  it('plans each booking with a balance once: 28, 14 and 3 days before and the day after, at nine in London', async () => {
    const now = new Date('2027-01-05T12:00:00.000Z')
    const planned = await planBalanceReminders(processes.db, { now })
    expect(planned).toBeGreaterThanOrEqual(12)
    expect(await planBalanceReminders(processes.db, { now })).toBe(0)
    expect(await jobsOf(owing.booking.id)).toEqual([
      expect.objectContaining({
        idempotencyKey: `balance-reminder:${owing.booking.id}:${DUE}:28-days-before`,
        dueAt: '2027-06-02T08:00:00.000Z',
        state: 'pending',
      }),
      expect.objectContaining({
        idempotencyKey: `balance-reminder:${owing.booking.id}:${DUE}:14-days-before`,
        dueAt: '2027-06-16T08:00:00.000Z',
      }),
      expect.objectContaining({
        idempotencyKey: `balance-reminder:${owing.booking.id}:${DUE}:3-days-before`,
        dueAt: '2027-06-27T08:00:00.000Z',
      }),
      expect.objectContaining({
        idempotencyKey: `balance-reminder:${owing.booking.id}:${DUE}:overdue`,
        dueAt: '2027-07-01T08:00:00.000Z',
      }),
    ])
    expect(await jobsOf(paidInFull.booking.id)).toEqual([])
  })

  it('sends the 28-day reminder once with two processes running the scheduler, with the amount, date and pay link', async () => {
    await runBoth('2027-06-01T23:59:00.000Z')
    expect(await mailTo('owing')).toEqual([])

    await runBoth('2027-06-02T08:00:00.000Z')
    const mails = await mailTo('owing')
    expect(mails).toHaveLength(1)
    const total = owing.booking.totalMinor - owing.payments[0]!.amountMinor
    const amount = `£${(total / 100).toLocaleString('en-GB', { minimumFractionDigits: total % 100 ? 2 : 0 })}`
    expect(mails[0]!.kind).toBe('balance-reminder')
    expect(mails[0]!.subject).toBe(
      `Your balance of ${amount} for booking ${owing.booking.reference} is due on 30th Jun 2027`,
    )
    // A guest booker's link pays this booking only, once, until the due date + 7 days; the outbox keeps it sealed,
    // and the database keeps only the token's hash.
    expect(mails[0]!.textBody).toContain('https://meridian-gb.example/pay-balance?token=••••••••')
    const token = /pay-balance\?token=([A-Za-z0-9_-]+)/.exec(receivedText(mails[0]!))?.[1]
    expect(token).toBeTruthy()
    expect(receivedText(mails[0]!)).toContain('works for one payment and until 7th Jul 2027')
    const links = await processes.db
      .selectFrom('balancePayLinks')
      .select(['tokenHash', 'expiresAt', 'usedAt'])
      .where('bookingId', '=', owing.booking.id)
      .execute()
    expect(links).toEqual([{ tokenHash: hashToken(token!), expiresAt: '2027-07-07T23:00:00.000Z', usedAt: null }])
    // A booker with an account signs in to My bookings' payment section instead.
    const signedIn = await mailTo('account-holder')
    expect(signedIn).toHaveLength(1)
    expect(signedIn[0]!.textBody).toContain(
      `https://meridian-gb.example/my-bookings/${customers.booking.reference}/payment`,
    )
    expect(signedIn[0]!.sealedCredentials).toBeNull()
    const [first28] = await jobsOf(owing.booking.id)
    expect(first28).toMatchObject({ state: 'done', outcome: 'sent to owing@reminders.example' })

    await runBoth('2027-06-10T08:00:00.000Z')
    expect(await mailTo('owing')).toHaveLength(1)
  })

  it('sends nothing for a booking paid, cancelled or given another due date since its reminders were planned', async () => {
    // The balance is paid by bank transfer after planning.
    await payBalanceOffline(processes.db, paidLater, '2027-06-10T10:00:00.000Z')
    await processes.db
      .updateTable('bookings')
      .set({ status: 'cancelled', cancelledAt: '2027-06-10T10:00:00.000Z' })
      .where('id', '=', cancelledLater.booking.id)
      .execute()
    await processes.db
      .updateTable('bookings')
      .set({ balanceDueDate: '2027-07-14' })
      .where('id', '=', owing.booking.id)
      .execute()

    await runBoth('2027-06-16T08:00:00.000Z')
    expect(await mailTo('paid-later')).toHaveLength(1) // the 28-day one, before it was paid
    expect(await mailTo('cancelled-later')).toHaveLength(1)
    expect(await mailTo('owing')).toHaveLength(1)
    const outcomes = async (booking: CreatedBooking) => (await jobsOf(booking.booking.id))[1]
    expect(await outcomes(paidLater)).toMatchObject({ state: 'done', outcome: 'not sent: nothing is left to pay' })
    expect(await outcomes(cancelledLater)).toMatchObject({
      state: 'done',
      outcome: 'not sent: the booking is cancelled',
    })
    expect(await outcomes(owing)).toMatchObject({
      state: 'done',
      outcome: 'not sent: the balance is now due on another date',
    })

    // The moved due date gets reminders of its own, from today (16 June is 28 days before 14 July) on.
    await planBalanceReminders(processes.db, { now: new Date('2027-06-16T09:00:00.000Z') })
    expect(
      (await jobsOf(owing.booking.id))
        .filter((job) => job.idempotencyKey.includes(':2027-07-14:'))
        .map((job) => [job.idempotencyKey.split(':').at(-1), job.dueAt]),
    ).toEqual([
      ['28-days-before', '2027-06-16T08:00:00.000Z'],
      ['14-days-before', '2027-06-30T08:00:00.000Z'],
      ['3-days-before', '2027-07-11T08:00:00.000Z'],
      ['overdue', '2027-07-15T08:00:00.000Z'],
    ])
  })

  it('plans on the days the brand has set, and the standard days again once it clears them', async () => {
    const booking = await bookingWithBalance('brand-days')
    const before = await moneySettingsOf(processes.db, 'meridian')
    const save = (reminderDaysBefore: number[] | null) =>
      saveMoneySettings(processes.db, {
        brandId: 'meridian',
        policy: before.policy,
        approvalLimitMinor: before.approvalLimitMinor,
        reminderDaysBefore,
        overdueCancelAfterDays: null,
        staffId: null,
      })
    await save([42, 7])
    try {
      await planBalanceReminders(processes.db, { now: new Date('2027-01-05T12:00:00.000Z') })
      expect(
        (await jobsOf(booking.booking.id)).map((job) => [job.idempotencyKey.split(':').at(-1), job.dueAt]),
      ).toEqual([
        ['42-days-before', '2027-05-19T08:00:00.000Z'],
        ['7-days-before', '2027-06-23T08:00:00.000Z'],
        ['overdue', '2027-07-01T08:00:00.000Z'],
      ])
    } finally {
      await save(null)
    }
  })
})
