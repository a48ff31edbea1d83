import type { NextFunction, Request, Response } from 'express'
import type { BrandHost } from './config'

/** Host header → brand and market, by exact host (port ignored); unknown hosts get the default brand. */
export function resolveBrandHost(
  hostHeader: string | undefined,
  hosts: Map<string, BrandHost>,
  fallback: BrandHost,
): BrandHost {
  const host = (hostHeader ?? '')
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^\[|\]$/g, '')
  return hosts.get(host) ?? fallback
}

export function brandResolver(hosts: Map<string, BrandHost>, fallback: BrandHost) {
  return (req: Request, res: Response, next: NextFunction) => {
    res.locals.brandHost = resolveBrandHost(req.headers.host, hosts, fallback)
    next()
  }
}
