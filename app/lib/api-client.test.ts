import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  ApiCancelledError,
  ApiError,
  ApiTimeoutError,
  buildUrl,
  createApiClient,
  isApiCancelled,
  readPageCsrfToken,
} from './api-client'

type Call = { url: string; init: RequestInit }

function json(status: number, body: unknown, statusText = ''): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  })
}

/** A fetch whose answers the test releases by hand; it rejects like a real fetch when its signal aborts. */
function controllableFetch() {
  const calls: Call[] = []
  const pending: { resolve: (r: Response) => void }[] = []
  const fetch = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init })
    return new Promise<Response>((resolve, reject) => {
      const signal = init.signal
      if (signal?.aborted) return reject(new DOMException('The operation was aborted.', 'AbortError'))
      signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')))
      pending.push({ resolve })
    })
  })
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls, pending, mock: fetch }
}

function immediateFetch(response: () => Response) {
  const calls: Call[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init })
    return response()
  })
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls }
}

function headersOf(call: Call | undefined): Record<string, string> {
  return { ...(call?.init.headers as Record<string, string>) }
}

describe('buildUrl', () => {
  it.each<[string, Parameters<typeof buildUrl>[1], string]>([
    ['/a', undefined, '/a'],
    ['/a', {}, '/a'],
    ['/a', { q: 'rome', take: 2 }, '/a?q=rome&take=2'],
    ['/a', { q: undefined, date: null, type: 'SearchTerm' }, '/a?type=SearchTerm'],
    ['/a', { q: undefined }, '/a'],
    ['/a', { flag: false, n: 0, empty: '' }, '/a?flag=false&n=0&empty='],
    ['/a', { ids: [1, 2, 3] }, '/a?ids=1&ids=2&ids=3'],
    ['/a', { ids: [] }, '/a'],
    ['/a', { q: 'fish & chips/ä?' }, '/a?q=fish+%26+chips%2F%C3%A4%3F'],
    ['/a?x=1', { y: 2 }, '/a?x=1&y=2'],
    ['/umbraco/api/search/Suggest', { q: 'Ita', date: '03-2026' }, '/umbraco/api/search/Suggest?q=Ita&date=03-2026'],
  ])('%s %j → %s', (path, params, expected) => {
    expect(buildUrl(path, params)).toBe(expected)
  })
})

describe('request shape', () => {
  it.each<[string, string | undefined, Record<string, string>]>([
    ['a token', 'tok-123', { Accept: 'application/json', 'X-XSRF-TOKEN': 'tok-123' }],
    ['no token', undefined, { Accept: 'application/json' }],
    ['an empty token', '', { Accept: 'application/json' }],
  ])('GET with %s sends JSON accept and the CSRF header only when known', async (_name, token, expected) => {
    const { fetch, calls } = immediateFetch(() => json(200, { ok: true }))
    const api = createApiClient({ getCsrfToken: () => token, fetch })
    await expect(api.get('/x', { a: 1 })).resolves.toEqual({ ok: true })
    expect(calls[0]?.url).toBe('/x?a=1')
    expect(calls[0]?.init.method).toBe('GET')
    expect(calls[0]?.init.body).toBeUndefined()
    expect(headersOf(calls[0])).toEqual(expected)
  })

  it('POST sends a JSON body with its content type', async () => {
    const { fetch, calls } = immediateFetch(() => json(200, { items: [] }))
    const api = createApiClient({ getCsrfToken: () => 't', fetch })
    await api.post('/umbraco/api/search/items', { SearchTerm: 'Italy', Take: 2 })
    expect(calls[0]?.init.method).toBe('POST')
    expect(calls[0]?.init.body).toBe('{"SearchTerm":"Italy","Take":2}')
    expect(headersOf(calls[0])).toEqual({
      Accept: 'application/json',
      'X-XSRF-TOKEN': 't',
      'Content-Type': 'application/json',
    })
  })

  it('POST without a body sends no body and no content type', async () => {
    const { fetch, calls } = immediateFetch(() => json(200, {}))
    await createApiClient({ getCsrfToken: () => 't', fetch }).post('/x')
    expect(calls[0]?.init.body).toBeUndefined()
    expect(headersOf(calls[0])['Content-Type']).toBeUndefined()
  })

  it('reads the token at request time, so a rotated token is used', async () => {
    let token = 'one'
    const { fetch, calls } = immediateFetch(() => json(200, {}))
    const api = createApiClient({ getCsrfToken: () => token, fetch })
    await api.get('/x')
    token = 'two'
    await api.get('/x')
    expect(calls.map((c) => headersOf(c)['X-XSRF-TOKEN'])).toEqual(['one', 'two'])
  })

  it('merges extra headers', async () => {
    const { fetch, calls } = immediateFetch(() => json(200, {}))
    await createApiClient({ getCsrfToken: () => 't', fetch }).get('/x', undefined, { headers: { 'X-Brand': 'b' } })
    expect(headersOf(calls[0])['X-Brand']).toBe('b')
  })

  it.each<[string, () => Response, unknown]>([
    ['an empty 204', () => new Response(null, { status: 204 }), undefined],
    ['an empty 200', () => new Response('', { status: 200 }), undefined],
    ['a JSON array', () => json(200, [1, 2]), [1, 2]],
  ])('resolves %s', async (_name, response, expected) => {
    const { fetch } = immediateFetch(response)
    await expect(createApiClient({ getCsrfToken: () => 't', fetch }).get('/x')).resolves.toEqual(expected)
  })
})

describe('errors', () => {
  it.each<[string, () => Response, number, string, string, Record<string, string[]> | undefined]>([
    [
      'our JSON error body',
      () =>
        json(422, {
          error: {
            code: 'validation_failed',
            message: 'Check the form',
            fieldErrors: { email: ['Invalid email address'] },
          },
        }),
      422,
      'validation_failed',
      'Check the form',
      { email: ['Invalid email address'] },
    ],
    [
      'a CSRF failure',
      () => json(403, { error: { code: 'csrf_failed', message: 'Bad token' } }),
      403,
      'csrf_failed',
      'Bad token',
      undefined,
    ],
    [
      'a non-JSON proxy page',
      () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
      502,
      'internal',
      'Bad Gateway',
      undefined,
    ],
    [
      'an empty 404',
      () => new Response(null, { status: 404 }),
      404,
      'not_found',
      'Request failed with status 404',
      undefined,
    ],
    [
      'JSON that is not our shape',
      () => json(429, { message: 'slow down' }),
      429,
      'rate_limited',
      'Request failed with status 429',
      undefined,
    ],
    [
      'a 200 that is not JSON',
      () => new Response('<html>', { status: 200 }),
      200,
      'internal',
      'The server sent a response that is not JSON',
      undefined,
    ],
  ])('rejects with ApiError for %s', async (_name, response, status, code, message, fieldErrors) => {
    const { fetch } = immediateFetch(response)
    const error = await createApiClient({ getCsrfToken: () => 't', fetch })
      .get('/x')
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    const apiError = error as ApiError
    expect(apiError.status).toBe(status)
    expect(apiError.code).toBe(code)
    expect(apiError.message).toBe(message)
    expect(apiError.fieldErrors).toEqual(fieldErrors)
    expect(apiError.body.error.code).toBe(code)
    expect(apiError.name).toBe('ApiError')
    expect(isApiCancelled(apiError)).toBe(false)
  })

  it('passes a network failure through unchanged', async () => {
    const failure = new TypeError('Failed to fetch')
    const fetch = vi.fn(async () => {
      throw failure
    }) as unknown as typeof globalThis.fetch
    await expect(createApiClient({ getCsrfToken: () => 't', fetch }).get('/x')).rejects.toBe(failure)
  })
})

describe('cancellation by request id', () => {
  it('a new request with the same id aborts the one in flight', async () => {
    const f = controllableFetch()
    const api = createApiClient({ getCsrfToken: () => 't', fetch: f.fetch })
    const first = api.post('/search', { SearchTerm: 'It' }, { requestId: 'search' })
    const second = api.post('/search', { SearchTerm: 'Ita' }, { requestId: 'search' })
    await expect(first).rejects.toBeInstanceOf(ApiCancelledError)
    expect(f.calls[0]?.init.signal?.aborted).toBe(true)
    expect(f.calls[1]?.init.signal?.aborted).toBe(false)
    f.pending[1]?.resolve(json(200, { items: ['Italy'] }))
    await expect(second).resolves.toEqual({ items: ['Italy'] })
  })

  it('cancel(id) aborts the request in flight and reports the id', async () => {
    const f = controllableFetch()
    const api = createApiClient({ getCsrfToken: () => 't', fetch: f.fetch })
    const request = api.get('/suggest', { q: 'Ita' }, { requestId: 'suggest' })
    api.cancel('suggest')
    const error = await request.catch((e: unknown) => e)
    expect(isApiCancelled(error)).toBe(true)
    expect((error as ApiCancelledError).requestId).toBe('suggest')
  })

  it('requests with other ids, or none, are untouched', async () => {
    const f = controllableFetch()
    const api = createApiClient({ getCsrfToken: () => 't', fetch: f.fetch })
    const a = api.get('/a', undefined, { requestId: 'a' })
    const b = api.get('/b', undefined, { requestId: 'b' })
    const c = api.get('/c')
    api.cancel('a')
    api.cancel('unknown')
    await expect(a).rejects.toBeInstanceOf(ApiCancelledError)
    f.pending[1]?.resolve(json(200, 'b'))
    f.pending[2]?.resolve(json(200, 'c'))
    await expect(b).resolves.toBe('b')
    await expect(c).resolves.toBe('c')
  })

  it('after a request finishes, cancel(id) is a no-op and the id can be reused', async () => {
    const f = controllableFetch()
    const api = createApiClient({ getCsrfToken: () => 't', fetch: f.fetch })
    const first = api.get('/a', undefined, { requestId: 'r' })
    f.pending[0]?.resolve(json(200, 1))
    await expect(first).resolves.toBe(1)
    api.cancel('r')
    const second = api.get('/a', undefined, { requestId: 'r' })
    f.pending[1]?.resolve(json(200, 2))
    await expect(second).resolves.toBe(2)
  })

  it('a superseded request that settles late does not unregister its successor', async () => {
    const f = controllableFetch()
    const api = createApiClient({ getCsrfToken: () => 't', fetch: f.fetch })
    const first = api.get('/a', undefined, { requestId: 'r' })
    const second = api.get('/a', undefined, { requestId: 'r' })
    await expect(first).rejects.toBeInstanceOf(ApiCancelledError)
    api.cancel('r')
    await expect(second).rejects.toBeInstanceOf(ApiCancelledError)
  })

  it('a cancel after the answer arrived but before its body was read still rejects as cancelled', async () => {
    let release: (() => void) | undefined
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        release = () => {
          controller.enqueue(new TextEncoder().encode('{"late":true}'))
          controller.close()
        }
      },
    })
    const fetch = vi.fn(async () => new Response(body, { status: 200 })) as unknown as typeof globalThis.fetch
    const api = createApiClient({ getCsrfToken: () => 't', fetch })
    const request = api.get('/a', undefined, { requestId: 'r' })
    await Promise.resolve()
    api.cancel('r')
    release?.()
    await expect(request).rejects.toBeInstanceOf(ApiCancelledError)
  })

  it('an outside AbortSignal cancels too, even one already aborted', async () => {
    const f = controllableFetch()
    const api = createApiClient({ getCsrfToken: () => 't', fetch: f.fetch })
    const outer = new AbortController()
    const request = api.get('/a', undefined, { signal: outer.signal })
    outer.abort()
    await expect(request).rejects.toBeInstanceOf(ApiCancelledError)
    await expect(api.get('/a', undefined, { signal: AbortSignal.abort() })).rejects.toBeInstanceOf(ApiCancelledError)
    expect(f.mock).toHaveBeenCalledTimes(1)
  })
})

describe('timeouts', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('has none by default', async () => {
    vi.useFakeTimers()
    const f = controllableFetch()
    const request = createApiClient({ getCsrfToken: () => 't', fetch: f.fetch }).get('/slow')
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    expect(f.calls[0]?.init.signal?.aborted).toBe(false)
    f.pending[0]?.resolve(json(200, 'done'))
    await expect(request).resolves.toBe('done')
  })

  it('rejects with ApiTimeoutError once timeoutMs passes', async () => {
    vi.useFakeTimers()
    const f = controllableFetch()
    const request = createApiClient({ getCsrfToken: () => 't', fetch: f.fetch }).get('/slow', undefined, {
      timeoutMs: 1000,
    })
    const outcome = request.catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(999)
    expect(f.calls[0]?.init.signal?.aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    const error = await outcome
    expect(error).toBeInstanceOf(ApiTimeoutError)
    expect(isApiCancelled(error)).toBe(false)
  })
})

describe('readPageCsrfToken', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it.each<[string, unknown, string | undefined, string | undefined]>([
    ['the page global first', 'from-page', 'XSRF-TOKEN=from-cookie', 'from-page'],
    ['the cookie when there is no page global', undefined, 'a=1; XSRF-TOKEN=from-cookie; b=2', 'from-cookie'],
    ['the cookie when the page global is empty', '', 'XSRF-TOKEN=c', 'c'],
    ['a URL-encoded cookie value, decoded', undefined, 'XSRF-TOKEN=a%2Bb%3D%3D', 'a+b=='],
    ['a malformed encoding as it is', undefined, 'XSRF-TOKEN=%E0%A4%A', '%E0%A4%A'],
    ['a value containing =', undefined, 'XSRF-TOKEN=abc==', 'abc=='],
    ['nothing for a similarly named cookie', undefined, 'OLD-XSRF-TOKEN=x; XSRF-TOKENS=y', undefined],
    ['nothing for an empty cookie', undefined, 'XSRF-TOKEN=', undefined],
    ['nothing without cookies', undefined, '', undefined],
    ['nothing for a non-string page global', 42, '', undefined],
  ])('reads %s', (_name, pageToken, cookie, expected) => {
    vi.stubGlobal('__XSRF_TOKEN__', pageToken)
    vi.stubGlobal('document', { cookie })
    expect(readPageCsrfToken()).toBe(expected)
  })

  it('returns undefined on the server, where there is no document', () => {
    expect('document' in globalThis).toBe(false)
    expect(readPageCsrfToken()).toBeUndefined()
  })

  it('is the default token source of the client', async () => {
    vi.stubGlobal('__XSRF_TOKEN__', 'page-token')
    const { fetch, calls } = immediateFetch(() => json(200, {}))
    await createApiClient({ fetch }).get('/x')
    expect(headersOf(calls[0])['X-XSRF-TOKEN']).toBe('page-token')
  })

  it('uses the global fetch when none is given', async () => {
    const calls: unknown[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async function (this: unknown, input: RequestInfo | URL) {
        calls.push([this, String(input)])
        return json(200, 'ok')
      }),
    )
    await expect(createApiClient({ getCsrfToken: () => 't' }).get('/x')).resolves.toBe('ok')
    expect(calls).toHaveLength(1)
  })
})
