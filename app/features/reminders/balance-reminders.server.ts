import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema'
import type { AppDatabase } from '../../../db/database.server'
import { inWriteTransaction } from '../../../db/write-transaction.server'
import { formatDate } from '../../lib/dates'
import { PAY_LINK_DAYS_AFTER_DUE, issuePayLink, payLinkUrl } from '../account/index.server'
import { enqueueEmail, renderLetter, type OutboxSeal } from '../email/index.server'
import {
  addDays,
  bookingLetterFacts,
  bookingMoneyOf,
  letterBrandOf,
  moneySettingsOf,
  OFFICE_TIME_ZONE,
  zonedDay,
  zonedInstant,
} from '../ledger/index.server'
import { planJob, type JobHandler } from '../scheduler/index.server'
import {
  BALANCE_REMINDER_JOB,
  DEFAULT_REMINDER_DAYS_BEFORE,
  OVERDUE_CANCEL_JOB,
  overdueCancelKey,
  overdueCancelPlan,
  balanceReminderKey,
  balanceReminderPlan,
  type ReminderStage,
} from './balance-reminder-plan'
import { balanceReminderWords } from './reminder-emails'

/*
 * Balance reminders (issue 27): the site promises "we will email you a reminder" of the balance. A planner, run by
 * every process on a timer, plans each live booking's reminders as scheduler jobs (keyed by booking, due date and
 * stage, so planning again is a no-op and a moved due date gets its own); the job, when due, looks at the booking
 * again through the ledger and sends only if a balance is still due on that date — so a payment, a cancellation or
 * a new due date between planning and sending means no e-mail (the job's outcome says why). The e-mail and the job's
 * "done" commit together (scheduler.server.ts): never two of the same reminder, with any number of processes.
 */

/** A brand's public origin for the pay link (server/main.ts: the configured host of the brand and market). */
export type OriginFor = (brandId: string, marketCode: string) => string

/**
 * Plans the reminders of every booking with a balance to pay, and its automatic cancel where the brand has an overdue
 * rule (overdue-cancel.server.ts in the back office runs it); returns how many new jobs were planned.
 */
export async function planBalanceReminders(
  db: AppDatabase,
  options: { now?: Date; daysBefore?: readonly number[] } = {},
): Promise<number> {
  const now = options.now ?? new Date()
  const bookings = await db
    .selectFrom('bookings')
    .select(['id', 'brandId', 'balanceDueDate', 'createdAt', 'amountPaidMinor'])
    .where('status', '=', 'confirmed')
    .where('balanceDueDate', 'is not', null)
    .whereRef('amountPaidMinor', '<', 'totalMinor')
    .execute()
  // Each brand's own days and overdue rule (its money settings), read once per brand; a test may fix the days.
  const daysOfBrand = new Map<string, readonly number[]>()
  const cancelAfterOfBrand = new Map<string, number | null>()
  for (const brandId of new Set(bookings.map((booking) => booking.brandId))) {
    const settings = await moneySettingsOf(db, brandId)
    daysOfBrand.set(brandId, options.daysBefore ?? settings.reminderDaysBefore ?? DEFAULT_REMINDER_DAYS_BEFORE)
    cancelAfterOfBrand.set(brandId, settings.overdueCancelAfterDays)
  }
  const cancels = bookings.flatMap((booking) => {
    const afterDays = cancelAfterOfBrand.get(booking.brandId) ?? null
    // A reservation (nothing paid) is released by its payment deadline, without a fee: no automatic cancel.
    if (afterDays === null || Number(booking.amountPaidMinor) === 0) return []
    const dueDate = booking.balanceDueDate!
    return [
      {
        kind: OVERDUE_CANCEL_JOB,
        key: overdueCancelKey(booking.id, dueDate, afterDays),
        dueAt: overdueCancelPlan({ dueDate, afterDays, now }).cancelAt,
        brandId: booking.brandId,
        payload: { bookingId: booking.id, dueDate, afterDays },
      },
    ]
  })
  const reminders = bookings.flatMap((booking) =>
    balanceReminderPlan({
      dueDate: booking.balanceDueDate!,
      now,
      bookedAt: booking.createdAt,
      daysBefore: daysOfBrand.get(booking.brandId)!,
    }).map((reminder) => ({
      kind: BALANCE_REMINDER_JOB,
      key: balanceReminderKey(booking.id, booking.balanceDueDate!, reminder.stage),
      dueAt: reminder.sendAt,
      brandId: booking.brandId,
      payload: { bookingId: booking.id, dueDate: booking.balanceDueDate, stage: reminder.stage },
    })),
  )
  const wanted = [...reminders, ...cancels]
  if (wanted.length === 0) return 0
  let planned = 0
  // In slices: the known keys are read in one query per slice, and only what is missing is written.
  for (let start = 0; start < wanted.length; start += 200) {
    const slice = wanted.slice(start, start + 200)
    const known = new Set(
      (
        await db
          .selectFrom('scheduledJobs')
          .select('idempotencyKey')
          .where(
            'idempotencyKey',
            'in',
            slice.map((job) => job.key),
          )
          .execute()
      ).map((row) => row.idempotencyKey),
    )
    const missing = slice.filter((job) => !known.has(job.key))
    if (missing.length === 0) continue
    planned += await inWriteTransaction(db, async (trx) => {
      let created = 0
      for (const job of missing) if (await planJob(trx, job)) created++
      return created
    })
  }
  return planned
}

/** The job that sends one reminder, if the booking still has that balance due on that date. */
export function balanceReminderHandler(originFor: OriginFor, seal: OutboxSeal): JobHandler {
  return async ({ trx, job }) => {
    const bookingId = Number(job.payload.bookingId)
    const dueDate = String(job.payload.dueDate)
    const stage = String(job.payload.stage) as ReminderStage
    const booking = await bookingLetterFacts(trx, bookingId)
    if (!booking) return 'not sent: the booking no longer exists'
    if (booking.status === 'cancelled') return 'not sent: the booking is cancelled'
    const money = await bookingMoneyOf(trx, bookingId)
    if (money.dueMinor <= 0) return 'not sent: nothing is left to pay'
    if (booking.balanceDueDate !== dueDate) return 'not sent: the balance is now due on another date'
    if (!booking.leadEmail) return 'not sent: the booking has no e-mail address'

    const words = balanceReminderWords({
      stage,
      reference: booking.reference,
      tourName: booking.tourName,
      departureDate: booking.startDate,
      dueDate,
      dueMinor: money.dueMinor,
      currency: booking.currency === 'CAD' ? 'CAD' : 'GBP',
      cancelOn: stage === 'overdue' ? await plannedCancelDay(trx, booking.brandId, bookingId, dueDate) : null,
    })
    const origin = originFor(booking.brandId, booking.marketCode ?? '').replace(/\/$/, '')
    const letter = renderLetter(letterBrandOf(booking), words.subject, [
      ...words.paragraphs.map((text) => ({ text })),
      await payLinkParagraph(trx, {
        bookingId,
        hasAccount: booking.customerId !== null,
        reference: booking.reference,
        dueDate,
        origin,
      }),
    ])
    await enqueueEmail(trx, {
      brandId: booking.brandId,
      kind: BALANCE_REMINDER_JOB,
      to: booking.leadEmail,
      subject: words.subject,
      ...letter,
      // A guest's pay link is a credential: the outbox keeps it sealed until the e-mail is sent (ADR 0040).
      seal,
    })
    return `sent to ${booking.leadEmail}`
  }
}

/** The day the booking's automatic cancel is planned for (the brand's overdue rule), if it is. */
async function plannedCancelDay(
  trx: Kysely<Database>,
  brandId: string,
  bookingId: number,
  dueDate: string,
): Promise<string | null> {
  const { overdueCancelAfterDays } = await moneySettingsOf(trx, brandId)
  if (overdueCancelAfterDays === null) return null
  const job = await trx
    .selectFrom('scheduledJobs')
    .select('dueAt')
    .where('idempotencyKey', '=', overdueCancelKey(bookingId, dueDate, overdueCancelAfterDays))
    .where('state', 'in', ['pending', 'running'])
    .executeTakeFirst()
  return job ? zonedDay(job.dueAt, OFFICE_TIME_ZONE) : null
}

/**
 * The reminder's pay link: a customer with an account signs in to My bookings' payment section; a guest booker (no
 * account holds the booking) gets a one-time link to pay this booking's balance only, working until the due date + 7
 * days (account/pay-links.server.ts), created in the job's transaction so it exists exactly when the e-mail does.
 */
async function payLinkParagraph(
  trx: Kysely<Database>,
  input: { bookingId: number; hasAccount: boolean; reference: string; dueDate: string; origin: string },
): Promise<{ text: string; link: { url: string; label: string } }> {
  if (input.hasAccount)
    return {
      text: 'Sign in to My bookings with this e-mail address to pay by card.',
      link: { url: `${input.origin}/my-bookings/${input.reference}/payment`, label: 'Pay your balance' },
    }
  const lastDay = addDays(input.dueDate, PAY_LINK_DAYS_AFTER_DUE)
  const token = await issuePayLink(trx, {
    bookingId: input.bookingId,
    expiresAt: zonedInstant(addDays(lastDay, 1), 0),
  })
  return {
    text: `Pay by card with this secure link. It is for this booking only, works for one payment and until ${formatDate(lastDay)}.`,
    link: { url: payLinkUrl(input.origin, token), label: 'Pay your balance' },
  }
}

/** How many balance reminders each booking has been sent (for the dashboard's balance lists). */
export async function remindersSentFor(
  db: Kysely<Database>,
  bookingIds: readonly number[],
): Promise<Map<number, number>> {
  const sent = new Map<number, number>()
  if (bookingIds.length === 0) return sent
  const rows = await db
    .selectFrom('scheduledJobs')
    .select('idempotencyKey')
    .where('kind', '=', BALANCE_REMINDER_JOB)
    .where('state', '=', 'done')
    .where('outcome', 'like', 'sent %')
    .where((eb) => eb.or(bookingIds.map((id) => eb('idempotencyKey', 'like', `${BALANCE_REMINDER_JOB}:${id}:%`))))
    .execute()
  for (const row of rows) {
    const bookingId = Number(row.idempotencyKey.split(':')[1])
    sent.set(bookingId, (sent.get(bookingId) ?? 0) + 1)
  }
  return sent
}

/**
 * The day each booking's automatic cancel is planned for under the brand's current overdue rule (the dashboard's
 * overdue balances say it, so staff can step in before it happens); bookings without one are absent.
 */
export async function plannedCancelsFor(
  db: Kysely<Database>,
  brandId: string,
  bookingIds: readonly number[],
): Promise<Map<number, string>> {
  const planned = new Map<number, string>()
  if (bookingIds.length === 0) return planned
  const { overdueCancelAfterDays } = await moneySettingsOf(db, brandId)
  if (overdueCancelAfterDays === null) return planned
  const rows = await db
    .selectFrom('scheduledJobs')
    .select(['idempotencyKey', 'dueAt'])
    .where('kind', '=', OVERDUE_CANCEL_JOB)
    .where('state', 'in', ['pending', 'running'])
    .where((eb) => eb.or(bookingIds.map((id) => eb('idempotencyKey', 'like', `${OVERDUE_CANCEL_JOB}:${id}:%`))))
    .execute()
  for (const row of rows) {
    const [, bookingId, , afterDays] = row.idempotencyKey.split(':')
    if (Number(afterDays) === overdueCancelAfterDays)
      planned.set(Number(bookingId), zonedDay(row.dueAt, OFFICE_TIME_ZONE))
  }
  return planned
}
