import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  SearchRequestBody,
  SearchResponse,
  SuggestResponse,
  ToursByPriceResponse,
  WishlistResponse,
} from '../../app/features/search/search-contract'
import { bumpSearchVersion } from '../../app/features/search/search-index.server'
import { FREE_TEXT_MAX_LENGTH } from '../../app/lib/constants'
import { client, type HttpClient } from '../support/http-client'
import { startTestServer, type TestServer } from '../support/test-server'

/*
 * Discovery defects of issue 13 at the API level, against the real server (SQLite, or PostgreSQL with
 * TEST_DATABASE_URL): 1 (every departure point the API offers is accepted), 6 ('and' matches '&'), 13 (lists
 * continue past one call's 100 items; search text up to the free-text limit of 500 characters).
 */

let server: TestServer
let session: HttpClient

beforeAll(async () => {
  server = await startTestServer('search-defects')
  session = client(server, { host: 'localhost' })
})

afterAll(async () => {
  await server?.stop()
})

async function post<T>(path: string, body: unknown, cookies?: Record<string, string>) {
  const answer = await session.post(path, body, { cookies })
  return { status: answer.status, body: answer.json<T>() }
}

async function get<T>(path: string) {
  const answer = await session.get(path)
  return { status: answer.status, body: answer.json<T>() }
}

async function search(body: SearchRequestBody): Promise<SearchResponse> {
  const response = await post<SearchResponse>('/umbraco/api/search/items', body)
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response.body
}

const LONG_CODE = 'MP-SANTIAGO-DE-COMPOSTELA'

describe('defect 1: departure points with long codes', () => {
  it('accepts every departure point the Suggest call offers, in search and in Suggest', async () => {
    // The full demo catalogue has meeting points such as MP-SANTIAGO-DE-COMPOSTELA; the test catalogue is small,
    // so one of its departure points takes that code.
    const before = (await get<SuggestResponse>('/umbraco/api/search/Suggest')).body.departures.children
    await server.database.db
      .updateTable('departurePoints')
      .set({ code: LONG_CODE })
      .where('code', '=', before[0]!.value)
      .execute()
    await bumpSearchVersion(server.database.db)
    // The version is checked once a second and the old catalogue answers while the new one is built.
    const offeredNow = async () => (await get<SuggestResponse>('/umbraco/api/search/Suggest')).body.departures.children
    await expect
      .poll(async () => (await offeredNow()).map((option) => option.value), { interval: 300, timeout: 10_000 })
      .toContain(LONG_CODE)
    const offered = await offeredNow()
    const all = await search({ Take: 1, ShowFilters: false })
    for (const option of offered) {
      const filtered = await search({ Departs: [option.value], Take: 1, ShowFilters: false })
      expect(filtered.total, option.value).toBeGreaterThan(0)
      expect(filtered.total, option.value).toBeLessThan(all.total)
      const suggest = await get<SuggestResponse>(
        `/umbraco/api/search/Suggest?departure=${encodeURIComponent(option.value)}`,
      )
      expect(suggest.status, option.value).toBe(200)
      expect(suggest.body.departures.children.find((o) => o.value === option.value)?.selected).toBe(true)
    }
  })

  it('still refuses a malformed departure code', async () => {
    const response = await post<{ error: { code: string } }>('/umbraco/api/search/items', { Departs: ['<x>'] })
    expect(response.status).toBe(400)
    expect(response.body.error.code).toBe('validation_failed')
  })
})

describe("defect 6: 'and' matches '&'", () => {
  it("finds the same tours for 'A and B' as for 'A & B'", async () => {
    const withAmpersand = await server.database.db
      .selectFrom('tours')
      .select('name')
      .where('brandId', '=', 'meridian')
      .where('name', 'like', '% & %')
      .orderBy('id')
      .execute()
    expect(withAmpersand.length).toBeGreaterThan(0)
    for (const { name } of withAmpersand.slice(0, 5)) {
      const [left, right] = name.split(' & ') as [string, string]
      const a = left.split(/\s+/).pop()!
      const b = right.split(/\s+/)[0]!
      const ampersand = await search({ SearchTerm: `${a} & ${b}`, Take: 100, ShowFilters: false })
      const and = await search({ SearchTerm: `${a} and ${b}`, Take: 100, ShowFilters: false })
      expect(and.total, `${a} and ${b}`).toBe(ampersand.total)
      expect(and.items.map((i) => i.id)).toEqual(ampersand.items.map((i) => i.id))
    }
    const malta = await search({ SearchTerm: 'Malta & Italy', Take: 100, ShowFilters: false })
    const maltaAnd = await search({ SearchTerm: 'Malta and Italy', Take: 100, ShowFilters: false })
    expect(maltaAnd.items.map((i) => i.id)).toEqual(malta.items.map((i) => i.id))
  })
})

/*
 * One call returns at most SEARCH_TAKE_MAX (100) items, so 'Load more' past 100 asks for the next slice with an
 * offset. The test catalogue is smaller than 100 tours: slices of PAGE show the same rule.
 */
const PAGE = 30

describe('defect 13: lists continue past one call, and 500 characters of search text', () => {
  it('tours by price pages on with `from`', async () => {
    const first = await get<ToursByPriceResponse>(
      `/umbraco/api/toursbypricesapi/tours?thresholdPrice=100000&take=${PAGE}`,
    )
    expect(first.status).toBe(200)
    expect(first.body.total).toBeGreaterThan(PAGE)
    const next = await get<ToursByPriceResponse>(
      `/umbraco/api/toursbypricesapi/tours?thresholdPrice=100000&take=${PAGE}&from=${PAGE}`,
    )
    expect(next.status).toBe(200)
    expect(next.body.total).toBe(first.body.total)
    expect(next.body.items.length).toBe(Math.min(PAGE, first.body.total - PAGE))
    expect(next.body.remaining).toBe(Math.max(0, first.body.total - PAGE - next.body.items.length))
    const seen = new Set(first.body.items.map((i) => i.id))
    for (const item of next.body.items) expect(seen.has(item.id)).toBe(false)
    const prices = [...first.body.items, ...next.body.items].map((i) => i.tourSummary.fromPrice)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
  })

  it('the wishlist pages on with From', async () => {
    const codes = (
      await server.database.db
        .selectFrom('tours')
        .select('code')
        .where('brandId', '=', 'meridian')
        .orderBy('id')
        .limit(400)
        .execute()
    ).map((row) => row.code)
    const cookies = { wishlist: encodeURIComponent(JSON.stringify(codes)) }
    const first = await post<WishlistResponse>('/umbraco/api/wishlist/items', { Take: PAGE }, cookies)
    expect(first.status).toBe(200)
    expect(first.body.total).toBeGreaterThan(PAGE)
    const next = await post<WishlistResponse>('/umbraco/api/wishlist/items', { Take: PAGE, From: PAGE }, cookies)
    expect(next.status, JSON.stringify(next.body)).toBe(200)
    expect(next.body.total).toBe(first.body.total)
    expect(next.body.items.length).toBe(Math.min(PAGE, first.body.total - PAGE))
    expect(next.body.remaining).toBe(Math.max(0, first.body.total - PAGE - next.body.items.length))
    const seen = new Set(first.body.items.map((i) => i.id))
    for (const item of next.body.items) expect(seen.has(item.id)).toBe(false)
  })

  it('accepts a search term of 500 characters and refuses 501', async () => {
    const word = 'italy '
    const long = word.repeat(Math.ceil(FREE_TEXT_MAX_LENGTH / word.length)).slice(0, FREE_TEXT_MAX_LENGTH)
    expect(long.trim().length).toBeLessThanOrEqual(FREE_TEXT_MAX_LENGTH)
    const italy = await search({ SearchTerm: 'italy', Take: 1, ShowFilters: false })
    expect((await search({ SearchTerm: long, Take: 1, ShowFilters: false })).total).toBe(italy.total)
    const suggest = await get<SuggestResponse>(`/umbraco/api/search/Suggest?q=${encodeURIComponent(long)}`)
    expect(suggest.status).toBe(200)
    const tooLong = await post<{ error: { code: string } }>('/umbraco/api/search/items', {
      SearchTerm: 'x'.repeat(FREE_TEXT_MAX_LENGTH + 1),
    })
    expect(tooLong.status).toBe(400)
  })
})
