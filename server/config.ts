import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { z } from 'zod'

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
    .transform((text, ctx) => {
      try {
        return parseBrandHosts(text)
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message })
        return z.NEVER
      }
    }),
  DEFAULT_BRAND: z.string().default('meridian'),
  PUBLIC_ORIGIN: z.url().optional(),
  SEED_ON_START: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  SEED_TOURS: z.coerce.number().int().min(1).max(50_000).default(300),
  /** Rendered catalogue pages are reused for this long (0 switches the page cache off). */
  PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]+$/, 'must look like GTM-XXXXXXX')
    .optional(),
  SMTP_URL: z.string().optional(),
  MKTO_BASE_URL: z.url().optional(),
  MKTO_MUNCHKIN_ID: z.string().optional(),
  POSTCODE_API_URL: z.url().optional(),
  POSTCODE_API_KEY: z.string().optional(),
})

export type AppConfig = Omit<z.infer<typeof envSchema>, 'SESSION_SECRET'> & { SESSION_SECRET: string }

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
  if (result.success && !result.data.BRAND_HOSTS.size) problems.push('BRAND_HOSTS: names no host')
  if (problems.length || !result.success) throw new ConfigError(problems)
  return { ...result.data, SESSION_SECRET: result.data.SESSION_SECRET ?? developmentSecret() }
}

let loaded: AppConfig | undefined
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  loaded ??= parseConfig(env)
  return loaded
}
