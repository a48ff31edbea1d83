import { createRequire } from 'node:module'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requestAs, type HttpResponse } from '../support/http-client'
import { startTestServer, type TestServer } from '../support/test-server'

/*
 * The information pages (privacy, cookies, booking conditions, contact, accessibility, travel insurance): every
 * link in each brand's footer (and the brochure form's privacy link) answers 200, each page renders its own
 * brand's content block with the block's title as the only h1 and its meta description and canonical URL, a path
 * without a block is a real 404, and sitemap.xml lists every page.
 */

// jsdom ships no type declarations; a document is all these tests need.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { document: Document } }
}

let server: TestServer

beforeAll(async () => {
  server = await startTestServer('info-pages')
})

afterAll(async () => {
  await server?.stop()
})

const db = () => server.database.db

const BRANDS = [
  { id: 'meridian', host: 'localhost', name: 'Meridian Journeys', phone: '0800 024 6020' },
  { id: 'cavendish', host: 'coach.localhost', name: 'Cavendish Coach Holidays', phone: '0800 088 4411' },
] as const

/**
 * Footer links to pages another, unfinished feature owns. They are checked the other way round: once one answers
 * 200 the test fails, so that it is taken off this list and checked like the rest. (/my-bookings left it with
 * sign-in: signed out, it leads to the login page.)
 */
const PAGES_OF_UNFINISHED_FEATURES = new Set<string>([])

function documentOf(html: string): Document {
  return new JSDOM(html).window.document
}

/** GET, following same-site redirects the way a browser would. */
async function follow(path: string, host: string): Promise<HttpResponse & { path: string }> {
  let current = path
  for (let hop = 0; hop < 5; hop++) {
    const response = await requestAs(server.origin, current, { host })
    const location = response.headers.location
    if (response.status < 300 || response.status >= 400 || !location) return { ...response, path: current }
    const next = new URL(location, `http://${host}${current}`)
    current = `${next.pathname}${next.search}`
  }
  throw new Error(`too many redirects from ${path}`)
}

async function block(brandId: string, key: string) {
  const row = await db()
    .selectFrom('contentBlocks')
    .select(['title', 'bodyHtml', 'dataJson'])
    .where('brandId', '=', brandId)
    .where('key', '=', key)
    .executeTakeFirst()
  return row ? { ...row, data: JSON.parse(row.dataJson ?? '{}') as Record<string, unknown> } : null
}

async function infoSlugs(brandId: string): Promise<string[]> {
  const rows = await db()
    .selectFrom('contentBlocks')
    .select('key')
    .where('brandId', '=', brandId)
    .where('key', 'like', 'page.%')
    .orderBy('key')
    .execute()
  return rows.map((row) => row.key.slice('page.'.length))
}

describe.each(BRANDS)('$name', (brand) => {
  it('answers 200 for every link in the footer and for the brochure form’s privacy link', async () => {
    const footer = await block(brand.id, 'site.footer')
    const groups = footer!.data.linkGroups as Array<{ links: Array<{ url: string }> }>
    // The footer's data lists every market's price band; the British host shows only its own (issue 28 defect 18,
    // site-shell/footer-links.ts), so another market's band is not a link here.
    const otherMarket = new Set(
      (
        await db()
          .selectFrom('listingPages')
          .select('path')
          .where('brandId', '=', brand.id)
          .where('marketCode', 'is not', null)
          .where('marketCode', '<>', 'GB')
          .execute()
      ).map((page) => page.path),
    )
    const urls = groups.flatMap((group) => group.links.map((link) => link.url)).filter((url) => !otherMarket.has(url))
    const brochures = await block(brand.id, 'brochures.page')
    urls.push((brochures!.data.privacyPolicyLink as { url: string }).url)
    expect(urls.length).toBeGreaterThanOrEqual(12)
    const failures: string[] = []
    const landed: string[] = []
    for (const url of new Set(urls)) {
      const response = await follow(url, brand.host)
      if (PAGES_OF_UNFINISHED_FEATURES.has(url)) {
        if (response.status === 200) landed.push(url)
      } else if (response.status !== 200) failures.push(`${url} → ${response.status} (${response.path})`)
    }
    expect(failures).toEqual([])
    expect(landed, 'these pages exist now: remove them from PAGES_OF_UNFINISHED_FEATURES').toEqual([])
  })

  it('has the six information pages, each linked from the footer', async () => {
    const slugs = await infoSlugs(brand.id)
    expect(slugs).toEqual(
      [
        'accessibility',
        'booking-conditions',
        'contact-us',
        'cookie-policy',
        'privacy-policy',
        'travel-insurance',
      ].sort(),
    )
    const html = (await requestAs(server.origin, '/', { host: brand.host })).text
    const footerLinks = [...documentOf(html).querySelectorAll('footer a')].map((a) => a.getAttribute('href'))
    for (const slug of slugs) expect(footerLinks).toContain(`/${slug}`)
  })

  it('renders each page from its content block: title as the only h1, meta description, canonical URL', async () => {
    for (const slug of await infoSlugs(brand.id)) {
      const expected = (await block(brand.id, `page.${slug}`))!
      const response = await requestAs(server.origin, `/${slug}`, { host: brand.host })
      expect(response.status, slug).toBe(200)
      const doc = documentOf(response.text)
      const headings = [...doc.querySelectorAll('h1')].map((h1) => h1.textContent)
      expect(headings, slug).toEqual([expected.title])
      expect(doc.title).toBe(`${expected.title} | ${brand.name}`)
      expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(expected.data.metaDescription)
      const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? ''
      expect(new URL(canonical).pathname).toBe(`/${slug}`)
      expect(new URL(canonical).hostname).toBe(brand.host)
      const body = doc.querySelector('.info-page__body')!
      expect(body.querySelector('h2')).not.toBeNull()
      expect(body.lastElementChild?.textContent).toContain('Itinera demonstration site')
      expect(response.text).toContain(`data-brand="${brand.id}"`)
    }
  })

  it('speaks for its own brand: its phone number and name, never the other brand’s', async () => {
    const other = BRANDS.find((b) => b.id !== brand.id)!
    const response = await requestAs(server.origin, '/contact-us', { host: brand.host })
    const main = documentOf(response.text).querySelector('main')!.textContent!
    expect(main).toContain(brand.phone)
    expect(main).toContain(brand.name)
    expect(main).not.toContain(other.phone)
    expect(main).not.toContain(other.name)
  })

  it('lists every information page in sitemap.xml', async () => {
    const response = await requestAs(server.origin, '/sitemap.xml', { host: brand.host })
    expect(response.status).toBe(200)
    const paths = [...response.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
    for (const slug of await infoSlugs(brand.id)) expect(paths).toContain(`/${slug}`)
    expect(new Set(paths).size).toBe(paths.length)
  })
})

describe('not found', () => {
  it('answers 404 for an unknown information page', async () => {
    for (const path of ['/no-such-policy', '/privacy-policy/extra', '/page.privacy-policy']) {
      const response = await requestAs(server.origin, path, { host: 'localhost' })
      expect(response.status, path).toBe(404)
      expect(response.text).toContain('We can’t find that page')
    }
  })

  it('answers 404 for an information route whose brand has no content block, and 200 again once it has', async () => {
    const key = 'page.travel-insurance'
    const row = await db()
      .selectFrom('contentBlocks')
      .select(['id', 'title'])
      .where('brandId', '=', 'cavendish')
      .where('key', '=', key)
      .executeTakeFirstOrThrow()
    await db().updateTable('contentBlocks').set({ key: 'page.hidden-for-test' }).where('id', '=', row.id).execute()
    try {
      expect((await requestAs(server.origin, '/travel-insurance', { host: 'coach.localhost' })).status).toBe(404)
      expect((await requestAs(server.origin, '/travel-insurance', { host: 'localhost' })).status).toBe(200)
    } finally {
      await db().updateTable('contentBlocks').set({ key }).where('id', '=', row.id).execute()
    }
    expect((await requestAs(server.origin, '/travel-insurance', { host: 'coach.localhost' })).status).toBe(200)
  })
})
