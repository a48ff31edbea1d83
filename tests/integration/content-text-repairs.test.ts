import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../../db/database.server'
import { up as repairContentTexts } from '../../db/migrations/0018-content-text-repairs'
import { cloneTemplate, type TestDatabase } from '../support/test-database'
import { unrenderedFragments } from '../support/unrendered-text'

/*
 * Issue 29, item 2 on the dialect under test: the seeded page data has no unrendered text, and migration 0018 turns
 * the '${phoneLink}' an older seed stored into each brand's telephone link (body and data), touching nothing else.
 */

let database: TestDatabase
let handle: DatabaseHandle

beforeAll(async () => {
  database = await cloneTemplate(inject('templateDatabase'), 'content-phone-links')
  handle = openDatabase(database.url, { poolSize: 2 })
})

afterAll(async () => {
  await handle?.close()
  await database?.drop()
})

const blockOf = (brandId: string, key: string) =>
  handle.db
    .selectFrom('contentBlocks')
    .select(['title', 'bodyHtml', 'dataJson'])
    .where('brandId', '=', brandId)
    .where('key', '=', key)
    .executeTakeFirstOrThrow()

describe('content blocks and the telephone link (issue 29, item 2)', () => {
  it('the seeded page data of both brands has no unrendered text', async () => {
    const blocks = await handle.db
      .selectFrom('contentBlocks')
      .select(['key', 'title', 'bodyHtml', 'dataJson'])
      .execute()
    expect(blocks.length).toBeGreaterThan(20)
    expect(unrenderedFragments(JSON.stringify(blocks))).toEqual([])
  })

  it('migration 0018 writes each brand’s link where an older seed stored the placeholder', async () => {
    const brands = await handle.db.selectFrom('brands').select(['id', 'phone']).orderBy('id').execute()
    expect(brands.map((brand) => brand.id)).toEqual(['cavendish', 'meridian'])
    const overview = (brandId: string) => blockOf(brandId, 'account.bookingOverview')
    const untouched = await blockOf('meridian', 'account.myDetails')
    await handle.db
      .updateTable('contentBlocks')
      .set({ bodyHtml: '<p>If anything looks wrong, call us on ${phoneLink}.</p>' })
      .where('key', '=', 'account.bookingOverview')
      .execute()
    await handle.db
      .updateTable('contentBlocks')
      .set({ dataJson: JSON.stringify({ noVisasHtml: '<p>Call ${phoneLink} or ${phoneLink}.</p>' }) })
      .where('key', '=', 'account.visas')
      .where('brandId', '=', 'cavendish')
      .execute()

    await repairContentTexts(handle.db)

    for (const brand of brands) {
      const href = `tel:${brand.phone.replace(/\s+/g, '')}`
      expect((await overview(brand.id)).bodyHtml).toBe(
        `<p>If anything looks wrong, call us on <a href="${href}">${brand.phone}</a>.</p>`,
      )
    }
    const cavendish = brands.find((brand) => brand.id === 'cavendish')!
    const visas = JSON.parse((await blockOf('cavendish', 'account.visas')).dataJson ?? '{}') as Record<string, string>
    const link = `<a href="tel:${cavendish.phone.replace(/\s+/g, '')}">${cavendish.phone}</a>`
    expect(visas.noVisasHtml).toBe(`<p>Call ${link} or ${link}.</p>`)
    expect(await blockOf('meridian', 'account.myDetails')).toEqual(untouched)
  })

  it('migration 0018 drops the passport sentence the passenger details step already shows (item 13)', async () => {
    const old =
      '<p>Enter details as they appear on the passport. The lead passenger will receive all booking correspondence.</p>'
    await handle.db
      .updateTable('contentBlocks')
      .set({ bodyHtml: old, dataJson: JSON.stringify({ descriptionHtml: old, visaDescription: '<p>Visas.</p>' }) })
      .where('key', '=', 'checkout.passengerDetails')
      .execute()
    await repairContentTexts(handle.db)
    for (const brandId of ['meridian', 'cavendish']) {
      const block = await blockOf(brandId, 'checkout.passengerDetails')
      const fixed = '<p>The lead passenger will receive all booking correspondence.</p>'
      expect(block.bodyHtml).toBe(fixed)
      expect(JSON.parse(block.dataJson ?? '{}')).toEqual({ descriptionHtml: fixed, visaDescription: '<p>Visas.</p>' })
    }
  })
})
