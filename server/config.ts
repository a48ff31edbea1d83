import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { BlockList, isIP } from 'node:net'
import { dirname, resolve } from 'node:path'
import { z } from 'zod'
import { DEFAULT_HOLD_MINUTES, holdMinutesOf } from '../app/features/checkout/index.server'
import { PAYMENT_PROVIDERS } from '../app/features/payments/index.server'
import { DEFAULT_OFFER_HOURS, offerHoursOf } from '../app/features/waitlist/index.server'
import { DEFAULT_RECOVERY_DELAY_MINUTES, recoveryDelayMinutesOf } from '../app/features/recovery/index.rules'

/*
 * Configuration is parsed once at boot. Everything has a working local default except SESSION_SECRET in
 * production; a bad value stops the process with a list of every problem, not the first one.
 */

const DEFAULT_SQLITE_URL = 'file:data/itinera.db'
const DEV_SECRET_FILE = 'data/session-secret'

export interface BrandHost {
  brandId: string
  marketCode: string
}

/** 'localhost=meridian,coach.localhost=cavendish,ca.localhost=meridian:CA' → host → brand and market. */
export function parseBrandHosts(text: string): Map<string, BrandHost> {
  const map = new Map<string, BrandHost>()
  for (const entry of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^([a-z0-9.-]+)=([a-z0-9-]+)(?::([A-Z]{2}))?$/i.exec(entry)
    if (!match) throw new Error(`"${entry}" is not host=brand or host=brand:MARKET`)
    const [, host, brandId, marketCode] = match
    map.set(host!.toLowerCase(), { brandId: brandId!.toLowerCase(), marketCode: (marketCode ?? 'GB').toUpperCase() })
  }
  return map
}

/**
 * A public origin: 'https://www.example.com' or 'http://localhost:3000' — a scheme and a host, an optional port,
 * nothing after them (a trailing '/' is dropped). Returned in URL's canonical form, without a trailing slash.
 */
export function parsePublicOrigin(text: string): string {
  let url: URL
  try {
    url = new URL(text.trim())
  } catch {
    throw new Error(`"${text}" is not a URL such as https://www.example.com`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`"${text}" must start with https:// or http://`)
  if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== ''))
    throw new Error(`"${text}" must be an origin only (scheme, host and optional port), with no path or query`)
  return url.origin
}

/** 'www.meridian.example=https://www.meridian.example,coach.example=https://coach.example' → host → origin. */
export function parseHostOrigins(text: string): Map<string, string> {
  const map = new Map<string, string>()
  for (const entry of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const index = entry.indexOf('=')
    const host = index > 0 ? entry.slice(0, index).trim().toLowerCase() : ''
    if (!/^[a-z0-9.-]+$/.test(host)) throw new Error(`"${entry}" is not host=origin`)
    map.set(host, parsePublicOrigin(entry.slice(index + 1)))
  }
  return map
}

/** What Express's `trust proxy` gets: a number of proxy hops, or the proxies' addresses and ranges. */
export type TrustProxy = number | string[]

const PROXY_PRESETS = ['loopback', 'linklocal', 'uniquelocal']

/**
 * TRUST_PROXY: 'false' or '0' (no proxy: the socket's address is the client), a hop count ('1' behind one load
 * balancer), or a list of proxy addresses, CIDR ranges and the presets loopback, linklocal, uniquelocal. Never
 * 'true': trusting every hop lets any client choose its own address (and so its rate-limit key) with
 * X-Forwarded-For.
 */
export function parseTrustProxy(text: string): TrustProxy {
  const value = text.trim().toLowerCase()
  if (value === 'false' || value === '0' || value === '') return 0
  if (value === 'true')
    throw new Error(
      'true would trust an X-Forwarded-For header from anyone (any client could pick its own address and ' +
        'rate-limit key); give the number of proxies in front of the server (e.g. 1) or their addresses ' +
        '(e.g. 10.0.0.0/8,loopback)',
    )
  if (/^\d+$/.test(value)) {
    const hops = Number(value)
    if (hops > 10) throw new Error(`${hops} proxy hops is more than any real deployment has (at most 10)`)
    return hops
  }
  const entries = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  for (const entry of entries) {
    if (PROXY_PRESETS.includes(entry)) continue
    const [address = '', prefix, ...rest] = entry.split('/')
    const family = isIP(address)
    const maxPrefix = family === 6 ? 128 : 32
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= maxPrefix)
    if (!family || !prefixOk || rest.length)
      throw new Error(
        `"${entry}" is not a proxy address, a CIDR range or one of ${PROXY_PRESETS.join(', ')} (nor a hop count)`,
      )
  }
  return entries
}

/** Zod's transform step for the parsers above: their error message becomes the variable's problem. */
function parsedWith<I, T>(parse: (text: I) => T) {
  return (text: I, ctx: z.RefinementCtx): T => {
    try {
      return parse(text)
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message })
      return z.NEVER
    }
  }
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /**
   * Where this process runs, separate from NODE_ENV (which only picks optimised builds): `npm start` serves the
   * production build on a developer's machine without secrets; APP_ENV=production demands real ones.
   */
  APP_ENV: z.enum(['development', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.string().min(1).default(DEFAULT_SQLITE_URL),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  BRAND_HOSTS: z
    .string()
    .default('localhost=meridian,coach.localhost=cavendish,ca.localhost=meridian:CA')
    .transform(parsedWith(parseBrandHosts)),
  /** The brand (and its first host in BRAND_HOSTS) for a request whose Host is not in BRAND_HOSTS. */
  DEFAULT_BRAND: z
    .string()
    .default('meridian')
    .transform((text) => text.trim().toLowerCase()),
  /** host → public origin, one per BRAND_HOSTS host (ADR 0012). */
  PUBLIC_ORIGINS: z.string().default('').transform(parsedWith(parseHostOrigins)),
  /** The public origin of the default brand's host: the short form for a one-brand deployment. */
  PUBLIC_ORIGIN: z
    .string()
    .optional()
    .transform(parsedWith((text?: string) => text && parsePublicOrigin(text))),
  /** The scheme rule: every BRAND_HOSTS host without an entry above is served at PUBLIC_SCHEME://host. */
  PUBLIC_SCHEME: z.enum(['http', 'https']).optional(),
  SEED_ON_START: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  SEED_TOURS: z.coerce.number().int().min(1).max(50_000).default(300),
  /** With that first seed, also the demo customers, bookings and payments, so the back office has something to show. */
  SEED_DEMO_BOOKINGS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /**
   * On SIGTERM, how long `/healthz` answers 503 draining while requests are still served, so a load balancer stops
   * sending new ones before the server closes (0 for a single process with nothing in front; the README's
   * "Production shape").
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** Rendered catalogue pages are reused for this long (0 switches the page cache off). */
  PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().default('false').transform(parsedWith(parseTrustProxy)),
  /** A request body (API or form post) must arrive within this long, or the answer is 408. */
  REQUEST_BODY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /**
   * How long a checkout's rooms response holds its places (minutes, 1–1440); each later step's save extends it
   * (ADR 0013). The one rule is the checkout's own (holdMinutesOf).
   */
  CHECKOUT_HOLD_MINUTES: z.coerce.number().default(DEFAULT_HOLD_MINUTES).transform(parsedWith(holdMinutesOf)),
  /**
   * How long a waitlist offer holds its places for the traveller it was offered to (hours, 1–168), before they go
   * to the next entry (issue 27, ADR 0052). The one rule is the waitlist's own (offerHoursOf).
   */
  WAITLIST_OFFER_HOURS: z.coerce.number().default(DEFAULT_OFFER_HOURS).transform(parsedWith(offerHoursOf)),
  /**
   * How long after a checkout reached the passenger details step (and was not booked) its one saved-checkout e-mail
   * goes (minutes, 5–10080), to a traveller who agreed to marketing e-mail or was signed in (issue 27, ADR 0055).
   */
  CHECKOUT_RECOVERY_DELAY_MINUTES: z.coerce
    .number()
    .default(DEFAULT_RECOVERY_DELAY_MINUTES)
    .transform(parsedWith(recoveryDelayMinutesOf)),
  GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]+$/, 'must look like GTM-XXXXXXX')
    .optional(),
  SMTP_URL: z.string().optional(),
  /** With SMTP_URL: how often each process sends what waits in the e-mail outbox (ADR 0032). */
  EMAIL_DELIVERY_INTERVAL_MS: z.coerce.number().int().min(200).max(600_000).default(15_000),
  /** How often each process runs the scheduler's due jobs and plans balance reminders (issue 27, ADR 0050). */
  SCHEDULER_INTERVAL_MS: z.coerce.number().int().min(200).max(3_600_000).default(60_000),
  MKTO_BASE_URL: z.url().optional(),
  MKTO_MUNCHKIN_ID: z.string().optional(),
  POSTCODE_API_URL: z.url().optional(),
  POSTCODE_API_KEY: z.string().optional(),
  /** Card payments: 'sandbox' is the built-in hosted card page with test cards (ADR 0020); PSP adapters join later. */
  PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDERS).default('sandbox'),
})

/** Every variable the server reads, in schema order: `.env.example` and the README's table list exactly these. */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape)

export type AppConfig = Omit<z.infer<typeof envSchema>, 'SESSION_SECRET'> & { SESSION_SECRET: string }

type OriginSettings = Pick<
  AppConfig,
  'BRAND_HOSTS' | 'DEFAULT_BRAND' | 'PUBLIC_ORIGINS' | 'PUBLIC_ORIGIN' | 'PUBLIC_SCHEME'
>

/**
 * The BRAND_HOSTS host that stands for the default brand: its first host in the GB market, else its first host.
 * A request with any other Host is answered as this host (brand, market and public origin).
 */
export function defaultHostOf(settings: Pick<AppConfig, 'BRAND_HOSTS' | 'DEFAULT_BRAND'>): string | undefined {
  const hosts = [...settings.BRAND_HOSTS].filter(([, brand]) => brand.brandId === settings.DEFAULT_BRAND)
  return (hosts.find(([, brand]) => brand.marketCode === 'GB') ?? hosts[0])?.[0]
}

/**
 * The configured public origin of a BRAND_HOSTS host, or null when none is configured (development then uses
 * http://host:PORT). Never derived from a request: see server/site-hosts.ts.
 */
export function configuredOrigin(settings: OriginSettings, host: string): string | null {
  const given = settings.PUBLIC_ORIGINS.get(host)
  if (given) return given
  if (settings.PUBLIC_ORIGIN && host === defaultHostOf(settings)) return settings.PUBLIC_ORIGIN
  if (settings.PUBLIC_SCHEME) return parsePublicOrigin(`${settings.PUBLIC_SCHEME}://${host}`)
  return null
}

const PRIVATE_LISTEN_ADDRESSES = (() => {
  const list = new BlockList()
  list.addSubnet('127.0.0.0', 8, 'ipv4')
  list.addSubnet('10.0.0.0', 8, 'ipv4')
  list.addSubnet('172.16.0.0', 12, 'ipv4')
  list.addSubnet('192.168.0.0', 16, 'ipv4')
  list.addAddress('::1', 'ipv6')
  list.addSubnet('fc00::', 7, 'ipv6')
  return list
})()

/**
 * Whether HOST is an interface only the machine or its private network can reach: loopback or a private (RFC 1918,
 * unique local) address. '0.0.0.0' and '::' (every interface) and public addresses are not.
 */
export function isPrivateListenAddress(host: string): boolean {
  const value = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
  if (value === 'localhost') return true
  const family = isIP(value)
  if (!family) return false
  return PRIVATE_LISTEN_ADDRESSES.check(value, family === 6 ? 'ipv6' : 'ipv4')
}

/** The cross-variable rules Zod's per-variable schema cannot express. */
function siteProblems(config: z.infer<typeof envSchema>): string[] {
  const problems: string[] = []
  if (!config.BRAND_HOSTS.size) return ['BRAND_HOSTS: names no host']
  if (!defaultHostOf(config))
    problems.push(`DEFAULT_BRAND: no BRAND_HOSTS entry names the brand "${config.DEFAULT_BRAND}"`)
  for (const host of config.PUBLIC_ORIGINS.keys())
    if (!config.BRAND_HOSTS.has(host)) problems.push(`PUBLIC_ORIGINS: "${host}" is not a host in BRAND_HOSTS`)
  // Behind a proxy the client's address is read from X-Forwarded-For; a client that reaches the app's port directly
  // would write that header itself and choose its own address (and rate-limit key). In production the port must
  // therefore listen on loopback or a private network only (issue 24; README "Production shape").
  if (config.APP_ENV === 'production' && config.TRUST_PROXY !== 0 && !isPrivateListenAddress(config.HOST))
    problems.push(
      `HOST: "${config.HOST}" can be reached from outside, and TRUST_PROXY believes X-Forwarded-For, so a client ` +
        'that reaches this port directly could choose its own address; listen on 127.0.0.1 or a private address ' +
        'behind the proxy (or set TRUST_PROXY=false)',
    )
  if (config.APP_ENV === 'production') {
    const missing = [...config.BRAND_HOSTS.keys()].filter((host) => configuredOrigin(config, host) === null)
    if (missing.length)
      problems.push(
        `PUBLIC_ORIGINS: required when APP_ENV=production; no public origin for ${missing.join(', ')} ` +
          '(give host=https://… entries, or PUBLIC_SCHEME=https to serve each host at https://host)',
      )
  }
  return problems
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

/** A generated secret kept under data/ so that development restarts keep sessions and CSRF tokens valid. */
function developmentSecret(): string {
  const file = resolve(DEV_SECRET_FILE)
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  const secret = randomBytes(32).toString('hex')
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  // Empty strings in a .env file mean "not set".
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''))
  const result = envSchema.safeParse(cleaned)
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`)
  if (result.success && result.data.APP_ENV === 'production' && !result.data.SESSION_SECRET) {
    problems.push('SESSION_SECRET: required when APP_ENV=production (32+ random characters)')
  }
  if (result.success) problems.push(...siteProblems(result.data))
  if (problems.length || !result.success) throw new ConfigError(problems)
  return { ...result.data, SESSION_SECRET: result.data.SESSION_SECRET ?? developmentSecret() }
}

let loaded: AppConfig | undefined
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  loaded ??= parseConfig(env)
  return loaded
}
