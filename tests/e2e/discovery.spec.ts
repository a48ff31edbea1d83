import type { Locator, Page } from '@playwright/test'
import { apiGet, brandOrigin, expect, test, waitForHydration } from './fixtures'

/*
 * Discovery in a real browser (issue 3): listing pages driven by the URL and the search API, the result card,
 * 'Find my holiday' with its autocomplete, month picker and modal, the wishlist and tours by price. Expected
 * values come from the page or the API (counts, names, totals), never from a hard-coded catalogue.
 */

const SEARCH_ITEMS = /\/umbraco\/api\/(search|tagresultssearch)\/items/

/** The number in a filter option's label: 'Europe, (70)' → 70. */
async function countOf(option: Locator): Promise<number> {
  const text = (await option.textContent()) ?? ''
  return Number(/\((\d+)\)\s*$/.exec(text)?.[1] ?? Number.NaN)
}

function resultsLine(page: Page) {
  return page.locator('.listing__count')
}

async function totalOf(page: Page): Promise<number> {
  const text = (await resultsLine(page).textContent()) ?? ''
  return Number(/^(\d+) - Results found$/.exec(text.trim())?.[1] ?? Number.NaN)
}

function cards(page: Page) {
  return page.locator('.result-list > li')
}

/** Waits for hydration: the listing's scripts have run once the page's network settles. */
async function open(page: Page, url: string) {
  await page.goto(url)
  await page.waitForLoadState('networkidle')
}

function prices(page: Page) {
  return page
    .locator('.tour-card__price strong')
    .allTextContents()
    .then((texts) => texts.map((text) => Number(text.replace(/[^\d.]/g, ''))))
}

test.describe('tour listing', () => {
  test('a filter changes the URL and the results; back and forward restore them', async ({ page, axe, baseURL }) => {
    const origin = brandOrigin(baseURL, 'meridian')
    await open(page, `${origin}/tours`)
    await expect(resultsLine(page)).toHaveAttribute('aria-live', 'polite')
    const initialTotal = await totalOf(page)
    expect(initialTotal).toBeGreaterThan(0)

    // The first accordion item of the sidebar is open by itself; the others are closed.
    const groups = page.locator('.filters__group > .disclosure__heading > .disclosure__button')
    await expect(groups.first()).toHaveAttribute('aria-expanded', 'true')
    await expect(groups.nth(1)).toHaveAttribute('aria-expanded', 'false')

    const firstGroup = page.locator('.filters__group').first()
    const option = firstGroup.locator('.filters__option').nth(1)
    const expected = await countOf(option)
    const checkbox = option.getByRole('checkbox')
    const value = await checkbox.getAttribute('value')
    const group = await checkbox.getAttribute('name')

    const request = page.waitForRequest((req) => SEARCH_ITEMS.test(req.url()) && req.method() === 'POST')
    await checkbox.click()
    await expect(page).toHaveURL(new RegExp(`[?&]${group}=${value}(&|$)`))
    expect((await request).postDataJSON()).toMatchObject({ [group!]: [value] })
    await expect(resultsLine(page)).toHaveText(`${expected} - Results found`)
    await expect(checkbox).toBeChecked()
    const filteredFirst = await cards(page).first().locator('.tour-card__title').textContent()

    await page.goBack()
    await expect(page).not.toHaveURL(new RegExp(`${group}=`))
    await expect(resultsLine(page)).toHaveText(`${initialTotal} - Results found`)
    await expect(checkbox).not.toBeChecked()

    await page.goForward()
    await expect(resultsLine(page)).toHaveText(`${expected} - Results found`)
    await expect(cards(page).first().locator('.tour-card__title')).toHaveText(filteredFirst!)
    await expect(checkbox).toBeChecked()

    await axe.check()
  })

  test('sorting reorders the results and keeps the order in the URL', async ({ page, baseURL }) => {
    await open(page, `${brandOrigin(baseURL, 'meridian')}/tours`)
    const sort = page.getByLabel('Sort by')
    await sort.selectOption('price-asc')
    await expect(page).toHaveURL(/SortOrder=price-asc/)
    await expect
      .poll(async () => {
        const list = await prices(page)
        return list.length > 1 && list.every((price, i) => i === 0 || list[i - 1]! <= price)
      })
      .toBe(true)
    await sort.selectOption('price-desc')
    await expect(page).toHaveURL(/SortOrder=price-desc/)
    await expect
      .poll(async () => {
        const list = await prices(page)
        return list.length > 1 && list.every((price, i) => i === 0 || list[i - 1]! >= price)
      })
      .toBe(true)
    await page.goBack()
    await expect(sort).toHaveValue('price-asc')
  })

  test("'Load more' adds a step of results, counts them and moves focus to the first new card", async ({
    page,
    axe,
    baseURL,
  }) => {
    const origin = brandOrigin(baseURL, 'meridian')
    await open(page, `${origin}/`)
    // A continent page from the footer's destinations (they use the spec's default start and step of 2).
    const continent = page.getByRole('region', { name: 'Destinations' }).getByRole('link').first()
    await open(page, new URL((await continent.getAttribute('href'))!, origin).href)
    const total = await totalOf(page)
    const shown = await cards(page).count()
    test.skip(total <= shown, 'the continent has no more results to load')
    await expect(page.locator('.load-more__count')).toHaveText(`${shown} of ${total} tours`)

    await page.getByRole('button', { name: 'Load more' }).click()
    const step = Math.min(shown * 2, total)
    await expect(page).toHaveURL(new RegExp(`Take=${shown * 2}`))
    await expect(cards(page)).toHaveCount(step)
    await expect(page.locator('.load-more__count')).toHaveText(`${step} of ${total} tours`)
    await expect(cards(page).nth(shown).locator('.tour-card__link')).toBeFocused()

    await page.goBack()
    await expect(cards(page)).toHaveCount(shown)
    await axe.check()
  })

  test('a range filter selects everything between two ends and disables the options inside', async ({
    page,
    axe,
    baseURL,
  }) => {
    await open(page, `${brandOrigin(baseURL, 'meridian')}/tours`)
    const heading = page.getByRole('button', { name: 'Price per person' })
    await heading.click()
    await expect(heading).toHaveAttribute('aria-expanded', 'true')
    const options = page.getByRole('region', { name: 'Price per person' }).locator('.filters__option')
    const count = await options.count()
    expect(count).toBeGreaterThanOrEqual(4)
    const [low, high] = [1, count - 2]
    // Counts of a group ignore the group's own selection, so they stay put while we choose.
    const counts = await Promise.all(Array.from({ length: count }, (_, i) => countOf(options.nth(i))))
    const expected = counts.slice(low, high + 1).reduce((sum, n) => sum + n, 0)

    await options.nth(low).getByRole('checkbox').click()
    await expect(page).toHaveURL(/Prices=/)
    await options.nth(high).getByRole('checkbox').click()
    await expect(page).toHaveURL(/Prices=[^&]+&Prices=/)
    for (let i = 0; i < count; i++) {
      const box = options.nth(i).getByRole('checkbox')
      if (i >= low && i <= high) await expect(box).toBeChecked()
      else await expect(box).not.toBeChecked()
      if (i > low && i < high) await expect(box).toBeDisabled()
      else await expect(box).toBeEnabled()
    }
    await expect(resultsLine(page)).toHaveText(`${expected} - Results found`)

    // Unticking the low end moves the range's start up by one.
    await options.nth(low).getByRole('checkbox').click()
    await expect(options.nth(low).getByRole('checkbox')).not.toBeChecked()
    await expect(options.nth(low + 1).getByRole('checkbox')).toBeEnabled()
    await expect(resultsLine(page)).toHaveText(`${expected - counts[low]!} - Results found`)
    await axe.check()
  })

  test('a long description is cut with an ellipsis and expands with read more / read less', async ({
    page,
    baseURL,
  }) => {
    await open(page, `${brandOrigin(baseURL, 'meridian')}/tours`)
    // Pinned by name: once expanded the card no longer has a 'Read more' button to be found by.
    const withToggle = page.locator('.tour-card').filter({ has: page.getByRole('button', { name: /^Read more/ }) })
    const title = (await withToggle.first().locator('.tour-card__title').textContent())!
    const card = page.getByRole('article', { name: title, exact: true })
    const description = card.locator('.tour-card__description')
    const short = (await description.textContent())!
    expect(short.endsWith('…')).toBe(true)
    expect([...short].length).toBeLessThanOrEqual(181)
    const toggle = card.locator('.tour-card__more')
    await expect(toggle).toHaveText(/^Read more/)
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(toggle).toHaveText(/^Read less/)
    const full = (await description.textContent())!
    expect(full.length).toBeGreaterThan(180)
    expect(full.startsWith(short.slice(0, -1))).toBe(true)
    await toggle.click()
    await expect(description).toHaveText(short)

    // The explore link opens the tour in a new tab and says so.
    const explore = card.locator('.tour-card__explore')
    await expect(explore).toHaveAttribute('target', '_blank')
    await expect(explore).toHaveAttribute('rel', 'noopener')
    await expect(explore).toHaveAccessibleName(/\(opens in a new tab\)$/)
  })

  test('site search: the header form lands on /search; typing refines after a pause as one history entry', async ({
    page,
    axe,
    baseURL,
  }) => {
    const origin = brandOrigin(baseURL, 'meridian')
    await open(page, `${origin}/tours`)
    const name = (await cards(page).first().locator('.tour-card__title').textContent())!
    const word = name.split(/\s+/).find((w) => /^[A-Za-z]{4,}$/.test(w)) ?? name.split(/\s+/)[0]!
    await page.getByRole('search').first().getByRole('searchbox').fill(word)
    await page.getByRole('search').first().getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(new RegExp(`/search\\?SearchTerm=${encodeURIComponent(word)}`))
    await page.waitForLoadState('networkidle')
    expect(await totalOf(page)).toBeGreaterThan(0)
    const layer = () => page.evaluate(() => (window.dataLayer ?? []).map((entry) => (entry as { event: string }).event))
    await expect.poll(layer).toEqual(expect.arrayContaining(['view_item_list', 'search', 'searchEvent']))

    const box = page.getByRole('search', { name: 'Search holidays' }).getByRole('searchbox')
    await expect(box).toHaveValue(word)
    await box.fill(`${word} ${word.slice(0, 2)}`)
    await expect(page).toHaveURL(/SearchTerm=[^&]+(\+|%20)/)
    await box.press('End')
    await box.pressSequentially('x')
    await box.press('Enter')
    await expect(page).toHaveURL(/SearchTerm=[^&]+x(&|$)/)
    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`SearchTerm=${encodeURIComponent(word)}$`))
    await expect(box).toHaveValue(word)
    await axe.check()
  })

  test('at 320 px the filters fold behind a Filters button and nothing overflows', async ({ page, axe, baseURL }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    await open(page, `${brandOrigin(baseURL, 'cavendish')}/tours`)
    const toggle = page.getByRole('button', { name: /^Filters/ })
    const panel = page.locator('.filters__panel')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(panel).toBeHidden()
    await toggle.click()
    await expect(panel).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    await axe.check()
  })

  test('tag, country and search pages render their results on the server and pass axe', async ({
    page,
    axe,
    baseURL,
  }) => {
    // Up to six pages rendered, fetched and checked with axe: three times the usual time.
    test.slow()
    const origin = brandOrigin(baseURL, 'cavendish')
    await open(page, `${origin}/`)
    const offer = page.locator('a[href^="/offers/"]').first()
    const continent = (await page
      .getByRole('region', { name: 'Destinations' })
      .getByRole('link')
      .first()
      .getAttribute('href'))!
    const paths = ['/tours', '/search?SearchTerm=zzzzqqqq']
    if (await offer.count()) paths.push((await offer.getAttribute('href'))!)
    // A country page sits under its continent page: /destinations/{continent}/{country}, the country from its filter.
    await open(page, `${origin}${continent}`)
    // A closed filter group renders its options when it is first opened (filter-sidebar.tsx), as a visitor opens it.
    await page.getByRole('button', { name: 'Country', exact: true }).click()
    const country = await page.locator('input[name="Countries"]').first().getAttribute('value')
    if (country) paths.push(`${continent}/${country}`)
    for (const path of paths) {
      const html = await (await apiGet(page.request, `${origin}${path}`)).text()
      expect(html).toContain('Results found')
      await open(page, `${origin}${path}`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path.split('?')[0]}$`))
      if (path.includes('zzzz')) {
        // No results: the page's no-results block (content block 'listing.noResults').
        await expect(resultsLine(page)).toHaveText('0 - Results found')
        await expect(page.locator('.no-results')).toBeVisible()
        await expect(page.locator('.no-results h3')).not.toBeEmpty()
      } else {
        expect(await totalOf(page)).toBeGreaterThan(0)
      }
      await axe.check()
      if (path.startsWith('/offers/')) {
        // A tag page's browser calls go to the tag results endpoint.
        const request = page.waitForRequest((req) => req.url().includes('/umbraco/api/tagresultssearch/items'))
        await page.locator('.filters__option input:not([disabled])').first().click()
        expect((await request).postDataJSON()).toMatchObject({ Tag: path.split('/')[2] })
        await expect(page).toHaveURL(/\?/)
      }
    }
    expect(paths.some((path) => path.startsWith('/offers/'))).toBe(true)
  })
})

test.describe('Find my holiday', () => {
  test('the autocomplete stays closed at 2 characters and opens at 3', async ({ page, axe, baseURL }) => {
    await open(page, `${brandOrigin(baseURL, 'meridian')}/`)
    const continent = (await page
      .getByRole('region', { name: 'Destinations' })
      .getByRole('link')
      .first()
      .textContent())!.trim()
    const form = page.getByRole('search', { name: 'Find my holiday' })
    const where = form.getByRole('combobox', { name: 'Where' })
    const asked: string[] = []
    page.on('request', (req) => {
      if (req.url().includes('/umbraco/api/search/Suggest')) asked.push(new URL(req.url()).searchParams.get('q') ?? '')
    })
    await where.fill(continent.slice(0, 2))
    await page.waitForLoadState('networkidle')
    await expect(where).toHaveAttribute('aria-expanded', 'false')
    await expect(form.getByRole('listbox')).toBeHidden()
    expect(asked.filter(Boolean)).toEqual([])

    await where.pressSequentially(continent.slice(2, 3))
    await expect(where).toHaveAttribute('aria-expanded', 'true')
    const listbox = form.getByRole('listbox', { name: 'Suggestions' })
    await expect(listbox.getByRole('option', { name: continent })).toBeVisible()
    await axe.check()

    await where.press('ArrowDown')
    await expect(where).toHaveAttribute('aria-activedescendant', /.+/)
    await listbox.getByRole('option', { name: continent }).click()
    await expect(where).toHaveValue(continent)
    await expect(where).toHaveAttribute('aria-expanded', 'false')
    await form.getByRole('button', { name: 'Find my holiday' }).click()
    await expect(page).toHaveURL(/\/tours\?Continents=/)
    await expect(page.locator('.filters__option', { hasText: continent }).first().getByRole('checkbox')).toBeChecked()
  })

  test('the month picker starts on the earliest year and disables months without tours', async ({
    page,
    axe,
    baseURL,
  }) => {
    const origin = brandOrigin(baseURL, 'meridian')
    const suggest = (await (await page.request.get(`${origin}/umbraco/api/search/Suggest`)).json()) as {
      dates: { children: { value: string; label: string }[] }
    }
    const months = suggest.dates.children.map((option) => option.value).sort()
    const year = months[0]!.slice(0, 4)
    const available = suggest.dates.children
      .filter((option) => option.value.startsWith(year))
      .map((option) => option.label)

    await open(page, `${origin}/`)
    const form = page.getByRole('search', { name: 'Find my holiday' })
    const when = form.getByRole('button', { name: /^When/ })
    await when.click()
    await expect(when).toHaveAttribute('aria-expanded', 'true')
    const grid = form.getByRole('list', { name: year })
    await expect(grid.getByRole('button')).toHaveCount(12)
    const enabled = grid.locator('button:not([disabled])')
    await expect(enabled).toHaveCount(available.length)
    expect(await enabled.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')))).toEqual(available)
    await expect(grid.locator('button[disabled]')).toHaveCount(12 - available.length)
    await expect(form.getByRole('button', { name: 'Previous year' })).toBeDisabled()
    await axe.check()

    // Only one dropdown is open at a time; Escape closes it; a click elsewhere too.
    const how = form.getByRole('button', { name: /^How/ })
    await how.click()
    await expect(when).toHaveAttribute('aria-expanded', 'false')
    await expect(how).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(how).toHaveAttribute('aria-expanded', 'false')
    await expect(how).toBeFocused()
    await when.click()
    await page.getByRole('heading', { name: 'Featured holidays' }).click()
    await expect(when).toHaveAttribute('aria-expanded', 'false')

    await when.click()
    await enabled.first().click()
    await expect(when).toHaveText(available[0]!)
    await form.getByRole('button', { name: 'Find my holiday' }).click()
    await expect(page).toHaveURL(new RegExp(`/tours\\?Dates=${months[0]}`))
  })

  test('the modal opens on the global event, locks scrolling and closes on Escape', async ({ page, axe, baseURL }) => {
    await open(page, `${brandOrigin(baseURL, 'meridian')}/wishlist`)
    const dialog = page.getByRole('dialog', { name: 'Find my holiday' })
    await expect(dialog).toBeHidden()
    // The modal listens for the event from an effect: an event sent before hydration is lost.
    await waitForHydration(page)
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('itinera:open-search-modal')))
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('combobox', { name: 'Where' })).toBeVisible()
    // The lock is set and lifted by effects after the dialog's own change: poll for it.
    const rootOverflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflow)
    await expect.poll(rootOverflow).toBe('hidden')
    await axe.check()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect.poll(rootOverflow).not.toBe('hidden')

    // The header's trigger dispatches the same event; focus comes back to it on close.
    const trigger = page.getByRole('button', { name: 'Find my holiday' })
    await trigger.click()
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expect(trigger).toBeFocused()
  })
})

test.describe('wishlist and tours by price', () => {
  test('a wishlisted tour survives a reload, shows on the wishlist page, and the cookie goes with the last one', async ({
    page,
    axe,
    context,
    baseURL,
  }) => {
    const origin = brandOrigin(baseURL, 'meridian')
    await open(page, `${origin}/wishlist`)
    await expect(page.locator('.wishlist-page__empty')).toBeVisible()
    await axe.check()

    await open(page, `${origin}/tours`)
    const name = (await cards(page).first().locator('.tour-card__title').textContent())!
    await page.getByRole('button', { name: `Save ${name} to your wishlist` }).click()
    await expect(page.getByRole('button', { name: `Remove ${name} from your wishlist` })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    const wishlistCookie = async () => (await context.cookies()).find((cookie) => cookie.name === 'wishlist')
    expect(await wishlistCookie()).toBeTruthy()
    await expect
      .poll(() =>
        page.evaluate(() =>
          (window.dataLayer ?? []).some((entry) => (entry as { event: string }).event === 'add-to-wishlist'),
        ),
      )
      .toBe(true)

    await page.reload()
    await expect(page.getByRole('button', { name: `Remove ${name} from your wishlist` })).toHaveAttribute(
      'aria-pressed',
      'true',
    )

    await open(page, `${origin}/wishlist`)
    await expect(page.locator('.tour-card__title')).toHaveText([name])
    await expect(page.locator('.load-more__count')).toHaveText('1 of 1 tour')
    await axe.check()
    await page.getByRole('button', { name: `Remove ${name} from your wishlist` }).click()
    await expect(page.locator('.wishlist-page__empty')).toBeVisible()
    await expect(page.locator('.wishlist-page__empty')).toBeFocused()
    expect(await wishlistCookie()).toBeUndefined()
  })

  test('the tours-by-price grid starts with 12 and loads 12 more', async ({ page, axe, baseURL }) => {
    const origin = brandOrigin(baseURL, 'meridian')
    // The price pages the catalogue has; use the first with more than one page of tours.
    let path: string | null = null
    let total = 0
    for (const candidate of ['/holidays-under-999', '/holidays-under-1499', '/holidays-under-1999']) {
      const threshold = candidate.replace(/\D/g, '')
      const response = await page.request.get(
        `${origin}/umbraco/api/toursbypricesapi/tours?thresholdPrice=${threshold}&take=1`,
      )
      const body = (await response.json()) as { total: number }
      if (body.total > 12) {
        path = candidate
        total = body.total
        break
      }
    }
    test.skip(path === null, 'no price page has more than 12 tours')
    await open(page, `${origin}${path}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Holidays under £/)
    await expect(cards(page)).toHaveCount(12)
    await expect(page.locator('.load-more__count')).toHaveText(`12 of ${total} tours`)
    await axe.check()

    const request = page.waitForRequest((req) => req.url().includes('/umbraco/api/toursbypricesapi/tours'))
    await page.getByRole('button', { name: 'Load More' }).click()
    // Only the next 12 are fetched (issue 13 defect 13: paging by offset, so Load more goes past 100).
    const asked = new URL((await request).url()).searchParams
    expect([asked.get('from'), asked.get('take')]).toEqual(['12', '12'])
    const shown = Math.min(24, total)
    await expect(cards(page)).toHaveCount(shown)
    await expect(page.locator('.load-more__count')).toHaveText(`${shown} of ${total} tours`)
    await expect(page).toHaveURL(/Take=24/)
    await expect(cards(page).nth(12).locator('.tour-card__link')).toBeFocused()
  })
})
