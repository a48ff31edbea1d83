import SQLite from 'better-sqlite3'
import { CamelCasePlugin, type Generated, Kysely, SqliteDialect, sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { withStatementCache } from './statement-cache.server'

function countingDatabase() {
  const sqlite = new SQLite(':memory:')
  const prepared: string[] = []
  return {
    sqlite,
    prepared,
    database: {
      prepare(text: string) {
        prepared.push(text)
        return sqlite.prepare(text)
      },
      close() {
        sqlite.close()
      },
    },
  }
}

describe('withStatementCache', () => {
  it('prepares each SQL text once and answers every later query from the same statement', async () => {
    const { database, prepared } = countingDatabase()
    const db = new Kysely<{ note: { id: Generated<number>; body: string } }>({
      dialect: new SqliteDialect({ database: withStatementCache(database) }),
    })
    await sql`create table note (id integer primary key, body text not null)`.execute(db)
    for (const body of ['one', 'two', 'three']) await db.insertInto('note').values({ body }).execute()
    const bodies = []
    for (let id = 1; id <= 3; id++) {
      bodies.push((await db.selectFrom('note').select('body').where('id', '=', id).executeTakeFirst())?.body)
    }
    expect(bodies).toEqual(['one', 'two', 'three'])
    expect(prepared.filter((text) => text.startsWith('insert'))).toHaveLength(1)
    expect(prepared.filter((text) => text.startsWith('select'))).toHaveLength(1)
    await db.destroy()
  })

  it('keeps answering correctly after the schema changes under a cached statement (a migration)', async () => {
    const { database } = countingDatabase()
    const db = new Kysely<{ note: { id: Generated<number>; body: string; pinned?: number } }>({
      dialect: new SqliteDialect({ database: withStatementCache(database) }),
      plugins: [new CamelCasePlugin()],
    })
    await sql`create table note (id integer primary key, body text not null)`.execute(db)
    await db.insertInto('note').values({ body: 'kept' }).execute()
    const selectAll = () => db.selectFrom('note').selectAll().execute()
    expect(await selectAll()).toEqual([{ id: 1, body: 'kept' }])
    await sql`alter table note add column pinned integer not null default 0`.execute(db)
    expect(await selectAll()).toEqual([{ id: 1, body: 'kept', pinned: 0 }])
    await db.destroy()
  })

  it('lets the least recently used statement go when full, and prepares it again when it comes back', () => {
    const { database, prepared } = countingDatabase()
    const cached = withStatementCache(database, 2)
    cached.prepare('select 1')
    cached.prepare('select 2')
    cached.prepare('select 1') // a hit: 'select 2' is now the least recently used
    cached.prepare('select 3') // full: 'select 2' leaves
    cached.prepare('select 1')
    cached.prepare('select 2')
    expect(prepared).toEqual(['select 1', 'select 2', 'select 3', 'select 2'])
    cached.close()
  })
})
