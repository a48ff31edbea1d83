import { spawn, type ChildProcess } from 'node:child_process'
import type { Page } from '@playwright/test'
import { dataLayerEntryProblems, isAnalyticsEvent } from '../../app/lib/analytics'
import { brandOrigin, expect, expectNoAxeViolations, test } from './fixtures'

/*
 * Issue 13, the home page's chrome and analytics (discovery §7, §9): the hero header carousel (5 s autoplay, paused
 * by hover and focus, none under reduced motion) and the banner with their events; the carousels' slides per view
 * at the §9 breakpoints and the card list's dotted slider at ≤ 575 px; the header video's lazy source; a scripted
 * visit whose every push is one of the 26 events with the personal-data rules; and analytics consent, against a
 * second server started with GTM_ID over the same database.
 */

const HERO = 'Featured holidays and offers'

/** Waits for hydration and the lazily loaded Embla: the carousels say data-ready once it is there. */
async function openHome(page: Page, origin: string) {
  await page.goto(`${origin}/`)
  await expect(page.locator('[data-carousel="hero"]')).toHaveAttribute('data-ready', 'true')
}

test.describe('hero header', () => {
  test('autoplays every 5 s and pauses while hovered or focused', async ({ page, baseURL }) => {
    await page.clock.install()
    await openHome(page, brandOrigin(baseURL, 'meridian'))
    const hero = page.getByRole('region', { name: HERO })
    await expect(hero).toHaveAttribute('data-autoplay', 'playing')
    await expect(hero).toHaveAttribute('data-selected', '0')
    await page.clock.runFor(5_100)
    await expect(hero).toHaveAttribute('data-selected', '1')

    await hero.hover()
    await expect(hero).toHaveAttribute('data-autoplay', 'stopped')
    await page.clock.runFor(12_000)
    await expect(hero).toHaveAttribute('data-selected', '1')
    await page.mouse.move(5, 5)
    await expect(hero).toHaveAttribute('data-autoplay', 'playing')
    await page.clock.runFor(5_100)
    await expect(hero).toHaveAttribute('data-selected', '2')

    await hero.getByRole('button', { name: 'Go to slide 1' }).focus()
    await expect(hero).toHaveAttribute('data-autoplay', 'stopped')
    await page.clock.runFor(12_000)
    await expect(hero).toHaveAttribute('data-selected', '2')

    // The visible pause button stops it for good (WCAG 2.2.2).
    await hero.getByRole('button', { name: 'Pause slides' }).click()
    await page.getByRole('heading', { level: 1 }).focus()
    await page.mouse.move(5, 5)
    await page.clock.runFor(12_000)
    await expect(hero).toHaveAttribute('data-selected', '2')
    await expect(hero.getByRole('button', { name: 'Play slides' })).toBeVisible()
  })

  test('does not autoplay for visitors who prefer reduced motion', async ({ page, baseURL }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.clock.install()
    await openHome(page, brandOrigin(baseURL, 'meridian'))
    const hero = page.getByRole('region', { name: HERO })
    await expect(hero.getByRole('button', { name: 'Play slides' })).toBeVisible()
    await page.clock.runFor(12_000)
    await expect(hero).toHaveAttribute('data-selected', '0')
    await expect(hero).toHaveAttribute('data-autoplay', 'stopped')
  })

  for (const brand of ['meridian', 'cavendish'] as const) {
    test(`${brand}: a slide's link and the banner push their events, and the page is axe clean`, async ({
      page,
      baseURL,
      axe,
    }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      const origin = brandOrigin(baseURL, brand)
      await openHome(page, origin)
      await axe.check()
      const hero = page.getByRole('region', { name: HERO })
      await hero.getByRole('button', { name: 'Go to slide 2' }).click()
      await expect(hero).toHaveAttribute('data-selected', '1')
      const slide = hero.getByRole('listitem').nth(1)
      // Under reduced motion the dot jumps to its slide rather than sliding there, so its link is whole in view and
      // still when it is clicked (a click on a slide still moving can land on the one before it).
      await expect(slide.getByRole('link')).toBeInViewport({ ratio: 1 })
      const slideTitle = await slide.getByRole('heading').textContent()
      await slide.getByRole('link').click()
      await expect(page).not.toHaveURL(`${origin}/`)
      const events = await page.evaluate(() => window.dataLayer ?? [])
      expect(events).toContainEqual(
        expect.objectContaining({ event: 'carousel_hero_header', slideIndex: 2, slideTitle }),
      )

      await openHome(page, origin)
      const banner = page.locator('.hero-banner').getByRole('link')
      const href = await banner.getAttribute('href')
      await banner.click()
      await expect(page).toHaveURL(`${origin}${href}`)
      const after = await page.evaluate(() => window.dataLayer ?? [])
      expect(after).toContainEqual(expect.objectContaining({ event: 'banner_hero_header', linkUrl: href }))
    })
  }
})

/**
 * How many slides of a carousel lie wholly inside its viewport. A slide's gap is its left padding (Embla's layout:
 * the track starts one gap left of the viewport), so a slide is what lies right of that padding.
 */
function visibleSlides(page: Page, selector: string) {
  return page.locator(selector).evaluate((carousel) => {
    const viewport = carousel.querySelector('.carousel__viewport')!.getBoundingClientRect()
    return Array.from(carousel.querySelectorAll('.carousel__slide')).filter((slide) => {
      const box = slide.getBoundingClientRect()
      const left = box.left + parseFloat(getComputedStyle(slide).paddingLeft)
      return box.right > left && left >= viewport.left - 1 && box.right <= viewport.right + 1
    }).length
  })
}

const general = (width: number) => (width >= 1440 ? 5 : width >= 1024 ? 4 : width >= 768 ? 3 : 2)
const responsive = (width: number) => (width >= 1074 ? 3 : width > 722 ? 2 : 1)

test.describe('carousels at the breakpoints of discovery §9', () => {
  for (const width of [1440, 1439, 1074, 1073, 1024, 1023, 768, 767, 723, 722, 576, 575, 375]) {
    test(`${width} px`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await openHome(page, brandOrigin(baseURL, 'meridian'))
      const featured = '[data-carousel="general"]'
      const offers = '[data-carousel="responsive"]'
      await expect(page.locator(featured)).toHaveAttribute('data-ready', 'true')
      const featuredCount = await page.locator(`${featured} .carousel__slide`).count()
      const offersCount = await page.locator(`${offers} .carousel__slide`).count()
      expect(await visibleSlides(page, featured)).toBe(Math.min(general(width), featuredCount))
      expect(await visibleSlides(page, offers)).toBe(Math.min(responsive(width), offersCount))

      // The continents: a grid above 575 px, a one-per-view slider with dots at ≤ 575 px.
      const cards = page.locator('[data-carousel="cards"]')
      const dots = cards.getByRole('button', { name: /^Go to slide/ })
      if (width <= 575) {
        await expect(dots.first()).toBeVisible()
        expect(await visibleSlides(page, '[data-carousel="cards"]')).toBe(1)
        await dots.nth(1).click()
        await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true')
      } else {
        await expect(dots).toHaveCount(0)
      }
    })
  }
})

test.describe('header video', () => {
  test('loads its source above the small breakpoint only', async ({ page, baseURL }) => {
    const videoRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/video/')) videoRequests.push(request.url())
    })
    await page.setViewportSize({ width: 375, height: 800 })
    await openHome(page, brandOrigin(baseURL, 'meridian'))
    await expect(page.locator('.header-video')).toHaveAttribute('data-video-loaded', 'false')
    await expect(page.locator('.header-video source')).toHaveCount(0)
    expect(videoRequests).toEqual([])

    await page.setViewportSize({ width: 1024, height: 800 })
    await expect(page.locator('.header-video')).toHaveAttribute('data-video-loaded', 'true')
    await expect(page.locator('.header-video source')).toHaveAttribute('src', '/video/home-header.webm')
    await expect.poll(() => videoRequests.length).toBeGreaterThan(0)
    expect(videoRequests.every((url) => new URL(url).hostname.endsWith('localhost'))).toBe(true)
    await expect(page.getByRole('button', { name: 'Pause background video' })).toBeVisible()
  })
})

/** Every data-layer push of the visit, kept across full page loads in sessionStorage. */
const RECORD_PUSHES = `(() => {
  const layer = (window.dataLayer = window.dataLayer || [])
  const push = layer.push.bind(layer)
  layer.push = (...entries) => {
    const all = JSON.parse(sessionStorage.getItem('e2e-pushes') || '[]')
    for (const entry of entries) all.push(JSON.parse(JSON.stringify(entry)))
    sessionStorage.setItem('e2e-pushes', JSON.stringify(all))
    return push(...entries)
  }
})()`

test('a scripted visit pushes only the 26 events, with the personal-data rules', async ({ page, baseURL, db }) => {
  test.setTimeout(90_000)
  await page.addInitScript(RECORD_PUSHES)
  const origin = brandOrigin(baseURL, 'meridian')
  await page.emulateMedia({ reducedMotion: 'reduce' })

  await openHome(page, origin)
  await page.goto(`${origin}/tours`)
  await page.waitForLoadState('networkidle')
  const tourLink = page.locator('.tour-card a[href^="/"]').first()
  const tourPath = await tourLink.getAttribute('href')
  await page.goto(`${origin}${tourPath}`)
  await page.waitForLoadState('networkidle')
  await page.goto(`${origin}/brochures`)
  await page.waitForLoadState('networkidle')

  // The newsletter sign-up in the footer.
  const signup = page.locator('footer').getByRole('region', { name: /newsletter/i })
  await signup.getByRole('textbox', { name: 'Your e-mail address' }).fill('Visit.Tester@Example.com')
  await signup.getByRole('button', { name: 'Sign up' }).click()
  await expect(signup.getByRole('status')).toContainText('Thank you')
  const stored = await db
    .selectFrom('newsletterSignups')
    .select('email')
    .where('email', '=', 'visit.tester@example.com')
    .executeTakeFirst()
  expect(stored).toBeDefined()

  const pushes = await page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-pushes') ?? '[]') as unknown[])
  const events = pushes.map((entry) => (entry as { event?: string }).event)
  test.info().annotations.push({ type: 'pushed events', description: events.join(', ') })
  for (const expected of ['view_page', 'view_item_list', 'view_item', 'newsletter_subscribe', 'formSubmit'])
    expect(events).toContain(expected)
  expect(events.filter((event) => !isAnalyticsEvent(event))).toEqual([])
  expect(pushes.flatMap((entry) => dataLayerEntryProblems(entry))).toEqual([])
  expect(JSON.stringify(pushes)).not.toContain('Visit.Tester')
})

/* Consent needs a container: a second server over the same database, with GTM_ID set. */
test.describe('analytics consent with a Tag Manager container', () => {
  const GTM_ID = 'GTM-E2ETEST'
  let server: ChildProcess | undefined
  let gtmOrigin = ''

  test.beforeAll(async ({ databaseUrl }, workerInfo) => {
    test.setTimeout(120_000)
    const mainPort = Number(new URL(workerInfo.project.use.baseURL ?? 'http://localhost:4310').port)
    const port = mainPort + 50
    gtmOrigin = `http://localhost:${port}`
    // One process (node with tsx's loader, not npx → tsx → node), so afterAll's kill ends the server itself.
    server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        APP_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        SESSION_SECRET: 'playwright-session-secret-0123456789abcdef',
        LOG_LEVEL: 'warn',
        GTM_ID,
        ITINERA_EXIT_WITH_PARENT: '1',
      },
      stdio: 'ignore',
    })
    const deadline = Date.now() + 100_000
    for (;;) {
      const healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (response) => response.ok,
        () => false,
      )
      if (healthy) break
      if (Date.now() > deadline) throw new Error('the GTM server did not start')
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  })

  test.afterAll(() => {
    // At once: a graceful stop would wait for the browser's keep-alive connections.
    server?.kill('SIGKILL')
  })

  async function interceptTagManager(page: Page) {
    const requests: string[] = []
    await page.route('https://www.googletagmanager.com/**', (route) => {
      requests.push(route.request().url())
      return route.fulfill({ contentType: 'application/javascript', body: 'window.__gtmRan = true' })
    })
    return requests
  }

  test('nothing loads before a choice; accepting loads the container under the CSP, and is remembered', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000)
    const requests = await interceptTagManager(page)
    await page.goto(`${gtmOrigin}/`)
    const banner = page.getByRole('region', { name: /Cookies on the Meridian Journeys website/ })
    await expect(banner).toBeVisible()
    await expect(banner.getByRole('heading', { level: 2 })).toBeVisible()
    await expectNoAxeViolations(page)
    expect(requests).toEqual([])

    // Before consent only the cookies the site sets without a container (strictly necessary) exist.
    const plain = await browser.newContext()
    const plainPage = await plain.newPage()
    await plainPage.goto(`${brandOrigin(baseURL, 'meridian')}/`)
    const necessary = (await plain.cookies()).map((cookie) => cookie.name).sort()
    await plain.close()
    expect((await page.context().cookies()).map((cookie) => cookie.name).sort()).toEqual(necessary)

    // Focus is not trapped: Tab from the banner's last button leaves it.
    await banner.getByRole('button', { name: 'Reject analytics cookies' }).focus()
    await page.keyboard.press('Tab')
    expect(await banner.evaluate((element) => element.contains(document.activeElement))).toBe(false)

    await banner.getByRole('button', { name: 'Accept analytics cookies' }).click()
    await expect(banner).toBeHidden()
    await expect.poll(() => requests.length).toBe(1)
    expect(requests[0]).toBe(`https://www.googletagmanager.com/gtm.js?id=${GTM_ID}`)
    await expect.poll(() => page.evaluate(() => (window as { __gtmRan?: boolean }).__gtmRan)).toBe(true)
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'itinera_analytics_consent')?.value).toBe(
      'granted',
    )

    await page.reload()
    await expect.poll(() => requests.length).toBe(2)
    await expect.poll(() => page.evaluate(() => (window as { __gtmRan?: boolean }).__gtmRan)).toBe(true)
    await expect(page.getByRole('region', { name: /Cookies on the/ })).toHaveCount(0)
  })

  test('rejecting loads nothing, now or on the next page', async ({ page }) => {
    test.setTimeout(90_000)
    const requests = await interceptTagManager(page)
    await page.goto(`${gtmOrigin}/`)
    const banner = page.getByRole('region', { name: /Cookies on the/ })
    await banner.getByRole('button', { name: 'Reject analytics cookies' }).click()
    await expect(banner).toBeHidden()
    await page.goto(`${gtmOrigin}/tours`)
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('region', { name: /Cookies on the/ })).toHaveCount(0)
    expect(requests).toEqual([])
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'itinera_analytics_consent')?.value).toBe(
      'denied',
    )
  })
})
