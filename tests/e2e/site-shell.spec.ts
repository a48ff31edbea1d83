import { brandOrigin, expect, expectConsoleError, expectNoAxeViolations, test } from './fixtures'

const brands = [
  { id: 'meridian' as const, name: 'Meridian Journeys', primary: 'rgb(11, 60, 93)' },
  { id: 'cavendish' as const, name: 'Cavendish Coach Holidays', primary: 'rgb(107, 29, 46)' },
]

for (const brand of brands) {
  test.describe(`${brand.name} home page`, () => {
    test('renders catalogue content on the server, hydrates without console errors and passes axe', async ({
      page,
      browser,
      baseURL,
      consoleErrors,
    }) => {
      const origin = brandOrigin(baseURL, brand.id)
      // Server-side content: there with JavaScript switched off.
      const noScript = await browser.newContext({ javaScriptEnabled: false })
      const staticPage = await noScript.newPage()
      await staticPage.goto(`${origin}/`)
      await expect(staticPage.getByRole('link', { name: `${brand.name} home` })).toBeVisible()
      await expect(staticPage.getByRole('region', { name: 'Featured holidays' }).getByRole('listitem')).not.toHaveCount(
        0,
      )
      await noScript.close()

      await page.goto(`${origin}/`)
      await expect(page.locator('html')).toHaveAttribute('data-brand', brand.id)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('link', { name: `${brand.name} home` })).toBeVisible()
      const featured = page.getByRole('region', { name: 'Featured holidays' })
      await expect(featured.getByRole('listitem')).not.toHaveCount(0)
      await expect(page.getByRole('search').getByRole('button', { name: 'Search' })).toBeVisible()
      await expect(page.getByRole('link', { name: /Wishlist/ })).toBeVisible()
      await expect(page.getByRole('button', { name: /My account/ })).toBeVisible()

      // The brand's own styling comes from its design tokens.
      const primary = await page
        .locator('.site-footer')
        .evaluate((element) => getComputedStyle(element).backgroundColor)
      expect(primary).toBe(brand.primary)

      await page.waitForLoadState('networkidle')
      await expectNoAxeViolations(page)
      expect(consoleErrors).toEqual([])
    })
  })
}

test('the coach brand is styled differently from the touring brand', async ({ page, baseURL }) => {
  await page.goto(`${brandOrigin(baseURL, 'meridian')}/`)
  const meridianFont = await page.locator('h1').evaluate((element) => getComputedStyle(element).fontFamily)
  await page.goto(`${brandOrigin(baseURL, 'cavendish')}/`)
  const coachFont = await page.locator('h1').evaluate((element) => getComputedStyle(element).fontFamily)
  expect(coachFont).toContain('Georgia')
  expect(meridianFont).not.toContain('Georgia')
})

test('at 320 px the destinations menu opens from its button and Escape closes it', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 320, height: 640 })
  await page.goto(`${brandOrigin(baseURL, 'meridian')}/`)
  await expect(page.locator('.site-nav')).toHaveAttribute('data-ready', 'true')
  const toggle = page.getByRole('button', { name: 'Menu' })
  const nav = page.getByRole('navigation', { name: 'Main' })
  const destinations = nav.getByRole('button', { name: 'Destinations' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(destinations).toBeHidden()
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await destinations.click()
  await expect(nav.getByRole('button', { name: 'Europe' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(destinations).toBeHidden()
  await expect(toggle).toBeFocused()
  // Nothing overflows the narrowest supported screen.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
  await expectNoAxeViolations(page)
  expect(consoleErrors).toEqual([])
})

test('the skip link moves keyboard users to the main content', async ({ page, baseURL }) => {
  await page.goto(`${brandOrigin(baseURL, 'meridian')}/`)
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skip).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()
})

// The browser reports the 404 document as a failed resource load.
const notFound = { annotation: expectConsoleError('status of 404') }

test('an unknown page answers 404 inside the site shell (header and footer)', notFound, async ({ page, baseURL }) => {
  const response = await page.goto(`${brandOrigin(baseURL, 'cavendish')}/this-page-does-not-exist`)
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'We can’t find that page' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('a page served from the page cache hydrates under its hash-based CSP and exposes the CSRF page global', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  const origin = brandOrigin(baseURL, 'meridian')
  await page.goto(`${origin}/?from-cache-check`)
  const second = await page.goto(`${origin}/?from-cache-check`)
  expect(second?.headers()['x-page-cache']).toBe('HIT')
  const cookie = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')
  expect(cookie).toBeDefined()
  expect(await page.evaluate(() => (window as unknown as { __XSRF_TOKEN__?: string }).__XSRF_TOKEN__)).toBe(
    decodeURIComponent(cookie!.value),
  )
  // Hydrated: React handles the menu button.
  await page.setViewportSize({ width: 375, height: 700 })
  await page.getByRole('button', { name: 'Menu' }).click()
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true')
  expect(consoleErrors).toEqual([])
})
