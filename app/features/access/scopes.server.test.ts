import { CamelCasePlugin, DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../../../db/database.server'
import { migrateToLatest } from '../../../db/migrate.server'
import type { Database } from '../../../db/schema'
import { bookingsOfCustomer, listingPagesOn, visibleToursOn } from './scopes.server'

/** Compiles without a database: what SQL the scopes add. */
const compiler = new Kysely<Database>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
  plugins: [new CamelCasePlugin()],
})

const meridianGb = { id: 'meridian', marketCode: 'GB' }

describe('the scopes as SQL', () => {
  it('visibleToursOn: the brand’s own tours, in its market, published', () => {
    const query = compiler.selectFrom('tours').select('tours.id').where(visibleToursOn(meridianGb)).compile()
    expect(query.sql).toBe(
      'select "tours"."id" from "tours" where ("tours"."brand_id" = ? and "tours"."market_code" = ? and "tours"."published" = ?)',
    )
    expect(query.parameters).toEqual(['meridian', 'GB', 1])
  })

  it('visibleToursOn works as a join condition', () => {
    const query = compiler
      .selectFrom('continents')
      .innerJoin('tours', (join) =>
        join.onRef('tours.primaryContinentId', '=', 'continents.id').on(visibleToursOn(meridianGb)),
      )
      .select('continents.name')
      .compile()
    expect(query.sql).toContain(
      'inner join "tours" on "tours"."primary_continent_id" = "continents"."id" and ("tours"."brand_id" = ? and "tours"."market_code" = ? and "tours"."published" = ?)',
    )
  })

  it('bookingsOfCustomer: the customer’s own bookings on the brand', () => {
    const query = compiler
      .selectFrom('bookings')
      .select('bookings.reference')
      .where(bookingsOfCustomer({ customerId: 7, brandId: 'cavendish' }))
      .compile()
    expect(query.sql).toBe(
      'select "bookings"."reference" from "bookings" where ("bookings"."customer_id" = ? and "bookings"."brand_id" = ?)',
    )
    expect(query.parameters).toEqual([7, 'cavendish'])
  })
})

describe('visibleToursOn and listingPagesOn against a database', () => {
  let database: DatabaseHandle

  beforeAll(async () => {
    database = openDatabase(':memory:')
    const { db } = database
    await migrateToLatest(db)
    await db
      .insertInto('markets')
      .values([
        { code: 'GB', name: 'United Kingdom', currency: 'GBP', cultureCode: 'en-GB' },
        { code: 'CA', name: 'Canada', currency: 'CAD', cultureCode: 'en-CA' },
      ])
      .execute()
    await db
      .insertInto('brands')
      .values(
        ['meridian', 'cavendish'].map((id) => ({
          id,
          name: id,
          nameFormatted: id,
          isCoach: 0,
          phone: '0800 000 0000',
          email: `hello@${id}.example`,
          marketingFormId: 2405,
          defaultMarket: 'GB',
        })),
      )
      .execute()
    const { id: continentId } = await db
      .insertInto('continents')
      .values({ code: 'EU', name: 'Europe', slug: 'europe', description: '', sortOrder: 1 })
      .returning('id')
      .executeTakeFirstOrThrow()
    const { id: countryId } = await db
      .insertInto('countries')
      .values({ continentId, isoCode: 'IT', name: 'Italy', slug: 'italy', description: '' })
      .returning('id')
      .executeTakeFirstOrThrow()
    const tour = (code: string, brandId: string, marketCode: string, published: 0 | 1) => ({
      brandId,
      marketCode,
      code,
      slug: code.toLowerCase(),
      name: code,
      description: '',
      overviewHtml: '',
      accommodationHtml: '',
      durationDays: 8,
      currency: marketCode === 'CA' ? 'CAD' : 'GBP',
      primaryContinentId: continentId,
      primaryCountryId: countryId,
      scene: 'lake',
      searchText: code,
      rank: 1,
      published,
    })
    await db
      .insertInto('tours')
      .values([
        tour('MJ-GB', 'meridian', 'GB', 1),
        tour('MJ-GB-DRAFT', 'meridian', 'GB', 0),
        tour('MJ-CA', 'meridian', 'CA', 1),
        tour('CC-GB', 'cavendish', 'GB', 1),
      ])
      .execute()
    const page = (brandId: string, path: string, marketCode: string | null) => ({
      brandId,
      kind: marketCode ? 'price' : 'all',
      path,
      title: path,
      introHtml: null,
      continentId: null,
      countryId: null,
      tagId: null,
      thresholdPriceMinor: null,
      settingsJson: null,
      metaDescription: null,
      marketCode,
    })
    await db
      .insertInto('listingPages')
      .values([
        page('meridian', '/tours', null),
        page('meridian', '/holidays-under-999', 'GB'),
        page('meridian', '/holidays-under-4999', 'CA'),
        page('cavendish', '/tours', null),
        page('cavendish', '/holidays-under-999', 'GB'),
      ])
      .execute()
  })

  afterAll(async () => {
    await database.close()
  })

  it.each([
    [{ id: 'meridian', marketCode: 'GB' }, ['MJ-GB']],
    [{ id: 'meridian', marketCode: 'CA' }, ['MJ-CA']],
    [{ id: 'cavendish', marketCode: 'GB' }, ['CC-GB']],
    [{ id: 'cavendish', marketCode: 'CA' }, []],
  ])('%j sees %j', async (brand, codes) => {
    const rows = await database.db
      .selectFrom('tours')
      .select('code')
      .where(visibleToursOn(brand))
      .orderBy('code')
      .execute()
    expect(rows.map((row) => row.code)).toEqual(codes)
  })

  // Issue 28 defect 18: a price band belongs to its market; pages without a market show on every market.
  it.each([
    [{ id: 'meridian', marketCode: 'GB' }, ['/holidays-under-999', '/tours']],
    [{ id: 'meridian', marketCode: 'CA' }, ['/holidays-under-4999', '/tours']],
    [{ id: 'cavendish', marketCode: 'GB' }, ['/holidays-under-999', '/tours']],
    [{ id: 'cavendish', marketCode: 'CA' }, ['/tours']],
  ])('listingPagesOn(%j) shows %j', async (brand, paths) => {
    const rows = await database.db
      .selectFrom('listingPages')
      .select('path')
      .where(listingPagesOn(brand))
      .orderBy('path')
      .execute()
    expect(rows.map((row) => row.path)).toEqual(paths)
  })
})
