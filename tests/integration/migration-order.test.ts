import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Migrator, sql, type Migration } from 'kysely'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../../db/database.server'
import { migrateToLatest } from '../../db/migrate.server'
import * as initial from '../../db/migrations/0001-initial'
import * as searchIndex from '../../db/migrations/0002-search-index'
import * as rateLimitWindowBigint from '../../db/migrations/0003-rate-limit-window-bigint'
import * as inventoryHolds from '../../db/migrations/0005-inventory-holds'
import { withAdminClient } from '../support/test-database'

/*
 * A database created before migration 0004 (sign-in) existed had already run 0005 (checkout): the two were written
 * side by side and committed in the other order. Starting today's server on it must apply 0004 rather than refuse
 * to start (db/migrate.server.ts allows unordered migrations; ADR 0016). On the dialect under test, from an empty
 * database.
 */

const template = inject('templateDatabase')
let handle: DatabaseHandle
let dropDatabase: () => Promise<void>

beforeAll(async () => {
  if (template.dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'itinera-migration-order-'))
    handle = openDatabase(`file:${join(dir, 'test.db')}`)
    dropDatabase = async () => rmSync(dir, { recursive: true, force: true })
  } else {
    const name = `itinera_migration_order_${process.pid}_${Date.now().toString(36)}`
    await withAdminClient(template.postgresUrl!, (client) => client.query(`CREATE DATABASE "${name}"`))
    const url = new URL(template.postgresUrl!)
    url.pathname = `/${name}`
    handle = openDatabase(url.toString(), { poolSize: 2 })
    dropDatabase = () =>
      withAdminClient(template.postgresUrl!, (client) =>
        client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      ).then(() => undefined)
  }
})

afterAll(async () => {
  await handle?.close()
  await dropDatabase?.()
})

describe('migrations that landed out of order', () => {
  it('applies 0004 to a database that ran 0005 before 0004 existed, and the sign-in tables work', async () => {
    const before: Record<string, Migration> = {
      '0001-initial': initial,
      '0002-search-index': searchIndex,
      '0003-rate-limit-window-bigint': rateLimitWindowBigint,
      '0005-inventory-holds': inventoryHolds,
    }
    const old = await new Migrator({ db: handle.db, provider: { getMigrations: async () => before } }).migrateToLatest()
    expect(old.error).toBeUndefined()

    const result = await migrateToLatest(handle.db)
    expect(result.error).toBeUndefined()
    // 0004, and whatever was added after 0005 meanwhile; nothing that had already run.
    const ran = result.results?.map((r) => [r.migrationName, r.status]) ?? []
    expect(ran[0]).toEqual(['0004-customer-sessions', 'Success'])
    expect(ran.map(([name]) => name)).not.toContain('0005-inventory-holds')

    const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(handle.db)
    expect(applied.rows.map((row) => row.name)).toEqual(
      expect.arrayContaining([
        '0001-initial',
        '0002-search-index',
        '0003-rate-limit-window-bigint',
        '0004-customer-sessions',
        '0005-inventory-holds',
      ]),
    )
    // 0004's sessions table: the columns sign-in reads.
    const sessions = await handle.db
      .selectFrom('sessions')
      .select(['id', 'tokenHash', 'lastSeenAt', 'authenticatedAt', 'expiresAt'])
      .execute()
    expect(sessions).toEqual([])
  })
})
