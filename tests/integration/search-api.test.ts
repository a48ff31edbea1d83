import { writeFileSync } from 'node:fs'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type {
  Filter,
  ListingItem,
  SearchRequestBody,
  SearchResponse,
  SuggestResponse,
  ToursByPriceResponse,
  WishlistResponse,
} from '../../app/features/search/search-contract'
import { PRICE_BANDS, SEARCH_TAKE_MAX } from '../../app/features/search/search-contract'
import { bumpSearchVersion } from '../../app/features/search/search-index.server'
import { SORT_ORDER_KEYS } from '../../app/features/search/sort-orders'
import { FILTER_GROUPS, LIST_START, SOLD_OUT_STATUS, TOURS_BY_PRICE_START } from '../../app/lib/constants'
import type { Database } from '../../db/schema'
import { client, type HttpClient } from '../support/http-client'
import { startTestServer, type TestServer } from '../support/test-server'

/*
 * The discovery API against the real server and a seeded database (SQLite, or PostgreSQL with TEST_DATABASE_URL).
 * Expectations are checked against the database itself wherever the rule can be restated in SQL, and facet counts
 * against the totals the API gives when the option is clicked. With SEARCH_FINGERPRINT=path the answers of a fixed
 * set of queries are written there, so the two dialects' runs can be compared byte for byte.
 */

let server: TestServer
const today = new Date().toISOString().slice(0, 10)

beforeAll(async () => {
  server = await startTestServer('search-api')
})

afterAll(async () => {
  await server?.stop()
})

const db = () => server.database.db

interface CallOptions {
  host?: string
  /** Extra cookies for this call only (the wishlist), as name → value. */
  cookies?: Record<string, string>
  csrf?: boolean
}

/** One browser session per host (the brand is chosen by Host), keeping its cookies and CSRF token. */
const sessions = new Map<string, HttpClient>()
function visitor(host = 'localhost'): HttpClient {
  let session = sessions.get(host)
  if (!session) {
    session = client(server, { host })
    sessions.set(host, session)
  }
  return session
}

async function post(path: string, body: unknown, options: CallOptions = {}) {
  const answer = await visitor(options.host).post(path, body, { csrf: options.csrf, cookies: options.cookies })
  return { status: answer.status, body: answer.json() }
}

async function search(body: SearchRequestBody, options: CallOptions = {}): Promise<SearchResponse> {
  const response = await post('/umbraco/api/search/items', body, options)
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response.body as SearchResponse
}

async function get<T>(path: string, host = 'localhost'): Promise<{ status: number; body: T }> {
  const answer = await visitor(host).get(path)
  return { status: answer.status, body: answer.json<T>() }
}

/** Every listable tour of a brand and market, straight from the database (the rule restated in SQL). */
async function listableTourIds(brandId = 'meridian', marketCode = 'GB'): Promise<number[]> {
  const rows = await db()
    .selectFrom('tours')
    .select('tours.id')
    .where('brandId', '=', brandId)
    .where('marketCode', '=', marketCode)
    .where('published', '=', 1)
    .where('fromPriceMinor', 'is not', null)
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
    .execute()
  return rows.map((row) => row.id)
}

const WRITABLE_TABLES: Array<keyof Database> = [
  'tours',
  'departures',
  'quotes',
  'bookings',
  'customers',
  'sessions',
  'brochureRequests',
  'marketingLeads',
  'emailOutbox',
]

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const table of WRITABLE_TABLES) {
    const row = await db()
      .selectFrom(table)
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    counts[table] = Number(row.n)
  }
  return counts
}

function expectListingItem(item: ListingItem) {
  expect(Object.keys(item).sort()).toEqual(
    [
      'id',
      'name',
      'description',
      'image',
      'tourCode',
      'tourLink',
      'mapLink',
      'departureDatesFormatted',
      'tourSummary',
      'url',
      'analytics',
    ].sort(),
  )
  expect(item.id).toEqual(expect.any(Number))
  expect(item.name).toEqual(expect.any(String))
  expect(item.description).toEqual(expect.any(String))
  expect(item.image).toEqual({
    smallUrl: expect.stringMatching(/^\//),
    mediumUrl: expect.stringMatching(/^\//),
    largeUrl: expect.stringMatching(/^\//),
    altText: expect.any(String),
  })
  expect(item.tourCode).toMatch(/^[A-Z0-9-]+$/)
  expect(item.tourLink).toEqual({ url: item.url, name: expect.any(String) })
  expect(item.url).toMatch(/^\/tours\/[a-z0-9-]+$/)
  if (item.mapLink !== null) expect(item.mapLink).toEqual({ url: expect.any(String), name: expect.any(String) })
  expect(item.departureDatesFormatted).toMatch(
    /^((Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)( \d{4})?(, |$))+(…)?$/,
  )
  const summary = item.tourSummary
  expect(Object.keys(summary).sort()).toEqual(
    [
      'offerText',
      'fromDays',
      'fromPriceFormatted',
      'wasFromPrice',
      'wasPriceFormatted',
      'hasWasFromPrice',
      'fromPrice',
      'currency',
    ].sort(),
  )
  expect(summary.fromDays).toEqual(expect.any(Number))
  expect(summary.fromPrice).toEqual(expect.any(Number))
  expect(summary.fromPriceFormatted).toMatch(/^(£|C\$)[\d,]+(\.\d{2})?$/)
  expect(summary.hasWasFromPrice).toBe(summary.wasFromPrice !== null)
  if (summary.wasFromPrice !== null) {
    expect(summary.wasFromPrice).toBeGreaterThan(summary.fromPrice)
    expect(summary.wasPriceFormatted).toMatch(/^(£|C\$)[\d,]+/)
  } else expect(summary.wasPriceFormatted).toBeNull()
  expect(['GBP', 'CAD']).toContain(summary.currency)
  expect(item.analytics).toMatchObject({
    tourCode: item.tourCode,
    name: item.name,
    brand: expect.any(String),
    continent: expect.any(String),
    country: expect.any(String),
    discount: expect.any(Number),
    price: summary.fromPrice / 100,
    quantity: 1,
    variant: `${summary.fromDays} days`,
    itemsCount: expect.any(Number),
  })
}

function expectFilter(filter: Filter) {
  expect(Object.keys(filter).sort()).toEqual(['children', 'label', 'type', 'value', 'visible'])
  expect(filter.type).toBe(['Dates', 'Prices', 'Durations'].includes(filter.value) ? 'Range' : 'List')
  expect(filter.label).toEqual(expect.any(String))
  expect(filter.visible).toEqual(expect.any(Boolean))
  for (const child of filter.children) {
    expect(child).toMatchObject({
      label: expect.any(String),
      value: expect.any(String),
      count: expect.any(Number),
      selected: expect.any(Boolean),
    })
    if (filter.value === 'Prices' || filter.value === 'Durations') expect(child.from).toEqual(expect.any(Number))
  }
  if (filter.value === 'Dates')
    for (const child of filter.children) expect(child.label).toMatch(/^[A-Z][a-z]{2} \d{4}$/)
}

/** A group selection that clicks only this option. */
const click = (group: string, value: string) => ({ [group]: [value] })

describe('POST /umbraco/api/search/items', () => {
  it('answers every field of the contract with the right types', async () => {
    const answer = await search({})
    expect(Object.keys(answer).sort()).toEqual([
      'currentPage',
      'filters',
      'items',
      'remaining',
      'takeCounter',
      'total',
      'totalPages',
    ])
    expect(answer.items).toHaveLength(LIST_START)
    answer.items.forEach(expectListingItem)
    expect(answer.items.length + answer.remaining).toBe(answer.total)
    expect(answer.currentPage).toBe(1)
    expect(answer.totalPages).toBe(Math.ceil(answer.total / LIST_START))
    expect(answer.takeCounter).toBe(LIST_START)
    expect(answer.filters.map((f) => f.value)).toEqual([...FILTER_GROUPS])
    answer.filters.forEach(expectFilter)
  })

  it('lists exactly the tours with a bookable future departure, in recommended order', async () => {
    const ids = await listableTourIds()
    const answer = await search({ Take: SEARCH_TAKE_MAX })
    expect(answer.total).toBe(ids.length)
    const ranked = await db()
      .selectFrom('tours')
      .select('id')
      .where('id', 'in', ids)
      .orderBy('rank')
      .orderBy('id')
      .limit(SEARCH_TAKE_MAX)
      .execute()
    expect(answer.items.map((item) => item.id)).toEqual(ranked.map((row) => row.id))
  })

  it('pages with Take and From without overlap', async () => {
    const first = await search({ Take: 5, From: 0 })
    const second = await search({ Take: 5, From: 5 })
    const both = await search({ Take: 10 })
    expect([...first.items, ...second.items].map((i) => i.id)).toEqual(both.items.map((i) => i.id))
    expect(second.currentPage).toBe(2)
    expect(second.takeCounter).toBe(10)
    expect(5 + second.items.length + second.remaining).toBe(second.total)
    expect(both.items.length + both.remaining).toBe(both.total)
    const beyond = await search({ Take: 5, From: both.total + 10 })
    expect(beyond.items).toEqual([])
    expect(beyond.remaining).toBe(0)
  })

  it('gives facet counts equal to the totals a click on them returns', async () => {
    const answer = await search({ Take: 1 })
    const continent = answer.filters.find((f) => f.value === 'Continents')!.children.find((c) => c.count > 1)!
    const type = answer.filters.find((f) => f.value === 'Types')!.children.find((c) => c.count > 1)!
    const bases: SearchRequestBody[] = [
      {},
      { Continents: [continent.value] },
      { Types: [type.value], Durations: { From: 6, To: 21 } },
      { SearchTerm: 'tour' },
    ]
    let checked = 0
    for (const base of bases) {
      const baseAnswer = await search({ ...base, Take: 1 })
      for (const filter of baseAnswer.filters) {
        for (const child of filter.children) {
          const clicked = await search({ ...base, ...click(filter.value, child.value), Take: 1, ShowFilters: false })
          expect(clicked.total, `${JSON.stringify(base)} + ${filter.value}=${child.value}`).toBe(child.count)
          checked++
        }
      }
    }
    expect(checked).toBeGreaterThan(100)
  })

  it('combines range and list filters: OR inside a group, AND across groups', async () => {
    const dates = (await search({})).filters.find((f) => f.value === 'Dates')!.children.map((c) => c.value)
    expect(dates.length).toBeGreaterThanOrEqual(4)
    const [m1, m2, m3] = [dates[1]!, dates[2]!, dates[3]!]
    const range = await search({ Dates: { From: m1, To: m3 }, Take: 1 })
    const list = await search({ Dates: [m1, m2, m3], Take: 1 })
    expect(range.total).toBe(list.total)
    const dateChildren = range.filters.find((f) => f.value === 'Dates')!.children
    expect(dateChildren.filter((c) => c.selected).map((c) => c.value)).toEqual([m1, m2, m3])

    const priced = await search({ Prices: { From: 1000, To: 2999 }, Take: SEARCH_TAKE_MAX })
    const bands = await search({ Prices: ['1000-1499', '1500-1999', '2000-2999'], Take: 1 })
    expect(priced.total).toBe(bands.total)
    for (const item of priced.items) {
      expect(item.tourSummary.fromPrice).toBeGreaterThanOrEqual(100_000)
      expect(item.tourSummary.fromPrice).toBeLessThan(300_000)
    }

    const europe = await search({ Continents: ['europe'], Take: 1 })
    const both = await search({ Continents: ['europe'], Prices: { From: 1000, To: 2999 }, Take: SEARCH_TAKE_MAX })
    expect(both.total).toBeLessThanOrEqual(Math.min(europe.total, priced.total))
    const europeIds = new Set(
      (
        await db()
          .selectFrom('tourCountries')
          .innerJoin('countries', 'countries.id', 'tourCountries.countryId')
          .innerJoin('continents', 'continents.id', 'countries.continentId')
          .select('tourCountries.tourId')
          .where('continents.slug', '=', 'europe')
          .execute()
      ).map((row) => row.tourId),
    )
    for (const item of both.items) {
      expect(europeIds.has(item.id)).toBe(true)
      expect(item.tourSummary.fromPrice).toBeGreaterThanOrEqual(100_000)
      expect(item.tourSummary.fromPrice).toBeLessThan(300_000)
    }
    const either = await search({ Continents: ['europe', 'asia'], Take: 1 })
    const asia = await search({ Continents: ['asia'], Take: 1 })
    expect(either.total).toBeGreaterThanOrEqual(Math.max(europe.total, asia.total))
    expect(either.total).toBeLessThanOrEqual(europe.total + asia.total)
  })

  it('sorts by every sort key', async () => {
    const sorted = async (SortOrder: string) => (await search({ SortOrder: SortOrder as never, Take: 30 })).items
    const prices = (await sorted('price-asc')).map((i) => i.tourSummary.fromPrice)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    const pricesDesc = (await sorted('price-desc')).map((i) => i.tourSummary.fromPrice)
    expect(pricesDesc).toEqual([...pricesDesc].sort((a, b) => b - a))
    const days = (await sorted('duration-asc')).map((i) => i.tourSummary.fromDays)
    expect(days).toEqual([...days].sort((a, b) => a - b))
    const daysDesc = (await sorted('duration-desc')).map((i) => i.tourSummary.fromDays)
    expect(daysDesc).toEqual([...daysDesc].sort((a, b) => b - a))
    const names = (await sorted('name-asc')).map((i) => i.name)
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true })
    expect(names).toEqual([...names].sort(collator.compare))
    const soonest = await sorted('departure-asc')
    const firsts: string[] = []
    for (const item of soonest) {
      const row = await db()
        .selectFrom('departures')
        .select(({ fn }) => fn.min<string>('startDate').as('first'))
        .where('tourId', '=', item.id)
        .where('startDate', '>', today)
        .where('status', '<>', SOLD_OUT_STATUS)
        .where('open', '=', 1)
        .executeTakeFirstOrThrow()
      firsts.push(row.first)
    }
    expect(firsts).toEqual([...firsts].sort())
    for (const key of SORT_ORDER_KEYS) expect((await search({ SortOrder: key })).items).toHaveLength(LIST_START)
  })

  it('finds free text by prefix and ranks name matches first', async () => {
    const italy = await search({ SearchTerm: 'ital', Take: SEARCH_TAKE_MAX })
    const italyTours = await db()
      .selectFrom('tourCountries')
      .innerJoin('countries', 'countries.id', 'tourCountries.countryId')
      .select('tourCountries.tourId')
      .where('countries.slug', '=', 'italy')
      .where('tourCountries.tourId', 'in', await listableTourIds())
      .execute()
    expect(italyTours.length).toBeGreaterThan(0)
    const found = new Set(italy.items.map((i) => i.id))
    for (const row of italyTours) expect(found.has(row.tourId), `tour ${row.tourId} visits Italy`).toBe(true)
    const nameHit = (item: ListingItem) => /\bital/i.test(item.name)
    const firstMiss = italy.items.findIndex((item) => !nameHit(item))
    if (firstMiss !== -1) expect(italy.items.slice(firstMiss).some(nameHit)).toBe(false)

    // A word from one tour's name: that tour ranks above tours that only mention the word elsewhere.
    const anyTour = italy.items[0] ?? (await search({ Take: 1 })).items[0]!
    const word = anyTour.name
      .split(/\s+/)
      .find((w) => w.length >= 5)!
      .toLowerCase()
    const byWord = await search({ SearchTerm: word, Take: SEARCH_TAKE_MAX })
    expect(byWord.items.map((i) => i.id)).toContain(anyTour.id)
    const wordRe = new RegExp(`\\b${word}`, 'i')
    const miss = byWord.items.findIndex((item) => !wordRe.test(item.name))
    if (miss !== -1) expect(byWord.items.slice(miss).some((item) => wordRe.test(item.name))).toBe(false)

    const byCode = await search({ SearchTerm: anyTour.tourCode.toLowerCase() })
    expect(byCode.items[0]?.id).toBe(anyTour.id)
    expect((await search({ SearchTerm: 'zzqqxxnothing' })).total).toBe(0)
    expect((await search({ SearchTerm: '!!! ***' })).total).toBe(0)
    expect((await search({ SearchTerm: '   ' })).total).toBe((await search({})).total)
  })

  it('treats SQL and HTML in the search term as words and writes nothing', async () => {
    const before = await rowCounts()
    for (const SearchTerm of [
      "'; DROP TABLE tours; --",
      '<script>alert(1)</script>',
      '" OR 1=1 --',
      '*',
      'NEAR(a b)',
      '"',
    ]) {
      const answer = await search({ SearchTerm })
      expect(answer.items.length + answer.remaining).toBe(answer.total)
    }
    expect(await rowCounts()).toEqual(before)
  })

  it('scopes by ParentId: continent, country (ChildItemsOnly), tag and site search', async () => {
    const pages = await db().selectFrom('listingPages').selectAll().where('brandId', '=', 'meridian').execute()
    const listable = await listableTourIds()
    const all = await search({ Take: 1 })

    const continentPage = pages.find((p) => p.kind === 'continent' && p.path === '/destinations/europe')!
    const visiting = await db()
      .selectFrom('tourCountries')
      .innerJoin('countries', 'countries.id', 'tourCountries.countryId')
      .select('tourCountries.tourId')
      .distinct()
      .where('countries.continentId', '=', continentPage.continentId!)
      .where('tourCountries.tourId', 'in', listable)
      .execute()
    const continent = await search({ ParentId: continentPage.id, Take: 1 })
    expect(continent.total).toBe(visiting.length)
    const viaPath = await post(`/umbraco/api/search/items/${continentPage.id}`, { Take: 1 })
    expect((viaPath.body as SearchResponse).total).toBe(continent.total)

    const countryPage = pages.find((p) => p.kind === 'country' && p.path.startsWith('/destinations/europe/'))!
    const children = await db()
      .selectFrom('tours')
      .select('id')
      .where('parentPageId', '=', countryPage.id)
      .where('id', 'in', listable)
      .execute()
    const childOnly = await search({ ParentId: countryPage.id, ChildItemsOnly: true, Take: SEARCH_TAKE_MAX })
    expect(childOnly.total).toBe(children.length)
    expect(new Set(childOnly.items.map((i) => i.id))).toEqual(
      new Set(children.map((c) => c.id).slice(0, SEARCH_TAKE_MAX)),
    )
    const country = await search({ ParentId: countryPage.id, Take: 1 })
    expect(country.total).toBeGreaterThanOrEqual(childOnly.total)

    const tagPage = pages.find((p) => p.kind === 'tag')!
    const tagged = await db()
      .selectFrom('tourTags')
      .select('tourId')
      .where('tagId', '=', tagPage.tagId!)
      .where('tourId', 'in', listable)
      .execute()
    const tagSlug = (
      await db().selectFrom('tags').select('slug').where('id', '=', tagPage.tagId!).executeTakeFirstOrThrow()
    ).slug
    expect((await search({ ParentId: tagPage.id, Take: 1 })).total).toBe(tagged.length)
    expect((await search({ Tag: tagSlug, Take: 1 })).total).toBe(tagged.length)
    expect((await search({ Tag: 'no-such-tag', Take: 1 })).total).toBe(0)

    const site = await search({ ParentId: continentPage.id, IsSiteSearch: true, Take: 1 })
    expect(site.total).toBe(all.total)

    const unknown = await post('/umbraco/api/search/items', { ParentId: 999_999 })
    expect(unknown.status).toBe(400)
    expect(unknown.body).toMatchObject({
      error: { code: 'validation_failed', fieldErrors: { ParentId: expect.any(Array) } },
    })
    const cavendishPage = await db()
      .selectFrom('listingPages')
      .select('id')
      .where('brandId', '=', 'cavendish')
      .executeTakeFirstOrThrow()
    expect((await post('/umbraco/api/search/items', { ParentId: cavendishPage.id })).status).toBe(400)
  })

  it('keeps brands and markets apart', async () => {
    for (const [host, brandId, market, currency] of [
      ['coach.localhost', 'cavendish', 'GB', 'GBP'],
      ['ca.localhost', 'meridian', 'CA', 'CAD'],
    ] as const) {
      const answer = await search({ Take: SEARCH_TAKE_MAX }, { host })
      const ids = new Set(await listableTourIds(brandId, market))
      expect(answer.total, host).toBe(ids.size)
      for (const item of answer.items) {
        expect(ids.has(item.id)).toBe(true)
        expect(item.tourSummary.currency).toBe(currency)
      }
    }
  })

  it('answers bad input with 400 and field errors, and writes nothing', async () => {
    const before = await rowCounts()
    const cases: Array<[unknown, string]> = [
      [{ Take: -1 }, 'Take'],
      [{ Take: 0 }, 'Take'],
      [{ Take: 1_000_000 }, 'Take'],
      [{ Take: 'ten' }, 'Take'],
      [{ From: -5 }, 'From'],
      [{ SortOrder: 'cheapest-first' }, 'SortOrder'],
      [{ SearchTerm: 'x'.repeat(10 * 1024) }, 'SearchTerm'],
      [{ SearchTerm: ['a'] }, 'SearchTerm'],
      [{ ShowFilters: 'yes' }, 'ShowFilters'],
      [{ Countries: 'italy' }, 'Countries'],
      [{ Countries: ["italy' OR '1'='1"] }, 'Countries.0'],
      [{ Dates: { From: 'May 2027' } }, 'Dates.From'],
      [{ ParentId: 'x' }, 'ParentId'],
    ]
    for (const [body, field] of cases) {
      const response = await post('/umbraco/api/search/items', body)
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect(response.body).toMatchObject({
        error: { code: 'validation_failed', fieldErrors: { [field]: expect.any(Array) } },
      })
    }
    const malformed = await post('/umbraco/api/search/items', '{"Take": 2,')
    expect(malformed.status).toBe(400)
    expect(malformed.body).toMatchObject({ error: { code: 'bad_request' } })
    const array = await post('/umbraco/api/search/items', [1, 2])
    expect(array.status).toBe(400)
    const badPath = await post('/umbraco/api/search/items/abc', {})
    expect(badPath.status).toBe(400)
    expect(badPath.body).toMatchObject({ error: { fieldErrors: { ParentId: expect.any(Array) } } })
    expect(await rowCounts()).toEqual(before)
  })

  it('requires the CSRF header on every POST', async () => {
    for (const path of [
      '/umbraco/api/search/items',
      '/umbraco/api/search/items/1',
      '/umbraco/api/search/sortOrders',
      '/umbraco/api/tagresultssearch/items',
      '/umbraco/api/wishlist/items',
    ]) {
      const response = await post(path, {}, { csrf: false })
      expect(response.status, path).toBe(403)
      expect(response.body).toMatchObject({ error: { code: 'csrf_failed' } })
    }
  })
})

describe('POST /umbraco/api/search/sortOrders', () => {
  it('lists the sort options with Key and a label', async () => {
    const response = await post('/umbraco/api/search/sortOrders', {})
    expect(response.status).toBe(200)
    const options = response.body as { Key: string; Value: string }[]
    expect(options.map((o) => o.Key)).toEqual([...SORT_ORDER_KEYS])
    for (const option of options) expect(option.Value).toEqual(expect.any(String))
  })
})

describe('POST /umbraco/api/tagresultssearch/items', () => {
  it('answers tag results in the search items shape', async () => {
    const tagPage = await db()
      .selectFrom('listingPages')
      .innerJoin('tags', 'tags.id', 'listingPages.tagId')
      .select(['listingPages.id', 'tags.slug'])
      .where('listingPages.brandId', '=', 'meridian')
      .where('listingPages.kind', '=', 'tag')
      .executeTakeFirstOrThrow()
    const byTag = await post('/umbraco/api/tagresultssearch/items', { Tag: tagPage.slug, Take: 4 })
    expect(byTag.status).toBe(200)
    const answer = byTag.body as SearchResponse
    expect(answer.total).toBeGreaterThan(0)
    answer.items.forEach(expectListingItem)
    expect(answer.items.length + answer.remaining).toBe(answer.total)
    const byPage = (await post('/umbraco/api/tagresultssearch/items', { ParentId: tagPage.id, Take: 4 }))
      .body as SearchResponse
    expect(byPage.items.map((i) => i.id)).toEqual(answer.items.map((i) => i.id))
    expect(answer).toEqual(await search({ Tag: tagPage.slug, Take: 4 }))
    expect((await post('/umbraco/api/tagresultssearch/items', { Take: -1 })).status).toBe(400)
  })
})

describe('GET /umbraco/api/search/Suggest', () => {
  it('suggests destinations, tours and travel styles from 3 characters', async () => {
    const { status, body } = await get<SuggestResponse>('/umbraco/api/search/Suggest?q=ital&date=&type=&departure=')
    expect(status).toBe(200)
    expect(Object.keys(body).sort()).toEqual(['categories', 'dates', 'departures', 'types'])
    const destinations = body.categories.find((c) => c.type === 'Destinations')!
    expect(destinations.title).toEqual(expect.any(String))
    expect(destinations.items).toContainEqual({
      name: 'Italy',
      type: 'Countries',
      value: 'italy',
      url: '/destinations/europe/italy',
    })
    for (const category of body.categories) {
      for (const item of category.items)
        expect(item).toMatchObject({ name: expect.any(String), type: expect.any(String) })
    }
    const short = await get<SuggestResponse>('/umbraco/api/search/Suggest?q=it')
    expect(short.body.categories).toEqual([])
    const sanitised = await get<SuggestResponse>(`/umbraco/api/search/Suggest?q=${encodeURIComponent(' <ita>!!')}`)
    expect(sanitised.status).toBe(200)
    expect(sanitised.body.categories.find((c) => c.type === 'Destinations')?.items.map((i) => i.name)).toContain(
      'Italy',
    )
  })

  it('restricts months, types and departure points to what exists given the other choices', async () => {
    const all = (await get<SuggestResponse>('/umbraco/api/search/Suggest')).body
    for (const option of all.dates.children)
      expect(option.label).toMatch(/^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}$/)
    const type = all.types.children[0]!.value
    const withType = (await get<SuggestResponse>(`/umbraco/api/search/Suggest?type=${type}`)).body
    expect(withType.types.children.find((t) => t.value === type)?.selected).toBe(true)
    const allMonths = all.dates.children.map((d) => d.value)
    for (const month of withType.dates.children) {
      expect(allMonths).toContain(month.value)
      expect(
        (await search({ Types: [type], Dates: [month.value], Take: 1, ShowFilters: false })).total,
      ).toBeGreaterThan(0)
    }
    const months = (await search({ Types: [type], Take: 1 })).filters.find((f) => f.value === 'Dates')!
    expect(withType.dates.children.map((d) => d.value)).toEqual(
      months.children.filter((c) => c.count > 0).map((c) => c.value),
    )

    const month = all.dates.children[0]!.value
    const departure = all.departures.children[0]!.value
    const narrowed = (await get<SuggestResponse>(`/umbraco/api/search/Suggest?date=${month}&departure=${departure}`))
      .body
    for (const option of narrowed.types.children) {
      expect(
        (await search({ Dates: [month], Departs: [departure], Types: [option.value], Take: 1, ShowFilters: false }))
          .total,
      ).toBeGreaterThan(0)
    }
    for (const option of narrowed.departures.children) {
      expect(
        (await search({ Dates: [month], Departs: [option.value], Take: 1, ShowFilters: false })).total,
      ).toBeGreaterThan(0)
    }
    expect(narrowed.dates.children.find((d) => d.value === month)?.selected).toBe(true)
  })

  it('refuses malformed parameters', async () => {
    expect((await get('/umbraco/api/search/Suggest?date=May%202027')).status).toBe(400)
    expect((await get(`/umbraco/api/search/Suggest?q=${'x'.repeat(10_000)}`)).status).toBe(400)
    expect((await get('/umbraco/api/search/Suggest?type=%3Cscript%3E')).status).toBe(400)
  })
})

describe('GET /umbraco/api/toursbypricesapi/tours', () => {
  it('lists tours at or under the threshold, cheapest first, and pages with take', async () => {
    const { status, body } = await get<ToursByPriceResponse>('/umbraco/api/toursbypricesapi/tours?thresholdPrice=1999')
    expect(status).toBe(200)
    expect(Object.keys(body).sort()).toEqual(['items', 'remaining', 'total', 'totalPages'])
    expect(body.items).toHaveLength(Math.min(TOURS_BY_PRICE_START, body.total))
    body.items.forEach(expectListingItem)
    for (const item of body.items) expect(item.tourSummary.fromPrice).toBeLessThanOrEqual(199_900)
    const prices = body.items.map((i) => i.tourSummary.fromPrice)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    const listable = await listableTourIds()
    const under = await db()
      .selectFrom('tours')
      .select('id')
      .where('id', 'in', listable)
      .where('fromPriceMinor', '<=', 199_900)
      .execute()
    expect(body.total).toBe(under.length)
    expect(body.items.length + body.remaining).toBe(body.total)
    expect(body.totalPages).toBe(Math.ceil(body.total / TOURS_BY_PRICE_START))

    const more = (await get<ToursByPriceResponse>('/umbraco/api/toursbypricesapi/tours?thresholdPrice=1999&take=24'))
      .body
    expect(more.items.slice(0, body.items.length).map((i) => i.id)).toEqual(body.items.map((i) => i.id))
    expect(more.totalPages).toBe(Math.ceil(more.total / 24))
  })

  it('refuses a missing or malformed threshold or take', async () => {
    for (const query of [
      '',
      '?thresholdPrice=abc',
      '?thresholdPrice=-1',
      '?thresholdPrice=999&take=0',
      '?thresholdPrice=999&take=100000',
    ]) {
      const response = await get<{ error: { code: string } }>(`/umbraco/api/toursbypricesapi/tours${query}`)
      expect(response.status, query).toBe(400)
      expect(response.body.error.code).toBe('validation_failed')
    }
  })
})

describe('POST /umbraco/api/wishlist/items', () => {
  it('lists the wishlisted tours of this brand, most recently saved first', async () => {
    const listable = await listableTourIds()
    const tours = await db()
      .selectFrom('tours')
      .select(['id', 'code'])
      .where('id', 'in', listable.slice(0, 3))
      .orderBy('id')
      .execute()
    const coach = await db()
      .selectFrom('tours')
      .select('code')
      .where('brandId', '=', 'cavendish')
      .executeTakeFirstOrThrow()
    const codes = [tours[0]!.code, 'ZZ9999', coach.code, tours[1]!.code, tours[2]!.code]
    const cookies = { wishlist: encodeURIComponent(JSON.stringify(codes)) }
    const response = await post('/umbraco/api/wishlist/items', { Take: 10 }, { cookies })
    expect(response.status).toBe(200)
    const answer = response.body as WishlistResponse
    expect(answer.total).toBe(3)
    expect(answer.items.map((i) => i.tourCode)).toEqual([tours[2]!.code, tours[1]!.code, tours[0]!.code])
    answer.items.forEach(expectListingItem)
    const one = (await post('/umbraco/api/wishlist/items', { Take: 1 }, { cookies })).body as WishlistResponse
    expect(one.items.map((i) => i.tourCode)).toEqual([tours[2]!.code])
    expect(one.total).toBe(3)
    const none = (await post('/umbraco/api/wishlist/items', {})).body as WishlistResponse
    expect(none).toMatchObject({ items: [], total: 0 })
    const broken = (await post('/umbraco/api/wishlist/items', {}, { cookies: { wishlist: '%5Bnot-json' } }))
      .body as WishlistResponse
    expect(broken.total).toBe(0)
    expect((await post('/umbraco/api/wishlist/items', { Take: -3 }, { cookies })).status).toBe(400)
    expect((await post('/umbraco/api/wishlist/items', { Take: 1000 }, { cookies })).status).toBe(400)
  })
})

describe('catalogue changes', () => {
  it('drops cached answers when the catalogue version changes', async () => {
    const before = await search({ Take: 1 })
    const first = before.items[0]!
    await db().updateTable('tours').set({ published: 0 }).where('id', '=', first.id).execute()
    await bumpSearchVersion(db())
    await vi.waitFor(
      async () => {
        const after = await search({ Take: 1 })
        expect(after.total).toBe(before.total - 1)
        expect(after.items[0]!.id).not.toBe(first.id)
      },
      { timeout: 10_000, interval: 250 },
    )
    await db().updateTable('tours').set({ published: 1 }).where('id', '=', first.id).execute()
    await bumpSearchVersion(db())
    await vi.waitFor(async () => expect((await search({ Take: 1 })).total).toBe(before.total), {
      timeout: 10_000,
      interval: 250,
    })
  })
})

describe('dialect fingerprint', () => {
  it('answers a fixed set of queries (compared across SQLite and PostgreSQL runs)', async () => {
    const bodies: SearchRequestBody[] = [
      { Take: 20 },
      { SearchTerm: 'ital', Take: 20 },
      { SearchTerm: 'river cru', Take: 20 },
      { SearchTerm: 'safari', SortOrder: 'price-asc', Take: 20 },
      { Continents: ['europe'], Prices: { From: 1000 }, SortOrder: 'duration-desc', Take: 20 },
      { Types: ['walking-holidays'], Dates: { From: today.slice(0, 7) }, SortOrder: 'departure-asc', Take: 20 },
      { SearchTerm: 'classic', SortOrder: 'name-asc', Take: 20 },
    ]
    const answers = []
    for (const body of bodies) answers.push(await search(body))
    answers.push((await get('/umbraco/api/search/Suggest?q=north&type=')).body)
    answers.push((await get(`/umbraco/api/toursbypricesapi/tours?thresholdPrice=${PRICE_BANDS[2]!.to}`)).body)
    const out = process.env.SEARCH_FINGERPRINT
    if (out) writeFileSync(out, JSON.stringify(answers, null, 1))
    expect(answers).toHaveLength(bodies.length + 2)
    // The index really is the dialect's own full-text engine.
    const engine =
      server.database.dialect === 'postgres'
        ? await sql<{
            n: number
          }>`select count(*)::int as n from tour_search where document @@ to_tsquery('simple', 'ital:*')`.execute(db())
        : await sql<{
            n: number
          }>`select count(*) as n from tour_search_fts where tour_search_fts match '"ital"*'`.execute(db())
    expect(Number(engine.rows[0]!.n)).toBeGreaterThan(0)
  })
})
