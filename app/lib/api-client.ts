import {
  type ApiErrorBody,
  type ApiErrorCode,
  type FieldErrors,
  apiErrorBody,
  apiErrorCodeForStatus,
  isApiErrorBody,
} from './api-error'
import { CSRF_COOKIE_NAME, CSRF_HEADER_NAME, CSRF_PAGE_GLOBAL } from './constants'

// The browser's one way to call our JSON API (discovery §7): JSON in and out, the CSRF header on every request, no
// timeout unless asked, and cancellation by request id so a newer search replaces an older one still in flight.

declare global {
  interface Window {
    __XSRF_TOKEN__?: string
  }
}

export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly status: number
  readonly body: ApiErrorBody
  /** The answer's JSON as sent (undefined when it was not JSON), for callers that read another shape too. */
  readonly payload: unknown

  constructor(status: number, body: ApiErrorBody, payload?: unknown) {
    super(body.error.message)
    this.status = status
    this.body = body
    this.payload = payload
  }

  get code(): ApiErrorCode {
    return this.body.error.code
  }

  get fieldErrors(): FieldErrors | undefined {
    return this.body.error.fieldErrors
  }
}

/** A request superseded or cancelled on purpose. Callers ignore it (discovery §8: cancelled searches are ignored). */
export class ApiCancelledError extends Error {
  override readonly name = 'ApiCancelledError'
  readonly requestId: string | undefined

  constructor(requestId?: string) {
    super(requestId === undefined ? 'Request cancelled' : `Request cancelled: ${requestId}`)
    this.requestId = requestId
  }
}

export class ApiTimeoutError extends Error {
  override readonly name = 'ApiTimeoutError'
  readonly timeoutMs: number

  constructor(timeoutMs: number) {
    super(`Request timed out after ${timeoutMs} ms`)
    this.timeoutMs = timeoutMs
  }
}

export function isApiCancelled(error: unknown): error is ApiCancelledError {
  return error instanceof ApiCancelledError
}

export type QueryScalar = string | number | boolean
export type QueryParams = Record<string, QueryScalar | readonly QueryScalar[] | null | undefined>

export type RequestOptions = {
  /** A new request with the same id aborts the one still in flight; `cancel(id)` aborts it too. */
  requestId?: string
  /** No timeout unless given (discovery §7). */
  timeoutMs?: number
  signal?: AbortSignal
  headers?: Record<string, string>
}

export type ApiClient = {
  get<T>(path: string, params?: QueryParams, options?: RequestOptions): Promise<T>
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>
  cancel(requestId: string): void
}

export type ApiClientOptions = {
  getCsrfToken?: () => string | undefined
  fetch?: typeof fetch
}

/** Appends query parameters, skipping null and undefined and repeating the key for each value of a list. */
export function buildUrl(path: string, params?: QueryParams): string {
  if (!params) return path
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue
    const values: readonly QueryScalar[] = Array.isArray(value) ? value : [value as QueryScalar]
    for (const v of values) search.append(key, String(v))
  }
  const query = search.toString()
  if (query === '') return path
  return `${path}${path.includes('?') ? '&' : '?'}${query}`
}

/** The CSRF token the server put on the page (window.__XSRF_TOKEN__), else the XSRF-TOKEN cookie; undefined on the
 * server or when neither exists. */
export function readPageCsrfToken(): string | undefined {
  const scope = globalThis as { [CSRF_PAGE_GLOBAL]?: unknown; document?: { cookie?: unknown } }
  const fromPage = scope[CSRF_PAGE_GLOBAL]
  if (typeof fromPage === 'string' && fromPage !== '') return fromPage
  const cookie = scope.document?.cookie
  if (typeof cookie !== 'string') return undefined
  for (const pair of cookie.split(';')) {
    const eq = pair.indexOf('=')
    if (eq === -1 || pair.slice(0, eq).trim() !== CSRF_COOKIE_NAME) continue
    const raw = pair.slice(eq + 1).trim()
    try {
      return decodeURIComponent(raw) || undefined
    } catch {
      return raw || undefined
    }
  }
  return undefined
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text()
  if (text === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    if (response.ok)
      throw new ApiError(response.status, apiErrorBody('internal', 'The server sent a response that is not JSON'))
    return undefined
  }
}

function errorBodyOf(response: Response, payload: unknown): ApiErrorBody {
  if (isApiErrorBody(payload)) return payload
  return apiErrorBody(
    apiErrorCodeForStatus(response.status),
    response.statusText || `Request failed with status ${response.status}`,
  )
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const getCsrfToken = options.getCsrfToken ?? readPageCsrfToken
  // Looked up per call rather than captured, so a fetch patched after start-up (tests, polyfills) is honoured, and
  // called unbound-safe: browsers throw "Illegal invocation" for a fetch detached from window.
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const inFlight = new Map<string, (reason: Error) => void>()

  async function send<T>(method: 'GET' | 'POST', url: string, body: unknown, opts: RequestOptions): Promise<T> {
    const controller = new AbortController()
    let abortReason: Error | undefined
    const abort = (reason: Error): void => {
      if (controller.signal.aborted) return
      abortReason = reason
      controller.abort(reason)
    }

    const { requestId } = opts
    if (requestId !== undefined) {
      inFlight.get(requestId)?.(new ApiCancelledError(requestId))
      inFlight.set(requestId, abort)
    }
    const onOuterAbort = (): void => abort(new ApiCancelledError(requestId))
    if (opts.signal?.aborted) onOuterAbort()
    else opts.signal?.addEventListener('abort', onOuterAbort, { once: true })
    const timer =
      opts.timeoutMs === undefined
        ? undefined
        : setTimeout(() => abort(new ApiTimeoutError(opts.timeoutMs ?? 0)), opts.timeoutMs)

    const headers: Record<string, string> = { Accept: 'application/json' }
    const token = getCsrfToken()
    if (token !== undefined && token !== '') headers[CSRF_HEADER_NAME] = token
    if (body !== undefined) headers['Content-Type'] = 'application/json'
    Object.assign(headers, opts.headers)

    try {
      if (abortReason) throw abortReason
      const init: RequestInit = { method, headers, signal: controller.signal, credentials: 'same-origin' }
      if (body !== undefined) init.body = JSON.stringify(body)
      const response = await doFetch(url, init)
      const payload = await readJson(response)
      // A cancel that lands after the answer arrived still wins: the caller has moved on.
      if (abortReason) throw abortReason
      if (!response.ok) throw new ApiError(response.status, errorBodyOf(response, payload), payload)
      return payload as T
    } catch (error) {
      // fetch rejects with an AbortError DOMException (or the reason, depending on the runtime); report ours instead.
      if (abortReason) throw abortReason
      throw error
    } finally {
      if (timer !== undefined) clearTimeout(timer)
      opts.signal?.removeEventListener('abort', onOuterAbort)
      if (requestId !== undefined && inFlight.get(requestId) === abort) inFlight.delete(requestId)
    }
  }

  return {
    get: <T>(path: string, params?: QueryParams, opts: RequestOptions = {}) =>
      send<T>('GET', buildUrl(path, params), undefined, opts),
    post: <T>(path: string, body?: unknown, opts: RequestOptions = {}) => send<T>('POST', path, body, opts),
    cancel: (requestId: string) => {
      inFlight.get(requestId)?.(new ApiCancelledError(requestId))
    },
  }
}
