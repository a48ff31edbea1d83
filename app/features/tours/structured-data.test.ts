import { describe, expect, it } from 'vitest'
import { serializeForScript } from '../../lib/inline-script'
import {
  IN_STOCK,
  LIMITED_AVAILABILITY,
  buildTourStructuredData,
  type StructuredDataInput,
  type StructuredDepartureInput,
} from './structured-data'

const departure = (overrides: Partial<StructuredDepartureInput>): StructuredDepartureInput => ({
  code: 'MJ1001-260301-LHR',
  startDate: '2026-03-01',
  endDate: '2026-03-12',
  priceMinor: 129_950,
  currency: 'GBP',
  status: 'Available',
  open: true,
  ...overrides,
})

const input = (departures: StructuredDepartureInput[]): StructuredDataInput => ({
  homeUrl: 'https://www.example.com/',
  brand: { name: 'Meridian Journeys', phone: '0800 000 0000', email: 'hello@example.com', isCoach: false },
  tour: {
    code: 'MJ1001',
    name: 'Treasures of <Italy>',
    description: 'Rome, Florence & Venice',
    url: 'https://www.example.com/tours/treasures-of-italy-mj1001',
    durationDays: 12,
    images: ['https://www.example.com/media/tours/MJ1001/0-large.svg'],
    touristTypes: ['Escorted Tour'],
  },
  itinerary: [
    { dayNumber: 1, title: 'Arrive in Rome', location: 'Rome' },
    { dayNumber: 2, title: 'The Vatican', location: 'Rome' },
    { dayNumber: 3, title: 'Day 3: To Florence', location: 'Florence' },
  ],
  departures,
  breadcrumb: [
    { name: 'Home', url: 'https://www.example.com/' },
    { name: 'Europe', url: 'https://www.example.com/destinations/europe' },
    { name: 'Italy', url: 'https://www.example.com/destinations/europe/italy' },
    { name: 'Treasures of <Italy>', url: 'https://www.example.com/tours/treasures-of-italy-mj1001' },
  ],
  today: '2026-01-15',
})

function nodes(doc: Record<string, unknown>) {
  const graph = doc['@graph'] as Array<Record<string, unknown>>
  const byType = (type: string) => graph.find((node) => node['@type'] === type)
  return { graph, trip: byType('TouristTrip')!, product: byType('Product'), breadcrumb: byType('BreadcrumbList')! }
}

describe('buildTourStructuredData', () => {
  const departures = [
    departure({ code: 'A', priceMinor: 129_950, status: 'Available' }),
    departure({ code: 'B', priceMinor: 99_900, status: 'Limited', startDate: '2026-04-01', endDate: '2026-04-12' }),
    departure({ code: 'C', priceMinor: 5, status: 'Sold out' }),
    departure({ code: 'D', priceMinor: 150_000, open: false }),
    departure({ code: 'E', priceMinor: 80_000, startDate: '2026-01-15' }), // departs today: no longer on sale
    departure({ code: 'F', priceMinor: 9_007_199_254_740_991 }),
  ]
  const doc = buildTourStructuredData(input(departures))
  const { trip, product, breadcrumb } = nodes(doc)
  const offers = trip.offers as Array<Record<string, unknown>>

  it('is a schema.org graph with a TouristTrip, a Product and a BreadcrumbList', () => {
    expect(doc['@context']).toBe('https://schema.org')
    expect(trip['@type']).toBe('TouristTrip')
    expect(product?.['@type']).toBe('Product')
    expect(breadcrumb['@type']).toBe('BreadcrumbList')
  })

  it('gives one offer per bookable departure: open, not sold out, departing after today', () => {
    expect(offers.map((offer) => offer.sku)).toEqual(['A', 'B', 'F'])
  })

  it('prices offers as exact decimal strings from minor units, with currency, availability, dates and url', () => {
    expect(offers[0]).toMatchObject({
      '@type': 'Offer',
      price: '1299.50',
      priceCurrency: 'GBP',
      availability: IN_STOCK,
      validFrom: '2026-01-15',
      validThrough: '2026-03-01',
      url: 'https://www.example.com/tours/treasures-of-italy-mj1001',
      itemOffered: { '@type': 'Trip', departureTime: '2026-03-01', arrivalTime: '2026-03-12' },
    })
    expect(offers[1]).toMatchObject({ price: '999.00', availability: LIMITED_AVAILABILITY })
    expect(offers[2]!.price).toBe('90071992547409.91')
  })

  it('summarises the bookable offers in the Product AggregateOffer', () => {
    expect(product!.offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: '999.00',
      highPrice: '90071992547409.91',
      offerCount: 3,
      priceCurrency: 'GBP',
    })
    expect(product!.sku).toBe('MJ1001')
  })

  it('lists the itinerary days in order as an ItemList', () => {
    const itinerary = trip.itinerary as {
      itemListElement: Array<{ position: number; item: { name: string } }>
      numberOfItems: number
    }
    expect(itinerary.numberOfItems).toBe(3)
    expect(itinerary.itemListElement.map((entry) => [entry.position, entry.item.name])).toEqual([
      [1, 'Day 1: Arrive in Rome'],
      [2, 'Day 2: The Vatican'],
      [3, 'Day 3: To Florence'],
    ])
  })

  it('names the brand as the provider', () => {
    expect(trip.provider).toMatchObject({
      '@type': 'TravelAgency',
      name: 'Meridian Journeys',
      url: 'https://www.example.com/',
    })
  })

  it('numbers the breadcrumb from 1 with absolute URLs', () => {
    const items = breadcrumb.itemListElement as Array<{ position: number; name: string; item: string }>
    expect(items.map((item) => item.position)).toEqual([1, 2, 3, 4])
    expect(items[3]).toEqual({
      '@type': 'ListItem',
      position: 4,
      name: 'Treasures of <Italy>',
      item: 'https://www.example.com/tours/treasures-of-italy-mj1001',
    })
  })

  it('leaves out the Product when nothing is bookable, keeping an empty offers list on the trip', () => {
    const none = nodes(buildTourStructuredData(input([departure({ status: 'Sold out' })])))
    expect(none.product).toBeUndefined()
    expect(none.trip.offers).toEqual([])
  })

  it('serialises for an inline script without any raw "<"', () => {
    const text = serializeForScript(doc)
    expect(text).not.toContain('<')
    expect(JSON.parse(text)).toEqual(doc)
  })
})
