/** The database when DATABASE_URL is unset or empty: a SQLite file under data/, created on first use. */
export const DEFAULT_DATABASE_URL = 'file:data/itinera.db'

/**
 * The configured database for command-line tools, which need nothing else of the server's configuration (and so do
 * not demand its production secrets). An empty value means "not set", as in server/config.ts.
 */
export function databaseUrlFrom(env: Record<string, string | undefined>): string {
  const url = env.DATABASE_URL?.trim()
  return url ? url : DEFAULT_DATABASE_URL
}
