import { dirname, isAbsolute, resolve } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type APIRequestContext, type ConsoleMessage, type Page } from '@playwright/test'
import { isPostgresUrl, openDatabase, sqlitePathOf, type AppDatabase } from '../../db/database.server'
import type { Row } from '../../db/schema'
import { createCustomer, type CustomerInput } from '../support/factories'

/*
 * What every browser test gets (import { test, expect } from './fixtures'):
 *
 * - `page` fails the test at teardown if the page logged a console error or threw an uncaught error. Each error reads
 *   '<message> (<url>)'. A test that provokes errors on purpose names them, by substring or pattern:
 *     test('an unknown page is a 404', { annotation: expectConsoleError('status of 404') }, async ({ page }) => …)
 *   or for a whole group: test.use({ expectedConsoleErrors: [/status of 500/] }) (allowConsoleErrors: true turns
 *   the check off). `consoleErrors` is the live list, for a test that wants to assert on it midway.
 * - `axe.check()` runs axe-core on the page as it is now and fails with each violation (expectNoAxeViolations(page)
 *   does the same for another page, such as one in a second context).
 * - `db` is the database of the server under test (the project's `databaseUrl`, set in playwright.config.ts): the
 *   SQLite file on the 'sqlite' project, the PostgreSQL database on the 'postgres' one. Use the factories in
 *   tests/support/factories.ts with it.
 * - `customer` is a customer account made for the test by the factory (test.use({ customerDetails: { brand:
 *   'cavendish' } }) for another brand). It has no usable password: the sign-in issue adds, on top of it, a
 *   password hashed by the auth feature (customerDetails.passwordHash) and a `signedInCustomer` fixture that signs it
 *   in through the real login, so that a test starts with a browser session of that customer.
 */

/** The URL of a brand's site on the same test server: Meridian on localhost, Cavendish on coach.localhost. */
export function brandOrigin(baseURL: string | undefined, brand: 'meridian' | 'cavendish'): string {
  const url = new URL(baseURL ?? 'http://localhost:4310')
  url.hostname = brand === 'cavendish' ? 'coach.localhost' : 'localhost'
  return url.origin
}

/**
 * A GET from the test runner (Playwright's `request`, or `page.request` to share the page's cookies). Node does not
 * resolve '*.localhost' as the browser does, so brand hosts are reached on the loopback address with the brand's
 * Host header (the server picks the brand from it).
 */
export function apiGet(request: APIRequestContext, url: string) {
  const target = new URL(url)
  if (!target.hostname.endsWith('.localhost')) return request.get(url)
  const host = target.host
  target.hostname = '127.0.0.1'
  return request.get(target.toString(), { headers: { Host: host } })
}

/**
 * Waits until the page's React tree has hydrated: the main navigation says data-ready once its effects have run
 * (site-nav.tsx). Before that the page is server-rendered HTML without handlers, and a click on a control that
 * only works through React (a dropdown toggle, a client-side form) is lost. Use it after a full page load (goto, a
 * location.assign, a reload) before such a click.
 */
export async function waitForHydration(page: Page) {
  await expect(page.locator('.site-nav')).toHaveAttribute('data-ready', 'true')
}

export interface AxeCheckOptions {
  /** Only this part of the page (a CSS selector). */
  include?: string
  /** Parts of the page to leave out (CSS selectors). */
  exclude?: string[]
  /** axe rule ids to skip; say why next to the call. */
  disableRules?: string[]
}

/**
 * Whether the page is a site page (http) and every frame is its own origin (about:blank and about:srcdoc frames
 * inherit it). Then axe.run inside the page tests every frame (checked: a violation inside a same-origin frame is
 * found either way); a cross-origin frame, or an error page in a frame, needs axe's default run, which merges the
 * frames' results in a blank page it opens for the purpose.
 */
function framesAreSameOrigin(page: Page): boolean {
  const origin = new URL(page.url()).origin
  if (!origin.startsWith('http')) return false
  return page.frames().every((frame) => {
    const url = frame.url()
    return url === '' || url === 'about:blank' || url === 'about:srcdoc' || new URL(url).origin === origin
  })
}

export async function expectNoAxeViolations(page: Page, options: AxeCheckOptions = {}) {
  let builder = new AxeBuilder({ page })
  // Same rules, same frames, same results, for about 1 s less CPU a run than the default (which injects axe twice and
  // opens a page to finish in); a page with a cross-origin frame keeps the default.
  if (framesAreSameOrigin(page)) builder = builder.setLegacyMode(true)
  if (options.include) builder = builder.include(options.include)
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector)
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules)
  const results = await builder.analyze()
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  )
  expect(summary).toEqual([])
}

export interface Axe {
  /** Runs axe-core on the test's page as it is now; fails with each violation's rule, help and elements. */
  check(options?: AxeCheckOptions): Promise<void>
}

export type ExpectedConsoleError = string | RegExp

const EXPECTED_CONSOLE_ERROR = 'expected-console-error'

/** A test annotation naming a console error (by substring) that the test provokes on purpose. */
export function expectConsoleError(substring: string): { type: string; description: string } {
  return { type: EXPECTED_CONSOLE_ERROR, description: substring }
}

export interface E2eOptions {
  /** true: console errors and page errors never fail the test. Prefer naming them in expectedConsoleErrors. */
  allowConsoleErrors: boolean
  /** Errors the test provokes on purpose, matched by substring or pattern; any other error still fails it. */
  expectedConsoleErrors: ExpectedConsoleError[]
  /** Overrides for the `customer` fixture's account (brand, e-mail, names, passwordHash, …). */
  customerDetails: CustomerInput
}

export interface E2eWorkerOptions {
  /** The database of this project's server; playwright.config.ts sets it per project. */
  databaseUrl: string
}

interface E2eFixtures {
  freshRateLimits: void
  consoleErrors: string[]
  axe: Axe
  db: AppDatabase
  customer: Row<'customers'>
}

interface E2eWorkerFixtures {
  workerDatabase: AppDatabase
}

function isExpected(error: string, expected: ExpectedConsoleError[]): boolean {
  return expected.some((pattern) => (typeof pattern === 'string' ? error.includes(pattern) : pattern.test(error)))
}

/** SQLite paths in the config are relative to the config file (the repository root), wherever the runner starts. */
function absoluteDatabaseUrl(url: string, configFile: string | undefined): string {
  if (isPostgresUrl(url)) return url
  const path = sqlitePathOf(url)
  return isAbsolute(path) || path === ':memory:' ? url : `file:${resolve(dirname(configFile ?? 'x'), path)}`
}

export const test = base.extend<E2eOptions & E2eFixtures, E2eWorkerOptions & E2eWorkerFixtures>({
  allowConsoleErrors: [false, { option: true }],
  expectedConsoleErrors: [[], { option: true }],
  customerDetails: [{}, { option: true }],
  databaseUrl: ['', { option: true, scope: 'worker' }],

  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  consoleErrors: async ({}, use) => {
    await use([])
  },

  page: async ({ page, consoleErrors, allowConsoleErrors, expectedConsoleErrors }, use, testInfo) => {
    // The test's own page (a popup it opens, such as a PDF tab, is the browser's business, not the site's).
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() === 'error') consoleErrors.push(`${message.text()} (${message.location().url || page.url()})`)
    }
    const onPageError = (error: Error) => consoleErrors.push(`${error.message} (${page.url()})`)
    page.on('console', onConsole)
    page.on('pageerror', onPageError)
    await use(page)
    page.off('console', onConsole)
    page.off('pageerror', onPageError)
    if (allowConsoleErrors) return
    const expected = [
      ...expectedConsoleErrors,
      ...testInfo.annotations.flatMap((a) =>
        a.type === EXPECTED_CONSOLE_ERROR && a.description ? [a.description] : [],
      ),
    ]
    const unexpected = consoleErrors.filter((error) => !isExpected(error, expected))
    if (unexpected.length)
      await testInfo.attach('console-errors', { body: unexpected.join('\n'), contentType: 'text/plain' })
    expect(
      unexpected,
      'console errors or uncaught page errors (a test that provokes some names them in expectedConsoleErrors)',
    ).toEqual([])
  },

  axe: async ({ page }, use) => {
    await use({ check: (options) => expectNoAxeViolations(page, options) })
  },

  workerDatabase: [
    async ({ databaseUrl }, use, workerInfo) => {
      if (!databaseUrl) throw new Error('playwright.config.ts names no databaseUrl for this project')
      // The server has migrated and seeded the database before Playwright starts the tests.
      const handle = openDatabase(absoluteDatabaseUrl(databaseUrl, workerInfo.config.configFile), { poolSize: 2 })
      await use(handle.db)
      await handle.close()
    },
    { scope: 'worker' },
  ],

  db: async ({ workerDatabase }, use) => {
    await use(workerDatabase)
  },

  // Every test is a new visitor, but all of them come from the same loopback address: the sign-in and form rate
  // limits counted by earlier tests must not refuse a later one. A test that proves a limit trips it itself.
  freshRateLimits: [
    async ({ workerDatabase }, use) => {
      await workerDatabase.deleteFrom('rateLimits').execute()
      await use()
    },
    { auto: true },
  ],

  customer: async ({ db, customerDetails }, use) => {
    await use(await createCustomer(db, customerDetails))
  },
})

export { expect }
