import { addDays, zonedDay } from '../../app/features/ledger/index.server'
import { createBooking, stockDeparture } from '../support/factories'
import { atEveryWidth, newStaffPage, openBooking } from './admin-session'
import { brandOrigin, expect, expectNoAxeViolations, test } from './fixtures'

/*
 * A reservation's payment deadline (issue 26), as a sales agent sets it after a phone call: on a reserved booking's
 * page the agent picks the day it must be paid by; the page says when it will be released if unpaid, and the
 * dashboard lists it among the reservations to be paid this week. axe on each screen; at 375, 768, 1280 and 1440 px
 * nothing scrolls sideways (SCREENSHOT_DIR keeps the screens).
 */

test('a sales agent gives a reservation a payment deadline and the dashboard lists it', async ({
  browser,
  baseURL,
  db,
  databaseUrl,
}) => {
  test.setTimeout(120_000)
  const today = zonedDay(new Date())
  const departure = await stockDeparture(db, { placesLeft: 4, twinsLeft: 2, startDate: addDays(today, 120) })
  const reserved = await createBooking(db, {
    departureId: departure.id,
    roomIds: [departure.twin.id],
    payments: 'none',
  })
  const reference = reserved.booking.reference
  const { admin, staffContext } = await newStaffPage(
    browser,
    brandOrigin(baseURL, 'meridian'),
    databaseUrl,
    'sales_agent',
    'Rae Reserve',
  )
  await openBooking(admin, reference)
  const section = admin.getByRole('form', { name: 'Reservation' })
  await expect(admin.getByTestId('reservation-deadline')).toContainText('No payment deadline is set')
  const deadline = addDays(today, 3)
  await section.getByLabel('Pay by').fill(deadline)
  await section.getByRole('button', { name: 'Set the payment deadline' }).click()
  await expect(admin.getByRole('status')).toContainText('The payment deadline is set')
  await expect(admin.getByTestId('reservation-deadline')).toContainText('If nothing is paid by then')
  await expectNoAxeViolations(admin)
  await atEveryWidth(admin, 'meridian-booking-reservation', admin.getByTestId('reservation-deadline'))

  await admin.goto('/admin/dashboard?brand=meridian')
  await expect(admin.getByTestId('reservations-releasing')).toContainText(reference)
  await expectNoAxeViolations(admin)
  await atEveryWidth(admin, 'meridian-dashboard-reservations', admin.getByTestId('reservations-releasing'))
  await staffContext.close()
})
