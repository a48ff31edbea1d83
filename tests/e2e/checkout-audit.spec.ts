import type { Page } from '@playwright/test'
import type { AppDatabase } from '../../db/database.server'
import { brandOrigin, expect, test } from './fixtures'
import { brandLane } from './lanes'
import { isPost, pickDeparture, toPassengerDetails, uniqueSurname, type Brand } from './public-booking'

/*
 * Defects an audit of the whole journey found (issue 29), each as a customer meets it in Chromium.
 */

const PASSENGER_DETAILS_RESPONSE = '/umbraco/api/checkoutapi/passengerDetailsResponse'

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
  })
}
