import type { Page } from '@playwright/test'
import { totpCodeAt } from '../../app/features/back-office/staff/totp.server'
import {
  chooseOwnPassword,
  createStaffWithCommand,
  expectSentToChangePassword,
  newStaffPage,
  uniqueStaffEmail,
} from './admin-session'
import { brandOrigin, expect, test } from './fixtures'

/*
 * The back office's layout on a phone and a desktop (issue 23 "admin UI kit", issue 28 item 17): no back-office page
 * scrolls sideways at 375 px on either brand (a wide table scrolls inside its own region instead), and the
 * navigation's links stay on one line at 1280 and 1440 px on both brands. The pages are every entry of the navigation
 * (read from the page, so a new section is covered the day it is added), My account (the header's link) and the
 * pages behind the lists: a tour's editor, a departure and its manifest, a content block, the two-factor set-up, and the first booking
 * and customer when the brand has any.
 *
 * ADMIN_SHOTS=<folder> also saves a full-page screenshot of each page at 375, 768, 1280 and 1440 px on each brand,
 * for a person to look at (nothing is compared).
 */

const PHONE = { width: 375, height: 800 }
const SHOT_WIDTHS = [375, 768, 1280, 1440]
const shotsFolder = process.env.ADMIN_SHOTS

/** How far the page is wider than the window (0 when it does not scroll sideways). */
async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
}

/** The elements that stick out past the window's right edge, for a readable failure. */
async function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll('*')]
      .filter((element) => {
        const box = element.getBoundingClientRect()
        if (box.right <= window.innerWidth + 0.5) return false
        // Inside a region that scrolls on its own: that is the intended place for a wide table. Not an absolutely
        // positioned box, though (a visually hidden label): the region clips it only if it is its containing block.
        const positioned = ['absolute', 'fixed'].includes(getComputedStyle(element).position)
        return positioned || !element.parentElement?.closest('.admin-table-scroll')
      })
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className} (${element.getBoundingClientRect().right}px)`,
      ),
  )
}

async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const overflow = await sidewaysOverflow(page)
  // Soft: one run lists every page that scrolls, not only the first.
  expect
    .soft(overflow, `${what} scrolls sideways by ${overflow}px: ${(await overflowingElements(page)).join(', ')}`)
    .toBeLessThanOrEqual(0)
}

async function screenshots(page: Page, name: string): Promise<void> {
  if (!shotsFolder) return
  for (const width of SHOT_WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${shotsFolder}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize(PHONE)
}

/** The tops of the navigation's links: one value when it is one line. */
async function navigationLines(page: Page): Promise<number> {
  const tops = await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().top))
  return new Set(tops).size
}

test('no back-office page scrolls sideways at 375 px on either brand; the navigation is one line at 1280 and 1440 px', async ({
  page,
  databaseUrl,
  baseURL,
  browser,
}) => {
  test.setTimeout(600_000)
  await page.setViewportSize(PHONE)
  const email = uniqueStaffEmail('layout')
  const oneTimePassword = await createStaffWithCommand(databaseUrl, email, 'Lena Layout')

  // The sign-in and the two-factor set-up, measured on the way in.
  await page.goto('/admin/login')
  await expectNoSidewaysScroll(page, 'the sign-in page')
  await screenshots(page, 'login')
  await page.getByLabel('E-mail address').fill(email)
  await page.getByLabel('Password').fill(oneTimePassword)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Set up two-factor sign-in' })).toBeVisible()
  await expectNoSidewaysScroll(page, 'the two-factor set-up')
  await screenshots(page, 'two-factor-setup')
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '')
  await page.getByLabel('6-digit code').fill(totpCodeAt(secret))
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click()
  await expectSentToChangePassword(page)
  await chooseOwnPassword(page, oneTimePassword)

  const nav = page.getByRole('navigation', { name: 'Back office' })
  const sections = await nav
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))
  expect(sections.length).toBeGreaterThanOrEqual(10)
  const brands = await page
    .getByLabel('Brand')
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
  expect(brands.length).toBeGreaterThanOrEqual(2)

  for (const brand of brands) {
    // The pages behind the lists: the brand's first tour and departure, and a block that takes no data.
    await page.goto(`/admin/tours?brand=${brand}`)
    const tourEditor = new URL(
      await page
        .getByRole('link', { name: /^Edit tour / })
        .first()
        .evaluate((a) => (a as HTMLAnchorElement).href),
    ).pathname
    const departure = new URL(
      await page
        .getByRole('table')
        .first()
        .getByRole('link')
        .first()
        .evaluate((a) => (a as HTMLAnchorElement).href),
    ).pathname
    // A booking and a customer, when the brand has any (the demo data a person's first start seeds has both; a
    // browser-test lane starts without bookings, where another spec's booking may or may not be there yet).
    const firstRowLink = async (list: string) => {
      await page.goto(`${list}?brand=${encodeURIComponent(brand)}`)
      const links = page.getByRole('table').first().getByRole('rowheader').getByRole('link')
      if (!(await links.count())) return []
      return [new URL(await links.first().evaluate((a) => (a as HTMLAnchorElement).href)).pathname]
    }
    const pages = [
      ...sections,
      '/admin/account',
      tourEditor,
      departure,
      // A departure's manifest (issue 26), from its page's bookings section.
      `${departure}/manifest`,
      '/admin/content/page.travel-insurance',
      // Linked from the outbox, not from the navigation (which must stay one line at 1280 px).
      '/admin/scheduled-jobs',
      ...(await firstRowLink('/admin/bookings')),
      ...(await firstRowLink('/admin/customers')),
    ]
    for (const path of pages) {
      await page.goto(`${path}?brand=${encodeURIComponent(brand)}`)
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Something went wrong|Not found/)
      await expectNoSidewaysScroll(page, `${path} (${brand})`)
      await screenshots(page, `${brand}${path.replaceAll('/', '-')}`)
    }
  }

  // Measured on each brand's own site (its own type: Cavendish's is wider than Meridian's), with the current link
  // bold on the dashboard and on the page with the longest label, in a window 17 px narrower than the width (a desktop
  // browser's classic scrollbar: headless Chromium draws none).
  for (const site of ['meridian', 'cavendish'] as const) {
    const { admin, staffContext } = await newStaffPage(
      browser,
      brandOrigin(baseURL, site),
      databaseUrl,
      'administrator',
      `Nora Nav ${site}`,
    )
    for (const width of [1280, 1440]) {
      await admin.setViewportSize({ width: width - 17, height: 900 })
      for (const path of ['/admin/dashboard', '/admin/cancellation-policy']) {
        await admin.goto(path)
        expect.soft(await navigationLines(admin), `the navigation wraps at ${width} px on ${path} (${site})`).toBe(1)
      }
    }
    await staffContext.close()
  }
  // My account stands beside the member's name in the header, and is the current page there.
  await page.getByRole('link', { name: 'My account' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'My account' })).toHaveAttribute('aria-current', 'page')
})
