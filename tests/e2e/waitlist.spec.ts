import type { Page } from '@playwright/test'
import type { AppDatabase } from '../../db/database.server'
import { E2E_SESSION_SECRET, receivedText } from '../support/outbox-credentials'
import { atEveryWidth, cancelThroughReview, newStaffPage, openBooking } from './admin-session'
import { brandOrigin, expect, expectNoAxeViolations, test } from './fixtures'
import { bookAsGuest, checkoutPath, pickDeparture, uniqueSurname, type Brand, type Picked } from './public-booking'

/*
 * The waitlist on a sold-out departure (issue 27, Playwright acceptance; ADR 0052). A guest books the last place;
 * a traveller opens the checkout, finds it sold out and joins the waitlist there; an administrator cancels the
 * booking in the back office; the server's scheduler (its own timer) offers the freed place; the offer e-mail's link, read from the outbox, opens the checkout with the place held
 * for that browser, and the booking completes. axe on the join form, the offered checkout and the back-office panel.
 * With SCREENSHOT_DIR set, each screen is saved at 375, 768, 1280 and 1440 px to be looked at.
 */

/** Sells out a departure: its capacity becomes what is sold. */
const sellOut = (db: AppDatabase, departure: Picked) =>
  db
    .updateTable('departures')
    .set((eb) => ({ capacity: eb.ref('seatsSold') }))
    .where('id', '=', departure.id)
    .execute()

/** The scheduler runs on the server's own timer (SCHEDULER_INTERVAL_MS, 60 s): what it does is waited for. */
const SCHEDULER_WAIT = { timeout: 150_000, intervals: [2_000] }

async function joinFromCheckout(page: Page, origin: string, departure: Picked, email: string) {
  await page.goto(`${origin}${checkoutPath(departure)}`)
  await expect(page.locator('.checkout[data-ready]')).toBeVisible()
  await expect(page.getByRole('alert')).toContainText('no places left on this departure')
  await page.getByRole('button', { name: /^Join the waitlist for/ }).click()
  const form = page.locator('form[name="waitlist_join"]')
  await form.getByLabel(/^Your e-mail address/).fill(email)
  await form.getByLabel(/^Travellers/).selectOption('1')
  return form
}

test('a traveller joins a sold-out departure’s waitlist, a cancellation frees a place, the offer link books it', async ({
  page,
  baseURL,
  db,
  databaseUrl,
  browser,
}) => {
  test.setTimeout(480_000)
  const brand: Brand = 'meridian'
  const origin = brandOrigin(baseURL, brand)
  const departure = await pickDeparture(db, brand)
  const first = await bookAsGuest(
    page,
    origin,
    brand,
    departure,
    `e2e.first.${uniqueSurname()}@example.com`,
    uniqueSurname(),
  )
  await sellOut(db, departure)

  // A traveller, in a browser of their own, finds the departure sold out and joins its waitlist from the checkout.
  const travellerContext = await browser.newContext()
  const traveller = await travellerContext.newPage()
  const email = `e2e.waitlist.${uniqueSurname().toLowerCase()}@example.com`
  const form = await joinFromCheckout(traveller, origin, departure, email)
  await expectNoAxeViolations(traveller)
  await atEveryWidth(traveller, `waitlist-join-${brand}`)
  await form.getByRole('button', { name: 'Join the waitlist' }).click()
  await expect(traveller.getByRole('status').filter({ hasText: 'You are on the waitlist' })).toBeVisible()
  await expectNoAxeViolations(traveller)

  // An administrator cancels the booking: its place is freed, and kept for the waitlist.
  const { admin, staffContext } = await newStaffPage(browser, origin, databaseUrl, 'administrator', 'Waitlist Admin')
  await openBooking(admin, first)
  await cancelThroughReview(admin, first, 'The traveller cannot travel')
  const offerMail = () =>
    db
      .selectFrom('emailOutbox')
      .selectAll()
      .where('kind', '=', 'waitlist-offer')
      .where('toAddress', '=', email)
      .executeTakeFirst()
  await expect.poll(async () => (await offerMail()) !== undefined, SCHEDULER_WAIT).toBe(true)

  // The departure's page shows the waitlist: the entry offered its place.
  await admin.goto(`/admin/departures/${departure.id}?brand=${brand}`)
  const panel = admin.getByTestId('departure-waitlist')
  await expect(panel.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) })).toContainText('Offered')
  await expectNoAxeViolations(admin)
  await atEveryWidth(admin, `waitlist-admin-${brand}`, admin.locator('.admin-departure-waitlist'))
  await staffContext.close()

  // The offer e-mail's link opens the checkout with the place held for this browser; the booking completes.
  const mail = (await offerMail())!
  const link = /https?:\/\/\S+\/waitlist\/offer\?token=[A-Za-z0-9_-]+/.exec(receivedText(mail, E2E_SESSION_SECRET))?.[0]
  expect(link).toBeDefined()
  await traveller.goto(`${origin}${new URL(link!).pathname}${new URL(link!).search}`)
  await expect(traveller).toHaveURL(/\/checkout\?/)
  await expect(traveller.locator('.checkout[data-ready]')).toBeVisible()
  await expect(traveller.getByText('no places left on this departure')).toHaveCount(0)
  await expectNoAxeViolations(traveller)
  await atEveryWidth(traveller, `waitlist-offer-checkout-${brand}`)
  const second = await bookAsGuest(traveller, origin, brand, departure, email, uniqueSurname())
  expect(second).not.toBe(first)
  const entryState = async () =>
    (await db.selectFrom('waitlistEntries').select('state').where('email', '=', email).executeTakeFirstOrThrow()).state
  await expect.poll(entryState, SCHEDULER_WAIT).toBe('booked')
  await travellerContext.close()
})

test('the join form on Cavendish’s sold-out checkout', async ({ page, baseURL, db }) => {
  const origin = brandOrigin(baseURL, 'cavendish')
  const departure = await pickDeparture(db, 'cavendish')
  await sellOut(db, departure)
  await joinFromCheckout(page, origin, departure, 'e2e.coach.waitlist@example.com')
  await expectNoAxeViolations(page)
  await atEveryWidth(page, 'waitlist-join-cavendish')
})
