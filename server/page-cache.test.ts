import { createHash } from 'node:crypto'
import http, { type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import express from 'express'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { SESSION_COOKIE_NAME } from '../app/lib/constants'
import {
  cacheKeyFor,
  cspForCachedDocument,
  hasCookie,
  inlineScriptHashes,
  isMarketingParameter,
  isPublicCacheControl,
  isStorable,
  normalisedQuery,
  pageCache,
  type ResponseFacts,
} from './page-cache'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('inlineScriptHashes', () => {
  it('hashes inline scripts and skips external ones', () => {
    const html = `<head><script nonce="abc">window.a=1;</script><script type="module" src="/assets/x.js"></script></head>
      <body><script type="module" nonce="abc">import "/assets/y.js";</script><script>window.a=1;</script></body>`
    expect(inlineScriptHashes(html)).toEqual([sha('window.a=1;'), sha('import "/assets/y.js";')])
  })

  it('hashes an empty inline script too', () => {
    expect(inlineScriptHashes('<script></script>')).toEqual([sha('')])
  })
})

describe('cspForCachedDocument', () => {
  it('replaces the nonce with the hashes', () => {
    expect(
      cspForCachedDocument("default-src 'self';script-src 'self' 'nonce-xyz=='", ["'sha256-a'", "'sha256-b'"]),
    ).toBe("default-src 'self';script-src 'self' 'sha256-a' 'sha256-b'")
  })

  it('allows no inline script when the document has none', () => {
    expect(cspForCachedDocument("script-src 'self' 'nonce-x'", [])).toBe("script-src 'self' 'none'")
  })
})

describe('cacheKeyFor', () => {
  const site = 'https://www.meridian.example meridian:GB'
  const key = (url: string, extra: { site?: string; wishlist?: string } = {}) =>
    cacheKeyFor({ site: extra.site ?? site, url, wishlist: extra.wishlist })

  it.each<[string, string, string]>([
    ['no query', '/tours', '/tours'],
    ['an empty query', '/tours?', '/tours'],
    ['gclid', '/tours?gclid=abc', '/tours'],
    ['every utm_* and any case', '/tours?utm_source=x&UTM_Medium=y&utm_whatever=z', '/tours'],
    [
      'all the click and mail ids',
      '/?gbraid=1&wbraid=2&fbclid=3&msclkid=4&dclid=5&mc_cid=6&mc_eid=7&_ga=8&_gl=9&yclid=a&twclid=b&li_fat_id=c&igshid=d&_hsenc=e&_hsmi=f&gclsrc=g&srsltid=h&ttclid=i&mkt_tok=j&epik=k&sccid=l&rdt_cid=m&_kx=n',
      '/',
    ],
    ['marketing beside a real parameter', '/tours?gclid=a&SortOrder=price-asc', '/tours?SortOrder=price-asc'],
    ['names sorted', '/tours?SortOrder=price-asc&Continents=europe', '/tours?Continents=europe&SortOrder=price-asc'],
    [
      'a repeated name keeps its values in order',
      '/tours?Prices=2&Durations=6-9&Prices=1',
      '/tours?Durations=6-9&Prices=2&Prices=1',
    ],
    ['encodings of one value are one', '/search?SearchTerm=river%20cruise', '/search?SearchTerm=river+cruise'],
    ['a parameter without a value', '/tours?Take', '/tours?Take='],
    ['a parameter the page does not read', '/tours?ref=abc&zzz=1', '/tours'],
    ['an information page reads no parameter (issue 24)', '/privacy-policy?zzz=8f3a&utm_source=x', '/privacy-policy'],
    [
      'the brochure page reads its campaign',
      '/brochures?utm_source=mail&x=1&brochure=b1',
      '/brochures?brochure=b1&utm_source=mail',
    ],
    ['a page the cache never stores keeps its query', '/reset-password?gclid=1&token=t', '/reset-password?token=t'],
    ['the path as received', '/Tours/', '/Tours/'],
  ])('%s', (_name, url, expected) => {
    expect(key(url)).toBe(`${site}\n${expected}\n`)
  })

  it('keeps sites (origin, brand, market) and wishlists apart', () => {
    const base = key('/tours')
    expect(base).toBe(`${site}\n/tours\n`)
    expect(key('/tours', { site: 'https://www.cavendish.example cavendish:GB' })).not.toBe(base)
    expect(key('/tours', { site: 'https://ca.meridian.example meridian:CA' })).not.toBe(base)
    expect(key('/tours', { wishlist: '["MJ1001"]' })).not.toBe(base)
    expect(key('/tours?gclid=a', { wishlist: '["MJ1001"]' })).toBe(key('/tours?gclid=b', { wishlist: '["MJ1001"]' }))
  })
})

describe('marketing parameters', () => {
  it.each([
    ['utm_campaign', true],
    ['Gclid', true],
    ['fbclid', true],
    ['utm', false],
    ['gclid_x', false],
    ['Take', false],
    ['brochure', false],
  ])('%s → %s', (name, expected) => {
    expect(isMarketingParameter(name)).toBe(expected)
  })

  it('normalises a query on its own', () => {
    expect(normalisedQuery('b=2&gclid=x&a=1')).toBe('?a=1&b=2')
    expect(normalisedQuery('gclid=x')).toBe('')
  })
})

describe('isPublicCacheControl', () => {
  it.each<[string | undefined, boolean]>([
    ['public, no-cache', true],
    ['public, max-age=3600', true],
    ['Public', true],
    ['max-age=60, public', true],
    [undefined, false],
    ['', false],
    ['no-cache', false],
    ['private, no-store', false],
    ['public, private', false],
    ['public, no-store', false],
    ['s-maxage=60', false],
  ])('%s → %s', (cacheControl, expected) => {
    expect(isPublicCacheControl(cacheControl)).toBe(expected)
  })
})

describe('isStorable', () => {
  const page: ResponseFacts = {
    status: 200,
    contentType: 'text/html; charset=utf-8',
    cacheControl: 'public, no-cache',
    setCookies: [],
    vary: undefined,
  }
  it.each<[string, Partial<ResponseFacts>, boolean]>([
    ['a public page', {}, true],
    ['with the CSRF cookie', { setCookies: ['XSRF-TOKEN=a.b; Path=/; SameSite=Lax'] }, true],
    ['varying by encoding', { vary: 'Accept-Encoding' }, true],
    ['sitemap.xml', { contentType: 'application/xml; charset=utf-8', cacheControl: 'public, max-age=3600' }, true],
    ['robots.txt', { contentType: 'text/plain; charset=utf-8', cacheControl: 'public, max-age=3600' }, true],
    ['without Cache-Control', { cacheControl: undefined }, false],
    ['no-cache only (the default of a route without headers)', { cacheControl: 'no-cache' }, false],
    ['private', { cacheControl: 'private, no-store' }, false],
    ['a 404', { status: 404 }, false],
    ['a redirect', { status: 302 }, false],
    ['a 500', { status: 500 }, false],
    ['setting a session', { setCookies: ['XSRF-TOKEN=a.b', `${SESSION_COOKIE_NAME}=s; HttpOnly`] }, false],
    ['setting the wishlist', { setCookies: ['wishlist=%5B%5D'] }, false],
    ['varying by cookie', { vary: 'Accept-Encoding, Cookie' }, false],
    ['varying by anything', { vary: '*' }, false],
    ["React Router's data answer", { contentType: 'text/x-script' }, false],
    ['JSON', { contentType: 'application/json' }, false],
  ])('%s → %s', (_name, change, expected) => {
    expect(isStorable({ ...page, ...change })).toBe(expected)
  })
})

describe('hasCookie', () => {
  it.each<[string | undefined, boolean]>([
    [undefined, false],
    ['', false],
    ['__session=abc', true],
    ['XSRF-TOKEN=a; __session=', true],
    ['__session=%zz', true],
    ['__sessionx=1; x__session=2', false],
    ['wishlist=%5B%5D', false],
  ])('%s → %s', (header, expected) => {
    expect(hasCookie(header, SESSION_COOKIE_NAME)).toBe(expected)
  })
})

// ---- The middleware, in front of a stand-in renderer ----

interface Reply {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

function get(origin: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(path, origin), { method, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      )
      response.on('error', reject)
    })
    request.on('error', reject)
    request.end()
  })
}

const renders = new Map<string, number>()
/** Requests that reached the cache, by path (the middleware runs synchronously up to its wait). */
const arrivals = new Map<string, number>()
let server: Server
let origin: string
/** '/slow' renders wait for this gate (open unless a test closes it). */
let slowGate: Promise<void> = Promise.resolve()
/** The catalogue version the stand-in database reports (another process may change it at any time). */
let catalogueVersion = 'v1'

/** A page of about 20 KB with an inline script, rendered in two writes as React Router streams it. */
const renderedUrls: string[] = []

function pageHtml(path: string, count: number) {
  return `<!doctype html><html><head><script nonce="n">window.x=1</script></head><body><h1>${path} #${count}</h1>${'<p>catalogue</p>'.repeat(1200)}</body></html>`
}

beforeAll(async () => {
  const app = express()
  app.use((req, res, next) => {
    arrivals.set(req.path, (arrivals.get(req.path) ?? 0) + 1)
    res.setHeader('Content-Security-Policy', "script-src 'self' 'nonce-n'")
    next()
  })
  app.use(
    pageCache({
      ttlMs: 60_000,
      maxEntries: 100,
      maxBytes: 10 * 1024 * 1024,
      version: async () => {
        if (catalogueVersion === 'unreadable') throw new Error('database busy')
        return catalogueVersion
      },
    }),
  )
  app.use(async (req, res) => {
    renderedUrls.push(req.originalUrl)
    const count = (renders.get(req.path) ?? 0) + 1
    renders.set(req.path, count)
    const cacheControl: Record<string, string | undefined> = {
      '/public': 'public, no-cache',
      '/slow': 'public, no-cache',
      '/private': 'private, no-store',
      '/plain': undefined,
      '/missing': 'public, no-cache',
      '/sets-session': 'public, no-cache',
      '/sets-csrf': 'public, no-cache',
      '/vary-cookie': 'public, no-cache',
    }
    if (req.path === '/slow') await slowGate
    res.status(req.path === '/missing' ? 404 : 200)
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('Cache-Control', cacheControl[req.path] ?? 'no-cache')
    res.setHeader('X-Route', 'stand-in')
    if (req.path === '/sets-session') res.setHeader('Set-Cookie', `${SESSION_COOKIE_NAME}=s; HttpOnly`)
    if (req.path === '/sets-csrf') res.setHeader('Set-Cookie', 'XSRF-TOKEN=t.s; Path=/')
    if (req.path === '/vary-cookie') res.setHeader('Vary', 'Cookie')
    if (req.method === 'HEAD') return res.end()
    const html = pageHtml(req.path, count)
    res.write(html.slice(0, 1000))
    res.end(html.slice(1000))
  })
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
  })
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => {
  renders.clear()
  arrivals.clear()
})

async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5))
}

/** Each test its own address, so entries from one test never answer another (Tag: a parameter pages read). */
let unique = 0
const fresh = (path: string) => `${path}?Tag=test-${++unique}`

describe('pageCache middleware', () => {
  it('stores a page that declares itself public and serves it to the next visitor', async () => {
    const url = fresh('/public')
    const first = await get(origin, url)
    const second = await get(origin, url)
    expect(first.headers['x-page-cache']).toBe('MISS')
    expect(second.headers['x-page-cache']).toBe('HIT')
    expect(second.body.toString()).toBe(first.body.toString())
    expect(renders.get('/public')).toBe(1)
    // The route's own headers come back with the copy; the nonce does not.
    expect(second.headers['cache-control']).toBe('public, no-cache')
    expect(second.headers['x-route']).toBe('stand-in')
    expect(second.headers['content-security-policy']).toBe(`script-src 'self' ${sha('window.x=1')}`)
  })

  it.each([
    ['private, no-store', '/private'],
    ['without Cache-Control: public', '/plain'],
    ['a 404, even one saying public', '/missing'],
    ['setting a cookie other than the CSRF one', '/sets-session'],
    ['varying by cookie', '/vary-cookie'],
  ])('never stores or serves a page %s', async (_name, path) => {
    const url = fresh(path)
    const first = await get(origin, url)
    const second = await get(origin, url)
    expect(first.headers['x-page-cache']).toBe('BYPASS')
    expect(second.headers['x-page-cache']).toBe('BYPASS')
    expect(second.body.toString()).toContain(`${path} #2`)
    expect(renders.get(path)).toBe(2)
  })

  it('does not serve a page rendered under another catalogue version (a change made by any process)', async () => {
    const url = fresh('/public')
    await get(origin, url)
    expect((await get(origin, url)).headers['x-page-cache']).toBe('HIT')
    catalogueVersion = 'v2'
    try {
      const changed = await get(origin, url)
      expect(changed.headers['x-page-cache']).toBe('MISS')
      expect(changed.body.toString()).toContain('/public #2')
      expect((await get(origin, url)).headers['x-page-cache']).toBe('HIT')
    } finally {
      catalogueVersion = 'v1'
    }
  })

  it('keeps serving what it has when the version cannot be read', async () => {
    const url = fresh('/public')
    await get(origin, url)
    catalogueVersion = 'unreadable'
    try {
      expect((await get(origin, url)).headers['x-page-cache']).toBe('HIT')
    } finally {
      catalogueVersion = 'v1'
    }
  })

  it('stores a page that sets only the CSRF cookie', async () => {
    const url = fresh('/sets-csrf')
    await get(origin, url)
    const second = await get(origin, url)
    expect(second.headers['x-page-cache']).toBe('HIT')
    expect(second.headers['set-cookie']).toBeUndefined()
  })

  it('treats addresses that differ only in marketing parameters or order as one entry', async () => {
    const url = fresh('/public')
    await get(origin, `${url}&gclid=a&SortOrder=1&utm_source=news`)
    const other = await get(origin, `${url}&SortOrder=1&gclid=b&fbclid=c`)
    expect(other.headers['x-page-cache']).toBe('HIT')
    expect(renders.get('/public')).toBe(1)
    const real = await get(origin, `${url}&SortOrder=2`)
    expect(real.headers['x-page-cache']).toBe('MISS')
  })

  it('keys and renders a page on the parameters it reads only: random ones are one entry (issue 24)', async () => {
    const url = fresh('/public')
    const first = await get(origin, `${url}&zzz=${Math.random()}`)
    const again = await get(origin, `${url}&zzz=${Math.random()}&yyy=1`)
    expect(first.headers['x-page-cache']).toBe('MISS')
    expect(again.headers['x-page-cache']).toBe('HIT')
    expect(renders.get('/public')).toBe(1)
    // The page was rendered from the address it is keyed on, not from the one received.
    expect(renderedUrls.at(-1)).toBe(url)
  })

  it('keeps visitors with different wishlists apart', async () => {
    const url = fresh('/public')
    await get(origin, url)
    const saved = await get(origin, url, { cookie: 'wishlist=%5B%22MJ1001%22%5D' })
    expect(saved.headers['x-page-cache']).toBe('MISS')
  })

  it('never serves a cached page to a request with a session cookie', async () => {
    const url = fresh('/public')
    await get(origin, url)
    expect((await get(origin, url)).headers['x-page-cache']).toBe('HIT')
    const signedIn = await get(origin, url, { cookie: `XSRF-TOKEN=a; ${SESSION_COOKIE_NAME}=abc` })
    expect(signedIn.headers['x-page-cache']).toBe('BYPASS')
    expect(signedIn.body.toString()).toContain('/public #2')
  })

  it('never stores the page rendered for a request with a session cookie', async () => {
    const url = fresh('/public')
    await get(origin, url, { cookie: `${SESSION_COOKIE_NAME}=abc` })
    const anonymous = await get(origin, url)
    expect(anonymous.headers['x-page-cache']).toBe('MISS')
    expect(anonymous.body.toString()).toContain('/public #2')
  })

  it('compresses a copy when a hit first asks for an encoding, and keeps it', async () => {
    const url = fresh('/public')
    const plain = await get(origin, url)
    const gzip = await get(origin, url, { 'accept-encoding': 'gzip' })
    const brotli = await get(origin, url, { 'accept-encoding': 'br, gzip' })
    const again = await get(origin, url, { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toBe(plain.body.toString())
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(brotli.body).toString()).toBe(plain.body.toString())
    expect(again.body.equals(gzip.body)).toBe(true)
    expect(Number(again.headers['content-length'])).toBe(again.body.length)
    expect(again.headers.vary).toBe('Accept-Encoding')
  })

  it('does not store what a HEAD request rendered, and answers HEAD from a stored copy', async () => {
    const url = fresh('/public')
    const head = await get(origin, url, {}, 'HEAD')
    expect(head.headers['x-page-cache']).toBe('MISS')
    expect((await get(origin, url)).headers['x-page-cache']).toBe('MISS')
    const cachedHead = await get(origin, url, {}, 'HEAD')
    expect(cachedHead.headers['x-page-cache']).toBe('HIT')
    expect(cachedHead.body.length).toBe(0)
  })

  it('renders a page once for concurrent misses of the same key', async () => {
    const url = fresh('/slow')
    let openGate!: () => void
    slowGate = new Promise((resolve) => (openGate = resolve))
    const replies = Promise.all(Array.from({ length: 5 }, (_, index) => get(origin, `${url}&gclid=${index}`)))
    // The first render is held until the other four have arrived and are waiting for it.
    await until(() => (renders.get('/slow') ?? 0) >= 1 && arrivals.get('/slow') === 5)
    openGate()
    const all = await replies
    expect(renders.get('/slow')).toBe(1)
    expect(all.map((reply) => reply.headers['x-page-cache']).sort()).toEqual(['HIT', 'HIT', 'HIT', 'HIT', 'MISS'])
    expect(new Set(all.map((reply) => reply.body.toString())).size).toBe(1)
  })

  it('lets concurrent requests for a page that is not storable render side by side', async () => {
    const url = fresh('/private')
    const all = await Promise.all(Array.from({ length: 3 }, () => get(origin, url)))
    expect(renders.get('/private')).toBe(3)
    expect(all.every((reply) => reply.status === 200 && reply.headers['x-page-cache'] === 'BYPASS')).toBe(true)
  })
})
