import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Brochure } from '../../app/features/brochures/brochure-schema'
import { BROCHURE_PATHS } from '../../app/features/brochures/brochures-contract'
import { CSRF_COOKIE_NAME, CSRF_HEADER_NAME } from '../../app/lib/constants'
import { MARKETING_FORM_RATE_LIMIT } from '../../server/api/brochures'
import { client, getCsrf, requestAs } from '../support/http-client'
import { startTestServer, type TestServer } from '../support/test-server'

/*
 * The request context and the server's front door (issue 8 §2, §3, §6), against the real server:
 * - the public origin comes from configuration, never from the Host header: `Host: evil.example` cannot reach an
 *   e-mail link, a canonical URL, the sitemap, robots.txt or structured data;
 * - a missing, empty or malformed Host, an absolute-form target and malformed percent-encoding are 400s, never 500s;
 * - a known API path asked with the wrong method is a 405 with Allow;
 * - X-Forwarded-For is not trusted by default (no client picks its own rate-limit key);
 * - a request body that does not arrive in time is cut off with a 408.
 */

const EVIL = 'evil.example'
const ORIGINS = {
  meridian: 'https://www.meridian.example',
  cavendish: 'https://www.cavendish.example',
  canada: 'https://ca.meridian.example',
}

/** Development defaults: no public origin configured, so each host is served at http://host:port. */
let plain: TestServer
/** A production-like configuration: one public origin per brand host, and a short body deadline. */
let configured: TestServer

beforeAll(async () => {
  ;[plain, configured] = await Promise.all([
    startTestServer('request-hardening'),
    startTestServer('request-hardening-origins', {
      PUBLIC_ORIGINS: `localhost=${ORIGINS.meridian},coach.localhost=${ORIGINS.cavendish},ca.localhost=${ORIGINS.canada}`,
      REQUEST_BODY_TIMEOUT_MS: '300',
    }),
  ])
})

afterAll(async () => {
  await Promise.all([plain?.stop(), configured?.stop()])
})

/**
 * Sends bytes exactly as given (no Host added, any request target) and returns the whole answer as text. The
 * socket stays open until the server closes it (HTTP/1.0 without keep-alive, `Connection: close`, or a refusal):
 * a client that half-closes first would have Node abort the request in flight.
 */
function rawExchange(server: TestServer, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(server.port, '127.0.0.1')
    const chunks: Buffer[] = []
    socket.on('connect', () => socket.write(bytes))
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')))
    socket.on('error', reject)
  })
}

function statusOf(answer: string): number {
  return Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0)
}

function bodyOf(answer: string): string {
  return answer.slice(answer.indexOf('\r\n\r\n') + 4)
}

async function postableBrochures(server: TestServer): Promise<Brochure[]> {
  const list = (await client(server).get(BROCHURE_PATHS.list)).json<Brochure[]>()
  return list.filter((brochure) => brochure.canPost && brochure.canDownload)
}

function brochureRequest(brochures: Brochure[], email: string) {
  return {
    title: 'Ms',
    firstName: 'Eve',
    lastName: 'Spoofer',
    email,
    phoneNumber: '',
    marketingEmail: false,
    marketingMail: false,
    address: {
      addressLines: ['1 High Street'],
      town: 'London',
      county: '',
      country: 'GB',
      postCode: 'SW1A 1AA',
      addressVerified: true,
    },
    brochureIds: brochures.slice(0, 2).map((brochure) => brochure.uniqueId),
    utmSource: null,
    utmMedium: null,
    website: '',
  }
}

async function confirmationEmailTo(server: TestServer, email: string) {
  return server.database.db
    .selectFrom('emailOutbox')
    .select(['textBody', 'htmlBody'])
    .where('toAddress', '=', email)
    .executeTakeFirstOrThrow()
}

async function aTourPath(server: TestServer): Promise<string> {
  const tour = await server.database.db
    .selectFrom('tours')
    .select('slug')
    .where('brandId', '=', 'meridian')
    .where('marketCode', '=', 'GB')
    .where('published', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow()
  return `/tours/${tour.slug}`
}

function canonicalOf(html: string): string | undefined {
  return /<link[^>]*rel="canonical"[^>]*href="([^"]+)"/.exec(html)?.[1]
}

describe('the public origin never comes from the Host header', () => {
  it('writes the brochure confirmation e-mail’s links on the configured origin when Host is spoofed', async () => {
    const brochures = await postableBrochures(configured)
    expect(brochures.length, 'the demo catalogue has brochures to post and to read online').toBeGreaterThan(0)
    const email = 'spoofed-host@example.com'
    const answer = await client(configured, { host: EVIL }).post(
      BROCHURE_PATHS.submit,
      brochureRequest(brochures, email),
    )
    expect(answer.status).toBe(200)
    const sent = await confirmationEmailTo(configured, email)
    expect(sent.textBody).toContain(`${ORIGINS.meridian}/media/brochures/${brochures[0]!.uniqueId}.pdf`)
    expect(sent.htmlBody).toContain(`href="${ORIGINS.meridian}/media/brochures/`)
    expect(`${sent.textBody}${sent.htmlBody}`).not.toContain(EVIL)
  })

  it('uses the configured host and the listening port, not the Host header, when no origin is configured', async () => {
    const brochures = await postableBrochures(plain)
    const email = 'spoofed-host-dev@example.com'
    const answer = await client(plain, { host: `${EVIL}:${plain.port}` }).post(
      BROCHURE_PATHS.submit,
      brochureRequest(brochures, email),
    )
    expect(answer.status).toBe(200)
    const sent = await confirmationEmailTo(plain, email)
    expect(sent.textBody).toContain(`http://localhost:${plain.port}/media/brochures/`)
    expect(`${sent.textBody}${sent.htmlBody}`).not.toContain(EVIL)
  })

  it('keeps the spoofed host out of canonical links, Open Graph tags and structured data', async () => {
    const tourPath = await aTourPath(configured)
    for (const path of [tourPath, '/tours', '/contact-us']) {
      const page = await requestAs(configured.origin, path, { host: EVIL })
      expect(page.status, path).toBe(200)
      expect(canonicalOf(page.text), path).toBe(`${ORIGINS.meridian}${path}`)
      expect(page.text, path).not.toContain(EVIL)
    }
    const tour = await requestAs(configured.origin, tourPath, { host: EVIL })
    expect(tour.text).toContain(`<meta property="og:url" content="${ORIGINS.meridian}${tourPath}"`)
    expect(tour.text).toContain('application/ld+json')
  })

  it('keeps it out of sitemap.xml and robots.txt', async () => {
    const sitemap = await requestAs(configured.origin, '/sitemap.xml', { host: EVIL })
    const locations = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!)
    expect(locations.length).toBeGreaterThan(1)
    for (const location of locations) expect(location.startsWith(`${ORIGINS.meridian}/`), location).toBe(true)
    const robots = await requestAs(configured.origin, '/robots.txt', { host: EVIL })
    expect(robots.text).toContain(`Sitemap: ${ORIGINS.meridian}/sitemap.xml`)
    expect(robots.text).not.toContain(EVIL)
  })

  it('gives each configured host its own origin, whatever port the Host header names', async () => {
    const coach = await requestAs(configured.origin, '/robots.txt', { host: 'coach.localhost:1234' })
    expect(coach.text).toContain(`Sitemap: ${ORIGINS.cavendish}/sitemap.xml`)
    const canada = await requestAs(configured.origin, '/robots.txt', { host: 'CA.LOCALHOST' })
    expect(canada.text).toContain(`Sitemap: ${ORIGINS.canada}/sitemap.xml`)
    const dev = await requestAs(plain.origin, '/robots.txt', { host: 'coach.localhost:1234' })
    expect(dev.text).toContain(`Sitemap: http://coach.localhost:${plain.port}/sitemap.xml`)
  })
})

describe('malformed requests are 400s, never 500s', () => {
  it('refuses an HTTP/1.0 request without Host, but still answers a bare health check', async () => {
    const page = await rawExchange(plain, 'GET /tours HTTP/1.0\r\n\r\n')
    expect(statusOf(page)).toBe(400)
    expect(bodyOf(page)).toContain('Host header')
    const api = await rawExchange(plain, 'GET /umbraco/api/search/Suggest HTTP/1.0\r\n\r\n')
    expect(statusOf(api)).toBe(400)
    expect(JSON.parse(bodyOf(api))).toMatchObject({ error: { code: 'bad_request' } })
    const health = await rawExchange(plain, 'GET /healthz HTTP/1.0\r\n\r\n')
    expect(statusOf(health)).toBe(200)
  })

  it('refuses an HTTP/1.1 request with no, an empty or a malformed Host', async () => {
    for (const host of [null, '', 'evil example', 'localhost:99999', 'user@localhost']) {
      const header = host === null ? '' : `Host: ${host}\r\n`
      const answer = await rawExchange(plain, `GET /tours HTTP/1.1\r\n${header}Connection: close\r\n\r\n`)
      expect(statusOf(answer), JSON.stringify(host)).toBe(400)
    }
  })

  it('refuses an absolute-form request target', async () => {
    for (const target of ['http://x/tours', `http://localhost:${plain.port}/`, 'http://x/umbraco/api/search/Suggest']) {
      const answer = await rawExchange(plain, `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`)
      expect(statusOf(answer), target).toBe(400)
      expect(bodyOf(answer), target).not.toMatch(/at .*\.(js|ts):\d+/)
    }
  })

  it('refuses malformed percent-encoding in any path, pages, media, .data and API alike', async () => {
    for (const path of [
      '/%ff',
      '/media/x/%ff.pdf',
      '/media/brochures/%ff.pdf',
      '/tours/%ff',
      '/tours/%ff.data',
      '/%E0%A4%A.data',
      '/umbraco/api/brochures/%ff',
    ]) {
      const answer = await requestAs(plain.origin, path)
      expect(answer.status, path).toBe(400)
      expect(answer.text, path).not.toMatch(/URIError|at .*\.(js|ts):\d+/)
      if (path.startsWith('/umbraco/')) expect(answer.json(), path).toMatchObject({ error: { code: 'bad_request' } })
    }
  })

  it('still serves well-formed encoded paths', async () => {
    expect((await requestAs(plain.origin, '/tours?q=%ff')).status).toBe(200)
    expect((await requestAs(plain.origin, '/no-such-page-%C3%A9')).status).toBe(404)
  })
})

describe('a known API path asked with the wrong method', () => {
  it('answers GET on a POST-only path with 405, Allow and the JSON error shape', async () => {
    for (const path of [BROCHURE_PATHS.submit, '/umbraco/api/search/items', '/umbraco/api/search/items/12']) {
      const answer = await requestAs(plain.origin, path)
      expect(answer.status, path).toBe(405)
      expect(answer.headers.allow, path).toBe('POST')
      expect(answer.json(), path).toMatchObject({ error: { code: 'method_not_allowed' } })
    }
  })

  it('answers POST on a GET-only path with 405 and Allow: GET, HEAD (after the CSRF check)', async () => {
    const visitor = client(plain)
    const answer = await visitor.post('/umbraco/api/search/Suggest', {})
    expect(answer.status).toBe(405)
    expect(answer.headers.allow).toBe('GET, HEAD')
    expect((await visitor.post('/umbraco/api/search/Suggest', {}, { csrf: false })).status).toBe(403)
  })

  it('still answers an unknown API path with 404', async () => {
    expect((await requestAs(plain.origin, '/umbraco/api/nothing/here')).status).toBe(404)
  })
})

describe('client addresses and slow bodies', () => {
  it('does not let X-Forwarded-For choose the rate-limit key when no proxy is trusted', async () => {
    const visitor = client(plain)
    const statuses: number[] = []
    for (let attempt = 0; attempt <= MARKETING_FORM_RATE_LIMIT.limit; attempt++) {
      const answer = await visitor.post(
        '/umbraco/api/marketingforms/2405/submit',
        { Email: 'not-an-email' },
        { headers: { 'x-forwarded-for': `198.51.100.${attempt + 1}` } },
      )
      statuses.push(answer.status)
    }
    expect(statuses.slice(0, MARKETING_FORM_RATE_LIMIT.limit)).toEqual(Array(MARKETING_FORM_RATE_LIMIT.limit).fill(400))
    expect(statuses.at(-1)).toBe(429)
  })

  it('cuts off an API request body that does not arrive in time with a 408 in the JSON error shape', async () => {
    const { cookie, token } = await getCsrf(configured.origin)
    expect(cookie.startsWith(`${CSRF_COOKIE_NAME}=`)).toBe(true)
    const head = [
      'POST /umbraco/api/search/items HTTP/1.1',
      'Host: localhost',
      'Content-Type: application/json',
      'Content-Length: 200',
      `Cookie: ${cookie}`,
      `${CSRF_HEADER_NAME}: ${token}`,
      '',
      '',
    ].join('\r\n')
    // Half a body, then silence: the server, not the client, ends the exchange.
    const answer = await rawExchange(configured, `${head}{"SearchTerm":`)
    expect(statusOf(answer)).toBe(408)
    expect(JSON.parse(bodyOf(answer))).toMatchObject({ error: { code: 'bad_request' } })
    expect(answer.toLowerCase()).toContain('connection: close')
  })
})
