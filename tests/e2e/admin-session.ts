import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { promisify } from 'node:util'
import type { Page } from '@playwright/test'
import { totpCodeAt } from '../../app/features/back-office/totp.server'
import type { StaffRole } from '../../app/features/back-office/permissions'
import { expect } from './fixtures'

/*
 * Staff in the browser tests (issue 14): a member of staff made with `npm run staff:create`'s script against the
 * server's database, and the sign-in a person does: the password, then the TOTP set-up with a code generated here
 * from the key the page shows (otplib, as an authenticator app would).
 */

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

/** Password, then the TOTP set-up with a code made from the key the page shows; ends on the dashboard. */
export async function signInAndEnrol(
  page: Page,
  email: string,
  password: string,
  axe?: { check(): Promise<void> },
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
  await expect(page.getByRole('heading', { level: 1, name: /^Dashboard: / })).toBeVisible()
  return secret
}

/** A new member of staff with `role`, made by the command and signed in on `page` (on the dashboard). */
export async function signInAsNewStaff(
  page: Page,
  databaseUrl: string,
  role: StaffRole,
  name = 'Test Staff',
): Promise<{ email: string; password: string; secret: string }> {
  const email = uniqueStaffEmail(role)
  const password = await createStaffWithCommand(databaseUrl, email, name, role)
  const secret = await signInAndEnrol(page, email, password)
  return { email, password, secret }
}
