import { outboxSeal } from '../../app/features/email/index.server'
import {
  BALANCE_REMINDER_JOB,
  balanceReminderHandler,
  planBalanceReminders,
} from '../../app/features/reminders/index.server'
import { runDueJobs } from '../../app/features/scheduler/index.server'
import { formatMoney } from '../../app/lib/money'
import type { AppDatabase } from '../../db/database.server'
import { E2E_SESSION_SECRET, receivedText } from '../support/outbox-credentials'
import { atEveryWidth } from './admin-session'
import { brandOrigin, expect, expectNoAxeViolations, test } from './fixtures'
import { bookAsGuest, payFromAccount, pickDeparture, uniqueSurname } from './public-booking'

/*
 * A guest pays a balance through the reminder's link (issue 27, Playwright acceptance). A guest books on Meridian
 * paying the deposit; the scheduler, run here with its clock at the first reminder's due time, sends the balance
 * reminder; its link (read from the outbox as the addressee receives it) opens in a fresh browser with no account,
 * shows that booking's balance and takes it with the sandbox card in the frame. The link then says it is spent.
 */

/** Runs the booking's first balance reminder, as the server's scheduler would at its due time; answers its link. */
async function reminderLink(db: AppDatabase, origin: string, reference: string, email: string): Promise<string> {
  const booking = await db
    .selectFrom('bookings')
    .select('id')
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow()
  await planBalanceReminders(db)
  const first = await db
    .selectFrom('scheduledJobs')
    .select('dueAt')
    .where('idempotencyKey', 'like', `${BALANCE_REMINDER_JOB}:${booking.id}:%`)
    .orderBy('dueAt')
    .executeTakeFirstOrThrow()
  const handlers = { [BALANCE_REMINDER_JOB]: balanceReminderHandler(() => origin, outboxSeal(E2E_SESSION_SECRET)) }
  await runDueJobs(db, handlers, { now: () => new Date(first.dueAt), workerId: 'pay-link-spec' })
  const mail = await db
    .selectFrom('emailOutbox')
    .select(['textBody', 'htmlBody', 'toAddress', 'brandId', 'sealedCredentials'])
    .where('kind', '=', BALANCE_REMINDER_JOB)
    .where('toAddress', '=', email)
    .executeTakeFirstOrThrow()
  const link = /(https?:\/\/\S+\/pay-balance\?token=[A-Za-z0-9_-]+)/.exec(receivedText(mail, E2E_SESSION_SECRET))?.[1]
  expect(link).toBeTruthy()
  return link!
}

test('a guest pays the balance through the reminder’s one-time link', async ({ page, baseURL, db, browser }) => {
  test.setTimeout(180_000)
  const origin = brandOrigin(baseURL, 'meridian')
  const departure = await pickDeparture(db, 'meridian')
  const surname = uniqueSurname()
  const email = `e2e.paylink.${surname.toLowerCase()}@example.com`
  const reference = await bookAsGuest(page, origin, 'meridian', departure, email, surname, 'Deposit Only')
  const link = await reminderLink(db, origin, reference, email)

  // Another device, no account, no session: only the link.
  const context = await browser.newContext()
  const payer = await context.newPage()
  await payer.goto(link)
  await expect(payer.getByRole('heading', { level: 1, name: 'Pay your balance' })).toBeVisible()
  await expect(payer.getByTestId('pay-link-booking')).toContainText(`Booking ${reference}: ${departure.tourName}`)
  const booking = await db
    .selectFrom('bookings')
    .select(['totalMinor', 'amountPaidMinor'])
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow()
  const balance = booking.totalMinor - booking.amountPaidMinor
  await expect(payer.getByTestId('payment-balance')).toContainText(formatMoney(balance, 'GBP'))
  await expectNoAxeViolations(payer)
  await atEveryWidth(payer, 'meridian-pay-link')

  await payFromAccount(payer, balance, `Alice ${surname}`)
  await expect(payer.getByTestId('payment-balance')).toHaveText(formatMoney(0, 'GBP'))
  await expectNoAxeViolations(payer)
  expect(
    (
      await db
        .selectFrom('bookings')
        .select('amountPaidMinor')
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow()
    ).amountPaidMinor,
  ).toBe(booking.totalMinor)

  // The link has paid once: opened again it says so, and offers no form.
  await payer.goto(link)
  await expect(payer.getByTestId('pay-link-used')).toContainText(reference)
  await expect(payer.getByRole('button', { name: 'Continue to card details' })).toHaveCount(0)
  await expectNoAxeViolations(payer)
  await context.close()
})
