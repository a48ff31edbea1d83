import { configuredOrigin, defaultHostOf, type AppConfig, type BrandHost } from './config'

/*
 * Host header → site: the brand, its market and the public origin. The Host header only ever SELECTS one of the
 * configured hosts; nothing from it is copied into a URL. An unknown host is answered as the default brand's host,
 * with that host's configured origin, so `Host: evil.example` can never reach an e-mail link, a canonical URL, the
 * sitemap or structured data.
 */

/** One configured host of BRAND_HOSTS. */
export interface SiteHost extends BrandHost {
  /** The configured host name (lower case, no port). */
  host: string
  /** The configured public origin; null in development without one (then http://host:PORT). */
  origin: string | null
}

export interface SiteTable {
  /** The configured site for a Host header's host name, or the default site for any other. */
  siteFor(hostname: string): SiteHost
  readonly fallback: SiteHost
}

export function createSiteTable(
  config: Pick<AppConfig, 'BRAND_HOSTS' | 'DEFAULT_BRAND' | 'PUBLIC_ORIGINS' | 'PUBLIC_ORIGIN' | 'PUBLIC_SCHEME'>,
): SiteTable {
  const sites = new Map<string, SiteHost>()
  for (const [host, brand] of config.BRAND_HOSTS) {
    sites.set(host, { host, ...brand, origin: configuredOrigin(config, host) })
  }
  const defaultHost = defaultHostOf(config)
  const fallback = defaultHost === undefined ? undefined : sites.get(defaultHost)
  // parseConfig refuses a DEFAULT_BRAND without a host, so this only fires for a hand-built config.
  if (!fallback) throw new Error(`DEFAULT_BRAND "${config.DEFAULT_BRAND}" has no host in BRAND_HOSTS`)
  return { siteFor: (hostname) => sites.get(hostname) ?? fallback, fallback }
}

/**
 * The site's public origin. A configured origin is used as it is. Without one (development only: production
 * refuses to start without), http://host plus the port this server listens on — the configured PORT, or the
 * socket's local port when PORT is 0 — never a port or a name taken from the request.
 */
export function originOf(site: SiteHost, listeningPort: number | undefined): string {
  if (site.origin) return site.origin
  return listeningPort && listeningPort !== 80 ? `http://${site.host}:${listeningPort}` : `http://${site.host}`
}

const HOST_NAME = /^(?=.{1,253}$)[a-z0-9_](?:[a-z0-9_-]{0,62})(?:\.[a-z0-9_](?:[a-z0-9_-]{0,62}))*\.?$/i
const IPV6_LITERAL = /^\[[0-9a-f:.]{2,45}\]$/i

/**
 * A Host header split into its lower-case host name and port; null when it is missing, empty or not a host name,
 * an IPv4 address or a bracketed IPv6 address with an optional port (RFC 9110 §7.2, RFC 3986 §3.2.2).
 */
export function parseHostHeader(value: string | undefined): { hostname: string; port: number | null } | null {
  if (value === undefined) return null
  const text = value.trim()
  const match = /^(\[[^\]]*\]|[^:]*)(?::(\d{1,5}))?$/.exec(text)
  if (!match) return null
  const [, name = '', portText] = match
  const port = portText === undefined ? null : Number(portText)
  if (port !== null && port > 65_535) return null
  if (name.startsWith('[')) return IPV6_LITERAL.test(name) ? { hostname: name.toLowerCase(), port } : null
  if (!HOST_NAME.test(name)) return null
  return { hostname: name.toLowerCase().replace(/\.$/, ''), port }
}
