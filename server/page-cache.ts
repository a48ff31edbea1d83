import { createHash } from 'node:crypto'
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib'
import type { NextFunction, Request, Response } from 'express'
import { WISHLIST_COOKIE_NAME } from '../app/lib/constants'
import { readCookie } from './csrf'

/*
 * A rendered-page cache for server-rendered HTML. Catalogue pages are the same for every visitor, so rendering
 * each one once per TTL (instead of per request: React Router, React, the database and gzip cost ~7 ms of CPU
 * a page) lets one process serve them at loopback speed. It is derived data, safe to lose, and bounded.
 *
 * What would differ per visitor is kept out of the cached bytes or in the key:
 * - the CSRF token is not in the HTML (the page global is filled from the XSRF-TOKEN cookie in the browser);
 * - the per-response CSP nonce is replaced, for a cached copy, by the SHA-256 hashes of its inline scripts;
 * - the wishlist cookie (pages show saved tours) is part of the key;
 * - responses that set any cookie other than XSRF-TOKEN, or say private/no-store, are never stored.
 */

export interface PageCacheOptions {
  ttlMs: number
  maxEntries: number
  maxBytes: number
  /** Paths never cached (account, checkout…): prefixes, lowercase. */
  excludedPrefixes: string[]
}

interface Entry {
  expiresAt: number
  body: Buffer
  gzip: Buffer
  brotli: Buffer
  contentType: string
  csp: string | null
  bytes: number
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

export function pageCache(options: PageCacheOptions) {
  const entries = new Map<string, Entry>()
  let totalBytes = 0

  const evict = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    totalBytes -= entry.bytes
    entries.delete(key)
  }
  const store = (key: string, entry: Entry) => {
    evict(key)
    entries.set(key, entry)
    totalBytes += entry.bytes
    for (const oldest of entries.keys()) {
      if (entries.size <= options.maxEntries && totalBytes <= options.maxBytes) break
      evict(oldest)
    }
  }

  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const path = req.path.toLowerCase()
    if (options.excludedPrefixes.some((prefix) => path.startsWith(prefix))) return next()
    const wishlist = readCookie(req.headers.cookie, WISHLIST_COOKIE_NAME) ?? ''
    const key = `${(req.headers.host ?? '').toLowerCase()}\n${req.originalUrl}\n${wishlist}`

    const cached = entries.get(key)
    if (cached && cached.expiresAt > Date.now()) {
      // Refresh its place in the LRU order.
      entries.delete(key)
      entries.set(key, cached)
      serve(req, res, cached)
      return
    }
    if (cached) evict(key)

    const chunks: Buffer[] = []
    const write = res.write.bind(res) as (...args: unknown[]) => boolean
    const end = res.end.bind(res) as (...args: unknown[]) => Response
    const capture = (chunk: unknown, encoding: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return
      chunks.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : chunk instanceof Uint8Array
            ? Buffer.from(chunk)
            : Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'),
      )
    }
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      capture(chunk, rest[0])
      return write(chunk, ...rest)
    }) as Response['write']
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      capture(chunk, rest[0])
      const result = end(chunk, ...rest)
      if (req.method === 'GET') maybeStore()
      return result
    }) as Response['end']
    res.setHeader('X-Page-Cache', 'MISS')

    const maybeStore = () => {
      const contentType = String(res.getHeader('Content-Type') ?? '')
      const cacheControl = String(res.getHeader('Cache-Control') ?? '')
      if (res.statusCode !== 200 || !contentType.startsWith('text/html')) return
      if (/\b(private|no-store)\b/i.test(cacheControl)) return
      const setCookies = ([] as Array<string | number>).concat(res.getHeader('Set-Cookie') ?? []).map(String)
      if (setCookies.some((cookie) => !cookie.startsWith('XSRF-TOKEN='))) return
      const body = Buffer.concat(chunks)
      const html = body.toString('utf8')
      const csp = res.getHeader('Content-Security-Policy')
      const gzip = gzipSync(body, { level: 9 })
      const brotli = brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } })
      store(key, {
        expiresAt: Date.now() + options.ttlMs,
        body,
        gzip,
        brotli,
        contentType,
        csp: typeof csp === 'string' ? cspForCachedDocument(csp, inlineScriptHashes(html)) : null,
        bytes: body.length + gzip.length + brotli.length,
      })
    }
    next()
  }
}

function serve(req: Request, res: Response, entry: Entry) {
  const accepted = req.acceptsEncodings('br', 'gzip', 'identity')
  const [payload, encoding] =
    accepted === 'br' ? [entry.brotli, 'br'] : accepted === 'gzip' ? [entry.gzip, 'gzip'] : [entry.body, null]
  res.status(200)
  res.setHeader('Content-Type', entry.contentType)
  res.setHeader('Cache-Control', 'no-cache')
  res.setHeader('Vary', 'Accept-Encoding')
  res.setHeader('X-Page-Cache', 'HIT')
  if (entry.csp) res.setHeader('Content-Security-Policy', entry.csp)
  // Already encoded: the compression middleware passes it through untouched.
  if (encoding) res.setHeader('Content-Encoding', encoding)
  res.setHeader('Content-Length', String(payload.length))
  res.end(req.method === 'HEAD' ? undefined : payload)
}
