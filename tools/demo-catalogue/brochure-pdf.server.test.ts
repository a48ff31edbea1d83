import { describe, expect, it } from 'vitest'
import { pdfVisibleText } from '../../tests/support/pdf-text'
import { renderBrochurePdf, type BrochureInput, type BrochureTour } from './brochure-pdf.server'

function tour(i: number, overrides: Partial<BrochureTour> = {}): BrochureTour {
  return {
    code: `MJ-ALP-${String(i + 1).padStart(2, '0')}`,
    name: `Lakes and Mountains ${i + 1}`,
    days: 7 + (i % 5),
    countries: i % 2 === 0 ? ['Switzerland'] : ['Switzerland', 'Austria'],
    summary:
      'Ride spectacular mountain railways, cruise across Lake Lucerne and stay in a family-run hotel in the heart ' +
      'of Interlaken, with free time to explore at your own pace.',
    fromPrice: `£${1299 + i * 100}`,
    wasPrice: i % 2 === 0 ? `£${1499 + i * 100}` : undefined,
    highlights: ['Glacier Express panorama journey', 'Cruise on Lake Lucerne', 'Jungfraujoch — Top of Europe'],
    nextDepartures: ['12 May 2025', '9 June 2025'],
    ...overrides,
  }
}

function brochure(tours: number, overrides: Partial<BrochureInput> = {}): BrochureInput {
  return {
    brandName: 'Meridian Journeys',
    brandColour: '#0f766e',
    title: 'Switzerland & Austria 2025',
    subtitle: 'Escorted tours through the heart of the Alps',
    introduction:
      'From the glittering lakes of Lucerne to the baroque splendour of Salzburg, the Alps have enchanted ' +
      'travellers for centuries.\n\nEvery itinerary has been crafted by our own specialists.',
    regionName: 'Switzerland & Austria',
    phone: '0800 123 4567',
    tours: Array.from({ length: tours }, (_, i) => tour(i)),
    generatedOn: '2025-03-05',
    ...overrides,
  }
}

function pageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type \/Page(?!s)/g)?.length ?? 0
}

const visibleText = pdfVisibleText

describe('renderBrochurePdf', () => {
  it('produces a complete PDF document', async () => {
    const pdf = await renderBrochurePdf(brochure(4))
    expect(Buffer.isBuffer(pdf)).toBe(true)
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true)
  })

  it('has a cover, an introduction and a back page even with no tours', async () => {
    const pdf = await renderBrochurePdf(brochure(0))
    expect(pageCount(pdf)).toBe(3)
    const text = visibleText(pdf)
    expect(text).toContain('Switzerland & Austria 2025')
    expect(text).toContain('Discover Switzerland & Austria')
    expect(text).toContain('Ready to book?')
    expect(text).toContain('0800 123 4567')
    expect(text).toContain('New tours coming soon')
  })

  it('adds pages as the tours grow, two or three to a page', async () => {
    const counts: number[] = []
    for (const tours of [0, 1, 3, 4, 9, 20]) counts.push(pageCount(await renderBrochurePdf(brochure(tours))))
    for (let i = 1; i < counts.length; i++) expect(counts[i]).toBeGreaterThanOrEqual(counts[i - 1] ?? 0)
    expect(counts[0]).toBe(3)
    expect(counts[1]).toBe(4)
    expect(counts[5]).toBeGreaterThan(counts[3] ?? 0)
    // 20 tours at two or three a page need seven to ten tour pages.
    expect(counts[5]).toBeGreaterThanOrEqual(3 + 7)
    expect(counts[5]).toBeLessThanOrEqual(3 + 10)
  })

  it('prints every tour with its details and prices', async () => {
    const tours = [tour(0), tour(1), tour(2, { nextDepartures: [] })]
    const text = visibleText(await renderBrochurePdf(brochure(0, { tours })))
    for (const t of tours) {
      expect(text).toContain(t.name)
      expect(text).toContain(t.code)
      expect(text).toContain(t.fromPrice)
    }
    expect(text).toContain('Was £1499')
    expect(text).toContain('HIGHLIGHTS')
    expect(text).toContain('Jungfraujoch — Top of Europe')
    expect(text).toContain('12 May 2025')
    expect(text).toContain('Dates on request')
    expect(text).toContain('BOOKING CONDITIONS IN BRIEF')
  })

  it('never prints undefined or NaN', async () => {
    const sparse = tour(0, { countries: [], highlights: [], nextDepartures: [], summary: '' })
    delete sparse.wasPrice
    const pdf = await renderBrochurePdf(brochure(5, { tours: [sparse, ...brochure(4).tours] }))
    for (const haystack of [pdf.toString('latin1'), visibleText(pdf)]) {
      expect(haystack).not.toContain('undefined')
      expect(haystack).not.toContain('NaN')
      expect(haystack).not.toContain('null')
    }
  })

  it('is byte-for-byte deterministic, with the creation date taken from generatedOn', async () => {
    const a = await renderBrochurePdf(brochure(5))
    const b = await renderBrochurePdf(brochure(5))
    expect(a.equals(b)).toBe(true)
    expect(a.toString('latin1')).toContain('(D:20250305120000Z)')
    const later = await renderBrochurePdf(brochure(5, { generatedOn: '2025-04-01' }))
    expect(later.equals(a)).toBe(false)
    expect(later.toString('latin1')).toContain('(D:20250401120000Z)')
  })

  it('copes with characters outside the standard fonts and a bad brand colour', async () => {
    const pdf = await renderBrochurePdf(
      brochure(1, {
        brandColour: 'not-a-colour',
        title: 'Kraków & Łódź — 東京 ✈️',
        tours: [tour(0, { name: 'Café culture in Kraków 🚌', countries: ['Polska', 'Česko'] })],
        generatedOn: 'next spring',
      }),
    )
    expect(pageCount(pdf)).toBe(4)
    const text = visibleText(pdf)
    expect(text).toContain('Café culture in Kraków')
    expect(text).toContain('Česko'.normalize('NFD').replace(/[\u0300-\u036f]/g, ''))
    expect(text).toContain('Kraków & Lódz —')
    expect(text).not.toMatch(/[\u0080-\u009f]|[東京✈🚌ŁźČ]/u)
  })
})
