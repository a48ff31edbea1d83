import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { brandOrigin, expect, test as base, waitForHydration } from './fixtures'
import { WISHLIST_COOKIE_NAME } from '../../app/lib/constants'
import { VISUAL_CUSTOMER_PASSWORD, visualCustomerEmail } from './visual/customers'
import { KNOWN_LAYOUT_DEFECTS } from './visual/known-layout-defects'
import { staticLayoutFindings, stickyFindings, type LayoutFinding } from './visual/layout-checks'
import { BRANDS, PAGE_TYPES, WIDTHS, pickTour, type Brand, type PickedTour } from './visual/page-types'
import { SHIFTED_NOW } from './visual/visual-server'

/*
 * The visual suite (issue 28): every page type of page-types.ts on both brands at 375, 768, 1280 and 1440 px.
 *
 * - Screenshots (toHaveScreenshot, whole page) against the baselines committed in tests/e2e/__screenshots__/. A
 *   changed page fails until its new baseline is committed on purpose (`E2E_PROJECT=visual npx playwright test
 *   --update-snapshots`, then look at every changed PNG; CONTRIBUTING.md). Deterministic by construction: the
 *   suite's own server seeds and renders as of SHIFTED_NOW, the browser's clock is fixed at the same instant, reduced
 *   motion pauses the hero carousel and the header video, CSS animations are stopped, lazy images are loaded and
 *   decoded first, and the fonts are Debian's (scripts/test-all.sh installs them).
 * - Layout checks that need no baseline (visual/layout-checks.ts) on the same loads: what they find must be exactly
 *   the list in visual/known-layout-defects.ts, which the fixes of issue 28 empty.
 *
 * A project of its own (playwright.config.ts, E2E_PROJECT=visual): it runs its own server, so no lane's dialect or
 * server enters it; CI runs it in the checks lane.
 */

/** The window's height for the layout checks (the screenshots grow it to the whole page). */
const VIEWPORT_HEIGHT = 900
/** E2E_VISUAL_SCREENSHOTS=0: the layout checks only (a quick look while fixing a layout; CI takes both). */
const TAKE_SCREENSHOTS = process.env.E2E_VISUAL_SCREENSHOTS !== '0'

const test = base.extend<object, { visualBaseURL: string }>({
  // The suite's project has no lane database (playwright.config.ts): its own server's rate limits start empty.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  freshRateLimits: async ({}, use) => use(),
  // The server that visual/global-setup.ts started for the whole run, shared by every worker.
  visualBaseURL: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const baseURL = process.env.E2E_VISUAL_BASE_URL
      if (!baseURL) throw new Error('E2E_VISUAL_BASE_URL is not set: run the suite as E2E_PROJECT=visual')
      await use(baseURL)
    },
    { scope: 'worker' },
  ],
})

test.use({ reducedMotion: 'reduce' })
// Thirteen page types × four widths, a whole-page screenshot and the checks at each: one test per page and brand.
test.describe.configure({ timeout: 120_000 })

const picked = new Map<Brand, PickedTour>()

/**
 * Waits until the page is complete: its carousels set up, lazy images loaded now and every image decoded, the fonts
 * in. The carousels come first: Embla arrives by a dynamic import after hydration and then adds the carousel's
 * controls (115 px of height on Cavendish's home page at 768 px). On a loaded machine it could arrive after the
 * checks, or while the window was being grown to the page: the capture then differed from the baseline (the
 * 'Latest offers' row 1 px off on CI; ADR 0042). A carousel of one
 * slide is never set up (app/features/home/carousel.tsx), so it is not waited for.
 */
async function settle(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-carousel]')].every(
      (carousel) =>
        carousel.hasAttribute('data-ready') || carousel.querySelectorAll('[aria-roledescription="slide"]').length < 2,
    ),
  )
  await page.evaluate(async () => {
    for (const image of document.querySelectorAll('img[loading="lazy"]')) image.setAttribute('loading', 'eager')
    await Promise.all(
      // decode() waits for the image to load too; a broken image is the page's business, not a reason to hang.
      [...document.images].map((image) => image.decode().catch(() => {})),
    )
    await document.fonts.ready
  })
}

/**
 * Makes the window as tall as the page, so that one screenshot of the window is the whole page. (Playwright's
 * fullPage screenshot stretches the window for the capture only; the page reacts to that resize while it is being
 * captured, and two captures in a row differed.) Nothing on these pages is sized by the window's height except
 * closed menus and dialogs.
 */
async function growToWholePage(page: Page, width: number) {
  let height = 0
  for (let attempt = 0; attempt < 5; attempt++) {
    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight)
    if (pageHeight === height) return
    height = pageHeight
    await page.setViewportSize({ width, height })
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
  }
}

/**
 * Up to 0.3 % of a page's pixels may differ from its baseline (ADR 0042, amendment of 2026-11-29): the rows of
 * Embla carousels on Cavendish's home page at 1280 and 1440 px are still drawn 1 px apart from run to run, in about
 * two runs of three on a loaded machine, after the causes found (carousels set up late, fractional scroll offsets,
 * picture boxes not exactly 3:2) were fixed. What the layout checks look for fails whatever the tolerance.
 */
const MAX_DIFF_PIXEL_RATIO = 0.003

/**
 * The window as it is now against its committed baseline. The common case, a page
 * unchanged, costs one capture: Chromium encodes the same pixels to the same PNG bytes, so a capture byte for byte
 * equal to the baseline passes without Playwright decoding both images and comparing them pixel by pixel (half of
 * the suite's time went there). Anything else — a missing or changed baseline, `--update-snapshots` — goes to
 * toHaveScreenshot, which waits for a stable page, compares, writes the diff images and updates baselines as ever.
 */
async function compareWithBaseline(page: Page, name: string) {
  const options = { animations: 'disabled', caret: 'hide', scale: 'css' } as const
  const baselinePath = test.info().snapshotPath(name, { kind: 'screenshot' })
  let baseline: Buffer | null = null
  try {
    baseline = readFileSync(baselinePath)
  } catch {
    // no baseline yet: toHaveScreenshot below says so (or writes it with --update-snapshots)
  }
  if (baseline && test.info().config.updateSnapshots !== 'all') {
    if ((await page.screenshot(options)).equals(baseline)) return
  }
  await expect.soft(page).toHaveScreenshot(name, { ...options, maxDiffPixelRatio: MAX_DIFF_PIXEL_RATIO })
}

const expectedFindings = (pageId: string, brand: Brand, width: number) =>
  KNOWN_LAYOUT_DEFECTS.filter(
    (defect) => defect.page === pageId && defect.brand === brand && (defect.widths as number[]).includes(width),
  )
    .map((defect) => defect.check)
    .sort()

/*
 * A fresh load at every width. (Loading once and widening the window was tried to save three loads in four: the
 * pages with carousels and galleries then differed from a fresh load — images chosen from srcset for the narrower
 * window, a carousel's text 1 px off — so it would not have been the page a visitor gets at that width; ADR 0042.)
 */
for (const brand of BRANDS) {
  test.describe(`${brand}`, () => {
    for (const pageType of PAGE_TYPES) {
      test(`${pageType.title}: screenshots and layout checks at ${WIDTHS.join(', ')} px`, async ({
        page,
        visualBaseURL,
      }) => {
        const origin = brandOrigin(visualBaseURL, brand)
        if (!picked.has(brand)) picked.set(brand, await pickTour(page.request, origin))
        const tour = picked.get(brand)!
        await page.clock.setFixedTime(new Date(SHIFTED_NOW))
        if (pageType.wishlist) {
          await page.context().addCookies([
            {
              name: WISHLIST_COOKIE_NAME,
              value: encodeURIComponent(JSON.stringify([tour.code, tour.otherCode])),
              url: origin,
            },
          ])
        }
        if (pageType.signedIn) {
          await page.goto(`${origin}/login`)
          await waitForHydration(page)
          await page.getByLabel('Email').fill(visualCustomerEmail(brand))
          await page.getByLabel('Password').fill(VISUAL_CUSTOMER_PASSWORD)
          await page.getByRole('button', { name: 'Log in' }).click()
          await expect(page).toHaveURL(`${origin}/my-bookings`)
        }
        const findingsByWidth: Record<number, LayoutFinding[]> = {}
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: VIEWPORT_HEIGHT })
          await page.goto(`${origin}${pageType.path(tour)}`)
          await waitForHydration(page)
          if (pageType.id === 'checkout') await expect(page.locator('.checkout[data-ready]')).toBeVisible()
          // Loading the same address again restores its scroll position (the last width's sticky check scrolled).
          await page.evaluate(() => window.scrollTo(0, 0))
          await settle(page)
          // The checks first, at a phone's or a desktop's real window (the sticky check scrolls).
          findingsByWidth[width] = [...(await staticLayoutFindings(page)), ...(await stickyFindings(page))]
          if (!TAKE_SCREENSHOTS) continue
          await page.evaluate(() => window.scrollTo(0, 0))
          await expect(page.locator('.scroll-to-top')).toBeHidden()
          await growToWholePage(page, width)
          await compareWithBaseline(page, `${pageType.id}-${brand}-${width}.png`)
        }
        const report = Object.entries(findingsByWidth)
          .flatMap(([width, findings]) => findings.map((finding) => `${width} px ${finding.check}: ${finding.detail}`))
          .join('\n')
        if (report) await test.info().attach('layout-findings', { body: report, contentType: 'text/plain' })
        for (const width of WIDTHS) {
          const found = [...new Set(findingsByWidth[width]!.map((finding) => finding.check))].sort()
          expect
            .soft(found, `layout checks at ${width} px (expected: visual/known-layout-defects.ts; found:\n${report})`)
            .toEqual(expectedFindings(pageType.id, brand, width))
        }
      })
    }
  })
}
