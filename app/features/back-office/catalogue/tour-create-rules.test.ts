import { describe, expect, it } from 'vitest'
import { slugFromName, validateNewTour, type NewTourInput } from './tour-create-rules'

const choices = { marketCodes: ['GB', 'CA'], countryIds: [4, 7], transportTypeIds: [1, 2] }

const input = (change: Partial<NewTourInput> = {}): NewTourInput => ({
  code: ' mj2001 ',
  slug: '',
  marketCode: 'GB',
  durationDays: '10',
  countryId: '7',
  transportTypeId: '2',
  name: 'Lakes of the North',
  description: 'Ten days among the lakes.',
  overviewHtml: '<p>Lakes.</p>',
  accommodationHtml: '',
  offerText: '',
  seoTitle: '',
  seoDescription: '',
  ...change,
})

describe('validateNewTour', () => {
  it('accepts a tour: code upper-cased, slug made from the name, numbers read, empty optional texts null', () => {
    const checked = validateNewTour(input(), choices)
    expect(checked).toEqual({
      ok: true,
      tour: expect.objectContaining({
        code: 'MJ2001',
        slug: 'lakes-of-the-north',
        marketCode: 'GB',
        durationDays: 10,
        countryId: 7,
        transportTypeId: 2,
        name: 'Lakes of the North',
        offerText: null,
        seoTitle: null,
      }),
    })
    expect(checked.ok && 'published' in checked.tour).toBe(false)
  })

  it('keeps a slug staff typed, lower-cased', () => {
    const checked = validateNewTour(input({ slug: 'Northern-Lakes' }), choices)
    expect(checked.ok && checked.tour.slug).toBe('northern-lakes')
  })

  it('refuses a bad code, slug, market, length, country and transport, each with its message', () => {
    const checked = validateNewTour(
      input({
        code: '1X',
        slug: 'two--hyphens',
        marketCode: 'US',
        durationDays: '0',
        countryId: '99',
        transportTypeId: 'x',
      }),
      choices,
    )
    expect(checked.ok).toBe(false)
    if (checked.ok) return
    expect(Object.keys(checked.fieldErrors).sort()).toEqual(
      ['code', 'countryId', 'durationDays', 'marketCode', 'slug', 'transportTypeId'].sort(),
    )
    expect(checked.fieldErrors.code).toMatch(/starting with two letters/)
    expect(validateNewTour(input({ durationDays: '91' }), choices).ok).toBe(false)
    expect(validateNewTour(input({ durationDays: '90' }), choices).ok).toBe(true)
    expect(validateNewTour(input({ code: '' }), choices)).toMatchObject({
      ok: false,
      fieldErrors: { code: 'Enter the tour’s code, such as MJ1042.' },
    })
  })

  it('refuses the texts as the tour editor does (name required, unsafe HTML)', () => {
    const checked = validateNewTour(input({ name: ' ', overviewHtml: '<script>x</script>' }), choices)
    expect(checked.ok).toBe(false)
    if (checked.ok) return
    expect(checked.fieldErrors.name).toBe('Enter the tour’s name.')
    expect(checked.fieldErrors.overviewHtml).toBeTruthy()
    // No name and no slug: nothing to make the slug from.
    expect(checked.fieldErrors.slug).toBeTruthy()
  })
})

describe('slugFromName', () => {
  it('drops accents and punctuation, joins words with single hyphens', () => {
    expect(slugFromName('Côte d’Azur & the Alps!')).toBe('cote-d-azur-the-alps')
    expect(slugFromName('  --  ')).toBe('')
    expect(slugFromName('a'.repeat(79) + ' b').length).toBeLessThanOrEqual(80)
    expect(slugFromName('a'.repeat(79) + ' b')).not.toMatch(/-$/)
  })
})
