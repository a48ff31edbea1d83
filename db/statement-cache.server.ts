import type { SqliteDatabase, SqliteStatement } from 'kysely'

/** How many prepared statements a SQLite connection keeps: the site's queries, with room for search's variants. */
export const SQLITE_STATEMENT_CACHE_SIZE = 500

/**
 * A SQLite database for Kysely that prepares each distinct SQL text once. Kysely's SQLite driver calls `prepare` for
 * every query, and compiling the statement was 3 % of a fresh page render's CPU (bench/README.md, "Fresh renders").
 * A statement is reused only by the one connection that prepared it, and Kysely runs one query at a time on it, so a
 * statement is never asked to run while it is still running. SQLite re-prepares a statement by itself when the
 * schema changes under it (a migration). The least recently used statement leaves when the cache is full: search
 * builds a SQL text per shape of filter.
 */
export function withStatementCache(
  database: SqliteDatabase,
  size: number = SQLITE_STATEMENT_CACHE_SIZE,
): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>()
  return {
    prepare(sql: string): SqliteStatement {
      const cached = statements.get(sql)
      if (cached) {
        // Map order is insertion order: moving a hit to the end makes the first key the least recently used.
        statements.delete(sql)
        statements.set(sql, cached)
        return cached
      }
      const statement = database.prepare(sql)
      statements.set(sql, statement)
      if (statements.size > size) statements.delete(statements.keys().next().value as string)
      return statement
    },
    close() {
      statements.clear()
      return database.close()
    },
  }
}
