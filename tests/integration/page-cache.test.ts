import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rebuildSearchIndex } from '../../app/features/search/index.server'
import { SESSION_COOKIE_NAME } from '../../app/lib/constants'
import { openDatabase } from '../../db/database.server'
import { requestAs, type HttpResponse } from '../support/http-client'
import { startTestServer, type TestServer } from '../support/test-server'

/*
 * The rendered-page cache (server/page-cache.ts, ADR 0011) against the real app: only pages whose route declares
 * `Cache-Control: public` are served from it, never to a request with a session cookie, and addresses that differ
 * only in marketing parameters share one entry. The test server runs with the cache off unless told otherwise.
 */

let server: TestServer
let tour: { slug: string; code: string; name: string }

beforeAll(async () => {
  server = await startTestServer('page-cache', { PAGE_CACHE_TTL_SECONDS: '60' })
  tour = await server.database.db
    .selectFrom('tours')
    .select(['slug', 'code', 'name'])
    .where('brandId', '=', 'meridian')
    .where('marketCode', '=', 'GB')
    .where('published', '=', 1)
    .where('fromPriceMinor', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow()
})

afterAll(async () => {
  await server?.stop()
})

const get = (path: string, options: Parameters<typeof requestAs>[2] = {}) => requestAs(server.origin, path, options)
const cacheOf = (response: HttpResponse) => response.headers['x-page-cache']
const wishlistCookie = (...codes: string[]) => `wishlist=${encodeURIComponent(JSON.stringify(codes))}`

function scriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  )
}

describe('the rendered-page cache', () => {
  it('renders a public page once, then serves the same document to the next visitor', async () => {
    const first = await get('/?cache-test=1')
    const second = await get('/?cache-test=1')
    expect(first.headers['cache-control']).toBe('public, no-cache')
    expect(cacheOf(first)).toBe('MISS')
    expect(cacheOf(second)).toBe('HIT')
    expect(second.status).toBe(200)
    expect(second.headers['cache-control']).toBe('public, no-cache')
    expect(second.text).toBe(first.text)
  })

  it('allows exactly the cached document’s inline scripts by hash instead of a stale nonce', async () => {
    await get('/?cache-test=2')
    const hit = await get('/?cache-test=2')
    const csp = String(hit.headers['content-security-policy'])
    expect(cacheOf(hit)).toBe('HIT')
    expect(csp).not.toMatch(/'nonce-/)
    for (const hash of scriptHashes(hit.text)) expect(csp).toContain(hash)
  })

  it('still gives each visitor their own CSRF cookie', async () => {
    await get('/?cache-test=3')
    const a = await get('/?cache-test=3')
    const b = await get('/?cache-test=3')
    const cookieOf = (response: HttpResponse) =>
      String(response.headers['set-cookie']?.find((c) => c.startsWith('XSRF-TOKEN=')))
    expect(cacheOf(a)).toBe('HIT')
    expect(cookieOf(a)).not.toBe(cookieOf(b))
  })

  it('serves compressed copies to clients that accept them', async () => {
    await get('/?cache-test=4')
    const gzip = await get('/?cache-test=4', { headers: { 'accept-encoding': 'gzip' } })
    const brotli = await get('/?cache-test=4', { headers: { 'accept-encoding': 'br, gzip' } })
    expect(cacheOf(gzip)).toBe('HIT')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(brotli.headers['content-encoding']).toBe('br')
  })

  it('keeps brands apart', async () => {
    await get('/?cache-test=5', { host: 'localhost' })
    const coach = await get('/?cache-test=5', { host: 'coach.localhost' })
    expect(cacheOf(coach)).toBe('MISS')
    expect(coach.text).toContain('data-brand="cavendish"')
  })

  it('serves every unknown Host the default site’s entry: a made-up Host cannot bust the cache', async () => {
    await get('/?cache-test=11', { host: 'localhost' })
    const made = await get('/?cache-test=11', { host: 'random-1.example' })
    const upAlso = await get('/?cache-test=11', { host: 'random-2.example' })
    expect(cacheOf(made)).toBe('HIT')
    expect(cacheOf(upAlso)).toBe('HIT')
  })

  it('serves /privacy-policy?zzz=<random> from the one cached page: unknown parameters are no new page (issue 24)', async () => {
    const random = () => Math.random().toString(36).slice(2)
    const first = await get(`/privacy-policy?zzz=${random()}`)
    const responses = [first]
    for (let n = 0; n < 5; n++) responses.push(await get(`/privacy-policy?zzz=${random()}&${random()}=1`))
    expect(first.status).toBe(200)
    expect(responses.slice(1).map(cacheOf)).toEqual(['HIT', 'HIT', 'HIT', 'HIT', 'HIT'])
    expect(cacheOf(await get('/privacy-policy'))).toBe('HIT')
    // A parameter a listing page reads is still its own page; one it does not read is not.
    expect(cacheOf(await get('/tours?Tag=cache-test-12'))).toBe('MISS')
    expect(cacheOf(await get(`/tours?Tag=cache-test-12&zzz=${random()}`))).toBe('HIT')
  })

  it('treats /tours?gclid=a and /tours?gclid=b as one entry, and any marketing parameter too', async () => {
    const first = await get('/tours?gclid=a')
    const second = await get('/tours?gclid=b')
    expect(cacheOf(first)).toBe('MISS')
    expect(cacheOf(second)).toBe('HIT')
    expect(second.text).toBe(first.text)
    expect(cacheOf(await get('/tours?utm_source=news&utm_campaign=spring&fbclid=x'))).toBe('HIT')
    expect(cacheOf(await get('/tours'))).toBe('HIT')
    // A parameter the page reads is a different page.
    expect(cacheOf(await get('/tours?SortOrder=price-asc&gclid=c'))).toBe('MISS')
    expect(cacheOf(await get('/tours?gclid=d&SortOrder=price-asc'))).toBe('HIT')
  })

  it('serves a tour page reached by an ad click from the cache', async () => {
    const first = await get(`/tours/${tour.slug}?gclid=one`)
    const second = await get(`/tours/${tour.slug}?gclid=two&utm_medium=cpc`)
    expect(first.status).toBe(200)
    expect(first.headers['cache-control']).toBe('public, no-cache')
    expect(cacheOf(second)).toBe('HIT')
  })

  it('renders the saved heart for each wishlist and never gives one visitor another’s', async () => {
    const path = `/tours/${tour.slug}?cache-test=6`
    const pressed = `aria-label="Remove ${tour.name} from your wishlist"`
    await get(path)
    await get(path, { headers: { cookie: wishlistCookie(tour.code) } })
    const withTour = await get(path, { headers: { cookie: wishlistCookie(tour.code) } })
    const without = await get(path)
    expect(cacheOf(withTour)).toBe('HIT')
    expect(cacheOf(without)).toBe('HIT')
    expect(withTour.text).toContain(pressed)
    expect(without.text).not.toContain(pressed)
  })

  it('never serves a 404 page from the cache: the error page declares nothing public', async () => {
    const first = await get('/no-such-page-for-cache')
    const second = await get('/no-such-page-for-cache')
    expect(first.status).toBe(404)
    expect(first.headers['cache-control']).toBe('no-cache')
    expect(cacheOf(first)).toBe('BYPASS')
    expect(cacheOf(second)).toBe('BYPASS')
    expect(second.status).toBe(404)
  })

  it('never serves the wishlist page from the cache: it is private and shows each visitor their own tours', async () => {
    const other = await server.database.db
      .selectFrom('tours')
      .select(['code', 'name'])
      .where('brandId', '=', 'meridian')
      .where('marketCode', '=', 'GB')
      .where('published', '=', 1)
      .where('fromPriceMinor', 'is not', null)
      .where('code', '!=', tour.code)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const mine = await get('/wishlist', { headers: { cookie: wishlistCookie(tour.code) } })
    const again = await get('/wishlist', { headers: { cookie: wishlistCookie(tour.code) } })
    const theirs = await get('/wishlist', { headers: { cookie: wishlistCookie(other.code) } })
    expect(mine.status).toBe(200)
    expect(mine.headers['cache-control']).toBe('private, no-store')
    expect([cacheOf(mine), cacheOf(again), cacheOf(theirs)]).toEqual(['BYPASS', 'BYPASS', 'BYPASS'])
    expect(mine.text).toContain(tour.name)
    expect(theirs.text).toContain(other.name)
    expect(theirs.text).not.toContain(tour.name)
  })

  it('never stores the data React Router fetches for client navigations', async () => {
    await get('/tours.data?cache-test=7')
    const second = await get('/tours.data?cache-test=7')
    expect(second.status).toBe(200)
    expect(cacheOf(second)).toBe('BYPASS')
  })

  it('never serves a cached page to a request with a session cookie', async () => {
    await get('/tours?cache-test=8')
    expect(cacheOf(await get('/tours?cache-test=8'))).toBe('HIT')
    const signedIn = await get('/tours?cache-test=8', { headers: { cookie: `${SESSION_COOKIE_NAME}=anything` } })
    expect(signedIn.status).toBe(200)
    expect(cacheOf(signedIn)).toBe('BYPASS')
    const alsoWithCsrf = await get('/tours?cache-test=8', {
      headers: { cookie: `XSRF-TOKEN=x; ${SESSION_COOKIE_NAME}=; wishlist=%5B%5D` },
    })
    expect(cacheOf(alsoWithCsrf)).toBe('BYPASS')
  })

  it('never stores the page rendered for a request with a session cookie', async () => {
    const signedIn = await get('/tours?Tag=cache-test-9', { headers: { cookie: `${SESSION_COOKIE_NAME}=anything` } })
    expect(cacheOf(signedIn)).toBe('BYPASS')
    expect(cacheOf(await get('/tours?Tag=cache-test-9'))).toBe('MISS')
  })

  it('serves robots.txt, which says public itself, from the cache', async () => {
    await get('/robots.txt?cache-test=10')
    const robots = await get('/robots.txt?cache-test=10')
    expect(cacheOf(robots)).toBe('HIT')
    expect(robots.headers['content-type']).toMatch(/^text\/plain/)
    expect(robots.headers['cache-control']).toBe('public, max-age=3600')
  })

  it('stops serving a page once another process changes the catalogue (within a second, not the TTL)', async () => {
    const path = `/tours/${tour.slug}`
    await get(path)
    expect(cacheOf(await get(path))).toBe('HIT')

    // Another process (the back office, a second app process) renames the tour and rebuilds the search index, as
    // every catalogue write does: it shares nothing with this server but the database.
    const other = openDatabase(server.databaseUrl)
    const renamed = `${tour.name} (renamed)`
    try {
      await other.db.updateTable('tours').set({ name: renamed }).where('code', '=', tour.code).execute()
      await rebuildSearchIndex(other.db)
    } finally {
      await other.close()
    }
    // The cache reads the catalogue version at most once a second (VERSION_CHECK_MS): poll past that bound.
    let page = await get(path)
    for (let attempt = 0; attempt < 30 && !page.text.includes(renamed); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      page = await get(path)
    }
    expect(page.text).toContain(renamed)
  })
})
