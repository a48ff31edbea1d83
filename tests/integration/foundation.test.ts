import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/schema'
import { client, getCsrf, requestAs } from '../support/http-client'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer('foundation')
})

afterAll(async () => {
  await server?.stop()
})

/** A first visit: a new browser session with no cookies yet. */
const visitor = () => client(server)

const WRITABLE_TABLES: Array<keyof Database> = [
  'quotes',
  'bookings',
  'customers',
  'sessions',
  'brochureRequests',
  'marketingLeads',
  'emailOutbox',
  'paymentTransactions',
  'rateLimits',
]

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const table of WRITABLE_TABLES) {
    const row = await server.database.db
      .selectFrom(table)
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    counts[table] = Number(row.n)
  }
  return counts
}

describe('health and pages', () => {
  it('answers /healthz with the database dialect', async () => {
    const response = await visitor().get('/healthz')
    expect(response.status).toBe(200)
    expect(response.json()).toEqual({ status: 'ok', database: server.database.dialect })
  })

  it('renders the Meridian home page on the server with catalogue content', async () => {
    const featured = await server.database.db
      .selectFrom('tours')
      .select('name')
      .where('brandId', '=', 'meridian')
      .where('marketCode', '=', 'GB')
      .where('fromPriceMinor', 'is not', null)
      .orderBy('rank')
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const response = await client(server, { host: 'localhost:3000' }).get('/')
    expect(response.status).toBe(200)
    expect(response.headers['content-type']).toContain('text/html')
    const html = response.text
    expect(html).toContain('data-brand="meridian"')
    expect(html).toContain('Meridian Journeys')
    expect(html).toContain(escapeHtml(featured.name))
  })

  it('resolves the coach brand from the Host header', async () => {
    const response = await client(server, { host: 'coach.localhost:3000' }).get('/')
    const html = response.text
    expect(html).toContain('data-brand="cavendish"')
    expect(html).toContain('Cavendish Coach Holidays')
    expect(html).not.toContain('Meridian Journeys')
  })

  it('answers unknown pages with a real 404 inside the site chrome', async () => {
    const response = await visitor().get('/no-such-page-here')
    expect(response.status).toBe(404)
    const html = response.text
    expect(html).toContain('We can’t find that page')
    expect(html).toContain('Skip to main content')
  })

  it('sends security headers with a per-response script nonce', async () => {
    const first = await visitor().get('/')
    const second = await visitor().get('/')
    const csp = String(first.headers['content-security-policy'] ?? '')
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("frame-src 'self'")
    // Only the card frame's pages may be framed (tests/integration/payments-sandbox.test.ts); this one may not.
    expect(csp).toContain("frame-ancestors 'none'")
    expect(first.headers['x-frame-options']).toBe('DENY')
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
    expect(nonce).toBeTruthy()
    expect(second.headers['content-security-policy']).not.toContain(nonce!)
    const html = first.text
    expect(html).toContain(`nonce="${nonce}"`)
    expect(first.headers['x-content-type-options']).toBe('nosniff')
    expect(first.headers['x-request-id']).toMatch(/^[\w-]{8,}$/)
    expect(first.headers['x-powered-by']).toBeUndefined()
  })

  it('sets the CSRF cookie, and keeps the token itself out of the shareable HTML', async () => {
    const response = await visitor().get('/')
    const cookie = response.headers['set-cookie']?.find((value) => value.startsWith('XSRF-TOKEN='))
    expect(cookie).toMatch(/^XSRF-TOKEN=[^;]+; Path=\/; SameSite=Lax$/)
    const token = decodeURIComponent(cookie!.split(';')[0]!.split('=')[1]!)
    const html = response.text
    expect(html).not.toContain(token)
    // The page global is filled from that cookie in the browser (checked in the browser tests).
    expect(html).toContain('window.__XSRF_TOKEN__=(function(){')
  })

  it('compresses HTML', async () => {
    const response = await visitor().get('/', { headers: { 'accept-encoding': 'gzip' } })
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(response.raw).toString()).toContain('<!DOCTYPE html>')
  })

  it('serves hashed assets with a one-year immutable cache lifetime', async () => {
    const browser = visitor()
    const html = (await browser.get('/')).text
    const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0]
    expect(asset).toBeDefined()
    const response = await browser.get(asset!)
    expect(response.status).toBe(200)
    expect(response.headers['cache-control']).toContain('max-age=31536000')
    expect(response.headers['cache-control']).toContain('immutable')
  })
})

describe('media', () => {
  it('draws tour artwork in three sizes', async () => {
    const tour = await server.database.db
      .selectFrom('tourImages')
      .select(['smallUrl', 'mediumUrl', 'largeUrl'])
      .executeTakeFirstOrThrow()
    for (const url of [tour.smallUrl, tour.mediumUrl, tour.largeUrl]) {
      const response = await visitor().get(url)
      expect(response.status).toBe(200)
      expect(response.headers['content-type']).toContain('image/svg+xml')
      expect(response.text).toMatch(/^<svg[^>]+xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
    }
  })

  it.each(['/media/tours/XX1/99-small.svg', '/media/tours/XX1/1-huge.svg', '/media/tours/..%2F..%2Fetc/0-small.svg'])(
    'answers 404 for %s',
    async (path) => {
      expect((await visitor().get(path)).status).toBe(404)
    },
  )

  it('serves each downloadable brochure as a real PDF', async () => {
    const brochure = await server.database.db
      .selectFrom('brochures')
      .select('uniqueId')
      .where('canDownload', '=', 1)
      .executeTakeFirstOrThrow()
    const response = await visitor().get(`/media/brochures/${brochure.uniqueId}.pdf`)
    expect(response.status).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    const bytes = response.raw
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
  })
})

describe('the API gate', () => {
  const sortOrders = '/umbraco/api/search/sortOrders'

  it('answers a state-changing call without an X-XSRF-TOKEN header with 403 JSON and writes nothing', async () => {
    const before = await rowCounts()
    const response = await visitor().post(sortOrders, '{}', { csrf: false })
    expect(response.status).toBe(403)
    expect(response.headers['content-type']).toContain('application/json')
    const body = response.json<{ error: { code: string; message: string } }>()
    expect(body.error.code).toBe('csrf_failed')
    expect(body.error.message).toContain('X-XSRF-TOKEN')
    expect(await rowCounts()).toEqual(before)
  })

  it('rejects a header that does not match the cookie, or a forged token', async () => {
    const { cookie, token } = await getCsrf(server.origin)
    const other = await getCsrf(server.origin)
    const attempts: Array<Record<string, string>> = [
      { cookie, 'x-xsrf-token': other.token },
      { cookie: `XSRF-TOKEN=forged.${'a'.repeat(43)}`, 'x-xsrf-token': `forged.${'a'.repeat(43)}` },
      { 'x-xsrf-token': token },
    ]
    // Assembled by hand, byte for byte: a session would send its own matching cookie and header.
    for (const headers of attempts) {
      const response = await requestAs(server.origin, sortOrders, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: '{}',
      })
      expect(response.status).toBe(403)
      expect(response.json<{ error: { code: string } }>().error.code).toBe('csrf_failed')
    }
  })

  it('answers malformed JSON with 400 JSON and writes nothing', async () => {
    const before = await rowCounts()
    const response = await visitor().post(sortOrders, '{"Take": 2,')
    expect(response.status).toBe(400)
    const text = response.text
    expect(JSON.parse(text)).toMatchObject({
      error: { code: 'bad_request', message: 'The request body is not valid JSON.' },
    })
    expect(text).not.toMatch(/at .+\.(ts|js):\d+/)
    expect(await rowCounts()).toEqual(before)
  })

  it('answers an oversized body with 413 JSON', async () => {
    const response = await visitor().post(sortOrders, { SearchTerm: 'x'.repeat(200_000) })
    expect(response.status).toBe(413)
    expect(response.json<{ error: { code: string } }>().error.code).toBe('bad_request')
  })

  it('lets a call with a matching token through', async () => {
    const response = await visitor().post(sortOrders, {}, { headers: { accept: 'application/json' } })
    expect(response.status).toBe(200)
    const options = response.json<Array<{ Key: string; Value: string }>>()
    expect(options.length).toBeGreaterThan(3)
    expect(options[0]).toEqual({ Key: 'recommended', Value: 'Recommended' })
  })

  it('answers unknown API paths with 404 JSON', async () => {
    const response = await visitor().get('/umbraco/api/nothing/here')
    expect(response.status).toBe(404)
    expect(response.json<{ error: { code: string } }>().error.code).toBe('not_found')
  })
})

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/'/g, '&#x27;')
    .replace(/"/g, '&quot;')
}
