import { totpCodeAt } from '../../app/features/back-office/staff/totp.server'
import { PASSWORD_EXPIRED_MESSAGE } from '../../app/features/back-office/staff/staff-rules'
import {
  chooseOwnPassword,
  createStaffWithCommand,
  expectSentToChangePassword,
  signInAndEnrol,
  signInAndEnrolWithOneTimePassword,
  uniqueStaffEmail as uniqueEmail,
} from './admin-session'
import { expect, expectNoAxeViolations, test } from './fixtures'

/*
 * The back office as a member of staff uses it (issue 14, Playwright acceptance, foundation part): the first
 * administrator is made with `npm run staff:create` against this server's database, signs in with the one-time
 * password, sets up TOTP (codes generated here with otplib) and chooses a password of their own on My account (ADR
 * 0033), sees the dashboard and switches brand, adds a sales agent, reads the audit log and signs out; the new sales
 * agent's one-time password runs out before they use it (ADR 0034: the row's time is moved, nobody waits): sign-in
 * says it has expired, the staff list shows it, and the administrator resets it; the agent signs in with the
 * temporary password, is kept on My account until they choose their own, then sees only their sections. axe clean on
 * every page.
 */

test('the first administrator signs in with TOTP, sees the dashboard, adds a sales agent and reads the audit log', async ({
  page,
  axe,
  databaseUrl,
  browser,
  db,
}) => {
  const adminEmail = uniqueEmail('admin')
  const password = await createStaffWithCommand(databaseUrl, adminEmail, 'Ada Admin')

  // Before the code, the back office sends every page to the two-factor page.
  await page.goto('/admin/dashboard')
  await expect(page).toHaveURL(/\/admin\/login$/)

  const { secret, password: ownPassword } = await signInAndEnrol(page, adminEmail, password, axe)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard: Meridian Journeys' })).toBeVisible()
  await expect(page.getByRole('rowheader', { name: 'Bookings made' })).toBeVisible()
  await expect(page.getByRole('rowheader', { name: 'Net revenue' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Bookings by week' }).getByRole('row')).toHaveCount(9)
  await axe.check()

  // The brand switch submits itself when a brand is chosen (issue 23: no separate "Show" button with JavaScript).
  await page.getByLabel('Brand').selectOption({ label: 'Cavendish Coach Holidays' })
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard: Cavendish Coach Holidays' })).toBeVisible()

  const nav = page.getByRole('navigation', { name: 'Back office' })
  await nav.getByRole('link', { name: 'Staff' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible()
  await axe.check()
  const agentEmail = uniqueEmail('agent')
  await page.getByLabel('Name').fill('Sam Sales')
  await page.getByLabel('E-mail address').fill(agentEmail)
  await page.getByLabel('Role', { exact: true }).selectOption({ label: 'Sales agent' })
  await page.getByRole('button', { name: 'Add and make a one-time password' }).click()
  const oneTimePassword = page.getByTestId('one-time-password')
  await expect(oneTimePassword).toBeVisible()
  const agentPassword = await oneTimePassword.innerText()
  await expect(page.getByRole('row', { name: /Sam Sales/ })).toContainText('Sales agent')
  await axe.check()

  await nav.getByRole('link', { name: 'Audit log' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible()
  const newest = page.getByRole('table', { name: 'Audit log' }).getByRole('row').nth(1)
  await expect(newest).toContainText('staff.create')
  await expect(newest).toContainText('Ada Admin')
  await expect(newest).toContainText(agentEmail)
  await axe.check()

  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Back office sign-in' })).toBeVisible()
  await page.goto('/admin/staff')
  await expect(page).toHaveURL(/\/admin\/login$/)

  // Signing in again asks for a code (a newer one: the enrolment's code is spent).
  await page.getByLabel('E-mail address').fill(adminEmail)
  await page.getByLabel('Password').fill(ownPassword)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your sign-in code' })).toBeVisible()
  await axe.check()
  await page.getByLabel('6-digit code').fill(totpCodeAt(secret, Date.now() + 30_000))
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard: Meridian Journeys' })).toBeVisible()

  // The agent's one-time password expires unused: the right password is refused with the reason, in a browser of
  // their own (whose 401 answer is not this test's page, so no console error to name).
  await db
    .updateTable('staff')
    .set({ passwordExpiresAt: new Date(Date.now() - 60_000).toISOString() })
    .where('email', '=', agentEmail)
    .execute()
  const agentContext = await browser.newContext()
  const agentPage = await agentContext.newPage()
  await agentPage.goto('/admin/login')
  await agentPage.getByLabel('E-mail address').fill(agentEmail)
  await agentPage.getByLabel('Password').fill(agentPassword)
  await agentPage.getByRole('button', { name: 'Sign in' }).click()
  await expect(agentPage.getByRole('alert')).toHaveText(PASSWORD_EXPIRED_MESSAGE)
  await expect(agentPage).toHaveURL(/\/admin\/login$/)
  await expectNoAxeViolations(agentPage)

  // The administrator sees it on the staff list and resets it to a temporary password.
  await nav.getByRole('link', { name: 'Staff' }).click()
  const agentRow = page.getByRole('row', { name: /Sam Sales/ })
  await expect(agentRow).toContainText('Active, one-time password expired')
  await agentRow.getByText('Manage').click()
  const temporaryPassword = 'Cobalt-Lynx-Orchard-19'
  await page.getByLabel('New temporary password for Sam Sales').fill(temporaryPassword)
  await page.getByRole('button', { name: 'Reset password of Sam Sales' }).click()
  await expect(page.getByRole('status')).toContainText('Sam Sales has the new temporary password')
  await expect(agentRow).toContainText('Active, must choose a new password')
  await axe.check()

  // The sales agent: the temporary password and the TOTP set-up lead to My account, and every other page leads back
  // there, until they choose a password of their own.
  await signInAndEnrolWithOneTimePassword(agentPage, agentEmail, temporaryPassword)
  const agentNav = agentPage.getByRole('navigation', { name: 'Back office' })
  await expect(agentNav.getByRole('link')).toHaveText(['My account'])
  await expectNoAxeViolations(agentPage)
  await agentPage.goto('/admin/bookings')
  await expectSentToChangePassword(agentPage)
  await chooseOwnPassword(agentPage, temporaryPassword)

  // Then they see the dashboard but no staff or audit sections.
  await expect(agentNav.getByRole('link', { name: 'Dashboard' })).toBeVisible()
  await expect(agentNav.getByRole('link', { name: 'Staff' })).toHaveCount(0)
  await expect(agentNav.getByRole('link', { name: 'Audit log' })).toHaveCount(0)
  // The server refuses what the navigation leaves out.
  const refused = await agentPage.goto('/admin/staff')
  expect(refused?.status()).toBe(403)
  await expect(agentPage.getByRole('heading', { level: 1, name: 'You do not have access to this page' })).toBeVisible()
  await expectNoAxeViolations(agentPage)
  await agentContext.close()
})
