import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import SQLite from 'better-sqlite3'
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import type { DialectName } from './dialect-columns'
import type { Database } from './schema'
import { withStatementCache } from './statement-cache.server'

export type AppDatabase = Kysely<Database>

export interface DatabaseHandle {
  db: AppDatabase
  dialect: DialectName
  /** A printable location without credentials, for logs. */
  location: string
  close(): Promise<void>
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url)
}

/** 'file:data/itinera.db', 'sqlite:data/x.db' or a plain path all name a SQLite file. */
export function sqlitePathOf(url: string): string {
  return url.replace(/^(sqlite|file):(\/\/)?/i, '')
}

export function openDatabase(url: string, options: { poolSize?: number } = {}): DatabaseHandle {
  if (isPostgresUrl(url)) {
    // Integers come back as JS numbers: counts (int8) and sums are well inside the safe range for this domain.
    pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10))
    pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value))
    // A request never waits long for a connection that will not come (a database restart): it fails, and answers
    // 503, within a few seconds (server/database-health.ts).
    const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10, connectionTimeoutMillis: 5_000 })
    // An idle connection can be closed by the server (restart, failover, an administrator); pg reports that on the
    // pool, and an unhandled 'error' event would end the process. The pool replaces the connection on next use.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost while idle: ${error.message}`))
    // pg-pool listens for that only while a client is idle: a checked-out client between two statements (inside a
    // transaction) that loses its server (a restart: 57P01) would emit an 'error' nobody hears and end the process.
    // The query that uses it next fails instead, and answers 503 (server/database-health.ts).
    pool.on('connect', (client) => {
      client.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`))
    })
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] })
    const safe = new URL(url)
    safe.password = ''
    return { db, dialect: 'postgres', location: safe.toString(), close: () => db.destroy() }
  }

  const path = sqlitePathOf(url)
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true })
  const sqlite = new SQLite(path)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('synchronous = NORMAL')
  // Several processes may share the file (tests, a CLI next to the server): wait for a lock instead of failing.
  sqlite.pragma('busy_timeout = 5000')
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    plugins: [new CamelCasePlugin()],
  })
  return { db, dialect: 'sqlite', location: path, close: () => db.destroy() }
}
