import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { remainingDelaySeconds, type FailureDelayRule, type FailureThrottle } from '../app/features/auth/index.server'

/*
 * Fixed-window rate limits kept in the rate_limits table, so they hold across every process behind a load balancer
 * and survive a restart. One atomic upsert per attempt (INSERT … ON CONFLICT DO UPDATE … RETURNING, the same SQL on
 * SQLite and PostgreSQL): the counter restarts at 1 when the stored window is not the current one, otherwise it
 * goes up by one, and the answer says whether this attempt is still within the limit.
 *
 * windowStart is in epoch seconds (the column is a 32-bit integer on PostgreSQL).
 *
 * Counters of ended windows are deleted as a side effect of counting: at most once per PRUNE_INTERVAL_MS per
 * process, in bounded batches, never awaited by the request that triggered it. Every process behind a load
 * balancer does the same; deleting a row twice is harmless.
 */

/** No rule's window is longer: a counter whose window started before now minus this is dead for every rule. */
export const MAX_RATE_LIMIT_WINDOW_SECONDS = 86_400
/** How often one process clears old counters. */
export const PRUNE_INTERVAL_MS = 10 * 60_000
/** Counters deleted per statement, and statements per prune: a prune stays short however big the table grew. */
export const PRUNE_BATCH_SIZE = 1_000
export const PRUNE_MAX_BATCHES = 10

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
  if (rule.windowSeconds > MAX_RATE_LIMIT_WINDOW_SECONDS)
    throw new Error(
      `Rate limit ${rule.name}: windows longer than ${MAX_RATE_LIMIT_WINDOW_SECONDS} s are not pruned safely`,
    )
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
  pruneNowAndThen(db, nowMs)
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

/**
 * Deletes counters whose window started before `olderThanSeconds`, `batchSize` rows per statement and at most
 * `maxBatches` statements; returns how many went.
 */
export async function pruneRateLimits(
  db: Kysely<Database>,
  olderThanSeconds: number,
  { batchSize = PRUNE_BATCH_SIZE, maxBatches = PRUNE_MAX_BATCHES } = {},
): Promise<number> {
  let removed = 0
  for (let batch = 0; batch < maxBatches; batch++) {
    const result = await db
      .deleteFrom('rateLimits')
      .where('key', 'in', (eb) =>
        eb.selectFrom('rateLimits').select('key').where('windowStart', '<', olderThanSeconds).limit(batchSize),
      )
      .executeTakeFirst()
    const deleted = Number(result.numDeletedRows)
    removed += deleted
    if (deleted < batchSize) break
  }
  return removed
}

const lastPruneMs = new WeakMap<Kysely<Database>, number>()
const runningPrunes = new WeakMap<Kysely<Database>, Promise<unknown>>()

/** Starts a prune of dead counters when this process has not run one for PRUNE_INTERVAL_MS; never awaited. */
function pruneNowAndThen(db: Kysely<Database>, nowMs: number): void {
  const last = lastPruneMs.get(db)
  if (last !== undefined && nowMs - last < PRUNE_INTERVAL_MS && nowMs >= last) return
  lastPruneMs.set(db, nowMs)
  const cutoff = Math.floor(nowMs / 1000) - MAX_RATE_LIMIT_WINDOW_SECONDS
  // Housekeeping only: a failure (a closing pool, a busy database) leaves the rows for the next prune.
  const running = pruneRateLimits(db, cutoff).catch(() => undefined)
  runningPrunes.set(db, running)
}

/** Resolves when the prune this process last started on `db` has finished (before closing the database). */
export async function rateLimitPruningSettled(db: Kysely<Database>): Promise<void> {
  await runningPrunes.get(db)
}

/** "10 minutes", "1 minute", "30 seconds": for the 429 message. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`
  const minutes = Math.ceil(seconds / 60)
  return `${minutes} minute${minutes === 1 ? '' : 's'}`
}

/**
 * A growing delay after failures, per subject (issue 24: sign-in throttled per account and address, never a lock
 * for everyone). The rate_limits row `name:subject` holds the consecutive failures (count) and the epoch second of
 * the last one (windowStart); the auth feature's rule (remainingDelaySeconds) turns them into the wait. A failure
 * older than forgetAfterSeconds starts the count again; a success deletes the row; old rows are pruned with the rest
 * (every rule's forgetAfterSeconds is below MAX_RATE_LIMIT_WINDOW_SECONDS).
 */
export function failureThrottle(db: Kysely<Database>, clock: () => number = Date.now): FailureThrottle {
  const key = (rule: FailureDelayRule, subject: string) => `${rule.name}:${subject}`
  const nowSeconds = () => Math.floor(clock() / 1000)
  return {
    async wait(rule, subject) {
      const row = await db
        .selectFrom('rateLimits')
        .select(['count', 'windowStart'])
        .where('key', '=', key(rule, subject))
        .executeTakeFirst()
      const state = row ? { failures: Number(row.count), lastFailureAt: Number(row.windowStart) } : null
      return remainingDelaySeconds(rule, state, nowSeconds())
    },
    async fail(rule, subject) {
      const now = nowSeconds()
      await db
        .insertInto('rateLimits')
        .values({ key: key(rule, subject), windowStart: now, count: 1 })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            count: sql<number>`case when ${sql.ref('rateLimits.windowStart')} <= ${now - rule.forgetAfterSeconds} then 1 else ${sql.ref('rateLimits.count')} + 1 end`,
            windowStart: sql<number>`${sql.ref('excluded.windowStart')}`,
          }),
        )
        .execute()
      pruneNowAndThen(db, clock())
    },
    async clear(rule, subject) {
      await db.deleteFrom('rateLimits').where('key', '=', key(rule, subject)).execute()
    },
  }
}
