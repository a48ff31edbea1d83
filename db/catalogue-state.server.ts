import type { Kysely } from 'kysely'
import type { Database } from './schema'

/**
 * Whether the database holds a catalogue (a catalogue starts with its brands). One indexed read, so the server can
 * ask at every start and load the demo catalogue generator only when there is nothing yet.
 */
export async function hasCatalogue(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('brands').select('id').limit(1).executeTakeFirst()) !== undefined
}
