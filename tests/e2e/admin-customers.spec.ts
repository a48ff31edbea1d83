import { randomBytes } from 'node:crypto'
import { createBooking } from '../support/factories'
import { atEveryWidth, newStaffPage } from './admin-session'
import { brandOrigin, expect, expectNoAxeViolations, test } from './fixtures'

/*
 * Every booker is a customer (issue 26), as a sales agent uses it on the phone: a guest who booked without an account
 * is in Customers; the agent finds them by the booking reference they read out, opens their page (bookings, payments,
 * e-mails, notes), leaves a note and corrects their phone number. axe on each screen; on both brands at 375, 768,
 * 1280 and 1440 px nothing scrolls sideways (SCREENSHOT_DIR keeps the screens to look at).
 */

const tag = () => randomBytes(4).toString('hex')

for (const brand of ['meridian', 'cavendish'] as const) {
  test(`a sales agent finds a guest booker by reference, notes the call and corrects the phone (${brand})`, async ({
    browser,
    baseURL,
    db,
    databaseUrl,
  }) => {
    test.setTimeout(120_000)
    const email = `guest.${tag()}@example.com`
    const made = await createBooking(db, {
      brand,
      passengers: [{ email, firstName: 'Gwen', lastName: 'Guest', mobilePhone: '07700 900321' }, {}],
      payments: 'deposit',
      sellPlaces: false,
    })
    const { admin, staffContext } = await newStaffPage(
      browser,
      brandOrigin(baseURL, brand),
      databaseUrl,
      'sales_agent',
      `Sam ${brand}`,
    )
    await admin.goto(`/admin/customers?brand=${brand}`)
    await admin.getByLabel('Name, e-mail, phone or booking reference').fill(made.booking.reference.toLowerCase())
    await admin.getByRole('search', { name: 'Find customers' }).getByRole('button', { name: 'Search' }).click()
    const row = admin.getByRole('row', { name: /Gwen Guest/ })
    await expect(row).toContainText('Guest booker')
    await expect(row).toContainText(email)
    await expectNoAxeViolations(admin)
    await atEveryWidth(admin, `${brand}-customers-guest-found`)

    await row.getByRole('link', { name: 'Gwen Guest' }).click()
    await expect(admin.getByRole('heading', { level: 1, name: 'Guest booker: Gwen Guest' })).toBeVisible()
    await expect(admin.getByTestId('customer-bookings')).toContainText(made.booking.reference)
    await expect(admin.getByTestId('customer-bookings')).toContainText('Deposit paid')
    await expect(admin.getByTestId('customer-payments')).toContainText('Deposit Only')

    await admin.getByLabel('Add a note').fill('Rang to ask about pick-up times.')
    await admin.getByRole('button', { name: 'Add the note' }).click()
    await expect(admin.getByRole('status')).toHaveText('The note is added.')
    await expect(admin.getByTestId('customer-notes')).toContainText('Rang to ask about pick-up times.')

    await admin.getByText('Change the contact details').click()
    await admin.getByLabel('Phone', { exact: true }).fill('call me')
    await admin.getByRole('button', { name: 'Save the contact details' }).click()
    await expect(admin.getByLabel('Phone', { exact: true })).toHaveAccessibleDescription(
      /Enter a telephone number of digits/,
    )
    await expectNoAxeViolations(admin)
    await admin.getByLabel('Phone', { exact: true }).fill('+44 7700 900322')
    await admin.getByRole('button', { name: 'Save the contact details' }).click()
    await expect(admin.getByRole('status')).toHaveText('The contact details are saved.')
    await expect(admin.getByTestId('customer-phone')).toHaveText('+44 7700 900322')
    await expectNoAxeViolations(admin)
    await atEveryWidth(admin, `${brand}-customer-guest`)
    await staffContext.close()
  })
}
