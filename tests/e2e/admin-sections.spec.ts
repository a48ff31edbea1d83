import { createStaffWithCommand, signInAndEnrol, uniqueStaffEmail } from './admin-session'
import { expect, expectConsoleError, test } from './fixtures'

/*
 * Every section of the back office in the browser (issue 14, "axe clean on every admin page"): an administrator made
 * with `npm run staff:create` opens each entry of the navigation in turn (the list is read from the page, so a new
 * section is covered the day it is added), and every page is axe-clean, as are a customer's account, a tour's editor
 * and a departure. Then a content editor adds a sentence to an information page — a preview first, a refused unsafe
 * edit, a save — and the public page shows it.
 */

test('every back-office section opens for an administrator and is axe-clean', async ({ page, axe, databaseUrl }) => {
  const email = uniqueStaffEmail('sections')
  await signInAndEnrol(page, email, await createStaffWithCommand(databaseUrl, email, 'Nia Navigator'))

  const nav = page.getByRole('navigation', { name: 'Back office' })
  const labels = await nav.getByRole('link').allInnerTexts()
  expect(labels.length).toBeGreaterThanOrEqual(10)
  // A hang detector scaled to the walk: axe on a long page (the tours with their departures) took 20 s and more
  // on a loaded two-core machine, and the walk grows with every section added.
  test.setTimeout(60_000 + labels.length * 15_000)
  for (const label of labels) {
    await nav.getByRole('link', { name: label, exact: true }).click()
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Something went wrong|Not found/)
    await axe.check()
  }
})

test('the pages behind the lists are axe-clean: a customer, a tour editor, a departure', async ({
  page,
  axe,
  databaseUrl,
  customer,
}) => {
  const email = uniqueStaffEmail('details')
  await signInAndEnrol(page, email, await createStaffWithCommand(databaseUrl, email, 'Dev Detail'))
  const nav = page.getByRole('navigation', { name: 'Back office' })

  await nav.getByRole('link', { name: 'Customers', exact: true }).click()
  await page.getByRole('searchbox', { name: 'Name, e-mail, phone or booking reference' }).fill(customer.email)
  await page.getByRole('button', { name: 'Search' }).click()
  // The unfiltered list may still be on screen (other tests' customers share the name): wait for the search's own
  // answer, then open this customer's row.
  await expect(page).toHaveURL(/[?&]q=/)
  const row = page.getByRole('link', { name: `${customer.firstName} ${customer.lastName}` })
  await expect(row).toHaveCount(1)
  await row.click()
  await expect(page.getByRole('heading', { level: 1, name: /^Customer: / })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Send a password reset e-mail' })).toBeVisible()
  await axe.check()

  await nav.getByRole('link', { name: 'Tours', exact: true }).click()
  await page
    .getByRole('link', { name: /^Edit tour / })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1, name: /^Tour / })).toBeVisible()
  await axe.check()
  await nav.getByRole('link', { name: 'Tours', exact: true }).click()
  await page.getByRole('table').first().getByRole('link').first().click()
  await expect(page.getByRole('heading', { level: 1, name: /^Departure / })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Room types' })).toBeVisible()
  await axe.check()
})

test(
  'a content editor previews and saves an information page, and the site shows it',
  {
    // The refused edit is answered 400 (the form shows why).
    annotation: expectConsoleError('status of 400'),
  },
  async ({ page, axe, databaseUrl, browser }) => {
    const email = uniqueStaffEmail('content')
    await signInAndEnrol(
      page,
      email,
      await createStaffWithCommand(databaseUrl, email, 'Cleo Content', 'content_editor'),
    )

    const nav = page.getByRole('navigation', { name: 'Back office' })
    await expect(nav.getByRole('link', { name: 'Bookings' })).toHaveCount(0)
    await nav.getByRole('link', { name: 'Content', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible()
    await page.getByLabel('Key or title').fill('travel')
    await page.getByRole('button', { name: 'Find' }).click()
    await page.getByRole('link', { name: 'page.travel-insurance' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Content block page.travel-insurance' })).toBeVisible()
    await axe.check()

    // Other specs read this page (its title is the footer link's name, its notice stays): only a sentence is added.
    const title = await page.getByLabel('Title (optional)').inputValue()
    const body = await page.getByLabel('Body HTML (optional)').inputValue()
    const stamp = `Checked by our team, ref ${Date.now().toString(36)}.`
    const edited = `${body}<p><strong>${stamp}</strong></p>`
    await page.getByLabel('Body HTML (optional)').fill(edited)
    await page.getByRole('button', { name: 'Preview' }).click()
    const preview = page.getByRole('region', { name: 'Preview (not saved)' })
    await expect(preview).toContainText(title)
    await expect(preview.locator('strong', { hasText: stamp })).toBeVisible()
    await axe.check()

    // Script is refused with the reason beside the field, and the form keeps what was typed.
    await page.getByLabel('Body HTML (optional)').fill(`${body}<p onclick="steal()">Buy cover</p>`)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText(/^The HTML may not contain scripts, event handlers/)).toBeVisible()
    await expect(page.getByLabel('Body HTML (optional)')).toHaveAttribute('aria-invalid', 'true')
    await axe.check()

    await page.getByLabel('Body HTML (optional)').fill(edited)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Saved. The site shows the new text within seconds.')).toBeVisible()

    // A visitor's browser (no staff cookie): the page cache drops the old page at its next version check.
    const visitor = await browser.newPage()
    await expect(async () => {
      await visitor.goto('/travel-insurance')
      await expect(visitor.getByText(stamp)).toBeVisible({ timeout: 500 })
    }).toPass({ timeout: 10_000 })
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title)
    await visitor.close()
  },
)
