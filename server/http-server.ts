import { createServer, type RequestListener, type Server } from 'node:http'
import type { AppConfig } from './config'

/*
 * The HTTP server's own time limits, the outer bound on slow clients (a slow-loris trickle of headers or body
 * holds a connection and a socket for as long as it is allowed to):
 * - headers must be complete within HEADERS_TIMEOUT_MS of the request's first byte;
 * - the whole request, body included, within the API's body deadline (REQUEST_BODY_TIMEOUT_MS, answered there
 *   with a 408 in the JSON error shape: server/api/router.ts) plus a margin, and never under 30 s;
 * - Node checks those limits every CONNECTIONS_CHECKING_INTERVAL_MS, so a limit ends at most that much late;
 * - an idle keep-alive connection stays open 65 s, longer than the usual 60 s idle timeout of load balancers, so
 *   the balancer, not Node, closes it (else it may reuse a socket Node just closed and answer 502).
 * Node answers a request over either limit with its own 408 and closes the connection.
 */

export const HEADERS_TIMEOUT_MS = 20_000
export const MIN_REQUEST_TIMEOUT_MS = 30_000
export const CONNECTIONS_CHECKING_INTERVAL_MS = 5_000
export const KEEP_ALIVE_TIMEOUT_MS = 65_000

export function httpServerTimeouts(config: Pick<AppConfig, 'REQUEST_BODY_TIMEOUT_MS'>) {
  return {
    headersTimeout: HEADERS_TIMEOUT_MS,
    requestTimeout: Math.max(MIN_REQUEST_TIMEOUT_MS, config.REQUEST_BODY_TIMEOUT_MS + 10_000),
    connectionsCheckingInterval: CONNECTIONS_CHECKING_INTERVAL_MS,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
  }
}

/** An HTTP server for the app with the limits above (call listen() on it). */
export function createHttpServer(app: RequestListener, config: Pick<AppConfig, 'REQUEST_BODY_TIMEOUT_MS'>): Server {
  return createServer(httpServerTimeouts(config), app)
}
