import type { Page } from '@playwright/test'
import type { StockedDeparture } from '../support/factories'
import { atEveryWidth } from './admin-session'
import { expect, expectNoAxeViolations } from './fixtures'
import { APPROVED_CARD, payInFrame } from './public-booking'

/*
 * A sales agent's phone booking (issue 26, ADR 0059), shared by the phone booking spec and the amendments journey,
 * which starts from a phone booking paid by card.
 */

/** A sales agent's tablet: the width the issue asks the phone booking screens to work at. */
export const TABLET = { width: 1024, height: 800 }

/**
 * A phone booking from the departure (or, with `findBy`, from the bookings list's finder) up to its review: a twin
 * for Ada and Bob Phonecall, the tour's first excursion for Ada when `excursion`, both travellers' details with the
 * lead's e-mail `email`; axe and every width on each screen.
 */
export async function phoneBookingToReview(
  admin: Page,
  departure: StockedDeparture,
  brand: 'meridian' | 'cavendish',
  email: string,
  options: { excursion?: boolean; extension?: boolean; findBy?: string } = {},
) {
  if (options.findBy) {
    // From the bookings list: New phone booking, then the departure found by its code.
    await admin.goto(`/admin/bookings?brand=${brand}`)
    await admin.getByRole('link', { name: 'New phone booking' }).click()
    await expect(admin.getByRole('heading', { level: 1, name: 'New phone booking' })).toBeVisible()
    await admin.getByLabel('Tour name, tour code or departure code').fill(options.findBy)
    await admin.getByRole('button', { name: 'Find departures' }).click()
    await expect(admin.getByRole('list', { name: 'Departures on sale' }).getByRole('listitem')).toHaveCount(1)
    await expectNoAxeViolations(admin)
    await atEveryWidth(admin, `${brand}-phone-booking-find`)
    await admin.setViewportSize(TABLET)
    await admin.getByRole('list', { name: 'Departures on sale' }).getByRole('link').click()
  } else {
    await admin.goto(`/admin/departures/${departure.id}?brand=${brand}`)
    await admin.getByRole('link', { name: 'New booking' }).click()
  }
  await expect(admin.getByRole('heading', { level: 1, name: /^New phone booking: / })).toBeVisible()
  await admin.getByLabel(new RegExp(`^${departure.twin.name} \\(2 people\\)`)).selectOption('1')
  await admin.getByRole('button', { name: 'Enter the travellers' }).click()
  const first = admin.getByRole('group', { name: /traveller 1 \(lead\)/ })
  await first.getByLabel('First name').fill('Ada')
  await first.getByLabel('Last name').fill('Phonecall')
  const second = admin.getByRole('group', { name: /traveller 2$/ })
  await second.getByLabel('First name').fill('Bob')
  await second.getByLabel('Last name').fill('Phonecall')
  // The departure's first tour extension (the checkout's add-on step): on the review's price breakdown too.
  const extension = options.extension
    ? admin.getByRole('group', { name: 'Tour extension' }).getByRole('radio').nth(1)
    : null
  const extensionName = extension ? ((await extension.getAttribute('id')) ?? '') : ''
  const extensionLabel = extension
    ? ((await admin.locator(`label[for="${extensionName}"]`).innerText()).split(',')[0] ?? '')
    : ''
  if (extension) await extension.check()
  await expectNoAxeViolations(admin)
  await atEveryWidth(admin, `${brand}-phone-booking-rooms`)
  await admin.setViewportSize(TABLET)
  await admin.getByRole('button', { name: 'Hold the places and continue' }).click()

  await expect(admin.getByRole('heading', { level: 2, name: 'Extras and excursions' })).toBeVisible()
  // The tour's first excursion for the lead traveller: it is on the review's price breakdown.
  const excursion = options.excursion ? admin.locator('.phone-booking__excursion').first() : null
  const excursionName = excursion ? ((await excursion.locator('legend').innerText()).split(',')[0] ?? '') : ''
  if (excursion) await excursion.getByLabel('Ada Phonecall').check()
  await expectNoAxeViolations(admin)
  await atEveryWidth(admin, `${brand}-phone-booking-extras`)
  await admin.setViewportSize(TABLET)
  await admin.getByRole('button', { name: 'Continue to passenger details' }).click()

  await expect(admin.getByRole('heading', { level: 2, name: 'Passenger details' })).toBeVisible()
  for (const [name, title, sex, year] of [
    ['Ada Phonecall (lead passenger)', 'Ms', 'Female', '1961'],
    ['Bob Phonecall', 'Mr', 'Male', '1959'],
  ] as const) {
    const card = admin.getByRole('group', { name, exact: true })
    await card.getByLabel('Title').selectOption(title)
    await card.getByLabel('Sex').selectOption(sex)
    await card.getByLabel('Day').fill('14')
    await card.getByLabel('Month').fill('3')
    await card.getByLabel('Year').fill(year)
    await card.getByRole('group', { name: 'Mobility limitations?' }).getByLabel('No').check()
    await card.getByRole('group', { name: 'Dietary requests?' }).getByLabel('No').check()
  }
  const contact = admin.getByRole('group', { name: 'The lead passenger’s contact details' })
  await contact.getByLabel('E-mail', { exact: true }).fill(email)
  await contact.getByLabel('E-mail again').fill(email)
  await contact.getByLabel('Mobile phone').fill('07700 900123')
  await contact.getByLabel('Home phone').fill('020 7946 0000')
  await contact.getByLabel('Address line 1').fill('12 St James Square')
  await contact.getByLabel('Town').fill('London')
  await contact.getByLabel('Postcode').fill('SW1Y 4JH')
  await contact.getByLabel('Country code').fill('GB')
  await contact.getByLabel('The customer has heard and accepts the booking conditions').check()
  await expectNoAxeViolations(admin)
  await atEveryWidth(admin, `${brand}-phone-booking-details`)
  await admin.setViewportSize(TABLET)
  await admin.getByRole('button', { name: 'Continue to the review' }).click()

  await expect(admin.getByRole('heading', { level: 2, name: 'Settle' })).toBeVisible()
  await expect(admin.getByTestId('phone-total')).toContainText('£')
  if (excursionName) await expect(admin.getByRole('region', { name: 'Price' })).toContainText(excursionName)
  if (extensionLabel) await expect(admin.getByRole('region', { name: 'Price' })).toContainText(extensionLabel)
  await expectNoAxeViolations(admin)
  await atEveryWidth(admin, `${brand}-phone-booking-review`)
  await admin.setViewportSize(TABLET)
}

/** From the review: the customer's card typed into the provider's frame; answers the new booking's reference. */
export async function payPhoneBookingByCard(admin: Page, cardholder: string, look?: (admin: Page) => Promise<void>) {
  await admin.getByLabel('Card type').selectOption({ index: 1 })
  await admin.getByRole('button', { name: 'Take the card payment' }).click()
  await expect(admin.getByRole('heading', { level: 2, name: 'Card payment' })).toBeVisible()
  await look?.(admin)
  await payInFrame(admin.frameLocator('[data-testid="card-frame"]'), APPROVED_CARD, cardholder)
  // The frame's return page tells the page the payment is done; the page confirms the booking.
  const heading = admin.getByRole('heading', { level: 1, name: /^Booking [A-Z0-9]{8}$/ })
  await expect(heading).toBeVisible({ timeout: 30_000 })
  return (await heading.innerText()).replace('Booking ', '')
}
