/*
 * Attempt limits of sign-in (sign-in issue: "login rate limits per IP and per account, database-backed, shared by
 * processes"; issue 24: a limit on the account alone locked its owner out). The rules are data; counting is done by
 * whatever the caller passes — on the server, server/rate-limit.ts over the rate_limits table, so every process
 * shares the counters. Services take them as parameters because features do not import the server layer.
 *
 * Login (customers and staff alike):
 * - 10 attempts per 15 minutes per IP address (counted before the password is checked, successes too);
 * - per account AND address together, a growing delay instead of a lock: the first LOGIN_FAILURE_DELAY.freeFailures
 *   wrong passwords cost nothing, then each further one doubles the wait before that address may try that account
 *   again (1 s, 2 s, 4 s … at most 15 minutes), forgotten 15 minutes after the last failure and cleared by a
 *   success. An attacker failing from one address slows only themselves: the owner, from an address that has not
 *   been failing, still signs in at once (before, ten failures from anywhere locked the account for everyone).
 */

export interface AuthRateLimitRule {
  name: string
  limit: number
  windowSeconds: number
}

export interface AuthRateLimitVerdict {
  allowed: boolean
  retryAfterSeconds: number
}

/** Counts one attempt by `subject` against `rule` (server: `(rule, subject) => consumeRateLimit(db, rule, subject)`). */
export type AuthRateLimiter = (rule: AuthRateLimitRule, subject: string) => Promise<AuthRateLimitVerdict>

export const LOGIN_PER_IP: AuthRateLimitRule = { name: 'login-ip', limit: 10, windowSeconds: 15 * 60 }

/** A growing delay after failures of one subject (an account from one address): see failureDelaySeconds. */
export interface FailureDelayRule {
  name: string
  /** Failures that cost no wait. */
  freeFailures: number
  /** The wait after the first failure past the free ones; it doubles with each further one. */
  baseDelaySeconds: number
  maxDelaySeconds: number
  /** A subject's failures are forgotten this long after its last one. */
  forgetAfterSeconds: number
}

export const LOGIN_FAILURE_DELAY: FailureDelayRule = {
  name: 'login-failures',
  freeFailures: 3,
  baseDelaySeconds: 1,
  maxDelaySeconds: 15 * 60,
  forgetAfterSeconds: 15 * 60,
}

/** The wait owed after `failures` consecutive failures: 0 for the free ones, then base × 2^(n − free − 1), capped. */
export function failureDelaySeconds(rule: FailureDelayRule, failures: number): number {
  const over = failures - rule.freeFailures
  if (over <= 0) return 0
  return Math.min(rule.maxDelaySeconds, rule.baseDelaySeconds * 2 ** Math.min(over - 1, 30))
}

/**
 * The wait left at `nowSeconds` for a subject whose last failure was at `lastFailureAt` (epoch seconds) after
 * `failures` of them; 0 when it may try now. Failures older than forgetAfterSeconds no longer count.
 */
export function remainingDelaySeconds(
  rule: FailureDelayRule,
  state: { failures: number; lastFailureAt: number } | null,
  nowSeconds: number,
): number {
  if (!state || nowSeconds - state.lastFailureAt >= rule.forgetAfterSeconds) return 0
  return Math.max(0, state.lastFailureAt + failureDelaySeconds(rule, state.failures) - nowSeconds)
}

/**
 * The store of failure counts (server: server/rate-limit.ts failureThrottle over rate_limits). `wait` answers how
 * long a subject must still wait; `fail` records one failure; `clear` forgets them (a success).
 */
export interface FailureThrottle {
  wait(rule: FailureDelayRule, subject: string): Promise<number>
  fail(rule: FailureDelayRule, subject: string): Promise<void>
  clear(rule: FailureDelayRule, subject: string): Promise<void>
}

/** A throttle that never delays (tests, tools). */
export const noThrottle: FailureThrottle = {
  wait: async () => 0,
  fail: async () => {},
  clear: async () => {},
}

/** The subject of the per-account-and-address delay. */
export function accountAtAddress(account: string, ip: string): string {
  return `${account}@${ip}`
}
/** Registering is rare; the cap also slows anyone probing which e-mails are registered. */
export const REGISTER_PER_IP: AuthRateLimitRule = { name: 'register-ip', limit: 10, windowSeconds: 60 * 60 }
export const FORGOT_PASSWORD_PER_IP: AuthRateLimitRule = {
  name: 'forgot-password-ip',
  limit: 10,
  windowSeconds: 60 * 60,
}
/**
 * Reset e-mails per address: beyond it the request is answered as usual but no e-mail is queued, so nobody can
 * flood an inbox and the answer still says nothing about the account.
 */
export const FORGOT_PASSWORD_PER_ACCOUNT: AuthRateLimitRule = {
  name: 'forgot-password-account',
  limit: 5,
  windowSeconds: 60 * 60,
}
export const RESET_PASSWORD_PER_IP: AuthRateLimitRule = { name: 'reset-password-ip', limit: 10, windowSeconds: 15 * 60 }

/** A limiter that never refuses (tests, tools). */
export const unlimited: AuthRateLimiter = async () => ({ allowed: true, retryAfterSeconds: 0 })
