import { hashPassword } from '../../app/features/auth/password-hashing.server'
import { describeCancellationPolicy, moneySettingsOf } from '../../app/features/ledger/index.server'
import { formatMoney } from '../../app/lib/money'
import { createCustomer } from '../support/factories'
import type { Page } from '@playwright/test'
import type { AppDatabase } from '../../db/database.server'
import {
  atEveryWidth,
  cancelThroughReview,
  dashboardToday,
  newStaffPage,
  openBooking,
  refundToCardThroughReview,
} from './admin-session'
import { brandOrigin, expect, expectNoAxeViolations, test } from './fixtures'
import { bookAsGuest, payFromAccount, pickDeparture, signInAsCustomer, uniqueSurname } from './public-booking'

/*
 * A booking's money as a ledger, as an operator and the customer see it (issue 25, Playwright acceptance). A guest
 * books and pays in full with the sandbox card, more than 84 days out; the customer's account holds the booking.
 * An administrator cancels it with the policy's fee (the deposit), checking the before/after figures in the
 * confirmation step, then refunds the rest to the card in the sandbox, again through the confirmation step. The
 * customer's My bookings then says Cancelled, £0 owed, with the statement ending at £0. On a second booking a goodwill
 * refund leaves the balance at £0. Then the same on a deposit-paid booking the customer paid more on from My bookings:
 * the deposit is the fee, the extra payment is refunded, and the dashboard's net figures agree. axe on every new screen.
 */

const PASSWORD = 'Tangerine-Walrus-42'

/**
 * A guest books on Meridian, more than 84 days out, paying in full or the deposit only; the customer's account then
 * holds the booking (the claim by a verified e-mail is account.spec's subject).
 */
async function bookForCustomer(page: Page, db: AppDatabase, origin: string, pay: 'Full Balance' | 'Deposit Only') {
  const departure = await pickDeparture(db, 'meridian')
  const surname = uniqueSurname()
  const email = `e2e.ledger.${surname.toLowerCase()}@example.com`
  const reference = await bookAsGuest(page, origin, 'meridian', departure, email, surname, pay)
  const customer = await createCustomer(db, { brand: 'meridian', email, passwordHash: await hashPassword(PASSWORD) })
  await db.updateTable('bookings').set({ customerId: customer.id }).where('reference', '=', reference).execute()
  return { departure, surname, email, reference }
}

/** "£1,234.50" as the amount field takes it: "1234.50". */
const amountField = (text: string) => text.replace(/[^0-9.]/g, '')

test('an operator cancels with the policy fee and refunds the rest; the customer sees the statement and £0 owed', async ({
  page,
  baseURL,
  db,
  databaseUrl,
  browser,
}) => {
  test.setTimeout(240_000)
  const origin = brandOrigin(baseURL, 'meridian')
  const { departure, email, reference } = await bookForCustomer(page, db, origin, 'Full Balance')
  // The confirmation prints the brand's cancellation policy, in the words of the module that charges the fee.
  await expect(page.getByRole('region', { name: 'If you cancel' }).getByRole('listitem')).toHaveText(
    describeCancellationPolicy((await moneySettingsOf(db, 'meridian')).policy),
  )
  const { amountPaidMinor: paid, depositMinor: deposit } = await db
    .selectFrom('bookings')
    .select(['amountPaidMinor', 'depositMinor'])
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow()

  const { admin, staffContext } = await newStaffPage(browser, origin, databaseUrl, 'administrator', 'Ada Admin')
  await openBooking(admin, reference)

  // Cancel: the form proposes the policy's fee; the review shows the figures now and after, writing nothing.
  const cancelForm = admin.getByRole('form', { name: 'Cancel the booking' })
  await cancelForm.getByLabel('Reason').fill('Customer cannot travel')
  await cancelForm.getByRole('button', { name: 'Review cancellation' }).click()
  const cancelReview = admin.getByTestId('review-cancel')
  await expect(cancelReview.getByRole('heading', { name: 'Check the cancellation' })).toBeFocused()
  await expect(cancelReview).toContainText(`cancellation fee of ${formatMoney(deposit, 'GBP')}`)
  await expect(cancelReview.getByRole('row', { name: /To refund/ })).toContainText(
    `${formatMoney(0, 'GBP')}${formatMoney(paid - deposit, 'GBP')}`,
  )
  await expectNoAxeViolations(admin)
  expect(
    (await db.selectFrom('bookings').select('status').where('reference', '=', reference).executeTakeFirstOrThrow())
      .status,
  ).toBe('confirmed')
  await cancelReview.getByRole('button', { name: `Yes, cancel booking ${reference}` }).click()
  await expect(admin.getByRole('status')).toContainText('The booking is cancelled')
  await expect(admin.getByTestId('booking-balance')).toHaveText(`To refund: ${formatMoney(paid - deposit, 'GBP')}`)
  await expectNoAxeViolations(admin)

  // Refund the rest to the card through the sandbox, after its own review.
  const refundForm = admin.getByRole('form', { name: /Refund to the card payment/ })
  await refundForm.getByLabel('Amount to refund to the card').fill(amountField(formatMoney(paid - deposit, 'GBP')))
  await refundForm.getByLabel('Reason').fill('Cancelled by the customer: the deposit kept')
  await refundForm.getByRole('button', { name: 'Review refund to card' }).click()
  const refundReview = admin.getByTestId('review-refund')
  await expect(refundReview.getByRole('row', { name: /To refund/ })).toContainText(
    `${formatMoney(paid - deposit, 'GBP')}${formatMoney(0, 'GBP')}`,
  )
  await expectNoAxeViolations(admin)
  await refundReview.getByRole('button', { name: `Confirm refund of ${formatMoney(paid - deposit, 'GBP')}` }).click()
  await expect(admin.getByRole('status')).toContainText('The refund went back to the card')
  await expect(admin.getByTestId('booking-balance')).toHaveText(formatMoney(0, 'GBP'))
  const statement = admin.getByRole('table', { name: 'Statement' })
  await expect(statement.getByRole('row').last()).toContainText('Card refund')
  await expectNoAxeViolations(admin)

  // The customer, signed in: My bookings says Cancelled; the overview's statement ends at £0, nothing to pay.
  await signInAsCustomer(page, origin, email, PASSWORD, '/my-bookings')
  const card = page.getByRole('article', { name: departure.tourName })
  await expect(card).toContainText(reference)
  await expect(card).toContainText('Cancelled')
  await card.getByRole('link', { name: `View booking ${reference}` }).click()
  await expect(page.getByTestId('overview-money-status')).toHaveText('Cancelled')
  await expect(page.getByTestId('overview-balance')).toHaveText('£0')
  const customerStatement = page.getByRole('table', { name: 'Your statement' })
  const last = customerStatement.getByRole('row').last()
  await expect(last).toContainText('Refund to your card')
  await expect(last.getByRole('cell').last()).toHaveText('£0')
  // The card payment reduces what is owed: a true minus sign, as on the operator's statement.
  await expect(customerStatement).toContainText(`\u2212${formatMoney(paid, 'GBP')}`)
  await expectNoAxeViolations(page)
  await staffContext.close()
})

test('a goodwill refund on a fully paid booking leaves the balance at £0', async ({
  page,
  baseURL,
  db,
  databaseUrl,
  browser,
}) => {
  test.setTimeout(180_000)
  const origin = brandOrigin(baseURL, 'meridian')
  const departure = await pickDeparture(db, 'meridian')
  const surname = uniqueSurname()
  const reference = await bookAsGuest(
    page,
    origin,
    'meridian',
    departure,
    `e2e.goodwill.${surname.toLowerCase()}@example.com`,
    surname,
  )
  const { admin, staffContext } = await newStaffPage(browser, origin, databaseUrl, 'administrator', 'Ada Admin')
  await openBooking(admin, reference)
  await expect(admin.getByTestId('booking-balance')).toHaveText(formatMoney(0, 'GBP'))

  const refundForm = admin.getByRole('form', { name: /Refund to the card payment/ })
  await refundForm.getByLabel('Amount to refund to the card').fill('75.00')
  await refundForm.getByLabel('Reason').fill('Coach was late on day 2')
  await refundForm.getByLabel(/^Goodwill/).check()
  await refundForm.getByRole('button', { name: 'Review refund to card' }).click()
  const review = admin.getByTestId('review-refund')
  await expect(review).toContainText('as goodwill')
  await expect(review.getByRole('row', { name: /Balance due/ })).toContainText(
    `${formatMoney(0, 'GBP')}${formatMoney(0, 'GBP')}`,
  )
  await review.getByRole('button', { name: `Confirm refund of ${formatMoney(7500, 'GBP')}` }).click()
  await expect(admin.getByRole('status')).toContainText('The refund went back to the card')
  await expect(admin.getByTestId('booking-balance')).toHaveText(formatMoney(0, 'GBP'))
  await expect(admin.getByRole('table', { name: 'Statement' })).toContainText(`\u2212${formatMoney(7500, 'GBP')}`)
  await expectNoAxeViolations(admin)
  await staffContext.close()
})

test('a deposit-paid booking, paid more on from My bookings: cancelled with the deposit as the fee, the rest refunded to the card; £0 owed, and the dashboard agrees', async ({
  page,
  baseURL,
  db,
  databaseUrl,
  browser,
}) => {
  test.setTimeout(240_000)
  const origin = brandOrigin(baseURL, 'meridian')
  const { departure, surname, email, reference } = await bookForCustomer(page, db, origin, 'Deposit Only')
  const booking = () =>
    db
      .selectFrom('bookings')
      .select(['totalMinor', 'amountPaidMinor', 'depositMinor', 'status'])
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow()
  const sold = await booking()
  expect(sold.amountPaidMinor).toBe(sold.depositMinor)

  // The customer pays £100 more from My bookings.
  const extra = 10_000
  await signInAsCustomer(page, origin, email, PASSWORD, `/my-bookings/${reference}/payment`)
  await payFromAccount(page, extra, `Alice ${surname}`)
  const paid = sold.depositMinor + extra
  expect((await booking()).amountPaidMinor).toBe(paid)

  const { admin, staffContext } = await newStaffPage(browser, origin, databaseUrl, 'administrator', 'Ada Admin')
  const before = await dashboardToday(admin)

  // Cancel more than 84 days out: the policy keeps the deposit; what was paid above it is to refund.
  await openBooking(admin, reference)
  await expect(admin.getByTestId('booking-balance')).toContainText(formatMoney(sold.totalMinor - paid, 'GBP'))
  await cancelThroughReview(admin, reference, 'Customer cannot travel', async (review) => {
    await expect(review).toContainText(`cancellation fee of ${formatMoney(sold.depositMinor, 'GBP')}`)
    await expect(review.getByRole('row', { name: /To refund/ })).toContainText(
      `${formatMoney(0, 'GBP')}${formatMoney(extra, 'GBP')}`,
    )
    await expectNoAxeViolations(admin)
    await atEveryWidth(admin, 'meridian-cancel-review', review)
  })
  await expect(admin.getByTestId('booking-balance')).toHaveText(`To refund: ${formatMoney(extra, 'GBP')}`)
  // The two card payments' refund forms, each named by its payment.
  await atEveryWidth(admin, 'meridian-booking-to-refund')
  const cancelled = await booking()
  expect(cancelled).toMatchObject({ status: 'cancelled', totalMinor: sold.depositMinor, amountPaidMinor: paid })

  // Refund the "to refund" amount through the sandbox to the card payment it was, the one made from My bookings.
  await refundToCardThroughReview(admin, extra, 'Cancelled by the customer: the deposit kept', {
    paymentMinor: extra,
    inReview: async (review) => {
      await expect(review.getByRole('row', { name: /To refund/ })).toContainText(
        `${formatMoney(extra, 'GBP')}${formatMoney(0, 'GBP')}`,
      )
      await expectNoAxeViolations(admin)
    },
  })
  await expect(admin.getByTestId('booking-balance')).toHaveText(formatMoney(0, 'GBP'))
  const statement = admin.getByRole('table', { name: 'Statement' })
  await expect(statement.getByRole('row').last()).toContainText('Card refund')
  await expect(statement.getByRole('row').last().getByRole('cell').nth(3)).toHaveText(formatMoney(0, 'GBP'))
  await expectNoAxeViolations(admin)
  expect(await booking()).toMatchObject({ totalMinor: sold.depositMinor, amountPaidMinor: sold.depositMinor })

  // The dashboard: net revenue less what the cancel credited (the sale less the fee), the refund among refunds, the
  // cash received unchanged (the customer's payments were before the first look).
  const after = await dashboardToday(admin)
  expect(after).toEqual({
    net: before.net - (sold.totalMinor - sold.depositMinor),
    refunds: before.refunds + extra,
    cash: before.cash,
  })
  await expectNoAxeViolations(admin)

  // The customer: My bookings says Cancelled; the overview's statement shows both payments and the refund, £0 owed.
  await page.goto(`${origin}/my-bookings`)
  const card = page.getByRole('article', { name: departure.tourName })
  await expect(card).toContainText(reference)
  await expect(card).toContainText('Cancelled')
  await card.getByRole('link', { name: `View booking ${reference}` }).click()
  await expect(page.getByTestId('overview-money-status')).toHaveText('Cancelled')
  await expect(page.getByTestId('overview-balance')).toHaveText('£0')
  const customerStatement = page.getByRole('table', { name: 'Your statement' })
  await expect(customerStatement).toContainText(`\u2212${formatMoney(sold.depositMinor, 'GBP')}`)
  await expect(customerStatement).toContainText(`\u2212${formatMoney(extra, 'GBP')}`)
  const last = customerStatement.getByRole('row').last()
  await expect(last).toContainText('Refund to your card')
  await expect(last.getByRole('cell').last()).toHaveText('£0')
  await expectNoAxeViolations(page)
  await staffContext.close()
})
