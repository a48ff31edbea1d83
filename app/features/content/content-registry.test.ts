import { describe, expect, it } from 'vitest'
import { contentBlocksForBrand } from '../../../tools/demo-catalogue/content-blocks'
import { CONTENT_BLOCK_SCHEMAS, contentBlockSchema, isContentBlockKey, parseContentData } from './content-registry'

const brands = [
  {
    brandName: 'Meridian Journeys',
    phone: '0800 123 4567',
    email: 'hello@meridian.example',
    isCoach: false,
    year: 2026,
    priceLinks: [{ name: 'Holidays under £999', url: '/holidays-under-999' }],
  },
  {
    brandName: 'Cavendish Coach',
    phone: '0800 765 4321',
    email: 'hello@cavendish.example',
    isCoach: true,
    year: 2026,
    priceLinks: [],
  },
]

describe.each(brands)('the demo catalogue seed for $brandName', (brand) => {
  const blocks = contentBlocksForBrand(brand)

  it.each(blocks.map((block) => [block.key, block] as const))(
    '%s is a registered key whose data fits',
    (key, block) => {
      expect(isContentBlockKey(key)).toBe(true)
      const result = parseContentData(key as Parameters<typeof parseContentData>[0], block.data)
      expect(result.ok ? [] : result.issues).toEqual([])
    },
  )

  it('writes every registered block', () => {
    const seeded = new Set(blocks.map((block) => block.key))
    expect(Object.keys(CONTENT_BLOCK_SCHEMAS).filter((key) => !seeded.has(key))).toEqual([])
  })
})

describe('parseContentData', () => {
  it('reads a block without data as an empty one', () => {
    expect(parseContentData('wishlist.page', null)).toEqual({ ok: true, data: {} })
  })

  it('types the fields it knows', () => {
    const result = parseContentData('addons.list', { numberToShowOnPageLoad: 4, readMoreText: 'More' })
    expect(result).toEqual({ ok: true, data: { numberToShowOnPageLoad: 4, readMoreText: 'More' } })
  })

  it.each([
    ['a wrong type', 'addons.list', { numberToShowOnPageLoad: 'three' }, 'numberToShowOnPageLoad'],
    ['a misspelled field', 'wishlist.page', { emptyHTML: '<p>Empty</p>' }, 'emptyHTML'],
    ['a link without its name', 'brochures.thankYou', { link: { url: '/offers' } }, 'link.name'],
    ['data that is not an object', 'home.hero', 'not json', '(data)'],
  ])('reads %s as an empty block and says what is wrong', (_case, key, data, path) => {
    const result = parseContentData(key as Parameters<typeof parseContentData>[0], data)
    expect(result.ok).toBe(false)
    expect(result.data).toEqual({})
    if (!result.ok) expect(result.issues.join(' ')).toContain(path)
  })

  it('knows the information pages by their prefix, and no other key', () => {
    expect(isContentBlockKey('page.privacy-policy')).toBe(true)
    expect(parseContentData('page.privacy-policy', { metaDescription: 'How we use your data' }).ok).toBe(true)
    expect(isContentBlockKey('page.')).toBe(false)
    expect(isContentBlockKey('home.heroes')).toBe(false)
    expect(contentBlockSchema('toString')).toBeUndefined()
  })
})
