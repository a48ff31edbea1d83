import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../../../db/database.server'
import { migrateToLatest } from '../../../db/migrate.server'
import { getContentBlock, getContentBlocks } from './content.server'

let database: DatabaseHandle

beforeAll(async () => {
  database = openDatabase(':memory:')
  await migrateToLatest(database.db)
  await database.db
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
  await database.db
    .insertInto('contentBlocks')
    .values([
      {
        brandId: 'meridian',
        key: 'wishlist.page',
        title: 'My wishlist',
        bodyHtml: '<p>Saved</p>',
        dataJson: JSON.stringify({ emptyHtml: '<p>Empty</p>', loadMoreText: 'More' }),
      },
      { brandId: 'cavendish', key: 'wishlist.page', title: 'Saved breaks', bodyHtml: null, dataJson: null },
      {
        brandId: 'meridian',
        key: 'addons.list',
        title: 'Extensions',
        bodyHtml: null,
        dataJson: JSON.stringify({ numberToShowOnPageLoad: 'three', readMoreText: 'More' }),
      },
      { brandId: 'meridian', key: 'home.hero', title: 'Hello', bodyHtml: null, dataJson: '{not json' },
    ])
    .execute()
})

afterAll(async () => {
  await database.close()
})

describe('getContentBlocks', () => {
  it('answers the brand’s own blocks with typed data', async () => {
    const blocks = await getContentBlocks(database.db, 'meridian', ['wishlist.page'])
    expect(blocks['wishlist.page']).toEqual({
      key: 'wishlist.page',
      title: 'My wishlist',
      bodyHtml: '<p>Saved</p>',
      data: { emptyHtml: '<p>Empty</p>', loadMoreText: 'More' },
    })
    const other = await getContentBlock(database.db, 'cavendish', 'wishlist.page')
    expect(other).toEqual({ key: 'wishlist.page', title: 'Saved breaks', bodyHtml: null, data: {} })
  })

  it('answers a missing block as an empty one', async () => {
    const blocks = await getContentBlocks(database.db, 'cavendish', ['listing.noResults', 'page.accessibility'])
    expect(blocks['listing.noResults']).toEqual({ key: 'listing.noResults', title: null, bodyHtml: null, data: {} })
    expect(blocks['page.accessibility'].data).toEqual({})
  })

  it('reads data that does not fit its schema as empty, with a warning naming the block', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const blocks = await getContentBlocks(database.db, 'meridian', ['addons.list', 'home.hero'])
      expect(blocks['addons.list']).toMatchObject({ title: 'Extensions', data: {} })
      expect(blocks['home.hero']).toMatchObject({ title: 'Hello', data: {} })
      const messages = warn.mock.calls.map(([message]) => String(message))
      expect(messages).toHaveLength(2)
      expect(messages[0]).toContain('"addons.list" of brand "meridian"')
      expect(messages[0]).toContain('numberToShowOnPageLoad')
      expect(messages[1]).toContain('"home.hero"')
    } finally {
      warn.mockRestore()
    }
  })

  it('asks nothing of the database for no keys', async () => {
    expect(await getContentBlocks(database.db, 'meridian', [])).toEqual({})
  })
})
