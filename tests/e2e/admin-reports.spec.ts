import { zonedDay } from '../../app/features/ledger'
import { atEveryWidth, gbpOf as gbp, newStaffPage } from './admin-session'
import { brandOrigin, expect, expectNoAxeViolations, test } from './fixtures'
import { bookAsGuest, pickDeparture, uniqueSurname } from './public-booking'

/*
 * The dashboard and the Reports section show net figures (issue 25, Playwright acceptance): a guest books and pays in
 * full through the public checkout → an administrator cancels it with the policy's fee and refunds the rest to the
 * card in the sandbox → the dashboard's net revenue today drops by what the cancel credited and its refunds grow by
 * the refund; the revenue report's row for today says the same net, the cash report the same refunds. axe on each new
 * screen; at 375, 768, 1280 and 1440 px on both brands no page scrolls sideways (wide tables scroll in their own
 * region). With SCREENSHOT_DIR set, each screen is also saved there to be looked at.
 */

test('after a cancel and a card refund, the dashboard and the reports show the net figures', async ({
  page,
  baseURL,
  db,
  databaseUrl,
  browser,
}) => {
  test.setTimeout(180_000)
  const origin = brandOrigin(baseURL, 'meridian')
  const departure = await pickDeparture(db, 'meridian')
  const surname = uniqueSurname()
  const reference = await bookAsGuest(
    page,
    origin,
    'meridian',
    departure,
    `e2e.reports.${surname.toLowerCase()}@example.com`,
    surname,
  )

  const { admin, staffContext } = await newStaffPage(browser, origin, databaseUrl, 'administrator', 'Rita Reports')
  await admin.goto('/admin/dashboard?brand=meridian')
  const netBefore = gbp(await admin.getByTestId('net-revenue-today').innerText())
  const refundsBefore = gbp(await admin.getByTestId('refunds-issued-today').innerText())
  const cashBefore = gbp(await admin.getByTestId('cash-received-today').innerText())

  // Cancel with the policy's fee, then refund what was paid above it to the card.
  const sold = await db.selectFrom('bookings').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow()
  await admin.goto(`/admin/bookings/${reference}?brand=meridian`)
  const cancel = admin.getByRole('form', { name: 'Cancel the booking' })
  await cancel.getByLabel('Reason').fill('Customer cannot travel')
  await cancel.getByRole('button', { name: 'Review cancellation' }).click()
  await admin
    .getByTestId('review-cancel')
    .getByRole('button', { name: `Yes, cancel booking ${reference}` })
    .click()
  await expect(admin.getByTestId('booking-balance')).toContainText('To refund')
  const cancelled = await db
    .selectFrom('bookings')
    .selectAll()
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow()
  expect(cancelled.status).toBe('cancelled')
  const toRefund = cancelled.amountPaidMinor - cancelled.totalMinor
  expect(toRefund).toBeGreaterThan(0)
  const refund = admin.getByRole('form', { name: /Refund to the card payment/ })
  await refund.getByLabel('Amount to refund to the card').fill((toRefund / 100).toFixed(2))
  await refund.getByLabel('Reason').fill('What was paid above the cancellation fee')
  await refund.getByRole('button', { name: 'Review refund to card' }).click()
  await admin
    .getByTestId('review-refund')
    .getByRole('button', { name: /^Confirm refund of/ })
    .click()
  await expect(admin.getByRole('status')).toContainText('The refund went back to the card')

  // The dashboard: net revenue less the credit (the sale less the fee), the refund among refunds, cash unchanged.
  const nav = admin.getByRole('navigation', { name: 'Back office' })
  await nav.getByRole('link', { name: 'Dashboard' }).click()
  await expect(admin.getByRole('heading', { level: 1, name: 'Dashboard: Meridian Journeys' })).toBeVisible()
  const netAfter = gbp(await admin.getByTestId('net-revenue-today').innerText())
  expect(netAfter).toBe(netBefore - sold.totalMinor + cancelled.totalMinor)
  expect(gbp(await admin.getByTestId('refunds-issued-today').innerText())).toBe(refundsBefore + toRefund)
  expect(gbp(await admin.getByTestId('cash-received-today').innerText())).toBe(cashBefore)
  await expectNoAxeViolations(admin)

  // The revenue report by sale date: today's row says the same net; the cash report the same refunds.
  await nav.getByRole('link', { name: 'Reports' }).click()
  await expect(admin.getByRole('heading', { level: 2, name: 'Revenue by sale date' })).toBeVisible()
  const todayLabel = new Date(`${zonedDay(new Date())}T00:00:00.000Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
  const report = admin.getByTestId('revenue-report')
  const todayRow = report.getByRole('row', { name: new RegExp(`^${todayLabel} GBP`) })
  expect(gbp(await todayRow.getByRole('cell').last().innerText())).toBe(netAfter)
  await expect(admin.getByRole('img', { name: /Net revenue by sale date, GBP/ })).toBeVisible()
  await expectNoAxeViolations(admin)

  const tabs = admin.getByRole('navigation', { name: 'Reports' })
  await tabs.getByRole('link', { name: 'Cash by day' }).click()
  await expect(admin.getByRole('heading', { level: 2, name: 'Cash received and refunded' })).toBeVisible()
  const cashToday = admin.getByTestId('cash-report').getByRole('row', { name: new RegExp(`^${todayLabel} GBP`) })
  expect(gbp(await cashToday.getByRole('cell').nth(3).innerText())).toBe(refundsBefore + toRefund)
  await expectNoAxeViolations(admin)

  // A bad range: a clear message beside the field, no table.
  await admin.goto('/admin/reports?brand=meridian&by=tour&from=2026-11-02&to=2026-11-01')
  await expect(admin.getByRole('alert')).toContainText('The last date must be on or after the first date.')
  await expect(admin.getByLabel('Recorded to')).toHaveAttribute('aria-invalid', 'true')
  await expectNoAxeViolations(admin)

  // Every new screen on both brands, at every width: nothing scrolls the page sideways.
  for (const brand of ['meridian', 'cavendish'] as const) {
    const screens = [
      ['dashboard', `/admin/dashboard?brand=${brand}`],
      ['revenue-by-sale-date', `/admin/reports?brand=${brand}`],
      ['revenue-by-tour', `/admin/reports?brand=${brand}&by=tour`],
      ['revenue-by-departure-date', `/admin/reports?brand=${brand}&by=departure-date`],
      ['revenue-by-brand-market', `/admin/reports?brand=${brand}&by=brand-market`],
      ['cash', `/admin/reports/cash?brand=${brand}`],
    ] as const
    for (const [name, path] of screens) {
      await admin.goto(path)
      await expect(admin.getByRole('heading', { level: 1 })).toBeVisible()
      if (brand === 'cavendish' && name !== 'revenue-by-brand-market') await expectNoAxeViolations(admin)
      await atEveryWidth(admin, `${brand}-${name}`)
    }
  }
  await staffContext.close()
})
