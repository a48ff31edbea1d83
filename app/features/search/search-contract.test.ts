import { describe, expect, it } from 'vitest'
import { zodIssuesToFieldErrors } from '../../lib/api-error'
import { LIST_START, TOURS_BY_PRICE_START, WISHLIST_STEP } from '../../lib/constants'
import {
  DURATION_BANDS,
  PRICE_BANDS,
  SEARCH_TAKE_MAX,
  durationBandLabel,
  durationBandOf,
  expandSelection,
  priceBandLabel,
  priceBandOfMinor,
} from './search-contract'
import {
  listingSettingsSchema,
  parseSearchRequest,
  suggestQuerySchema,
  toursByPriceQuerySchema,
  wishlistRequestSchema,
} from './search-schema'

function fieldErrors(body: unknown): Record<string, string[]> {
  const result = parseSearchRequest(body)
  if (result.success) throw new Error('expected the body to be refused')
  return zodIssuesToFieldErrors(result.error)
}

describe('search request', () => {
  it('fills every default from an empty body (and from null)', () => {
    const expected = {
      SearchTerm: '',
      Tag: '',
      SortOrder: 'recommended',
      Take: LIST_START,
      From: 0,
      ShowFilters: true,
      ChildItemsOnly: false,
      IsSiteSearch: false,
      ParentId: null,
      Continents: [],
      Countries: [],
      Departs: [],
      Types: [],
      Dates: [],
      Prices: [],
      Durations: [],
    }
    expect(parseSearchRequest({}).data).toEqual(expected)
    expect(parseSearchRequest(null).data).toEqual(expected)
    expect(parseSearchRequest({ SearchTerm: null, SortOrder: '', Take: null, Dates: null }).data).toEqual(expected)
  })

  it('keeps a full body, trimming the term, de-duplicating lists and upper-casing departure codes', () => {
    const result = parseSearchRequest({
      SearchTerm: '  italy lakes ',
      Tag: 'spring-offers',
      SortOrder: 'price-desc',
      Take: 12,
      From: 4,
      ShowFilters: false,
      ChildItemsOnly: true,
      IsSiteSearch: true,
      ParentId: 7,
      Continents: ['europe', 'europe'],
      Countries: ['italy'],
      Departs: ['lhr', 'MAN'],
      Types: ['walking'],
      Dates: { From: '2027-03', To: '2027-06' },
      Prices: ['500-999', '5000-'],
      Durations: { From: 6, To: '10-14' },
      Unknown: 'ignored',
    })
    expect(result.success).toBe(true)
    expect(result.data).toMatchObject({
      SearchTerm: 'italy lakes',
      Tag: 'spring-offers',
      SortOrder: 'price-desc',
      Take: 12,
      From: 4,
      ShowFilters: false,
      ChildItemsOnly: true,
      IsSiteSearch: true,
      ParentId: 7,
      Continents: ['europe'],
      Departs: ['LHR', 'MAN'],
      Dates: { From: '2027-03', To: '2027-06' },
      Prices: ['500-999', '5000-'],
      Durations: { From: 6, To: '10-14' },
    })
    expect(result.data).not.toHaveProperty('Unknown')
  })

  it('refuses a negative, zero, fractional or huge Take with a field error', () => {
    expect(fieldErrors({ Take: -1 })).toHaveProperty('Take')
    expect(fieldErrors({ Take: 0 })).toHaveProperty('Take')
    expect(fieldErrors({ Take: 2.5 })).toHaveProperty('Take')
    expect(fieldErrors({ Take: SEARCH_TAKE_MAX + 1 })).toHaveProperty('Take')
    expect(fieldErrors({ Take: 1e9 })).toHaveProperty('Take')
    expect(parseSearchRequest({ Take: SEARCH_TAKE_MAX }).success).toBe(true)
  })

  it('refuses wrong types', () => {
    expect(fieldErrors({ Take: '10' })).toHaveProperty('Take')
    expect(fieldErrors({ From: -3 })).toHaveProperty('From')
    expect(fieldErrors({ ShowFilters: 'yes' })).toHaveProperty('ShowFilters')
    expect(fieldErrors({ SearchTerm: 42 })).toHaveProperty('SearchTerm')
    expect(fieldErrors({ Continents: 'europe' })).toHaveProperty('Continents')
    expect(fieldErrors({ Countries: [1, 2] })).toHaveProperty('Countries.0')
    expect(fieldErrors({ ParentId: 'abc' })).toHaveProperty('ParentId')
    expect(Object.keys(fieldErrors({ Dates: { From: 'May 2027' } }))).toEqual(['Dates.From'])
    expect(Object.keys(fieldErrors({ Dates: { From: '2027-05', Extra: 1 } }))[0]).toMatch(/^Dates/)
    expect(fieldErrors({ Prices: 'cheap' })).toHaveProperty('Prices')
    expect(parseSearchRequest([]).success).toBe(false)
    expect(parseSearchRequest('text').success).toBe(false)
  })

  it('refuses an unknown sort key', () => {
    expect(fieldErrors({ SortOrder: 'cheapest' })).toHaveProperty('SortOrder')
  })

  it('refuses a search term over 500 characters after trimming, and a 10 KB one', () => {
    expect(parseSearchRequest({ SearchTerm: `  ${'a'.repeat(500)}   ` }).success).toBe(true)
    expect(fieldErrors({ SearchTerm: 'a'.repeat(501) })).toHaveProperty('SearchTerm')
    expect(fieldErrors({ SearchTerm: 'x'.repeat(10 * 1024) })).toHaveProperty('SearchTerm')
  })

  it('accepts SQL and HTML in the search term as plain text (they are only ever tokenised)', () => {
    expect(parseSearchRequest({ SearchTerm: "'; DROP TABLE tours; --" }).data?.SearchTerm).toBe(
      "'; DROP TABLE tours; --",
    )
    expect(parseSearchRequest({ SearchTerm: '<script>alert(1)</script>' }).success).toBe(true)
  })

  it('refuses SQL or HTML smuggled into option values', () => {
    expect(fieldErrors({ Countries: ["italy' OR 1=1 --"] })).toHaveProperty('Countries.0')
    expect(fieldErrors({ Tag: '<b>offer</b>' })).toHaveProperty('Tag')
    expect(fieldErrors({ Departs: ['LHR; DROP'] })).toHaveProperty('Departs.0')
  })
})

describe('bands and range expansion', () => {
  it('puts a price in minor units into its whole-pound band', () => {
    expect(priceBandOfMinor(0)).toBe('0-499')
    expect(priceBandOfMinor(49_999)).toBe('0-499')
    expect(priceBandOfMinor(50_000)).toBe('500-999')
    expect(priceBandOfMinor(99_999)).toBe('500-999')
    expect(priceBandOfMinor(100_000)).toBe('1000-1499')
    expect(priceBandOfMinor(2_500_000)).toBe('5000-')
    expect(durationBandOf(5)).toBe('1-5')
    expect(durationBandOf(6)).toBe('6-9')
    expect(durationBandOf(21)).toBe('15-21')
    expect(durationBandOf(40)).toBe('22-')
  })

  it('labels bands', () => {
    expect(PRICE_BANDS.map((band) => priceBandLabel(band, 'GBP'))).toEqual([
      'Under £500',
      '£500 – £999',
      '£1,000 – £1,499',
      '£1,500 – £1,999',
      '£2,000 – £2,999',
      '£3,000 – £4,999',
      '£5,000+',
    ])
    expect(priceBandLabel(PRICE_BANDS[1]!, 'CAD')).toBe('C$500 – C$999')
    expect(DURATION_BANDS.map(durationBandLabel)).toEqual([
      '1 – 5 days',
      '6 – 9 days',
      '10 – 14 days',
      '15 – 21 days',
      '22+ days',
    ])
  })

  const prices = PRICE_BANDS.map((band) => band.value)
  const months = ['2026-12', '2027-01', '2027-03', '2027-04', '2027-07']

  it('expands a range to every option between its ends', () => {
    expect(expandSelection('Dates', { From: '2027-01', To: '2027-04' }, months)).toEqual([
      '2027-01',
      '2027-03',
      '2027-04',
    ])
    expect(expandSelection('Dates', { From: '2027-02', To: null }, months)).toEqual(['2027-03', '2027-04', '2027-07'])
    expect(expandSelection('Prices', { From: '500-999', To: '1500-1999' }, prices)).toEqual([
      '500-999',
      '1000-1499',
      '1500-1999',
    ])
    expect(expandSelection('Prices', { From: 600, To: 1200 }, prices)).toEqual(['500-999', '1000-1499'])
    expect(expandSelection('Prices', { From: 3000 }, prices)).toEqual(['3000-4999', '5000-'])
    expect(expandSelection('Durations', { To: 9 }, ['1-5', '6-9', '10-14'])).toEqual(['1-5', '6-9'])
    expect(expandSelection('Prices', { From: null, To: null }, prices)).toEqual([])
  })

  it('takes a list as sent', () => {
    expect(expandSelection('Prices', ['5000-', '0-499'], prices)).toEqual(['5000-', '0-499'])
  })
})

describe('issue 13 defects at the gate', () => {
  // Defect 1: meeting points have codes such as MP-SANTIAGO-DE-COMPOSTELA (25 characters).
  it('accepts departure point codes longer than 20 characters, in search and Suggest', () => {
    const code = 'MP-SANTIAGO-DE-COMPOSTELA'
    const parsed = parseSearchRequest({ Departs: [code, 'mp-la-coruna'] })
    expect(parsed.success).toBe(true)
    expect(parsed.data?.Departs).toEqual([code, 'MP-LA-CORUNA'])
    expect(suggestQuerySchema.parse({ departure: code }).departure).toBe(code)
    expect(fieldErrors({ Departs: ['MP-' + 'X'.repeat(200)] })).toHaveProperty('Departs.0')
  })

  // Defect 13: the free-text rule allows 500 characters (discovery §5).
  it('accepts search text up to 500 characters', () => {
    expect(parseSearchRequest({ SearchTerm: 'a'.repeat(500) }).success).toBe(true)
    expect(fieldErrors({ SearchTerm: 'a'.repeat(501) })).toHaveProperty('SearchTerm')
    expect(suggestQuerySchema.safeParse({ q: 'a'.repeat(500) }).success).toBe(true)
    expect(suggestQuerySchema.safeParse({ q: 'a'.repeat(501) }).success).toBe(false)
  })

  // Defect 13: 'Load more' past one call's 100 items asks for the next slice.
  it('takes an offset for tours by price and the wishlist', () => {
    expect(toursByPriceQuerySchema.parse({ thresholdPrice: '999', take: '100', from: '100' })).toEqual({
      thresholdPrice: 999,
      take: 100,
      from: 100,
    })
    expect(wishlistRequestSchema.parse({ Take: 100, From: 200 })).toEqual({ Take: 100, From: 200 })
    expect(wishlistRequestSchema.safeParse({ From: -1 }).success).toBe(false)
  })
})

describe('other calls', () => {
  it('parses Suggest queries', () => {
    expect(suggestQuerySchema.parse({})).toEqual({ q: '', date: '', type: [], departure: '' })
    expect(suggestQuerySchema.parse({ q: 'ital', date: '2027-05', type: 'walking,rail', departure: 'lhr' })).toEqual({
      q: 'ital',
      date: '2027-05',
      type: ['walking', 'rail'],
      departure: 'LHR',
    })
    expect(suggestQuerySchema.parse({ type: ['walking', 'walking'] }).type).toEqual(['walking'])
    expect(suggestQuerySchema.safeParse({ date: 'May 2027' }).success).toBe(false)
    expect(suggestQuerySchema.safeParse({ q: 'x'.repeat(10_000) }).success).toBe(false)
  })

  it('parses tours-by-price queries', () => {
    expect(toursByPriceQuerySchema.parse({ thresholdPrice: '999' })).toEqual({
      thresholdPrice: 999,
      take: TOURS_BY_PRICE_START,
      from: 0,
    })
    expect(toursByPriceQuerySchema.parse({ thresholdPrice: '999', take: '24' }).take).toBe(24)
    expect(toursByPriceQuerySchema.safeParse({}).success).toBe(false)
    expect(toursByPriceQuerySchema.safeParse({ thresholdPrice: '-5' }).success).toBe(false)
    expect(toursByPriceQuerySchema.safeParse({ thresholdPrice: '999', take: '0' }).success).toBe(false)
    expect(toursByPriceQuerySchema.safeParse({ thresholdPrice: '999', take: '5000' }).success).toBe(false)
  })

  it('parses wishlist bodies', () => {
    expect(wishlistRequestSchema.parse({})).toEqual({ Take: WISHLIST_STEP, From: 0 })
    expect(wishlistRequestSchema.parse({ Take: 20 })).toEqual({ Take: 20, From: 0 })
    expect(wishlistRequestSchema.safeParse({ Take: -1 }).success).toBe(false)
    expect(wishlistRequestSchema.safeParse({ Take: '20' }).success).toBe(false)
  })

  it('reads listing settings, falling back per key', () => {
    expect(listingSettingsSchema.parse({})).toEqual({ start: 2, step: 2, showFilters: true })
    expect(listingSettingsSchema.parse({ start: 6, step: 3, showFilters: false })).toEqual({
      start: 6,
      step: 3,
      showFilters: false,
    })
    expect(listingSettingsSchema.parse({ start: -1, step: 'x' })).toEqual({ start: 2, step: 2, showFilters: true })
  })
})
