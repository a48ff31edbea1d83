import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

/** The URL of a brand's site on the same test server: Meridian on localhost, Cavendish on coach.localhost. */
export function brandOrigin(baseURL: string | undefined, brand: 'meridian' | 'cavendish'): string {
  const url = new URL(baseURL ?? 'http://localhost:4310')
  url.hostname = brand === 'cavendish' ? 'coach.localhost' : 'localhost'
  return url.origin
}

/** Every test collects browser console errors and uncaught page errors; a test that expects none asserts on it. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await use(errors)
  },
})

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  )
  expect(summary).toEqual([])
}

export { expect }
