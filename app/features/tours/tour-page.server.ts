import type { AppDatabase } from '../../../db/database.server'
import type { BrandContext } from '../../context'
import { visibleToursOn } from '../access/index.server'
import { analyticsPrice } from '../../lib/analytics'
import { formatMoney } from '../../lib/money'
import { describeCancellationPolicy, moneySettingsOf } from '../ledger/index.server'
import { getContentBlocks, sanitiseContentHtml, sanitiseHtmlFields, type ContentLink } from '../content/index.server'
import {
  ADDONS_LIST_BLOCK,
  EXCURSIONS_LIST_BLOCK,
  addOnListUrl,
  addOnsForTour,
  currencyOf,
  durationLabel,
  excursionsForTour,
  isBookable,
  listTexts,
  liveDepartureStatus,
  placesLeftSql,
  todayIso,
  travelOptionsForTour,
  travelOptionsUrl,
} from '../departures/index.server'
import { buildTourStructuredData } from './structured-data'
import type {
  NamedLink,
  TourBrochureLink,
  TourContentBlock,
  TourImage,
  TourPageData,
  TourPagePlace,
} from './tour-page-view'
import { tourPath } from './tour-url'

const BLOCK_KEYS = [
  'departures.apiUnavailable',
  'departures.noResults',
  ADDONS_LIST_BLOCK,
  EXCURSIONS_LIST_BLOCK,
  'tourPage.brochureLink',
] as const

const META_DESCRIPTION_MAX = 160

export interface TourPageOptions {
  /** The public origin for absolute URLs (canonical, Open Graph, JSON-LD): the request context's `origin`. */
  origin?: string
  /** 'YYYY-MM-DD'; defaults to the server's today. */
  today?: string
}

/** A meta description: whole words up to 160 characters, with an ellipsis when cut. */
export function metaDescription(text: string, max = META_DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`
}

function absolute(origin: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path
  return `${origin}${path.startsWith('/') ? '' : '/'}${path}`
}

/**
 * Everything the tour page renders on the server, for the request's brand and market; null when no published tour
 * of theirs has this slug (the route answers 404).
 */
export async function getTourPage(
  db: AppDatabase,
  brand: BrandContext,
  slug: string,
  options: TourPageOptions = {},
): Promise<TourPageData | null> {
  const origin = (options.origin ?? '').replace(/\/+$/, '')
  const today = options.today ?? todayIso()
  const now = new Date()
  const tour = await db
    .selectFrom('tours')
    .innerJoin('continents', 'continents.id', 'tours.primaryContinentId')
    .select([
      'tours.id',
      'tours.code',
      'tours.slug',
      'tours.name',
      'tours.description',
      'tours.overviewHtml',
      'tours.accommodationHtml',
      'tours.offerText',
      'tours.durationDays',
      'tours.currency',
      'tours.fromPriceMinor',
      'tours.wasPriceMinor',
      'tours.mapUrl',
      'tours.mapName',
      'tours.primaryContinentId',
      'tours.primaryCountryId',
      'tours.seoTitle',
      'tours.seoDescription',
      'continents.name as continentName',
      'continents.slug as continentSlug',
    ])
    .where(visibleToursOn(brand))
    .where('tours.slug', '=', slug)
    .executeTakeFirst()
  if (!tour) return null

  // Everything after the tour row in one round (it matters on PostgreSQL; SQLite runs them one by one anyway).
  const [
    images,
    countries,
    travelTypes,
    itinerary,
    accommodations,
    highlights,
    departures,
    travelOptions,
    blocks,
    pages,
    addOns,
    excursions,
    moneySettings,
  ] = await Promise.all([
    db
      .selectFrom('tourImages')
      .select(['position', 'smallUrl', 'mediumUrl', 'largeUrl', 'altText'])
      .where('tourId', '=', tour.id)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('tourCountries')
      .innerJoin('countries', 'countries.id', 'tourCountries.countryId')
      .select(['countries.id', 'countries.name', 'countries.slug'])
      .where('tourCountries.tourId', '=', tour.id)
      .orderBy('tourCountries.position')
      .orderBy('countries.id')
      .execute(),
    db
      .selectFrom('tourTravelTypes')
      .innerJoin('travelTypes', 'travelTypes.id', 'tourTravelTypes.travelTypeId')
      .select(['travelTypes.code', 'travelTypes.name', 'travelTypes.slug'])
      .where('tourTravelTypes.tourId', '=', tour.id)
      .orderBy('travelTypes.name')
      .execute(),
    db
      .selectFrom('itineraryDays')
      .select(['dayNumber', 'title', 'descriptionHtml', 'location', 'meals'])
      .where('tourId', '=', tour.id)
      .orderBy('dayNumber')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('accommodations')
      .select(['name', 'location', 'nights', 'descriptionHtml', 'rating'])
      .where('tourId', '=', tour.id)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('highlights')
      .select('text')
      .where('tourId', '=', tour.id)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('departures')
      // Places left are live (seats sold and checkout holds), so the bookable count and offers follow them.
      .select(['code', 'startDate', 'endDate', 'priceMinor', 'currency', 'open', placesLeftSql(now).as('placesLeft')])
      .where('tourId', '=', tour.id)
      .where('startDate', '>', today)
      .orderBy('startDate')
      .orderBy('priceMinor')
      .orderBy('id')
      .execute(),
    travelOptionsForTour(db, tour),
    getContentBlocks(db, brand.id, [...BLOCK_KEYS]),
    db
      .selectFrom('listingPages')
      .select(['kind', 'path', 'countryId'])
      .where('brandId', '=', brand.id)
      .where((eb) =>
        eb.or([
          eb.and([eb('kind', '=', 'continent'), eb('continentId', '=', tour.primaryContinentId)]),
          eb.and([
            eb('kind', '=', 'country'),
            eb(
              'countryId',
              'in',
              eb
                .selectFrom('tourCountries')
                .select('tourCountries.countryId')
                .where('tourCountries.tourId', '=', tour.id),
            ),
          ]),
        ]),
      )
      .execute(),
    addOnsForTour(db, brand, tour.id, today, now),
    excursionsForTour(db, brand, tour.id),
    // The brand's cancellation policy, in the words of the module that charges the fee (issue 25).
    moneySettingsOf(db, brand.id),
  ])

  const continentPage = pages.find((page) => page.kind === 'continent') ?? null
  const countryPath = new Map(
    pages.filter((page) => page.kind === 'country').map((page) => [page.countryId, page.path]),
  )
  const countryPlaces: TourPagePlace[] = countries.map((country) => ({
    name: country.name,
    slug: country.slug,
    url: countryPath.get(country.id) ?? null,
  }))
  const continent: TourPagePlace = {
    name: tour.continentName,
    slug: tour.continentSlug,
    url: continentPage?.path ?? null,
  }
  const primaryCountry =
    countryPlaces[countries.findIndex((country) => country.id === tour.primaryCountryId)] ?? countryPlaces[0]

  const path = tourPath(tour.slug)
  const canonicalUrl = absolute(origin, path)
  const breadcrumb: NamedLink[] = [{ name: 'Home', url: '/' }]
  if (continent.url) breadcrumb.push({ name: continent.name, url: continent.url })
  if (primaryCountry?.url) breadcrumb.push({ name: primaryCountry.name, url: primaryCountry.url })
  breadcrumb.push({ name: tour.name, url: path })

  const toImage = (row: (typeof images)[number]): TourImage => ({
    smallUrl: row.smallUrl,
    mediumUrl: row.mediumUrl,
    largeUrl: row.largeUrl,
    altText: row.altText,
  })
  const heroRow = images.find((image) => image.position === 0) ?? null
  const heroImage = heroRow ? toImage(heroRow) : null
  const gallery = images.filter((image) => image.position > 0).map(toImage)

  const currency = currencyOf(tour.currency, brand)
  const fromPrice = tour.fromPriceMinor
  const hasWas = fromPrice !== null && tour.wasPriceMinor !== null && tour.wasPriceMinor > fromPrice
  const bookable = departures.filter((departure) =>
    isBookable({ ...departure, placesLeft: Number(departure.placesLeft) }, today),
  )
  const firstEnabled = travelOptions.find((option) => option.enabled)

  const block = (key: (typeof BLOCK_KEYS)[number]): TourContentBlock => ({
    title: blocks[key].title,
    bodyHtml: blocks[key].bodyHtml,
  })
  const brochureLink: TourBrochureLink = {
    ...block('tourPage.brochureLink'),
    link: namedLink(blocks['tourPage.brochureLink'].data.link),
  }

  // Staff may set the title and meta description in the back office (migration 0014); blank keeps the made-up ones.
  const seoTitle = tour.seoTitle?.trim() || `${tour.name} | ${brand.name}`
  const description = tour.seoDescription?.trim() || metaDescription(tour.description)
  const structuredData = buildTourStructuredData({
    homeUrl: absolute(origin, '/'),
    brand: { name: brand.name, phone: brand.phone, email: brand.email, isCoach: brand.isCoach },
    tour: {
      code: tour.code,
      name: tour.name,
      description: tour.description,
      url: canonicalUrl,
      durationDays: tour.durationDays,
      images: images.map((image) => absolute(origin, image.largeUrl)),
      touristTypes: travelTypes.map((type) => type.name),
    },
    itinerary: itinerary.map((day) => ({ dayNumber: day.dayNumber, title: day.title, location: day.location })),
    departures: departures.map((departure) => ({
      code: departure.code,
      startDate: departure.startDate,
      endDate: departure.endDate,
      priceMinor: departure.priceMinor,
      currency: currencyOf(departure.currency, brand),
      status: liveDepartureStatus({ ...departure, placesLeft: Number(departure.placesLeft) }, today),
      open: departure.open === 1,
    })),
    breadcrumb: breadcrumb.map((crumb) => ({ name: crumb.name, url: absolute(origin, crumb.url) })),
    today,
  })

  return {
    tour: {
      id: tour.id,
      code: tour.code,
      slug: tour.slug,
      name: tour.name,
      description: tour.description,
      // Catalogue HTML is sanitised on render as on save (issue 24), like the content blocks.
      overviewHtml: sanitiseContentHtml(tour.overviewHtml),
      accommodationHtml: sanitiseContentHtml(tour.accommodationHtml),
      durationDays: tour.durationDays,
      durationLabel: durationLabel(tour.durationDays),
      currency,
      fromPrice,
      fromPriceFormatted: fromPrice === null ? null : formatMoney(fromPrice, currency),
      wasFromPrice: hasWas ? tour.wasPriceMinor : null,
      wasPriceFormatted: hasWas && tour.wasPriceMinor !== null ? formatMoney(tour.wasPriceMinor, currency) : null,
      hasWasFromPrice: hasWas,
      offerText: tour.offerText,
      url: path,
      canonicalUrl,
      mapLink: tour.mapUrl ? { url: tour.mapUrl, name: tour.mapName ?? 'View map' } : null,
      highlights: highlights.map((row) => row.text),
      firstDepartureIsoDate: departures[0]?.startDate ?? null,
      lastDepartureIsoDate: departures.at(-1)?.startDate ?? null,
      bookableDepartureCount: bookable.length,
    },
    brand: { id: brand.id, name: brand.name, isCoach: brand.isCoach, phone: brand.phone },
    heroImage,
    gallery,
    countries: countryPlaces,
    continent,
    travelTypes,
    itinerary: sanitiseHtmlFields(itinerary),
    accommodations: sanitiseHtmlFields(accommodations),
    breadcrumb,
    travelOptionsUrl: travelOptionsUrl(tour.code),
    travelOptions,
    addOnsUrl: addOnListUrl(tour.code),
    addOnList: { ...listTexts(blocks[ADDONS_LIST_BLOCK], 'Tour extensions'), addOns },
    excursionList: { ...listTexts(blocks[EXCURSIONS_LIST_BLOCK], 'Optional excursions'), excursions },
    cancellationTerms: describeCancellationPolicy(moneySettings.policy),
    blocks: {
      apiUnavailable: block('departures.apiUnavailable'),
      noResults: block('departures.noResults'),
      brochureLink,
    },
    analyticsItem: {
      tourCode: tour.code,
      name: tour.name,
      brand: brand.name,
      continent: tour.continentName,
      country: primaryCountry?.name ?? '',
      discount:
        hasWas && tour.wasPriceMinor !== null && fromPrice !== null
          ? analyticsPrice(tour.wasPriceMinor - fromPrice)
          : 0,
      price: fromPrice === null ? 0 : analyticsPrice(fromPrice),
      quantity: 1,
      variant: firstEnabled?.name ?? '',
      itemsCount: 1,
      category: 'tours',
    },
    seo: {
      title: seoTitle,
      description,
      canonicalUrl,
      imageUrl: heroImage ? absolute(origin, heroImage.largeUrl) : null,
      imageAlt: heroImage?.altText ?? null,
      siteName: brand.name,
      locale: brand.cultureCode.replace('-', '_'),
    },
    structuredData,
  }
}

function namedLink(link: ContentLink | undefined): NamedLink {
  return link ? { url: link.url, name: link.name } : { url: '/brochures', name: 'Request a brochure' }
}
