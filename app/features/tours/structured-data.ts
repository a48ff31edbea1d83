import { SOLD_OUT_STATUS } from '../../lib/constants'
import { toMajorString } from '../../lib/money'

/*
 * JSON-LD for a tour page (schema.org): a TouristTrip with its day-by-day itinerary and one Offer per bookable
 * departure, a Product with an AggregateOffer (what search engines show as a price range), and the BreadcrumbList.
 * Pure: every URL comes in absolute, every price in integer minor units, "today" as an ISO date.
 */

export const SCHEMA_ORG = 'https://schema.org'
export const IN_STOCK = 'https://schema.org/InStock'
export const LIMITED_AVAILABILITY = 'https://schema.org/LimitedAvailability'

export interface StructuredDepartureInput {
  code: string
  /** 'YYYY-MM-DD' */
  startDate: string
  endDate: string
  priceMinor: number
  currency: string
  status: string
  open: boolean
}

export interface StructuredDataInput {
  /** Absolute URL of the site's home page ('https://www.example.com/'). */
  homeUrl: string
  brand: { name: string; phone: string; email?: string | null; isCoach: boolean }
  tour: {
    code: string
    name: string
    description: string
    /** Absolute canonical URL of the tour page. */
    url: string
    durationDays: number
    /** Absolute image URLs, hero first. */
    images: string[]
    touristTypes: string[]
  }
  itinerary: Array<{ dayNumber: number; title: string; location: string }>
  /** Upcoming departures; only bookable ones (open and not 'Sold out') become offers. */
  departures: StructuredDepartureInput[]
  /** Absolute URLs, Home first, the tour last. */
  breadcrumb: Array<{ name: string; url: string }>
  /** 'YYYY-MM-DD': the offers' validFrom. */
  today: string
}

export type JsonLd = Record<string, unknown>

export function isBookableOffer(
  departure: Pick<StructuredDepartureInput, 'status' | 'open' | 'startDate'>,
  today: string,
): boolean {
  return departure.open && departure.status !== SOLD_OUT_STATUS && departure.startDate > today
}

export function availabilityOf(status: string): string {
  return status === 'Limited' ? LIMITED_AVAILABILITY : IN_STOCK
}

function offerFor(departure: StructuredDepartureInput, input: StructuredDataInput): JsonLd {
  // Kept lean: a tour has a few dozen departures and every byte here is sent twice (in the head and in the page's
  // hydration data).
  return {
    '@type': 'Offer',
    sku: departure.code,
    url: input.tour.url,
    price: toMajorString(departure.priceMinor),
    priceCurrency: departure.currency,
    availability: availabilityOf(departure.status),
    validFrom: input.today,
    // On sale until the day it departs.
    validThrough: departure.startDate,
    itemOffered: { '@type': 'Trip', departureTime: departure.startDate, arrivalTime: departure.endDate },
  }
}

/** 'Day 3: To Florence'; a title that already starts 'Day 3' is kept as it is. */
export function dayName(day: { dayNumber: number; title: string }): string {
  return /^day\s+\d+\b/i.test(day.title.trim()) ? day.title.trim() : `Day ${day.dayNumber}: ${day.title}`
}

export function buildTourStructuredData(input: StructuredDataInput): JsonLd {
  const offers = input.departures
    .filter((departure) => isBookableOffer(departure, input.today))
    .map((d) => offerFor(d, input))
  const provider: JsonLd = {
    '@type': 'TravelAgency',
    '@id': `${input.homeUrl}#organization`,
    name: input.brand.name,
    url: input.homeUrl,
    telephone: input.brand.phone,
    ...(input.brand.email ? { email: input.brand.email } : {}),
  }
  const trip: JsonLd = {
    '@type': 'TouristTrip',
    '@id': `${input.tour.url}#trip`,
    name: input.tour.name,
    description: input.tour.description,
    url: input.tour.url,
    identifier: input.tour.code,
    ...(input.tour.images.length ? { image: input.tour.images } : {}),
    ...(input.tour.touristTypes.length ? { touristType: input.tour.touristTypes } : {}),
    itinerary: {
      '@type': 'ItemList',
      numberOfItems: input.itinerary.length,
      itemListElement: input.itinerary.map((day, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        item: {
          '@type': 'TouristDestination',
          name: dayName(day),
          ...(day.location ? { address: day.location } : {}),
        },
      })),
    },
    provider,
    offers,
  }
  const graph: JsonLd[] = [trip]

  if (offers.length) {
    const prices = input.departures
      .filter((departure) => isBookableOffer(departure, input.today))
      .map((departure) => departure.priceMinor)
    const currency = input.departures.find((departure) => isBookableOffer(departure, input.today))?.currency
    graph.push({
      '@type': 'Product',
      '@id': `${input.tour.url}#product`,
      name: input.tour.name,
      description: input.tour.description,
      sku: input.tour.code,
      url: input.tour.url,
      ...(input.tour.images.length ? { image: input.tour.images } : {}),
      brand: { '@type': 'Brand', name: input.brand.name },
      offers: {
        '@type': 'AggregateOffer',
        lowPrice: toMajorString(Math.min(...prices)),
        highPrice: toMajorString(Math.max(...prices)),
        priceCurrency: currency,
        offerCount: offers.length,
        availability: IN_STOCK,
        url: input.tour.url,
      },
    })
  }

  graph.push({
    '@type': 'BreadcrumbList',
    itemListElement: input.breadcrumb.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  })

  return { '@context': SCHEMA_ORG, '@graph': graph }
}
