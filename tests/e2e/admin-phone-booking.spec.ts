import { addDays, zonedDay } from '../../app/features/ledger/index.server'
import { stockDeparture } from '../support/factories'
import { atEveryWidth, newStaffPage } from './admin-session'
import { brandOrigin, expect, expectNoAxeViolations, test } from './fixtures'
import { TABLET, payPhoneBookingByCard, phoneBookingToReview } from './phone-booking'

/*
 * Phone bookings (issue 26, ADR 0059) as a sales agent takes one on a 1024 px tablet: from the departure's page,
 * "New booking"; the rooms and the travellers' names; extras; every traveller's details; the review with the price;
 * then the customer's card typed into the provider's frame, and the booking page says "Phone — <agent>". A second
 * agent on the coach brand reserves one with a payment deadline. axe on every screen; each screen at 375, 768, 1280
 * and 1440 px with nothing scrolling sideways (SCREENSHOT_DIR keeps them).
 */

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
    withAddOns: true,
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
  await phoneBookingToReview(admin, departure, 'meridian', 'card@phone.example', { excursion: true, extension: true })

  const reference = await payPhoneBookingByCard(admin, 'Ada Phonecall', async () => {
    await expectNoAxeViolations(admin)
    await atEveryWidth(admin, 'meridian-phone-booking-card')
    await admin.setViewportSize(TABLET)
  })
  await expect(admin.getByTestId('booking-source')).toHaveText('Phone — Pat Phone')
  await expect(admin.getByTestId('booking-balance')).toContainText('£0')
  await expectNoAxeViolations(admin)
  await atEveryWidth(admin, 'meridian-phone-booking-booked')
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
  await phoneBookingToReview(admin, departure, 'cavendish', 'reserve@phone.example', { findBy: code.code })
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
