import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { accountEventPayload } from '../../app/features/auth/auth-analytics'
import { brochureEventPayload } from '../../app/features/brochures/brochure-analytics'
import { newsletterSubscribePayload } from '../../app/features/newsletter/newsletter-analytics'
import { pageViewPayload } from '../../app/features/site-shell/page-tracking'
import { dataLayerEntryProblems, isAnalyticsEvent } from '../../app/lib/analytics'

/*
 * Every event the site pushes is one of the 26 of discovery §7 and goes through app/lib/analytics.ts; the payload
 * builders that carry personal data follow its rules (lowercased, hashed e-mail, post code without spaces, date of
 * birth parts). The browser test tests/e2e/home-and-analytics.spec.ts checks the pushes of a real visit.
 */

const APP = join(import.meta.dirname, '../../app')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx)$/.test(name) && !/\.test\.(ts|tsx)$/.test(name) ? [path] : []
  })
}

const sources = sourceFiles(APP).map((path) => ({ path: relative(APP, path), text: readFileSync(path, 'utf8') }))

/** Files allowed to touch window.dataLayer itself: the module, the page-global set-up, Tag Manager's start entry. */
const DATA_LAYER_WRITERS = ['lib/analytics.ts', 'root.tsx', 'features/site-shell/analytics-consent-banner.tsx']

describe('the site’s data-layer pushes', () => {
  it('name only events of the 26', () => {
    const named = sources.flatMap(({ path, text }) =>
      [...text.matchAll(/pushDataLayer\(\s*'([^']+)'/g)].map((match) => ({ path, event: match[1] })),
    )
    expect(named.length).toBeGreaterThan(10)
    expect(named.filter(({ event }) => !isAnalyticsEvent(event))).toEqual([])
  })

  it('go through app/lib/analytics.ts: nothing else writes to window.dataLayer', () => {
    const writers = sources
      .filter(({ text }) => /dataLayer\s*(\.push|=[^=])|\['dataLayer'\]/.test(text))
      .map(({ path }) => path)
    expect(writers.filter((path) => !DATA_LAYER_WRITERS.includes(path))).toEqual([])
  })
})

describe('payload builders with personal data', () => {
  it('the brochure events', async () => {
    const payload = await brochureEventPayload(
      'post',
      {
        email: 'Ada.Lovelace@Example.com',
        firstName: 'Ada',
        lastName: 'Lovelace',
        phone: '07700 900123',
        country: 'GB',
        postCode: 'SW1A 1AA',
        town: 'London',
        referralSource: null,
        referralDetail: null,
      },
      [],
    )
    expect(dataLayerEntryProblems({ event: 'brochure_request_post', ...payload })).toEqual([])
  })

  it('login and sign_up', async () => {
    const payload = await accountEventPayload({ clientId: 'C-1', email: 'Ada@Example.com' })
    expect(dataLayerEntryProblems({ event: 'login', ...payload })).toEqual([])
  })

  it('view_page for a signed-in customer', async () => {
    const payload = await pageViewPayload('/tours', true, {
      isAuthenticated: true,
      clientId: 'C-1',
      email: 'Ada@Example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
    } as Parameters<typeof pageViewPayload>[2])
    expect(dataLayerEntryProblems({ event: 'view_page', ...payload })).toEqual([])
  })

  it('newsletter_subscribe', async () => {
    const payload = await newsletterSubscribePayload(' Ada@Example.COM ', '/tours')
    expect(payload.email).toBe('ada@example.com')
    expect(dataLayerEntryProblems({ event: 'newsletter_subscribe', ...payload })).toEqual([])
  })
})
