import { gzipSync } from 'node:zlib'
import type { Request, Response } from 'express'
import {
  SEARCH_PATHS,
  SearchInputError,
  SORT_ORDERS,
  searchItemsParamsSchema,
  searchRequestSchema,
  searchTagResults,
  searchTours,
  suggest,
  suggestQuerySchema,
  toursByPrice,
  toursByPriceQuerySchema,
  wishlistRequestSchema,
} from '../../app/features/search/index.server'
import {
  accountWishlistCodes,
  readWishlistFromCookieHeader,
  wishlistTours,
} from '../../app/features/wishlist/index.server'
import { endpoint, invalid, ok, raw, type Endpoint, type EndpointResult } from '../endpoint'
import type { ApiDependencies } from './router'

/*
 * The discovery endpoints (discovery §7), declared with server/endpoint.ts: the contract's paths, the search
 * schemas (400 with fieldErrors on failure), the search services, JSON answers. The CSRF guard and the JSON body
 * parser run before them (server/api/router.ts).
 */
export function searchEndpoints(deps: ApiDependencies): Endpoint[] {
  return [
    endpoint({
      method: 'POST',
      path: [SEARCH_PATHS.searchItems, `${SEARCH_PATHS.searchItems}/:ParentId`],
      params: searchItemsParamsSchema,
      body: searchRequestSchema,
      // The /{parentId} path segment wins over a ParentId in the body.
      handler: ({ params, body, context }) =>
        answering(() => searchTours(deps.db, context.brand, { ...body, ParentId: params.ParentId ?? body.ParentId })),
    }),
    endpoint({
      method: 'POST',
      path: SEARCH_PATHS.tagResults,
      body: searchRequestSchema,
      handler: ({ body, context }) => answering(() => searchTagResults(deps.db, context.brand, body)),
    }),
    endpoint({
      method: 'POST',
      path: SEARCH_PATHS.sortOrders,
      handler: () => ok(SORT_ORDERS),
    }),
    endpoint({
      method: 'GET',
      path: SEARCH_PATHS.suggest,
      query: suggestQuerySchema,
      handler: ({ query, context }) => answering(() => suggest(deps.db, context.brand, query)),
    }),
    endpoint({
      method: 'GET',
      path: SEARCH_PATHS.toursByPrice,
      query: toursByPriceQuerySchema,
      handler: ({ query, context }) => answering(() => toursByPrice(deps.db, context.brand, query)),
    }),
    endpoint({
      method: 'POST',
      path: SEARCH_PATHS.wishlist,
      body: wishlistRequestSchema,
      handler: ({ body, context, req }) => {
        // Signed in: the account's list (issue 27), which the cookie only mirrors.
        const codes = async () =>
          context.customer
            ? accountWishlistCodes(deps.db, context.customer.id)
            : readWishlistFromCookieHeader(req.get('cookie'))
        return answering(async () => wishlistTours(deps.db, context.brand, await codes(), body.Take, body.From))
      },
    }),
  ]
}

/** Runs a search service: its answer goes out pre-encoded; a SearchInputError is a 400 on the field it names. */
async function answering(run: () => Promise<object>): Promise<EndpointResult> {
  try {
    const answer = await run()
    return raw((req, res) => sendJson(req, res, answer))
  } catch (error) {
    if (error instanceof SearchInputError) return invalid({ [error.field]: [error.message] })
    throw error
  }
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
/**
 * Level 1: on these answers (16–56 kB of JSON, mostly the filter lists) it takes about half the time of level 4
 * (≈ 160 µs against ≈ 280–450 µs for 36 kB, measured 2026-11-27) for about 7 % more bytes (7.9 kB against 7.4 kB);
 * every fresh answer pays the compression, a cached one once.
 */
const GZIP_LEVEL = 1

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
