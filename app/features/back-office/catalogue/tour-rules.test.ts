import { describe, expect, it } from 'vitest'
import {
  TOUR_LIMITS,
  TOUR_TEXT_FIELDS,
  changedFields,
  changesSearchText,
  parseRowPrice,
  tourTexts,
  validateTourEdit,
} from './tour-rules'

const input = {
  name: 'Classic Italy',
  description: 'Rome, Florence and Venice by train.',
  overviewHtml: '<p>Three cities, <a href="/tours/italy">one journey</a>.</p>',
  accommodationHtml: '<ul><li>Hotel Roma</li></ul>',
  offerText: '',
  seoTitle: '',
  seoDescription: '',
  published: true,
}

describe('validateTourEdit', () => {
  it('accepts a sound edit, trimming every field and storing empty optional ones as null', () => {
    const result = validateTourEdit({
      ...input,
      name: '  Classic\n  Italy ',
      description: '  Rome, Florence and Venice by train. \n',
      seoTitle: '   ',
    })
    expect(result).toEqual({
      ok: true,
      edit: {
        name: 'Classic Italy',
        description: 'Rome, Florence and Venice by train.',
        overviewHtml: input.overviewHtml,
        accommodationHtml: input.accommodationHtml,
        offerText: null,
        seoTitle: null,
        seoDescription: null,
        published: true,
      },
    })
  })

  it('keeps the optional texts when they are given, on one line', () => {
    const result = validateTourEdit({
      ...input,
      offerText: ' Save £200 ',
      seoTitle: ' Italy by train\t| Meridian ',
      seoDescription: 'Rome,\nFlorence and Venice.',
      published: false,
    })
    expect(result.ok && result.edit).toMatchObject({
      offerText: 'Save £200',
      seoTitle: 'Italy by train | Meridian',
      seoDescription: 'Rome, Florence and Venice.',
      published: false,
    })
  })

  it('stores a textarea’s CRLF line breaks as LF, so an unchanged form changes nothing', () => {
    const result = validateTourEdit({
      ...input,
      description: 'Rome.\r\nFlorence.\r\n',
      overviewHtml: '<p>One</p>\r\n<p>Two</p>',
    })
    expect(result.ok && result.edit).toMatchObject({
      description: 'Rome.\nFlorence.',
      overviewHtml: '<p>One</p>\n<p>Two</p>',
    })
  })

  it('requires the name and the description', () => {
    const result = validateTourEdit({ ...input, name: ' ', description: '\n' })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(Object.keys(result.fieldErrors).sort()).toEqual(['description', 'name'])
  })

  it('refuses texts over their lengths, and allows exactly the limit', () => {
    const atLimit = validateTourEdit({
      ...input,
      name: 'n'.repeat(TOUR_LIMITS.name),
      description: 'd'.repeat(TOUR_LIMITS.description),
      offerText: 'o'.repeat(TOUR_LIMITS.offerText),
      seoTitle: 't'.repeat(70),
      seoDescription: 's'.repeat(160),
    })
    expect(atLimit.ok).toBe(true)
    const over = validateTourEdit({
      ...input,
      name: 'n'.repeat(TOUR_LIMITS.name + 1),
      description: 'd'.repeat(TOUR_LIMITS.description + 1),
      overviewHtml: 'h'.repeat(TOUR_LIMITS.html + 1),
      offerText: 'o'.repeat(TOUR_LIMITS.offerText + 1),
      seoTitle: 't'.repeat(71),
      seoDescription: 's'.repeat(161),
    })
    expect(over.ok).toBe(false)
    if (over.ok) return
    expect(Object.keys(over.fieldErrors).sort()).toEqual([
      'description',
      'name',
      'offerText',
      'overviewHtml',
      'seoDescription',
      'seoTitle',
    ])
    expect(over.fieldErrors.seoTitle).toBe('The SEO title must be 70 characters or fewer.')
  })

  it('counts the SEO lengths after trimming', () => {
    expect(validateTourEdit({ ...input, seoTitle: `  ${'t'.repeat(70)}  ` }).ok).toBe(true)
  })

  it('refuses HTML with active content in either HTML field, as the content editor does', () => {
    for (const html of [
      '<p>Hi</p><script>alert(1)</script>',
      '<img src="x" onerror="alert(1)">',
      '<a href="javascript:alert(1)">x</a>',
      '<iframe src="https://example.com"></iframe>',
    ]) {
      const overview = validateTourEdit({ ...input, overviewHtml: html })
      expect(overview.ok ? null : overview.fieldErrors.overviewHtml, html).toMatch(/^The HTML may/)
      const accommodation = validateTourEdit({ ...input, accommodationHtml: html })
      expect(accommodation.ok ? null : accommodation.fieldErrors.accommodationHtml, html).toMatch(/^The HTML may/)
    }
  })
})

describe('changedFields', () => {
  it('keeps only the fields whose value differs', () => {
    const before = { name: 'A', description: 'x', seoTitle: null as string | null, published: true }
    const after = { name: 'B', description: 'x', seoTitle: 'T' as string | null, published: true }
    expect(changedFields(before, after)).toEqual({
      before: { name: 'A', seoTitle: null },
      after: { name: 'B', seoTitle: 'T' },
      fields: ['name', 'seoTitle'],
    })
    expect(changedFields(before, { ...before }).fields).toEqual([])
  })

  it('tells when site search must be rebuilt (name or description changed)', () => {
    expect(changesSearchText(['name'])).toBe(true)
    expect(changesSearchText(['seoTitle', 'description'])).toBe(true)
    expect(changesSearchText(['published', 'overviewHtml'])).toBe(false)
  })
})

describe('parseRowPrice', () => {
  it('reads pounds and pence as minor units', () => {
    expect(parseRowPrice('45', 'zero-or-more')).toEqual({ minor: 4_500 })
    expect(parseRowPrice(' £1,299.5 ', 'above-zero')).toEqual({ minor: 129_950 })
  })

  it('lets an excursion be free but not an add-on departure', () => {
    expect(parseRowPrice('0', 'zero-or-more')).toEqual({ minor: 0 })
    expect(parseRowPrice('0.00', 'above-zero')).toEqual({ problem: 'Enter a price above 0.' })
  })

  it('refuses what is not an amount', () => {
    for (const text of ['', 'free', '-5', '12.345', '1e3'])
      expect(parseRowPrice(text, 'zero-or-more'), text).toHaveProperty('problem')
  })
})

describe('tourTexts', () => {
  it('gives every text of the editor, an unset optional one (null) or a missing one as empty', () => {
    const texts = tourTexts({ name: 'Classic Italy', description: 'By train.', offerText: null, seoTitle: 'Italy' })
    expect(Object.keys(texts)).toEqual([...TOUR_TEXT_FIELDS])
    expect(texts).toMatchObject({ name: 'Classic Italy', seoTitle: 'Italy', offerText: '', overviewHtml: '' })
  })
})
