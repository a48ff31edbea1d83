import { describe, expect, it } from 'vitest'
import { TOUR_SECTIONS, tourSections } from './tour-page'
import { dayTitle } from './tour-sections'

const base = {
  itinerary: [{ dayNumber: 1, title: 'Arrive', descriptionHtml: '', location: 'Rome', meals: null }],
  accommodations: [{ name: 'Hotel', location: 'Rome', nights: 2, descriptionHtml: '', rating: 4 }],
  tour: { accommodationHtml: '' },
  excursionList: { excursions: [{}] },
  addOnList: { addOns: [{}] },
} as unknown as Parameters<typeof tourSections>[0]

describe('tourSections', () => {
  it('lists every section a full tour has, in page order', () => {
    expect(tourSections(base).map((section) => section.id)).toEqual([
      'overview',
      'itinerary',
      'accommodation',
      'dates-and-prices',
      'excursions',
      'extensions',
    ])
  })

  it('leaves out the sections a tour does not have; overview and dates are always there', () => {
    const bare = {
      ...base,
      itinerary: [],
      accommodations: [],
      excursionList: { excursions: [] },
      addOnList: { addOns: [] },
    } as unknown as Parameters<typeof tourSections>[0]
    expect(tourSections(bare)).toEqual([TOUR_SECTIONS.overview, TOUR_SECTIONS.dates])
  })

  it('keeps accommodation when only its introduction exists', () => {
    const introOnly = {
      ...base,
      accommodations: [],
      tour: { accommodationHtml: '<p>Hotels</p>' },
    } as unknown as Parameters<typeof tourSections>[0]
    expect(tourSections(introOnly).map((section) => section.id)).toContain('accommodation')
  })
})

describe('dayTitle', () => {
  it.each([
    [{ dayNumber: 3, title: 'Florence' }, 'Day 3: Florence'],
    [{ dayNumber: 3, title: 'Day 3: Florence' }, 'Day 3: Florence'],
    [{ dayNumber: 1, title: 'Day 12: Not this day' }, 'Day 1: Day 12: Not this day'],
  ])('%o → %s', (day, title) => {
    expect(dayTitle(day)).toBe(title)
  })
})
