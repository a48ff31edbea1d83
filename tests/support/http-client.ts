import http, { type IncomingHttpHeaders } from 'node:http'
import { CSRF_COOKIE_NAME, CSRF_HEADER_NAME } from '../../app/lib/constants'

/*
 * The one HTTP client of the integration tests. `client(server, { brand })` is a browser session on one brand's
 * host: it keeps the cookies the server sets, and on every state-changing call it sends the X-XSRF-TOKEN header
 * matching its XSRF-TOKEN cookie, fetching that cookie first if it has none (the double submit of server/csrf.ts).
 * Each test that needs two visitors makes two clients.
 *
 * It speaks node:http rather than fetch() because fetch() silently drops a Host header and the server tells the
 * brands apart by Host; it also leaves the body as the server sent it (no automatic decompression), so tests can
 * check compression. It has no test-runner imports, so a Playwright test may use it too.
 */

export type BrandName = 'meridian' | 'cavendish'
export type MarketCode = 'GB' | 'CA'

/** The hosts of BRAND_HOSTS' default (server/config.ts): how a test names a brand and market. */
export function brandHost(brand: BrandName = 'meridian', market: MarketCode = 'GB'): string {
  if (brand === 'cavendish') return 'coach.localhost'
  return market === 'CA' ? 'ca.localhost' : 'localhost'
}

export interface HttpResponse {
  status: number
  /** Node's lower-cased headers; `set-cookie` is an array. */
  headers: IncomingHttpHeaders
  /** The body as UTF-8 text. */
  text: string
  /** The body exactly as received (still compressed if the server compressed it). */
  raw: Buffer
  /** The body parsed as JSON; throws, quoting the start of the body, when it is not JSON. */
  json<T = unknown>(): T
}

/** The name the first tests used for the same thing. */
export type HostResponse = HttpResponse

export interface RawRequestOptions {
  /** The Host header; 'localhost' (Meridian) unless given here or in `headers.host`. */
  host?: string
  method?: string
  headers?: Record<string, string>
  body?: string | Buffer
}

function responseOf(status: number, headers: IncomingHttpHeaders, raw: Buffer): HttpResponse {
  const text = raw.toString('utf8')
  return {
    status,
    headers,
    text,
    raw,
    json<T>() {
      try {
        return JSON.parse(text) as T
      } catch {
        throw new Error(`expected a JSON body, got ${status} ${JSON.stringify(text.slice(0, 200))}`)
      }
    },
  }
}

/**
 * One request exactly as given: no cookies kept, no CSRF header added. For tests about the wire itself (a forged
 * token, a missing header); everything else uses client().
 */
export function requestAs(origin: string, path: string, options: RawRequestOptions = {}): Promise<HttpResponse> {
  const url = new URL(path, origin)
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: options.method ?? 'GET',
        headers: { ...options.headers, host: options.host ?? options.headers?.host ?? 'localhost' },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve(responseOf(response.statusCode ?? 0, response.headers, Buffer.concat(chunks))))
        response.on('error', reject)
      },
    )
    request.on('error', reject)
    if (options.body !== undefined) request.write(options.body)
    request.end()
  })
}

/** The cookies of one session: name → value as the server set it (still URL-encoded). */
export class CookieJar {
  private readonly values = new Map<string, string>()

  get(name: string): string | undefined {
    return this.values.get(name)
  }

  set(name: string, value: string): void {
    this.values.set(name, value)
  }

  delete(name: string): void {
    this.values.delete(name)
  }

  clear(): void {
    this.values.clear()
  }

  /** The Cookie request header, or undefined when the jar is empty. */
  header(extra: Record<string, string> = {}): string | undefined {
    const pairs = [...this.values, ...Object.entries(extra)].map(([name, value]) => `${name}=${value}`)
    return pairs.length ? pairs.join('; ') : undefined
  }

  /** Takes in a response's Set-Cookie headers; Max-Age=0 or a past Expires deletes the cookie, as a browser does. */
  store(setCookie: string[] | undefined): void {
    for (const line of setCookie ?? []) {
      const [pair = '', ...attributes] = line.split(';')
      const index = pair.indexOf('=')
      if (index <= 0) continue
      const name = pair.slice(0, index).trim()
      const value = pair.slice(index + 1).trim()
      const expired = attributes.some((attribute) => {
        const [key = '', raw = ''] = attribute.split('=', 2).map((part) => part.trim())
        if (key.toLowerCase() === 'max-age') return Number(raw) <= 0
        if (key.toLowerCase() === 'expires') return Date.parse(raw) <= Date.now()
        return false
      })
      if (expired) this.values.delete(name)
      else this.values.set(name, value)
    }
  }
}

export interface ClientOptions {
  /** The brand whose host the session visits (default Meridian). */
  brand?: BrandName
  market?: MarketCode
  /** An explicit Host header instead of the brand's host. */
  host?: string
  /** Headers sent with every request of this session (for example `accept`). */
  headers?: Record<string, string>
}

export interface RequestOptions {
  /** Extra headers for this request; they win over the session's own (including `cookie` and the CSRF header). */
  headers?: Record<string, string>
  /** Cookies added to this request only, after the session's. */
  cookies?: Record<string, string>
  /** false: send no X-XSRF-TOKEN header, as a forged cross-site request would not. Default true. */
  csrf?: boolean
  /** A body sent as it is (post() and friends JSON-encode anything that is not a string or Buffer). */
  body?: string | Buffer
}

export interface HttpClient {
  readonly origin: string
  readonly host: string
  readonly cookies: CookieJar
  request(method: string, path: string, options?: RequestOptions): Promise<HttpResponse>
  get(path: string, options?: RequestOptions): Promise<HttpResponse>
  /** A JSON body (objects and arrays are encoded; a string or Buffer is sent as it is, for malformed input). */
  post(path: string, body?: unknown, options?: RequestOptions): Promise<HttpResponse>
  put(path: string, body?: unknown, options?: RequestOptions): Promise<HttpResponse>
  patch(path: string, body?: unknown, options?: RequestOptions): Promise<HttpResponse>
  delete(path: string, options?: RequestOptions): Promise<HttpResponse>
  /** This session's CSRF token, fetching the XSRF-TOKEN cookie first when the session has none. */
  csrfToken(): Promise<string>
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
/** Any cheap response carries the token cookie; robots.txt is rendered by the app, so it goes through the issuer. */
const CSRF_PRIMING_PATH = '/robots.txt'

/** A browser session against a test server (anything with an origin: startTestServer's, or a spawned process). */
export function client(server: { origin: string }, options: ClientOptions = {}): HttpClient {
  const host = options.host ?? brandHost(options.brand, options.market)
  const cookies = new CookieJar()

  async function send(method: string, path: string, request: RequestOptions = {}): Promise<HttpResponse> {
    const upper = method.toUpperCase()
    const headers: Record<string, string> = { ...options.headers }
    if (!SAFE_METHODS.has(upper) && request.csrf !== false) headers[CSRF_HEADER_NAME.toLowerCase()] = await csrfToken()
    if (request.body !== undefined && !hasHeader(request.headers, 'content-type'))
      headers['content-type'] = 'application/json'
    const cookie = cookies.header(request.cookies)
    if (cookie) headers.cookie = cookie
    const response = await requestAs(server.origin, path, {
      host,
      method: upper,
      headers: { ...headers, ...lowerCased(request.headers) },
      body: request.body,
    })
    cookies.store(response.headers['set-cookie'])
    return response
  }

  async function csrfToken(): Promise<string> {
    if (!cookies.get(CSRF_COOKIE_NAME)) await send('GET', CSRF_PRIMING_PATH)
    const token = cookies.get(CSRF_COOKIE_NAME)
    if (!token) throw new Error(`GET ${CSRF_PRIMING_PATH} set no ${CSRF_COOKIE_NAME} cookie`)
    return decodeURIComponent(token)
  }

  const withBody =
    (method: string) =>
    (path: string, body?: unknown, request: RequestOptions = {}) =>
      send(method, path, { ...request, body: body === undefined ? request.body : encodeBody(body) })

  return {
    origin: server.origin,
    host,
    cookies,
    request: send,
    get: (path, request) => send('GET', path, request),
    post: withBody('POST'),
    put: withBody('PUT'),
    patch: withBody('PATCH'),
    delete: (path, request) => send('DELETE', path, request),
    csrfToken,
  }
}

function encodeBody(body: unknown): string | Buffer {
  return typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body)
}

function lowerCased(headers: Record<string, string> = {}): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]))
}

function hasHeader(headers: Record<string, string> | undefined, name: string): boolean {
  return Object.keys(headers ?? {}).some((key) => key.toLowerCase() === name)
}

/**
 * A fresh CSRF token and the Cookie header carrying it, for tests that assemble requests by hand with requestAs.
 * (A client() does this by itself.)
 */
export async function getCsrf(origin: string, host = 'localhost'): Promise<{ cookie: string; token: string }> {
  const session = client({ origin }, { host })
  const token = await session.csrfToken()
  return { cookie: `${CSRF_COOKIE_NAME}=${encodeURIComponent(token)}`, token }
}
