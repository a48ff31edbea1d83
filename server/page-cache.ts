import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib'
import type { NextFunction, Request, Response } from 'express'
import { CSRF_COOKIE_NAME, SESSION_COOKIE_NAME, WISHLIST_COOKIE_NAME } from '../app/lib/constants'
import { readCookie } from './csrf'
import { canonicalPageUrl, pageQueryRuleOf } from './page-query'

/*
 * The rendered-page cache (ADR 0011, which supersedes 0005). Catalogue pages are the same for every visitor, so
 * rendering each one once per TTL (instead of per request: React Router, React, the database and gzip cost ~7 ms of
 * CPU a page) lets one process serve them at loopback speed. It is derived data, safe to lose, and bounded.
 *
 * - Opt-in: only a 200 response whose Cache-Control says `public` (a route's `headers` export, see
 *   app/lib/cache-control.ts) is stored. Anything else — a 404, a page without public headers, `private` or
 *   `no-store` — passes through untouched.
 * - A request carrying the session cookie (SESSION_COOKIE_NAME) never touches the cache: not served, not stored.
 * - A response that sets any cookie other than the CSRF one, or varies by anything but Accept-Encoding, is not stored.
 * - The key (cacheKeyFor) is the site (public origin, brand and market of the request context), path, the query
 *   parameters the page reads (server/page-query.ts; everything else is dropped from the key and from the request
 *   the page is rendered from, so `?zzz=<random>` cannot make every request a render), and the wishlist cookie
 *   (listing and tour pages render the saved hearts on the server).
 * - A miss costs what rendering without the cache costs: the body is kept as it was sent, and gzip/brotli copies
 *   are made asynchronously (zlib's thread pool) when the first hit asks for them — never on the request that
 *   rendered the page, and never for a page that is only requested once.
 * - Concurrent misses of one key wait for the first to finish instead of all rendering (a TTL expiry under load).
 *
 * What would differ per visitor stays out of the cached bytes: the CSRF token is not in the HTML (the page global is
 * filled from the XSRF-TOKEN cookie in the browser, and every response still gets its own cookie), and the per-response
 * CSP nonce is replaced, for a cached copy, by the SHA-256 hashes of its inline scripts.
 */

export interface PageCacheOptions {
  ttlMs: number
  maxEntries: number
  maxBytes: number
  /**
   * The catalogue version (read from the database at most once a second per process): a page rendered under
   * another version is not served, so a change made by any process (a price, a sell-out) shows on every process
   * within that bound instead of the TTL (issue 15). A failed read keeps the cache as it is.
   */
  version?: () => Promise<string>
}

/** Tracking parameters that never change what a page shows (matched case-insensitively), plus every `utm_*`. */
export const MARKETING_PARAMETERS: ReadonlySet<string> = new Set([
  // Google Ads, Analytics, Display & Video 360, Search Console shopping results
  'gclid',
  'gclsrc',
  'gbraid',
  'wbraid',
  'dclid',
  '_ga',
  '_gl',
  'srsltid',
  // Meta, Microsoft, X, LinkedIn, TikTok, Yandex, Pinterest, Snapchat, Reddit, Instagram
  'fbclid',
  'msclkid',
  'twclid',
  'li_fat_id',
  'ttclid',
  'yclid',
  'epik',
  'sccid',
  'rdt_cid',
  'igshid',
  // Mailchimp, HubSpot, Marketo (the brands' marketing forms), Klaviyo
  'mc_cid',
  'mc_eid',
  '_hsenc',
  '_hsmi',
  'mkt_tok',
  '_kx',
])
const MARKETING_PREFIXES = ['utm_']

export function isMarketingParameter(name: string): boolean {
  const lower = name.toLowerCase()
  return MARKETING_PARAMETERS.has(lower) || MARKETING_PREFIXES.some((prefix) => lower.startsWith(prefix))
}

/**
 * The query string a page is cached under: marketing parameters dropped, the rest sorted by name (stable, so the
 * values of a repeated parameter keep their order) and re-encoded canonically. '' or '?a=1&b=2'. Pages read their
 * query through URLSearchParams by name, so none depends on the order of different names or on the encoding.
 */
export function normalisedQuery(search: string): string {
  const params = new URLSearchParams(search)
  for (const name of new Set(params.keys())) if (isMarketingParameter(name)) params.delete(name)
  params.sort()
  const query = params.toString()
  return query ? `?${query}` : ''
}

export interface CacheKeyParts {
  /**
   * What the page is rendered for: the request context's public origin, brand and market (siteOf). Never the raw
   * Host header, which any client can vary at will.
   */
  site: string
  /** The request target: path and query, as received. */
  url: string
  /** The wishlist cookie's value, if any. */
  wishlist?: string
}

/**
 * The page-cache key of a request: for a page of server/page-query.ts's table, its path and only the parameters it
 * reads (issue 24: an unknown parameter is not a new page); otherwise the query without marketing parameters.
 */
export function cacheKeyFor({ site, url, wishlist }: CacheKeyParts): string {
  const queryStart = url.indexOf('?')
  const path = queryStart < 0 ? url : url.slice(0, queryStart)
  if (pageQueryRuleOf(path).parameters !== null) return `${site}\n${canonicalPageUrl(url)}\n${wishlist ?? ''}`
  const query = queryStart < 0 ? '' : normalisedQuery(url.slice(queryStart + 1))
  return `${site}\n${path}${query}\n${wishlist ?? ''}`
}

/**
 * The site a request is answered as: public origin, brand and market from the request context
 * (server/request-context.ts), so every unknown Host shares the default site's entries. Without a context (a bare
 * app in a test), the protocol and Host header.
 */
function siteOf(req: Request, res: Response): string {
  const context = res.locals.context
  if (context) return `${context.origin} ${context.brand.id}:${context.brand.marketCode}`
  return `${req.protocol}://${(req.headers.host ?? '').toLowerCase()}`
}

/** Whether a Cookie header carries a cookie of this name (whatever its value, even one that does not decode). */
export function hasCookie(header: string | undefined, name: string): boolean {
  if (!header) return false
  return header.split(';').some((part) => {
    const index = part.indexOf('=')
    return (index < 0 ? part : part.slice(0, index)).trim() === name
  })
}

function directives(cacheControl: string): Set<string> {
  return new Set(
    cacheControl
      .split(',')
      .map((directive) => directive.split('=', 1)[0]!.trim().toLowerCase())
      .filter(Boolean),
  )
}

/** A route opts in with `Cache-Control: public, …`; `private` or `no-store` anywhere keeps it out. */
export function isPublicCacheControl(cacheControl: string | undefined): boolean {
  if (!cacheControl) return false
  const names = directives(cacheControl)
  return names.has('public') && !names.has('private') && !names.has('no-store')
}

/** Documents only: pages, robots.txt, sitemap.xml (not React Router's `.data` answers to client navigations). */
const STORED_CONTENT_TYPE = /^(text\/html|text\/plain|application\/xml)\b/i

export interface ResponseFacts {
  status: number
  contentType: string | undefined
  cacheControl: string | undefined
  setCookies: string[]
  vary: string | undefined
}

/** Whether a finished response may be kept and served to other visitors. */
export function isStorable({ status, contentType, cacheControl, setCookies, vary }: ResponseFacts): boolean {
  if (status !== 200 || !STORED_CONTENT_TYPE.test(contentType ?? '')) return false
  if (!isPublicCacheControl(cacheControl)) return false
  // The CSRF cookie is per visitor but set on every response, cached or not; any other cookie is personal.
  if (setCookies.some((cookie) => !cookie.startsWith(`${CSRF_COOKIE_NAME}=`))) return false
  // The key knows nothing of request headers but Accept-Encoding (which the cache negotiates itself).
  const varies = (vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean)
  return varies.every((name) => name === 'accept-encoding')
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi

/** The CSP source list for every inline script in a document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '', 'utf8')
        .digest('base64')}'`,
    )
  }
  return [...hashes]
}

/** The fill-time policy with its nonce replaced by the document's script hashes. */
export function cspForCachedDocument(csp: string, hashes: string[]): string {
  return csp.replace(/'nonce-[^']*'/g, hashes.join(' ') || "'none'")
}

type Encoding = 'br' | 'gzip'

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

/**
 * Moderate levels, as the compression middleware uses for fresh responses (gzip 6; brotli 4 there, 5 here): a
 * copy is compressed once per TTL, but on a 2-core machine the thread pool still shares the cores with rendering.
 */
function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'gzip'
    ? gzipAsync(body, { level: 6 })
    : brotliAsync(body, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
          [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
}

/** Response headers that belong to one response, never replayed from a cached copy. */
const PER_RESPONSE_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'content-security-policy',
  'set-cookie',
  'vary',
  'date',
  'connection',
  'transfer-encoding',
  'keep-alive',
  'x-request-id',
  'x-page-cache',
])

interface Entry {
  key: string
  expiresAt: number
  /** As rendered (identity). */
  body: Buffer
  /** Compressed copies, made on the first hit that accepts the encoding. */
  encoded: Partial<Record<Encoding, Buffer | Promise<Buffer>>>
  /** The route's headers (Content-Type, Cache-Control, …) as the filling response had them. */
  headers: Array<[string, string | string[]]>
  /** The filling response's policy (with its nonce) and, once computed, the hash-based one cached copies get. */
  fillCsp: string | null
  csp?: string | null
  bytes: number
  /** The catalogue version the page was rendered under (PageCacheOptions.version). */
  version: string | null
}

export const PAGE_CACHE_HEADER = 'X-Page-Cache'

export function pageCache(options: PageCacheOptions) {
  const entries = new Map<string, Entry>()
  /** Keys being rendered right now, and a promise settled when that render is stored or given up. */
  const inflight = new Map<string, Promise<void>>()
  let totalBytes = 0

  const evict = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    totalBytes -= entry.bytes
    entries.delete(key)
  }
  const trim = () => {
    for (const oldest of entries.keys()) {
      if (entries.size <= options.maxEntries && totalBytes <= options.maxBytes) break
      evict(oldest)
    }
  }
  const store = (entry: Entry) => {
    evict(entry.key)
    entries.set(entry.key, entry)
    totalBytes += entry.bytes
    trim()
  }
  const lookup = (key: string, version: string | null): Entry | undefined => {
    const entry = entries.get(key)
    if (!entry) return undefined
    if (entry.expiresAt <= Date.now() || (version !== null && entry.version !== version)) {
      evict(key)
      return undefined
    }
    // Refresh its place in the LRU order.
    entries.delete(key)
    entries.set(key, entry)
    return entry
  }
  const encodedBody = (entry: Entry, encoding: Encoding): Buffer | Promise<Buffer> => {
    const existing = entry.encoded[encoding]
    if (existing) return existing
    const pending = compress(entry.body, encoding).then((bytes) => {
      entry.encoded[encoding] = bytes
      entry.bytes += bytes.length
      if (entries.get(entry.key) === entry) {
        totalBytes += bytes.length
        trim()
      }
      return bytes
    })
    entry.encoded[encoding] = pending
    return pending
  }

  const serve = async (req: Request, res: Response, entry: Entry) => {
    const accepted = req.acceptsEncodings('br', 'gzip', 'identity')
    const encoding: Encoding | null = accepted === 'br' || accepted === 'gzip' ? accepted : null
    let payload = entry.body
    let sentEncoding: Encoding | null = null
    if (encoding) {
      const encoded = encodedBody(entry, encoding)
      try {
        payload = Buffer.isBuffer(encoded) ? encoded : await encoded
        sentEncoding = encoding
      } catch {
        // A failed compression leaves the plain body, which the compression middleware may still encode.
        delete entry.encoded[encoding]
      }
    }
    if (entry.csp === undefined) {
      entry.csp = entry.fillCsp
        ? cspForCachedDocument(entry.fillCsp, inlineScriptHashes(entry.body.toString('utf8')))
        : null
    }
    res.status(200)
    for (const [name, value] of entry.headers) res.setHeader(name, value)
    res.setHeader('Vary', 'Accept-Encoding')
    res.setHeader(PAGE_CACHE_HEADER, 'HIT')
    if (entry.csp) res.setHeader('Content-Security-Policy', entry.csp)
    // Already encoded: the compression middleware passes it through untouched.
    if (sentEncoding) res.setHeader('Content-Encoding', sentEncoding)
    res.setHeader('Content-Length', String(payload.length))
    res.end(req.method === 'HEAD' ? undefined : payload)
  }

  /**
   * Renders through `next` and, when `keep` and the response turns out storable, keeps the document. `release`
   * settles the requests waiting for this key: as soon as the response is known not to be storable, or once stored.
   */
  const fill = (
    res: Response,
    next: NextFunction,
    { key, keep, release, version }: { key: string; keep: boolean; release: () => void; version: string | null },
  ) => {
    const chunks: Buffer[] = []
    let decided = false
    let storable = false
    const decide = () => {
      if (decided) return
      decided = true
      storable = isStorable({
        status: res.statusCode,
        contentType: headerText(res.getHeader('Content-Type')),
        cacheControl: headerText(res.getHeader('Cache-Control')),
        setCookies: ([] as Array<string | number>).concat(res.getHeader('Set-Cookie') ?? []).map(String),
        vary: headerText(res.getHeader('Vary')),
      })
      if (!res.headersSent) res.setHeader(PAGE_CACHE_HEADER, storable ? 'MISS' : 'BYPASS')
      storable &&= keep
      if (!storable) release()
    }
    const capture = (chunk: unknown, encoding: unknown) => {
      if (!storable || chunk === undefined || chunk === null || typeof chunk === 'function') return
      chunks.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : chunk instanceof Uint8Array
            ? // A view, not a copy: a written chunk is never changed afterwards; Buffer.concat copies once at the end.
              Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
            : Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'),
      )
    }
    const write = res.write.bind(res) as (...args: unknown[]) => boolean
    const end = res.end.bind(res) as (...args: unknown[]) => Response
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      decide()
      capture(chunk, rest[0])
      return write(chunk, ...rest)
    }) as Response['write']
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      decide()
      capture(chunk, rest[0])
      const result = end(chunk, ...rest)
      if (storable && res.statusCode === 200) {
        const body = Buffer.concat(chunks)
        const csp = res.getHeader('Content-Security-Policy')
        store({
          key,
          expiresAt: Date.now() + options.ttlMs,
          body,
          encoded: {},
          headers: Object.entries(res.getHeaders())
            .filter(([name, value]) => value !== undefined && !PER_RESPONSE_HEADERS.has(name))
            .map(([name, value]) => [name, Array.isArray(value) ? value : String(value)]),
          fillCsp: typeof csp === 'string' ? csp : null,
          bytes: body.length,
          version,
        })
      }
      release()
      return result
    }) as Response['end']
    // A response that never ends normally (the client went away, an error) must not keep waiters waiting.
    res.once('close', release)
    next()
  }

  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    if (hasCookie(req.headers.cookie, SESSION_COOKIE_NAME)) {
      res.setHeader(PAGE_CACHE_HEADER, 'BYPASS')
      return next()
    }
    // The page is rendered from exactly what it is keyed on: parameters it does not read are dropped from the request
    // before React Router sees it, so no ignored parameter can change a stored document.
    const canonical = canonicalPageUrl(req.originalUrl)
    if (canonical !== req.originalUrl) {
      req.url = canonical
      req.originalUrl = canonical
    }
    const key = cacheKeyFor({
      site: siteOf(req, res),
      url: req.originalUrl,
      wishlist: readCookie(req.headers.cookie, WISHLIST_COOKIE_NAME),
    })

    const version = options.version ? await options.version().catch(() => null) : null
    let cached = lookup(key, version)
    if (!cached) {
      const rendering = inflight.get(key)
      if (rendering) {
        // Someone is rendering this page: take their copy rather than render it again. Waited for once only, so
        // requests for a page that turns out not storable render side by side instead of one after another.
        await rendering
        cached = lookup(key, version)
      }
    }
    if (cached) return serve(req, res, cached)

    // HEAD renders no body to keep. Otherwise the first miss of a key leads; a request that already waited
    // renders beside the next leader (and may store too: the same bytes).
    const keep = req.method === 'GET'
    if (!keep || inflight.has(key)) return fill(res, next, { key, keep, release: () => {}, version })
    let settle!: () => void
    const flight = new Promise<void>((resolve) => (settle = resolve))
    inflight.set(key, flight)
    const release = () => {
      if (inflight.get(key) === flight) inflight.delete(key)
      settle()
    }
    fill(res, next, { key, keep, release, version })
  }
}

function headerText(value: string | number | string[] | undefined): string | undefined {
  if (value === undefined) return undefined
  return Array.isArray(value) ? value.join(', ') : String(value)
}
