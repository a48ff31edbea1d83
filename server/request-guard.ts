import type { NextFunction, Request, Response } from 'express'
import { isApiPath } from './api-paths'
import { sendApiError } from './api-errors'
import { parseHostHeader } from './site-hosts'

/*
 * The first middleware: requests no page or endpoint can answer sensibly are refused here with 400, before
 * anything parses them (and would otherwise throw a 500 with a stack trace in the log):
 * - a request target that is not a path — absolute form (`GET http://x/tours HTTP/1.1`), `*`, or anything else;
 * - a missing, empty or malformed Host header (HTTP/1.0 allows none; Node itself already refuses an HTTP/1.1
 *   request without one). `/healthz` alone may come without Host: load balancers' health checks often send
 *   `GET /healthz HTTP/1.0` bare;
 * - malformed percent-encoding in the path (`/%ff`, `/media/brochures/%ff.pdf`, `/tours/%ff.data`).
 * API paths get the JSON error shape; every other path a short plain-text answer.
 */

const HEALTH_CHECK_PATH = '/healthz'

export type RequestProblem = 'target' | 'host' | 'encoding'

const MESSAGES: Readonly<Record<RequestProblem, string>> = {
  target: 'The request target must be a path such as /tours.',
  host: 'The Host header is missing or is not a valid host name.',
  encoding: 'The address contains malformed percent-encoding.',
}

/** What is wrong with a request's first line and Host header, or null when nothing is. */
export function requestProblem(request: { url?: string; headers: { host?: string } }): RequestProblem | null {
  const target = request.url ?? ''
  if (!target.startsWith('/')) return 'target'
  const path = pathOf(target)
  if (parseHostHeader(request.headers.host) === null) {
    if (!(request.headers.host === undefined && path === HEALTH_CHECK_PATH)) return 'host'
  }
  try {
    decodeURIComponent(path)
  } catch {
    return 'encoding'
  }
  return null
}

function pathOf(target: string): string {
  const end = target.search(/[?#]/)
  return end === -1 ? target : target.slice(0, end)
}

export function requestGuard(req: Request, res: Response, next: NextFunction): void {
  const problem = requestProblem(req)
  if (!problem) return next()
  // The connection carried something malformed: do not reuse it.
  res.set('Connection', 'close')
  const target = req.url ?? ''
  if (target.startsWith('/') && isApiPath(pathOf(target))) {
    sendApiError(res, 400, 'bad_request', MESSAGES[problem])
    return
  }
  res.status(400).type('text/plain').set('Cache-Control', 'no-store').send(MESSAGES[problem])
}
