import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../db/database.server'
import { migrateToLatest } from '../../db/migrate.server'
import { seedDemoCatalogue } from '../../tools/demo-catalogue/catalogue.server'
import { withAdminClient, type TemplateDatabase } from '../support/test-database'

/** Tours in the integration template: enough for every facet and status to appear, small enough to seed fast. */
export const TEMPLATE_TOURS = 120

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: TemplateDatabase
  }
}

/*
 * Once per run: make sure the React Router build exists (the servers under test render real pages), then seed one
 * template database on the dialect under test. TEST_DATABASE_URL=postgres://… selects PostgreSQL.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(join(process.env.ITINERA_BUILD_DIR ?? 'build', 'server/index.js'))) {
    execFileSync('npx', ['react-router', 'build'], { stdio: 'inherit' })
  }
  const postgresUrl = process.env.TEST_DATABASE_URL
  if (postgresUrl) {
    const template = `itinera_template_${process.pid}`
    await withAdminClient(postgresUrl, async (client) => {
      await client.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`)
      await client.query(`CREATE DATABASE "${template}"`)
    })
    const url = new URL(postgresUrl)
    url.pathname = `/${template}`
    const database = openDatabase(url.toString())
    await migrateToLatest(database.db)
    await seedDemoCatalogue(database.db, { tours: TEMPLATE_TOURS })
    await database.close()
    project.provide('templateDatabase', { dialect: 'postgres', postgresUrl, postgresTemplate: template })
    return async () => {
      await withAdminClient(postgresUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`))
    }
  }

  const dir = mkdtempSync(join(tmpdir(), 'itinera-template-'))
  const sqlitePath = join(dir, 'template.db')
  const database = openDatabase(`file:${sqlitePath}`)
  await migrateToLatest(database.db)
  await seedDemoCatalogue(database.db, { tours: TEMPLATE_TOURS })
  // Fold the WAL into the main file so a plain file copy is a complete database.
  await database.close()
  project.provide('templateDatabase', { dialect: 'sqlite', sqlitePath })
  return () => rmSync(dir, { recursive: true, force: true })
}
