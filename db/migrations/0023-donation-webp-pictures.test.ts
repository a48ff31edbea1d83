import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../database.server'
import { migrateToLatest } from '../migrate.server'
import * as donationWebp from './0023-donation-webp-pictures'

/* Migration 0023 names the seeded donations' WebP renditions in databases seeded before them (issue 29 item 8). */

let database: DatabaseHandle

beforeAll(async () => {
  database = openDatabase(':memory:')
  await migrateToLatest(database.db)
  // The rows name a brand this bare database has not seeded; the migration does not look at brands.
  await sql`PRAGMA foreign_keys = OFF`.execute(database.db)
  const insert = (code: string, imageUrl: string) =>
    database.db
      .insertInto('donations')
      .values({
        brandId: 'meridian',
        code,
        name: code,
        description: 'd',
        imageUrl,
        priceMinor: 500,
        currency: 'GBP',
        allocationType: 'PerPerson',
        active: 1,
      })
      .execute()
  await insert('TREES', '/media/tours/DONATION-TREES/0-small.svg')
  await insert('FOOTPATHS', '/media/tours/DONATION-FOOTPATHS/0-small.svg')
  await insert('OWN', 'https://cdn.example.com/own.png')
  await insert('OTHER', '/media/tours/DONATION-OTHER/0-small.svg')
  await donationWebp.up(database.db)
})

afterAll(async () => {
  await database?.close()
})

const pictures = async () =>
  Object.fromEntries(
    (await database.db.selectFrom('donations').select(['code', 'imageUrl']).orderBy('code').execute()).map((row) => [
      row.code,
      row.imageUrl,
    ]),
  )

describe('0023-donation-webp-pictures', () => {
  it("names the WebP rendition for the seed's donations, and leaves every other picture as it is", async () => {
    expect(await pictures()).toEqual({
      FOOTPATHS: '/media/tours/DONATION-FOOTPATHS/0-small.webp',
      OTHER: '/media/tours/DONATION-OTHER/0-small.svg',
      OWN: 'https://cdn.example.com/own.png',
      TREES: '/media/tours/DONATION-TREES/0-small.webp',
    })
  })

  it('goes back down to the SVG drawings', async () => {
    await donationWebp.down(database.db)
    expect((await pictures()).TREES).toBe('/media/tours/DONATION-TREES/0-small.svg')
    await donationWebp.up(database.db)
  })
})
