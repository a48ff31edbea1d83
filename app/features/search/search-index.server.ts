import { sql, type Kysely } from 'kysely'
import type { AppDatabase } from '../../../db/database.server'
import { dialectOf } from '../../../db/dialect-columns'
import type { Database } from '../../../db/schema'
import { ftsMatchExpression, normaliseSearchText, searchDocumentText, tsQueryExpression } from './search-text'

/*
 * The persisted free-text index (db/migrations/0002-search-index.ts): tour_search rows of normalised fields,
 * indexed by FTS5 (SQLite) or a generated tsvector with a GIN index (PostgreSQL), and search_index_state whose
 * version goes up on every rebuild. All of it is derived from the catalogue and can be rebuilt at any time.
 */

type SearchTables = {
  tourSearch: { tourId: number; name: string; places: string; types: string; description: string; code: string }
  searchIndexState: { id: number; version: number; tourCount: number; rebuiltAt: string }
}
type SearchDatabase = Kysely<Database & SearchTables>

const withSearchTables = (db: AppDatabase | Kysely<Database>): SearchDatabase => db.withTables<SearchTables>()

const INSERT_BATCH = 500

/**
 * Rebuilds the whole text index from the catalogue and bumps the index version (so every server drops its search
 * caches within a second). The catalogue seeder calls this after writing tours; anything else that changes tours,
 * their countries or travel types, or departures' dates, prices or status should call it (or bumpSearchVersion)
 * too. Runs in one transaction: searches see the old index or the new one, never half of it.
 */
export async function rebuildSearchIndex(
  db: AppDatabase | Kysely<Database>,
): Promise<{ tours: number; version: number }> {
  const dialect = dialectOf(db)
  return withSearchTables(db)
    .transaction()
    .execute(async (trx) => {
      const tours = await trx.selectFrom('tours').select(['id', 'name', 'description', 'code']).execute()
      const places = await trx
        .selectFrom('tourCountries')
        .innerJoin('countries', 'countries.id', 'tourCountries.countryId')
        .innerJoin('continents', 'continents.id', 'countries.continentId')
        .select(['tourCountries.tourId', 'countries.name as country', 'continents.name as continent'])
        .orderBy('tourCountries.tourId')
        .orderBy('tourCountries.position')
        .execute()
      const types = await trx
        .selectFrom('tourTravelTypes')
        .innerJoin('travelTypes', 'travelTypes.id', 'tourTravelTypes.travelTypeId')
        .select(['tourTravelTypes.tourId', 'travelTypes.name'])
        .orderBy('tourTravelTypes.tourId')
        .orderBy('travelTypes.name')
        .execute()
      const placesOf = new Map<number, Set<string>>()
      for (const row of places) {
        const set = placesOf.get(row.tourId) ?? new Set<string>()
        set.add(row.country).add(row.continent)
        placesOf.set(row.tourId, set)
      }
      const typesOf = new Map<number, string[]>()
      for (const row of types) typesOf.set(row.tourId, [...(typesOf.get(row.tourId) ?? []), row.name])

      await trx.deleteFrom('tourSearch').execute()
      const rows = tours.map((tour) => ({
        tourId: tour.id,
        name: searchDocumentText(tour.name),
        places: searchDocumentText([...(placesOf.get(tour.id) ?? [])].join(' ')),
        types: searchDocumentText((typesOf.get(tour.id) ?? []).join(' ')),
        description: searchDocumentText(tour.description),
        code: normaliseSearchText(tour.code),
      }))
      for (let start = 0; start < rows.length; start += INSERT_BATCH) {
        await trx
          .insertInto('tourSearch')
          .values(rows.slice(start, start + INSERT_BATCH))
          .execute()
      }
      if (dialect === 'sqlite') await sql`INSERT INTO tour_search_fts(tour_search_fts) VALUES ('rebuild')`.execute(trx)
      const version = await nextVersion(trx, rows.length)
      return { tours: rows.length, version }
    })
}

async function nextVersion(db: SearchDatabase, tourCount: number): Promise<number> {
  const current = await db.selectFrom('searchIndexState').select('version').where('id', '=', 1).executeTakeFirst()
  const version = (current?.version ?? 0) + 1
  const values = { version, tourCount, rebuiltAt: new Date().toISOString() }
  if (current) await db.updateTable('searchIndexState').set(values).where('id', '=', 1).execute()
  else
    await db
      .insertInto('searchIndexState')
      .values({ id: 1, ...values })
      .execute()
  return version
}

/** Marks the catalogue as changed without touching the text index (e.g. a departure sold out). */
export async function bumpSearchVersion(db: AppDatabase): Promise<void> {
  const sdb = withSearchTables(db)
  const state = await sdb.selectFrom('searchIndexState').select('tourCount').where('id', '=', 1).executeTakeFirst()
  await nextVersion(sdb, state?.tourCount ?? 0)
}

export interface IndexState {
  version: number
  /** Tours in the index vs in the catalogue: a mismatch means the index was never rebuilt after a seed. */
  indexedTours: number
  indexedMaxId: number
  catalogueTours: number
  catalogueMaxId: number
}

/**
 * Read once a second by every process (search-catalogue.server.ts), so it must stay cheap on a large catalogue. The
 * index's tour count is the one its rebuild recorded in the same transaction (only a rebuild writes tour_search):
 * counting tour_search's rows instead scanned the whole table, about 17 ms a second on SQLite at 20,000 tours. The
 * highest ids come from the primary keys' ends, and counting tours reads their smallest index.
 */
export async function readIndexState(db: AppDatabase): Promise<IndexState> {
  const sdb = withSearchTables(db)
  const [state, indexed, catalogue] = await Promise.all([
    sdb.selectFrom('searchIndexState').select(['version', 'tourCount']).where('id', '=', 1).executeTakeFirst(),
    sdb
      .selectFrom('tourSearch')
      .select(({ fn }) => fn.max<number | null>('tourId').as('maxId'))
      .executeTakeFirstOrThrow(),
    sdb
      .selectFrom('tours')
      .select(({ fn }) => [fn.countAll<number>().as('n'), fn.max<number | null>('id').as('maxId')])
      .executeTakeFirstOrThrow(),
  ])
  return {
    version: state?.version ?? 0,
    // No state row (never built, or lost): 0 tours, so the index reads as stale and is rebuilt with its row.
    indexedTours: Number(state?.tourCount ?? 0),
    indexedMaxId: Number(indexed.maxId ?? 0),
    catalogueTours: Number(catalogue.n),
    catalogueMaxId: Number(catalogue.maxId ?? 0),
  }
}

export const indexIsStale = (state: IndexState): boolean =>
  state.indexedTours !== state.catalogueTours || state.indexedMaxId !== state.catalogueMaxId

/**
 * Ids of every tour (any brand) whose document holds every token, the last one as a prefix. The ids come back as
 * one comma-separated text rather than a row each: a common word matches half the catalogue, and ten thousand row
 * objects cost far more to build than one string to split.
 */
export async function matchTourIds(db: AppDatabase, tokens: readonly string[]): Promise<Int32Array> {
  if (!tokens.length) return new Int32Array(0)
  const result =
    dialectOf(db) === 'postgres'
      ? await sql<{ ids: string | null }>`SELECT string_agg(tour_id::text, ',') AS ids FROM tour_search
          WHERE document @@ to_tsquery('simple'::regconfig, ${tsQueryExpression(tokens)})`.execute(db)
      : await sql<{ ids: string | null }>`SELECT group_concat(rowid) AS ids FROM tour_search_fts
          WHERE tour_search_fts MATCH ${ftsMatchExpression(tokens)}`.execute(db)
  return parseIdList(result.rows[0]?.ids ?? '')
}

/**
 * '12,7,301' → Int32Array [12, 7, 301], read digit by digit: for a broad word (20,000 ids) this is several times
 * cheaper than split(',').map(Number), which makes a string per id. Ids are positive integers below 2^31.
 */
export function parseIdList(text: string): Int32Array {
  if (!text) return new Int32Array(0)
  let count = 1
  for (let k = 0; k < text.length; k++) if (text.charCodeAt(k) === 44) count++
  const ids = new Int32Array(count)
  let n = 0
  let value = 0
  for (let k = 0; k < text.length; k++) {
    const code = text.charCodeAt(k)
    if (code === 44) {
      ids[n++] = value
      value = 0
    } else value = value * 10 + (code - 48)
  }
  ids[n] = value
  return ids
}
