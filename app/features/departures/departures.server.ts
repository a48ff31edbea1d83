// Long file (over 400 lines): the departures API's queries (table rows, travel options, add-ons, excursions) share one set of visibility and price joins.
import type { AppDatabase } from '../../../db/database.server'
import type { BrandContext } from '../../context'
import { formatDate, formatLayover, formatTime } from '../../lib/dates'
import { formatMoney } from '../../lib/money'
import {
  BOOK_NOW_LINK_NAME,
  FEW_SEATS_LEFT,
  LOCATION_TYPES,
  TRANSPORT_TYPE_CODES,
  checkoutUrl,
  departureMoreDetailsUrl,
  departuresUrl,
  durationLabel,
  secondaryLabelFor,
  type Departure,
  type DepartureDetails,
  type DepartureLegsResponse,
  type DeparturesResponse,
  type JourneyStep,
  type Leg,
  type LocationType,
  type NoFlightEntry,
  type TransportTypeCode,
  type TransportTypeOption,
} from './departures-contract'
import { isBookable, liveDepartureStatus, placesLeft, roomsBookable } from './departure-availability'
import { currencyOf, findVisibleDeparture, findVisibleTourByCode, todayIso } from './departure-lookup.server'
import { layoverMinutes } from './flight-connections'
import { liveHoldsByRoom, livePlacesHeldByDeparture, waitingPlacesByDeparture } from './live-places.server'

const isTransportTypeCode = (code: string): code is TransportTypeCode =>
  (TRANSPORT_TYPE_CODES as readonly string[]).includes(code)
const isLocationType = (type: string): type is LocationType => (LOCATION_TYPES as readonly string[]).includes(type)

// ------------------------------------------------------------------------------------------------ travel options

/** The tour's transport types in tab order (by the tour's position, then id); for a tour id already known visible. */
export async function travelOptionsForTour(
  db: AppDatabase,
  tour: { id: number; code: string },
): Promise<TransportTypeOption[]> {
  const rows = await db
    .selectFrom('tourTransportTypes')
    .innerJoin('transportTypes', 'transportTypes.id', 'tourTransportTypes.transportTypeId')
    .select([
      'transportTypes.code',
      'transportTypes.name',
      'transportTypes.locationType',
      'transportTypes.locationLabel',
      'tourTransportTypes.enabled',
    ])
    .where('tourTransportTypes.tourId', '=', tour.id)
    .orderBy('tourTransportTypes.position')
    .orderBy('transportTypes.id')
    .execute()
  const options: TransportTypeOption[] = []
  for (const row of rows) {
    if (!isTransportTypeCode(row.code) || !isLocationType(row.locationType)) continue
    options.push({
      id: row.code,
      name: row.name,
      value: departuresUrl(tour.code, row.code),
      enabled: row.enabled === 1,
      locationType: row.locationType,
      locationLabel: row.locationLabel,
    })
  }
  return options
}

/** null when the tour is not visible to this brand and market. */
export async function getTravelOptions(
  db: AppDatabase,
  brand: BrandContext,
  tourCode: string,
): Promise<TransportTypeOption[] | null> {
  const tour = await findVisibleTourByCode(db, brand, tourCode)
  return tour ? travelOptionsForTour(db, tour) : null
}

// ------------------------------------------------------------------------------------------------ departures list

export interface DeparturesRequest {
  tourCode: string
  transportType: TransportTypeCode
  /** Every location parameter sent; only the one named by the transport type's location type is read. */
  locations: Partial<Record<LocationType, string | undefined>>
}

export type DeparturesResult = { kind: 'ok'; response: DeparturesResponse } | { kind: 'not_found'; message: string }

/**
 * A transport type's departures for the departures table. Status and `available` are live: places left after seats
 * sold and the checkout's live holds (departure-availability.ts), so a departure whose last places are in someone's
 * checkout shows 'Sold out' until the hold is released or expires.
 */
export async function getDepartures(
  db: AppDatabase,
  brand: BrandContext,
  request: DeparturesRequest,
  today: string = todayIso(),
  now: Date = new Date(),
): Promise<DeparturesResult> {
  const tour = await findVisibleTourByCode(db, brand, request.tourCode)
  if (!tour) return { kind: 'not_found', message: `No tour ${request.tourCode}.` }
  const transport = await db
    .selectFrom('tourTransportTypes')
    .innerJoin('transportTypes', 'transportTypes.id', 'tourTransportTypes.transportTypeId')
    .select([
      'transportTypes.id',
      'transportTypes.locationType',
      'transportTypes.locationLabel',
      'tourTransportTypes.enabled',
    ])
    .where('tourTransportTypes.tourId', '=', tour.id)
    .where('transportTypes.code', '=', request.transportType)
    .executeTakeFirst()
  if (!transport || !isLocationType(transport.locationType)) {
    return { kind: 'not_found', message: `Tour ${tour.code} is not sold with transport type ${request.transportType}.` }
  }
  const locationType = transport.locationType
  const chosen = request.locations[locationType]?.trim() || null

  // A disabled transport type is not on sale: it answers like one with no departures (the no-results block).
  const rows =
    transport.enabled === 1
      ? await db
          .selectFrom('departures')
          .leftJoin('departurePoints', 'departurePoints.id', 'departures.departurePointId')
          .select([
            'departures.id',
            'departures.code',
            'departures.transportCode',
            'departures.filo',
            'departures.startDate',
            'departures.endDate',
            'departures.durationDays',
            'departures.currency',
            'departures.priceMinor',
            'departures.wasPriceMinor',
            'departures.capacity',
            'departures.seatsSold',
            'departures.open',
            'departurePoints.code as pointCode',
            'departurePoints.name as pointName',
          ])
          .where('departures.tourId', '=', tour.id)
          .where('departures.transportTypeId', '=', transport.id)
          .where('departures.startDate', '>', today)
          .orderBy('departures.startDate')
          .orderBy('departures.priceMinor')
          .orderBy('departures.id')
          .execute()
      : []

  const points = new Map<string, string>()
  for (const row of rows) if (row.pointCode && row.pointName) points.set(row.pointCode, row.pointName)
  const children = [...points]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en-GB'))

  // A location the tour does not leave from has no departures: an empty list, which the page shows as the
  // no-results block (discovery §4, §8), not an error.
  const selected = chosen
    ? (children.find((child) => child.value.toUpperCase() === chosen.toUpperCase())?.value ?? chosen)
    : null

  const listed = rows.filter((row) => selected === null || row.pointCode === selected)
  const listedIds = listed.map((row) => row.id)
  // Places in live holds, and those waitlist entries wait for (ADR 0052): neither is on sale to the public.
  const [held, waiting] = await Promise.all([
    livePlacesHeldByDeparture(db, listedIds, now),
    waitingPlacesByDeparture(db, listedIds),
  ])
  const departures: Departure[] = listed.map((row) => {
    const currency = currencyOf(row.currency, brand)
    const taken = (held.get(row.id) ?? 0) + (waiting.get(row.id) ?? 0)
    const live = {
      open: row.open,
      startDate: row.startDate,
      placesLeft: placesLeft({ capacity: row.capacity, sold: row.seatsSold, held: taken }),
    }
    const status = liveDepartureStatus(live, today)
    const location = row.pointCode && row.pointName ? { code: row.pointCode, name: row.pointName } : null
    const hasWas = row.wasPriceMinor !== null && row.wasPriceMinor > row.priceMinor
    return {
      id: row.id,
      code: row.code,
      date: formatDate(row.startDate),
      isoDate: row.startDate,
      endDate: formatDate(row.endDate),
      isoEndDate: row.endDate,
      secondaryInformation:
        request.transportType === 'FLIGHT'
          ? (location?.name ?? durationLabel(row.durationDays))
          : durationLabel(row.durationDays),
      durationDays: row.durationDays,
      location,
      transportType: request.transportType,
      transportCode: row.transportCode,
      filo: row.filo,
      tourCode: tour.code,
      tourSummary: {
        fromPrice: row.priceMinor,
        fromPriceFormatted: formatMoney(row.priceMinor, currency),
        wasFromPrice: hasWas ? row.wasPriceMinor : null,
        wasPriceFormatted: hasWas && row.wasPriceMinor !== null ? formatMoney(row.wasPriceMinor, currency) : null,
        hasWasFromPrice: hasWas,
        fromDays: row.durationDays,
        currency,
        offerText: hasWas ? tour.offerText : null,
      },
      status,
      moreDetailsUrl: departureMoreDetailsUrl(row.id),
      available: isBookable(live, today),
      open: row.open === 1,
      details: null,
    }
  })

  return {
    kind: 'ok',
    response: {
      transportType: request.transportType,
      secondaryLabel: secondaryLabelFor(request.transportType),
      departures,
      departurePoints: { type: locationType, label: transport.locationLabel, selected, children },
    },
  }
}

// ------------------------------------------------------------------------------------------------ legs

export interface LegRow {
  direction: string
  sequence: number
  isFlight: number
  carrierCode: string | null
  carrierName: string | null
  instanceCode: string | null
  departureAirportCode: string | null
  departureAirportName: string | null
  arrivalAirportCode: string | null
  arrivalAirportName: string | null
  departureTime: string | null
  arrivalTime: string | null
  location: string | null
  date: string | null
}

/** A departure's legs, outbound first, each way in its sequence (the tour page's and the manifest's). */
export async function legRows(db: AppDatabase, departureId: number): Promise<LegRow[]> {
  return db
    .selectFrom('departureLegs')
    .select([
      'direction',
      'sequence',
      'isFlight',
      'carrierCode',
      'carrierName',
      'instanceCode',
      'departureAirportCode',
      'departureAirportName',
      'arrivalAirportCode',
      'arrivalAirportName',
      'departureTime',
      'arrivalTime',
      'location',
      'date',
    ])
    .where('departureId', '=', departureId)
    .orderBy('direction') // 'out' sorts before 'return'
    .orderBy('sequence')
    .orderBy('id')
    .execute()
}

function toLeg(row: LegRow): Leg {
  return {
    departureTime: { date: row.departureTime ?? '' },
    arrivalTime: { date: row.arrivalTime ?? '' },
    flightCarrier: { name: row.carrierName ?? '', code: row.carrierCode ?? '' },
    departureAirport: { code: row.departureAirportCode ?? '', name: row.departureAirportName ?? '' },
    arrivalAirport: { code: row.arrivalAirportCode ?? '', name: row.arrivalAirportName ?? '' },
    instanceCode: row.instanceCode ?? '',
  }
}

function noFlightDate(row: LegRow, fallback: string): string {
  return row.date ?? row.departureTime?.slice(0, 10) ?? fallback
}

function toNoFlight(row: LegRow, fallbackDate: string): NoFlightEntry {
  const date = noFlightDate(row, fallbackDate)
  return { location: row.location ?? row.departureAirportName ?? '', date, dateFormatted: safeFormatDate(date) }
}

function safeFormatDate(iso: string): string {
  try {
    return formatDate(iso)
  } catch {
    return iso
  }
}

function safeFormatTime(text: string | null): string | null {
  if (!text) return null
  try {
    return formatTime(text)
  } catch {
    return null
  }
}

export type DepartureKeysResult<T> = { kind: 'ok'; response: T } | { kind: 'not_found'; message: string }

/** Checkout §3 departure details. The filo and transport code must be the departure's own. */
export async function getDepartureLegs(
  db: AppDatabase,
  brand: BrandContext,
  keys: { departureId: number; filo: string; transportCode: string },
): Promise<DepartureKeysResult<DepartureLegsResponse>> {
  const departure = await findVisibleDeparture(db, brand, keys.departureId)
  if (!departure || departure.filo !== keys.filo || departure.transportCode !== keys.transportCode) {
    return { kind: 'not_found', message: `No departure ${keys.departureId} with that filo and transport code.` }
  }
  const rows = await legRows(db, departure.id)
  const response: DepartureLegsResponse = {
    departureLegs: [],
    returnLegs: [],
    departureNoFlights: [],
    returnNoFlights: [],
  }
  for (const row of rows) {
    const out = row.direction !== 'return'
    if (row.isFlight === 1) (out ? response.departureLegs : response.returnLegs).push(toLeg(row))
    else
      (out ? response.departureNoFlights : response.returnNoFlights).push(
        toNoFlight(row, out ? departure.startDate : departure.endDate),
      )
  }
  return { kind: 'ok', response }
}

// ------------------------------------------------------------------------------------------------ more details

/** One direction's steps in order; each flight after the first carries its layover (discovery §9). */
function journeySteps(rows: LegRow[], fallbackDate: string): JourneyStep[] {
  let previousArrival: string | null = null
  return rows.map((row) => {
    const step = journeyStep(row, fallbackDate, previousArrival)
    if (row.isFlight === 1) previousArrival = row.arrivalTime ?? ''
    return step
  })
}

function journeyStep(row: LegRow, fallbackDate: string, previousArrival: string | null): JourneyStep {
  if (row.isFlight === 1) {
    const departureTime = row.departureTime ?? ''
    const arrivalTime = row.arrivalTime ?? ''
    const layover = previousArrival === null ? null : layoverMinutes(previousArrival, departureTime)
    return {
      kind: 'flight',
      carrierName: row.carrierName ?? '',
      flightNumber: row.instanceCode ?? '',
      departureAirport: { code: row.departureAirportCode ?? '', name: row.departureAirportName ?? '' },
      arrivalAirport: { code: row.arrivalAirportCode ?? '', name: row.arrivalAirportName ?? '' },
      departureDate: safeFormatDate(departureTime.slice(0, 10) || fallbackDate),
      departureTime: safeFormatTime(departureTime) ?? '',
      arrivalDate: safeFormatDate(arrivalTime.slice(0, 10) || fallbackDate),
      arrivalTime: safeFormatTime(arrivalTime) ?? '',
      layover: layover === null ? null : formatLayover(layover),
    }
  }
  return {
    kind: 'ground',
    location: row.location ?? '',
    date: safeFormatDate(noFlightDate(row, fallbackDate)),
    time: safeFormatTime(row.departureTime),
  }
}

/** What a departure's moreDetailsUrl answers: what a traveller needs to decide, and the way into the checkout. */
export async function getDepartureMoreDetails(
  db: AppDatabase,
  brand: BrandContext,
  departureId: number,
  today: string = todayIso(),
  now: Date = new Date(),
): Promise<DepartureDetails | null> {
  const departure = await findVisibleDeparture(db, brand, departureId)
  if (!departure) return null
  const [legs, rooms, holds] = await Promise.all([
    legRows(db, departure.id),
    db
      .selectFrom('rooms')
      .select(['id', 'name', 'occupancy', 'pricePerPersonMinor', 'supplementMinor', 'allocation', 'sold'])
      .where('departureId', '=', departure.id)
      .orderBy('occupancy')
      .orderBy('pricePerPersonMinor')
      .orderBy('id')
      .execute(),
    liveHoldsByRoom(db, departure.id, now),
  ])
  const currency = currencyOf(departure.currency, brand)
  // Places waitlist entries wait for are not on sale to the public either (ADR 0052).
  let held = (await waitingPlacesByDeparture(db, [departure.id])).get(departure.id) ?? 0
  for (const hold of holds.values()) held += hold.places
  // Live: seats sold and the places in other travellers' checkouts right now (departure-availability.ts).
  const live = {
    open: departure.open,
    startDate: departure.startDate,
    placesLeft: placesLeft({ capacity: departure.capacity, sold: departure.seatsSold, held }),
  }
  const status = liveDepartureStatus(live, today)
  const bookable = isBookable(live, today)
  const remaining = live.placesLeft
  const keys = {
    departureId: departure.id,
    transportCode: departure.transportCode,
    filo: departure.filo,
    tourCode: departure.tourCode,
  }
  return {
    departureId: departure.id,
    tourCode: departure.tourCode,
    transportCode: departure.transportCode,
    filo: departure.filo,
    bookNowLink: bookable ? { url: checkoutUrl(keys), name: BOOK_NOW_LINK_NAME } : null,
    status,
    date: formatDate(departure.startDate),
    endDate: formatDate(departure.endDate),
    durationDays: departure.durationDays,
    depositFormatted: formatMoney(departure.depositMinor, currency),
    seatsLeft: bookable && remaining > 0 && remaining <= FEW_SEATS_LEFT ? remaining : null,
    outbound: journeySteps(
      legs.filter((leg) => leg.direction !== 'return'),
      departure.startDate,
    ),
    inbound: journeySteps(
      legs.filter((leg) => leg.direction === 'return'),
      departure.endDate,
    ),
    rooms: rooms.map((room) => ({
      id: room.id,
      name: room.name,
      occupancy: room.occupancy,
      fromPrice: room.pricePerPersonMinor,
      fromPriceFormatted: formatMoney(room.pricePerPersonMinor, currency),
      available:
        roomsBookable({
          allocation: room.allocation,
          sold: room.sold,
          held: holds.get(room.id)?.rooms ?? 0,
          occupancy: room.occupancy,
          placesLeftOnDeparture: bookable ? remaining : 0,
        }) > 0,
    })),
  }
}
