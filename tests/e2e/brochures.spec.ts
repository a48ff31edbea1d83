import type { Page } from '@playwright/test'
import { brandOrigin, expect, test } from './fixtures'
import { brandLane } from './lanes'

const NO_RESULTS = 'No results found. Please check the postcode or enter the address manually.'

async function dataLayerEvents(page: Page, event: string): Promise<Array<Record<string, unknown>>> {
  return page.evaluate(
    (name) =>
      ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).filter(
        (entry) => entry.event === name,
      ),
    event,
  )
}

test.describe('brochures by post', () => {
  test('select two, request, fill in with a postcode lookup and submit: the thank-you page', async ({
    page,
    axe,
    baseURL,
  }) => {
    await page.goto(`${brandOrigin(baseURL, 'meridian')}/brochures?utm_source=E2E-Newsletter&utm_medium=email`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const bar = page.getByTestId('brochure-bar')
    await expect(bar).toBeHidden()
    await page.waitForLoadState('networkidle')
    await axe.check()

    const postBoxes = page.getByRole('checkbox', { name: /^Order by post/ })
    await postBoxes.nth(0).check()
    await postBoxes.nth(1).check()
    await expect(bar).toBeVisible()
    await expect(bar).toContainText('2 brochures selected')
    // Announced through a live region, and the footer makes room for the bar.
    await expect(page.locator('[role="status"][aria-live="polite"]')).toHaveText('2 brochures selected')
    await expect(page.locator('.site-footer')).toHaveCSS('margin-bottom', '72px')
    await axe.check()

    await bar.getByRole('button', { name: 'Request Brochure(s)' }).click()
    const formHeading = page.getByRole('heading', { name: 'Where shall we send them?' })
    await expect(formHeading).toBeFocused()
    await expect(bar).toBeHidden()
    await expect(page.locator('.site-footer')).toHaveCSS('margin-bottom', '0px')
    const summary = page.getByRole('region', { name: 'Your brochures' })
    await expect(summary.getByRole('listitem')).toHaveCount(2)

    // 'Change selection' goes back with the choice kept.
    await summary.getByRole('button', { name: 'Change selection' }).click()
    await expect(postBoxes.nth(0)).toBeChecked()
    await expect(postBoxes.nth(1)).toBeChecked()
    await expect(bar).toContainText('2 brochures selected')
    await bar.getByRole('button', { name: 'Request Brochure(s)' }).click()
    await expect(formHeading).toBeFocused()

    // An invalid e-mail shows its message only after typing.
    const email = page.getByLabel(/^Email/)
    const phone = page.getByLabel(/^Phone number/)
    await email.focus()
    await email.blur()
    // A later field's own (debounced) error appearing proves the blurred e-mail was validated by then, quietly.
    await phone.fill('abc')
    await expect(page.getByText('Enter numbers only.')).toBeVisible()
    await expect(page.getByText('Invalid email address')).toHaveCount(0)
    await expect(page.getByText('This is a required field')).toHaveCount(0)
    await phone.fill('01632 960123')
    await email.fill('Ann.E2E@')
    const emailError = page.getByText('Invalid email address')
    await expect(emailError).toBeVisible()
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    const errorId = await emailError.getAttribute('id')
    expect((await email.getAttribute('aria-describedby'))?.split(' ')).toContain(errorId)
    await email.fill('Ann.E2E@Example.com')
    await expect(emailError).toHaveCount(0)

    // Submitting an incomplete form shows every error and sends nothing.
    await page.getByRole('button', { name: 'Send my request' }).click()
    await expect(page.getByText('This is a required field').first()).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: 'Please correct the highlighted fields.' })).toBeVisible()
    expect(page.url()).toContain('/brochures')

    await page.getByLabel(/^Title/).selectOption('Ms')
    await page.getByLabel(/^First name/).fill('Ann')
    await page.getByLabel(/^Last name/).fill('Example')

    // Postcode lookup: enabled only with a postcode; zero results say so; a match fills the address.
    const find = page.getByRole('button', { name: 'Find address' })
    const postcode = page.getByLabel(/^Postcode/)
    await postcode.fill('')
    await expect(find).toBeDisabled()
    await postcode.fill('ZZ1 1ZZ')
    await expect(find).toBeEnabled()
    await find.click()
    await expect(page.getByRole('status').filter({ hasText: NO_RESULTS })).toHaveText(NO_RESULTS)
    await postcode.fill('SW1A 1AA')
    await find.click()
    const results = page.getByRole('list', { name: 'Choose your address' })
    await expect(results.getByRole('button').first()).toBeVisible()
    await axe.check()
    await results.getByRole('button').first().click()
    await expect(page.getByLabel(/^Town or city/)).toHaveValue('London')
    await expect(page.getByLabel(/^Address line 1/)).not.toHaveValue('')
    await expect(page.getByLabel(/^Country/)).toHaveValue('GB')
    await expect(page.locator('.address-block')).toHaveAttribute('data-address-verified', 'true')

    await page.getByRole('button', { name: 'Send my request' }).click()
    await page.waitForURL('**/brochures/thank-you')
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your request' })).toBeVisible()

    const [event] = await dataLayerEvents(page, 'brochure_request_post')
    expect(event).toMatchObject({
      action: 'post',
      email: 'ann.e2e@example.com',
      firstName: 'ann',
      lastName: 'example',
      postCode: 'sw1a1aa',
      country: 'gb',
      referralSource: 'E2E-Newsletter',
      referralDetail: 'email',
      brochureCount: 2,
    })
    expect(event!.emailHash).toMatch(/^[0-9a-f]{64}$/)
    expect((await dataLayerEvents(page, 'formProgression')).length).toBeGreaterThan(0)
    await page.waitForLoadState('networkidle')
    await axe.check()
  })

  test('an edit after the lookup clears the verified flag', async ({ page, baseURL }) => {
    await page.goto(`${brandOrigin(baseURL, 'meridian')}/brochures`)
    await page
      .getByRole('checkbox', { name: /^Order by post/ })
      .first()
      .check()
    await page.getByRole('button', { name: 'Request Brochure(s)' }).click()
    await page.getByLabel(/^Postcode/).fill('M1 1AE')
    await page.getByRole('button', { name: 'Find address' }).click()
    await page.getByRole('list', { name: 'Choose your address' }).getByRole('button').first().click()
    const block = page.locator('.address-block')
    await expect(block).toHaveAttribute('data-address-verified', 'true')
    await expect(page.getByLabel(/^Town or city/)).toHaveValue('Manchester')
    await page.getByLabel(/^Address line 2/).fill('Ancoats')
    await expect(block).toHaveAttribute('data-address-verified', 'false')
  })
})

const popupCases = [
  { brand: 'meridian' as const, formId: 2405 },
  { brand: 'cavendish' as const, formId: 2410 },
]

for (const { brand, formId } of popupCases) {
  test(
    `the ${brand} download popup carries form ${formId}; success opens the PDF in a new tab and pushes the event`,
    brandLane(brand),
    async ({ page, axe, context, baseURL }) => {
      await page.goto(`${brandOrigin(baseURL, brand)}/brochures?utm_source=e2e-download`)
      const viewOnline = page.getByRole('button', { name: /^View online/ }).first()
      await viewOnline.click()
      const dialog = page.getByRole('dialog')
      await expect(dialog).toBeVisible()
      const form = dialog.locator(`form#mktoForm_${formId}`)
      await expect(form).toHaveAttribute('data-form-id', String(formId))
      expect(await dialog.evaluate((element) => element.getBoundingClientRect().width)).toBeLessThanOrEqual(500)
      await expect(form.locator('input[name="Referral__c"]')).toHaveValue('e2e-download')
      await expect(form.locator('input[name="Inquiry_Subcategory__c_account"]')).toHaveValue('Brochure download')
      await page.waitForLoadState('networkidle')
      await axe.check()

      // A real dialog: Escape closes it and focus returns to the button that opened it.
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(viewOnline).toBeFocused()

      await viewOnline.click()
      await dialog.getByLabel(/^First name/).fill('Jo')
      await dialog.getByLabel(/^Last name/).fill('Bloggs')
      await dialog.getByLabel(/^Email/).fill('Jo.Bloggs@Example.com')
      await dialog.getByLabel(/^Phone/).fill('+44 7700 900123')
      await dialog.getByLabel(/^Country/).selectOption('FR')
      const [pdf] = await Promise.all([
        context.waitForEvent('page'),
        dialog.getByRole('button', { name: 'View brochure' }).click(),
      ])
      await expect.poll(() => pdf.url()).toMatch(/\/media\/brochures\/[A-Za-z0-9-]+\.pdf$/)
      await expect(dialog).toBeHidden()

      await expect.poll(async () => (await dataLayerEvents(page, 'brochure_request_email')).length).toBe(1)
      const [event] = await dataLayerEvents(page, 'brochure_request_email')
      expect(event).toMatchObject({
        action: 'download',
        email: 'jo.bloggs@example.com',
        firstName: 'jo',
        lastName: 'bloggs',
        phone: '+447700900123',
        country: 'fr',
        postCode: '0',
        referralSource: 'e2e-download',
        referralDetail: 'Brochure download',
      })
      expect(event!.emailHash).toMatch(/^[0-9a-f]{64}$/)
    },
  )
}
