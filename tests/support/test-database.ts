import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'

/*
 * Test databases are cheap copies of one seeded template made by the global setup: a file copy on SQLite, a
 * CREATE DATABASE … TEMPLATE on PostgreSQL. Each test file gets its own, so files never see each other's writes.
 */

export interface TemplateDatabase {
  dialect: 'sqlite' | 'postgres'
  /** SQLite: the template file path. PostgreSQL: the server URL and the template's name. */
  sqlitePath?: string
  postgresUrl?: string
  postgresTemplate?: string
}

export interface TestDatabase {
  url: string
  drop(): Promise<void>
}

function adminUrl(serverUrl: string, database = 'postgres'): string {
  const url = new URL(serverUrl)
  url.pathname = `/${database}`
  return url.toString()
}

export async function withAdminClient<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl(serverUrl) })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

export async function cloneTemplate(template: TemplateDatabase, label: string): Promise<TestDatabase> {
  const safeLabel = label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .slice(0, 30)
  if (template.dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), `itinera-${safeLabel}-`))
    const path = join(dir, 'test.db')
    copyFileSync(template.sqlitePath!, path)
    return { url: `file:${path}`, drop: async () => rmSync(dir, { recursive: true, force: true }) }
  }
  const name = `itinera_${safeLabel}_${process.pid}_${Date.now().toString(36)}`
  await withAdminClient(template.postgresUrl!, (client) =>
    client.query(`CREATE DATABASE "${name}" TEMPLATE "${template.postgresTemplate!}"`),
  )
  return {
    url: adminUrl(template.postgresUrl!, name),
    drop: () =>
      withAdminClient(template.postgresUrl!, (client) =>
        client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      ).then(() => undefined),
  }
}
