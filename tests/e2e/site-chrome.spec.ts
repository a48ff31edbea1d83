import type { Locator, Page } from '@playwright/test'
import { brandOrigin, expect, test } from './fixtures'
import { brandLane } from './lanes'

/*
 * The site chrome (discovery §2.11, §9; issue 13): the header's controls at every width from 320 px, the desktop
 * mega menu and the mobile accordion by mouse, touch and keyboard, the sticky nav, 'Back to top', the skip link,
 * the phone link that follows a swapped number, and image links in a popup. Both brands, at 320, 375, 768, 1024
 * and 1440 px. The fixtures fail a test on any console error.
 */

// The machine under test is shared and slow: axe runs and several navigations per test.
test.describe.configure({ timeout: 90_000 })

const WIDTHS = [320, 375, 768, 1024, 1440] as const
/** An information page: the chrome without the home page's own widgets. */
const PAGE = '/privacy-policy'
const BRANDS = ['meridian', 'cavendish'] as const
const MEGA_MENU_MIN_WIDTH = 1024

/** Opens a page at a width and waits until the menu is set up (hydrated, listeners in place). */
async function openHome(page: Page, origin: string, width: number) {
  await page.setViewportSize({ width, height: 800 })
  await page.goto(`${origin}${PAGE}`)
  await expect(page.locator('.site-nav')).toHaveAttribute('data-ready', 'true')
}

/** Visible, inside the viewport, and at least 44 × 44 px (WCAG 2.5.5 target size). */
async function expectTappable(page: Page, control: Locator) {
  await expect(control).toBeVisible()
  const box = (await control.boundingBox())!
  const viewport = page.viewportSize()!
  expect(box.width).toBeGreaterThanOrEqual(44)
  expect(box.height).toBeGreaterThanOrEqual(44)
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
}

/** The element a button's aria-controls names. */
const controlled = async (page: Page, button: Locator) =>
  page.locator(`[id="${await button.getAttribute('aria-controls')}"]`)

const accountNav = (page: Page) => page.getByRole('navigation', { name: 'Your account' })
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
/** The same two navigations, as CSS selectors for axe's include. */
const ACCOUNT_NAV = 'nav[aria-label="Your account"]'
const MAIN_NAV = 'nav[aria-label="Main"]'

for (const brand of BRANDS) {
  for (const width of WIDTHS) {
    const mega = width >= MEGA_MENU_MIN_WIDTH
    test.describe(`${brand} at ${width} px`, brandLane(brand), () => {
      test('every header control is visible, 44 px and usable; nothing overflows; axe clean', async ({
        page,
        axe,
        baseURL,
      }) => {
        const origin = brandOrigin(baseURL, brand)
        await openHome(page, origin, width)
        const find = accountNav(page).getByRole('button', { name: 'Find my holiday' })
        const wishlist = accountNav(page).getByRole('link', { name: 'Wishlist' })
        const account = accountNav(page).getByRole('button', { name: 'My account' })
        for (const control of [find, wishlist, account]) await expectTappable(page, control)
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
        expect(overflow).toBeLessThanOrEqual(0)
        await axe.check()

        await find.click()
        const modal = page.getByRole('dialog', { name: 'Find my holiday' })
        await expect(modal).toBeVisible()
        await page.keyboard.press('Escape')
        await expect(modal).toBeHidden()
        await expect(find).toBeFocused()

        await account.click()
        await expect(account).toHaveAttribute('aria-expanded', 'true')
        const logIn = accountNav(page).getByRole('link', { name: 'Log in' })
        await expectTappable(page, logIn)
        await expect(logIn).toHaveAttribute('href', /^\/login\?returnUrl=/)
        // The page was checked whole just above; what changed is the open dropdown, in the account navigation.
        await axe.check({ include: ACCOUNT_NAV })
        await account.click()
        await expect(account).toHaveAttribute('aria-expanded', 'false')
        await expect(logIn).toBeHidden()

        if (mega) {
          // The phone number and opening times sit in the header from 1024 px.
          const phone = page.getByRole('banner').getByRole('link', { name: /Call us free/ })
          await expect(phone).toBeVisible()
          const hours = page.getByRole('banner').getByRole('button', { name: /Opening times/i })
          await hours.click()
          await expect(hours).toHaveAttribute('aria-expanded', 'true')
          await hours.click()
          await expect(hours).toHaveAttribute('aria-expanded', 'false')
        } else {
          // Below it they are in the menu.
          await mainNav(page).getByRole('button', { name: 'Menu' }).click()
          const phone = mainNav(page).getByRole('link', { name: /Call us free/ })
          await expect(phone).toBeVisible()
          await expect(phone).toHaveAttribute('href', /^tel:\+?\d+$/)
          const hours = mainNav(page).getByRole('button', { name: /Opening times/i })
          await expectTappable(page, hours)
          await hours.click()
          await expect(hours).toHaveAttribute('aria-expanded', 'true')
          await expect(await controlled(page, hours)).toBeVisible()
          // What changed since the whole-page check is the open menu.
          await axe.check({ include: MAIN_NAV })
          await page.keyboard.press('Escape')
          await expect(hours).toHaveAttribute('aria-expanded', 'false')
          await page.keyboard.press('Escape')
        }

        await wishlist.click()
        await expect(page).toHaveURL(`${origin}/wishlist`)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      })

      test(`the ${mega ? 'mega menu' : 'accordion'} works by mouse`, async ({ page, axe, baseURL }) => {
        const origin = brandOrigin(baseURL, brand)
        await openHome(page, origin, width)
        const nav = mainNav(page)
        if (mega) {
          await expect(nav.getByRole('button', { name: 'Menu' })).toBeHidden()
          const destinations = nav.getByRole('button', { name: 'Destinations' })
          await destinations.click()
          await expect(destinations).toHaveAttribute('aria-expanded', 'true')
          const tabs = nav.getByRole('tab')
          await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
          // The coach brand may sell a single continent: the last tab is then the first.
          await tabs.last().click()
          await expect(tabs.last()).toHaveAttribute('aria-selected', 'true')
          const panel = nav.getByRole('tabpanel')
          await expect(panel).toHaveAttribute('aria-labelledby', (await tabs.last().getAttribute('id'))!)
          // The same page at this width is checked whole in the test above; here, the open menu.
          await axe.check({ include: MAIN_NAV })
          // A click outside closes it (the panel covers the page below the nav: click the header's corner).
          await page.mouse.click(2, 2)
          await expect(destinations).toHaveAttribute('aria-expanded', 'false')
          await expect(panel).toBeHidden()

          // Travel styles with their counts; a click goes to the style's filter.
          await nav.getByRole('button', { name: 'Travel styles' }).click()
          const style = nav.getByRole('link', { name: /\(\d+ tours?/ }).first()
          await expect(style).toBeVisible()
          await style.click()
          await expect(page).toHaveURL(/\/tours\?Types=/)
          await expect(nav.getByRole('button', { name: 'Travel styles' })).toHaveAttribute('aria-expanded', 'false')

          // Featured offers lead to their pages.
          await nav.getByRole('button', { name: 'Offers' }).click()
          const offer = nav.locator('a[href^="/offers/"]').first()
          await expect(offer).toBeVisible()
          await offer.click()
          // An offer page renders a whole listing: on two loaded cores (both dialect lanes) that can take a while.
          await expect(page).toHaveURL(/\/offers\//, { timeout: 40_000 })
        } else {
          const toggle = nav.getByRole('button', { name: 'Menu' })
          await expectTappable(page, toggle)
          await toggle.click()
          await expect(toggle).toHaveAttribute('aria-expanded', 'true')
          const destinations = nav.getByRole('button', { name: 'Destinations' })
          await expectTappable(page, destinations)
          await destinations.click()
          await expect(destinations).toHaveAttribute('aria-expanded', 'true')
          const continent = (await controlled(page, destinations)).getByRole('button').first()
          await continent.click()
          await expect(continent).toHaveAttribute('aria-expanded', 'true')
          const country = (await controlled(page, continent)).getByRole('link').nth(1)
          await expectTappable(page, country)
          // The same page at this width is checked whole in the test above; here, the open menu.
          await axe.check({ include: MAIN_NAV })
          const href = (await country.getAttribute('href'))!
          await country.click()
          await expect(page).toHaveURL(`${origin}${href}`)
          await expect(toggle).toHaveAttribute('aria-expanded', 'false')
          await expect(destinations).toBeHidden()
        }
      })

      test(`the ${mega ? 'mega menu' : 'accordion'} works by keyboard`, async ({ page, baseURL }) => {
        const origin = brandOrigin(baseURL, brand)
        await openHome(page, origin, width)
        const nav = mainNav(page)
        if (mega) {
          const destinations = nav.getByRole('button', { name: 'Destinations' })
          await destinations.focus()
          await page.keyboard.press('Enter')
          await expect(destinations).toHaveAttribute('aria-expanded', 'true')
          const tabs = nav.getByRole('tab')
          await page.keyboard.press('Tab')
          await expect(tabs.first()).toBeFocused()
          await page.keyboard.press('ArrowDown')
          const second = (await tabs.count()) > 1 ? tabs.nth(1) : tabs.first()
          await expect(second).toBeFocused()
          await expect(second).toHaveAttribute('aria-selected', 'true')
          await page.keyboard.press('End')
          await expect(tabs.last()).toBeFocused()
          await page.keyboard.press('Home')
          await expect(tabs.first()).toBeFocused()
          // Tab leaves the tab list for the selected continent's links.
          await page.keyboard.press('Tab')
          await expect(nav.getByRole('tabpanel').getByRole('link').first()).toBeFocused()
          await page.keyboard.press('Escape')
          await expect(destinations).toHaveAttribute('aria-expanded', 'false')
          await expect(destinations).toBeFocused()
          // Space opens too; tabbing out of the menu closes the panel.
          const offers = nav.getByRole('button', { name: 'Offers' })
          await offers.focus()
          await page.keyboard.press('Space')
          await expect(offers).toHaveAttribute('aria-expanded', 'true')
          await nav.getByRole('link', { name: 'Brochures' }).focus()
          await page.getByRole('banner').getByRole('link', { name: /home$/ }).focus()
          await expect(offers).toHaveAttribute('aria-expanded', 'false')
        } else {
          const toggle = nav.getByRole('button', { name: 'Menu' })
          await toggle.focus()
          await page.keyboard.press('Enter')
          await expect(toggle).toHaveAttribute('aria-expanded', 'true')
          await page.keyboard.press('Tab')
          const destinations = nav.getByRole('button', { name: 'Destinations' })
          await expect(destinations).toBeFocused()
          await page.keyboard.press('Enter')
          await expect(destinations).toHaveAttribute('aria-expanded', 'true')
          await page.keyboard.press('Tab')
          const continent = (await controlled(page, destinations)).getByRole('button').first()
          await expect(continent).toBeFocused()
          await page.keyboard.press('Space')
          await expect(continent).toHaveAttribute('aria-expanded', 'true')
          await page.keyboard.press('Tab')
          await expect(nav.getByRole('link', { name: /^All .+ holidays/ }).first()).toBeFocused()
          await page.keyboard.press('Escape')
          await expect(toggle).toHaveAttribute('aria-expanded', 'false')
          await expect(toggle).toBeFocused()
        }
      })
    })

    test.describe(`${brand} at ${width} px by touch`, brandLane(brand), () => {
      test.use({ hasTouch: true })

      test(`the ${mega ? 'mega menu' : 'accordion'} works by touch`, async ({ page, baseURL }) => {
        const origin = brandOrigin(baseURL, brand)
        await openHome(page, origin, width)
        const nav = mainNav(page)
        if (mega) {
          const destinations = nav.getByRole('button', { name: 'Destinations' })
          await destinations.tap()
          await expect(destinations).toHaveAttribute('aria-expanded', 'true')
          await nav.getByRole('tab').last().tap()
          await expect(nav.getByRole('tab').last()).toHaveAttribute('aria-selected', 'true')
          await page.touchscreen.tap(2, 2)
          await expect(destinations).toHaveAttribute('aria-expanded', 'false')
        } else {
          const toggle = nav.getByRole('button', { name: 'Menu' })
          await toggle.tap()
          await expect(toggle).toHaveAttribute('aria-expanded', 'true')
          const styles = nav.getByRole('button', { name: 'Travel styles' })
          await styles.tap()
          await expect(styles).toHaveAttribute('aria-expanded', 'true')
          const style = (await controlled(page, styles)).getByRole('link').first()
          await expectTappable(page, style)
          await style.tap()
          await expect(page).toHaveURL(/\/tours\?Types=/)
          await expect(toggle).toHaveAttribute('aria-expanded', 'false')
        }
        // The header's controls answer a tap too.
        await accountNav(page).getByRole('button', { name: 'Find my holiday' }).tap()
        await expect(page.getByRole('dialog', { name: 'Find my holiday' })).toBeVisible()
      })
    })
  }

  test.describe(`${brand}: sticky nav, Back to top, skip link, phone link, image popup`, brandLane(brand), () => {
    for (const width of [375, 1440]) {
      test(`at ${width} px the nav sticks once scrolled past and 'Back to top' takes the page up`, async ({
        page,
        baseURL,
      }) => {
        await openHome(page, brandOrigin(baseURL, brand), width)
        const nav = page.locator('.site-nav')
        const before = (await nav.boundingBox())!
        expect(before.y).toBeGreaterThan(0)
        const backToTop = page.getByRole('button', { name: 'Back to top' })
        await expect(backToTop).toBeHidden()
        await page.evaluate(() => window.scrollTo(0, 90))
        await expect(backToTop).toBeHidden()
        await page.evaluate(() => window.scrollTo(0, 1500))
        await expect(backToTop).toBeVisible()
        await expectTappable(page, backToTop)
        await expect.poll(async () => (await nav.boundingBox())!.y).toBe(0)
        await expect(nav).toBeInViewport()

        await backToTop.click()
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
        await expect(backToTop).toBeHidden()
        await expect(page.getByRole('banner').getByRole('link', { name: /home$/ })).toBeFocused()
        expect((await nav.boundingBox())!.y).toBe(before.y)
      })
    }

    test('under reduced motion Back to top jumps at once', async ({ page, baseURL }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await openHome(page, brandOrigin(baseURL, brand), 1024)
      await page.evaluate(() => window.scrollTo(0, 1200))
      const backToTop = page.getByRole('button', { name: 'Back to top' })
      await backToTop.click()
      // The click handler scrolled synchronously: no animation frame in between.
      expect(await page.evaluate(() => window.scrollY)).toBe(0)
    })

    test('the skip link moves keyboard users to the main content', async ({ page, baseURL }) => {
      await openHome(page, brandOrigin(baseURL, brand), 320)
      await page.keyboard.press('Tab')
      const skip = page.getByRole('link', { name: 'Skip to main content' })
      await expect(skip).toBeFocused()
      await expect(skip).toBeInViewport()
      await page.keyboard.press('Enter')
      await expect(page.locator('main#main')).toBeFocused()
    })

    test('the phone links follow a number a call-tracking script swaps in', async ({ page, baseURL }) => {
      await openHome(page, brandOrigin(baseURL, brand), 1440)
      const phone = page.getByRole('banner').locator('a[data-phone-link]')
      await expect(phone).toHaveAttribute('href', /^tel:/)
      await page.evaluate(() => {
        for (const number of document.querySelectorAll('[data-phone-number]')) number.textContent = '0800 000 1111'
      })
      await expect(phone).toHaveAttribute('href', 'tel:08000001111')
      await expect(page.getByRole('contentinfo').locator('a[data-phone-link]')).toHaveAttribute(
        'href',
        'tel:08000001111',
      )
    })

    test('an image link opens in a popup dialog, and Escape closes it', async ({ page, axe, baseURL }) => {
      await openHome(page, brandOrigin(baseURL, brand), 375)
      await page.evaluate(() => {
        const link = document.createElement('a')
        link.href = '/favicon.svg'
        link.id = 'e2e-image-link'
        link.innerHTML = '<img src="/favicon.svg" alt="Our logo" width="48" height="48">'
        document.querySelector('main')!.prepend(link)
      })
      const link = page.locator('#e2e-image-link')
      await link.click()
      const popup = page.getByRole('dialog', { name: 'Our logo' })
      await expect(popup).toBeVisible()
      await expect(popup.getByRole('img', { name: 'Our logo' })).toBeVisible()
      expect(page.url()).toBe(`${brandOrigin(baseURL, brand)}${PAGE}`)
      await axe.check()
      await page.keyboard.press('Escape')
      await expect(popup).toBeHidden()
      await expect(link).toBeFocused()
    })

    test('form cards show a focus highlight', async ({ page, baseURL }) => {
      await page.goto(`${brandOrigin(baseURL, brand)}/login`)
      const card = page.locator('.form-card').first()
      expect(await card.evaluate((element) => getComputedStyle(element).boxShadow)).toBe('none')
      await card.getByRole('textbox').first().focus()
      await expect.poll(() => card.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe('none')
    })
  })
}
