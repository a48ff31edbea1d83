import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import express, { type ErrorRequestHandler } from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { RequestContext } from '../app/context'
import { sendApiError } from './api-errors'
import {
  allowHeader,
  apiRouter,
  conflict,
  endpoint,
  invalid,
  notFound,
  ok,
  raw,
  tooMany,
  unauthorised,
  unavailable,
  type EndpointResult,
} from './endpoint'

/*
 * The endpoint helper against a real Express app on a loopback port: what each result becomes on the wire, the
 * order of guard and validation, the 405 with Allow, and thrown errors reaching the error handler.
 */

const context = {
  requestId: 'req-1',
  cspNonce: 'nonce',
  csrfToken: 'token',
  brand: { id: 'meridian', marketCode: 'GB' },
  host: 'localhost',
  origin: 'http://localhost:3000',
  session: null,
  customer: null,
} as unknown as RequestContext

const calls: string[] = []
let server: Server
let base: string

const itemQuery = z.object({ id: z.string().regex(/^\d+$/, 'Expected digits.').transform(Number) })
const noteBody = z.object({ text: z.string().min(1, 'Required.') })

const results: Record<string, EndpointResult> = {
  ok: ok({ fine: true }),
  created: ok({ id: 7 }, { status: 201, headers: { 'Cache-Control': 'public, max-age=60' } }),
  missing: notFound('No such thing.'),
  invalidFields: invalid({ email: ['Not an e-mail.'] }),
  invalidMessage: invalid('That cannot be done.'),
  unauthorised: unauthorised('Please log in to continue.'),
  conflict: conflict('Someone else took it.'),
  tooMany: tooMany('Slow down.', 42),
  unavailable: unavailable('Try later.'),
  raw: raw((_req, res) => {
    res.type('text/csv').send('a,b\n')
  }),
}

beforeAll(async () => {
  const app = express()
  // Not strict, so primitive JSON bodies reach the endpoint's own object check.
  app.use(express.json({ strict: false }))
  app.use((_req, res, next) => {
    res.locals.requestId = 'req-1'
    res.locals.context = context
    next()
  })
  app.use(
    apiRouter([
      endpoint({
        method: 'GET',
        path: '/api/items',
        query: itemQuery,
        handler: ({ query, context: given }) => {
          calls.push(`items ${query.id} ${given.brand.id}`)
          return query.id === 404 ? notFound('No item 404.') : ok({ id: query.id })
        },
      }),
      endpoint({
        method: 'POST',
        path: '/api/items',
        body: noteBody,
        handler: ({ body }) => ok({ saved: body.text }, { status: 201 }),
      }),
      endpoint({
        method: 'POST',
        path: ['/api/notes', '/api/notes/:noteId'],
        params: z.object({ noteId: z.string().regex(/^\d+$/, 'Expected digits.').optional() }),
        body: noteBody,
        handler: ({ params, body }) => ok({ noteId: params.noteId ?? null, text: body.text }),
      }),
      endpoint({
        method: 'GET',
        path: '/api/results/:name',
        params: z.object({ name: z.string() }),
        handler: ({ params }) => results[params.name] ?? notFound('No such result.'),
      }),
      endpoint({
        method: 'POST',
        path: '/api/guarded',
        guard: async ({ req }) => {
          calls.push('guard')
          return req.get('x-refuse') ? tooMany('Refused by the guard.', 5) : undefined
        },
        body: noteBody,
        handler: () => {
          calls.push('handler')
          return ok({ passed: true })
        },
      }),
      endpoint({
        method: 'POST',
        path: '/api/shaped',
        errorBody: (error, status) => ({ success: false, status, errorMessage: error.message, error }),
        body: noteBody,
        handler: ({ body }) => {
          if (body.text === 'throw') throw new Error('boom')
          return invalid('Shaped refusal.')
        },
      }),
      endpoint({
        method: 'GET',
        path: '/api/throws',
        handler: () => {
          throw new Error('secret stack detail')
        },
      }),
    ]),
  )
  const errors: ErrorRequestHandler = (_error, _req, res, _next) => {
    sendApiError(res, 500, 'internal', 'Something went wrong on our side. Please try again.')
  }
  app.use(errors)
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
  })
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
  const text = await response.text()
  let json: unknown = null
  try {
    json = text ? JSON.parse(text) : null
  } catch {
    json = text
  }
  return { status: response.status, headers: response.headers, json, text }
}

describe('endpoint(): validation', () => {
  it('hands the handler the parsed query and the request context', async () => {
    const answer = await call('GET', '/api/items?id=12')
    expect(answer.status).toBe(200)
    expect(answer.json).toEqual({ id: 12 })
    expect(calls).toContain('items 12 meridian')
  })

  it('answers 400 with field errors when the query fails its schema, without running the handler', async () => {
    const before = calls.length
    const answer = await call('GET', '/api/items?id=abc')
    expect(answer.status).toBe(400)
    expect(answer.json).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Some of the values sent are not valid.',
        fieldErrors: { id: ['Expected digits.'] },
        requestId: 'req-1',
      },
    })
    expect(calls.length).toBe(before)
  })

  it('validates the body, treating a missing or null body as an empty object', async () => {
    expect((await call('POST', '/api/items', { text: 'hello' })).json).toEqual({ saved: 'hello' })
    for (const body of [undefined, 'null']) {
      const empty = await call('POST', '/api/items', body)
      expect(empty.status).toBe(400)
      expect(empty.json).toMatchObject({
        error: { code: 'validation_failed', fieldErrors: { text: expect.any(Array) } },
      })
    }
  })

  it.each([['[1,2]'], ['"text"'], ['7']])('refuses a body that is not a JSON object: %s', async (body) => {
    const answer = await call('POST', '/api/items', body)
    expect(answer.status).toBe(400)
    expect(answer.json).toMatchObject({ error: { code: 'bad_request' } })
  })

  it('validates path parameters, and serves every path of a list', async () => {
    expect((await call('POST', '/api/notes', { text: 'a' })).json).toEqual({ noteId: null, text: 'a' })
    expect((await call('POST', '/api/notes/9', { text: 'b' })).json).toEqual({ noteId: '9', text: 'b' })
    const bad = await call('POST', '/api/notes/x', { text: 'c' })
    expect(bad.status).toBe(400)
    expect(bad.json).toMatchObject({ error: { fieldErrors: { noteId: ['Expected digits.'] } } })
  })

  it('matches paths regardless of case', async () => {
    expect((await call('GET', '/API/Items?id=3')).json).toEqual({ id: 3 })
  })
})

describe('endpoint(): results on the wire', () => {
  it.each<[string, number, string | null]>([
    ['missing', 404, 'not_found'],
    ['invalidFields', 400, 'validation_failed'],
    ['invalidMessage', 400, 'validation_failed'],
    ['unauthorised', 401, 'unauthorised'],
    ['conflict', 409, 'conflict'],
    ['tooMany', 429, 'rate_limited'],
    ['unavailable', 503, 'unavailable'],
  ])('%s → %i %s in the one error shape', async (name, status, code) => {
    const answer = await call('GET', `/api/results/${name}`)
    expect(answer.status).toBe(status)
    expect(answer.headers.get('content-type')).toContain('application/json')
    expect(answer.json).toMatchObject({ error: { code, message: expect.any(String), requestId: 'req-1' } })
  })

  it('carries field errors, a message, and Retry-After where they belong', async () => {
    expect((await call('GET', '/api/results/invalidFields')).json).toMatchObject({
      error: { fieldErrors: { email: ['Not an e-mail.'] } },
    })
    expect((await call('GET', '/api/results/invalidMessage')).json).toMatchObject({
      error: { message: 'That cannot be done.' },
    })
    expect((await call('GET', '/api/results/tooMany')).headers.get('retry-after')).toBe('42')
    expect((await call('GET', '/api/results/unauthorised')).json).toMatchObject({
      error: { code: 'unauthorised', message: 'Please log in to continue.' },
    })
  })

  it('sends ok() with its status and headers', async () => {
    const answer = await call('GET', '/api/results/created')
    expect(answer.status).toBe(201)
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60')
    expect(answer.json).toEqual({ id: 7 })
  })

  it('lets raw() write the answer itself', async () => {
    const answer = await call('GET', '/api/results/raw')
    expect(answer.headers.get('content-type')).toContain('text/csv')
    expect(answer.text).toBe('a,b\n')
  })

  it('hands a thrown error to the error handler, which answers 500 without its detail', async () => {
    const answer = await call('GET', '/api/throws')
    expect(answer.status).toBe(500)
    expect(answer.json).toMatchObject({ error: { code: 'internal' } })
    expect(answer.text).not.toContain('secret stack detail')
  })
})

describe('endpoint(): guard and error body', () => {
  it('runs the guard before the body is validated, and its result ends the request', async () => {
    calls.length = 0
    const refused = await call('POST', '/api/guarded', {}, { 'x-refuse': '1' })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('5')
    expect(calls).toEqual(['guard'])
    const invalidBody = await call('POST', '/api/guarded', {})
    expect(invalidBody.status).toBe(400)
    expect(calls).toEqual(['guard', 'guard'])
    expect((await call('POST', '/api/guarded', { text: 'x' })).json).toEqual({ passed: true })
    expect(calls).toEqual(['guard', 'guard', 'guard', 'handler'])
  })

  it('gives every error answer of the endpoint its own shape, a thrown error included', async () => {
    const validation = await call('POST', '/api/shaped', {})
    expect(validation.json).toMatchObject({ success: false, status: 400, error: { code: 'validation_failed' } })
    const refused = await call('POST', '/api/shaped', { text: 'no' })
    expect(refused.json).toMatchObject({ success: false, errorMessage: 'Shaped refusal.' })
    const thrown = await call('POST', '/api/shaped', { text: 'throw' })
    expect(thrown.status).toBe(500)
    expect(thrown.json).toMatchObject({ success: false, status: 500, error: { code: 'internal' } })
  })

  it('leaves the other endpoints in the one error shape', async () => {
    expect(Object.keys((await call('GET', '/api/results/missing')).json as object)).toEqual(['error'])
  })
})

describe('apiRouter(): methods', () => {
  it('answers a method a known path does not declare with 405 and Allow', async () => {
    const answer = await call('DELETE', '/api/items')
    expect(answer.status).toBe(405)
    expect(answer.headers.get('allow')).toBe('GET, HEAD, POST')
    expect(answer.json).toMatchObject({ error: { code: 'method_not_allowed' } })
    const getOnPostOnly = await call('GET', '/api/guarded')
    expect(getOnPostOnly.status).toBe(405)
    expect(getOnPostOnly.headers.get('allow')).toBe('POST')
  })

  it('answers HEAD like GET, and OPTIONS with 204 and Allow', async () => {
    expect((await call('HEAD', '/api/items?id=1')).status).toBe(200)
    const options = await call('OPTIONS', '/api/notes/3')
    expect(options.status).toBe(204)
    expect(options.headers.get('allow')).toBe('POST')
  })

  it('refuses a method declared twice on one path', () => {
    const twice = () =>
      apiRouter([
        endpoint({ method: 'GET', path: '/a', handler: () => ok(1) }),
        endpoint({ method: 'GET', path: '/A', handler: () => ok(2) }),
      ])
    expect(twice).toThrow(/declared twice/)
  })

  it.each<[Parameters<typeof allowHeader>[0], string]>([
    [['GET'], 'GET, HEAD'],
    [['POST'], 'POST'],
    [['POST', 'GET'], 'POST, GET, HEAD'],
    [['PUT', 'PUT'], 'PUT'],
  ])('allowHeader(%j) is %s', (methods, header) => {
    expect(allowHeader(methods)).toBe(header)
  })
})
