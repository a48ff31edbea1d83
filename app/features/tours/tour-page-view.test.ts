import { describe, expect, it } from 'vitest'
import { toTourPageView, type TourPageData } from './tour-page-view'

// Every field set to a distinct marker, so the test sees which survive and that they are passed unchanged.
const tour = Object.fromEntries(
  [
    'id',
    'code',
    'slug',
    'name',
    'description',
    'overviewHtml',
    'accommodationHtml',
    'durationDays',
    'durationLabel',
    'currency',
    'fromPrice',
    'fromPriceFormatted',
    'wasFromPrice',
    'wasPriceFormatted',
    'hasWasFromPrice',
    'offerText',
    'url',
    'canonicalUrl',
    'mapLink',
    'highlights',
    'firstDepartureIsoDate',
    'lastDepartureIsoDate',
    'bookableDepartureCount',
  ].map((key) => [key, `tour.${key}`]),
)
const page = {
  ...Object.fromEntries(
    [
      'brand',
      'heroImage',
      'gallery',
      'countries',
      'continent',
      'travelTypes',
      'itinerary',
      'accommodations',
      'breadcrumb',
      'travelOptionsUrl',
      'travelOptions',
      'addOnsUrl',
      'addOnList',
      'excursionList',
      'cancellationTerms',
      'blocks',
      'analyticsItem',
      'seo',
      'structuredData',
    ].map((key) => [key, key]),
  ),
  tour,
} as unknown as TourPageData

describe('toTourPageView', () => {
  const view = toTourPageView(page) as unknown as Record<string, unknown> & { tour: Record<string, unknown> }

  it('keeps, unchanged, every field the page components read (they are typed against the view)', () => {
    expect(Object.keys(view).sort()).toEqual(
      [
        'accommodations',
        'addOnList',
        'analyticsItem',
        'blocks',
        'breadcrumb',
        'cancellationTerms',
        'countries',
        'excursionList',
        'gallery',
        'heroImage',
        'itinerary',
        'seo',
        'tour',
        'travelOptions',
        'travelTypes',
      ].sort(),
    )
    for (const key of Object.keys(view)) if (key !== 'tour') expect(view[key]).toBe(key)
    expect(view.tour).toEqual({
      code: 'tour.code',
      name: 'tour.name',
      overviewHtml: 'tour.overviewHtml',
      accommodationHtml: 'tour.accommodationHtml',
      durationLabel: 'tour.durationLabel',
      currency: 'tour.currency',
      fromPriceFormatted: 'tour.fromPriceFormatted',
      wasPriceFormatted: 'tour.wasPriceFormatted',
      hasWasFromPrice: 'tour.hasWasFromPrice',
      offerText: 'tour.offerText',
      mapLink: 'tour.mapLink',
      highlights: 'tour.highlights',
    })
  })

  it('leaves the JSON-LD and the server-only fields out, and the page data it was given as it was', () => {
    expect(view).not.toHaveProperty('structuredData')
    expect(view.tour).not.toHaveProperty('description')
    expect(page.structuredData).toBe('structuredData')
    expect(page.tour.description).toBe('tour.description')
  })
})
