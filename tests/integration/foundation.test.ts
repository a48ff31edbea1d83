import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../db/schema'
import { getCsrf, requestAs, startTestServer, type TestServer } from '../support/test-server'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer('foundation')
})

afterAll(async () => {
  await server?.stop()
})

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
    const response = await fetch(`${server.origin}/healthz`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok', database: server.database.dialect })
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
    const response = await requestAs(server.origin, '/', { host: 'localhost:3000' })
    expect(response.status).toBe(200)
    expect(response.headers['content-type']).toContain('text/html')
    const html = response.text
    expect(html).toContain('data-brand="meridian"')
    expect(html).toContain('Meridian Journeys')
    expect(html).toContain(escapeHtml(featured.name))
  })

  it('resolves the coach brand from the Host header', async () => {
    const response = await requestAs(server.origin, '/', { host: 'coach.localhost:3000' })
    const html = response.text
    expect(html).toContain('data-brand="cavendish"')
    expect(html).toContain('Cavendish Coach Holidays')
    expect(html).not.toContain('Meridian Journeys')
  })

  it('answers unknown pages with a real 404 inside the site chrome', async () => {
    const response = await fetch(`${server.origin}/no-such-page-here`)
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html).toContain('We can’t find that page')
    expect(html).toContain('Skip to main content')
  })

  it('sends security headers with a per-response script nonce', async () => {
    const first = await fetch(`${server.origin}/`)
    const second = await fetch(`${server.origin}/`)
    const csp = first.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("frame-src 'self'")
    expect(csp).toContain("frame-ancestors 'self'")
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
    expect(nonce).toBeTruthy()
    expect(second.headers.get('content-security-policy')).not.toContain(nonce!)
    const html = await first.text()
    expect(html).toContain(`nonce="${nonce}"`)
    expect(first.headers.get('x-content-type-options')).toBe('nosniff')
    expect(first.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/)
    expect(first.headers.get('x-powered-by')).toBeNull()
  })

  it('sets the CSRF cookie, and keeps the token itself out of the shareable HTML', async () => {
    const response = await fetch(`${server.origin}/`)
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith('XSRF-TOKEN='))
    expect(cookie).toMatch(/^XSRF-TOKEN=[^;]+; Path=\/; SameSite=Lax$/)
    const token = decodeURIComponent(cookie!.split(';')[0]!.split('=')[1]!)
    const html = await response.text()
    expect(html).not.toContain(token)
    // The page global is filled from that cookie in the browser (checked in the browser tests).
    expect(html).toContain('window.__XSRF_TOKEN__=(function(){')
  })

  it('compresses HTML', async () => {
    const response = await requestAs(server.origin, '/', { headers: { 'accept-encoding': 'gzip' } })
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(response.raw).toString()).toContain('<!DOCTYPE html>')
  })

  it('serves hashed assets with a one-year immutable cache lifetime', async () => {
    const html = await (await fetch(`${server.origin}/`)).text()
    const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0]
    expect(asset).toBeDefined()
    const response = await fetch(`${server.origin}${asset}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('max-age=31536000')
    expect(response.headers.get('cache-control')).toContain('immutable')
  })
})

describe('media', () => {
  it('draws tour artwork in three sizes', async () => {
    const tour = await server.database.db
      .selectFrom('tourImages')
      .select(['smallUrl', 'mediumUrl', 'largeUrl'])
      .executeTakeFirstOrThrow()
    for (const url of [tour.smallUrl, tour.mediumUrl, tour.largeUrl]) {
      const response = await fetch(`${server.origin}${url}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toContain('image/svg+xml')
      expect(await response.text()).toMatch(/^<svg[^>]+xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
    }
  })

  it.each(['/media/tours/XX1/99-small.svg', '/media/tours/XX1/1-huge.svg', '/media/tours/..%2F..%2Fetc/0-small.svg'])(
    'answers 404 for %s',
    async (path) => {
      expect((await fetch(`${server.origin}${path}`)).status).toBe(404)
    },
  )

  it('serves each downloadable brochure as a real PDF', async () => {
    const brochure = await server.database.db
      .selectFrom('brochures')
      .select('uniqueId')
      .where('canDownload', '=', 1)
      .executeTakeFirstOrThrow()
    const response = await fetch(`${server.origin}/media/brochures/${brochure.uniqueId}.pdf`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
  })
})

describe('the API gate', () => {
  const sortOrders = '/umbraco/api/search/sortOrders'

  it('answers a state-changing call without an X-XSRF-TOKEN header with 403 JSON and writes nothing', async () => {
    const before = await rowCounts()
    const response = await fetch(`${server.origin}${sortOrders}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    expect(response.status).toBe(403)
    expect(response.headers.get('content-type')).toContain('application/json')
    const body = (await response.json()) as { error: { code: string; message: string } }
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
    for (const headers of attempts) {
      const response = await fetch(`${server.origin}${sortOrders}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: '{}',
      })
      expect(response.status).toBe(403)
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('csrf_failed')
    }
  })

  it('answers malformed JSON with 400 JSON and writes nothing', async () => {
    const before = await rowCounts()
    const { cookie, token } = await getCsrf(server.origin)
    const response = await fetch(`${server.origin}${sortOrders}`, {
      method: 'POST',
      headers: { cookie, 'x-xsrf-token': token, 'content-type': 'application/json' },
      body: '{"Take": 2,',
    })
    expect(response.status).toBe(400)
    const text = await response.text()
    expect(JSON.parse(text)).toMatchObject({
      error: { code: 'bad_request', message: 'The request body is not valid JSON.' },
    })
    expect(text).not.toMatch(/at .+\.(ts|js):\d+/)
    expect(await rowCounts()).toEqual(before)
  })

  it('answers an oversized body with 413 JSON', async () => {
    const { cookie, token } = await getCsrf(server.origin)
    const response = await fetch(`${server.origin}${sortOrders}`, {
      method: 'POST',
      headers: { cookie, 'x-xsrf-token': token, 'content-type': 'application/json' },
      body: JSON.stringify({ SearchTerm: 'x'.repeat(200_000) }),
    })
    expect(response.status).toBe(413)
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('bad_request')
  })

  it('lets a call with a matching token through', async () => {
    const { cookie, token } = await getCsrf(server.origin)
    const response = await fetch(`${server.origin}${sortOrders}`, {
      method: 'POST',
      headers: { cookie, 'x-xsrf-token': token, 'content-type': 'application/json', accept: 'application/json' },
      body: '{}',
    })
    expect(response.status).toBe(200)
    const options = (await response.json()) as Array<{ Key: string; Value: string }>
    expect(options.length).toBeGreaterThan(3)
    expect(options[0]).toEqual({ Key: 'recommended', Value: 'Recommended' })
  })

  it('answers unknown API paths with 404 JSON', async () => {
    const response = await fetch(`${server.origin}/umbraco/api/nothing/here`)
    expect(response.status).toBe(404)
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('not_found')
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
