import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdir } from 'node:fs/promises'
import { promisify } from 'node:util'
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test'
import { totpCodeAt } from '../../app/features/back-office/staff/totp.server'
import { formatMoney } from '../../app/lib/money'
import type { StaffRole } from '../../app/features/back-office/staff/permissions'
import { PASSWORD_CHANGE_REQUIRED_MESSAGE } from '../../app/features/back-office/staff/staff-access'
import { expect } from './fixtures'

/*
 * Staff in the browser tests (issue 14): a member of staff made with `npm run staff:create`'s script against the
 * server's database, and the sign-in a person does: the password, then the TOTP set-up with a code generated here
 * from the key the page shows (otplib, as an authenticator app would), then, since the one-time password was not
 * theirs, a password of their own on My account (ADR 0033) before the dashboard opens. Then what the back-office
 * specs share (issue 25): a staff browser of its own, a booking's page, the cancel and the card refund through their
 * review steps, and the check at every width that nothing scrolls sideways.
 */

/** The password a member of staff chooses in place of the one-time one (the password rules accept it). */
export const OWN_STAFF_PASSWORD = 'Saffron-Kestrel-Beacon-47'

const run = promisify(execFile)

export function uniqueStaffEmail(label: string): string {
  return `e2e.staff.${label}.${Date.now().toString(36)}${randomBytes(3).toString('hex')}@example.com`
}

/** Runs the staff:create command; returns the one-time password it prints. */
export async function createStaffWithCommand(
  databaseUrl: string,
  email: string,
  name: string,
  role: StaffRole = 'administrator',
): Promise<string> {
  const { stdout } = await run(
    'npx',
    ['tsx', 'tools/staff/create-staff.ts', '--email', email, '--name', name, '--role', role],
    { env: { ...process.env, DATABASE_URL: databaseUrl } },
  )
  const password = /One-time password: (\S+)/.exec(stdout)?.[1]
  if (!password) throw new Error(`no password in: ${stdout}`)
  return password
}

type Axe = { check(): Promise<void> }

/**
 * The one-time password, then the TOTP set-up with a code made from the key the page shows; ends on My account,
 * which says why the member is there (the one-time password must be replaced). Returns the TOTP secret.
 */
export async function signInAndEnrolWithOneTimePassword(
  page: Page,
  email: string,
  password: string,
  axe?: Axe,
): Promise<string> {
  await page.goto('/admin/login')
  await expect(page.getByRole('heading', { level: 1, name: 'Back office sign-in' })).toBeVisible()
  await axe?.check()
  await page.getByLabel('E-mail address').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Set up two-factor sign-in' })).toBeVisible()
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible()
  await axe?.check()
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '')
  await page.getByLabel('6-digit code').fill(totpCodeAt(secret))
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click()
  await expectSentToChangePassword(page)
  return secret
}

/** On My account, held there until the password is changed: the alert says why, and has the focus. */
export async function expectSentToChangePassword(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/admin\/account$/)
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible()
  const why = page.getByRole('alert')
  await expect(why).toHaveText(PASSWORD_CHANGE_REQUIRED_MESSAGE)
  await expect(why).toBeFocused()
}

/**
 * On My account after signing in with a password someone else set: types it as the current one, chooses
 * OWN_STAFF_PASSWORD, and follows the confirmation's link to the dashboard. Returns the new password.
 */
export async function chooseOwnPassword(page: Page, oneTimePassword: string, axe?: Axe): Promise<string> {
  await axe?.check()
  await page.getByLabel('Current password').fill(oneTimePassword)
  await page.getByLabel('New password', { exact: true }).fill(OWN_STAFF_PASSWORD)
  await page.getByLabel('New password again').fill(OWN_STAFF_PASSWORD)
  await page.getByRole('button', { name: 'Change password' }).click()
  const done = page.getByRole('status')
  await expect(done).toContainText('Your password is changed.')
  await expect(page.getByRole('alert')).toHaveCount(0)
  await axe?.check()
  await done.getByRole('link', { name: 'go to the dashboard' }).click()
  await expect(page.getByRole('heading', { level: 1, name: /^Dashboard: / })).toBeVisible()
  return OWN_STAFF_PASSWORD
}

/**
 * A new member's whole first sign-in with their one-time password: the password, the TOTP set-up, a password of their
 * own on My account; ends on the dashboard. Returns the TOTP secret and the password they chose.
 */
export async function signInAndEnrol(
  page: Page,
  email: string,
  oneTimePassword: string,
  axe?: Axe,
): Promise<{ secret: string; password: string }> {
  const secret = await signInAndEnrolWithOneTimePassword(page, email, oneTimePassword, axe)
  const password = await chooseOwnPassword(page, oneTimePassword, axe)
  return { secret, password }
}

/** A new member of staff with `role`, made by the command and signed in on `page` (on the dashboard). */
export async function signInAsNewStaff(
  page: Page,
  databaseUrl: string,
  role: StaffRole,
  name = 'Test Staff',
): Promise<{ email: string; password: string; secret: string }> {
  const email = uniqueStaffEmail(role)
  const { secret, password } = await signInAndEnrol(
    page,
    email,
    await createStaffWithCommand(databaseUrl, email, name, role),
  )
  return { email, password, secret }
}

/**
 * A member of staff's own browser on `origin` (a context apart from the customer's page), signed in as a new member
 * with `role`, on the dashboard. Close the context at the end of the test.
 */
export async function newStaffPage(
  browser: Browser,
  origin: string,
  databaseUrl: string,
  role: StaffRole,
  name: string,
): Promise<{ admin: Page; staffContext: BrowserContext }> {
  const staffContext = await browser.newContext({ baseURL: origin })
  const admin = await staffContext.newPage()
  await signInAsNewStaff(admin, databaseUrl, role, name)
  return { admin, staffContext }
}

/** The back office's page of one booking. */
export async function openBooking(admin: Page, reference: string, brand: 'meridian' | 'cavendish' = 'meridian') {
  await admin.goto(`/admin/bookings/${reference}?brand=${brand}`)
  await expect(admin.getByRole('heading', { level: 1, name: `Booking ${reference}` })).toBeVisible()
}

/** On the booking's page: the cancel form with a reason, then its review (checked by `inReview`), then the yes. */
export async function cancelThroughReview(
  admin: Page,
  reference: string,
  reason: string,
  inReview?: (review: Locator) => Promise<void>,
): Promise<void> {
  const cancelForm = admin.getByRole('form', { name: 'Cancel the booking' })
  await cancelForm.getByLabel('Reason').fill(reason)
  await cancelForm.getByRole('button', { name: 'Review cancellation' }).click()
  const review = admin.getByTestId('review-cancel')
  await expect(review.getByRole('heading', { name: 'Check the cancellation' })).toBeFocused()
  await inReview?.(review)
  await review.getByRole('button', { name: `Yes, cancel booking ${reference}` }).click()
  await expect(admin.getByRole('status')).toContainText('The booking is cancelled')
}

/**
 * On the booking's page: a refund of `amountMinor` to a card payment (the first offered, or the payment of
 * `paymentMinor` pounds' minor units) with a reason, then its review (checked by `inReview`), then the confirm; the
 * sandbox takes it back.
 */
export async function refundToCardThroughReview(
  admin: Page,
  amountMinor: number,
  reason: string,
  options: { goodwill?: boolean; paymentMinor?: number; inReview?: (review: Locator) => Promise<void> } = {},
): Promise<void> {
  const refundForm = admin
    .getByRole('form', {
      name:
        options.paymentMinor === undefined
          ? /Refund to the card payment/
          : `Refund to the card payment of ${formatMoney(options.paymentMinor, 'GBP')} on`,
    })
    .first()
  await refundForm.getByLabel('Amount to refund to the card').fill((amountMinor / 100).toFixed(2))
  await refundForm.getByLabel('Reason').fill(reason)
  if (options.goodwill) await refundForm.getByLabel(/^Goodwill/).check()
  await refundForm.getByRole('button', { name: 'Review refund to card' }).click()
  const review = admin.getByTestId('review-refund')
  await options.inReview?.(review)
  await review.getByRole('button', { name: /^Confirm refund of/ }).click()
  await expect(admin.getByRole('status')).toContainText('The refund went back to the card')
}

export const SCREEN_WIDTHS = [375, 768, 1280, 1440] as const

export async function expectNoSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow, `${what} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0)
}

/**
 * The page at 375, 768, 1280 and 1440 px: nothing scrolls it sideways; with SCREENSHOT_DIR set each width is saved
 * there (full page, and `part` alone when given) to be looked at. Ends at 1280 px.
 */
export async function atEveryWidth(page: Page, name: string, part?: Locator) {
  const directory = process.env.SCREENSHOT_DIR
  if (directory) await mkdir(directory, { recursive: true })
  for (const width of SCREEN_WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoSidewaysScroll(page, `${name} at ${width}px`)
    if (directory) await page.screenshot({ path: `${directory}/${name}-${width}.png`, fullPage: true })
    // The part of a long page the test is about, on its own.
    if (directory && part) await part.screenshot({ path: `${directory}/${name}-part-${width}.png` })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

/** '£1,234.50 + C$10' (a figure of the back office) → its pounds in minor units; a credit has a true minus (U+2212). */
export function gbpOf(text: string): number {
  const pounds = text.split(' + ').find((part) => part.includes('£')) ?? '£0'
  return Math.round(Number(pounds.replace('\u2212', '-').replace(/[^0-9.-]/g, '')) * 100)
}

/** The dashboard's figures for today on the brand, in pounds' minor units: net revenue, refunds issued, cash received. */
export async function dashboardToday(admin: Page, brand: 'meridian' | 'cavendish' = 'meridian') {
  await admin.goto(`/admin/dashboard?brand=${brand}`)
  await expect(admin.getByRole('heading', { level: 1, name: /^Dashboard: / })).toBeVisible()
  return {
    net: gbpOf(await admin.getByTestId('net-revenue-today').innerText()),
    refunds: gbpOf(await admin.getByTestId('refunds-issued-today').innerText()),
    cash: gbpOf(await admin.getByTestId('cash-received-today').innerText()),
  }
}
