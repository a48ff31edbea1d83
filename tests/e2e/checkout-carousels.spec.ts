import type { Locator, Page } from '@playwright/test'
import type { AppDatabase } from '../../db/database.server'
import { brandOrigin, expect, test } from './fixtures'
import { brandLane } from './lanes'
import { checkoutPath, pickDeparture, type Brand, type Picked } from './public-booking'

/*
 * The checkout's carousels in a real browser (issue 29 item 11; checkout §9): the tour's highlights as a ticker on
 * the 'Your Holiday' steps and its hotels as a carousel beside the room choice. A person sees them on those steps and
 * not after; works the hotels' previous / next and dots with the mouse and the keyboard; sees both move, and stop
 * with the pause button; sees nothing move when they prefer reduced motion; and no page scrolls sideways at 375 px.
 * Departures are picked from the server's own database (the `db` fixture): no add-ons (the checkout opens on the
 * rooms), a tour with at least two hotels and four highlights, a single room to spare.
 */

const BRANDS: Brand[] = ['meridian', 'cavendish']

interface PickedWithCarousels extends Picked {
  path: string
  highlights: string[]
  hotels: string[]
}

/**
 * A departure whose tour has at least four highlights and two hotels (public-booking.ts's pickDeparture: no add-ons,
 * so the checkout opens on the rooms, and a single room to spare), with the tour's highlights and hotels.
 */
async function pickDepartureWithCarousels(db: AppDatabase, brand: Brand): Promise<PickedWithCarousels> {
  const highlightsOf = new Map<number, string[]>()
  const hotelsOf = new Map<number, string[]>()
  const departure = await pickDeparture(db, brand, {
    daysAhead: 0,
    latestFirst: true,
    tours: async (database, tourIds) => {
      const [highlights, hotels] = await Promise.all([
        database
          .selectFrom('highlights')
          .select(['tourId', 'text'])
          .where('tourId', 'in', tourIds)
          .orderBy('tourId')
          .orderBy('position')
          .execute(),
        database
          .selectFrom('accommodations')
          .select(['tourId', 'name'])
          .where('tourId', 'in', tourIds)
          .orderBy('tourId')
          .orderBy('position')
          .execute(),
      ])
      for (const row of highlights) highlightsOf.set(row.tourId, [...(highlightsOf.get(row.tourId) ?? []), row.text])
      for (const row of hotels) hotelsOf.set(row.tourId, [...(hotelsOf.get(row.tourId) ?? []), row.name])
      return (tourId) => (highlightsOf.get(tourId)?.length ?? 0) >= 4 && (hotelsOf.get(tourId)?.length ?? 0) >= 2
    },
    description: 'without add-ons whose tour has hotels and highlights',
  })
  return {
    ...departure,
    path: checkoutPath(departure),
    highlights: highlightsOf.get(departure.tourId)!,
    hotels: hotelsOf.get(departure.tourId)!,
  }
}

async function openRooms(page: Page, origin: string, departure: PickedWithCarousels) {
  await page.goto(`${origin}${departure.path}`)
  await expect(page.locator('.checkout[data-ready]')).toHaveAttribute('data-step', 'travellers')
}

const ticker = (page: Page) => page.getByRole('region', { name: /^Highlights of / })
const hotels = (page: Page) => page.getByRole('region', { name: 'Where you will stay' })

/** The ticker's track position (Embla moves it with a transform). */
const trackTransform = (carousel: Locator) =>
  carousel.locator('.checkout-carousel__container').evaluate((track) => getComputedStyle(track).transform)

/** Lets the browser paint this many frames: what moves, moves in between. */
const frames = (page: Page, count: number) =>
  page.evaluate(
    (total) =>
      new Promise<void>((resolve) => {
        let painted = 0
        const next = () => (++painted >= total ? resolve() : requestAnimationFrame(next))
        requestAnimationFrame(next)
      }),
    count,
  )

/** How far the first slide starts from the carousel's left edge, in whole pixels. */
const firstSlideOffset = (carousel: Locator) =>
  carousel.evaluate((root) => {
    const viewport = root.querySelector('.checkout-carousel__viewport')!.getBoundingClientRect()
    const first = root.querySelector('.checkout-carousel__slide')!.getBoundingClientRect()
    return Math.round(first.left - viewport.left)
  })

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
}

for (const brand of BRANDS) {
  test.describe(`${brand}: the checkout carousels (checkout §9)`, brandLane(brand), () => {
    test('the ticker and the hotels are on the rooms step, the ticker alone on the next, neither on the details', async ({
      page,
      baseURL,
      db,
      axe,
    }) => {
      const departure = await pickDepartureWithCarousels(db, brand)
      await openRooms(page, brandOrigin(baseURL, brand), departure)

      await expect(ticker(page)).toHaveAccessibleName(`Highlights of ${departure.tourName}`)
      await expect(ticker(page).getByRole('listitem')).toHaveText(departure.highlights)
      await expect(ticker(page)).toHaveAttribute('data-ready', 'true')
      await expect(hotels(page).getByRole('heading', { level: 3 })).toHaveText(departure.hotels)
      await expect(hotels(page)).toHaveAttribute('data-ready', 'true')
      await axe.check()

      await page
        .getByRole('combobox', { name: /^Room type/ })
        .first()
        .selectOption(String(departure.singleId))
      const traveller = page.getByRole('group', { name: 'Traveller 1', exact: true })
      await traveller.getByLabel(/^First Name/).fill('Alice')
      await traveller.getByLabel(/^Last Name/).fill('Carousel')
      await page.getByRole('button', { name: 'Continue', exact: true }).click()
      const checkout = page.locator('.checkout')
      await expect(checkout).not.toHaveAttribute('data-step', 'travellers')
      if ((await checkout.getAttribute('data-step')) === 'excursions') {
        await expect(ticker(page)).toBeVisible()
        await expect(hotels(page)).toHaveCount(0)
        await page.getByRole('button', { name: 'Continue', exact: true }).click()
      }
      await expect(checkout).toHaveAttribute('data-step', 'passengerDetails')
      await expect(ticker(page)).toHaveCount(0)
      await expect(hotels(page)).toHaveCount(0)
    })

    test('the hotels: previous, next and the dots by mouse and by keyboard', async ({ page, baseURL, db }) => {
      // Still, so only the visitor moves the slides (the autoplay is checked in the next test).
      await page.emulateMedia({ reducedMotion: 'reduce' })
      const departure = await pickDepartureWithCarousels(db, brand)
      await openRooms(page, brandOrigin(baseURL, brand), departure)
      const carousel = hotels(page)
      await expect(carousel).toHaveAttribute('data-ready', 'true')
      const previous = carousel.getByRole('button', { name: 'Previous hotel' })
      const next = carousel.getByRole('button', { name: 'Next hotel' })
      const dot = (index: number) =>
        carousel.getByRole('button', { name: `Go to hotel ${index + 1}: ${departure.hotels[index]}` })
      await expect(carousel).toHaveAttribute('data-selected', '0')
      await expect(dot(0)).toHaveAttribute('aria-current', 'true')
      await expect(previous).toBeDisabled()

      await next.click()
      await expect(carousel).toHaveAttribute('data-selected', '1')
      await expect(dot(1)).toHaveAttribute('aria-current', 'true')
      await expect(dot(0)).not.toHaveAttribute('aria-current', 'true')
      await expect(carousel.getByRole('listitem').nth(1)).toBeInViewport()
      await previous.click()
      await expect(carousel).toHaveAttribute('data-selected', '0')

      const last = departure.hotels.length - 1
      await dot(last).focus()
      await page.keyboard.press('Enter')
      await expect(carousel).toHaveAttribute('data-selected', String(last))
      await expect(next).toBeDisabled()
      await previous.focus()
      await page.keyboard.press('Space')
      await expect(carousel).toHaveAttribute('data-selected', String(last - 1))
      await dot(0).focus()
      await page.keyboard.press('Enter')
      await expect(carousel).toHaveAttribute('data-selected', '0')
      await next.focus()
      await page.keyboard.press('Enter')
      await expect(carousel).toHaveAttribute('data-selected', '1')
    })

    test('both move on their own, and stop with their pause buttons', async ({ page, baseURL, db }) => {
      await page.emulateMedia({ reducedMotion: 'no-preference' })
      const departure = await pickDepartureWithCarousels(db, brand)
      await openRooms(page, brandOrigin(baseURL, brand), departure)
      // The pointer away from both carousels: hovering one stops it.
      await page.mouse.move(0, 0)
      const icons = ticker(page)
      await expect(icons).toHaveAttribute('data-motion', 'playing')
      const start = await trackTransform(icons)
      await expect.poll(() => trackTransform(icons)).not.toBe(start)
      const stays = hotels(page)
      await expect(stays).toHaveAttribute('data-motion', 'playing')

      await icons.getByRole('button', { name: /^Pause/ }).click()
      await page.mouse.move(0, 0)
      await expect(icons).toHaveAttribute('data-motion', 'stopped')
      await expect(icons.getByRole('button', { name: /^Play/ })).toBeVisible()
      const paused = await trackTransform(icons)
      await frames(page, 30)
      expect(await trackTransform(icons)).toBe(paused)

      await stays.getByRole('button', { name: /^Pause/ }).click()
      await page.mouse.move(0, 0)
      await expect(stays).toHaveAttribute('data-motion', 'stopped')
      await expect(stays.getByRole('button', { name: /^Play/ })).toBeVisible()
    })

    test('nothing moves for a visitor who prefers reduced motion, and nothing scrolls sideways at 375 px', async ({
      page,
      baseURL,
      db,
      axe,
    }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.setViewportSize({ width: 375, height: 800 })
      const departure = await pickDepartureWithCarousels(db, brand)
      await openRooms(page, brandOrigin(baseURL, brand), departure)
      await page.mouse.move(0, 0)
      const icons = ticker(page)
      await expect(icons).toHaveAttribute('data-ready', 'true')
      await expect(hotels(page)).toHaveAttribute('data-ready', 'true')
      // Embla is there, its plugins stopped, and the pause button offers to play instead.
      await expect(icons.getByRole('button', { name: /^Play/ })).toBeVisible()
      await expect(hotels(page).getByRole('button', { name: /^Play/ })).toBeVisible()
      const start = await trackTransform(icons)
      await frames(page, 60)
      expect(await trackTransform(icons)).toBe(start)
      await expect(icons).toHaveAttribute('data-motion', 'stopped')
      await expect(hotels(page)).toHaveAttribute('data-motion', 'stopped')
      await expect(hotels(page)).toHaveAttribute('data-selected', '0')
      await noSidewaysScroll(page)
      await axe.check()

      // A wider window re-initialises Embla (another breakpoint): the first slides still start at the left edge.
      await page.setViewportSize({ width: 1024, height: 800 })
      await expect(icons.getByRole('listitem')).toHaveCount(departure.highlights.length)
      for (const carousel of [icons, hotels(page)]) {
        await expect.poll(() => firstSlideOffset(carousel)).toBe(0)
      }
      await noSidewaysScroll(page)
    })
  })
}
