import { Migrator, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely'
import type { AppDatabase } from './database.server'
import * as initial from './migrations/0001-initial'
import * as searchIndex from './migrations/0002-search-index'
import * as rateLimitWindowBigint from './migrations/0003-rate-limit-window-bigint'
import * as customerSessions from './migrations/0004-customer-sessions'
import * as inventoryHolds from './migrations/0005-inventory-holds'

/*
 * Migrations are listed here rather than read from a folder at run time, so they work the same under tsx, in a
 * bundle and in tests. Add new ones at the end; never edit one that has shipped.
 */
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-search-index': searchIndex,
  '0003-rate-limit-window-bigint': rateLimitWindowBigint,
  '0004-customer-sessions': customerSessions,
  '0005-inventory-holds': inventoryHolds,
}

const provider: MigrationProvider = { getMigrations: async () => migrations }

export async function migrateToLatest(db: AppDatabase): Promise<MigrationResultSet> {
  const migrator = new Migrator({ db, provider })
  const result = await migrator.migrateToLatest()
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown'
    throw new Error(`Migration ${failed} failed: ${String(result.error)}`, { cause: result.error })
  }
  return result
}
