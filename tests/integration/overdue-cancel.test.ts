import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { overdueCancelHandler } from '../../app/features/back-office/index.server'
import { loadDashboard } from '../../app/features/back-office/dashboard/index.server'
import { bookingMoneyOf, moneySettingsOf, saveMoneySettings } from '../../app/features/ledger/index.server'
import {
  BALANCE_REMINDER_JOB,
  OVERDUE_CANCEL_JOB,
  balanceReminderHandler,
  planBalanceReminders,
} from '../../app/features/reminders/index.server'
import { runDueJobs } from '../../app/features/scheduler/index.server'
import { outboxSeal } from '../../app/features/email/index.server'
import { createBooking, payBalanceOffline, type CreatedBooking } from '../support/factories'
import { INTEGRATION_SESSION_SECRET } from '../support/outbox-credentials'
import { twoProcessesOn } from '../support/two-processes'

/*
 * The automatic cancel of an overdue booking (issue 27) on the dialect under test, with a clock the test controls.
 * A brand's "cancel unpaid bookings after N days overdue" rule: the planner plans each owing booking's cancel for its
 * due date + N at nine in the London morning; the overdue reminder names that day; the dashboard lists it; when due,
 * two processes running the scheduler cancel the booking exactly once with the policy's fee — places back, ledger
 * lines with the system as actor, the customer's e-mail, an audit row — and a booking paid (or a rule switched off)
 * in the meantime is left alone. Without a rule (the default) nothing is planned: staff decide.
 */

const processes = twoProcessesOn('overdue-cancel')

const DUE = '2027-06-30'
const AFTER_DAYS = 7
const BOOKED_AT = '2027-01-02T10:00:00.000Z'
const originFor = (brandId: string, market: string) => `https://${brandId}-${market.toLowerCase()}.example`
const handlers = {
  [BALANCE_REMINDER_JOB]: balanceReminderHandler(originFor, outboxSeal(INTEGRATION_SESSION_SECRET)),
  [OVERDUE_CANCEL_JOB]: overdueCancelHandler(originFor),
}

async function bookingWithBalance(label: string, payments: 'deposit' | 'none' = 'deposit'): Promise<CreatedBooking> {
  const made = await createBooking(processes.db, {
    passengers: [{ email: `${label}@overdue.example` }, {}],
    payments,
  })
  await processes.db.updateTable('bookings').set({ balanceDueDate: DUE }).where('id', '=', made.booking.id).execute()
  await sql`update bookings set created_at = ${BOOKED_AT} where id = ${made.booking.id}`.execute(processes.db)
  return made
}

const cancelJobsOf = (bookingId: number) =>
  processes.db
    .selectFrom('scheduledJobs')
    .select(['idempotencyKey', 'dueAt', 'state', 'outcome'])
    .where('kind', '=', OVERDUE_CANCEL_JOB)
    .where('idempotencyKey', 'like', `${OVERDUE_CANCEL_JOB}:${bookingId}:%`)
    .execute()
const mailTo = (label: string) =>
  processes.db
    .selectFrom('emailOutbox')
    .select(['kind', 'subject', 'textBody'])
    .where('toAddress', '=', `${label}@overdue.example`)
    .orderBy('id')
    .execute()
const runBoth = (at: string) =>
  Promise.all([
    runDueJobs(processes.first.db, handlers, { now: () => new Date(at), workerId: 'first' }),
    runDueJobs(processes.second.db, handlers, { now: () => new Date(at), workerId: 'second' }),
    runDueJobs(processes.first.db, handlers, { now: () => new Date(at), workerId: 'first' }),
  ])
const seatsSold = async (departureId: number) =>
  Number(
    (
      await processes.db
        .selectFrom('departures')
        .select('seatsSold')
        .where('id', '=', departureId)
        .executeTakeFirstOrThrow()
    ).seatsSold,
  )

async function setRule(brandId: string, afterDays: number | null) {
  const settings = await moneySettingsOf(processes.db, brandId)
  await saveMoneySettings(processes.db, {
    brandId,
    policy: settings.policy,
    approvalLimitMinor: settings.approvalLimitMinor,
    reminderDaysBefore: settings.reminderDaysBefore,
    overdueCancelAfterDays: afterDays,
    staffId: null,
  })
}

describe('the automatic cancel of an overdue booking', () => {
  let unpaid: CreatedBooking
  let paidLate: CreatedBooking
  let reservation: CreatedBooking

  beforeAll(async () => {
    unpaid = await bookingWithBalance('unpaid')
    paidLate = await bookingWithBalance('paid-late')
    reservation = await bookingWithBalance('reservation', 'none')
  })

  it('plans nothing while the brand leaves overdue bookings to staff (the default)', async () => {
    expect((await moneySettingsOf(processes.db, unpaid.booking.brandId)).overdueCancelAfterDays).toBeNull()
    await planBalanceReminders(processes.db, { now: new Date('2027-01-05T12:00:00.000Z') })
    expect(await cancelJobsOf(unpaid.booking.id)).toEqual([])
  })

  it('plans the cancel for the due date + N at nine in London once the brand sets a rule, once', async () => {
    await setRule(unpaid.booking.brandId, AFTER_DAYS)
    const now = new Date('2027-01-06T12:00:00.000Z')
    expect(await planBalanceReminders(processes.db, { now })).toBeGreaterThanOrEqual(2)
    expect(await planBalanceReminders(processes.db, { now })).toBe(0)
    expect(await cancelJobsOf(unpaid.booking.id)).toEqual([
      {
        idempotencyKey: `overdue-cancel:${unpaid.booking.id}:${DUE}:${AFTER_DAYS}`,
        dueAt: '2027-07-07T08:00:00.000Z',
        state: 'pending',
        outcome: null,
      },
    ])
    // A reservation (nothing paid) is released by its payment deadline, without a fee: never cancelled here.
    expect(await cancelJobsOf(reservation.booking.id)).toEqual([])
  })

  it('names the day in the overdue reminder, and the dashboard lists it against the overdue balance', async () => {
    await runBoth('2027-07-01T08:00:00.000Z')
    const overdue = (await mailTo('unpaid')).filter((mail) => mail.kind === 'balance-reminder')
    expect(overdue.at(-1)!.subject).toBe(`Your balance for booking ${unpaid.booking.reference} is overdue`)
    expect(overdue.at(-1)!.textBody).toContain('If it is still unpaid on 7th Jul 2027, we will cancel the booking')

    const dashboard = await loadDashboard(processes.db, {
      brandId: unpaid.booking.brandId,
      withMoney: true,
      now: new Date('2027-07-02T10:00:00.000Z'),
    })
    const row = dashboard.overdueBalances!.find((balance) => balance.reference === unpaid.booking.reference)
    expect(row).toMatchObject({ cancelsOn: '2027-07-07', balanceDueDate: DUE })
    expect(row!.remindersSent).toBeGreaterThanOrEqual(1)
  })

  it('cancels the unpaid booking once with two processes, with the policy fee, places back and the e-mail', async () => {
    // The other booking's balance is paid by bank transfer on the 5th: its cancel finds nothing to do.
    await payBalanceOffline(processes.db, paidLate, '2027-07-05T10:00:00.000Z')

    const soldBefore = await seatsSold(unpaid.departure.id)
    const before = await bookingMoneyOf(processes.db, unpaid.booking.id)
    expect(before.dueMinor).toBeGreaterThan(0)

    await runBoth('2027-07-07T07:59:00.000Z')
    expect(
      (
        await processes.db
          .selectFrom('bookings')
          .select('status')
          .where('id', '=', unpaid.booking.id)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('confirmed')

    await runBoth('2027-07-07T08:00:00.000Z')
    const booking = await processes.db
      .selectFrom('bookings')
      .select(['status', 'cancelledAt'])
      .where('id', '=', unpaid.booking.id)
      .executeTakeFirstOrThrow()
    expect(booking.status).toBe('cancelled')
    expect(await seatsSold(unpaid.departure.id)).toBe(soldBefore - 2)

    const after = await bookingMoneyOf(processes.db, unpaid.booking.id)
    expect(after.dueMinor).toBe(0)
    // The policy's band three days before a departure far off charges the deposit: what was paid covers it.
    const lines = await processes.db
      .selectFrom('bookingLedgerLines')
      .select(['kind', 'amountMinor', 'actor', 'staffId', 'reason'])
      .where('bookingId', '=', unpaid.booking.id)
      .where('kind', 'like', 'cancellation%')
      .execute()
    expect(lines.length).toBeGreaterThanOrEqual(1)
    for (const line of lines) {
      expect(line.actor).toBe('system')
      expect(line.staffId).toBeNull()
      expect(line.reason).toContain(`not paid ${AFTER_DAYS} days after it was due on 30th Jun 2027`)
    }

    const cancelled = (await mailTo('unpaid')).filter((mail) => mail.kind === 'booking-cancelled')
    expect(cancelled).toHaveLength(1)
    const audit = await processes.db
      .selectFrom('auditLog')
      .select(['staffId', 'afterJson'])
      .where('action', '=', 'booking.cancel')
      .where('entityId', '=', unpaid.booking.reference)
      .execute()
    expect(audit).toHaveLength(1)
    expect(audit[0]!.staffId).toBeNull()
    expect(JSON.parse(audit[0]!.afterJson!)).toMatchObject({
      status: 'cancelled',
      automatic: { rule: 'overdue-cancel', afterDays: AFTER_DAYS, dueDate: DUE, unpaidMinor: before.dueMinor },
    })
    expect(await cancelJobsOf(unpaid.booking.id)).toEqual([
      expect.objectContaining({ state: 'done', outcome: expect.stringMatching(/^cancelled: /) }),
    ])

    // The booking paid in the meantime stays live.
    const paid = await processes.db
      .selectFrom('bookings')
      .select('status')
      .where('id', '=', paidLate.booking.id)
      .executeTakeFirstOrThrow()
    expect(paid.status).toBe('confirmed')
    expect(await cancelJobsOf(paidLate.booking.id)).toEqual([
      expect.objectContaining({ state: 'done', outcome: 'not cancelled: the balance is paid' }),
    ])
    expect((await mailTo('paid-late')).filter((mail) => mail.kind === 'booking-cancelled')).toEqual([])
  })

  it('does nothing when the brand switches the rule off before the day, and never cancels a day overdue at once', async () => {
    const late = await bookingWithBalance('rule-off')
    await planBalanceReminders(processes.db, { now: new Date('2027-01-07T12:00:00.000Z') })
    expect(await cancelJobsOf(late.booking.id)).toHaveLength(1)
    await setRule(late.booking.brandId, null)
    // (The earlier bookings' jobs are done: this pass runs only this booking's.)
    await runBoth('2027-07-07T08:00:00.000Z')
    expect(await cancelJobsOf(late.booking.id)).toEqual([
      expect.objectContaining({
        state: 'done',
        outcome: 'not cancelled: the brand now leaves overdue bookings to staff',
      }),
    ])
    expect(
      (
        await processes.db
          .selectFrom('bookings')
          .select('status')
          .where('id', '=', late.booking.id)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('confirmed')

    // Switched on again on 20 July, long after the 7th: the cancel goes the next morning, not at once.
    await setRule(late.booking.brandId, 14)
    await planBalanceReminders(processes.db, { now: new Date('2027-07-20T15:00:00.000Z') })
    const jobs = await cancelJobsOf(late.booking.id)
    expect(jobs).toContainEqual(
      expect.objectContaining({
        idempotencyKey: `overdue-cancel:${late.booking.id}:${DUE}:14`,
        dueAt: '2027-07-21T08:00:00.000Z',
        state: 'pending',
      }),
    )
  })
})
