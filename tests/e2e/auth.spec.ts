import { createHash, randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { hashPassword } from '../../app/features/auth/password-hashing.server'
import { createCustomer } from '../support/factories'
import { brandOrigin, expect, expectConsoleError, test, waitForHydration } from './fixtures'
import { brandLane } from './lanes'
import { E2E_SESSION_SECRET, receivedText } from '../support/outbox-credentials'

/*
 * Sign-in as a person uses it, on both brands (sign-in issue, Playwright acceptance): register, sign out, log in
 * from the header and land back where they were; /my-bookings signed out → /login; forgot password → the e-mail in
 * the outbox → its link → a new password → log in with it; the login and sign_up events with lowercased, hashed
 * personal data; axe clean on every page on the way. E-mails are unique per run (the server's database lives on).
 *
 * The sign-in pages push their event and at once load the next document (location.assign), so the data layer is
 * mirrored into sessionStorage by an init script and read back on the page that follows.
 */

const PASSWORD = 'Tangerine-Walrus-42'
const NEW_PASSWORD = 'Marmalade-Otter-77'

const brands = [
  { id: 'meridian' as const, name: 'Meridian Journeys' },
  { id: 'cavendish' as const, name: 'Cavendish Coach Holidays' },
]

function uniqueEmail(label: string): string {
  return `e2e.${label}.${Date.now().toString(36)}${randomBytes(3).toString('hex')}@example.com`
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

type DataLayerEntry = Record<string, unknown> & { event: string }

/** Every data-layer push of this tab, across full page loads. */
async function recordDataLayer(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const key = 'e2e-data-layer'
    const saved = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[]
    const layer: unknown[] = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ??= [])
    const push = layer.push.bind(layer)
    layer.push = (...entries: unknown[]) => {
      saved.push(...entries)
      sessionStorage.setItem(key, JSON.stringify(saved))
      return push(...entries)
    }
  })
}

async function pushed(page: Page, event: string): Promise<DataLayerEntry[]> {
  const all = await page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-data-layer') ?? '[]') as unknown[])
  return (all as DataLayerEntry[]).filter((entry) => entry.event === event)
}

const header = (page: Page) => page.getByRole('navigation', { name: 'Your account' })

for (const brand of brands) {
  test.describe(`${brand.name}: sign-in`, brandLane(brand.id), () => {
    test('register, sign out, then log in from the header and land back on the page', async ({
      page,
      baseURL,
      axe,
      db,
    }) => {
      test.setTimeout(90_000)
      await recordDataLayer(page)
      const origin = brandOrigin(baseURL, brand.id)
      const email = uniqueEmail(`${brand.id}.register`)
      // Typed as a person might; stored, and sent to analytics, lowercased.
      const typed = email.replace(/^e2e/, 'E2E').replace('example.com', 'Example.com')

      await page.goto(`${origin}/register?returnUrl=%2Fbrochures`)
      await expect(page).toHaveTitle(new RegExp(brand.name))
      await waitForHydration(page)
      await axe.check()
      await page.getByLabel('Email').fill(typed)
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD)
      await page.getByLabel('Confirm password').fill(`${PASSWORD}x`)
      await page.getByRole('button', { name: 'Create account' }).click()
      await expect(page.getByText('Field should match password')).toBeVisible()
      await axe.check()
      await page.getByLabel('Confirm password').fill(PASSWORD)
      await page.getByRole('button', { name: 'Create account' }).click()

      // The register page loads the next document itself (location.assign): the header's dropdown answers a click
      // once that page has hydrated, and a click on the server-rendered button before that is lost.
      await expect(page).toHaveURL(`${origin}/brochures`)
      await expect(header(page).getByText(email)).toBeVisible()
      await waitForHydration(page)
      // The account dropdown (discovery §2.11): the customer's name opens 'My bookings' and 'Sign out'.
      await header(page).getByRole('button', { name: email }).click()
      await expect(header(page).getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/my-bookings')
      const [signUp] = await pushed(page, 'sign_up')
      const customer = await db
        .selectFrom('customers')
        .select(['clientId'])
        .where('brandId', '=', brand.id)
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
      expect(signUp).toEqual({
        event: 'sign_up',
        method: 'email',
        clientId: customer.clientId,
        email,
        emailHash: sha256(email),
      })
      await axe.check()

      await header(page).getByRole('button', { name: 'Sign out' }).click()
      await expect(page).toHaveURL(`${origin}/`)
      await expect(header(page).getByRole('button', { name: 'My account' })).toBeVisible()
      await expect(header(page).getByRole('button', { name: 'Sign out' })).toHaveCount(0)

      // From any page (its query string too), the header's 'My account' → 'Log in' logs in and comes back.
      await page.goto(`${origin}/privacy-policy?from=e2e`)
      await waitForHydration(page)
      await header(page).getByRole('button', { name: 'My account' }).click()
      await header(page).getByRole('link', { name: 'Log in' }).click()
      await expect(page).toHaveURL(`${origin}/login?returnUrl=${encodeURIComponent('/privacy-policy?from=e2e')}`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await waitForHydration(page)
      await axe.check()
      await page.getByLabel('Email').fill(typed)
      await page.getByLabel('Password').fill(PASSWORD)
      await page.getByRole('button', { name: 'Log in' }).click()

      await expect(page).toHaveURL(`${origin}/privacy-policy?from=e2e`)
      await expect(header(page).getByText(email)).toBeVisible()
      const [login] = await pushed(page, 'login')
      expect(login).toEqual({
        event: 'login',
        method: 'email',
        clientId: customer.clientId,
        email,
        emailHash: sha256(email),
      })
      await axe.check()

      // Signed in, page tracking has the customer's profile (discovery §6–7), lowercased and hashed.
      await expect
        .poll(async () => (await pushed(page, 'view_page')).at(-1))
        .toMatchObject({
          pagePath: '/privacy-policy',
          loggedIn: true,
          user: { clientId: customer.clientId, email, emailHash: sha256(email) },
        })
    })

    // The browser itself reports the 401 answer to the wrong password as a failed resource load.
    const wrongPasswordLogged = { annotation: expectConsoleError('status of 401') }

    test(
      'a wrong password shows the error block; the right one then logs in',
      wrongPasswordLogged,
      async ({ page, baseURL, axe, db }) => {
        test.setTimeout(60_000)
        const origin = brandOrigin(baseURL, brand.id)
        const email = uniqueEmail(`${brand.id}.wrong`)
        await createCustomer(db, { brand: brand.id, email, passwordHash: await hashPassword(PASSWORD) })

        await page.goto(`${origin}/login`)
        await waitForHydration(page)
        await page.getByLabel('Email').fill(email)
        await page.getByLabel('Password').fill('Wrong-Walrus-1')
        await page.getByRole('button', { name: 'Log in' }).click()
        await expect(page.getByText('We could not log you in')).toBeVisible()
        await axe.check()

        await page.getByLabel('Password').fill(PASSWORD)
        await page.getByRole('button', { name: 'Log in' }).click()
        await expect(page).toHaveURL(`${origin}/my-bookings`)
        await expect(page.getByRole('main').getByText(email)).toBeVisible()
        // The factory's customer has a name: the header shows it.
        await expect(header(page).getByText('Ada Traveller')).toBeVisible()
      },
    )

    test('/my-bookings sends a signed-out visitor to /login, and back after logging in', async ({
      page,
      baseURL,
      axe,
      db,
    }) => {
      const origin = brandOrigin(baseURL, brand.id)
      await page.goto(`${origin}/my-bookings`)
      await expect(page).toHaveURL(`${origin}/login?returnUrl=%2Fmy-bookings`)
      await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
      await waitForHydration(page)
      await axe.check()

      const email = uniqueEmail(`${brand.id}.bookings`)
      await createCustomer(db, {
        brand: brand.id,
        email,
        firstName: 'Ada',
        lastName: 'Traveller',
        passwordHash: await hashPassword(PASSWORD),
      })
      await page.getByLabel('Email').fill(email)
      await page.getByLabel('Password').fill(PASSWORD)
      await page.getByRole('button', { name: 'Log in' }).click()
      await expect(page).toHaveURL(`${origin}/my-bookings`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('main').getByText('Ada Traveller')).toBeVisible()
      await expect(header(page).getByText('Ada Traveller')).toBeVisible()
      await expect(page.getByRole('main').getByRole('button', { name: 'Sign out' })).toBeVisible()
      await axe.check()
    })

    test('forgot password: the e-mailed link sets a new password that then logs in', async ({
      page,
      baseURL,
      axe,
      db,
    }) => {
      test.setTimeout(90_000)
      const origin = brandOrigin(baseURL, brand.id)
      const email = uniqueEmail(`${brand.id}.reset`)
      await createCustomer(db, { brand: brand.id, email, passwordHash: await hashPassword(PASSWORD) })

      await page.goto(`${origin}/login`)
      await page.getByRole('link', { name: 'Forgotten your password?' }).click()
      await expect(page).toHaveURL(new RegExp(`^${origin}/forgot-password`))
      await waitForHydration(page)
      await axe.check()
      await page.getByLabel('Email').fill(email)
      await page.getByRole('button', { name: 'Send reset link' }).click()
      await expect(
        page.getByRole('heading', { name: 'If an account exists for that e-mail, we have sent a link' }),
      ).toBeVisible()
      await axe.check()

      const mail = await db
        .selectFrom('emailOutbox')
        .select(['textBody', 'brandId', 'toAddress', 'sealedCredentials'])
        .where('toAddress', '=', email)
        .where('kind', '=', 'password-reset')
        .executeTakeFirstOrThrow()
      expect(mail.brandId).toBe(brand.id)
      const link = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]{43}\S*/.exec(
        receivedText(mail, E2E_SESSION_SECRET),
      )?.[0]
      expect(link?.startsWith(`${origin}/reset-password?token=`)).toBe(true)

      await page.goto(link!)
      // The token moves into the form and out of the address bar (so the page has hydrated).
      await expect(page).toHaveURL(`${origin}/reset-password`)
      await axe.check()
      await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD)
      await page.getByLabel('Confirm new password').fill(NEW_PASSWORD)
      await page.getByRole('button', { name: 'Save new password' }).click()
      await expect(page.getByRole('heading', { name: 'Your password has been changed' })).toBeVisible()
      await axe.check()

      // The link works once.
      await page.goto(link!)
      await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible()
      await axe.check()

      await page.goto(`${origin}/login`)
      await waitForHydration(page)
      await page.getByLabel('Email').fill(email)
      await page.getByLabel('Password').fill(NEW_PASSWORD)
      await page.getByRole('button', { name: 'Log in' }).click()
      await expect(page).toHaveURL(`${origin}/my-bookings`)
      await expect(page.getByRole('main').getByText(email)).toBeVisible()
    })
  })
}
