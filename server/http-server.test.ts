import { describe, expect, it } from 'vitest'
import {
  CONNECTIONS_CHECKING_INTERVAL_MS,
  HEADERS_TIMEOUT_MS,
  KEEP_ALIVE_TIMEOUT_MS,
  MIN_REQUEST_TIMEOUT_MS,
  createHttpServer,
  httpServerTimeouts,
} from './http-server'

describe('the HTTP server’s time limits', () => {
  it('bounds headers and whole requests, and outlives a load balancer’s idle keep-alive', () => {
    const server = createHttpServer(() => undefined, { REQUEST_BODY_TIMEOUT_MS: 10_000 })
    expect(server.headersTimeout).toBe(HEADERS_TIMEOUT_MS)
    expect(server.requestTimeout).toBe(MIN_REQUEST_TIMEOUT_MS)
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS)
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000)
    expect(CONNECTIONS_CHECKING_INTERVAL_MS).toBeLessThan(HEADERS_TIMEOUT_MS)
  })

  it('leaves the API’s body deadline room to answer its own 408 first', () => {
    for (const body of [100, 10_000, 60_000, 120_000]) {
      const { requestTimeout, headersTimeout } = httpServerTimeouts({ REQUEST_BODY_TIMEOUT_MS: body })
      expect(requestTimeout).toBeGreaterThan(body)
      expect(requestTimeout).toBeGreaterThanOrEqual(headersTimeout)
    }
  })
})
