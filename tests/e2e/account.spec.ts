import { randomBytes } from 'node:crypto'
import type { Browser, Page } from '@playwright/test'
import { hashPassword } from '../../app/features/auth/password-hashing.server'
import type { AppDatabase } from '../../db/database.server'
import { createCustomer } from '../support/factories'
import { brandOrigin, expect, expectNoAxeViolations, test, type Axe } from './fixtures'
import {
  amountText,
  bookAsGuest,
  isPost,
  payFromAccount,
  pickDeparture,
  uniqueSurname,
  type Brand,
} from './public-booking'
import { brandLane } from './lanes'
import { expectRenderedBookingEmails, expectRenderedBookingPdf, expectRenderedPage } from './visible-text'
import { E2E_SESSION_SECRET, receivedText } from '../support/outbox-credentials'

/*
 * The account area in a real browser (issue 12, Playwright acceptance), on both brands: book as a guest with the
 * sandbox card → register with the same e-mail (the booking does not show yet) → verify with the e-mailed link →
 * the booking shows in My bookings → add an emergency contact → add an excursion (the balance goes up) → pay part
 * of the balance, then the rest, in the card frame → the overview shows £0 and two receipt e-mails are in the
 * outbox; axe on every account page. Then, in a second browser: signed out the booking sends the visitor to log
 * in, and another customer signed in gets the 404 page for that reference.
 */

const BRANDS: Brand[] = ['meridian', 'cavendish']
const PASSWORD = 'Tangerine-Walrus-42'
const UPDATE_EXCURSIONS = '/api/update-excursions'
const PASSENGER_DETAILS = '/umbraco/api/account/passengerdetails'

async function balanceOf(db: AppDatabase, reference: string): Promise<number> {
  const booking = await db
    .selectFrom('bookings')
    .select(['totalMinor', 'amountPaidMinor'])
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow()
  return booking.totalMinor - booking.amountPaidMinor
}

const sectionHeading = (page: Page) => page.locator('#account-section-heading')

async function openSection(page: Page, axe: Axe, name: string, heading: string | RegExp) {
  await page.getByRole('navigation', { name: 'Booking sections' }).getByRole('link', { name, exact: true }).click()
  await expect(sectionHeading(page)).toHaveText(heading)
  // Focus moves to the new section's heading (keyboard and screen reader users start there).
  await expect(sectionHeading(page)).toBeFocused()
  await expect(
    page.getByRole('navigation', { name: 'Booking sections' }).getByRole('link', { name, exact: true }),
  ).toHaveAttribute('aria-current', 'page')
  await axe.check()
  await expectRenderedPage(page, name)
}

/** A second browser: signed out the booking asks for a login; another customer gets the 404 page. */
async function anotherCustomerSees404(
  browser: Browser,
  origin: string,
  brand: Brand,
  db: AppDatabase,
  reference: string,
) {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.goto(`${origin}/my-bookings/${reference}/payment`)
    await expect(page).toHaveURL(`${origin}/login?returnUrl=${encodeURIComponent(`/my-bookings/${reference}/payment`)}`)
    const email = `e2e.account.other.${Date.now().toString(36)}${randomBytes(3).toString('hex')}@example.com`
    await createCustomer(db, { brand, email, passwordHash: await hashPassword(PASSWORD) })
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'We can’t find that page' })).toBeVisible()
    const response = await page.goto(`${origin}/my-bookings/${reference}`)
    expect(response?.status()).toBe(404)
    expect(response?.headers()['cache-control']).toBe('private, no-store')
    await expect(page.getByRole('heading', { level: 1, name: 'We can’t find that page' })).toBeVisible()
    await expect(page.getByText(reference)).toHaveCount(0)
    await expectNoAxeViolations(page)
  } finally {
    await context.close()
  }
}

for (const brand of BRANDS) {
  test.describe(`${brand}: My bookings`, brandLane(brand), () => {
    test('a guest booking joins the account once the e-mail is verified; contacts, an excursion and two payments clear the balance', async ({
      page,
      db,
      baseURL,
      axe,
      browser,
    }) => {
      test.setTimeout(300_000)
      const origin = brandOrigin(baseURL, brand)
      const departure = await pickDeparture(db, brand)
      const surname = uniqueSurname()
      const email = `${surname.toLowerCase()}.${brand}@example.com`
      const reference = await bookAsGuest(page, origin, brand, departure, email, surname)
      expect(await balanceOf(db, reference)).toBe(0)
      // Issue 29, item 2: the confirmation step, both e-mails and the PDF show no unrendered text.
      await expectRenderedPage(page, 'confirmation step')
      await expectRenderedBookingEmails(browser, db, reference)
      await expectRenderedBookingPdf(page, reference)

      // Register with the same address: the guest booking is not shown until the address is proved.
      await page.goto(`${origin}/register?returnUrl=%2Fmy-bookings`)
      await page.getByLabel('Email').fill(email)
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD)
      await page.getByLabel('Confirm password').fill(PASSWORD)
      await page.getByRole('button', { name: 'Create account' }).click()
      await expect(page).toHaveURL(`${origin}/my-bookings`)
      await expect(page.getByTestId('verify-email-notice')).toBeVisible()
      await expect(page.getByTestId('no-bookings')).toBeVisible()
      await expectRenderedPage(page, 'My bookings, none yet')
      await expect(page.getByText(reference)).toHaveCount(0)
      await axe.check()
      const response = await page.reload()
      expect(response?.headers()['cache-control']).toBe('private, no-store')

      // The e-mailed link proves the address and brings the booking in.
      const mail = await db
        .selectFrom('emailOutbox')
        .select(['textBody', 'brandId', 'toAddress', 'sealedCredentials'])
        .where('toAddress', '=', email)
        .where('kind', '=', 'account-verification')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
      expect(mail.brandId).toBe(brand)
      const link = /https?:\/\/\S+\/my-bookings\/verify-email\?token=[A-Za-z0-9_-]{43}/.exec(
        receivedText(mail, E2E_SESSION_SECRET),
      )?.[0]
      expect(link?.startsWith(`${origin}/my-bookings/verify-email?token=`)).toBe(true)
      await page.goto(link!)
      await expect(page.getByRole('heading', { level: 1, name: 'Your e-mail address is confirmed' })).toBeVisible()
      await expect(page.getByTestId('claimed-bookings')).toHaveText('We have added 1 holiday to your account.')
      await expectRenderedPage(page, 'e-mail verified')
      await axe.check()
      // The link works once.
      await page.goto(link!)
      await expect(page.getByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeVisible()
      await page.getByRole('link', { name: 'Go to My bookings' }).click()

      // My bookings: the holiday with its facts, and no notice any more.
      await expect(page).toHaveURL(`${origin}/my-bookings`)
      await expect(page.getByTestId('verify-email-notice')).toHaveCount(0)
      const card = page.getByRole('article', { name: departure.tourName })
      await expect(card).toContainText(reference)
      await expect(card).toContainText('Paid in full')
      await axe.check()
      await expectRenderedPage(page, 'My bookings')
      await card.getByRole('link', { name: `View booking ${reference}` }).click()
      await expect(page).toHaveURL(`${origin}/my-bookings/${reference}`)
      await expect(page.getByRole('heading', { level: 1, name: departure.tourName })).toBeVisible()
      await expect(page.getByTestId('overview-balance')).toHaveText('£0')
      await axe.check()
      await expectRenderedPage(page, 'Booking overview')

      // Passengers: an emergency contact for the traveller.
      await openSection(page, axe, 'Passengers', 'Passengers and emergency contacts')
      const contacts = page.getByRole('form', { name: `Emergency contacts for Ms Alice ${surname}` })
      const first = contacts.getByRole('group', { name: 'Emergency contact 1' })
      await first.getByLabel(/^First name/).fill('Dora')
      await first.getByLabel(/^Surname/).fill(surname)
      await first.getByLabel(/^Relationship/).fill('Sister')
      await first.getByLabel(/^Mobile phone/).fill('07700 900456')
      const saved = page.waitForResponse(isPost(PASSENGER_DETAILS))
      await contacts.getByRole('button', { name: /^Save emergency contacts/ }).click()
      expect((await saved).status()).toBe(200)
      await expect(contacts.getByRole('status')).toHaveText('Emergency contacts saved.')
      await axe.check()
      const stored = await db
        .selectFrom('emergencyContacts')
        .innerJoin('bookingPassengers', 'bookingPassengers.id', 'emergencyContacts.bookingPassengerId')
        .innerJoin('bookings', 'bookings.id', 'bookingPassengers.bookingId')
        .select(['emergencyContacts.firstName', 'emergencyContacts.mobileNumber'])
        .where('bookings.reference', '=', reference)
        .execute()
      expect(stored).toEqual([{ firstName: 'Dora', mobileNumber: '07700 900456' }])

      // Excursions: one added for the traveller; the server re-prices and the balance goes up.
      await openSection(page, axe, 'Excursions', 'Excursions')
      await page
        .getByRole('checkbox', { name: new RegExp(`Alice ${surname}`) })
        .first()
        .check()
      const updated = page.waitForResponse(isPost(UPDATE_EXCURSIONS))
      await page.getByRole('button', { name: 'Save excursions' }).click()
      expect((await updated).status()).toBe(200)
      await expect(page.getByRole('status').filter({ hasText: 'Your balance is now' })).toBeVisible()
      const balance = await balanceOf(db, reference)
      expect(balance).toBeGreaterThan(200)
      await axe.check()

      await openSection(page, axe, 'Visas', 'Visas')
      await expect(page.getByText('No visas are needed for this holiday.')).toBeVisible()
      await openSection(page, axe, 'My details', 'My details')
      await expect(page.locator('.account-form__email')).toContainText(email)
      // My details: validated like the checkout's lead passenger, then saved to the account.
      const details = page.getByRole('form', { name: 'My details' })
      await details.getByLabel(/^First name/).fill('')
      await details.getByRole('button', { name: 'Save my details' }).click()
      await expect(details.getByText('This is a required field').first()).toBeVisible()
      await details.getByLabel(/^Title/).selectOption('Ms')
      await details.getByLabel(/^First name/).fill('Alice')
      await details.getByLabel(/^Surname/).fill(surname)
      await details.getByRole('combobox', { name: 'Day', exact: true }).selectOption('14')
      await details.getByRole('combobox', { name: 'Month', exact: true }).selectOption('3')
      await details.getByRole('combobox', { name: 'Year', exact: true }).selectOption('1958')
      await details.getByRole('radio', { name: 'Female', exact: true }).check()
      await details.getByLabel(/^Mobile phone/).fill('07700 900123')
      await details.getByLabel(/^Home phone/).fill('020 7946 0000')
      await details.getByLabel(/^Postcode/).fill('SW1Y 4JH')
      await details.getByLabel(/^Address line 1/).fill('12 St James Square')
      await details.getByLabel(/^Town or city/).fill('London')
      await details.getByRole('button', { name: 'Save my details' }).click()
      await expect(details.getByRole('status').filter({ hasText: 'Your details have been saved.' })).toBeVisible()
      await axe.check()
      const customer = await db
        .selectFrom('customers')
        .select(['firstName', 'lastName'])
        .where('brandId', '=', brand)
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
      expect(customer).toEqual({ firstName: 'Alice', lastName: surname })

      // Make a payment: the rules as messages, then part of the balance, then the rest.
      await openSection(page, axe, 'Make a payment', 'Make a payment')
      await page.getByLabel('Amount to pay (£)').fill('12.345')
      await page.getByRole('button', { name: 'Continue to card details' }).click()
      await expect(page.getByText('Enter valid number to two decimal places only.')).toBeVisible()
      await page.getByLabel('Amount to pay (£)').fill(amountText(balance - 50))
      await page.getByRole('button', { name: 'Continue to card details' }).click()
      await expect(
        page.getByText('You cannot make a payment that leaves the outstanding balance less than £1'),
      ).toBeVisible()
      await axe.check()
      const part = Math.floor(balance / 200) * 100
      await payFromAccount(page, part, `Alice ${surname}`)
      expect(await balanceOf(db, reference)).toBe(balance - part)
      // The frame, the amount and the card type are cleared for the next payment.
      await expect(page.getByLabel('Amount to pay (£)')).toHaveValue('')
      await expect(page.getByLabel('Card type')).toHaveValue('')
      await payFromAccount(page, balance - part, `Alice ${surname}`)
      expect(await balanceOf(db, reference)).toBe(0)
      await expect(page.getByTestId('payment-balance')).toHaveText('£0')
      await expect(page.getByText('Your holiday is paid in full. Thank you.')).toBeVisible()
      await axe.check()

      await openSection(page, axe, 'Overview', /Booking overview/)
      await expect(page.getByTestId('overview-balance')).toHaveText('£0')
      const payments = await db
        .selectFrom('payments')
        .innerJoin('bookings', 'bookings.id', 'payments.bookingId')
        .select(['payments.amountMinor'])
        .where('bookings.reference', '=', reference)
        .orderBy('payments.id')
        .execute()
      expect(payments.map((payment) => payment.amountMinor).slice(1)).toEqual([part, balance - part])
      const receipts = await db
        .selectFrom('emailOutbox')
        .select(['brandId'])
        .where('toAddress', '=', email)
        .where('kind', '=', 'payment-receipt')
        .execute()
      expect(receipts).toEqual([{ brandId: brand }, { brandId: brand }])

      await anotherCustomerSees404(browser, origin, brand, db, reference)
    })
  })
}
