import { sql, type Kysely, type RawBuilder } from 'kysely'

export type DialectName = 'sqlite' | 'postgres'

/** Which dialect a Kysely instance talks to, read from its adapter rather than from configuration. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- works for any schema
export function dialectOf(db: Kysely<any>): DialectName {
  const adapterName = db.getExecutor().adapter.constructor.name
  return adapterName.startsWith('Postgres') ? 'postgres' : 'sqlite'
}

/** The few column kinds that are spelled differently on SQLite and PostgreSQL. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- works for any schema
export function columns(db: Kysely<any>) {
  const dialect = dialectOf(db)
  const now: RawBuilder<string> =
    dialect === 'postgres'
      ? sql`(to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`
      : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`
  return {
    dialect,
    binary: dialect === 'postgres' ? ('bytea' as const) : ('blob' as const),
    /** An ISO-8601 UTC default, matching what the app writes with `new Date().toISOString()`. */
    now,
    /** A table whose first column is an auto-incrementing integer id. */
    idTable(name: string) {
      const table = db.schema.createTable(name)
      return dialect === 'postgres'
        ? table.addColumn('id', 'serial', (col) => col.primaryKey())
        : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    },
  }
}
