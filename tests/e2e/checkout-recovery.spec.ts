import type { Page } from '@playwright/test'
import { hashPassword } from '../../app/features/auth/password-hashing.server'
import { outboxSeal } from '../../app/features/email/index.server'
import {
  CHECKOUT_RECOVERY_JOB,
  DEFAULT_RECOVERY_DELAY_MINUTES,
  checkoutRecoveryHandler,
  planCheckoutRecoveries,
} from '../../app/features/recovery/index.server'
import { runDueJobs } from '../../app/features/scheduler/index.server'
import {
  WAITLIST_OFFER_JOB,
  joinWaitlist,
  planWaitlistOffers,
  waitlistOfferHandler,
} from '../../app/features/waitlist/index.server'
import type { AppDatabase } from '../../db/database.server'
import { brandContextOf, createCustomer } from '../support/factories'
import { E2E_SESSION_SECRET, receivedText } from '../support/outbox-credentials'
import { atEveryWidth } from './admin-session'
import { brandOrigin, expect, expectNoAxeViolations, test } from './fixtures'
import {
  BOOKABLE_WITH_EXCURSIONS,
  checkoutPath,
  fillLeadPassenger,
  pickDeparture,
  signInAsCustomer,
  toPassengerDetails,
  uniqueSurname,
  type Brand,
  type Picked,
} from './public-booking'

/*
 * Saved and resumed checkouts (issue 27, Playwright acceptance; ADR 0055), on both brands. A traveller reaches the
 * passenger details with "news and offers by e-mail" ticked and leaves; the scheduler, run here with its clock at
 * the e-mail's due time (two hours later), sends the saved-checkout e-mail; its link, read from the outbox as the
 * addressee receives it, opens the checkout in a fresh browser with the same room and traveller. A signed-in
 * customer's unfinished checkout shows in My bookings with its hold's time left, and "Continue booking" restores it.
 * A waitlist offer's checkout says until when the places are held. axe on each; with SCREENSHOT_DIR set, each screen
 * is saved at 375, 768, 1280 and 1440 px to be looked at.
 */

const PASSWORD = 'Tangerine-Walrus-42'
const seal = outboxSeal(E2E_SESSION_SECRET)
const BRANDS: Brand[] = ['meridian', 'cavendish']

/** Travellers (Alice, in a single room) and the first excursion for her, to the passenger details step. */
async function toDetailsWithAnExcursion(page: Page, origin: string, departure: Picked, surname: string) {
  await page.goto(`${origin}${checkoutPath(departure)}`)
  const checkout = page.locator('.checkout')
  await expect(page.locator('.checkout[data-ready]')).toBeVisible()
  await page
    .getByRole('combobox', { name: /^Room type/ })
    .first()
    .selectOption(String(departure.singleId))
  const traveller = page.getByRole('group', { name: 'Traveller 1', exact: true })
  await traveller.getByLabel(/^First Name/).fill('Alice')
  await traveller.getByLabel(/^Last Name/).fill(surname)
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(checkout).toHaveAttribute('data-step', 'excursions')
  await firstExcursionFor(page, surname).check()
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(checkout).toHaveAttribute('data-step', 'passengerDetails')
}

const firstExcursionFor = (page: Page, surname: string) =>
  page
    .getByRole('group', { name: /^Who would like to go\?/ })
    .first()
    .getByRole('checkbox', { name: `Alice ${surname}` })

/** The passenger details of the one traveller (Alice), saved; `consent` ticks "news and offers by e-mail". */
async function savePassengerDetails(page: Page, brand: Brand, email: string, surname: string, consent: boolean) {
  const loginBoxSkip = page.getByRole('button', {
    name: brand === 'cavendish' ? 'Continue' : 'Continue without log in',
    exact: true,
  })
  if (await loginBoxSkip.isVisible()) await loginBoxSkip.click()
  const form = page.getByRole('form', { name: 'Passenger 1 details', exact: true })
  await fillLeadPassenger(form, email, surname)
  if (consent) await form.getByRole('checkbox', { name: 'Send me news and offers by e-mail' }).check()
  await form.getByRole('button', { name: 'Save and continue' }).click()
  await expect(form).toHaveCount(0)
  await expect(page.getByTestId('payment-section')).toBeVisible()
}

/** The scheduler at the saved-checkout e-mail's due time, as the server's would run it; answers the e-mail's link. */
async function savedCheckoutLink(db: AppDatabase, origin: string, email: string): Promise<string> {
  const quote = await db
    .selectFrom('quotes')
    .innerJoin('quotePassengers', 'quotePassengers.quoteId', 'quotes.id')
    .select(['quotes.passengerDetailsAt'])
    .where('quotePassengers.email', '=', email)
    .executeTakeFirstOrThrow()
  const due = new Date(Date.parse(quote.passengerDetailsAt!) + (DEFAULT_RECOVERY_DELAY_MINUTES + 1) * 60_000)
  await planCheckoutRecoveries(db, { now: due })
  const handlers = { [CHECKOUT_RECOVERY_JOB]: checkoutRecoveryHandler({ originFor: () => origin, seal }) }
  await runDueJobs(db, handlers, { now: () => due, workerId: 'checkout-recovery-spec' })
  const mails = await db
    .selectFrom('emailOutbox')
    .select(['textBody', 'htmlBody', 'toAddress', 'brandId', 'sealedCredentials'])
    .where('kind', '=', CHECKOUT_RECOVERY_JOB)
    .where('toAddress', '=', email)
    .execute()
  expect(mails).toHaveLength(1)
  const link = /(https?:\/\/\S+\/checkout\/resume\?token=[A-Za-z0-9_-]+)/.exec(
    receivedText(mails[0]!, E2E_SESSION_SECRET),
  )?.[1]
  expect(link).toBeTruthy()
  return link!
}

/** The restored checkout: the notice, then the travellers step with the saved room type and traveller. */
async function expectRestored(page: Page, departure: Picked, surname: string) {
  await expect(page).toHaveURL(/\/checkout\?/)
  const notice = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'Your saved booking' }) })
  await expect(notice).toContainText('1 traveller in 1 room')
  await expect(notice).toContainText('Your places are held again')
  await expect(page.locator('.checkout[data-ready]')).toBeVisible()
  await expect(page.locator('.checkout')).toHaveAttribute('data-step', 'travellers')
  await expect(page.getByRole('combobox', { name: /^Room type/ }).first()).toHaveValue(String(departure.singleId))
  const traveller = page.getByRole('group', { name: 'Traveller 1', exact: true })
  await expect(traveller.getByLabel(/^First Name/)).toHaveValue('Alice')
  await expect(traveller.getByLabel(/^Last Name/)).toHaveValue(surname)
}

for (const brand of BRANDS) {
  test(`${brand}: a saved checkout’s e-mail link restores it in a fresh browser`, async ({
    page,
    baseURL,
    db,
    browser,
  }) => {
    test.setTimeout(180_000)
    const origin = brandOrigin(baseURL, brand)
    const departure = await pickDeparture(db, brand)
    const surname = uniqueSurname()
    const email = `e2e.saved.${surname.toLowerCase()}@example.com`
    await toDetailsWithAnExcursion(page, origin, departure, surname)
    await savePassengerDetails(page, brand, email, surname, true)
    await page.context().close()

    const link = await savedCheckoutLink(db, origin, email)
    const context = await browser.newContext()
    const phone = await context.newPage()
    await phone.goto(link)
    await expectRestored(phone, departure, surname)
    await expectNoAxeViolations(phone)
    await atEveryWidth(phone, `${brand}-restored-checkout`)
    // It goes on like any checkout: the server takes the rooms again, and the excursion she chose is ticked again.
    await phone.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect(phone.locator('.checkout')).toHaveAttribute('data-step', 'excursions')
    await expect(firstExcursionFor(phone, surname)).toBeChecked()
    await phone.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect(phone.locator('.checkout')).toHaveAttribute('data-step', 'passengerDetails')
    const quote = await db
      .selectFrom('quotes')
      .innerJoin('quoteExcursions', 'quoteExcursions.quoteId', 'quotes.id')
      .select('quotes.id')
      .where('quotes.departureId', '=', departure.id)
      .where('quotes.passengerDetailsAt', 'is', null)
      .execute()
    expect(quote).toHaveLength(1)
    await context.close()
  })

  test(`${brand}: a signed-in customer continues an unfinished checkout from My bookings`, async ({
    page,
    baseURL,
    db,
  }) => {
    test.setTimeout(180_000)
    const origin = brandOrigin(baseURL, brand)
    const departure = await pickDeparture(db, brand)
    const surname = uniqueSurname()
    const email = `e2e.unfinished.${surname.toLowerCase()}@example.com`
    await createCustomer(db, { brand, email, passwordHash: await hashPassword(PASSWORD) })
    await signInAsCustomer(page, origin, email, PASSWORD, '/my-bookings')
    await toPassengerDetails(page, origin, departure, surname)
    // Signed in: no marketing box ticked, and still theirs to continue.
    await savePassengerDetails(page, brand, email, surname, false)

    await page.goto(`${origin}/my-bookings`)
    const list = page.getByRole('region', { name: 'Bookings you have not finished' })
    const card = list.getByRole('article', { name: departure.tourName })
    await expect(card).toBeVisible()
    await expect(card.getByTestId('unfinished-checkout-hold')).toHaveText(/^Places held for \d+ minutes? more$/)
    await expectNoAxeViolations(page)
    await atEveryWidth(page, `${brand}-my-bookings-continue`, list)
    await card.getByRole('link', { name: `Continue booking ${departure.tourName}` }).click()
    await expectRestored(page, departure, surname)

    // Once the hold has gone, My bookings says so.
    await db.deleteFrom('inventoryHolds').where('departureId', '=', departure.id).execute()
    await page.goto(`${origin}/my-bookings`)
    await expect(
      page
        .getByRole('region', { name: 'Bookings you have not finished' })
        .getByRole('article', { name: departure.tourName })
        .getByTestId('unfinished-checkout-hold'),
    ).toHaveText('Places no longer held')
  })

  test(`${brand}: a waitlist offer’s checkout says until when the places are held`, async ({ page, baseURL, db }) => {
    test.setTimeout(180_000)
    const origin = brandOrigin(baseURL, brand)
    // The latest departures: none of this run's other tests holds places there.
    const departure = await pickDeparture(db, brand, { ...BOOKABLE_WITH_EXCURSIONS, latestFirst: true })
    const email = `e2e.held.${uniqueSurname().toLowerCase()}@example.com`
    // Sold out, a traveller waits; then a place comes free and the scheduler offers it.
    await db
      .updateTable('departures')
      .set((eb) => ({ capacity: eb.ref('seatsSold') }))
      .where('id', '=', departure.id)
      .execute()
    const brandContext = await brandContextOf(db, brand)
    await joinWaitlist(
      db,
      brandContext,
      { departureId: departure.id, email, travellers: 1 },
      {
        origin,
        secret: E2E_SESSION_SECRET,
        seal,
      },
    )
    await db
      .updateTable('departures')
      .set((eb) => ({ capacity: eb('seatsSold', '+', 1) }))
      .where('id', '=', departure.id)
      .execute()
    await planWaitlistOffers(db)
    const handlers = {
      [WAITLIST_OFFER_JOB]: waitlistOfferHandler({ originFor: () => origin, secret: E2E_SESSION_SECRET, seal }),
    }
    await runDueJobs(db, handlers, { workerId: 'checkout-recovery-spec' })
    // The server's own scheduler may have made the offer first: either way, one offer e-mail.
    const mail = await db
      .selectFrom('emailOutbox')
      .select(['textBody', 'htmlBody', 'toAddress', 'brandId', 'sealedCredentials'])
      .where('kind', '=', 'waitlist-offer')
      .where('toAddress', '=', email)
      .executeTakeFirstOrThrow()
    const url = /(https?:\/\/\S+\/waitlist\/offer\?token=[A-Za-z0-9_-]+)/.exec(
      receivedText(mail, E2E_SESSION_SECRET),
    )?.[1]
    expect(url).toBeTruthy()
    const offer = new URL(url!)
    await page.goto(`${origin}${offer.pathname}${offer.search}`)
    await expect(page).toHaveURL(`${origin}${checkoutPath(departure)}`)
    const notice = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'Places held for you' }) })
    await expect(notice).toContainText(
      /held for you until \d{1,2}(st|nd|rd|th) [A-Z][a-z]{2} \d{4} at \d{2}:\d{2} UK time/,
    )
    await expect(page.locator('.checkout[data-ready]')).toBeVisible()
    await expectNoAxeViolations(page)
    await atEveryWidth(page, `${brand}-waitlist-held-until`)
  })
}
