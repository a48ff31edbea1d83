import { z } from 'zod'
import { DEPARTURE_STATUSES } from '../../lib/constants'
import { LOCATION_TYPES, SECONDARY_LABELS, TRANSPORT_TYPE_CODES } from './transport-types'

/*
 * The departures API's query parameters (the server's gate) and answers (discovery §3, §4, §7; checkout §3, §7), as
 * Zod schemas with the TypeScript types inferred from them. The paths and URL builders are in
 * departures-contract.ts, which the browser imports; these schemas are for the server, the checkout's contract and
 * the tests (index.contract.ts, index.server.ts).
 */

// ------------------------------------------------------------------------------------------------ query parameters

const required = (name: string) => ({
  error: (issue: { input: unknown }) =>
    issue.input === undefined ? `${name} is required.` : `${name} must be a single value.`,
})

/** A database id in a query string: digits only, no sign, no leading '+', within int4. */
export const idParam = (name: string) =>
  z
    .string(required(name))
    .regex(/^\d{1,10}$/, `${name} must be a whole number.`)
    .transform((text) => Number(text))
    .refine((id) => id >= 1 && id <= 2_147_483_647, `${name} is out of range.`)

/** Booking-system codes (tour codes, transport codes, filo, location codes): letters, digits, '-' and '_'. */
export const codeParam = (name: string, max = 40) =>
  z
    .string(required(name))
    .trim()
    .min(1, `${name} is required.`)
    .max(max, `${name} is too long.`)
    .regex(/^[A-Za-z0-9_-]+$/, `${name} may hold letters, digits, '-' and '_' only.`)

export const transportTypeParam = z
  .string(required('transportType'))
  .trim()
  .transform((text) => text.toUpperCase())
  .pipe(z.enum(TRANSPORT_TYPE_CODES, { error: `transportType must be one of ${TRANSPORT_TYPE_CODES.join(', ')}.` }))

export const travelOptionsQuery = z.object({ tourCode: codeParam('tourCode') })

/** Location parameters are optional; only the one named by the transport type's location type is read. */
export const departuresQuery = z.object({
  tourCode: codeParam('tourCode'),
  transportType: transportTypeParam,
  airport: codeParam('airport').optional(),
  pickup: codeParam('pickup').optional(),
  station: codeParam('station').optional(),
  meetingPoint: codeParam('meetingPoint').optional(),
})

export const departureIdQuery = z.object({ departureId: idParam('departureId') })

export const departureLegsQuery = z.object({
  departureId: idParam('departureId'),
  filo: codeParam('filo'),
  transportCode: codeParam('transportCode'),
})

export const addOnListQuery = z.object({ tourCode: codeParam('tourCode') })

export const addOnDepartureQuery = z.object({
  departureId: idParam('departureId'),
  filo: codeParam('filo'),
  transportCode: codeParam('transportCode'),
  tourCode: codeParam('tourCode'),
})

export const excursionsQuery = departureIdQuery

// ------------------------------------------------------------------------------------------------ answers

const link = z.object({ url: z.string(), name: z.string() })
export type Link = z.infer<typeof link>

/** Travel options: the tour's transport types in tab order; `value` is that type's departures URL (relative). */
export const transportTypeOptionSchema = z.object({
  /** The transport type code, also the `transportType` parameter of `value`. */
  id: z.enum(TRANSPORT_TYPE_CODES),
  name: z.string(),
  value: z.string(),
  enabled: z.boolean(),
  /** The query-parameter name the location is appended under (also in the departures answer). */
  locationType: z.enum(LOCATION_TYPES),
  /** The location select's label, e.g. 'Departure airport'. */
  locationLabel: z.string(),
})
export type TransportTypeOption = z.infer<typeof transportTypeOptionSchema>
export const travelOptionsResponseSchema = z.array(transportTypeOptionSchema)
export type TravelOptionsResponse = z.infer<typeof travelOptionsResponseSchema>

export const departureTourSummarySchema = z.object({
  fromPrice: z.number().int(),
  fromPriceFormatted: z.string(),
  /** null when the departure has no was price. */
  wasFromPrice: z.number().int().nullable(),
  wasPriceFormatted: z.string().nullable(),
  hasWasFromPrice: z.boolean(),
  fromDays: z.number().int(),
  currency: z.enum(['GBP', 'CAD']),
  /** The tour's offer text, only on departures that carry the offer (a was price); else null. */
  offerText: z.string().nullable(),
})
export type DepartureTourSummary = z.infer<typeof departureTourSummarySchema>

export const departureSchema = z.object({
  id: z.number().int(),
  /** Booking-system code, e.g. 'MJ1042-260514-LHR'. */
  code: z.string(),
  /** '1st Mar 2026'. */
  date: z.string(),
  /** 'YYYY-MM-DD': sort key of the Date column. */
  isoDate: z.string(),
  endDate: z.string(),
  isoEndDate: z.string(),
  /** Flights: the departure airport's name; other types: the duration ('12 days'). The column is `secondaryLabel`. */
  secondaryInformation: z.string(),
  /** Sort key of the Duration column. */
  durationDays: z.number().int(),
  /** The departure point (airport, pick-up point, station, meeting point); sort key of the Airport column is `location.name`. */
  location: z.object({ code: z.string(), name: z.string() }).nullable(),
  transportType: z.enum(TRANSPORT_TYPE_CODES),
  transportCode: z.string(),
  filo: z.string(),
  tourCode: z.string(),
  /** Price column; sort key `tourSummary.fromPrice` (minor units). */
  tourSummary: departureTourSummarySchema,
  status: z.enum(DEPARTURE_STATUSES),
  moreDetailsUrl: z.string(),
  /** status is not 'Sold out'. */
  available: z.boolean(),
  /** On sale (bookable when open and available). */
  open: z.boolean(),
  /** Always null in the list: the client fills it from moreDetailsUrl the first time a row opens. */
  details: z.null(),
})
export type Departure = z.infer<typeof departureSchema>

export const departurePointsSchema = z.object({
  /** The location type: the query-parameter name to send the chosen `value` under. */
  type: z.enum(LOCATION_TYPES),
  /** The select's label, e.g. 'Departure airport'. */
  label: z.string(),
  /** The location sent with this request, when one was (echoed so the select can show it); else null. */
  selected: z.string().nullable(),
  /** Every location with an upcoming departure of this tour and transport type, by label. */
  children: z.array(z.object({ value: z.string(), label: z.string() })),
})
export type DeparturePoints = z.infer<typeof departurePointsSchema>

export const departuresResponseSchema = z.object({
  transportType: z.enum(TRANSPORT_TYPE_CODES),
  /** Header of the second column. */
  secondaryLabel: z.enum(SECONDARY_LABELS),
  /** Upcoming departures (start date after today) by date, then price; sold-out ones included (the switch hides them). */
  departures: z.array(departureSchema),
  departurePoints: departurePointsSchema,
})
export type DeparturesResponse = z.infer<typeof departuresResponseSchema>

/** One step of a departure's journey, summarised for the expanded row. Times are local to the place. */
export const journeyStepSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('flight'),
    carrierName: z.string(),
    /** Flight number (the leg's instance code), e.g. 'BA0107'. */
    flightNumber: z.string(),
    departureAirport: z.object({ code: z.string(), name: z.string() }),
    arrivalAirport: z.object({ code: z.string(), name: z.string() }),
    /** '1st Mar 2026' */
    departureDate: z.string(),
    /** '07:05' (24-hour) */
    departureTime: z.string(),
    arrivalDate: z.string(),
    arrivalTime: z.string(),
    /** The wait at the departure airport after the previous flight, '2h 5m' (discovery §9); null for the first. */
    layover: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('ground'),
    location: z.string(),
    date: z.string(),
    /** '07:30' when the journey step has a time (coach pick-ups), else null. */
    time: z.string().nullable(),
  }),
])
export type JourneyStep = z.infer<typeof journeyStepSchema>

export const roomPriceSchema = z.object({
  /** The room type's id (the waitlist's room choice on a sold-out departure). */
  id: z.number().int().optional(),
  name: z.string(),
  occupancy: z.number().int(),
  /** 'From £1,299' is built by the UI from this: the per-person price of the room. */
  fromPrice: z.number().int(),
  fromPriceFormatted: z.string(),
  /** false when the room type has no places left. */
  available: z.boolean(),
})
export type RoomPrice = z.infer<typeof roomPriceSchema>

export const departureDetailsSchema = z.object({
  departureId: z.number().int(),
  tourCode: z.string(),
  transportCode: z.string(),
  filo: z.string(),
  /** Into the checkout; null when the departure cannot be booked (sold out or closed). */
  bookNowLink: link.nullable(),
  status: z.enum(DEPARTURE_STATUSES),
  date: z.string(),
  endDate: z.string(),
  durationDays: z.number().int(),
  depositFormatted: z.string(),
  /** Only when FEW_SEATS_LEFT or fewer remain (and some do); else null. */
  seatsLeft: z.number().int().nullable(),
  /** Way out and way back: flights for flight departures, pick-up/arrival entries otherwise. */
  outbound: z.array(journeyStepSchema),
  inbound: z.array(journeyStepSchema),
  rooms: z.array(roomPriceSchema),
})
export type DepartureDetails = z.infer<typeof departureDetailsSchema>
export const departureMoreDetailsResponseSchema = z.object({ details: departureDetailsSchema })
export type DepartureMoreDetailsResponse = z.infer<typeof departureMoreDetailsResponseSchema>

/** Checkout §3 departure details: flights as legs, or no-flight entries. */
export const legSchema = z.object({
  /** date: local 'YYYY-MM-DDTHH:mm' at the departure airport. */
  departureTime: z.object({ date: z.string() }),
  arrivalTime: z.object({ date: z.string() }),
  flightCarrier: z.object({ name: z.string(), code: z.string() }),
  departureAirport: z.object({ code: z.string(), name: z.string() }),
  arrivalAirport: z.object({ code: z.string(), name: z.string() }),
  instanceCode: z.string(),
})
export type Leg = z.infer<typeof legSchema>

export const noFlightEntrySchema = z.object({
  location: z.string(),
  /** 'YYYY-MM-DD' */
  date: z.string(),
  /** '1st Mar 2026' */
  dateFormatted: z.string(),
})
export type NoFlightEntry = z.infer<typeof noFlightEntrySchema>

export const departureLegsResponseSchema = z.object({
  departureLegs: z.array(legSchema),
  returnLegs: z.array(legSchema),
  departureNoFlights: z.array(noFlightEntrySchema),
  returnNoFlights: z.array(noFlightEntrySchema),
})
export type DepartureLegsResponse = z.infer<typeof departureLegsResponseSchema>

/** An add-on in the tour page's list (discovery §3): `price` is the display string of its lowest upcoming price. */
export const addOnSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  price: z.string(),
  /** The add-on's own departure the price belongs to, and its transport code. */
  departureId: z.number().int(),
  transportCode: z.string(),
})
export type AddOn = z.infer<typeof addOnSchema>

export const addOnListDataSchema = z.object({
  title: z.string(),
  descriptionHtml: z.string(),
  numberToShowOnPageLoad: z.number().int(),
  addOns: z.array(addOnSchema),
  priceLabel: z.string(),
  addAtCheckoutText: z.string(),
  readMoreText: z.string(),
  readLessText: z.string(),
  showMoreResultsText: z.string(),
  showLessResultsText: z.string(),
})
export type AddOnListData = z.infer<typeof addOnListDataSchema>

/** The add-ons offered with one departure (checkout step 1): `price` in minor units here. */
export const departureAddOnSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  price: z.number().int(),
  priceFormatted: z.string(),
  currency: z.enum(['GBP', 'CAD']),
  /** The add-on's own departure id (what the checkout records). */
  departureId: z.number().int(),
  transportCode: z.string(),
  /** 'YYYY-MM-DD' and '1st Mar 2026'. */
  isoDate: z.string(),
  date: z.string(),
  durationDays: z.number().int(),
})
export type DepartureAddOn = z.infer<typeof departureAddOnSchema>
export const departureAddOnsResponseSchema = z.array(departureAddOnSchema)

export const excursionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  /** Per person, minor units. */
  price: z.number().int(),
  priceFormatted: z.string(),
  currency: z.enum(['GBP', 'CAD']),
  /** The itinerary day it runs on, when fixed. */
  dayNumber: z.number().int().nullable(),
})
export type Excursion = z.infer<typeof excursionSchema>
export const excursionsResponseSchema = z.array(excursionSchema)

/** The excursions list on the tour page: texts from content block 'excursions.list' plus the tour's excursions. */
export const excursionListDataSchema = addOnListDataSchema
  .omit({ addOns: true })
  .extend({ excursions: z.array(excursionSchema) })
export type ExcursionListData = z.infer<typeof excursionListDataSchema>
