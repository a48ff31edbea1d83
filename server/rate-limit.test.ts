import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../db/database.server'
import { migrateToLatest } from '../db/migrate.server'
import { withAdminClient } from '../tests/support/test-database'
import {
  MAX_RATE_LIMIT_WINDOW_SECONDS,
  PRUNE_INTERVAL_MS,
  consumeRateLimit,
  describeWait,
  fixedWindowStart,
  pruneRateLimits,
  rateLimitPruningSettled,
  type RateLimitRule,
} from './rate-limit'

// The SQL is the same on both dialects: SQLite always, and PostgreSQL too when TEST_DATABASE_URL names a server.
const rule: RateLimitRule = { name: 'test', limit: 3, windowSeconds: 600 }
const T0 = Date.UTC(2026, 0, 1, 10, 0, 0)
const postgresUrl = process.env.TEST_DATABASE_URL
const dialects = postgresUrl ? ['sqlite', 'postgres'] : ['sqlite']

describe('rate-limit arithmetic', () => {
  it('windows start on multiples of the window length', () => {
    expect(fixedWindowStart(1_000_000_123, 600)).toBe(999_999_600)
    expect(fixedWindowStart(1_200, 600)).toBe(1_200)
  })

  it('describes the wait in words', () => {
    expect(describeWait(30)).toBe('30 seconds')
    expect(describeWait(60)).toBe('1 minute')
    expect(describeWait(597)).toBe('10 minutes')
  })
})

describe.each(dialects)('fixed-window rate limit on %s', (dialect) => {
  let database: DatabaseHandle
  let drop = async () => {}

  beforeAll(async () => {
    if (dialect === 'sqlite') {
      database = openDatabase(':memory:')
    } else {
      const name = `itinera_rate_limit_${process.pid}_${Date.now().toString(36)}`
      await withAdminClient(postgresUrl!, (client) => client.query(`CREATE DATABASE "${name}"`))
      const url = new URL(postgresUrl!)
      url.pathname = `/${name}`
      database = openDatabase(url.toString())
      drop = () =>
        withAdminClient(postgresUrl!, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(
          () => undefined,
        )
    }
    await migrateToLatest(database.db)
  })

  afterAll(async () => {
    await database?.close()
    await drop()
  })

  it('allows `limit` attempts in a window and refuses the next, with the time left', async () => {
    const results = []
    for (let i = 0; i < 4; i++) results.push(await consumeRateLimit(database.db, rule, '192.0.2.1', T0 + i * 1000))
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false])
    expect(results.map((r) => r.count)).toEqual([1, 2, 3, 4])
    expect(results.map((r) => r.remaining)).toEqual([2, 1, 0, 0])
    expect(results[3]!.retryAfterSeconds).toBe(600 - 3)
  })

  it('counts each subject and each rule separately', async () => {
    expect((await consumeRateLimit(database.db, rule, '192.0.2.2', T0)).count).toBe(1)
    expect((await consumeRateLimit(database.db, { ...rule, name: 'other' }, '192.0.2.1', T0)).count).toBe(1)
  })

  it('starts again at 1 in the next window', async () => {
    const next = await consumeRateLimit(database.db, rule, '192.0.2.1', T0 + 600_000)
    expect(next).toMatchObject({ allowed: true, count: 1 })
  })

  it('is atomic: concurrent attempts are each counted once', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, () => consumeRateLimit(database.db, rule, '192.0.2.9', T0)),
    )
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(results.filter((r) => r.allowed)).toHaveLength(3)
  })

  it('prunes counters of ended windows', async () => {
    const removed = await pruneRateLimits(database.db, Math.floor((T0 + 600_000) / 1000))
    expect(removed).toBeGreaterThan(0)
    const left = await database.db.selectFrom('rateLimits').select('key').execute()
    expect(left.map((row) => row.key)).toEqual(['test:192.0.2.1'])
  })

  it('prunes in bounded batches: batchSize rows per statement, at most maxBatches statements', async () => {
    const old = Math.floor(T0 / 1000) - 10 * 86_400
    await database.db
      .insertInto('rateLimits')
      .values(Array.from({ length: 25 }, (_, i) => ({ key: `batch:${i}`, windowStart: old, count: 1 })))
      .execute()
    const cutoff = old + 1
    expect(await pruneRateLimits(database.db, cutoff, { batchSize: 10, maxBatches: 2 })).toBe(20)
    expect(await pruneRateLimits(database.db, cutoff, { batchSize: 10, maxBatches: 2 })).toBe(5)
    expect(await pruneRateLimits(database.db, cutoff, { batchSize: 10, maxBatches: 2 })).toBe(0)
  })

  it('prunes counters older than the longest window while counting, at most once per interval', async () => {
    const now = T0 + 5 * 86_400_000
    const stale = Math.floor(now / 1000) - MAX_RATE_LIMIT_WINDOW_SECONDS - 600
    const recent = Math.floor(now / 1000) - 600
    const keys = async () =>
      (
        await database.db.selectFrom('rateLimits').select('key').where('key', 'like', 'age:%').orderBy('key').execute()
      ).map((row) => row.key)
    await database.db
      .insertInto('rateLimits')
      .values([
        { key: 'age:stale', windowStart: stale, count: 3 },
        { key: 'age:recent', windowStart: recent, count: 3 },
      ])
      .execute()
    await consumeRateLimit(database.db, rule, 'age-trigger', now)
    await rateLimitPruningSettled(database.db)
    expect(await keys()).toEqual(['age:recent'])
    // Within the interval no prune runs, so a new stale row stays until the next one.
    await database.db.insertInto('rateLimits').values({ key: 'age:stale2', windowStart: stale, count: 1 }).execute()
    await consumeRateLimit(database.db, rule, 'age-trigger', now + 1_000)
    await rateLimitPruningSettled(database.db)
    expect(await keys()).toEqual(['age:recent', 'age:stale2'])
    await consumeRateLimit(database.db, rule, 'age-trigger', now + PRUNE_INTERVAL_MS)
    await rateLimitPruningSettled(database.db)
    expect(await keys()).toEqual(['age:recent'])
  })

  it('refuses a rule whose window is longer than counters are kept', async () => {
    await expect(
      consumeRateLimit(database.db, { ...rule, windowSeconds: MAX_RATE_LIMIT_WINDOW_SECONDS + 1 }, 'x'),
    ).rejects.toThrow(/windows longer than/)
  })
})
