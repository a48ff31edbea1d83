import type { APIRequestContext, Page } from '@playwright/test'
import type { AppDatabase } from '../../db/database.server'
import type {
  Departure,
  DepartureMoreDetailsResponse,
  DeparturesResponse,
  ExcursionListData,
  TransportTypeOption,
} from '../../app/features/departures/departures-contract'
import { describeCancellationPolicy, moneySettingsOf } from '../../app/features/ledger/index.server'
import { apiGet, brandOrigin, expect, expectConsoleError, test } from './fixtures'

/*
 * The tour page in a real browser against the seeded demo catalogue. Every tour used here is found through the
 * site's own sitemap and JSON API (or, for page texts, the database the server seeded), never by name, so the
 * tests hold for any generated catalogue.
 */

const DEPARTURES_PATH = '/umbraco/api/tourdepartures/departures'
const DETAILS_PATH = '/umbraco/api/tourdepartures/details'
const SOLD_OUT = 'Sold out'

interface CatalogueTour {
  path: string
  code: string
  options: TransportTypeOption[]
  /** The first enabled transport type's departures (null when no type is enabled). */
  first: DeparturesResponse | null
}

const catalogues = new Map<string, Promise<CatalogueTour[]>>()

/** Every published tour of a brand, with its travel options and its first enabled type's departures. */
function catalogue(request: APIRequestContext, origin: string): Promise<CatalogueTour[]> {
  let pending = catalogues.get(origin)
  if (!pending) {
    pending = loadCatalogue(request, origin)
    catalogues.set(origin, pending)
  }
  return pending
}

async function loadCatalogue(request: APIRequestContext, origin: string): Promise<CatalogueTour[]> {
  const sitemap = await (await apiGet(request, `${origin}/sitemap.xml`)).text()
  const paths = [...sitemap.matchAll(/<loc>[^<]*?(\/tours\/[^<]+)<\/loc>/g)].map((match) => match[1]!)
  expect(paths.length).toBeGreaterThan(0)
  const tours: CatalogueTour[] = []
  // Slugs end with the tour code ('…-mj1042').
  for (const path of paths) {
    const code = path.split('-').at(-1)!.toUpperCase()
    const optionsResponse = await apiGet(request, `${origin}/umbraco/api/tourdepartures/traveloptions?tourCode=${code}`)
    if (!optionsResponse.ok()) continue
    const options = (await optionsResponse.json()) as TransportTypeOption[]
    const enabled = options.find((option) => option.enabled)
    const first = enabled
      ? ((await (await apiGet(request, `${origin}${enabled.value}`)).json()) as DeparturesResponse)
      : null
    tours.push({ path, code, options, first })
  }
  return tours
}

async function findTour(
  request: APIRequestContext,
  origin: string,
  what: string,
  test: (tour: CatalogueTour) => boolean,
) {
  const tour = (await catalogue(request, origin)).find(test)
  if (!tour) throw new Error(`The catalogue has no tour with ${what}`)
  return tour
}

async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await apiGet(request, url)
  expect(response.ok(), url).toBe(true)
  return (await response.json()) as T
}

/** A content block's data, read from the database the e2e server seeded (the `db` fixture). */
async function contentBlock(db: AppDatabase, brandId: string, key: string) {
  const row = await db
    .selectFrom('contentBlocks')
    .select(['title', 'bodyHtml', 'dataJson'])
    .where('brandId', '=', brandId)
    .where('key', '=', key)
    .executeTakeFirst()
  if (!row) throw new Error(`No content block ${key} for ${brandId}`)
  return { title: row.title, bodyHtml: row.bodyHtml, data: JSON.parse(row.dataJson ?? '{}') as Record<string, unknown> }
}

const departuresTable = (page: Page) => page.locator('table.departures-table')
const rows = (page: Page) => page.locator('tr.departure-row')

async function rowIds(page: Page): Promise<number[]> {
  return rows(page).evaluateAll((elements) =>
    elements.map((element) => Number(element.getAttribute('data-departure-id'))),
  )
}

function isDeparturesRequest(url: string): boolean {
  return new URL(url).pathname === DEPARTURES_PATH
}

/** The departures requests the page makes, as URLs. */
function recordDeparturesRequests(page: Page): URL[] {
  const seen: URL[] = []
  page.on('request', (request) => {
    if (isDeparturesRequest(request.url())) seen.push(new URL(request.url()))
  })
  return seen
}

const LOCATION_PARAMETERS = ['airport', 'pickup', 'station', 'meetingPoint']
function locationParameters(url: URL): Array<[string, string]> {
  return [...url.searchParams.entries()].filter(([key]) => LOCATION_PARAMETERS.includes(key))
}

/** Opens a tour page and waits until it is hydrated, so clicks reach React. */
async function openTour(page: Page, url: string) {
  await page.goto(url)
  await expect(page.locator('h1')).toBeVisible()
  await expect(page.locator('article.tour-page')).toHaveAttribute('data-hydrated', 'true')
}

test.describe('tour page', () => {
  test('renders on the server, answers 404 for an unknown slug, sends view_item and passes axe on both brands', async ({
    page,
    axe,
    baseURL,
    db,
  }) => {
    for (const brand of ['meridian', 'cavendish'] as const) {
      const origin = brandOrigin(baseURL, brand)
      const tour = await findTour(
        page.request,
        origin,
        'departures',
        (candidate) => (candidate.first?.departures.length ?? 0) > 0,
      )
      const html = await (await apiGet(page.request, `${origin}${tour.path}`)).text()
      expect(html).toContain('<h1')
      expect(html).toContain('application/ld+json')
      expect(html).toContain(`data-tour-code="${tour.code}"`)

      await openTour(page, `${origin}${tour.path}`)
      await expect(rows(page).first()).toBeVisible()
      const events = await page.evaluate(() => (window.dataLayer ?? []) as Array<Record<string, unknown>>)
      const viewItem = events.find((entry) => entry.event === 'view_item') as
        { ecommerce: { items: Array<Record<string, unknown>> } } | undefined
      expect(viewItem?.ecommerce.items[0]).toMatchObject({ tourCode: tour.code, quantity: 1 })
      for (const field of [
        'tourCode',
        'name',
        'brand',
        'continent',
        'country',
        'discount',
        'price',
        'quantity',
        'variant',
        'itemsCount',
      ]) {
        expect(viewItem?.ecommerce.items[0]).toHaveProperty(field)
      }

      // The booking terms: the brand's cancellation policy, in the words of the module that charges the fee.
      const terms = page.getByRole('region', { name: 'Booking terms' })
      await expect(terms.getByTestId('cancellation-terms').getByRole('listitem')).toHaveText(
        describeCancellationPolicy((await moneySettingsOf(db, brand)).policy),
      )
      await expect(terms.getByRole('link', { name: 'Read our full booking conditions' })).toHaveAttribute(
        'href',
        '/booking-conditions',
      )

      // Open a row too, so axe sees the expanded details.
      await rows(page).first().getByRole('button').click()
      await expect(page.locator('.departure-details').first()).toBeVisible()
      await axe.check()
    }
    const missing = await page.request.get(`${brandOrigin(baseURL, 'meridian')}/tours/no-such-holiday-zz0000`)
    expect(missing.status()).toBe(404)
  })

  test('switching the transport tab and the location refetches with one location parameter', async ({
    page,
    baseURL,
  }) => {
    const origin = brandOrigin(baseURL, 'meridian')
    const tour = await findTour(page.request, origin, 'two enabled transport types', (candidate) => {
      return candidate.options.filter((option) => option.enabled).length >= 2
    })
    const [firstType, secondType] = tour.options.filter((option) => option.enabled) as [
      TransportTypeOption,
      TransportTypeOption,
    ]
    const requests = recordDeparturesRequests(page)

    await openTour(page, `${origin}${tour.path}`)
    const tabs = page.getByRole('tablist', { name: 'How you travel' })
    await expect(tabs.getByRole('tab', { name: firstType.name })).toHaveAttribute('aria-selected', 'true')
    await expect(rows(page).first()).toBeVisible()
    expect(requests.map((url) => url.searchParams.get('transportType'))).toEqual([firstType.id])

    // Another tab: a new request for that type, for every location.
    const secondAnswer = await getJson<DeparturesResponse>(page.request, `${origin}${secondType.value}`)
    const secondRequest = page.waitForRequest(
      (request) => isDeparturesRequest(request.url()) && request.url().includes(`transportType=${secondType.id}`),
    )
    await tabs.getByRole('tab', { name: secondType.name }).click()
    await secondRequest
    await expect(tabs.getByRole('tab', { name: secondType.name })).toHaveAttribute('aria-selected', 'true')
    expect(locationParameters(requests.at(-1)!)).toEqual([])
    if (secondAnswer.departures.length) {
      await expect(rows(page)).toHaveCount(secondAnswer.departures.length)
    } else {
      await expect(page.locator('[data-block="departures.noResults"]')).toBeVisible()
    }

    // Back to the first type and choose a location: exactly one parameter, named by the location type.
    await tabs.getByRole('tab', { name: firstType.name }).click()
    await expect(rows(page)).toHaveCount(tour.first!.departures.length)
    const point = tour.first!.departurePoints.children.at(-1)!
    const select = page.getByLabel(tour.first!.departurePoints.label)
    await expect(select.locator('option').first()).toHaveText(/^All /)
    const located = page.waitForRequest(
      (request) =>
        isDeparturesRequest(request.url()) && new URL(request.url()).searchParams.has(tour.first!.departurePoints.type),
    )
    await select.selectOption(point.value)
    const locatedUrl = new URL((await located).url())
    expect(locationParameters(locatedUrl)).toEqual([[tour.first!.departurePoints.type, point.value]])
    expect(locatedUrl.searchParams.get('transportType')).toBe(firstType.id)
    const expected = await getJson<DeparturesResponse>(page.request, locatedUrl.toString())
    await expect.poll(() => rowIds(page)).toEqual(expected.departures.map((departure) => departure.id))
    expect(requests.length).toBe(4)
  })

  test('the first enabled transport type is active and disabled types are shown disabled', async ({
    page,
    baseURL,
  }) => {
    const hasDisabled = (candidate: CatalogueTour) =>
      candidate.options.some((option) => !option.enabled) && candidate.options.some((option) => option.enabled)
    let origin = brandOrigin(baseURL, 'meridian')
    let tour = (await catalogue(page.request, origin)).find(hasDisabled)
    if (!tour) {
      origin = brandOrigin(baseURL, 'cavendish')
      tour = await findTour(page.request, origin, 'a disabled transport type', hasDisabled)
    }
    await openTour(page, `${origin}${tour.path}`)
    const tabs = page.getByRole('tablist', { name: 'How you travel' }).getByRole('tab')
    await expect(tabs).toHaveCount(tour.options.length)
    const firstEnabled = tour.options.findIndex((option) => option.enabled)
    for (const [index, option] of tour.options.entries()) {
      const tab = tabs.nth(index)
      await expect(tab).toHaveAttribute('aria-selected', String(index === firstEnabled))
      if (option.enabled) await expect(tab).not.toHaveAttribute('aria-disabled', 'true')
      else await expect(tab).toHaveAttribute('aria-disabled', 'true')
    }
    // A disabled tab cannot be chosen, by click or by arrow key.
    const disabledIndex = tour.options.findIndex((option) => !option.enabled)
    await tabs.nth(disabledIndex).click({ force: true })
    await expect(tabs.nth(firstEnabled)).toHaveAttribute('aria-selected', 'true')
  })

  test('each column sorts, and clicking it again flips the direction', async ({ page, baseURL }) => {
    const origin = brandOrigin(baseURL, 'meridian')
    const tour = await findTour(page.request, origin, 'several departures', (candidate) => {
      const departures = candidate.first?.departures ?? []
      return departures.length >= 4 && new Set(departures.map((departure) => departure.tourSummary.fromPrice)).size >= 3
    })
    const answer = tour.first!
    const byId = new Map(answer.departures.map((departure) => [departure.id, departure]))
    await openTour(page, `${origin}${tour.path}`)
    await expect(rows(page)).toHaveCount(answer.departures.length)

    const collator = new Intl.Collator('en-GB', { sensitivity: 'base', numeric: true })
    const keys: Record<string, (departure: Departure) => string | number> = {
      date: (departure) => departure.isoDate,
      price: (departure) => departure.tourSummary.fromPrice,
      secondary: (departure) =>
        answer.secondaryLabel === 'Duration'
          ? departure.durationDays
          : (departure.location?.name ?? departure.secondaryInformation),
    }
    const compare = (a: string | number, b: string | number) =>
      typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b))
    const header = (column: string) => page.locator(`th:has(button[data-column="${column}"])`)

    async function expectOrder(column: string, direction: 'ascending' | 'descending') {
      await expect(header(column)).toHaveAttribute('aria-sort', direction)
      await expect(page.locator('th[aria-sort]')).toHaveCount(1)
      const values = (await rowIds(page)).map((id) => keys[column]!(byId.get(id)!))
      expect(values).toHaveLength(answer.departures.length)
      for (let index = 1; index < values.length; index++) {
        const order = compare(values[index - 1]!, values[index]!)
        if (direction === 'ascending')
          expect(order, `${column} ${direction}: ${values.join(', ')}`).toBeLessThanOrEqual(0)
        else expect(order, `${column} ${direction}: ${values.join(', ')}`).toBeGreaterThanOrEqual(0)
      }
    }

    // On load: the API's order, soonest first.
    await expectOrder('date', 'ascending')
    const sortButton = (column: string) => page.locator(`button[data-column="${column}"]`)
    await expect(sortButton('secondary')).toHaveText(answer.secondaryLabel)

    await sortButton('price').click()
    await expectOrder('price', 'ascending')
    await sortButton('price').click()
    await expectOrder('price', 'descending')

    // Date starts descending when chosen from another column, then flips.
    await sortButton('date').click()
    await expectOrder('date', 'descending')
    await sortButton('date').click()
    await expectOrder('date', 'ascending')

    await sortButton('secondary').click()
    await expectOrder('secondary', 'ascending')
    await sortButton('secondary').click()
    await expectOrder('secondary', 'descending')

    await sortButton('price').click()
    await expectOrder('price', 'ascending')
  })

  test('the availability switch hides sold-out rows', async ({ page, baseURL }) => {
    const origin = brandOrigin(baseURL, 'meridian')
    const tour = await findTour(page.request, origin, 'sold-out and available departures', (candidate) => {
      const departures = candidate.first?.departures ?? []
      return (
        departures.some((departure) => departure.status === SOLD_OUT) &&
        departures.some((departure) => departure.status !== SOLD_OUT)
      )
    })
    const departures = tour.first!.departures
    const available = departures.filter((departure) => departure.status !== SOLD_OUT)
    await openTour(page, `${origin}${tour.path}`)
    await expect(rows(page)).toHaveCount(departures.length)
    const soldOutRows = page.locator(`tr.departure-row[data-status="${SOLD_OUT}"]`)
    await expect(soldOutRows).toHaveCount(departures.length - available.length)

    const toggle = page.getByRole('switch', { name: 'Only show available departures' })
    await expect(toggle).toHaveAttribute('aria-checked', 'false')
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-checked', 'true')
    await expect(soldOutRows).toHaveCount(0)
    expect((await rowIds(page)).sort()).toEqual(available.map((departure) => departure.id).sort())

    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-checked', 'false')
    await expect(rows(page)).toHaveCount(departures.length)
  })

  test('a row opens on click, fetches its details once, and its book now link carries the ids', async ({
    page,
    baseURL,
  }) => {
    const origin = brandOrigin(baseURL, 'meridian')
    const tour = await findTour(page.request, origin, 'a bookable departure', (candidate) =>
      (candidate.first?.departures ?? []).some((departure) => departure.open && departure.available),
    )
    const departure = tour.first!.departures.find((candidate) => candidate.open && candidate.available)!
    const detailsUrl = new URL(departure.moreDetailsUrl, origin)
    expect(detailsUrl.pathname).toBe(DETAILS_PATH)
    const expected = await getJson<DepartureMoreDetailsResponse>(page.request, detailsUrl.toString())

    let detailRequests = 0
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname === DETAILS_PATH && url.searchParams.get('departureId') === String(departure.id))
        detailRequests++
    })
    await openTour(page, `${origin}${tour.path}`)
    const row = page.locator(`tr.departure-row[data-departure-id="${departure.id}"]`)
    const button = row.getByRole('button', { name: `Details for ${departure.date}` })
    await expect(button).toHaveAttribute('aria-expanded', 'false')

    // Clicking the row itself opens it (discovery §4); the button is its accessible control.
    await row.locator('td').first().click()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    const details = page.locator(`#${await button.getAttribute('aria-controls')}`)
    const bookNow = details.getByRole('link', { name: new RegExp(`^${expected.details.bookNowLink!.name}`) })
    await expect(bookNow).toBeVisible()

    const href = new URL((await bookNow.getAttribute('href'))!, origin)
    expect(href.toString()).toBe(new URL(expected.details.bookNowLink!.url, origin).toString())
    expect(href.searchParams.get('departureId')).toBe(String(departure.id))
    expect(href.searchParams.get('transportCode')).toBe(departure.transportCode)
    expect(href.searchParams.get('filo')).toBe(departure.filo)
    expect(href.searchParams.get('tourCode')).toBe(tour.code)
    // What a traveller needs: the room prices are shown.
    for (const room of expected.details.rooms.filter((candidate) => candidate.available)) {
      await expect(details).toContainText(room.fromPriceFormatted)
    }

    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(details).toBeHidden()
    await button.press('Enter')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(bookNow).toBeVisible()
    expect(detailRequests).toBe(1)
  })

  // The browser reports the failed call it was made to make.
  const apiFailure = { annotation: expectConsoleError('status of 500') }
  test('a failed departures call shows the API-unavailable block', apiFailure, async ({ page, baseURL, db }) => {
    const origin = brandOrigin(baseURL, 'meridian')
    const tour = await findTour(
      page.request,
      origin,
      'departures',
      (candidate) => (candidate.first?.departures.length ?? 0) > 0,
    )
    const block = await contentBlock(db, 'meridian', 'departures.apiUnavailable')
    await page.route(
      (url) => isDeparturesRequest(url.toString()),
      (route) => route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Unavailable' } } }),
    )
    await openTour(page, `${origin}${tour.path}`)
    const message = page.locator('[data-block="departures.apiUnavailable"]')
    await expect(message).toBeVisible()
    await expect(message.getByRole('heading')).toHaveText(block.title!)
    await expect(departuresTable(page)).toHaveCount(0)
  })

  test('a tour with no departures shows the no-results block', async ({ page, baseURL, db }) => {
    const origin = brandOrigin(baseURL, 'meridian')
    const tour = await findTour(
      page.request,
      origin,
      'no departures',
      (candidate) => candidate.first === null || candidate.first.departures.length === 0,
    )
    const block = await contentBlock(db, 'meridian', 'departures.noResults')
    await openTour(page, `${origin}${tour.path}`)
    const message = page.locator('[data-block="departures.noResults"]')
    await expect(message).toBeVisible()
    await expect(message.getByRole('heading')).toHaveText(block.title!)
    await expect(departuresTable(page)).toHaveCount(0)
  })

  test('the excursions list folds at 375 px and shows more and less', async ({ page, baseURL, db }) => {
    const origin = brandOrigin(baseURL, 'meridian')
    const block = await contentBlock(db, 'meridian', 'excursions.list')
    const pageSize = Number(block.data.numberToShowOnPageLoad)
    const showMore = String(block.data.showMoreResultsText)
    const showLess = String(block.data.showLessResultsText)
    expect(pageSize).toBeGreaterThan(0)

    // A tour with more excursions than the list shows on load (the excursions answer is the same for any departure).
    let found: { tour: CatalogueTour; total: number } | null = null
    for (const tour of await catalogue(page.request, origin)) {
      const departure = tour.first?.departures[0]
      if (!departure) continue
      const excursions = await getJson<ExcursionListData['excursions']>(
        page.request,
        `${origin}/umbraco/api/tourexcursion/fortour?departureId=${departure.id}`,
      )
      if (excursions.length > pageSize) {
        found = { tour, total: excursions.length }
        break
      }
    }
    expect(found, 'a tour with more excursions than shown on load').not.toBeNull()
    const { tour, total } = found!

    await page.setViewportSize({ width: 375, height: 800 })
    await openTour(page, `${origin}${tour.path}`)
    const section = page.locator('#excursions')
    const fold = section.getByRole('button', { name: String(block.title) })
    await expect(fold).toHaveAttribute('aria-expanded', 'false')
    await expect(section.getByRole('listitem')).toBeHidden()
    await fold.click()
    await expect(fold).toHaveAttribute('aria-expanded', 'true')
    const items = section.locator('.collapsible-list__item')
    await expect(items).toHaveCount(pageSize)

    const more = section.getByRole('button', { name: showMore })
    await more.click()
    await expect(items).toHaveCount(total)
    await expect(items.nth(pageSize)).toBeFocused()
    const less = section.getByRole('button', { name: showLess })
    await expect(less).toHaveAttribute('aria-expanded', 'true')
    await less.click()
    await expect(items).toHaveCount(pageSize)
    await expect(section.getByRole('button', { name: showMore })).toHaveAttribute('aria-expanded', 'false')

    // Nothing overflows a narrow phone.
    await page.setViewportSize({ width: 320, height: 700 })
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
  })

  test('the gallery advances by itself, pauses on request and follows the arrow keys', async ({ page, baseURL }) => {
    const origin = brandOrigin(baseURL, 'meridian')
    const tour = await findTour(
      page.request,
      origin,
      'departures',
      (candidate) => (candidate.first?.departures.length ?? 0) > 0,
    )
    await openTour(page, `${origin}${tour.path}`)
    const gallery = page.getByRole('region', { name: /^Photos of / })
    const slides = gallery.locator('[aria-roledescription="slide"]')
    expect(await slides.count()).toBeGreaterThan(2)
    for (const image of await gallery.locator('img').all()) expect(await image.getAttribute('alt')).toBeTruthy()
    const status = gallery.locator('.gallery__status')
    const first = await status.textContent()

    // Autoplay moves on after GALLERY_AUTOPLAY_MS without anyone touching it.
    await expect(status).not.toHaveText(first!, { timeout: 12_000 })
    await expect(gallery.locator('[data-active]')).toHaveCount(1)

    const pause = gallery.getByRole('button', { name: 'Pause slideshow' })
    await pause.click()
    await expect(gallery.getByRole('button', { name: 'Play slideshow' })).toBeVisible()
    await expect(status).toHaveAttribute('aria-live', 'polite')
    const paused = await status.textContent()
    await page.waitForTimeout(6_000)
    await expect(status).toHaveText(paused!)

    // Left/Right keys move the slides while focus is in the gallery.
    await gallery.getByRole('button', { name: 'Next photo' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(status).not.toHaveText(paused!)
    await page.keyboard.press('ArrowLeft')
    await expect(status).toHaveText(paused!)
  })

  test('the wishlist toggle uses the wishlist cookie and the brochure link goes to the brochure page', async ({
    page,
    baseURL,
    db,
  }) => {
    const origin = brandOrigin(baseURL, 'meridian')
    const tour = await findTour(
      page.request,
      origin,
      'departures',
      (candidate) => (candidate.first?.departures.length ?? 0) > 0,
    )
    const brochure = await contentBlock(db, 'meridian', 'tourPage.brochureLink')
    const brochureLink = brochure.data.link as { url: string; name: string }
    await openTour(page, `${origin}${tour.path}`)

    const save = page.getByRole('button', { name: /^Save .* to your wishlist$/ })
    await expect(save).toHaveAttribute('aria-pressed', 'false')
    await save.click()
    const remove = page.getByRole('button', { name: /^Remove .* from your wishlist$/ })
    await expect(remove).toHaveAttribute('aria-pressed', 'true')
    const cookie = (await page.context().cookies(origin)).find((candidate) => candidate.name === 'wishlist')
    expect(JSON.parse(decodeURIComponent(cookie!.value))).toContain(tour.code)
    // The server reads the same cookie: the saved state is in the HTML, so nothing flips on hydration.
    await page.reload()
    await expect(page.locator('article.tour-page')).toHaveAttribute('data-hydrated', 'true')
    await expect(page.getByRole('button', { name: /^Remove .* from your wishlist$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    )

    await expect(page.getByRole('link', { name: brochureLink.name })).toHaveAttribute('href', brochureLink.url)
  })

  test('long text opens with Read more and closes with Read less', async ({ page, baseURL }) => {
    const origin = brandOrigin(baseURL, 'meridian')
    let path: string | null = null
    for (const tour of await catalogue(page.request, origin)) {
      if ((await (await apiGet(page.request, `${origin}${tour.path}`)).text()).includes('read-more__toggle')) {
        path = tour.path
        break
      }
    }
    expect(path, 'a tour page with a long text').not.toBeNull()
    await openTour(page, `${origin}${path}`)
    const toggle = page.locator('.read-more__toggle').first()
    const content = page.locator(`#${await toggle.getAttribute('aria-controls')}`)
    const clipped = () => content.evaluate((element) => element.scrollHeight > element.clientHeight + 1)
    await expect(toggle).toHaveText('Read more')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(await clipped()).toBe(true)
    await toggle.click()
    await expect(toggle).toHaveText('Read less')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(await clipped()).toBe(false)
    await toggle.click()
    await expect(toggle).toHaveText('Read more')
  })

  test('with reduced motion the gallery stays still until asked and the summary nav jumps', async ({
    page,
    baseURL,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const origin = brandOrigin(baseURL, 'cavendish')
    const tour = await findTour(
      page.request,
      origin,
      'departures',
      (candidate) => (candidate.first?.departures.length ?? 0) > 0,
    )
    await openTour(page, `${origin}${tour.path}`)
    const gallery = page.getByRole('region', { name: /^Photos of / })
    const play = gallery.getByRole('button', { name: 'Play slideshow' })
    await expect(play).toBeVisible()
    await expect(gallery.locator('.gallery__status')).toHaveAttribute('aria-live', 'polite')
    await play.click()
    await expect(gallery.getByRole('button', { name: 'Pause slideshow' })).toBeVisible()

    await page.getByRole('navigation', { name: 'Holiday sections' }).getByRole('link', { name: 'Itinerary' }).click()
    await expect(page.locator('#itinerary')).toBeFocused()
    await expect(page.locator('#itinerary')).toBeInViewport()
  })

  test('tabs follow the arrow keys and the summary nav scrolls to its section', async ({ page, baseURL }) => {
    const origin = brandOrigin(baseURL, 'meridian')
    const tour = await findTour(
      page.request,
      origin,
      'departures',
      (candidate) => (candidate.first?.departures.length ?? 0) > 0,
    )
    await openTour(page, `${origin}${tour.path}`)

    const dayTabs = page.getByRole('tablist', { name: 'Itinerary day by day' }).getByRole('tab')
    await dayTabs.first().click()
    await page.keyboard.press('ArrowRight')
    await expect(dayTabs.nth(1)).toBeFocused()
    await expect(dayTabs.nth(1)).toHaveAttribute('aria-selected', 'true')
    await expect(page.locator(`#${await dayTabs.nth(1).getAttribute('aria-controls')}`)).toBeVisible()
    await page.keyboard.press('End')
    await expect(dayTabs.last()).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Home')
    await expect(dayTabs.first()).toHaveAttribute('aria-selected', 'true')

    const nav = page.getByRole('navigation', { name: 'Holiday sections' })
    await nav.getByRole('link', { name: 'Dates & prices' }).click()
    const section = page.locator('#dates-and-prices')
    await expect(section).toBeFocused()
    await expect(page).toHaveURL(/#dates-and-prices$/)
    await expect(section).toBeInViewport()
    const anchors = await page.evaluate(() =>
      ((window.dataLayer ?? []) as Array<Record<string, unknown>>).filter((entry) => entry.event === 'holidayAnchor'),
    )
    expect(anchors).toEqual([
      expect.objectContaining({ event: 'holidayAnchor', anchor: 'dates-and-prices', tourCode: tour.code }),
    ])
  })
})
