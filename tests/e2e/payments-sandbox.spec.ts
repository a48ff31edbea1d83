import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import type { AppDatabase } from '../../db/database.server'
import { brandOrigin, expect, expectConsoleError, test } from './fixtures'

/*
 * The sandbox provider's hosted card page (issue 11) as a person uses it: keyboard only, the error summary and focus,
 * a declined card then an approved one, and the 3-D Secure page, axe-clean in every state. Transactions are made in
 * the server's database as the provider's createPayment makes them (the checkout's payment submit is another
 * helper's), returning to an ordinary page of the site so this test depends on no other feature.
 */

const RETURN_PATH = '/contact-us'

async function newTransaction(db: AppDatabase, brandId: 'meridian' | 'cavendish'): Promise<string> {
  const id = randomBytes(16).toString('base64url')
  const now = new Date().toISOString()
  await db
    .insertInto('paymentTransactions')
    .values({
      id,
      purpose: 'checkout',
      quoteId: null,
      bookingId: null,
      sessionId: null,
      brandId,
      amountMinor: 149_950,
      currency: 'GBP',
      cardTypeId: null,
      status: 'created',
      provider: 'sandbox',
      returnUrl: RETURN_PATH,
      description: 'Full payment for Italian Lakes and Venice',
      createdAt: now,
      updatedAt: now,
    })
    .execute()
  return id
}

async function statusOf(db: AppDatabase, id: string) {
  return db
    .selectFrom('paymentTransactions')
    .select(['status', 'cardLast4'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
}

/** Tab until the element is focused (bounded), as a keyboard user would. */
async function tabTo(page: Page, label: RegExp) {
  const target = page.getByLabel(label)
  for (let i = 0; i < 8; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

async function typeCard(page: Page, cardNumber: string) {
  const year = String(new Date().getUTCFullYear() + 2)
  await tabTo(page, /^Card number/)
  await page.keyboard.type(cardNumber)
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Month')).toBeFocused()
  await page.keyboard.type('12')
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Year')).toBeFocused()
  await page.keyboard.type(year)
  await page.keyboard.press('Tab')
  await expect(page.getByLabel(/^Security code/)).toBeFocused()
  await page.keyboard.type('123')
  await page.keyboard.press('Tab')
  await expect(page.getByLabel(/^Name on card/)).toBeFocused()
  await page.keyboard.type('Ada Lovelace')
  await page.keyboard.press('Enter')
}

for (const brand of ['meridian', 'cavendish'] as const) {
  test.describe(`the sandbox card page on ${brand}`, () => {
    test(
      'the page, its test cards, and every error listed with focus on the first; axe-clean',
      // A form with errors is answered 400, which Chromium logs for the page's data request.
      { annotation: expectConsoleError('status of 400') },
      async ({ page, axe, baseURL, db }) => {
        const id = await newTransaction(db, brand)
        const response = await page.goto(`${brandOrigin(baseURL, brand)}/payments/sandbox/${id}`)
        expect(response?.status()).toBe(200)
        expect(response?.headers()['cache-control']).toBe('private, no-store')
        await expect(page.getByRole('heading', { level: 1, name: 'Pay by card' })).toBeVisible()
        await expect(page.getByText('£1,499.50').first()).toBeVisible()
        await expect(page.locator('html')).toHaveAttribute('data-brand', brand)
        // No site header or footer inside the frame.
        await expect(page.getByRole('contentinfo')).toHaveCount(0)
        await page.waitForLoadState('networkidle')

        // The test cards are documented on the page.
        await page.getByText('Test cards', { exact: true }).click()
        await expect(page.getByRole('cell', { name: '4000 0000 0000 3220' })).toBeVisible()
        await axe.check()

        // Nothing typed: every error listed, focus on the first field in error, its error read with it.
        await page.getByRole('button', { name: /^Pay / }).click()
        await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible()
        await expect(page.getByLabel(/^Card number/)).toBeFocused()
        await expect(page.getByLabel(/^Card number/)).toHaveAccessibleDescription(/Enter your card number/)
        await axe.check()
        expect((await statusOf(db, id)).status).toBe('created')
      },
    )

    test('a declined card, then the approved card, by keyboard; axe-clean', async ({ page, axe, baseURL, db }) => {
      const id = await newTransaction(db, brand)
      await page.goto(`${brandOrigin(baseURL, brand)}/payments/sandbox/${id}`)
      await page.waitForLoadState('networkidle')
      // Declined: the page says so, focus on the message, another card can be tried.
      await typeCard(page, '4000 0000 0000 0002')
      await expect(page.getByRole('alert')).toHaveText('Your card was declined. Please try another card.')
      await expect(page.getByRole('alert')).toBeFocused()
      expect(await statusOf(db, id)).toEqual({ status: 'declined', cardLast4: '0002' })
      await axe.check()

      await typeCard(page, '4242 4242 4242 4242')
      await expect(page).toHaveURL(new RegExp(`${RETURN_PATH}\\?transactionId=${id}$`))
      expect(await statusOf(db, id)).toEqual({ status: 'approved', cardLast4: '4242' })
    })

    test('the 3-D Secure page: Authenticate by keyboard approves; axe-clean', async ({ page, axe, baseURL, db }) => {
      const id = await newTransaction(db, brand)
      await page.goto(`${brandOrigin(baseURL, brand)}/payments/sandbox/${id}`)
      await page.waitForLoadState('networkidle')
      await typeCard(page, '4000 0000 0000 3220')
      const heading = page.getByRole('heading', { level: 1, name: 'Confirm it’s you' })
      await expect(heading).toBeFocused()
      await expect(page.getByText('on the card ending 3220')).toBeVisible()
      await axe.check()
      await page.keyboard.press('Tab')
      await expect(page.getByRole('button', { name: 'Authenticate' })).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(new RegExp(`${RETURN_PATH}\\?transactionId=${id}$`))
      expect(await statusOf(db, id)).toEqual({ status: 'approved', cardLast4: '3220' })
    })
  })
}

test('the 3-D Secure page: Fail authentication declines and shows the card form again', async ({
  page,
  baseURL,
  db,
}) => {
  const id = await newTransaction(db, 'meridian')
  await page.goto(`${brandOrigin(baseURL, 'meridian')}/payments/sandbox/${id}`)
  await page.waitForLoadState('networkidle')
  await typeCard(page, '4000 0000 0000 3220')
  await page.getByRole('button', { name: 'Fail authentication' }).click()
  await expect(page.getByRole('alert')).toHaveText('Your card could not be authenticated. Please try another card.')
  await expect(page.getByLabel(/^Card number/)).toHaveValue('')
  expect((await statusOf(db, id)).status).toBe('declined')
})
