import { dialectOf } from '../../db/dialect-columns'
import { UNUSABLE_PASSWORD_HASH } from '../support/factories'
import { apiGet, brandOrigin, expect, expectConsoleError, test } from './fixtures'

/*
 * The fixtures themselves (tests/e2e/fixtures.ts): the console-error check really fails a test, a named error does
 * not, `db` is the database of the server under test on each project, and `customer` writes a real account there.
 */

test.describe('the console-error check', () => {
  // The teardown check must turn this test red; test.fail() expects exactly that.
  test('fails a test whose page logs an error it did not name', async ({ page, consoleErrors }) => {
    test.fail()
    await page.setContent('<main><h1>Console</h1></main>')
    await page.evaluate(() => console.error('an error nobody expected'))
    await expect.poll(() => consoleErrors.length).toBe(1)
  })

  test('fails a test whose page throws an uncaught error', async ({ page, consoleErrors }) => {
    test.fail()
    await page.setContent('<main><h1>Thrown</h1></main>')
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('uncaught in the page')
      })
    })
    await expect.poll(() => consoleErrors).toEqual([expect.stringContaining('uncaught in the page')])
  })

  const named = { annotation: expectConsoleError('an error this test provokes') }
  test('lets a test provoke the errors it names', named, async ({ page, consoleErrors }) => {
    await page.setContent('<main><h1>Named</h1></main>')
    await page.evaluate(() => console.error('an error this test provokes'))
    await expect.poll(() => consoleErrors.length).toBe(1)
    expect(consoleErrors[0]).toContain('an error this test provokes')
  })
})

test('db is the database the server under test reads', async ({ request, baseURL, db }) => {
  const health = await apiGet(request, `${brandOrigin(baseURL, 'meridian')}/healthz`)
  expect(await health.json()).toMatchObject({ database: dialectOf(db) })
  const listed = (await (
    await apiGet(request, `${brandOrigin(baseURL, 'cavendish')}/umbraco/api/brochures/list`)
  ).json()) as Array<{ code: string }>
  const stored = await db
    .selectFrom('brochures')
    .select('code')
    .where('brandId', '=', 'cavendish')
    .orderBy('position')
    .execute()
  expect(listed.map((brochure) => brochure.code)).toEqual(stored.map((brochure) => brochure.code))
})

test.describe('customer', () => {
  test.use({ customerDetails: { brand: 'cavendish', firstName: 'Ann' } })

  test('writes a Cavendish account with no usable password into the server’s database', async ({ customer, db }) => {
    const stored = await db.selectFrom('customers').selectAll().where('id', '=', customer.id).executeTakeFirstOrThrow()
    expect(stored).toMatchObject({ brandId: 'cavendish', firstName: 'Ann', email: customer.email })
    expect(stored.passwordHash).toBe(UNUSABLE_PASSWORD_HASH)
  })
})
