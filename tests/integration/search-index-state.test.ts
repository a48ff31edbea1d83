import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { indexIsStale, readIndexState, rebuildSearchIndex } from '../../app/features/search/search-index.server'
import { openDatabase, type DatabaseHandle } from '../../db/database.server'
import { cloneTemplate, type TestDatabase } from '../support/test-database'

/*
 * The search index's state, read once a second by every process (search-catalogue.server.ts), on the dialect under
 * test: it takes the index's tour count from the row its rebuild wrote instead of counting tour_search, and must still
 * see a catalogue the index has not caught up with (a tour added by a seed or another process), and a rebuild.
 */

let testDatabase: TestDatabase
let handle: DatabaseHandle

beforeAll(async () => {
  testDatabase = await cloneTemplate(inject('templateDatabase'), 'search-index-state')
  handle = openDatabase(testDatabase.url, { poolSize: 2 })
})

afterAll(async () => {
  await handle?.close()
  await testDatabase?.drop()
})

describe('search index state', () => {
  it('reads the built index as current, sees a tour it has not indexed, and is current again after a rebuild', async () => {
    const { db } = handle
    const before = await readIndexState(db)
    const tourCount = await db
      .selectFrom('tours')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    expect(before.catalogueTours).toBe(Number(tourCount.n))
    expect(before.indexedTours).toBe(before.catalogueTours)
    expect(indexIsStale(before)).toBe(false)

    // A tour written without a rebuild (a seed, or another process between its write and its rebuild).
    const { id, ...last } = await db
      .selectFrom('tours')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow()
    await db
      .insertInto('tours')
      .values({ ...last, code: `${last.code}-X`, slug: `${last.slug}-x` })
      .execute()
    const added = await readIndexState(db)
    expect(added.catalogueTours).toBe(before.catalogueTours + 1)
    expect(added.catalogueMaxId).toBeGreaterThan(id)
    expect(added.indexedTours).toBe(before.indexedTours)
    expect(indexIsStale(added)).toBe(true)

    await rebuildSearchIndex(db)
    const rebuilt = await readIndexState(db)
    expect(rebuilt.indexedTours).toBe(added.catalogueTours)
    expect(rebuilt.indexedMaxId).toBe(added.catalogueMaxId)
    expect(rebuilt.version).toBe(before.version + 1)
    expect(indexIsStale(rebuilt)).toBe(false)
  })
})
