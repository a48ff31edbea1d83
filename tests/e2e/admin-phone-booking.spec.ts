import type { Page } from '@playwright/test'
import { addDays, zonedDay } from '../../app/features/ledger/index.server'
import { stockDeparture, type StockedDeparture } from '../support/factories'
import { atEveryWidth, newStaffPage } from './admin-session'
import { brandOrigin, expect, expectNoAxeViolations, test } from './fixtures'
import { APPROVED_CARD, payInFrame } from './public-booking'

/*
 * Phone bookings (issue 26, ADR 0059) as a sales agent takes one on a 1024 px tablet: from the departure's page,
 * "New booking"; the rooms and the travellers' names; extras; every traveller's details; the review with the price;
 * then the customer's card typed into the provider's frame, and the booking page says "Phone — <agent>". A second
 * agent on the coach brand reserves one with a payment deadline. axe on every screen; each screen at 375, 768, 1280
 * and 1440 px with nothing scrolling sideways (SCREENSHOT_DIR keeps them).
 */

const TABLET = { width: 1024, height: 800 }

async function toReview(
  admin: Page,
  departure: StockedDeparture,
  brand: 'meridian' | 'cavendish',
  shots: string,
  options: { excursion?: boolean; findBy?: string } = {},
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
  await contact.getByLabel('E-mail', { exact: true }).fill(`${shots}@phone.example`)
  await contact.getByLabel('E-mail again').fill(`${shots}@phone.example`)
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
  await expectNoAxeViolations(admin)
  await atEveryWidth(admin, `${brand}-phone-booking-review`)
  await admin.setViewportSize(TABLET)
}

test('a sales agent takes a phone booking paid by card in the frame, on a tablet', async ({
  browser,
  baseURL,
  db,
  databaseUrl,
}) => {
  test.setTimeout(240_000)
  const today = zonedDay(new Date())
  const departure = await stockDeparture(db, {
    placesLeft: 6,
    twinsLeft: 3,
    startDate: addDays(today, 150),
    withExcursions: true,
  })
  const { admin, staffContext } = await newStaffPage(
    browser,
    brandOrigin(baseURL, 'meridian'),
    databaseUrl,
    'sales_agent',
    'Pat Phone',
  )
  await admin.setViewportSize(TABLET)
  // The finder without a search: the brand's departures on sale, soonest first.
  await admin.goto('/admin/bookings/new?brand=meridian')
  await expect(admin.getByRole('list', { name: 'Departures on sale' }).getByRole('link').first()).toBeVisible()
  await expectNoAxeViolations(admin)
  await atEveryWidth(admin, 'meridian-phone-booking-find')
  await admin.setViewportSize(TABLET)
  await toReview(admin, departure, 'meridian', 'card', { excursion: true })

  await admin.getByLabel('Card type').selectOption({ index: 1 })
  await admin.getByRole('button', { name: 'Take the card payment' }).click()
  await expect(admin.getByRole('heading', { level: 2, name: 'Card payment' })).toBeVisible()
  await expectNoAxeViolations(admin)
  await atEveryWidth(admin, 'meridian-phone-booking-card')
  await admin.setViewportSize(TABLET)
  await payInFrame(admin.frameLocator('[data-testid="card-frame"]'), APPROVED_CARD, 'Ada Phonecall')
  // The frame's return page tells the page the payment is done; the page confirms the booking.
  await expect(admin.getByRole('heading', { level: 1, name: /^Booking [A-Z0-9]{8}$/ })).toBeVisible({
    timeout: 30_000,
  })
  await expect(admin.getByTestId('booking-source')).toHaveText('Phone — Pat Phone')
  await expect(admin.getByTestId('booking-balance')).toContainText('£0')
  await expectNoAxeViolations(admin)
  await atEveryWidth(admin, 'meridian-phone-booking-booked')
  const reference = (await admin.getByRole('heading', { level: 1 }).innerText()).replace('Booking ', '')
  await admin.goto(`/admin/bookings?brand=meridian&q=${reference}`)
  await expect(admin.getByRole('row', { name: new RegExp(reference) })).toContainText('By phone')
  await expectNoAxeViolations(admin)
  await atEveryWidth(admin, 'meridian-bookings-list-phone')
  await staffContext.close()
})

test('a sales agent on the coach brand reserves a phone booking with a payment deadline', async ({
  browser,
  baseURL,
  db,
  databaseUrl,
}) => {
  test.setTimeout(240_000)
  const today = zonedDay(new Date())
  const departure = await stockDeparture(db, {
    brand: 'cavendish',
    placesLeft: 6,
    twinsLeft: 3,
    startDate: addDays(today, 150),
  })
  const { admin, staffContext } = await newStaffPage(
    browser,
    brandOrigin(baseURL, 'cavendish'),
    databaseUrl,
    'sales_agent',
    'Cal Coach',
  )
  await admin.setViewportSize(TABLET)
  const code = await db.selectFrom('departures').select('code').where('id', '=', departure.id).executeTakeFirstOrThrow()
  await toReview(admin, departure, 'cavendish', 'reserve', { findBy: code.code })
  await admin.getByLabel('Reserve with a payment deadline').check()
  await admin.getByLabel('Pay by').fill(addDays(today, 5))
  await admin.getByRole('button', { name: 'Reserve' }).click()
  await expect(admin.getByRole('heading', { level: 1, name: /^Booking [A-Z0-9]{8}$/ })).toBeVisible()
  await expect(admin.getByTestId('booking-source')).toHaveText('Phone — Cal Coach')
  await expect(admin.getByTestId('reservation-deadline')).toContainText('If nothing is paid by then')
  await expectNoAxeViolations(admin)
  await atEveryWidth(admin, 'cavendish-phone-booking-booked')
  await staffContext.close()
})
