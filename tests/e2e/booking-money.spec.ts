import { hashPassword } from '../../app/features/auth/password-hashing.server'
import { describeCancellationPolicy, moneySettingsOf } from '../../app/features/ledger/index.server'
import { formatMoney } from '../../app/lib/money'
import { createCustomer } from '../support/factories'
import { newStaffPage, openBooking } from './admin-session'
import { brandOrigin, expect, expectNoAxeViolations, test } from './fixtures'
import { bookAsGuest, pickDeparture, uniqueSurname } from './public-booking'

/*
 * A booking's money as a ledger, as an operator and the customer see it (issue 25, Playwright acceptance). A guest
 * books and pays in full with the sandbox card, more than 84 days out; the customer's account holds the booking.
 * An administrator cancels it with the policy's fee (the deposit), checking the before/after figures in the
 * confirmation step, then refunds the rest to the card in the sandbox, again through the confirmation step. The
 * customer's My bookings then says Cancelled, £0 owed, with the statement ending at £0. On a second booking a goodwill
 * refund leaves the balance at £0. axe on every new screen.
 */

const PASSWORD = 'Tangerine-Walrus-42'

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
  const departure = await pickDeparture(db, 'meridian')
  const surname = uniqueSurname()
  const email = `e2e.ledger.${surname.toLowerCase()}@example.com`
  const reference = await bookAsGuest(page, origin, 'meridian', departure, email, surname)
  // The confirmation prints the brand's cancellation policy, in the words of the module that charges the fee.
  await expect(page.getByRole('region', { name: 'If you cancel' }).getByRole('listitem')).toHaveText(
    describeCancellationPolicy((await moneySettingsOf(db, 'meridian')).policy),
  )
  // The customer's account holds the booking (the claim by a verified e-mail is account.spec's subject).
  const customer = await createCustomer(db, { brand: 'meridian', email, passwordHash: await hashPassword(PASSWORD) })
  await db.updateTable('bookings').set({ customerId: customer.id }).where('reference', '=', reference).execute()
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
  await page.goto(`${origin}/login?returnUrl=${encodeURIComponent('/my-bookings')}`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(`${origin}/my-bookings`)
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
