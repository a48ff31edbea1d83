import type { Page } from '@playwright/test'
import { brandOrigin, expect, test, waitForHydration } from './fixtures'

/*
 * Discovery defects of issue 13 as a visitor meets them: 5 (filter ticks and the autocomplete are debounced),
 * 7 (active filters as chips; a filter chosen in the modal on the same listing shows), 12 (a second typed search is
 * its own history entry), 13 ('Load more' past 100). Expected values come from the page or the API.
 */

const SEARCH_ITEMS = /\/umbraco\/api\/(search|tagresultssearch)\/items/
/** The page's clock starts here and, once the page has loaded, stands still at PAUSED_AT until a test moves it. */
const CLOCK_START = new Date('2026-11-02T09:00:00Z')
const PAUSED_AT = new Date(CLOCK_START.getTime() + 120_000)

async function open(page: Page, url: string) {
  await page.goto(url)
  await page.waitForLoadState('networkidle')
}

test('defect 5: two filter ticks 150 ms apart send one search', async ({ page, baseURL }) => {
  // The page's timers run on a controlled clock: "150 ms apart" and "500 ms later" are exact, however slow the
  // machine is (real time between two clicks on a loaded machine can exceed the debounce itself).
  await page.clock.install({ time: CLOCK_START })
  await open(page, `${brandOrigin(baseURL, 'meridian')}/tours`)
  await page.clock.pauseAt(PAUSED_AT)
  let searches = 0
  page.on('request', (req) => {
    if (SEARCH_ITEMS.test(req.url()) && req.method() === 'POST') searches++
  })
  const boxes = page.locator('.filters__group[data-open="true"]').first().getByRole('checkbox')
  await boxes.nth(0).check()
  await page.clock.runFor(150)
  await boxes.nth(1).check()
  await page.clock.runFor(600)
  await expect(boxes.nth(0)).toBeChecked()
  await expect(page).toHaveURL(/\?.*=.*&.*=/)
  // The search starts once the new address has rendered, which on a loaded machine comes after the URL changes (and
  // the page's 'networkidle' was reached at load, so waiting for it again waits for nothing): wait for the request
  // itself, then let any other pending timer run out and check no second search followed.
  await expect.poll(() => searches).toBe(1)
  await page.clock.runFor(1_000)
  await expect(boxes.nth(1)).toBeChecked()
  expect(searches).toBe(1)
})

test('defect 5: the autocomplete asks once for a word typed quickly', async ({ page, baseURL }) => {
  // A controlled clock, as above: the keystrokes come 60 ms apart exactly, then the debounce runs out.
  await page.clock.install({ time: CLOCK_START })
  await open(page, `${brandOrigin(baseURL, 'meridian')}/`)
  await page.clock.pauseAt(PAUSED_AT)
  const asked: string[] = []
  page.on('request', (req) => {
    if (req.url().includes('/umbraco/api/search/Suggest')) asked.push(new URL(req.url()).searchParams.get('q') ?? '')
  })
  const where = page.getByRole('search', { name: 'Find my holiday' }).getByRole('combobox', { name: 'Where' })
  await where.click()
  for (const key of 'italy') {
    await where.press(key)
    await page.clock.runFor(60)
  }
  await page.clock.runFor(600)
  await expect(where).toHaveAttribute('aria-expanded', 'true')
  await page.waitForLoadState('networkidle')
  expect(asked.filter(Boolean)).toEqual(['italy'])
})

test('defect 7: a filter chosen in the modal on the same listing shows as a chip and in its open group', async ({
  page,
  axe,
  baseURL,
}) => {
  const origin = brandOrigin(baseURL, 'meridian')
  const suggest = await page.request.get(`${origin}/umbraco/api/search/Suggest?q=ital`)
  const answer = (await suggest.json()) as { categories: Array<{ items: Array<{ name: string; type: string }> }> }
  const country = answer.categories.flatMap((c) => c.items).find((item) => item.type === 'Countries')
  test.skip(!country, 'no country matches "ital"')
  await open(page, `${origin}/tours`)
  // The modal listens for the event from an effect: an event sent before hydration is lost (CI saw it once).
  await waitForHydration(page)
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('itinera:open-search-modal')))
  const dialog = page.getByRole('dialog', { name: 'Find my holiday' })
  const where = dialog.getByRole('combobox', { name: 'Where' })
  await where.fill(country!.name)
  await dialog.getByRole('option', { name: country!.name, exact: true }).click()
  await dialog.getByRole('button', { name: 'Find my holiday' }).click()
  await expect(page).toHaveURL(/\/tours\?Countries=/)
  const chip = page.getByRole('list', { name: 'Active filters' }).getByRole('button', {
    name: `Remove filter: ${country!.name}`,
  })
  await expect(chip).toBeVisible()
  const option = page.locator('.filters__option', { hasText: country!.name }).first().getByRole('checkbox')
  await expect(option).toBeVisible()
  await expect(option).toBeChecked()
  await axe.check()
  await chip.click()
  await expect(page).not.toHaveURL(/Countries=/)
  await expect(page.getByRole('list', { name: 'Active filters' })).toBeHidden()
})

test('defect 12: a second search typed straight after the first is its own history entry', async ({
  page,
  baseURL,
}) => {
  await open(page, `${brandOrigin(baseURL, 'meridian')}/search`)
  const box = page.getByRole('search', { name: 'Search holidays' }).getByRole('searchbox')
  await box.fill('italy')
  await expect(page).toHaveURL(/SearchTerm=italy$/)
  await box.fill('malta')
  await expect(page).toHaveURL(/SearchTerm=malta$/)
  await page.goBack()
  await expect(page).toHaveURL(/SearchTerm=italy$/)
  await expect(box).toHaveValue('italy')
})

test("defect 13: tours by price 'Load More' goes on past 100", async ({ page, baseURL }) => {
  const origin = brandOrigin(baseURL, 'meridian')
  let path: string | null = null
  let total = 0
  for (const candidate of ['/holidays-under-1999', '/holidays-under-1499', '/holidays-under-999']) {
    const threshold = candidate.replace(/\D/g, '')
    const response = await page.request.get(
      `${origin}/umbraco/api/toursbypricesapi/tours?thresholdPrice=${threshold}&take=1`,
    )
    const body = (await response.json()) as { total: number }
    if (body.total > 100) {
      path = candidate
      total = body.total
      break
    }
  }
  test.skip(path === null, 'no price page has more than 100 tours')
  await open(page, `${origin}${path}?Take=96`)
  await expect(page.locator('.load-more__count')).toHaveText(`96 of ${total} tours`)
  await page.getByRole('button', { name: 'Load More' }).click()
  const next = Math.min(108, total)
  await expect(page.locator('.load-more__count')).toHaveText(`${next} of ${total} tours`)
  await expect(page.locator('.price-grid__list .result-list > li')).toHaveCount(next)
})
