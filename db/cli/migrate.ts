import { databaseUrlFrom } from '../database-url'
import { openDatabase } from '../database.server'
import { migrateToLatest } from '../migrate.server'

/** `npm run db:migrate`: bring the configured database to the latest schema. */
try {
  const database = openDatabase(databaseUrlFrom(process.env))
  const result = await migrateToLatest(database.db)
  const applied = result.results?.filter((r) => r.status === 'Success').map((r) => r.migrationName) ?? []
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Already up to date.', `(${database.location})`)
  await database.close()
} catch (error) {
  console.error(error)
  process.exit(1)
}
