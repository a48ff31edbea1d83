import { describe, expect, it } from 'vitest'
import { EXPLORE_LINK_TEXT, formatDepartureMonths, toListingItem, type ListingTourRow } from './listing-item'

describe('formatDepartureMonths', () => {
  it('groups months by year and cuts after six', () => {
    expect(formatDepartureMonths([])).toBe('')
    expect(formatDepartureMonths(['2027-05'])).toBe('May 2027')
    expect(formatDepartureMonths(['2027-05', '2027-06', '2027-09'])).toBe('May, Jun, Sep 2027')
    expect(formatDepartureMonths(['2026-12', '2027-01', '2027-02', '2027-04'])).toBe('Dec 2026, Jan, Feb, Apr 2027')
    expect(formatDepartureMonths(['2027-01', '2027-02', '2027-03', '2027-04', '2027-05', '2027-06', '2027-07'])).toBe(
      'Jan, Feb, Mar, Apr, May, Jun 2027, …',
    )
  })
})

describe('toListingItem', () => {
  const row: ListingTourRow = {
    id: 7,
    code: 'MJ1007',
    slug: 'classic-italy-mj1007',
    name: 'Classic Italy',
    description: 'Rome, Florence and Venice.',
    offerText: 'Save £200',
    durationDays: 10,
    fromPriceMinor: 149_900,
    wasPriceMinor: 169_900,
    mapUrl: '/media/maps/MJ1007.svg',
    mapName: null,
    smallUrl: '/media/tours/MJ1007/0-small.svg',
    mediumUrl: '/media/tours/MJ1007/0-medium.svg',
    largeUrl: '/media/tours/MJ1007/0-large.svg',
    altText: 'The Colosseum at dusk',
    countryName: 'Italy',
    continentName: 'Europe',
  }

  it('maps every listing-item field of discovery §3 and the analytics item', () => {
    const item = toListingItem(row, {
      currency: 'GBP',
      brandName: 'Meridian Journeys',
      departureMonths: ['2027-05', '2027-06'],
      itemsCount: 42,
    })
    expect(item).toEqual({
      id: 7,
      name: 'Classic Italy',
      description: 'Rome, Florence and Venice.',
      image: {
        smallUrl: '/media/tours/MJ1007/0-small.svg',
        mediumUrl: '/media/tours/MJ1007/0-medium.svg',
        largeUrl: '/media/tours/MJ1007/0-large.svg',
        altText: 'The Colosseum at dusk',
      },
      tourCode: 'MJ1007',
      tourLink: { url: '/tours/classic-italy-mj1007', name: EXPLORE_LINK_TEXT },
      mapLink: { url: '/media/maps/MJ1007.svg', name: 'View map' },
      departureDatesFormatted: 'May, Jun 2027',
      tourSummary: {
        offerText: 'Save £200',
        fromDays: 10,
        fromPriceFormatted: '£1,499',
        wasFromPrice: 169_900,
        wasPriceFormatted: '£1,699',
        hasWasFromPrice: true,
        fromPrice: 149_900,
        currency: 'GBP',
      },
      url: '/tours/classic-italy-mj1007',
      analytics: {
        tourCode: 'MJ1007',
        name: 'Classic Italy',
        brand: 'Meridian Journeys',
        continent: 'Europe',
        country: 'Italy',
        discount: 200,
        price: 1499,
        quantity: 1,
        variant: '10 days',
        itemsCount: 42,
        category: 'tours',
      },
    })
  })

  it('drops a was price that is not above the from price, and falls back to generated artwork', () => {
    const item = toListingItem(
      { ...row, wasPriceMinor: 149_900, mapUrl: null, smallUrl: null, mediumUrl: null, largeUrl: null, altText: null },
      { currency: 'CAD', brandName: 'X', departureMonths: [], itemsCount: 1 },
    )
    expect(item.tourSummary).toMatchObject({ wasFromPrice: null, wasPriceFormatted: null, hasWasFromPrice: false })
    expect(item.tourSummary.fromPriceFormatted).toBe('C$1,499')
    expect(item.mapLink).toBeNull()
    expect(item.image).toEqual({
      smallUrl: '/media/tours/MJ1007/0-small.svg',
      mediumUrl: '/media/tours/MJ1007/0-medium.svg',
      largeUrl: '/media/tours/MJ1007/0-large.svg',
      altText: 'Classic Italy',
    })
    expect(item.analytics.discount).toBe(0)
  })
})
