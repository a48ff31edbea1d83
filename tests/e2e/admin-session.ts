import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { promisify } from 'node:util'
import type { Page } from '@playwright/test'
import { totpCodeAt } from '../../app/features/back-office/staff/totp.server'
import type { StaffRole } from '../../app/features/back-office/staff/permissions'
import { PASSWORD_CHANGE_REQUIRED_MESSAGE } from '../../app/features/back-office/staff/staff-access'
import { expect } from './fixtures'

/*
 * Staff in the browser tests (issue 14): a member of staff made with `npm run staff:create`'s script against the
 * server's database, and the sign-in a person does: the password, then the TOTP set-up with a code generated here
 * from the key the page shows (otplib, as an authenticator app would), then, since the one-time password was not
 * theirs, a password of their own on My account (ADR 0033) before the dashboard opens.
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
