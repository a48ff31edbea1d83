import { LOCATION_TYPES, type TransportTypeCode } from './transport-types'

/*
 * The tour page's departures, add-ons and excursions API (discovery §3, §4, §7; checkout §3, §7): paths, transport
 * types and URL builders here; the query parameters (Zod: the server's gate) and the answers (Zod schemas and the
 * TypeScript types inferred from them) in departures-schemas.ts. Pure: the browser, the server and the tests all
 * import this module. It imports no Zod at run time (only the answers' types), so the tour page, which needs the
 * paths and the types but validates nothing, does not load Zod (bench/README.md, issue 28). Money travels twice:
 * as integer minor units for sorting and sums (`fromPrice`, `price`) and formatted for display (`…Formatted`, or
 * `price` where the spec's add-on list calls the display string `price`).
 */

// ------------------------------------------------------------------------------------------------ paths
// Each path is written out whole, once, so a search for the spec's path lands here (and the server's router and
// the URL builders below use these constants).

/** The "configured" travel-options URL (ours): `?tourCode=`. */
export const TRAVEL_OPTIONS_PATH = '/umbraco/api/tourdepartures/traveloptions'
/** A transport type's departures (the transport type's `value` URL): `?tourCode=&transportType=` + one location. */
export const DEPARTURES_PATH = '/umbraco/api/tourdepartures/departures'
/** A departure's `moreDetailsUrl`: `?departureId=`. */
export const DEPARTURE_MORE_DETAILS_PATH = '/umbraco/api/tourdepartures/details'
/**
 * The spec's departure details (discovery §7, checkout §7): flight legs or no-flight entries,
 * `?departureId=&filo=&transportCode=`.
 */
export const DEPARTURE_LEGS_PATH = '/umbraco/api/tourdepartures/departuredetails'
/** The "configured" add-ons data URL (ours): `?tourCode=`. */
export const ADDON_LIST_PATH = '/umbraco/api/addon/list'
/** Add-ons of one departure: `?departureId=&filo=&transportCode=&tourCode=`. */
export const ADDON_DEPARTURE_PATH = '/umbraco/api/addon/departure'
/** Excursions of a departure's tour: `?departureId=`. */
export const EXCURSIONS_FOR_TOUR_PATH = '/umbraco/api/tourexcursion/fortour'
export const CHECKOUT_PATH = '/checkout'

/** Seats left are shown only when this few (or fewer) remain. Decision: the spec says "when few". */
export const FEW_SEATS_LEFT = 10

export const BOOK_NOW_LINK_NAME = 'Book now'

// ------------------------------------------------------------------------------------------------ transport types

// The codes, location types and column labels (transport-types.ts: the schemas read them too).
export * from './transport-types'

/** '1 day', '12 days'. */
export function durationLabel(days: number): string {
  return days === 1 ? '1 day' : `${days} days`
}

// ------------------------------------------------------------------------------------------------ URL builders

function query(params: Record<string, string | number>): string {
  return new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString()
}

export function travelOptionsUrl(tourCode: string): string {
  return `${TRAVEL_OPTIONS_PATH}?${query({ tourCode })}`
}

export function departuresUrl(tourCode: string, transportType: TransportTypeCode): string {
  return `${DEPARTURES_PATH}?${query({ tourCode, transportType })}`
}

/**
 * A transport type's `value` URL with the chosen location appended as ONE query parameter named by the location
 * type (discovery §7). An empty location means "all locations": the URL is returned unchanged. Any location parameter
 * already on the URL is replaced, so calling it again on its own output never repeats the parameter.
 */
export function withLocation(url: string, locationType: string, location: string | null | undefined): string {
  const [path = '', search = ''] = url.split('?', 2)
  const params = new URLSearchParams(search)
  for (const type of LOCATION_TYPES) params.delete(type)
  if (location) params.set(locationType, location)
  const rest = params.toString()
  return rest ? `${path}?${rest}` : path
}

export function departureMoreDetailsUrl(departureId: number): string {
  return `${DEPARTURE_MORE_DETAILS_PATH}?${query({ departureId })}`
}

export interface DepartureKeys {
  departureId: number
  filo: string
  transportCode: string
}

export function departureLegsUrl({ departureId, filo, transportCode }: DepartureKeys): string {
  return `${DEPARTURE_LEGS_PATH}?${query({ departureId, filo, transportCode })}`
}

export function addOnListUrl(tourCode: string): string {
  return `${ADDON_LIST_PATH}?${query({ tourCode })}`
}

export function addOnDepartureUrl({
  departureId,
  filo,
  transportCode,
  tourCode,
}: DepartureKeys & { tourCode: string }): string {
  return `${ADDON_DEPARTURE_PATH}?${query({ departureId, filo, transportCode, tourCode })}`
}

export function excursionsForTourUrl(departureId: number): string {
  return `${EXCURSIONS_FOR_TOUR_PATH}?${query({ departureId })}`
}

/** The 'book now' link: everything the checkout needs to build a quote (checkout §3 Quote). */
export function checkoutUrl({
  departureId,
  transportCode,
  filo,
  tourCode,
}: DepartureKeys & { tourCode: string }): string {
  return `${CHECKOUT_PATH}?${query({ departureId, transportCode, filo, tourCode })}`
}

// The answers' types, inferred from their schemas (a type-only export: no Zod in the browser's bundle).
export type {
  Link,
  TransportTypeOption,
  TravelOptionsResponse,
  DepartureTourSummary,
  Departure,
  DeparturePoints,
  DeparturesResponse,
  JourneyStep,
  RoomPrice,
  DepartureDetails,
  DepartureMoreDetailsResponse,
  Leg,
  NoFlightEntry,
  DepartureLegsResponse,
  AddOn,
  AddOnListData,
  DepartureAddOn,
  Excursion,
  ExcursionListData,
} from './departures-schemas'
