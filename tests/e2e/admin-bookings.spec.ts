import { readFile } from 'node:fs/promises'
import { formatMoney } from '../../app/lib/money'
import { signInAsNewStaff } from './admin-session'
import { brandOrigin, expect, expectNoAxeViolations, test } from './fixtures'
import { bookAsGuest, checkoutPath, pickDeparture, uniqueSurname } from './public-booking'

/*
 * The back office with a real booking (issue 14, Playwright acceptance): a guest books through the public checkout
 * and pays with the sandbox card → an administrator, made with `npm run staff:create` and signed in with TOTP, sees
 * it on the dashboard and finds it in the bookings list → refunds part of the card payment through the sandbox and
 * records the same amount as an offline payment (the balance goes up, then back to nothing) → downloads the
 * departure's manifest CSV and finds the traveller in it → changes the departure's price, which the tour's
 * departures and a new checkout then show. axe on every back-office page on the way.
 */

test('a booking from the public checkout is worked in the back office; a price change reaches the site', async ({
  page,
  baseURL,
  db,
  databaseUrl,
  browser,
}) => {
  test.setTimeout(120_000)
  const origin = brandOrigin(baseURL, 'meridian')
  const departure = await pickDeparture(db, 'meridian')
  const surname = uniqueSurname()
  const email = `e2e.admin.${surname.toLowerCase()}@example.com`
  const reference = await bookAsGuest(page, origin, 'meridian', departure, email, surname)

  const staffContext = await browser.newContext({ baseURL: origin })
  const admin = await staffContext.newPage()
  await signInAsNewStaff(admin, databaseUrl, 'administrator', 'Ada Admin')
  expect(Number(await admin.getByTestId('bookings-today').innerText())).toBeGreaterThan(0)
  await expectNoAxeViolations(admin)

  const nav = admin.getByRole('navigation', { name: 'Back office' })
  await nav.getByRole('link', { name: 'Bookings' }).click()
  await expect(admin.getByRole('heading', { level: 1, name: 'Bookings: Meridian Journeys' })).toBeVisible()
  await admin.getByLabel('Reference, name, e-mail, phone, tour or departure').fill(surname)
  await admin.getByRole('button', { name: 'Search' }).click()
  const row = admin.getByRole('row', { name: new RegExp(reference) })
  await expect(row).toContainText(`Alice ${surname}`)
  await expectNoAxeViolations(admin)

  await row.getByRole('link', { name: reference }).click()
  await expect(admin.getByRole('heading', { level: 1, name: `Booking ${reference}` })).toBeVisible()
  await expect(admin.getByTestId('booking-balance')).toHaveText(formatMoney(0, 'GBP'))
  await expectNoAxeViolations(admin)

  // The ledger's refund form (issue 25): the amount starts empty and a reason is required.
  const refundForm = admin.getByRole('form', { name: /Refund to the card payment/ })
  await expect(refundForm.getByLabel('Amount to refund to the card')).toHaveValue('')
  await refundForm.getByLabel('Amount to refund to the card').fill('50.00')
  await refundForm.getByLabel('Reason').fill('Transfer not taken')
  await refundForm.getByRole('button', { name: 'Review refund to card' }).click()
  // The confirmation step (issue 25): the balance before and after, focus on it, nothing written yet.
  const review = admin.getByTestId('review-refund')
  await expect(review.getByRole('heading', { name: 'Check the refund' })).toBeFocused()
  await expect(review.getByRole('row', { name: /Balance due/ })).toContainText(
    `${formatMoney(0, 'GBP')}${formatMoney(5000, 'GBP')}`,
  )
  await expect(admin.getByTestId('booking-balance')).toHaveText(formatMoney(0, 'GBP'))
  await expectNoAxeViolations(admin)
  await review.getByRole('button', { name: `Confirm refund of ${formatMoney(5000, 'GBP')}` }).click()
  await expect(admin.getByRole('status')).toContainText('The refund went back to the card')
  await expect(admin.getByTestId('booking-balance')).toContainText(formatMoney(5000, 'GBP'))

  await admin.getByLabel('Amount received').fill('50.00')
  await admin.getByLabel('Paid by').selectOption('bank transfer')
  await admin.getByLabel('Bank or cheque reference (optional)').fill('BACS 4471')
  await admin.getByRole('button', { name: 'Record payment' }).click()
  await expect(admin.getByRole('status')).toContainText('The payment is recorded')
  await expect(admin.getByTestId('booking-balance')).toHaveText(formatMoney(0, 'GBP'))
  await expect(admin.getByRole('table', { name: 'Payments' })).toContainText('BACS 4471')
  await expectNoAxeViolations(admin)

  const download = admin.waitForEvent('download')
  await admin.getByRole('link', { name: /manifest \(CSV\)/ }).click()
  const file = await (await download).path()
  const csv = await readFile(file, 'utf8')
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
  expect(lines[0]).toMatch(/^Booking reference,Title,First name,Last name,Date of birth/)
  expect(lines.find((line) => line.startsWith(reference))).toMatch(
    new RegExp(`^${reference},Ms,Alice,${surname},1958-03-14,Female,yes,`),
  )

  // A new price for the departure: the tour's departures and a new checkout show it.
  const before = await db
    .selectFrom('departures')
    .select(['priceMinor', 'wasPriceMinor', 'code'])
    .where('id', '=', departure.id)
    .executeTakeFirstOrThrow()
  const newPrice = Math.floor(before.priceMinor / 100) * 100 + 10_000
  await nav.getByRole('link', { name: 'Tours' }).click()
  await admin.getByLabel('Tour name or code').fill(departure.tourCode)
  await admin.getByRole('button', { name: 'Search' }).click()
  await expectNoAxeViolations(admin)
  await admin.getByRole('link', { name: before.code }).click()
  await expect(admin.getByRole('heading', { level: 1, name: `Departure ${before.code}` })).toBeVisible()
  // The departure's bookings (issue 26): this booking's row, and the manifest to print with its traveller.
  const bookings = admin.getByRole('region', { name: 'Bookings' })
  await expect(bookings.getByRole('row', { name: new RegExp(reference) })).toContainText(`Alice ${surname}`)
  await expectNoAxeViolations(admin)
  await admin.getByRole('link', { name: 'Manifest to read or print' }).click()
  await expect(admin.getByRole('heading', { level: 1, name: `Manifest: ${before.code}` })).toBeVisible()
  const travellers = admin.getByRole('region', { name: 'Travellers' })
  await expect(travellers.getByRole('row', { name: new RegExp(`Alice ${surname}`) })).toContainText(reference)
  await expectNoAxeViolations(admin)
  await admin.getByRole('link', { name: 'Back to the departure' }).click()
  await expect(admin.getByRole('heading', { level: 1, name: `Departure ${before.code}` })).toBeVisible()
  await admin.getByLabel('Price per person').fill((newPrice / 100).toFixed(2))
  // A was-price must stay above the price (£1,979 was £2,079 + £100 is refused): an offer's was-price moves up too.
  if (before.wasPriceMinor !== null)
    await admin.getByLabel('Was price (optional)').fill(((newPrice + 10_000) / 100).toFixed(2))
  await admin.getByRole('button', { name: 'Save departure' }).click()
  await expect(admin.getByRole('status')).toContainText('Saved.')
  await staffContext.close()

  const single = await db
    .selectFrom('rooms')
    .select(['pricePerPersonMinor', 'name'])
    .where('id', '=', departure.singleId)
    .executeTakeFirstOrThrow()
  expect(single.pricePerPersonMinor).toBeGreaterThanOrEqual(newPrice)
  await page.goto(`${origin}${checkoutPath(departure)}`)
  await expect(page.locator('.checkout[data-ready]')).toBeVisible()
  await expect(page.getByRole('combobox', { name: /^Room type/ }).first()).toContainText(
    `${single.name} – ${formatMoney(single.pricePerPersonMinor, 'GBP')} pp`,
  )
})
