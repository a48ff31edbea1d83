import type { Page } from '@playwright/test'
import { atEveryWidth, expectNoSidewaysScroll, newStaffPage } from './admin-session'
import { brandOrigin, expect, expectNoAxeViolations, test } from './fixtures'

/*
 * Creating a tour and its departures in the back office (issue 26, Playwright acceptance), on each brand's host (the
 * coach brand's back office has an 18 px rem): a content editor opens Tours → New tour, is refused a code that is
 * taken (the message on the field), creates the tour and lands on its page unpublished, opens New departures,
 * previews a weekly run (one date marked as skipped because the tour already departs that day) and creates the rest.
 * Then the tour's month in the departure calendar (a grid from 1024 px, a list of days on a phone) links to them, and
 * a bulk price change lowers two of them by £45 after a preview of old → new prices.
 * axe on each screen; usable at 1024 px (a tablet) with nothing scrolling sideways at 375, 768, 1280 and 1440 px
 * (SCREENSHOT_DIR keeps each screen to be looked at).
 */

const nextYear = new Date().getUTCFullYear() + 1
const on = (monthDay: string) => `${nextYear}-${monthDay}`

async function onTablet(page: Page, what: string, button: string) {
  await page.setViewportSize({ width: 1024, height: 768 })
  await expectNoSidewaysScroll(page, `${what} at 1024px`)
  await expect(page.getByRole('button', { name: button }).first()).toBeVisible()
  await page.setViewportSize({ width: 1280, height: 900 })
}

for (const brand of ['meridian', 'cavendish'] as const) {
  test(`${brand}: create a tour, then preview and generate its departures`, async ({
    browser,
    baseURL,
    db,
    databaseUrl,
  }) => {
    test.setTimeout(240_000)
    const origin = brandOrigin(baseURL, brand)
    const { admin, staffContext } = await newStaffPage(browser, origin, databaseUrl, 'content_editor', 'Cat Alogue')
    const taken = await db.selectFrom('tours').select('code').orderBy('id').executeTakeFirstOrThrow()
    const code = `ZE${Date.now().toString().slice(-7)}`
    const name = `${brand === 'cavendish' ? 'Highland Lochs' : 'Andean Villages'} ${code.slice(-3)}`

    await admin.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Tours' }).click()
    await admin.getByRole('link', { name: 'New tour' }).click()
    await expect(admin.getByRole('heading', { level: 1, name: /^New tour: / })).toBeVisible()
    await admin.getByLabel('Tour code').fill(taken.code)
    await admin.getByLabel('Length in days').fill('7')
    await admin.getByLabel('Main country').selectOption({ index: 1 })
    await admin.getByLabel('Name', { exact: true }).fill(name)
    await admin.getByLabel('Description', { exact: true }).fill('Seven days of lochs, glens and quiet roads.')
    await admin.getByLabel('Overview (HTML)').fill('<p>Lochs and glens.</p>')
    await admin.getByRole('button', { name: 'Create tour' }).click()
    const codeField = admin.getByLabel('Tour code')
    await expect(codeField).toHaveAttribute('aria-invalid', 'true')
    await expect(codeField).toHaveAccessibleDescription(new RegExp(`Tour code ${taken.code} is taken`))
    await expectNoAxeViolations(admin)
    await onTablet(admin, 'new tour form', 'Create tour')
    await atEveryWidth(admin, `${brand}-new-tour-refused`)

    await codeField.fill(code)
    await admin.getByRole('button', { name: 'Create tour' }).click()
    await expect(admin.getByRole('heading', { level: 1, name: `Tour ${code}: ${name}` })).toBeVisible()
    await expect(admin.getByRole('status')).toContainText('Tour created, not published.')
    const tour = await db
      .selectFrom('tours')
      .select(['id', 'published', 'brandId'])
      .where('code', '=', code)
      .executeTakeFirstOrThrow()
    expect(tour).toMatchObject({ published: 0, brandId: brand })

    await admin.getByRole('link', { name: 'New departures' }).click()
    await expect(admin.getByRole('heading', { level: 1, name: `New departures: ${code} ${name}` })).toBeVisible()
    await expectNoAxeViolations(admin)
    // One departure first, on the run's third date.
    await admin.getByLabel('First departure').fill(on('05-17'))
    await admin.getByLabel('Repeat', { exact: true }).selectOption('once')
    await admin.getByLabel('Places on each departure').fill('30')
    await admin.getByLabel('Price per person (GBP)').fill('745')
    await admin.getByLabel('Deposit per person (GBP)').fill('100')
    await admin.getByLabel('Twin Room: rooms').fill('15')
    await admin.getByRole('button', { name: 'Preview departures' }).click()
    await expect(admin.getByRole('heading', { name: 'Preview: 1 departure to create' })).toBeFocused()
    await admin.getByRole('button', { name: 'Create 1 departure' }).click()
    await expect(admin.getByRole('status')).toHaveText('1 departure created.')

    // A weekly run over it: previewed with that date skipped, then created.
    await admin.getByLabel('First departure').fill(on('05-03'))
    await admin.getByLabel('Repeat', { exact: true }).selectOption('weekly')
    await admin.getByLabel('Repeat until').fill(on('05-31'))
    await admin.getByLabel('Places on each departure').fill('30')
    await admin.getByLabel('Price per person (GBP)').fill('745')
    await admin.getByLabel('Deposit per person (GBP)').fill('100')
    await admin.getByLabel('Twin Room: rooms').fill('12')
    await admin.getByLabel('Single Room: rooms').fill('6')
    await admin.getByLabel('Single Room: supplement per person (GBP)').fill('95')
    await admin.getByRole('button', { name: 'Preview departures' }).click()
    const preview = admin.getByTestId('generator-preview')
    await expect(preview.getByRole('heading', { name: 'Preview: 4 departures to create, 1 skipped' })).toBeFocused()
    await expect(preview.getByTestId(`planned-${on('05-17')}`)).toContainText('The tour already departs this day')
    await expect(preview.getByRole('row')).toHaveCount(6)
    await expectNoAxeViolations(admin)
    await onTablet(admin, 'departure generator preview', 'Create 4 departures')
    await atEveryWidth(admin, `${brand}-departure-generator-preview`, preview)
    await admin.getByRole('button', { name: 'Create 4 departures' }).click()
    await expect(admin.getByRole('status')).toHaveText('4 departures created.')
    await expectNoAxeViolations(admin)

    const departures = await db
      .selectFrom('departures')
      .select(['startDate', 'priceMinor', 'capacity'])
      .where('tourId', '=', tour.id)
      .orderBy('startDate')
      .execute()
    expect(departures.map((row) => row.startDate)).toEqual([
      on('05-03'),
      on('05-10'),
      on('05-17'),
      on('05-24'),
      on('05-31'),
    ])
    for (const row of departures) expect(row).toMatchObject({ priceMinor: 74_500, capacity: 30 })

    // The calendar of the tour's month: each departure with its places and status, linking to its page.
    await admin.getByRole('link', { name: 'Calendar', exact: true }).click()
    await expect(
      admin.getByRole('heading', { level: 1, name: `Departures in May ${nextYear}: ${code} ${name}` }),
    ).toBeVisible()
    await expect(admin.getByText('5 departures.')).toBeVisible()
    await expectNoAxeViolations(admin)
    await admin.setViewportSize({ width: 1024, height: 768 })
    await expectNoSidewaysScroll(admin, 'calendar at 1024px')
    const grid = admin.getByRole('table', { name: /^Departures in May/ })
    await expect(grid).toBeVisible()
    await expect(grid.getByRole('link')).toHaveCount(5)
    await expect(grid.getByRole('listitem').first()).toContainText('0 sold, 0 held, of 30')
    await atEveryWidth(admin, `${brand}-departure-calendar`)
    // At a phone's width the same departures are a list of days.
    await admin.setViewportSize({ width: 375, height: 800 })
    await expect(grid).toBeHidden()
    await expect(admin.getByRole('heading', { level: 2, name: `17 May ${nextYear}` })).toBeVisible()
    await admin.setViewportSize({ width: 1280, height: 900 })
    await admin
      .getByRole('link', { name: /-\d{2}0503-/ })
      .first()
      .click()
    await expect(admin.getByRole('heading', { level: 1 })).toContainText(code)

    // Back on the calendar: lower two departures' prices by £45, previewed old → new, then applied.
    await admin.goto(`/admin/departures/calendar?brand=${brand}&tour=${tour.id}&month=${nextYear}-05`)
    await admin.getByRole('link', { name: 'Change prices of this month’s departures' }).click()
    await expect(
      admin.getByRole('heading', { level: 1, name: `Change prices: May ${nextYear}, ${code} ${name}` }),
    ).toBeVisible()
    await admin.getByLabel(new RegExp(`^Choose ${code}-\\d{2}0503-`)).check()
    await admin.getByLabel(new RegExp(`^Choose ${code}-\\d{2}0510-`)).check()
    await admin.getByLabel('Change', { exact: true }).selectOption('amount')
    await admin.getByLabel('By or to').fill('-45')
    await admin.getByRole('button', { name: 'Preview new prices' }).click()
    const pricePreview = admin.getByTestId('bulk-price-preview')
    await expect(pricePreview.getByRole('heading', { name: 'Preview: 2 new prices' })).toBeFocused()
    await expect(pricePreview.getByRole('row').nth(1)).toContainText('£745')
    await expect(pricePreview.getByRole('row').nth(1)).toContainText('£700')
    await expectNoAxeViolations(admin)
    await onTablet(admin, 'bulk price preview', 'Apply to 2 departures')
    await atEveryWidth(admin, `${brand}-bulk-price-preview`, pricePreview)
    await admin.getByRole('button', { name: 'Apply to 2 departures' }).click()
    await expect(admin.getByRole('status')).toContainText('New prices applied to 2 departures.')
    await expectNoAxeViolations(admin)
    const prices = await db
      .selectFrom('departures')
      .select('priceMinor')
      .where('tourId', '=', tour.id)
      .orderBy('startDate')
      .execute()
    expect(prices.map((row) => row.priceMinor)).toEqual([70_000, 70_000, 74_500, 74_500, 74_500])
    await staffContext.close()
  })
}
