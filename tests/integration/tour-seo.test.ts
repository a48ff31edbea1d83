import { createRequire } from 'node:module'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { todayIso } from '../../app/features/departures/departure-lookup.server'
import { getTourPage } from '../../app/features/tours/tour-page.server'
import { toMajorString } from '../../app/lib/money'
import { loadBrands } from '../../server/brands.server'
import { requestAs } from '../support/http-client'
import { startTestServer, type TestServer } from '../support/test-server'

/*
 * What search engines read: the tour page's JSON-LD (one offer per bookable departure, priced and marked as the
 * database says), its canonical and Open Graph tags, sitemap.xml (every published tour of the brand and market,
 * every indexable listing page) and robots.txt.
 */

// jsdom ships no type declarations; only its DOMParser is needed, to prove sitemap.xml is well-formed XML.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { DOMParser: typeof DOMParser } }
}

let server: TestServer
const today = todayIso()

beforeAll(async () => {
  server = await startTestServer('tour-seo')
})

afterAll(async () => {
  await server?.stop()
})

const db = () => server.database.db

/** GET with a chosen Host header: brands are told apart by Host. */
async function page(
  path: string,
  host = 'localhost',
  origin = server.origin,
): Promise<{ status: number; headers: Headers; text: string }> {
  const answer = await requestAs(origin, path, { host })
  const headers = new Headers()
  for (const [name, value] of Object.entries(answer.headers)) if (typeof value === 'string') headers.set(name, value)
  return { status: answer.status, headers, text: answer.text }
}

function jsonLd(html: string): Array<Record<string, unknown>> {
  const scripts = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
  return scripts.map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
}

function graphNodes(docs: Array<Record<string, unknown>>): Array<Record<string, unknown>> {
  return docs.flatMap((doc) =>
    Array.isArray(doc['@graph']) ? (doc['@graph'] as Array<Record<string, unknown>>) : [doc],
  )
}

/** A Meridian GB tour with both bookable and unbookable upcoming departures, if the seed has one. */
async function subjectTour() {
  const tours = await db()
    .selectFrom('tours')
    .select(['id', 'slug', 'code', 'name'])
    .where('brandId', '=', 'meridian')
    .where('marketCode', '=', 'GB')
    .where('published', '=', 1)
    .orderBy('id')
    .execute()
  let fallback: (typeof tours)[number] | null = null
  for (const tour of tours) {
    const departures = await departuresOf(tour.id)
    const bookable = departures.filter(isBookable)
    if (bookable.length && !fallback) fallback = tour
    if (bookable.length && bookable.length < departures.length) return tour
  }
  return fallback!
}

async function departuresOf(tourId: number) {
  return db()
    .selectFrom('departures')
    .select(['code', 'priceMinor', 'currency', 'status', 'open', 'startDate'])
    .where('tourId', '=', tourId)
    .where('startDate', '>', today)
    .execute()
}

const isBookable = (d: { status: string; open: number; startDate: string }) =>
  d.open === 1 && d.status !== 'Sold out' && d.startDate > today

describe('tour page structured data', () => {
  it('carries one Offer per bookable departure with the database price, currency and availability', async () => {
    const tour = await subjectTour()
    const { status, text } = await page(`/tours/${tour.slug}`)
    expect(status).toBe(200)
    const nodes = graphNodes(jsonLd(text))
    const trip = nodes.find((node) => node['@type'] === 'TouristTrip')!
    expect(trip, 'a TouristTrip in the JSON-LD').toBeDefined()
    expect(trip.name).toBe(tour.name)

    const bookable = (await departuresOf(tour.id)).filter(isBookable)
    const offers = trip.offers as Array<Record<string, unknown>>
    expect(offers.length).toBe(bookable.length)
    const bySku = new Map(bookable.map((d) => [d.code, d]))
    for (const offer of offers) {
      const row = bySku.get(offer.sku as string)!
      expect(row, `offer ${String(offer.sku)} is a bookable departure`).toBeDefined()
      expect(offer.price).toBe(toMajorString(row.priceMinor))
      expect(offer.priceCurrency).toBe(row.currency)
      expect(offer.availability).toBe(
        row.status === 'Limited' ? 'https://schema.org/LimitedAvailability' : 'https://schema.org/InStock',
      )
      expect(offer.validFrom).toBe(today)
      expect(offer.url).toMatch(new RegExp(`/tours/${tour.slug}$`))
    }
    const itinerary = trip.itinerary as { itemListElement: unknown[] }
    const days = await db().selectFrom('itineraryDays').select('id').where('tourId', '=', tour.id).execute()
    expect(itinerary.itemListElement.length).toBe(days.length)

    const product = nodes.find((node) => node['@type'] === 'Product')
    if (bookable.length) {
      const prices = bookable.map((d) => d.priceMinor)
      expect(product?.offers).toMatchObject({
        '@type': 'AggregateOffer',
        offerCount: bookable.length,
        lowPrice: toMajorString(Math.min(...prices)),
        highPrice: toMajorString(Math.max(...prices)),
      })
    }
    const breadcrumb = nodes.find((node) => node['@type'] === 'BreadcrumbList')!
    const crumbs = breadcrumb.itemListElement as Array<{ name: string; item: string }>
    expect(crumbs[0]!.name).toBe('Home')
    expect(crumbs.at(-1)!.item).toMatch(new RegExp(`/tours/${tour.slug}$`))
  })

  it('escapes "<" inside the JSON-LD script and has title, description, canonical and Open Graph tags', async () => {
    const tour = await subjectTour()
    const { text } = await page(`/tours/${tour.slug}`)
    for (const match of text.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
      expect(match[1]).not.toContain('<')
    }
    expect(text).toMatch(/<title>[^<]+<\/title>/)
    expect(text).toMatch(/<meta name="description" content="[^"]+"/)
    // No PUBLIC_ORIGINS here: the development origin is the configured host and the port the server listens on.
    expect(text).toContain(`<link rel="canonical" href="http://localhost:${server.port}/tours/${tour.slug}"/>`)
    for (const property of ['og:title', 'og:description', 'og:image', 'og:url', 'og:type']) {
      expect(text).toContain(`property="${property}"`)
    }
  })

  it('answers 404 for an unpublished tour and for another brand’s tour', async () => {
    const tour = await subjectTour()
    expect((await page(`/tours/${tour.slug}`, 'coach.localhost')).status).toBe(404)
    await db().updateTable('tours').set({ published: 0 }).where('id', '=', tour.id).execute()
    try {
      expect((await page(`/tours/${tour.slug}`)).status).toBe(404)
    } finally {
      await db().updateTable('tours').set({ published: 1 }).where('id', '=', tour.id).execute()
    }
  })
})

describe('sitemap.xml', () => {
  async function sitemapLocs(host: string) {
    const { status, headers, text } = await page('/sitemap.xml', host)
    expect(status).toBe(200)
    expect(headers.get('content-type')).toContain('application/xml')
    expect(headers.get('cache-control')).toContain('max-age=3600')
    const doc = new new JSDOM('').window.DOMParser().parseFromString(text, 'application/xml')
    expect(doc.getElementsByTagName('parsererror').length, 'sitemap.xml parses as XML').toBe(0)
    expect(doc.documentElement.nodeName).toBe('urlset')
    expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
    const locs = Array.from(doc.getElementsByTagName('loc')).map((node) => node.textContent ?? '')
    const lastmods = Array.from(doc.getElementsByTagName('lastmod')).map((node) => node.textContent ?? '')
    for (const lastmod of lastmods) expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    return locs
  }

  for (const [brandId, host] of [
    ['meridian', 'localhost'],
    ['cavendish', 'coach.localhost'],
  ] as const) {
    it(`lists every published ${brandId} tour and listing page, and nothing else’s`, async () => {
      const locs = await sitemapLocs(host)
      for (const loc of locs) expect(loc.startsWith(`http://${host}:`) || loc.startsWith(`http://${host}/`)).toBe(true)
      const paths = locs.map((loc) => new URL(loc).pathname)
      const tours = await db()
        .selectFrom('tours')
        .select('slug')
        .where('brandId', '=', brandId)
        .where('marketCode', '=', 'GB')
        .where('published', '=', 1)
        .execute()
      const tourPaths = paths.filter((path) => path.startsWith('/tours/'))
      expect(tourPaths.sort()).toEqual(tours.map((tour) => `/tours/${tour.slug}`).sort())
      const listing = await db()
        .selectFrom('listingPages')
        .select(['path', 'kind', 'marketCode'])
        .where('brandId', '=', brandId)
        .execute()
      for (const page of listing) {
        const listed = paths.includes(page.path)
        // Another market's price bands are not this market's pages (issue 28 defect 18).
        const ownMarket = page.marketCode === null || page.marketCode === 'GB'
        expect(listed, `${page.kind} ${page.path}`).toBe(ownMarket && !['search', 'wishlist'].includes(page.kind))
      }
      expect(paths).toContain('/')
      expect(new Set(paths).size).toBe(paths.length)
    })
  }

  it('uses PUBLIC_ORIGIN when it is configured', async () => {
    const configured = await startTestServer('tour-seo-origin', { PUBLIC_ORIGIN: 'https://www.meridian.example' })
    try {
      const { text } = await page('/sitemap.xml', 'localhost', configured.origin)
      expect(text).toContain('<loc>https://www.meridian.example/tours/')
      const robots = (await page('/robots.txt', 'localhost', configured.origin)).text
      expect(robots).toContain('Sitemap: https://www.meridian.example/sitemap.xml')
    } finally {
      await configured.stop()
    }
  })
})

describe('robots.txt', () => {
  it('names the sitemap and keeps crawlers out of the checkout and API', async () => {
    const { status, headers, text } = await page('/robots.txt', 'localhost')
    expect(status).toBe(200)
    expect(headers.get('content-type')).toContain('text/plain')
    expect(text).toMatch(/^Sitemap: http:\/\/localhost(:\d+)?\/sitemap\.xml$/m)
    expect(text).toContain('Disallow: /checkout')
    expect(text).toContain('Disallow: /umbraco/')
  })
})

describe('getTourPage (what the route loader renders from)', () => {
  async function meridian() {
    const brands = await loadBrands(db())
    return { meridian: brands.get('meridian:GB')!, cavendish: brands.get('cavendish:GB')! }
  }

  it('returns the page data with breadcrumb paths that are real listing pages, and null for other brands or slugs', async () => {
    const tour = await subjectTour()
    const { meridian: brand, cavendish } = await meridian()
    const data = (await getTourPage(db(), brand, tour.slug, { origin: 'https://www.example.com' }))!
    expect(data.tour.code).toBe(tour.code)
    expect(data.tour.canonicalUrl).toBe(`https://www.example.com/tours/${tour.slug}`)
    expect(data.seo.canonicalUrl).toBe(data.tour.canonicalUrl)
    expect(data.seo.imageUrl).toMatch(/^https:\/\/www\.example\.com\/media\//)
    expect(data.breadcrumb[0]).toEqual({ name: 'Home', url: '/' })
    expect(data.breadcrumb.at(-1)).toEqual({ name: tour.name, url: `/tours/${tour.slug}` })
    const listingPaths = new Set(
      (await db().selectFrom('listingPages').select('path').where('brandId', '=', 'meridian').execute()).map(
        (p) => p.path,
      ),
    )
    for (const crumb of data.breadcrumb.slice(1, -1)) expect(listingPaths.has(crumb.url), crumb.url).toBe(true)
    expect(data.travelOptions.length).toBeGreaterThan(0)
    expect(data.analyticsItem).toMatchObject({ tourCode: tour.code, name: tour.name, brand: brand.name, quantity: 1 })
    expect(data.blocks.apiUnavailable.title).toBeTruthy()
    expect(data.blocks.noResults.title).toBeTruthy()
    expect(data.addOnList.title).toBeTruthy()
    expect(data.excursionList.title).toBeTruthy()
    expect(await getTourPage(db(), cavendish, tour.slug)).toBeNull()
    expect(await getTourPage(db(), brand, 'no-such-tour')).toBeNull()
  })
})
