import { hashPassword } from '../../app/features/auth/password-hashing.server'
import { addDays, zonedDay } from '../../app/features/ledger/index.server'
import { formatMoney } from '../../app/lib/money'
import { createBooking, createCustomer, stockDeparture } from '../support/factories'
import type { Page } from '@playwright/test'
import { atEveryWidth, expectNoSidewaysScroll, newStaffPage, openBooking } from './admin-session'
import { brandOrigin, expect, expectNoAxeViolations, test } from './fixtures'
import { TABLET, payPhoneBookingByCard, phoneBookingToReview } from './phone-booking'
import { signInAsCustomer, uniqueSurname } from './public-booking'

/*
 * Staff amend a booking (issue 26, Playwright acceptance): a sales agent takes a phone booking paid by card in the
 * provider's frame (phone-booking.ts), then adds a traveller in a new single room, changes that room to a twin and
 * moves the booking to another departure, each through the review step (the price difference, the amendment fee
 * and the new balance before anything is saved). The customer's
 * My bookings then shows the new total and the changes on the statement; the new departure's manifest CSV lists the
 * added traveller with her room. axe on every new screen; usable at 1024 px; at 375, 768, 1280 and 1440 px nothing
 * scrolls sideways (SCREENSHOT_DIR keeps the screens), on Meridian and on Cavendish.
 */

const PASSWORD = 'Marigold-Otter-Lantern-31'

/** The amendment panel's form of one kind: opened, filled by `fill`, reviewed; answers the review. */
async function review(admin: Page, summary: string, fill: (form: ReturnType<Page['getByRole']>) => Promise<void>) {
  const panel = admin.getByRole('region', { name: 'Change the booking' })
  const details = panel.locator('details').filter({ has: admin.getByText(summary, { exact: true }) })
  if (!(await details.evaluate((element) => (element as HTMLDetailsElement).open)))
    await panel.getByText(summary, { exact: true }).click()
  const form = panel.getByRole('form', { name: summary })
  await fill(form)
  await form.getByLabel('Reason', { exact: true }).fill('Asked on the phone')
  await form.getByRole('button', { name: 'Review the change' }).click()
  const checked = admin.getByTestId('review-amendment')
  await expect(checked.getByRole('heading', { name: 'Check the change' })).toBeFocused()
  return checked
}

async function confirm(admin: Page, checked: ReturnType<Page['getByTestId']>, message: string) {
  await checked.getByRole('button', { name: 'Confirm the change' }).click()
  await expect(admin.getByRole('status')).toContainText(message)
}

const totalOf = async (db: Parameters<typeof createBooking>[0], reference: string) =>
  (await db.selectFrom('bookings').select('totalMinor').where('reference', '=', reference).executeTakeFirstOrThrow())
    .totalMinor

test('a sales agent adds a traveller, changes her room and moves the booking; the customer and the manifest follow', async ({
  page,
  browser,
  baseURL,
  db,
  databaseUrl,
}) => {
  test.setTimeout(240_000)
  const origin = brandOrigin(baseURL, 'meridian')
  const today = zonedDay(new Date())
  const used = new Set<number>()
  const from = await stockDeparture(db, { placesLeft: 6, twinsLeft: 3, startDate: addDays(today, 150), used })
  const to = await stockDeparture(db, { placesLeft: 6, twinsLeft: 3, startDate: addDays(today, 180), used })
  const email = `e2e.amend.${uniqueSurname().toLowerCase()}@example.com`
  // A verified account with the lead's e-mail: the phone booking is the customer's, on My bookings.
  await createCustomer(db, {
    brand: 'meridian',
    email,
    passwordHash: await hashPassword(PASSWORD),
    emailVerifiedAt: new Date().toISOString(),
  })

  // The booking a sales agent takes on the phone, paid in full by card in the provider's frame (issue 26).
  const { admin, staffContext } = await newStaffPage(browser, origin, databaseUrl, 'sales_agent', 'Sam Sales')
  await admin.setViewportSize(TABLET)
  await phoneBookingToReview(admin, from, 'meridian', email)
  const reference = await payPhoneBookingByCard(admin, 'Ada Phonecall')
  await expect(admin.getByTestId('booking-source')).toHaveText('Phone — Sam Sales')
  const made = await db.selectFrom('bookings').select('id').where('reference', '=', reference).executeTakeFirstOrThrow()
  const fee = 2500

  await expectNoAxeViolations(admin)

  // 1. Add a traveller in a new single room: the review shows the single's price and the fee, writing nothing.
  const before = await totalOf(db, reference)
  const added = await review(admin, 'Add a traveller', async (form) => {
    await form.getByLabel('Room').selectOption({ value: `new:${from.single.id}` })
    await form.getByLabel('Title').selectOption('Mrs')
    await form.getByLabel('First name').fill('Mary')
    await form.getByLabel('Last name').fill('Somerville')
    await form.getByLabel('Date of birth').fill('1960-12-26')
  })
  await expect(added.getByRole('row', { name: /Price difference/ })).toContainText(
    formatMoney(from.single.price, 'GBP'),
  )
  await expect(added.getByRole('row', { name: /^Amendment fee/ })).toContainText(formatMoney(fee, 'GBP'))
  await expect(added.getByRole('row', { name: /^Total/ })).toContainText(
    `${formatMoney(before, 'GBP')}${formatMoney(before + from.single.price + fee, 'GBP')}`,
  )
  expect(await totalOf(db, reference)).toBe(before)
  await expectNoAxeViolations(admin)
  await atEveryWidth(admin, 'meridian-amendment-review', added)
  await confirm(admin, added, 'The traveller is added')
  expect(await totalOf(db, reference)).toBe(before + from.single.price + fee)
  await expect(admin.getByRole('table', { name: 'Passengers' })).toContainText('Mary Somerville')

  // 2. Her single becomes a twin.
  const single = await db
    .selectFrom('bookingRooms')
    .select('id')
    .where('bookingId', '=', made.id)
    .where('roomId', '=', from.single.id)
    .executeTakeFirstOrThrow()
  const changed = await review(admin, 'Change a room', async (form) => {
    await form.getByLabel('Room', { exact: true }).selectOption({ value: String(single.id) })
    await form.getByLabel('New room type').selectOption({ value: String(from.twin.id) })
  })
  await expect(changed).toContainText(`Room changed from ${from.single.name} to ${from.twin.name}`)
  await expectNoAxeViolations(admin)
  await confirm(admin, changed, 'The room is changed')

  // 3. The booking moves to the later departure; the fee is waived with a reason.
  const moved = await review(admin, 'Move to another departure', async (form) => {
    const { code } = await db.selectFrom('departures').select('code').where('id', '=', to.id).executeTakeFirstOrThrow()
    await form.getByLabel('New departure code').fill(code)
    await form.getByLabel(/^Waive the/).check()
    await form.getByLabel('Reason for waiving the fee (if waived)').fill('Our schedule change')
  })
  await expect(moved.getByRole('row', { name: /Amendment fee \(waived\)/ })).toBeVisible()
  await expectNoAxeViolations(admin)
  await confirm(admin, moved, 'The booking is moved to the new departure')
  const booking = await db
    .selectFrom('bookings')
    .select(['departureId', 'totalMinor', 'amountPaidMinor', 'tourName'])
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow()
  expect(booking.departureId).toBe(to.id)

  // The panel is usable on a 1024 px tablet and at every width, on its own and with its forms open.
  const panel = admin.getByRole('region', { name: 'Change the booking' })
  for (const summary of ['Add a traveller', 'Remove a traveller', 'Change a room', 'Move to another departure'])
    await panel.getByText(summary, { exact: true }).click()
  await admin.setViewportSize({ width: 1024, height: 768 })
  await expectNoSidewaysScroll(admin, 'the amendment panel at 1024px')
  // Every field and button of the open forms lies within the tablet's width.
  for (const control of await panel.locator('select, input:not([type=hidden]), button').all()) {
    await control.scrollIntoViewIfNeeded()
    const box = await control.boundingBox()
    expect(
      box && box.x >= 0 && box.x + box.width <= 1024,
      await control.evaluate((e) => e.outerHTML.slice(0, 80)),
    ).toBe(true)
  }
  await expectNoAxeViolations(admin)
  await atEveryWidth(admin, 'meridian-amendment-panel', panel)

  // The manifest of the new departure lists her with her room.
  const csv = await admin.request.get(`/admin/departures/${to.id}/manifest.csv?brand=meridian`)
  expect(csv.status()).toBe(200)
  const row = (await csv.text()).split('\n').find((line) => line.includes('Somerville'))
  expect(row).toContain(to.twin.name)
  await staffContext.close()

  // The customer's My bookings: the new total and balance, the changes on the statement.
  await signInAsCustomer(page, origin, email, PASSWORD, '/my-bookings')
  const card = page.getByRole('article', { name: booking.tourName })
  await expect(card).toContainText(reference)
  await card.getByRole('link', { name: `View booking ${reference}` }).click()
  await expect(page.getByTestId('overview-subtotal')).toHaveText(formatMoney(booking.totalMinor, 'GBP'))
  await expect(page.getByTestId('overview-balance')).toContainText(
    formatMoney(booking.totalMinor - booking.amountPaidMinor, 'GBP'),
  )
  const statement = page.getByRole('table', { name: 'Your statement' })
  await expect(statement).toContainText('Change to your booking: Traveller added: Mary Somerville')
  await expect(statement).toContainText('Change to your booking: Moved to')
  await expectNoAxeViolations(page)
})

test('the amendment panel and its review on Cavendish', async ({ browser, baseURL, db, databaseUrl }) => {
  test.setTimeout(120_000)
  const origin = brandOrigin(baseURL, 'cavendish')
  const today = zonedDay(new Date())
  const departure = await stockDeparture(db, {
    brand: 'cavendish',
    placesLeft: 6,
    twinsLeft: 3,
    startDate: addDays(today, 150),
  })
  const made = await createBooking(db, { departureId: departure.id, roomIds: [departure.twin.id], payments: 'deposit' })
  const reference = made.booking.reference
  const { admin, staffContext } = await newStaffPage(browser, origin, databaseUrl, 'administrator', 'Cara Coach')
  await openBooking(admin, reference, 'cavendish')
  const panel = admin.getByRole('region', { name: 'Change the booking' })
  for (const summary of ['Add a traveller', 'Remove a traveller', 'Change a room'])
    await panel.getByText(summary, { exact: true }).click()
  await expectNoAxeViolations(admin)
  await atEveryWidth(admin, 'cavendish-amendment-panel', panel)
  const checked = await review(admin, 'Remove a traveller', async () => undefined)
  await expect(checked).toContainText('Traveller removed:')
  await expectNoAxeViolations(admin)
  await atEveryWidth(admin, 'cavendish-amendment-review', checked)
  await staffContext.close()
})
