import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express'
import type { z } from 'zod'
import type { RequestContext } from '../app/context'
import { zodIssuesToFieldErrors, type ApiErrorCode, type FieldErrors } from '../app/lib/api-error'
import { sendApiError, type ApiErrorShaper } from './api-errors'
import { contextOf } from './request-context'

/*
 * One way to write an endpoint (ARCHITECTURE.md "Every endpoint is declared the same way"):
 *
 *   endpoint({
 *     method: 'GET',
 *     path: DEPARTURE_LEGS_PATH,               // from the area's contract module
 *     query: departureLegsQuery,               // Zod: a 400 with fieldErrors when it fails, the handler never runs
 *     handler: async ({ query, context }) => {
 *       const legs = await getDepartureLegs(db, context.brand, query)
 *       return legs ? ok(legs) : notFound('No such departure.')
 *     },
 *   })
 *
 * The handler returns what happened, and this module turns it into HTTP: ok → 200 JSON, notFound → 404,
 * invalid → 400 with field errors, unauthorised → 401, conflict → 409, tooMany → 429 with Retry-After,
 * unavailable → 503, all in the
 * one error shape (server/api-errors.ts). A thrown error reaches the API error handler (500 JSON, logged). `raw`
 * is the escape hatch for answers that are not plain JSON (pre-encoded search answers, files).
 *
 * apiRouter() mounts a list of endpoints; a known path asked with a method it does not declare answers 405 with an
 * Allow header (OPTIONS answers 204 with the same header).
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

type ErrorKind = 'not_found' | 'invalid' | 'unauthorised' | 'conflict' | 'too_many' | 'unavailable'

export type EndpointResult =
  | { kind: 'ok'; body: unknown; status: number; headers: Readonly<Record<string, string>> }
  | { kind: ErrorKind; message: string; fieldErrors?: FieldErrors; retryAfterSeconds?: number }
  | { kind: 'raw'; send: (req: Request, res: Response) => void }

/** 200 (or the given status) with a JSON body; `headers` override the API's default `Cache-Control: no-store`. */
export function ok(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): EndpointResult {
  return { kind: 'ok', body, status: init.status ?? 200, headers: init.headers ?? {} }
}

/** 404: nothing this brand and market may see has that id (another customer's data is a 404 too). */
export function notFound(message: string): EndpointResult {
  return { kind: 'not_found', message }
}

export const INVALID_MESSAGE = 'Some of the values sent are not valid.'

/** 400 validation_failed: field errors keyed like the form's fields ('address.postCode'), or just a message. */
export function invalid(problem: FieldErrors | string, message = INVALID_MESSAGE): EndpointResult {
  return typeof problem === 'string'
    ? { kind: 'invalid', message: problem }
    : { kind: 'invalid', message, fieldErrors: problem }
}

/**
 * 401: the call needs a signed-in customer and this request has none (no session, an expired one), or the
 * credentials it carries are wrong (a failed login: the same answer for an unknown e-mail and a wrong password).
 */
export function unauthorised(message: string): EndpointResult {
  return { kind: 'unauthorised', message }
}

/** 409: the request is valid but the state it meets does not allow it (a place taken meanwhile, a replayed step). */
export function conflict(message: string): EndpointResult {
  return { kind: 'conflict', message }
}

/** 429 with Retry-After. */
export function tooMany(message: string, retryAfterSeconds: number): EndpointResult {
  return { kind: 'too_many', message, retryAfterSeconds }
}

/** 503: a dependency (an address provider, a payment provider) is down; the client may try again later. */
export function unavailable(message: string): EndpointResult {
  return { kind: 'unavailable', message }
}

/** The answer is written by `send` itself (streams, files, pre-encoded JSON). */
export function raw(send: (req: Request, res: Response) => void): EndpointResult {
  return { kind: 'raw', send }
}

const ERRORS: Readonly<Record<ErrorKind, { status: number; code: ApiErrorCode }>> = {
  not_found: { status: 404, code: 'not_found' },
  invalid: { status: 400, code: 'validation_failed' },
  unauthorised: { status: 401, code: 'unauthorised' },
  conflict: { status: 409, code: 'conflict' },
  too_many: { status: 429, code: 'rate_limited' },
  // The one error shape has no code of its own for "try later"; the status says it.
  unavailable: { status: 503, code: 'unavailable' },
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined

export interface EndpointInput<Query, Body, Params> {
  query: Query
  body: Body
  params: Params
  context: RequestContext
  req: Request
  res: Response
}

export interface EndpointSpec<Q, B, P> {
  method: HttpMethod
  /** The contract module's path constant (a list when one handler serves several, e.g. with a path parameter). */
  path: string | readonly string[]
  /** Schema for the query string (Express's simple parser: strings, or string arrays for repeated keys). */
  query?: Q
  /** Schema for the JSON body. A body that is not a JSON object is a 400 before it is even tried. */
  body?: B
  /** Schema for the path parameters. */
  params?: P
  /**
   * Runs before any input is parsed; a result ends the request with it. For limits that must count every attempt,
   * valid or not (per-IP rate limits).
   */
  guard?: (input: { req: Request; res: Response; context: RequestContext }) => Promise<EndpointResult | void>
  /** This endpoint's own error body, when its spec fixes one (every error answer of it goes through this). */
  errorBody?: ApiErrorShaper
  handler: (input: EndpointInput<Parsed<Q>, Parsed<B>, Parsed<P>>) => Promise<EndpointResult> | EndpointResult
}

/** A declared endpoint, ready for apiRouter(). */
export interface Endpoint {
  method: HttpMethod
  paths: readonly string[]
  handle: RequestHandler
}

export function endpoint<
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
>(spec: EndpointSpec<Q, B, P>): Endpoint {
  const handle = (req: Request, res: Response, next: NextFunction) => {
    if (spec.errorBody) res.locals.apiErrorShaper = spec.errorBody
    run(spec, req, res).catch(next)
  }
  return { method: spec.method, paths: typeof spec.path === 'string' ? [spec.path] : spec.path, handle }
}

async function run<Q, B, P>(spec: EndpointSpec<Q, B, P>, req: Request, res: Response): Promise<void> {
  const context = contextOf(res)
  if (spec.guard) {
    const refused = await spec.guard({ req, res, context })
    if (refused) return answer(req, res, refused)
  }
  const params = parseInput(spec.params, req.params)
  if (!params.success) return answer(req, res, invalid(params.fieldErrors))
  const query = parseInput(spec.query, req.query)
  if (!query.success) return answer(req, res, invalid(query.fieldErrors))
  let body: { success: true; data: unknown } | { success: false; fieldErrors: FieldErrors } = {
    success: true,
    data: undefined,
  }
  if (spec.body) {
    // Express leaves req.body undefined when nothing was sent; that is an empty object to every schema here.
    const sent: unknown = req.body ?? {}
    if (typeof sent !== 'object' || sent === null || Array.isArray(sent)) {
      return sendApiError(res, 400, 'bad_request', 'The request body must be a JSON object.')
    }
    body = parseInput(spec.body, sent)
  }
  if (!body.success) return answer(req, res, invalid(body.fieldErrors))
  const result = await spec.handler({
    query: query.data as Parsed<Q>,
    body: body.data as Parsed<B>,
    params: params.data as Parsed<P>,
    context,
    req,
    res,
  })
  answer(req, res, result)
}

function parseInput(
  schema: unknown,
  input: unknown,
): { success: true; data: unknown } | { success: false; fieldErrors: FieldErrors } {
  if (!schema) return { success: true, data: undefined }
  const parsed = (schema as z.ZodType).safeParse(input)
  return parsed.success
    ? { success: true, data: parsed.data }
    : { success: false, fieldErrors: zodIssuesToFieldErrors(parsed.error) }
}

function answer(req: Request, res: Response, result: EndpointResult): void {
  switch (result.kind) {
    case 'ok':
      res.status(result.status).set(result.headers).json(result.body)
      return
    case 'raw':
      result.send(req, res)
      return
    default: {
      const { status, code } = ERRORS[result.kind]
      if (result.retryAfterSeconds !== undefined) res.set('Retry-After', String(result.retryAfterSeconds))
      sendApiError(res, status, code, result.message, result.fieldErrors)
    }
  }
}

/** The Allow header's value for a path's declared methods (HEAD comes free with GET). */
export function allowHeader(methods: readonly HttpMethod[]): string {
  const allowed: string[] = [...new Set(methods)]
  if (allowed.includes('GET')) allowed.splice(allowed.indexOf('GET') + 1, 0, 'HEAD')
  return allowed.join(', ')
}

/**
 * A router serving the endpoints. Paths match without regard to case (the spec writes `Suggest`, clients send
 * `suggest`); one route per path carries every method declared for it, then a 405 for any other method.
 */
export function apiRouter(endpoints: readonly Endpoint[]): Router {
  const router = Router({ caseSensitive: false })
  const byPath = new Map<string, { path: string; endpoints: Endpoint[] }>()
  for (const declared of endpoints) {
    for (const path of declared.paths) {
      const key = path.toLowerCase()
      const entry = byPath.get(key) ?? { path, endpoints: [] }
      if (entry.endpoints.some((other) => other.method === declared.method))
        throw new Error(`${declared.method} ${path} is declared twice`)
      entry.endpoints.push(declared)
      byPath.set(key, entry)
    }
  }
  for (const { path, endpoints: declared } of byPath.values()) {
    const route = router.route(path)
    for (const { method, handle } of declared) route[lowerMethod(method)](handle)
    const allow = allowHeader(declared.map((declaredEndpoint) => declaredEndpoint.method))
    route.all((req: Request, res: Response) => {
      res.set('Allow', allow)
      if (req.method === 'OPTIONS') {
        res.status(204).end()
        return
      }
      sendApiError(res, 405, 'method_not_allowed', `${req.method} is not allowed here. Allowed: ${allow}.`)
    })
  }
  return router
}

function lowerMethod(method: HttpMethod): 'get' | 'post' | 'put' | 'patch' | 'delete' {
  return method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'
}
