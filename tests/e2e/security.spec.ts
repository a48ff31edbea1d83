import { randomBytes } from 'node:crypto'
import { hashPassword } from '../../app/features/auth/password-hashing.server'
import { createCustomer } from '../support/factories'
import { expect, test, waitForHydration } from './fixtures'

/*
 * Issue 24, defect 1, as a browser lives it: a signed-out visitor follows a crafted sign-in link
 * (/login?returnUrl=/.//evil.example and its relatives), logs in, and Chromium lands on /my-bookings of this site;
 * no request ever leaves for evil.example. (Before the fix Chromium went to http://evil.example/.)
 */

const PASSWORD = 'Quiet-Harbour-Lantern-42'
const PAYLOADS = [
  '/.//evil.example',
  '/..//evil.example',
  '/a/..//evil.example',
  '/%2e//evil.example',
  '/%2E%2E//evil.example',
]

test.describe('the redirect after a signed-out login', () => {
  for (const payload of PAYLOADS) {
    test(`returnUrl=${payload} lands on /my-bookings`, async ({ page, baseURL, db }) => {
      const email = `e2e.redirect.${Date.now().toString(36)}${randomBytes(3).toString('hex')}@example.com`
      await createCustomer(db, { email, passwordHash: await hashPassword(PASSWORD) })
      const offSite: string[] = []
      // By host: the login page's own address carries evil.example in its query.
      await page.route(
        (url) => url.hostname.endsWith('evil.example'),
        async (route) => {
          offSite.push(route.request().url())
          await route.abort()
        },
      )

      await page.goto(`${baseURL}/login?returnUrl=${encodeURIComponent(payload)}`)
      await waitForHydration(page)
      await page.getByLabel('Email').fill(email)
      await page.getByLabel('Password').fill(PASSWORD)
      await page.getByRole('button', { name: 'Log in' }).click()
      await expect(page).toHaveURL(`${baseURL}/my-bookings`)
      expect(offSite).toEqual([])
      expect(new URL(page.url()).host).toBe(new URL(baseURL!).host)
    })
  }
})
