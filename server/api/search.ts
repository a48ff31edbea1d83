import { gzipSync } from 'node:zlib'
import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express'
import type { BrandContext } from '../../app/context'
import {
  parseSearchRequest,
  suggestQuerySchema,
  toursByPriceQuerySchema,
  wishlistRequestSchema,
  WISHLIST_API_PATH,
  type SearchRequest,
} from '../../app/features/search/search-contract'
import { SearchInputError, searchTagResults, searchTours } from '../../app/features/search/search.server'
import { suggest } from '../../app/features/search/suggest.server'
import { toursByPrice } from '../../app/features/search/tours-by-price.server'
import { wishlistTours } from '../../app/features/search/wishlist-search.server'
import { readWishlistFromCookieHeader } from '../../app/features/wishlist/wishlist-cookie'
import { sendApiError, sendValidationError } from '../api-errors'
import type { BrandHost } from '../config'
import type { ApiDependencies } from './router'

/*
 * The discovery endpoints (spec §7). Thin: parse with the contract's Zod schemas (400 with fieldErrors on failure),
 * call the search services, answer JSON. The CSRF guard and the JSON body parser run before this router
 * (server/api/router.ts); POST /umbraco/api/search/sortOrders is served there too.
 */
export function searchApi(deps: ApiDependencies): Router {
  const router = Router({ caseSensitive: false })

  const brandOf = (res: Response): BrandContext => {
    const host = res.locals.brandHost as BrandHost | undefined
    const brand =
      (host && deps.brands.get(`${host.brandId}:${host.marketCode}`)) ??
      deps.brands.get(`${deps.config.DEFAULT_BRAND}:GB`)
    if (!brand) throw new Error('No brand for this host: is the catalogue seeded?')
    return brand
  }

  /** Runs a handler, turning SearchInputError into a 400 with a field error and anything else into next(error). */
  const handle =
    (run: (req: Request, res: Response) => Promise<void>): RequestHandler =>
    (req: Request, res: Response, next: NextFunction) => {
      run(req, res).catch((error: unknown) => {
        if (error instanceof SearchInputError) {
          sendApiError(res, 400, 'validation_failed', 'Some of the values sent are not valid.', {
            [error.field]: [error.message],
          })
          return
        }
        next(error)
      })
    }

  /** The body (and the /{parentId} path segment, which wins over a ParentId in the body), parsed. */
  const searchBody = (req: Request, res: Response): SearchRequest | null => {
    const body: unknown = req.body ?? {}
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      sendApiError(res, 400, 'bad_request', 'The request body must be a JSON object.')
      return null
    }
    const param = req.params.parentId
    const fromPath = Array.isArray(param) ? param.join('/') : param
    if (fromPath !== undefined && !/^\d{1,9}$/.test(fromPath)) {
      sendApiError(res, 400, 'validation_failed', 'Some of the values sent are not valid.', {
        ParentId: ['Expected a whole number.'],
      })
      return null
    }
    const parsed = parseSearchRequest(fromPath === undefined ? body : { ...body, ParentId: Number(fromPath) })
    if (!parsed.success) {
      sendValidationError(res, parsed.error)
      return null
    }
    return parsed.data
  }

  const items = handle(async (req, res) => {
    const request = searchBody(req, res)
    if (!request) return
    sendJson(req, res, await searchTours(deps.db, brandOf(res), request))
  })
  router.post('/umbraco/api/search/items', items)
  router.post('/umbraco/api/search/items/:parentId', items)

  router.post(
    '/umbraco/api/tagresultssearch/items',
    handle(async (req, res) => {
      const request = searchBody(req, res)
      if (!request) return
      sendJson(req, res, await searchTagResults(deps.db, brandOf(res), request))
    }),
  )

  router.get(
    '/umbraco/api/search/suggest',
    handle(async (req, res) => {
      const parsed = suggestQuerySchema.safeParse(req.query)
      if (!parsed.success) return sendValidationError(res, parsed.error)
      sendJson(req, res, await suggest(deps.db, brandOf(res), parsed.data))
    }),
  )

  router.get(
    '/umbraco/api/toursbypricesapi/tours',
    handle(async (req, res) => {
      const parsed = toursByPriceQuerySchema.safeParse(req.query)
      if (!parsed.success) return sendValidationError(res, parsed.error)
      sendJson(req, res, await toursByPrice(deps.db, brandOf(res), parsed.data))
    }),
  )

  router.post(
    WISHLIST_API_PATH,
    handle(async (req, res) => {
      const body: unknown = req.body ?? {}
      if (typeof body !== 'object' || body === null || Array.isArray(body))
        return sendApiError(res, 400, 'bad_request', 'The request body must be a JSON object.')
      const parsed = wishlistRequestSchema.safeParse(body)
      if (!parsed.success) return sendValidationError(res, parsed.error)
      const codes = readWishlistFromCookieHeader(req.get('cookie'))
      sendJson(req, res, await wishlistTours(deps.db, brandOf(res), codes, parsed.data.Take))
    }),
  )

  return router
}

/*
 * Answers are sent pre-encoded. The search services hand back the same object for a repeated request (their answer
 * cache), so its JSON text and gzip bytes are kept beside it in a WeakMap: a cache hit costs no JSON.stringify, no
 * ETag hash and no compression (the compression middleware leaves a body that already has a Content-Encoding
 * alone). The entry goes when the service's cache drops the object.
 */
interface Encoded {
  json: Buffer
  gzip: Buffer | null
}
const encodedAnswers = new WeakMap<object, Encoded>()
const GZIP_THRESHOLD_BYTES = 1024
/** Fast and still about 4:1 on these answers; a cached answer is compressed once whatever the level. */
const GZIP_LEVEL = 4

function sendJson(req: Request, res: Response, body: object): void {
  let encoded = encodedAnswers.get(body)
  if (!encoded) {
    encoded = { json: Buffer.from(JSON.stringify(body)), gzip: null }
    encodedAnswers.set(body, encoded)
  }
  res.status(200)
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  res.setHeader('Vary', 'Accept-Encoding')
  if (encoded.json.length >= GZIP_THRESHOLD_BYTES && req.acceptsEncodings('gzip', 'identity') === 'gzip') {
    encoded.gzip ??= gzipSync(encoded.json, { level: GZIP_LEVEL })
    res.setHeader('Content-Encoding', 'gzip')
    res.setHeader('Content-Length', encoded.gzip.length)
    res.end(encoded.gzip)
    return
  }
  res.setHeader('Content-Length', encoded.json.length)
  res.end(encoded.json)
}
