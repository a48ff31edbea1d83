import { sql, type Kysely } from 'kysely'
import { dialectOf } from '../dialect-columns'

/*
 * rate_limits.window_start holds epoch seconds, which outgrow PostgreSQL's 32-bit integer in 2038. SQLite's
 * integer is already 64-bit, so only PostgreSQL changes.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') await sql`alter table rate_limits alter column window_start type bigint`.execute(db)
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres')
    await sql`alter table rate_limits alter column window_start type integer`.execute(db)
}
