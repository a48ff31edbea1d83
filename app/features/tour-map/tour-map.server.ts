import type { AppDatabase } from '../../../db/database.server'
import type { BrandContext } from '../../context'
import { visibleToursOn } from '../access/index.server'
import { metaDescription, tourPath } from '../tours/index.server'
import type { TourMapData } from './tour-map-view'
import { buildStops } from './tour-map-stops'

/** A tour code as it may appear in '/maps/{code}': letters, digits and hyphens ('MJ1000', 'mj6757-ca'). */
const TOUR_CODE = /^[a-z0-9][a-z0-9-]{0,39}$/i

/** The path of a tour's map page (tours.map_url holds the same). */
export function tourMapPath(code: string): string {
  return `/maps/${code}`
}

/**
 * A tour's route map for the request's brand and market: the published tour with this code (in any letter case),
 * its itinerary as stops, its countries and its accommodation; null when there is no such tour (the route answers
 * 404), including another brand's or market's tour.
 */
export async function getTourMap(
  db: AppDatabase,
  brand: BrandContext,
  code: string,
  options: { origin?: string } = {},
): Promise<TourMapData | null> {
  if (!TOUR_CODE.test(code)) return null
  const tour = await db
    .selectFrom('tours')
    .select(['id', 'code', 'slug', 'name', 'durationDays'])
    .where(visibleToursOn(brand))
    // Codes are stored in upper case, so comparing with the upper-cased parameter keeps the index usable.
    .where('code', '=', code.toUpperCase())
    .executeTakeFirst()
  if (!tour) return null

  const [days, countries, accommodations] = await Promise.all([
    db
      .selectFrom('itineraryDays')
      .select(['dayNumber', 'title', 'location'])
      .where('tourId', '=', tour.id)
      .orderBy('dayNumber')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('tourCountries')
      .innerJoin('countries', 'countries.id', 'tourCountries.countryId')
      .select('countries.name')
      .where('tourCountries.tourId', '=', tour.id)
      .orderBy('tourCountries.position')
      .orderBy('countries.id')
      .execute(),
    db
      .selectFrom('accommodations')
      .select(['name', 'location', 'nights'])
      .where('tourId', '=', tour.id)
      .orderBy('position')
      .orderBy('id')
      .execute(),
  ])

  const stops = buildStops(days, accommodations)
  const countryNames = countries.map((country) => country.name)
  const origin = (options.origin ?? '').replace(/\/+$/, '')
  const route = stops.length > 1 ? `from ${stops[0]!.name} to ${stops[stops.length - 1]!.name}` : ''
  const description = metaDescription(
    `Route map of ${tour.name}, a ${tour.durationDays}-day ${brand.isCoach ? 'break' : 'holiday'} ${route}${
      route ? ' ' : ''
    }with ${brand.name}: every stop, day by day, with the nights spent in each place.`,
  )
  return {
    tour: { code: tour.code, name: tour.name, url: tourPath(tour.slug), durationDays: tour.durationDays },
    countries: countryNames,
    stops,
    accommodations: accommodations.map((row) => ({ name: row.name, location: row.location, nights: row.nights })),
    seo: {
      title: `${tour.name} tour map | ${brand.name}`,
      description,
      canonicalUrl: `${origin}${tourMapPath(tour.code)}`,
    },
  }
}
