import type { Page, Response } from '@playwright/test'
import type { AppDatabase } from '../../db/database.server'
import type { QuoteResponse } from '../../app/features/checkout/contract/checkout-contract'
import { formatMoney } from '../../app/lib/money'
import { apiGet, brandOrigin, expect, test } from './fixtures'
import { brandLane } from './lanes'

/*
 * Checkout part 1 in a real browser (issue 9; checkout §2 steps 1–4, §4, §8, §9), on both brands, against the
 * seeded demo catalogue and the real API. Departures are picked by querying the server's own database (the `db`
 * fixture) for what each test needs, never by id; each test takes a departure no other test has held.
 *
 * Two decisions of the lead shape the assertions: skipping the add-ons (or having none) jumps two steps to the
 * travellers (checkout §2), so the flights show only after 'Book extension'; and the funnel events are asserted in
 * the order they really fire: begin_checkout → [add_tour_extension] → add_package → add_excursions.
 */

type Brand = 'meridian' | 'cavendish'
const BRANDS: Brand[] = ['meridian', 'cavendish']

const ROOMS_RESPONSE = '/umbraco/api/checkoutapi/roomsresponse'
const EXCURSIONS_RESPONSE = '/umbraco/api/checkoutapi/excursionsresponse'
const FUNNEL = ['view_item', 'add_to_cart', 'begin_checkout', 'add_package', 'add_excursions', 'add_tour_extension']
const DATA_LAYER_LOG = 'e2e:dataLayer'

interface Picked {
  id: number
  filo: string
  transportCode: string
  tourCode: string
  tourSlug: string
  twinId: number
  singleId: number
}

/** Departures taken by earlier tests of this run (their places are held). */
const taken: number[] = []

function todayIso(): string {
  return new Date().toISOString().slice(0, 10)
}

/**
 * An on-sale departure of the brand with places for three, a two-person and a one-person room type with rooms to
 * spare, and the add-ons / excursions / flight legs / tour-page tab the test asks for. The catalogue is read once
 * per brand and filtered here.
 */
async function pickDeparture(
  db: AppDatabase,
  brand: Brand,
  want: { addOns: boolean; excursions: boolean; flights?: boolean; firstTab?: boolean },
): Promise<Picked> {
  const departures = await db
    .selectFrom('departures')
    .innerJoin('tours', 'tours.id', 'departures.tourId')
    .select([
      'departures.id',
      'departures.tourId',
      'departures.transportTypeId',
      'departures.filo',
      'departures.transportCode',
      'departures.capacity',
      'departures.seatsSold',
      'tours.code as tourCode',
      'tours.slug as tourSlug',
    ])
    .where('tours.brandId', '=', brand)
    .where('tours.marketCode', '=', 'GB')
    .where('tours.published', '=', 1)
    .where('departures.open', '=', 1)
    .where('departures.startDate', '>', todayIso())
    .orderBy('departures.startDate')
    .orderBy('departures.id')
    .execute()
  const ids = departures.map((departure) => departure.id)
  const tourIds = [...new Set(departures.map((departure) => departure.tourId))]
  if (ids.length === 0) throw new Error(`The catalogue has no ${brand} departures on sale`)
  const [rooms, addOns, excursions, flights, tabs] = await Promise.all([
    db
      .selectFrom('rooms')
      .select(['id', 'departureId', 'occupancy', 'allocation', 'sold'])
      .where('departureId', 'in', ids)
      .orderBy('id')
      .execute(),
    db.selectFrom('addonDepartures').select('departureId').where('departureId', 'in', ids).execute(),
    db.selectFrom('excursions').select('tourId').where('tourId', 'in', tourIds).execute(),
    db
      .selectFrom('departureLegs')
      .select('departureId')
      .where('departureId', 'in', ids)
      .where('isFlight', '=', 1)
      .execute(),
    db
      .selectFrom('tourTransportTypes')
      .select(['tourId', 'transportTypeId', 'position'])
      .where('tourId', 'in', tourIds)
      .where('enabled', '=', 1)
      .orderBy('position')
      .orderBy('transportTypeId')
      .execute(),
  ])
  const withAddOns = new Set(addOns.map((row) => row.departureId))
  const withExcursions = new Set(excursions.map((row) => row.tourId))
  const withFlights = new Set(flights.map((row) => row.departureId))
  // The departures table opens on the tour's first enabled transport type (by position, then id).
  const firstTab = new Map<number, number>()
  for (const tab of tabs) if (!firstTab.has(tab.tourId)) firstTab.set(tab.tourId, tab.transportTypeId)
  const spareRoom = (departureId: number, occupancy: number) =>
    rooms.find(
      (room) => room.departureId === departureId && room.occupancy === occupancy && room.allocation - room.sold >= 2,
    )

  for (const departure of departures) {
    if (taken.includes(departure.id) || departure.capacity - departure.seatsSold < 6) continue
    if (withAddOns.has(departure.id) !== want.addOns) continue
    if (withExcursions.has(departure.tourId) !== want.excursions) continue
    if (want.flights && !withFlights.has(departure.id)) continue
    if (want.firstTab && firstTab.get(departure.tourId) !== departure.transportTypeId) continue
    const twin = spareRoom(departure.id, 2)
    const single = spareRoom(departure.id, 1)
    if (!twin || !single) continue
    taken.push(departure.id)
    return {
      id: departure.id,
      filo: departure.filo,
      transportCode: departure.transportCode,
      tourCode: departure.tourCode,
      tourSlug: departure.tourSlug,
      twinId: twin.id,
      singleId: single.id,
    }
  }
  throw new Error(`The catalogue has no ${brand} departure with ${JSON.stringify(want)}`)
}

function checkoutPath(departure: Picked): string {
  const query = new URLSearchParams({
    departureId: String(departure.id),
    transportCode: departure.transportCode,
    filo: departure.filo,
    tourCode: departure.tourCode,
  })
  return `/checkout?${query.toString()}`
}

/** A content block's title and data, as the server seeded it for the brand. */
async function block(db: AppDatabase, brand: Brand, key: string) {
  const row = await db
    .selectFrom('contentBlocks')
    .select(['title', 'dataJson'])
    .where('brandId', '=', brand)
    .where('key', '=', key)
    .executeTakeFirstOrThrow()
  return { title: row.title ?? '', data: JSON.parse(row.dataJson ?? '{}') as Record<string, string> }
}

async function checkoutTexts(db: AppDatabase, brand: Brand) {
  const [addons, flights, travellers, excursions, details] = await Promise.all(
    [
      'checkout.addons',
      'checkout.flights',
      'checkout.travellers',
      'checkout.excursions',
      'checkout.passengerDetails',
    ].map((key) => block(db, brand, key)),
  )
  return {
    addons: addons!.title,
    addonsSkip: addons!.data.skipButtonText!,
    flights: flights!.title,
    travellers: travellers!.title,
    excursions: excursions!.title,
    details: details!.title,
  }
}

/**
 * Every data-layer push, kept in session storage so the record survives the navigation from the tour page and the
 * reload (the page's own window.dataLayer starts empty on each document).
 */
async function recordDataLayer(page: Page) {
  await page.addInitScript((key) => {
    const log: string[] = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[]
    const layer: unknown[] = []
    layer.push = function (...entries: unknown[]) {
      for (const entry of entries) {
        const name = (entry as { event?: unknown } | null)?.event
        if (typeof name === 'string') log.push(name)
      }
      sessionStorage.setItem(key, JSON.stringify(log))
      return Array.prototype.push.apply(this, entries)
    }
    ;(window as unknown as { dataLayer: unknown[] }).dataLayer = layer
  }, DATA_LAYER_LOG)
}

async function funnelEvents(page: Page): Promise<string[]> {
  const log = await page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[], DATA_LAYER_LOG)
  return log.filter((event) => FUNNEL.includes(event) || event === 'checkout_error')
}

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true })
const traveller = (page: Page, n: number) => page.getByRole('group', { name: `Traveller ${n}`, exact: true })

async function fillTraveller(page: Page, n: number, first: string, last: string) {
  await traveller(page, n)
    .getByLabel(/^First Name/)
    .fill(first)
  await traveller(page, n)
    .getByLabel(/^Last Name/)
    .fill(last)
}

/** The checkout is interactive once its first data arrived (the steps render only then). */
async function waitForCheckout(page: Page) {
  await expect(page.locator('.checkout[data-ready]')).toBeVisible()
}

const isPost = (path: string) => (response: Response) =>
  new URL(response.url()).pathname === path && response.request().method() === 'POST'

/** The breakdown on the page: each priced line's amount and the subtotal, in minor units. */
async function breakdownOnPage(page: Page) {
  const region = page.getByRole('region', { name: 'Price breakdown' })
  const lines = await region
    .locator('[data-amount-minor]')
    .evaluateAll((elements) => elements.map((element) => Number(element.getAttribute('data-amount-minor'))))
  const subtotal = Number(await region.locator('[data-subtotal-minor]').getAttribute('data-subtotal-minor'))
  return { lines, subtotal }
}

/** The breakdown a quote describes (checkout §9 and the extensions): rooms, excursions, visas, donation, extensions. */
function breakdownOfQuote(quote: QuoteResponse) {
  const selected = (excursion: QuoteResponse['excursions'][number]) =>
    excursion.passengers.filter((passenger) => passenger.selected).length
  const lines = [
    ...quote.rooms.filter((room) => room.id > 0).map((room) => room.pricePerPerson * room.occupancy),
    ...quote.excursions.filter((excursion) => selected(excursion) > 0).map((e) => e.price * selected(e)),
    ...quote.visas.filter((visa) => visa.count > 0).map((visa) => visa.price * visa.count),
    ...quote.donations.filter((donation) => donation.amount > 0).map((donation) => donation.amount),
    ...quote.addOns.map((addOn) => addOn.price * addOn.passengers),
  ]
  return { lines, subtotal: quote.subtotal }
}

test.describe('checkout, part 1', () => {
  for (const brand of BRANDS) {
    test(
      `${brand}: Book now → add-ons skipped → two rooms for three → reload keeps names → excursions for two → the server's quote`,
      brandLane(brand),
      async ({ page, db, axe, baseURL }) => {
        test.setTimeout(120_000)
        const origin = brandOrigin(baseURL, brand)
        const texts = await checkoutTexts(db, brand)
        const departure = await pickDeparture(db, brand, { addOns: true, excursions: true, firstTab: true })
        await recordDataLayer(page)

        // The tour page: open the departure's row and choose Book now.
        await page.goto(`${origin}/tours/${departure.tourSlug}`)
        await expect(page.locator('article.tour-page')).toHaveAttribute('data-hydrated', 'true')
        const row = page.locator(`tr.departure-row[data-departure-id="${departure.id}"]`)
        const details = row.getByRole('button', { name: /^Details for/ })
        await details.click()
        const panel = page.locator(`#${await details.getAttribute('aria-controls')}`)
        await panel.getByRole('link', { name: /^Book now/ }).click()
        await page.waitForURL((url) => url.pathname === '/checkout')
        expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
          departureId: String(departure.id),
          transportCode: departure.transportCode,
          filo: departure.filo,
          tourCode: departure.tourCode,
        })

        // Step 1, add-ons: the header says Your Holiday; skipping jumps two steps, to the travellers.
        await waitForCheckout(page)
        await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeAttached()
        await expect(stepHeading(page, texts.addons)).toBeVisible()
        await expect(page.locator('[aria-current="step"]')).toContainText('Your Holiday')
        await expect(page.getByRole('button', { name: /^Book extension/ }).first()).toBeVisible()
        await axe.check()
        await page.getByRole('button', { name: texts.addonsSkip, exact: true }).click()
        await expect(stepHeading(page, texts.travellers)).toBeFocused()
        await expect(stepHeading(page, texts.flights)).toHaveCount(0)

        // Step 3, travellers: a twin and a single room, three travellers.
        const roomTypes = page.getByRole('combobox', { name: /^Room type/ })
        await roomTypes.first().selectOption(String(departure.twinId))
        await page.getByRole('button', { name: 'Add another room' }).click()
        await expect(roomTypes.nth(1)).toBeFocused()
        await roomTypes.nth(1).selectOption(String(departure.singleId))
        await expect(page.getByText('2 people', { exact: true })).toBeVisible()
        await expect(page.getByText('1 person', { exact: true })).toBeVisible()
        await fillTraveller(page, 1, 'Alice', 'Walker')
        await fillTraveller(page, 2, 'Brian', 'Walker')

        // A duplicate name is refused on the later traveller, tied to its field; Continue stays disabled.
        await fillTraveller(page, 3, 'alice', 'WALKER ')
        const thirdFirst = traveller(page, 3).getByLabel(/^First Name/)
        await expect(thirdFirst).toHaveAttribute('aria-invalid', 'true')
        await expect(thirdFirst).toHaveAccessibleDescription('You cannot add two passengers with the same name')
        const continueButton = page.getByRole('button', { name: 'Continue', exact: true })
        await expect(continueButton).toHaveAttribute('aria-disabled', 'true')
        await axe.check()
        await fillTraveller(page, 3, 'Carol', 'Walker')
        await expect(thirdFirst).not.toHaveAttribute('aria-invalid', 'true')
        await expect(continueButton).not.toHaveAttribute('aria-disabled', 'true')

        // Usable at 320 px: nothing wider than the screen.
        await page.setViewportSize({ width: 320, height: 720 })
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
        await page.setViewportSize({ width: 1280, height: 720 })

        // The names reach session storage (after 300 ms), and a reload keeps them and the rooms.
        await expect
          .poll(() => page.evaluate(() => sessionStorage.getItem('checkoutName:1:0')))
          .toBe(JSON.stringify({ firstName: 'Carol', lastName: 'Walker' }))
        await page.reload()
        await waitForCheckout(page)
        await page.getByRole('button', { name: texts.addonsSkip, exact: true }).click()
        await expect(stepHeading(page, texts.travellers)).toBeFocused()
        await expect(roomTypes).toHaveCount(2)
        await expect(roomTypes.first()).toHaveValue(String(departure.twinId))
        await expect(roomTypes.nth(1)).toHaveValue(String(departure.singleId))
        const names = await page
          .locator('fieldset.checkout-traveller input')
          .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))
        expect(names).toEqual(['Alice', 'Walker', 'Brian', 'Walker', 'Carol', 'Walker'])

        // Continue: the rooms response holds the places; the excursions step follows.
        const roomsAnswer = page.waitForResponse(isPost(ROOMS_RESPONSE))
        await continueButton.click()
        expect((await roomsAnswer).status()).toBe(200)
        await expect(stepHeading(page, texts.excursions)).toBeFocused()
        const firstExcursion = page.getByRole('group', { name: /^Who would like to go\?/ }).first()
        await expect(firstExcursion.getByRole('checkbox')).toHaveCount(3)
        await axe.check()

        // Excursions for two of the three.
        await firstExcursion.getByRole('checkbox', { name: 'Alice Walker' }).check()
        await firstExcursion.getByRole('checkbox', { name: 'Carol Walker' }).check()
        const excursionsAnswer = page.waitForResponse(isPost(EXCURSIONS_RESPONSE))
        await page.getByRole('button', { name: 'Continue', exact: true }).click()
        const response = await excursionsAnswer
        expect(response.status()).toBe(200)
        const quote = (await response.json()) as QuoteResponse

        // The passenger details step (checkout part 2 goes on from here: checkout-booking.spec.ts).
        await expect(stepHeading(page, texts.details)).toBeFocused()
        await expect(page.locator('[aria-current="step"]')).toContainText('Your Details')
        expect(quote.excursions.flatMap((e) => e.passengers.filter((p) => p.selected))).toHaveLength(2)
        await axe.check()

        // The breakdown is the server's quote, line by line, and the quote's subtotal is the one stored.
        const shown = await breakdownOnPage(page)
        expect(shown).toEqual(breakdownOfQuote(quote))
        expect(shown.lines.reduce((sum, amount) => sum + amount, 0)).toBe(quote.subtotal)
        const stored = await db
          .selectFrom('quotes')
          .select(['subtotalMinor', 'departureId'])
          .where('id', '=', quote.quoteId)
          .executeTakeFirstOrThrow()
        expect(stored).toEqual({ subtotalMinor: quote.subtotal, departureId: departure.id })
        const roomPrices = await db
          .selectFrom('rooms')
          .select(['id', 'pricePerPersonMinor'])
          .where('departureId', '=', departure.id)
          .execute()
        for (const room of quote.rooms) {
          expect(room.pricePerPerson).toBe(
            roomPrices.find((candidate) => candidate.id === room.id)?.pricePerPersonMinor,
          )
        }

        // The sticky subtotal bar (72 px rule): on a small screen it shows while the subtotal is below the fold,
        // goes once the breakdown is scrolled into view, and comes back when scrolled up again.
        await page.setViewportSize({ width: 375, height: 560 })
        const bar = page.getByTestId('subtotal-bar')
        await page.locator('[data-subtotal-minor]').scrollIntoViewIfNeeded()
        await expect(bar).toBeHidden()
        await page.evaluate(() => window.scrollTo(0, 0))
        await expect(bar).toBeVisible()
        await expect(bar).toContainText(formatMoney(quote.subtotal, quote.currency))
        await axe.check()

        // The funnel, in the order the events fired (the reload began the checkout again).
        expect(await funnelEvents(page)).toEqual([
          'view_item',
          'add_to_cart',
          'begin_checkout',
          'begin_checkout',
          'add_package',
          'add_excursions',
        ])
      },
    )

    test(
      `${brand}: Book extension shows the flights; Continue records it and the quote carries it`,
      brandLane(brand),
      async ({ page, db, axe, baseURL }) => {
        const origin = brandOrigin(baseURL, brand)
        const texts = await checkoutTexts(db, brand)
        const departure = await pickDeparture(db, brand, { addOns: true, excursions: true, flights: true })
        const firstLeg = await db
          .selectFrom('departureLegs')
          .select(['carrierName', 'departureAirportCode', 'arrivalAirportCode', 'departureTime'])
          .where('departureId', '=', departure.id)
          .where('direction', '=', 'out')
          .orderBy('sequence')
          .executeTakeFirstOrThrow()
        const addOn = await db
          .selectFrom('addonDepartures')
          .innerJoin('addons', 'addons.id', 'addonDepartures.addonId')
          .select(['addonDepartures.id', 'addons.name'])
          .where('addonDepartures.departureId', '=', departure.id)
          .orderBy('addonDepartures.priceMinor')
          .orderBy('addonDepartures.id')
          .executeTakeFirstOrThrow()
        await recordDataLayer(page)

        await page.goto(`${origin}${checkoutPath(departure)}`)
        await waitForCheckout(page)
        await expect(stepHeading(page, texts.addons)).toBeVisible()
        await page.getByRole('button', { name: new RegExp(`^Book extension\\W+${escapeRegExp(addOn.name)}$`) }).click()

        // Step 2, flights: airline, airports with codes, local 24-hour times, stops.
        await expect(stepHeading(page, texts.flights)).toBeFocused()
        const outbound = page.getByRole('region', { name: 'Outbound', exact: true })
        await expect(outbound).toContainText(firstLeg.carrierName!)
        await expect(outbound).toContainText(`(${firstLeg.departureAirportCode})`)
        await expect(outbound).toContainText(`(${firstLeg.arrivalAirportCode})`)
        await expect(outbound).toContainText(`at ${firstLeg.departureTime!.slice(11, 16)}`)
        await expect(outbound).toContainText(/Direct|\d stops? \(/)
        await expect(page.getByText(`Extension: ${addOn.name}`, { exact: false })).toBeVisible()
        await axe.check()

        await page.getByRole('button', { name: 'Continue', exact: true }).click()
        await expect(stepHeading(page, texts.travellers)).toBeFocused()

        // One twin room: the rooms response books the extension for both travellers.
        await page.getByRole('combobox', { name: /^Room type/ }).selectOption(String(departure.twinId))
        await fillTraveller(page, 1, 'Dora', 'Finch')
        await fillTraveller(page, 2, 'Evan', 'Finch')
        await expect(page.getByRole('region', { name: 'Price breakdown' })).toContainText(addOn.name)
        const roomsAnswer = page.waitForResponse(isPost(ROOMS_RESPONSE))
        await page.getByRole('button', { name: 'Continue', exact: true }).click()
        const quote = (await (await roomsAnswer).json()) as QuoteResponse
        expect(quote.addOns).toEqual([
          expect.objectContaining({ departureId: addOn.id, name: addOn.name, passengers: 2 }),
        ])
        await expect(stepHeading(page, texts.excursions)).toBeFocused()
        await expect(page.locator('[data-kind="extension"]')).toContainText(addOn.name)

        // Back from the travellers returns to the flights now that an extension was chosen.
        await page.getByRole('button', { name: 'Back', exact: true }).click()
        await expect(stepHeading(page, texts.travellers)).toBeFocused()
        await page.getByRole('button', { name: 'Back', exact: true }).click()
        await expect(stepHeading(page, texts.flights)).toBeFocused()

        expect(await funnelEvents(page)).toEqual(['begin_checkout', 'add_tour_extension', 'add_package'])
      },
    )

    test(
      `${brand}: a departure without add-ons starts on the travellers; one without excursions skips them`,
      brandLane(brand),
      async ({ page, db, axe, baseURL }) => {
        const origin = brandOrigin(baseURL, brand)
        const texts = await checkoutTexts(db, brand)
        const departure = await pickDeparture(db, brand, { addOns: false, excursions: false })
        await recordDataLayer(page)

        // Arriving from the tour page, the travellers step is the first page: its Back is the browser's.
        await page.goto(`${origin}/tours/${departure.tourSlug}`)
        await expect(page.locator('article.tour-page')).toHaveAttribute('data-hydrated', 'true')
        await page.goto(`${origin}${checkoutPath(departure)}`)
        await waitForCheckout(page)
        await expect(stepHeading(page, texts.travellers)).toBeFocused()
        await expect(stepHeading(page, texts.addons)).toHaveCount(0)
        await axe.check()

        await page.getByRole('combobox', { name: /^Room type/ }).selectOption(String(departure.singleId))
        await fillTraveller(page, 1, 'Gwen', 'Hart')
        const fortour = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/fortour'))
        await page.getByRole('button', { name: 'Continue', exact: true }).click()
        expect(await (await fortour).json()).toEqual([])
        // No excursions: straight on to where part 1 ends.
        await expect(stepHeading(page, texts.details)).toBeFocused()
        await expect(stepHeading(page, texts.excursions)).toHaveCount(0)
        await axe.check()
        expect(await funnelEvents(page)).toEqual(['view_item', 'begin_checkout', 'add_package'])

        // Back skips the empty excursions step; Back again leaves for the tour page.
        await page.getByRole('button', { name: 'Back', exact: true }).click()
        await expect(stepHeading(page, texts.travellers)).toBeFocused()
        await page.getByRole('button', { name: 'Back', exact: true }).click()
        await page.waitForURL((url) => url.pathname === `/tours/${departure.tourSlug}`)
      },
    )
  }

  test('the page is private and answers 404 for keys that do not name a departure together', async ({
    page,
    db,
    baseURL,
  }) => {
    const origin = brandOrigin(baseURL, 'meridian')
    const departure = await pickDeparture(db, 'meridian', { addOns: false, excursions: true })
    const good = await apiGet(page.request, `${origin}${checkoutPath(departure)}`)
    expect(good.status()).toBe(200)
    expect(good.headers()['cache-control']).toBe('private, no-store')

    const wrong = (change: Partial<Picked>) =>
      apiGet(page.request, `${origin}${checkoutPath({ ...departure, ...change })}`)
    expect((await wrong({ tourCode: 'ZZ9999' })).status()).toBe(404)
    expect((await wrong({ filo: 'NOPE' })).status()).toBe(404)
    expect((await wrong({ id: 2_000_000_000 })).status()).toBe(404)
    expect((await apiGet(page.request, `${origin}/checkout?departureId=abc`)).status()).toBe(404)
    // Another brand's departure is not found on this brand's site.
    const coach = await apiGet(page.request, `${brandOrigin(baseURL, 'cavendish')}${checkoutPath(departure)}`)
    expect(coach.status()).toBe(404)
  })
})

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
