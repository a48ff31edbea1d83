import type { APIRequestContext } from '@playwright/test'
import { apiGet, brandOrigin, expect, expectConsoleError, test } from './fixtures'
import { brandLane } from './lanes'

/*
 * Information pages and tour maps in a real browser, on both brands: the footer's information links lead to pages
 * whose h1 is the link's own text, a tour page's map link leads to a route map whose drawing is a labelled picture
 * with the stops listed in order, and the pages pass axe without console errors, on wide and narrow screens.
 * Tours are found through the site itself (sitemap.xml, then the tour page's map link), never by name.
 */

const INFO_LINKS = [
  'Privacy policy',
  'Cookie policy',
  'Booking conditions',
  'Travel insurance',
  'Contact us',
  'Accessibility',
]

/** Set INFO_MAP_SCREENSHOTS to a directory to keep a picture of each map page. */
const screenshots = process.env.INFO_MAP_SCREENSHOTS

/** The first tour in the sitemap whose page links to a map, with that link. */
async function tourWithMap(request: APIRequestContext, origin: string): Promise<{ tourPath: string; mapPath: string }> {
  const sitemap = await (await apiGet(request, `${origin}/sitemap.xml`)).text()
  const paths = [...sitemap.matchAll(/<loc>[^<]*?(\/tours\/[^<]+)<\/loc>/g)].map((match) => match[1]!)
  for (const tourPath of paths.slice(0, 40)) {
    const html = await (await apiGet(request, `${origin}${tourPath}`)).text()
    const map = /href="(\/maps\/[^"]+)"/.exec(html)
    if (map) return { tourPath, mapPath: map[1]! }
  }
  throw new Error('no tour page links to a map')
}

for (const brand of ['meridian', 'cavendish'] as const) {
  test.describe(`${brand}`, brandLane(brand), () => {
    test('every information link in the footer opens its page, titled as the link says, and passes axe', async ({
      page,
      axe,
      baseURL,
    }) => {
      // Twelve page loads (home, then each information page) and six axe runs: three times the usual time.
      test.slow()
      const origin = brandOrigin(baseURL, brand)
      for (const name of INFO_LINKS) {
        await page.goto(`${origin}/`)
        const footer = page.getByRole('contentinfo')
        await footer.getByRole('link', { name, exact: true }).click()
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
        await expect(page).toHaveTitle(new RegExp(`^${name} \\| `))
        await expect(page.locator('.info-page__notice')).toContainText('Itinera demonstration site')
        await axe.check()
      }
    })

    test('the "On this page" list jumps to its section', async ({ page, baseURL }) => {
      await page.goto(`${brandOrigin(baseURL, brand)}/booking-conditions`)
      const contents = page.getByRole('navigation', { name: 'On this page' })
      await contents.getByRole('link', { name: /If you cancel/ }).click()
      await expect(page).toHaveURL(/#cancellation-by-you$/)
      await expect(page.getByRole('heading', { level: 2, name: /If you cancel/ })).toBeInViewport()
      await expect(page.getByRole('table', { name: 'Cancellation charges per person' })).toBeVisible()
    })

    test('information pages fit a 320 px screen: wide tables scroll on their own and can be reached by keyboard', async ({
      page,
      axe,
      baseURL,
    }) => {
      await page.setViewportSize({ width: 320, height: 720 })
      for (const path of ['/booking-conditions', '/cookie-policy']) {
        await page.goto(`${brandOrigin(baseURL, brand)}${path}`)
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
        expect(overflow, path).toBeLessThanOrEqual(0)
        await axe.check()
      }
      const cookies = page.getByRole('region', { name: 'Cookies set by this website' })
      await cookies.focus()
      await expect(cookies).toBeFocused()
      await page.keyboard.press('ArrowRight')
      await expect.poll(() => cookies.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
    })

    test('a tour page’s map link opens the route map, which passes axe on wide and narrow screens', async ({
      page,
      axe,
      request,
      baseURL,
    }) => {
      const origin = brandOrigin(baseURL, brand)
      const { tourPath, mapPath } = await tourWithMap(request, origin)
      await page.goto(`${origin}${mapPath}`)
      await expect(page.locator('html')).toHaveAttribute('data-brand', brand)
      const title = page.getByRole('heading', { level: 1 })
      const tourName = (await title.textContent())!.trim()
      expect(tourName.length).toBeGreaterThan(0)
      await expect(page.getByRole('heading', { level: 2, name: 'Your route, stop by stop' })).toBeVisible()

      // Wide screens see the wide drawing; its markers match the ordered list of stops.
      const picture = page.getByRole('img', { name: new RegExp(`^Route map of `) })
      await expect(picture).toHaveCount(1)
      await expect(picture).toHaveClass(/route-map--wide/)
      const stops = page.locator('ol.route-stops > li')
      const count = await stops.count()
      expect(count).toBeGreaterThan(0)
      await expect(picture.locator('.route-map__marker')).toHaveCount(count)
      // The first stop is Day 1, or later when the itinerary starts with days in the air (a long-haul flight).
      await expect(stops.first().locator('.route-stops__when span').first()).toHaveText(/^Days? [1-3](–\d+)?$/)
      await page.waitForLoadState('networkidle')
      await axe.check()
      if (screenshots) await page.screenshot({ path: `${screenshots}/map-${brand}-wide.png`, fullPage: true })

      // Narrow screens see the tall drawing instead, still readable.
      await page.setViewportSize({ width: 375, height: 800 })
      await expect(picture).toHaveClass(/route-map--tall/)
      await expect(picture.locator('.route-map__marker')).toHaveCount(count)
      const labelSize = await picture
        .locator('.route-map__label tspan:not(.route-map__kicker)')
        .first()
        .evaluate((node) => (node as SVGTextContentElement).getBoundingClientRect().height)
      expect(labelSize).toBeGreaterThan(11)
      await axe.check()
      if (screenshots) await page.screenshot({ path: `${screenshots}/map-${brand}-narrow.png`, fullPage: true })

      // Back to the tour it belongs to.
      await page.getByRole('link', { name: `Back to ${tourName}` }).click()
      await expect(page).toHaveURL(`${origin}${tourPath}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(tourName)
    })
  })
}

// The browser reports each 404 document as a failed resource load.
const notFoundLoads = { annotation: expectConsoleError('status of 404') }

test('an unknown map or information page is a 404 page', notFoundLoads, async ({ page, baseURL }) => {
  const origin = brandOrigin(baseURL, 'meridian')
  for (const path of ['/maps/NO-SUCH-TOUR', '/no-such-policy']) {
    const response = await page.goto(`${origin}${path}`)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We can’t find that page')
  }
})
