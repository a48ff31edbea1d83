import type { Page } from '@playwright/test'
import { hashPassword } from '../../app/features/auth/password-hashing.server'
import type { AppDatabase } from '../../db/database.server'
import { createCustomer } from '../support/factories'
import { brandOrigin, expect, test, waitForHydration } from './fixtures'
import { brandLane } from './lanes'
import {
  cardFrame,
  checkoutPath,
  isPost,
  pickDeparture,
  toPassengerDetails,
  uniqueSurname,
  type Brand,
  type Picked,
} from './public-booking'

/*
 * Defects an audit of the whole journey found (issue 29), each as a customer meets it in Chromium.
 */

const PASSENGER_DETAILS_RESPONSE = '/umbraco/api/checkoutapi/passengerDetailsResponse'
const EXCURSIONS_RESPONSE = '/umbraco/api/checkoutapi/excursionsresponse'

async function startDateOf(db: AppDatabase, departureId: number): Promise<string> {
  const row = await db
    .selectFrom('departures')
    .select('startDate')
    .where('id', '=', departureId)
    .executeTakeFirstOrThrow()
  return row.startDate
}

const skipLoginText = (brand: Brand) => (brand === 'cavendish' ? 'Continue' : 'Continue without log in')

/** Everything on the lead's card but the date of birth. */
async function fillLeadExceptBirthDate(page: Page, surname: string) {
  const form = page.getByRole('form', { name: 'Passenger 1 details', exact: true })
  await form.getByLabel(/^Title/).selectOption('Ms')
  await form.getByLabel(/^First name/).fill('Alice')
  await form.getByLabel(/^Surname/).fill(surname)
  await form.getByRole('radio', { name: 'Female', exact: true }).check()
  await form
    .getByRole('radiogroup', { name: /mobility limitations/ })
    .getByRole('radio', { name: 'No', exact: true })
    .check()
  await form
    .getByRole('radiogroup', { name: /dietary requirements/ })
    .getByRole('radio', { name: 'No', exact: true })
    .check()
  const email = `${surname.toLowerCase()}@example.com`
  await form.getByLabel(/^Email/).fill(email)
  await form.getByLabel(/^Confirm email/).fill(email)
  await form.getByLabel(/^Mobile phone/).fill('07700 900123')
  await form.getByLabel(/^Home phone/).fill('020 7946 0000')
  await form.getByLabel(/^Postcode/).fill('SW1Y 4JH')
  await form.getByLabel(/^Address line 1/).fill('12 St James Square')
  await form.getByLabel(/^Town or city/).fill('London')
  await form.getByRole('checkbox', { name: /^I accept the/ }).check()
  return form
}

const PASSWORD = 'Tangerine-Walrus-42'

/** A customer account with a password, named with an apostrophe and a hyphen (the audit's "Ann O'Brien-Smith"). */
async function createAnn(db: AppDatabase, brand: Brand) {
  const lastName = `O'Brien-${uniqueSurname()}`
  const email = `ann.${lastName.replace(/[^a-z]/giu, '').toLowerCase()}@example.com`
  await createCustomer(db, {
    brand,
    email,
    title: 'Ms',
    firstName: 'Ann',
    lastName,
    mobilePhone: '07700 900456',
    homePhone: '020 7946 0456',
    dateOfBirth: '1961-04-12',
    sex: 'F',
    addressLinesJson: JSON.stringify(['3 Quay Street']),
    town: 'Bristol',
    postCode: 'BS1 4DJ',
    passwordHash: await hashPassword(PASSWORD),
  })
  return { email, firstName: 'Ann', lastName }
}

/** The travellers step: the first room type chosen, a single room. */
async function chooseSingleRoom(page: Page, origin: string, departure: Picked) {
  await page.goto(`${origin}${checkoutPath(departure)}`)
  await expect(page.locator('.checkout[data-ready]')).toBeVisible()
  await expect(page.locator('.checkout')).toHaveAttribute('data-step', 'travellers')
  await page
    .getByRole('combobox', { name: /^Room type/ })
    .first()
    .selectOption(String(departure.singleId))
  return page.getByRole('group', { name: 'Traveller 1', exact: true })
}

async function onToPassengerDetails(page: Page) {
  const checkout = page.locator('.checkout')
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(checkout).toHaveAttribute('data-step', 'excursions')
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await expect(checkout).toHaveAttribute('data-step', 'passengerDetails')
}

for (const brand of ['meridian', 'cavendish'] as const) {
  test.describe(`${brand}: checkout audit (issue 29)`, brandLane(brand), () => {
    test('item 3: a traveller who is 17 on the departure date gets the minimum-age message, and nothing is sent', async ({
      page,
      db,
      baseURL,
    }) => {
      test.setTimeout(120_000)
      const origin = brandOrigin(baseURL, brand)
      const departure = await pickDeparture(db, brand)
      const start = await startDateOf(db, departure.id)
      const surname = uniqueSurname()
      await toPassengerDetails(page, origin, departure, surname)
      await page.getByRole('button', { name: skipLoginText(brand), exact: true }).click()
      // Item 13: the passport intro is said once (the page data's description no longer repeats it).
      await expect(page.getByText(/Enter details as they appear on the passport/)).toHaveCount(1)
      const form = await fillLeadExceptBirthDate(page, surname)
      // Born a month after the departure day, eighteen years before: 17 when the holiday starts.
      const [year, month] = start.split('-').map(Number) as [number, number]
      const birthMonth = month === 12 ? 1 : month + 1
      const birthYear = (month === 12 ? year + 1 : year) - 18
      await form.getByLabel('Day', { exact: true }).selectOption('1')
      await form.getByLabel('Month', { exact: true }).selectOption(String(birthMonth))
      await form.getByLabel('Year', { exact: true }).selectOption(String(birthYear))
      let posted = 0
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === PASSENGER_DETAILS_RESPONSE) posted++
      })
      await form.getByRole('button', { name: 'Save and continue' }).click()
      const ageMessage = form.getByText(/^(Please ensure age is 18 years or older|.*18 or over.*)$/)
      await expect(ageMessage).toBeVisible()
      await expect(form.getByText('This is a required field')).toHaveCount(0)
      await expect(form.getByLabel('Year', { exact: true })).toHaveAttribute('aria-invalid', 'true')
      expect(posted).toBe(0)

      // A year older: 18 on the departure day, the card saves.
      await form.getByLabel('Year', { exact: true }).selectOption(String(birthYear - 1))
      await expect(ageMessage).toHaveCount(0)
      const saved = page.waitForResponse(isPost(PASSENGER_DETAILS_RESPONSE))
      await form.getByRole('button', { name: 'Save and continue' }).click()
      expect((await saved).status()).toBe(200)
    })

    test("item 5: a signed-in customer's first passenger is prefilled by name, then the lead card from My details", async ({
      page,
      db,
      baseURL,
    }) => {
      test.setTimeout(120_000)
      const origin = brandOrigin(baseURL, brand)
      const ann = await createAnn(db, brand)
      await page.goto(`${origin}/login`)
      await waitForHydration(page)
      await page.getByLabel('Email').fill(ann.email)
      await page.getByLabel('Password').fill(PASSWORD)
      await page.getByRole('button', { name: 'Log in' }).click()
      await expect(page).toHaveURL(`${origin}/my-bookings`)

      const departure = await pickDeparture(db, brand)
      const traveller = await chooseSingleRoom(page, origin, departure)
      await expect(traveller.getByLabel(/^First Name/)).toHaveValue('Ann')
      await expect(traveller.getByLabel(/^Last Name/)).toHaveValue(ann.lastName)
      await onToPassengerDetails(page)
      await expect(page.getByRole('button', { name: skipLoginText(brand), exact: true })).toHaveCount(0)
      const form = page.getByRole('form', { name: 'Passenger 1 details', exact: true })
      await expect(form.getByLabel(/^First name/)).toHaveValue('Ann')
      await expect(form.getByLabel(/^Surname/)).toHaveValue(ann.lastName)
      await expect(form.getByLabel(/^Title/)).toHaveValue('Ms')
      await expect(form.getByLabel('Day', { exact: true })).toHaveValue('12')
      await expect(form.getByLabel('Year', { exact: true })).toHaveValue('1961')
      await expect(form.getByLabel(/^Email/)).toHaveValue(ann.email)
      await expect(form.getByLabel(/^Mobile phone/)).toHaveValue('07700 900456')
      await expect(form.getByLabel(/^Town or city/)).toHaveValue('Bristol')
    })

    test('item 10: logging in through the login box fills the lead card, never over what was typed', async ({
      page,
      db,
      baseURL,
    }) => {
      test.setTimeout(120_000)
      const origin = brandOrigin(baseURL, brand)
      const ann = await createAnn(db, brand)
      const departure = await pickDeparture(db, brand)
      // A guest: nothing is prefilled; they type the lead's name themselves (someone other than the account's holder).
      const traveller = await chooseSingleRoom(page, origin, departure)
      await expect(traveller.getByLabel(/^First Name/)).toHaveValue('')
      const surname = uniqueSurname()
      await traveller.getByLabel(/^First Name/).fill('Tom')
      await traveller.getByLabel(/^Last Name/).fill(surname)
      await onToPassengerDetails(page)

      await page.getByRole('button', { name: 'Log in', exact: true }).click()
      await page.getByRole('textbox', { name: /^Email/ }).fill(ann.email)
      await page.getByRole('textbox', { name: /^Password/ }).fill(PASSWORD)
      await page.getByRole('button', { name: 'Log in', exact: true }).click()
      const form = page.getByRole('form', { name: 'Passenger 1 details', exact: true })
      await expect(form).toBeVisible()
      // The lead's contact details and billing address are the account's…
      await expect(form.getByLabel(/^Email/)).toHaveValue(ann.email)
      await expect(form.getByLabel(/^Confirm email/)).toHaveValue(ann.email)
      await expect(form.getByLabel(/^Mobile phone/)).toHaveValue('07700 900456')
      await expect(form.getByLabel(/^Home phone/)).toHaveValue('020 7946 0456')
      await expect(form.getByLabel(/^Address line 1/)).toHaveValue('3 Quay Street')
      await expect(form.getByLabel(/^Town or city/)).toHaveValue('Bristol')
      // …the name typed stays, and Ann's own title and birth date are not given to Tom.
      await expect(form.getByLabel(/^First name/)).toHaveValue('Tom')
      await expect(form.getByLabel(/^Surname/)).toHaveValue(surname)
      await expect(form.getByLabel(/^Title/)).toHaveValue('')
      await expect(form.getByLabel('Year', { exact: true })).toHaveValue('')
    })

    test('item 12: at 375 px the sticky subtotal bar has its height reserved, clears the back-to-top button and goes while the breakdown is in view', async ({
      page,
      db,
      baseURL,
    }) => {
      test.setTimeout(120_000)
      await page.setViewportSize({ width: 375, height: 740 })
      const origin = brandOrigin(baseURL, brand)
      const departure = await pickDeparture(db, brand)
      await toPassengerDetails(page, origin, departure, uniqueSurname())
      await page.getByRole('button', { name: skipLoginText(brand), exact: true }).click()
      const bar = page.getByTestId('subtotal-bar')
      const breakdown = page.locator('#price-breakdown')
      const backToTop = page.getByRole('button', { name: 'Back to top' })

      // Scrolled into the form: the breakdown is far below, the bar and the back-to-top button both show.
      await page.evaluate(() => window.scrollTo(0, 300))
      await expect(bar).toBeVisible()
      await expect(backToTop).toBeVisible()
      const barBox = (await bar.boundingBox())!
      const buttonBox = (await backToTop.boundingBox())!
      expect(buttonBox.y + buttonBox.height, 'the back-to-top button sits above the bar').toBeLessThanOrEqual(barBox.y)
      // The bar's height is reserved at the foot of the page, and focus scrolling stops above it.
      const reserved = await page.evaluate(() => ({
        bodyPadding: parseFloat(getComputedStyle(document.body).paddingBottom),
        scrollPadding: parseFloat(getComputedStyle(document.documentElement).scrollPaddingBottom),
      }))
      expect(reserved.bodyPadding).toBeGreaterThanOrEqual(barBox.height)
      expect(reserved.scrollPadding).toBeGreaterThanOrEqual(barBox.height)
      // A field reached by the keyboard is never under the bar.
      const form = page.getByRole('form', { name: 'Passenger 1 details', exact: true })
      await form.getByLabel('Month', { exact: true }).focus()
      await page.keyboard.press('Tab')
      await expect(form.getByLabel('Year', { exact: true })).toBeFocused()
      const year = (await form.getByLabel('Year', { exact: true }).boundingBox())!
      if (await bar.isVisible()) expect(year.y + year.height).toBeLessThanOrEqual((await bar.boundingBox())!.y)

      // The breakdown's first lines come into view at the bottom of the screen: the bar goes and hides none of them.
      await breakdown.evaluate((element) => {
        const top = element.getBoundingClientRect().top + window.scrollY
        window.scrollTo(0, top - window.innerHeight + 120)
      })
      await expect(bar).toBeHidden()
      // Scrolled back up, it returns.
      await page.evaluate(() => window.scrollTo(0, 300))
      await expect(bar).toBeVisible()
    })

    test('item 9: the breakdown adds the ticked excursions × travellers at once; a different server price shows the mismatch notice', async ({
      page,
      db,
      baseURL,
    }) => {
      test.setTimeout(120_000)
      const origin = brandOrigin(baseURL, brand)
      const departure = await pickDeparture(db, brand)
      const traveller = await chooseSingleRoom(page, origin, departure)
      const surname = uniqueSurname()
      await traveller.getByLabel(/^First Name/).fill('Alice')
      await traveller.getByLabel(/^Last Name/).fill(surname)
      const checkout = page.locator('.checkout')
      await page.getByRole('button', { name: 'Continue', exact: true }).click()
      await expect(checkout).toHaveAttribute('data-step', 'excursions')
      let posted = 0
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === EXCURSIONS_RESPONSE) posted++
      })
      const subtotal = page.locator('#price-breakdown .checkout-breakdown__subtotal')
      const excursionLines = page.locator('#price-breakdown [data-kind="excursion"]')
      const before = Number(await subtotal.getAttribute('data-subtotal-minor'))
      const card = page.locator('.checkout-excursion').first()
      const name = (await card.getByRole('heading').textContent())!.trim()
      const excursion = await db
        .selectFrom('excursions')
        .innerJoin('departures', 'departures.tourId', 'excursions.tourId')
        .select(['excursions.id', 'excursions.priceMinor'])
        .where('departures.id', '=', departure.id)
        .where('excursions.name', '=', name)
        .executeTakeFirstOrThrow()

      // Ticked: the line and the subtotal are there at once, before anything is sent.
      const alice = card.getByRole('checkbox', { name: `Alice ${surname}` })
      await alice.check()
      await expect(excursionLines).toHaveCount(1)
      await expect(excursionLines.first()).toContainText(name)
      await expect(excursionLines.first()).toHaveAttribute('data-amount-minor', String(excursion.priceMinor))
      await expect(subtotal).toHaveAttribute('data-subtotal-minor', String(before + excursion.priceMinor))
      expect(posted).toBe(0)
      await alice.uncheck()
      await expect(excursionLines).toHaveCount(0)
      await expect(subtotal).toHaveAttribute('data-subtotal-minor', String(before))

      // The server prices it on Continue and agrees: no notice.
      await alice.check()
      await page.getByRole('button', { name: 'Continue', exact: true }).click()
      await expect(checkout).toHaveAttribute('data-step', 'passengerDetails')
      expect(posted).toBe(1)
      await expect(subtotal).toHaveAttribute('data-subtotal-minor', String(before + excursion.priceMinor))
      await expect(page.getByTestId('subtotal-mismatch')).toHaveCount(0)

      // The operator changes the price meanwhile: the server's subtotal differs from the one shown, and says so.
      await page.getByRole('button', { name: skipLoginText(brand), exact: true }).click()
      await page.getByRole('button', { name: 'Back', exact: true }).click()
      await expect(checkout).toHaveAttribute('data-step', 'excursions')
      await db
        .updateTable('excursions')
        .set({ priceMinor: excursion.priceMinor + 1000 })
        .where('id', '=', excursion.id)
        .execute()
      try {
        await page
          .locator('.checkout-excursion')
          .first()
          .getByRole('checkbox', { name: `Alice ${surname}` })
          .check()
        await expect(subtotal).toHaveAttribute('data-subtotal-minor', String(before + excursion.priceMinor))
        await page.getByRole('button', { name: 'Continue', exact: true }).click()
        await expect(checkout).toHaveAttribute('data-step', 'passengerDetails')
        await expect(page.getByTestId('subtotal-mismatch')).toBeVisible()
        await expect(subtotal).toHaveAttribute('data-subtotal-minor', String(before + excursion.priceMinor + 1000))
      } finally {
        await db
          .updateTable('excursions')
          .set({ priceMinor: excursion.priceMinor })
          .where('id', '=', excursion.id)
          .execute()
      }
    })

    test('item 7: the card frame is as tall as its form at 1280 and 375 px: nothing scrolls inside it and Pay is reachable', async ({
      page,
      db,
      baseURL,
    }) => {
      test.setTimeout(120_000)
      const origin = brandOrigin(baseURL, brand)
      const departure = await pickDeparture(db, brand)
      const surname = uniqueSurname()
      await toPassengerDetails(page, origin, departure, surname)
      await page.getByRole('button', { name: skipLoginText(brand), exact: true }).click()
      const form = await fillLeadExceptBirthDate(page, surname)
      await form.getByLabel('Day', { exact: true }).selectOption('14')
      await form.getByLabel('Month', { exact: true }).selectOption('3')
      await form.getByLabel('Year', { exact: true }).selectOption('1958')
      await form.getByRole('button', { name: 'Save and continue' }).click()
      await expect(form).toHaveCount(0)
      const section = page.getByTestId('payment-section')
      await section.getByRole('radio', { name: /^Full Balance/ }).check()
      await section.getByLabel(/^Card type/).selectOption({ index: 1 })
      await section.getByRole('button', { name: 'Save and continue' }).click()
      await expect(section.getByTestId('payment-summary')).toBeVisible()
      await page.getByRole('button', { name: 'Continue to book' }).click()
      await expect(page.locator('.checkout')).toHaveAttribute('data-step', 'payment')

      const frameElement = page.getByTestId('card-frame')
      await expect(cardFrame(page).getByRole('button', { name: /^Pay / })).toBeVisible()
      const frame = (await (await frameElement.elementHandle())!.contentFrame())!
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 800 })
        // The frame's page posts its height on every resize; the frame follows until its content fits.
        await expect
          .poll(() =>
            frame.evaluate(() => document.documentElement.scrollHeight - document.documentElement.clientHeight),
          )
          .toBeLessThanOrEqual(0)
        expect(
          await frame.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        ).toBeLessThanOrEqual(0)
        // Pay is reached by scrolling the page alone, and lies wholly inside the frame's box.
        const pay = cardFrame(page).getByRole('button', { name: /^Pay / })
        await pay.scrollIntoViewIfNeeded()
        await expect(pay).toBeInViewport({ ratio: 1 })
        const frameBox = (await frameElement.boundingBox())!
        const payBox = (await pay.boundingBox())!
        expect(payBox.y + payBox.height).toBeLessThanOrEqual(frameBox.y + frameBox.height)
        expect(payBox.x + payBox.width).toBeLessThanOrEqual(frameBox.x + frameBox.width)
      }
    })

    test('the same class as item 12 at 1280 px: the breakdown beside the form sticks below the main navigation, not under it', async ({
      page,
      db,
      baseURL,
    }) => {
      test.setTimeout(120_000)
      await page.setViewportSize({ width: 1280, height: 800 })
      const origin = brandOrigin(baseURL, brand)
      const departure = await pickDeparture(db, brand)
      await toPassengerDetails(page, origin, departure, uniqueSurname())
      await page.getByRole('button', { name: skipLoginText(brand), exact: true }).click()
      await page.evaluate(() => window.scrollTo(0, 600))
      const title = page.locator('#price-breakdown-title')
      await expect(title).toBeInViewport()
      const nav = (await page.locator('.site-nav').boundingBox())!
      const titleBox = (await title.boundingBox())!
      expect(nav.y).toBe(0)
      expect(titleBox.y).toBeGreaterThanOrEqual(nav.y + nav.height)
    })
  })
}
