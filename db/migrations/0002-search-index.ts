import { sql, type Kysely } from 'kysely'
import { dialectOf } from '../dialect-columns'

/*
 * The free-text search index (discovery issue: ranked text search on SQLite FTS5 and PostgreSQL full-text search
 * with the same results on both).
 *
 * - tour_search: one row per tour with its searchable fields already normalised (lower case, accents folded,
 *   only a-z 0-9 words separated by single spaces), so both engines tokenise the same plain words.
 *   name | places (countries and continents) | types (travel types) | description | code.
 * - SQLite: tour_search_fts, an FTS5 index over tour_search (external content, prefix indexes for 2-4 letters).
 * - PostgreSQL: tour_search.document, a generated tsvector ('simple' configuration: no stemming, no stop words)
 *   with a GIN index.
 * - search_index_state: one row whose `version` goes up on every rebuild; servers compare it to know their
 *   in-process search caches are stale.
 *
 * The index is derived data. It is filled here from the tours already present, and rebuilt whole by
 * rebuildSearchIndex() (app/features/search/search-index.server.ts) after the catalogue is written. The
 * normalisation below is a frozen copy of app/features/search/search-text.ts normaliseSearchText (a migration must
 * not depend on code that keeps changing); both must stay equal.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
type AnyDb = Kysely<any>

export async function up(db: AnyDb): Promise<void> {
  const dialect = dialectOf(db)

  await db.schema
    .createTable('search_index_state')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('tour_count', 'integer', (col) => col.notNull())
    .addColumn('rebuilt_at', 'text', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('tour_search')
    .addColumn('tour_id', 'integer', (col) => col.primaryKey().references('tours.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('places', 'text', (col) => col.notNull())
    .addColumn('types', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('code', 'text', (col) => col.notNull())
    .execute()

  if (dialect === 'postgres') {
    await sql`ALTER TABLE tour_search ADD COLUMN document tsvector GENERATED ALWAYS AS (
      to_tsvector('simple'::regconfig, name || ' ' || places || ' ' || types || ' ' || description || ' ' || code)
    ) STORED`.execute(db)
    await sql`CREATE INDEX tour_search_document ON tour_search USING gin (document)`.execute(db)
  } else {
    await sql`CREATE VIRTUAL TABLE tour_search_fts USING fts5(
      name, places, types, description, code,
      content='tour_search', content_rowid='tour_id',
      tokenize='unicode61 remove_diacritics 2', prefix='2 3 4'
    )`.execute(db)
  }

  await fill(db, dialect)
}

export async function down(db: AnyDb): Promise<void> {
  if (dialectOf(db) === 'sqlite') await sql`DROP TABLE IF EXISTS tour_search_fts`.execute(db)
  await db.schema.dropTable('tour_search').ifExists().execute()
  await db.schema.dropTable('search_index_state').ifExists().execute()
}

const FOLDS: Record<string, string> = { ß: 'ss', ø: 'o', æ: 'ae', œ: 'oe', đ: 'd', ł: 'l', þ: 'th', ı: 'i' }

function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ßøæœđłþı]/g, (ch) => FOLDS[ch] ?? ch)
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

async function fill(db: AnyDb, dialect: 'sqlite' | 'postgres'): Promise<void> {
  const tours: Array<{ id: number; name: string; description: string; code: string }> = await db
    .selectFrom('tours')
    .select(['id', 'name', 'description', 'code'])
    .execute()
  // Aliases without underscores: the app's Kysely instance may camel-case result keys.
  const places: Array<{ tid: number; country: string; continent: string }> = await db
    .selectFrom('tour_countries')
    .innerJoin('countries', 'countries.id', 'tour_countries.country_id')
    .innerJoin('continents', 'continents.id', 'countries.continent_id')
    .select(['tour_countries.tour_id as tid', 'countries.name as country', 'continents.name as continent'])
    .execute()
  const types: Array<{ tid: number; name: string }> = await db
    .selectFrom('tour_travel_types')
    .innerJoin('travel_types', 'travel_types.id', 'tour_travel_types.travel_type_id')
    .select(['tour_travel_types.tour_id as tid', 'travel_types.name'])
    .execute()
  const placesOf = new Map<number, Set<string>>()
  for (const row of places) {
    const set = placesOf.get(row.tid) ?? new Set<string>()
    set.add(row.country).add(row.continent)
    placesOf.set(row.tid, set)
  }
  const typesOf = new Map<number, string[]>()
  for (const row of types) typesOf.set(row.tid, [...(typesOf.get(row.tid) ?? []), row.name])

  const rows = tours.map((tour) => ({
    tour_id: tour.id,
    name: normalise(tour.name),
    places: normalise([...(placesOf.get(tour.id) ?? [])].join(' ')),
    types: normalise((typesOf.get(tour.id) ?? []).join(' ')),
    description: normalise(tour.description),
    code: normalise(tour.code),
  }))
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insertInto('tour_search')
      .values(rows.slice(start, start + 500))
      .execute()
  }
  if (dialect === 'sqlite') await sql`INSERT INTO tour_search_fts(tour_search_fts) VALUES ('rebuild')`.execute(db)
  await db
    .insertInto('search_index_state')
    .values({ id: 1, version: 1, tour_count: rows.length, rebuilt_at: new Date().toISOString() })
    .execute()
}
