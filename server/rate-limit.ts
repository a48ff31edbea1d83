import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema'

/*
 * Fixed-window rate limits kept in the rate_limits table, so they hold across every process behind a load balancer
 * and survive a restart. One atomic upsert per attempt (INSERT … ON CONFLICT DO UPDATE … RETURNING, the same SQL on
 * SQLite and PostgreSQL): the counter restarts at 1 when the stored window is not the current one, otherwise it
 * goes up by one, and the answer says whether this attempt is still within the limit.
 *
 * windowStart is in epoch seconds (the column is a 32-bit integer on PostgreSQL).
 */

export interface RateLimitRule {
  /** Namespaces the key: 'brochure-submit'. */
  name: string
  /** Attempts allowed per window. */
  limit: number
  windowSeconds: number
}

export interface RateLimitResult {
  allowed: boolean
  /** Attempts in this window, this one included. */
  count: number
  limit: number
  remaining: number
  /** Epoch seconds at which the window ends. */
  resetAt: number
  retryAfterSeconds: number
}

export function fixedWindowStart(nowSeconds: number, windowSeconds: number): number {
  return Math.floor(nowSeconds / windowSeconds) * windowSeconds
}

export function rateLimitKey(rule: RateLimitRule, subject: string): string {
  return `${rule.name}:${subject}`
}

/** Counts one attempt by `subject` (an IP address) against the rule. */
export async function consumeRateLimit(
  db: Kysely<Database>,
  rule: RateLimitRule,
  subject: string,
  nowMs: number = Date.now(),
): Promise<RateLimitResult> {
  const nowSeconds = Math.floor(nowMs / 1000)
  const windowStart = fixedWindowStart(nowSeconds, rule.windowSeconds)
  const row = await db
    .insertInto('rateLimits')
    .values({ key: rateLimitKey(rule, subject), windowStart, count: 1 })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        count: sql<number>`case when ${sql.ref('rateLimits.windowStart')} = ${sql.ref('excluded.windowStart')} then ${sql.ref('rateLimits.count')} + 1 else 1 end`,
        windowStart: sql<number>`${sql.ref('excluded.windowStart')}`,
      }),
    )
    .returning(['count', 'windowStart'])
    .executeTakeFirstOrThrow()
  const count = Number(row.count)
  const resetAt = Number(row.windowStart) + rule.windowSeconds
  return {
    allowed: count <= rule.limit,
    count,
    limit: rule.limit,
    remaining: Math.max(0, rule.limit - count),
    resetAt,
    retryAfterSeconds: Math.max(1, resetAt - nowSeconds),
  }
}

/** Deletes counters whose window ended before `olderThanSeconds` (housekeeping; counters are reused per key). */
export async function pruneRateLimits(db: Kysely<Database>, olderThanSeconds: number): Promise<number> {
  const result = await db.deleteFrom('rateLimits').where('windowStart', '<', olderThanSeconds).executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** "10 minutes", "1 minute", "30 seconds": for the 429 message. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`
  const minutes = Math.ceil(seconds / 60)
  return `${minutes} minute${minutes === 1 ? '' : 's'}`
}
