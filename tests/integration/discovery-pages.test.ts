import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SOLD_OUT_STATUS } from '../../app/lib/constants'
import { client } from '../support/http-client'
import { startTestServer, type TestServer } from '../support/test-server'

/*
 * Listing pages as a visitor gets them (issue 13 defects 3 and 4): the rendered HTML of the real server against the
 * seeded catalogue, compared with the database. Subjects are picked from the database, so the test holds for any seed.
 */

let server: TestServer
const today = new Date().toISOString().slice(0, 10)

beforeAll(async () => {
  server = await startTestServer('discovery-pages')
})

afterAll(async () => {
  await server?.stop()
})

const db = () => server.database.db

async function page(path: string, host: string): Promise<{ status: number; html: string }> {
  const answer = await client(server, { host }).get(path)
  return { status: answer.status, html: answer.text }
}

/** The 'x of y tours' line's y (React may split the text with comment markers). */
function totalOf(html: string): number {
  const line = /class="load-more__count"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1]
  expect(line, 'the x of y tours line').toBeDefined()
  const text = line!.replace(/<!--.*?-->/g, '')
  const match = /of ([\d,]+) tours?/.exec(text)
  expect(match, text).not.toBeNull()
  return Number(match![1]!.replace(/,/g, ''))
}

/** Listable tours (published, priced, with an open upcoming departure) of a brand and market. */
function listableTours(brandId: string, marketCode: string) {
  return db()
    .selectFrom('tours')
    .where('tours.brandId', '=', brandId)
    .where('tours.marketCode', '=', marketCode)
    .where('tours.published', '=', 1)
    .where('tours.fromPriceMinor', 'is not', null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('departures')
          .select('departures.id')
          .whereRef('departures.tourId', '=', 'tours.id')
          .where('departures.startDate', '>', today)
          .where('departures.status', '<>', SOLD_OUT_STATUS)
          .where('departures.open', '=', 1),
      ),
    )
}

describe('country pages (issue 13 defect 4)', () => {
  it('list every tour that visits the country, as the country filter does', async () => {
    const pages = await db()
      .selectFrom('listingPages')
      .select(['id', 'path', 'countryId'])
      .where('brandId', '=', 'meridian')
      .where('kind', '=', 'country')
      .execute()
    expect(pages.length).toBeGreaterThan(0)
    const counted = []
    for (const listing of pages) {
      const visiting = await listableTours('meridian', 'GB')
        .innerJoin('tourCountries', 'tourCountries.tourId', 'tours.id')
        .where('tourCountries.countryId', '=', listing.countryId!)
        .select('tours.id')
        .distinct()
        .execute()
      const own = await listableTours('meridian', 'GB')
        .where('tours.parentPageId', '=', listing.id)
        .select('tours.id')
        .execute()
      counted.push({ path: listing.path, visiting: visiting.length, own: own.length })
    }
    // Pages where the two rules differ tell them apart; a few where they agree check nothing else changed.
    const wider = counted.filter((entry) => entry.visiting > entry.own)
    expect(wider.length, 'a country visited by tours that belong to another country page').toBeGreaterThan(0)
    const same = counted.filter((entry) => entry.visiting > 0 && entry.visiting === entry.own)
    for (const entry of [...wider.slice(0, 6), ...same.slice(0, 2)]) {
      const answer = await page(entry.path, 'localhost')
      expect(answer.status, entry.path).toBe(200)
      expect(totalOf(answer.html), entry.path).toBe(entry.visiting)
    }
  }, 120_000)
})

describe('tours-by-price pages per market (issue 13 defect 3, issue 28 defect 18)', () => {
  const h1 = (html: string) =>
    (/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').replace(/<!--.*?-->/g, '').replace(/<[^>]+>/g, '')
  const title = (html: string) => /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? ''
  /** The footer's links to tours-by-price pages: [name, path]. */
  const footerPriceLinks = (html: string) => {
    const footer = /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? ''
    return [...footer.matchAll(/<a[^>]*href="(\/holidays-under-\d+)"[^>]*>([^<]+)<\/a>/g)].map((m) => [m[2], m[1]])
  }
  const markets = [
    { host: 'localhost', brandId: 'meridian', marketCode: 'GB', symbol: '£', other: 'C$' },
    { host: 'ca.localhost', brandId: 'meridian', marketCode: 'CA', symbol: 'C$', other: '£' },
    { host: 'coach.localhost', brandId: 'cavendish', marketCode: 'GB', symbol: '£', other: 'C$' },
  ]
  const pricePages = (brandId: string, marketCode: string) =>
    db()
      .selectFrom('listingPages')
      .select(['path', 'title', 'thresholdPriceMinor'])
      .where('brandId', '=', brandId)
      .where('kind', '=', 'price')
      .where('marketCode', '=', marketCode)
      .orderBy('thresholdPriceMinor')
      .execute()

  it.each(markets)(
    '$host: bands of its own prices, labelled in its currency, none empty, and the footer links to its own',
    async ({ host, brandId, marketCode, symbol, other }) => {
      const pages = await pricePages(brandId, marketCode)
      expect(pages.length, `${host}: price pages`).toBeGreaterThan(0)
      for (const listing of pages) {
        const answer = await page(listing.path, host)
        expect(answer.status, `${host}${listing.path}`).toBe(200)
        expect(h1(answer.html)).toBe(listing.title)
        expect(h1(answer.html)).toContain(symbol)
        expect(h1(answer.html)).not.toContain(other)
        expect(title(answer.html)).not.toContain(other)
        const inBand = await listableTours(brandId, marketCode)
          .where('tours.fromPriceMinor', '<=', listing.thresholdPriceMinor!)
          .select('tours.id')
          .execute()
        expect(inBand.length, `${host}${listing.path}: tours in the band`).toBeGreaterThan(0)
        expect(totalOf(answer.html), `${host}${listing.path}`).toBe(inBand.length)
        expect(answer.html).not.toContain('class="no-results"')
      }
      const links = footerPriceLinks((await page('/', host)).html)
      expect(links.length, `${host}: footer price links`).toBeGreaterThan(0)
      for (const [name, path] of links) {
        expect(
          pages.map((p) => p.path),
          `${host}: footer link ${path}`,
        ).toContain(path)
        expect(name).toContain(symbol)
      }
    },
  )

  it('another market’s band is not found, and leaves the sitemap', async () => {
    const [british] = await pricePages('meridian', 'GB')
    const [canadian] = await pricePages('meridian', 'CA')
    expect((await page(british!.path, 'ca.localhost')).status).toBe(404)
    expect((await page(canadian!.path, 'localhost')).status).toBe(404)
    const sitemap = (await page('/sitemap.xml', 'ca.localhost')).html
    expect(sitemap).toContain(canadian!.path)
    expect(sitemap).not.toContain(`${british!.path}<`)
  })

  it('an empty band shows the no-results block, not “0 of 0 tours”', async () => {
    const cheapest = await listableTours('meridian', 'CA')
      .select((eb) => eb.fn.min<number>('tours.fromPriceMinor').as('price'))
      .executeTakeFirstOrThrow()
    const threshold = Math.floor(Number(cheapest.price) / 100) - 1
    await db()
      .insertInto('listingPages')
      .values({
        brandId: 'meridian',
        marketCode: 'CA',
        kind: 'price',
        path: `/holidays-under-${threshold}`,
        title: `Holidays under C$${threshold}`,
        introHtml: null,
        continentId: null,
        countryId: null,
        tagId: null,
        thresholdPriceMinor: threshold * 100,
        settingsJson: JSON.stringify({ start: 12, step: 12, showFilters: false }),
        metaDescription: null,
      })
      .execute()
    const answer = await page(`/holidays-under-${threshold}`, 'ca.localhost')
    expect(answer.status).toBe(200)
    expect(answer.html).toContain('class="no-results"')
    expect(answer.html).not.toContain('load-more__count')
  })
})
