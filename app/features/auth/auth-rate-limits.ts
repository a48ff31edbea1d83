/*
 * Attempt limits of sign-in (sign-in issue: "login rate limits per IP and per account, database-backed, shared by
 * processes"). The rules are data; counting is done by whatever limiter the caller passes — on the server,
 * server/rate-limit.ts's consumeRateLimit over the rate_limits table (same rule shape), so every process shares
 * the counters. Services take the limiter as a parameter because features do not import the server layer.
 *
 * Login: 10 attempts per 15 minutes per IP address and per account (brand + e-mail, counted whether or not the
 * account exists, so a 429 reveals nothing); the 11th gets 429. Counted before the password is checked, so
 * parallel guesses cannot slip past, and successes count too (a person rarely logs in ten times in 15 minutes).
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
export const LOGIN_PER_ACCOUNT: AuthRateLimitRule = { name: 'login-account', limit: 10, windowSeconds: 15 * 60 }
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
