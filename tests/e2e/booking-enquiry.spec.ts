import { brandOrigin, expect, test } from './fixtures'
import { brandLane } from './lanes'

/*
 * The booking-failed contact form (checkout §2 routes, §8): where the checkout sends a traveller whose rooms it could
 * not take. Prefilled from the address, a real form with the §5 messages, stored and e-mailed to the operator, on
 * both brands, axe-clean before and after sending.
 */

const brands = [
  { brand: 'meridian', brandId: 'meridian', submit: 'Ask us to call you back' },
  { brand: 'cavendish', brandId: 'cavendish', submit: 'Call me back' },
] as const

for (const { brand, brandId, submit } of brands) {
  test.describe(`the booking-failed contact form on ${brand}`, brandLane(brandId), () => {
    test('prefilled from the address; refuses bad details; sends, stores and e-mails the enquiry', async ({
      page,
      axe,
      baseURL,
      db,
    }) => {
      const surname = `Enquirer${brand === 'meridian' ? 'M' : 'C'}${Date.now().toString(36).replace(/\d/g, '')}`
      const query = new URLSearchParams({
        firstName: 'Ada',
        lastName: surname,
        tourName: 'Italian Lakes and Venice',
        departureDate: '12-June-2027',
        quoteId: '0',
      })
      const response = await page.goto(`${brandOrigin(baseURL, brand)}/booking-failed-contact-form/?${query}`)
      expect(response?.status()).toBe(200)
      expect(response?.headers()['cache-control']).toBe('private, no-store')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not complete your booking online')
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
      // The holiday as the checkout named it, the date with its spaces back; a zero quote id is not shown.
      await expect(page.getByText('Italian Lakes and Venice, 12 June 2027')).toBeVisible()
      await expect(page.getByText('Your quote id')).toHaveCount(0)
      await expect(page.getByLabel(/^First name/)).toHaveValue('Ada')
      await expect(page.getByLabel(/^Last name/)).toHaveValue(surname)
      await page.waitForLoadState('networkidle')
      await axe.check()

      // Sending with the required fields empty shows each error, tied to its field, and sends nothing.
      await page.getByRole('button', { name: submit }).click()
      await expect(page.getByRole('alert').filter({ hasText: 'Please correct the highlighted fields.' })).toBeVisible()
      const email = page.getByLabel(/^Email/)
      const telephone = page.getByLabel(/^Telephone/)
      await expect(email).toHaveAttribute('aria-invalid', 'true')
      await expect(telephone).toHaveAttribute('aria-invalid', 'true')
      await telephone.fill('12ab')
      await expect(
        page.getByText('Enter numbers only (prefixed with a "+" if applicable), minimum 7 characters.'),
      ).toBeVisible()
      await axe.check()

      await email.fill(`ada.${surname.toLowerCase()}@example.com`)
      await telephone.fill('+44 7700 900123')
      await page.getByLabel(/^Anything we should know/).fill('Any date in June, twin room please.')
      await page.getByRole('button', { name: submit }).click()
      const thanks = page.getByRole('heading', { name: 'Thank you, we will call you back' })
      await expect(thanks).toBeVisible()
      await expect(thanks).toBeFocused()
      await expect(page.getByRole('button', { name: submit })).toHaveCount(0)
      // discovery §7 formSubmit: the form's name, nothing typed.
      const submits = await page.evaluate(() =>
        (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'formSubmit'),
      )
      expect(submits).toEqual([{ event: 'formSubmit', formName: 'booking-failed-contact-form' }])
      await axe.check()

      const stored = await db
        .selectFrom('bookingEnquiries')
        .selectAll()
        .where('lastName', '=', surname)
        .executeTakeFirstOrThrow()
      expect(stored).toMatchObject({
        brandId,
        firstName: 'Ada',
        telephone: '+44 7700 900123',
        tourName: 'Italian Lakes and Venice',
        departureDate: '12 June 2027',
        quoteId: null,
        reportedQuoteId: null,
        message: 'Any date in June, twin room please.',
      })
      const brandRow = await db.selectFrom('brands').select('email').where('id', '=', brandId).executeTakeFirstOrThrow()
      const outbox = await db
        .selectFrom('emailOutbox')
        .select(['toAddress', 'subject', 'textBody'])
        .where('kind', '=', 'booking-failed-enquiry')
        .where('subject', 'like', `%${surname}%`)
        .executeTakeFirstOrThrow()
      expect(outbox.toAddress).toBe(brandRow.email)
      expect(outbox.textBody).toContain('Telephone: +44 7700 900123')
    })
  })
}
