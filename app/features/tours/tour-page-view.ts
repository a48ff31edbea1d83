import type { AnalyticsItem } from '../../lib/analytics'
import type { CurrencyCode } from '../../lib/constants'
import type { AddOnListData, ExcursionListData, TransportTypeOption } from '../departures'

/*
 * Everything the tour page renders on the server, as `getTourPage(db, brand, slug, { origin })` returns it
 * (app/features/tours/tour-page.server.ts). Pure types: the route's loader returns this object and the components
 * read it. Money is given both in minor units (for analytics and structured data) and formatted (for display).
 */

export interface TourImage {
  smallUrl: string
  mediumUrl: string
  largeUrl: string
  altText: string
}

export interface NamedLink {
  name: string
  url: string
}

export interface TourPagePlace {
  name: string
  slug: string
  /** The place's listing page path, when the brand has one ('/destinations/europe/italy'); else null. */
  url: string | null
}

export interface TourItineraryDay {
  dayNumber: number
  title: string
  descriptionHtml: string
  location: string
  /** e.g. 'Breakfast, dinner'; null when none are included. */
  meals: string | null
}

export interface TourAccommodation {
  name: string
  location: string
  nights: number
  descriptionHtml: string
  /** Stars 1-5; null when unrated. */
  rating: number | null
}

export interface TourPageTour {
  id: number
  code: string
  slug: string
  name: string
  /** Plain text; the meta description is built from it. */
  description: string
  overviewHtml: string
  accommodationHtml: string
  durationDays: number
  /** '12 days' */
  durationLabel: string
  currency: CurrencyCode
  /** Lowest bookable price (minor units); null when nothing is on sale. */
  fromPrice: number | null
  fromPriceFormatted: string | null
  wasFromPrice: number | null
  wasPriceFormatted: string | null
  hasWasFromPrice: boolean
  offerText: string | null
  /** The tour page's path ('/tours/{slug}'). */
  url: string
  /** Absolute canonical URL. */
  canonicalUrl: string
  mapLink: NamedLink | null
  highlights: string[]
  /** 'YYYY-MM-DD' of the first and last upcoming departures; null when there are none. */
  firstDepartureIsoDate: string | null
  lastDepartureIsoDate: string | null
  /** Upcoming departures that can be booked (open and not sold out). */
  bookableDepartureCount: number
}

export interface TourContentBlock {
  title: string | null
  bodyHtml: string | null
}

export interface TourBrochureLink extends TourContentBlock {
  /** Where 'request the brochure' goes ('/brochures'). */
  link: NamedLink
}

export interface TourSeo {
  /** '<tour name> | <brand name>' */
  title: string
  /** At most 160 characters. */
  description: string
  canonicalUrl: string
  /** Absolute URL of the hero image (large). */
  imageUrl: string | null
  imageAlt: string | null
  siteName: string
  /** og:locale, e.g. 'en_GB'. */
  locale: string
}

export interface TourPageData {
  tour: TourPageTour
  brand: { id: string; name: string; isCoach: boolean; phone: string }
  /** Position 0 image. */
  heroImage: TourImage | null
  /** Positions 1.. (the gallery slider). */
  gallery: TourImage[]
  /** In the tour's order; the first is the primary country. */
  countries: TourPagePlace[]
  continent: TourPagePlace
  travelTypes: Array<{ code: string; name: string; slug: string }>
  itinerary: TourItineraryDay[]
  accommodations: TourAccommodation[]
  /** Home › continent page › country page › tour (pages the brand lacks are left out); the last has the tour path. */
  breadcrumb: NamedLink[]
  /** The travel-options URL the departures table reads, and its answer for the first render (tabs shown at once). */
  travelOptionsUrl: string
  travelOptions: TransportTypeOption[]
  /** The add-ons data URL and its answer for the first render. */
  addOnsUrl: string
  addOnList: AddOnListData
  /** The tour's excursions with the texts of content block 'excursions.list'. */
  excursionList: ExcursionListData
  /** The brand's cancellation policy in customer words, one sentence per band (issue 25), for the booking terms. */
  cancellationTerms: string[]
  blocks: {
    /** 'departures.apiUnavailable' */
    apiUnavailable: TourContentBlock
    /** 'departures.noResults' */
    noResults: TourContentBlock
    /** 'tourPage.brochureLink' */
    brochureLink: TourBrochureLink
  }
  /** For view_item (discovery §3 analytics item). */
  analyticsItem: AnalyticsItem
  seo: TourSeo
  /** One JSON-LD document: { '@context', '@graph': [TouristTrip, Product, BreadcrumbList] } (see tour-meta.ts). */
  structuredData: Record<string, unknown>
}

/*
 * The tour's fields only the server uses (the JSON-LD, the meta tags' own copies, the listings' card): the loader data
 * leaves them out, since everything the loader returns is serialised into the document for hydration a second time
 * (bench/README.md, "The tour page's document"). The page's components are typed against the view, so a component
 * that starts reading one of these fails to compile until it is taken off this list.
 */
const SERVER_ONLY_TOUR_FIELDS = [
  'id',
  'slug',
  'description',
  'url',
  'canonicalUrl',
  'fromPrice',
  'wasFromPrice',
  'firstDepartureIsoDate',
  'lastDepartureIsoDate',
  'bookableDepartureCount',
  'durationDays',
] as const satisfies ReadonlyArray<keyof TourPageTour>
const SERVER_ONLY_PAGE_FIELDS = [
  'structuredData',
  'continent',
  'brand',
  'travelOptionsUrl',
  'addOnsUrl',
] as const satisfies ReadonlyArray<keyof TourPageData>

export type TourPageViewTour = Omit<TourPageTour, (typeof SERVER_ONLY_TOUR_FIELDS)[number]>

/** What the page's components read, as the route's loader data carries it (see toTourPageView). */
export type TourPageViewData = Omit<TourPageData, (typeof SERVER_ONLY_PAGE_FIELDS)[number] | 'tour'> & {
  tour: TourPageViewTour
}

/** The page's data without the fields only the server uses (the route's loader returns this). */
export function toTourPageView(page: TourPageData): TourPageViewData {
  const view: Record<string, unknown> = { ...page }
  for (const field of SERVER_ONLY_PAGE_FIELDS) delete view[field]
  const tour: Record<string, unknown> = { ...page.tour }
  for (const field of SERVER_ONLY_TOUR_FIELDS) delete tour[field]
  return { ...view, tour } as TourPageViewData
}
