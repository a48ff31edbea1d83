import {
  BOOKING_FAILED_CONTACT_FORM_PATH,
  STICKY_SUBTOTAL_THRESHOLD_PX,
  DONATION_ALLOCATION_PER_BOOKING,
  DONATION_ALLOCATION_PER_PERSON,
} from '../../../lib/constants'
import { formatDate, formatLayover, formatStops, formatTime } from '../../../lib/dates'
import { formatMoney, type CurrencyCode } from '../../../lib/money'
import type { DepartureAddOn, Excursion, Leg, NoFlightEntry } from '../../departures/index'
import type { Donation, ExcursionsResponseRequest, QuoteResponse, RoomsResponseRequest } from '../contract/index.rules'
import { roomsResponsePassengers, donatingTravellers, type RoomDraft } from '../travellers/index.rules'
import { addOnDepartureIdsOf, type CheckoutState } from './checkout-state'
import {
  subtotalInputOfQuote,
  subtotalLines,
  computeSubtotal,
  type SubtotalInput,
  type SubtotalLineKind,
} from '../price-breakdown/index.rules'

/*
 * What the checkout page shows and sends, as pure functions of its state (the components only render them):
 * occupancy and supplement texts (checkout §2 step 3), flight journeys with stops and layovers (step 2), the price
 * breakdown (checkout §4, §8, §9), the sticky subtotal rule (checkout §2 "Page behaviours"), the failed-booking
 * redirect (checkout §8) and the rooms and excursions requests (checkout §7).
 */

/** Checkout §2 step 3: the occupancy as 'N person/people'. */
export function occupancyLabel(occupancy: number): string {
  return occupancy === 1 ? '1 person' : `${occupancy} people`
}

/** The supplementary charge note of a room type, or null when it carries none. Prices per person include it. */
export function supplementNote(supplement: number, currency: CurrencyCode): string | null {
  return supplement > 0 ? `Includes a room supplement of ${formatMoney(supplement, currency)} per person` : null
}

/** A room type option's label: its name and price per person ('Twin Room – £3,309 pp'), and 'sold out' when none left. */
export function roomOptionLabel(
  room: { name: string; pricePerPerson: number },
  currency: CurrencyCode,
  disabled: boolean,
): string {
  const label = `${room.name} – ${formatMoney(room.pricePerPerson, currency)} pp`
  return disabled ? `${label} (none left)` : label
}

// ------------------------------------------------------------------------------------------------ flights

export interface FlightLegView {
  airline: string
  flightNumber: string
  departure: { code: string; name: string; date: string; time: string }
  arrival: { code: string; name: string; date: string; time: string }
  /** The wait at this leg's arrival airport before the next leg ('2h 5m'); null after the last leg. */
  layoverAfter: string | null
}

export interface JourneyView {
  from: { code: string; name: string }
  to: { code: string; name: string }
  /** 'Direct', '1 stop (AMS)', '2 stops (AMS, DXB)'. */
  stops: string
  legs: FlightLegView[]
}

/** Minutes between two local wall-clock times 'YYYY-MM-DDTHH:mm' at the same place (a layover's airport). */
export function minutesBetweenLocal(from: string, to: string): number | null {
  const read = (text: string) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(text)
    return m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!) : Number.NaN
  }
  const minutes = (read(to) - read(from)) / 60_000
  return Number.isFinite(minutes) && minutes >= 0 ? minutes : null
}

/** One direction's flights as one journey: its ends, its stops and each leg with the layover that follows it. */
export function journeyView(legs: readonly Leg[]): JourneyView | null {
  const first = legs[0]
  const last = legs.at(-1)
  if (!first || !last) return null
  return {
    from: first.departureAirport,
    to: last.arrivalAirport,
    stops: formatStops(legs.slice(1).map((leg) => leg.departureAirport.code)),
    legs: legs.map((leg, index) => {
      const next = legs[index + 1]
      const layover = next ? minutesBetweenLocal(leg.arrivalTime.date, next.departureTime.date) : null
      return {
        airline: leg.flightCarrier.name,
        flightNumber: leg.instanceCode,
        departure: {
          ...leg.departureAirport,
          date: formatDate(leg.departureTime.date),
          time: formatTime(leg.departureTime.date),
        },
        arrival: {
          ...leg.arrivalAirport,
          date: formatDate(leg.arrivalTime.date),
          time: formatTime(leg.arrivalTime.date),
        },
        layoverAfter: layover === null ? null : formatLayover(layover),
      }
    }),
  }
}

export interface NoFlightView {
  location: string
  date: string
}

export function noFlightView(entries: readonly NoFlightEntry[]): NoFlightView[] {
  return entries.map((entry) => ({ location: entry.location, date: entry.dateFormatted || formatDate(entry.date) }))
}

// ------------------------------------------------------------------------------------------------ price breakdown

export interface BreakdownLineView {
  kind: SubtotalLineKind
  name: string
  /** '2 × £3,309'; for a per-booking donation just the price. */
  detail: string
  amount: number
  amountText: string
}

export interface BreakdownView {
  lines: BreakdownLineView[]
  subtotal: number
  subtotalText: string
  /** Checkout §4/§8: the quote's subtotal differs from its lines; line prices are hidden. */
  mismatch: boolean
}

interface LineNames {
  room: (index: number) => string
  excursion: (index: number) => string
  visa: (index: number) => string
  donation: () => string
  extension: (index: number) => string
}

function breakdown(
  input: SubtotalInput,
  names: LineNames,
  subtotal: number,
  mismatch: boolean,
  currency: CurrencyCode,
): BreakdownView {
  const lines = subtotalLines(input).map((line): BreakdownLineView => {
    const name =
      line.kind === 'room'
        ? names.room(line.index)
        : line.kind === 'excursion'
          ? names.excursion(line.index)
          : line.kind === 'visa'
            ? names.visa(line.index)
            : line.kind === 'donation'
              ? names.donation()
              : names.extension(line.index)
    const perBooking = line.kind === 'donation' && input.donation?.allocationType === DONATION_ALLOCATION_PER_BOOKING
    return {
      kind: line.kind,
      name,
      detail: perBooking
        ? formatMoney(line.unitPrice, currency)
        : `${line.quantity} × ${formatMoney(line.unitPrice, currency)}`,
      amount: line.amount,
      amountText: formatMoney(line.amount, currency),
    }
  })
  return { lines, subtotal, subtotalText: formatMoney(subtotal, currency), mismatch }
}

/** The breakdown of the server's quote: its lines and its own subtotal (shown even when the lines disagree). */
export function quoteBreakdown(quote: QuoteResponse, mismatch: boolean): BreakdownView {
  return breakdown(
    subtotalInputOfQuote(quote),
    {
      room: (index) => quote.rooms[index]?.name ?? 'Room',
      excursion: (index) => quote.excursions[index]?.name ?? 'Excursion',
      visa: (index) => quote.visas[index]?.name ?? 'Visa',
      donation: () => quote.donations[0]?.name ?? 'Donation',
      extension: (index) => quote.addOns[index]?.name ?? 'Extension',
    },
    quote.subtotal,
    mismatch,
    quote.currency,
  )
}

/**
 * Checkout §9 (issue 29 item 9): on the excursions step the breakdown is the running subtotal of what is ticked —
 * the quote's other lines as the server priced them, and each chosen excursion at the listed price × the travellers
 * ticked for it — from the first tick, before anything is sent. The server prices the quote again on Continue; the
 * page compares its subtotal with this one (checkout-state's quoteReceived). Without the tour's list it is the quote's.
 */
export function excursionsBreakdown(
  quote: QuoteResponse,
  excursions: readonly Pick<Excursion, 'code' | 'name' | 'price'>[] | null,
  choices: Readonly<Record<string, readonly number[]>>,
  mismatch: boolean,
): BreakdownView {
  if (!excursions) return quoteBreakdown(quote, mismatch)
  const quoteInput = subtotalInputOfQuote(quote)
  const passengerIds = new Set(quote.passengers.map((passenger) => passenger.passengerId))
  const chosen = excursions
    .map((excursion) => ({
      excursion,
      travellers: (choices[excursion.code] ?? []).filter((id) => passengerIds.has(id)).length,
    }))
    .filter((entry) => entry.travellers > 0)
  const input: SubtotalInput = {
    ...quoteInput,
    excursions: chosen.map(({ excursion, travellers }) => ({ price: excursion.price, selectedPassengers: travellers })),
  }
  // The server's subtotal stays the base: the quote's own excursion lines out, the ticked ones in.
  const excursionsTotal = (value: SubtotalInput) =>
    subtotalLines(value)
      .filter((line) => line.kind === 'excursion')
      .reduce((sum, line) => sum + line.amount, 0)
  const subtotal = quote.subtotal - excursionsTotal(quoteInput) + excursionsTotal(input)
  return breakdown(
    input,
    {
      room: (index) => quote.rooms[index]?.name ?? 'Room',
      excursion: (index) => chosen[index]?.excursion.name ?? 'Excursion',
      visa: (index) => quote.visas[index]?.name ?? 'Visa',
      donation: () => quote.donations[0]?.name ?? 'Donation',
      extension: (index) => quote.addOns[index]?.name ?? 'Extension',
    },
    subtotal,
    mismatch,
    quote.currency,
  )
}

/**
 * Before the first rooms response there is no quote yet: the breakdown of the rooms being chosen, at the prices the
 * server's availablerooms answered, with the donation as ticked and the extension being booked. The rooms response
 * replaces it with the quote's own breakdown.
 */
export function draftBreakdown(
  state: Pick<CheckoutState, 'rooms' | 'donation' | 'nonDonatingTravellers' | 'donationForBooking'>,
  addOn: Pick<DepartureAddOn, 'name' | 'price'> | null,
  currency: CurrencyCode,
): BreakdownView {
  const rooms = state.rooms.filter((room) => room.id !== null)
  const travellers = rooms.reduce((sum, room) => sum + room.occupancy, 0)
  const donation = state.donation
  const named = donatingTravellers(state.rooms, [])
  const donating = donatingTravellers(state.rooms, state.nonDonatingTravellers)
  const input: SubtotalInput = {
    rooms: rooms.map((room) => ({ id: room.id, pricePerPerson: room.pricePerPerson, occupancy: room.occupancy })),
    excursions: [],
    visas: [],
    donation: !donation
      ? null
      : donation.allocationType === DONATION_ALLOCATION_PER_BOOKING
        ? {
            allocationType: DONATION_ALLOCATION_PER_BOOKING,
            price: donation.price,
            declined: !state.donationForBooking,
          }
        : {
            allocationType: DONATION_ALLOCATION_PER_PERSON,
            price: donation.price,
            passengers: travellers,
            // Travellers still without a name cannot be unticked yet: they count as donating, as on the server.
            nonDonating: named.length - donating.length,
          },
    extensions: addOn && travellers > 0 ? [{ price: addOn.price, passengers: travellers }] : [],
  }
  return breakdown(
    input,
    {
      room: (index) => rooms[index]?.name ?? 'Room',
      excursion: () => 'Excursion',
      visa: () => 'Visa',
      donation: () => donation?.name ?? 'Donation',
      extension: () => addOn?.name ?? 'Extension',
    },
    computeSubtotal(input),
    false,
    currency,
  )
}

/**
 * Checkout §2 "Page behaviours": the sticky subtotal bar shows while the subtotal placeholder (the breakdown's own
 * subtotal line) lies lower than STICKY_SUBTOTAL_THRESHOLD_PX above the viewport's bottom edge — out of sight, or
 * where the bar itself would cover it. Once it has scrolled up into view, the bar goes. And it goes as soon as any
 * of the full breakdown is on screen (its top above the viewport's bottom edge, issue 29 item 12): the bar would
 * otherwise sit over the breakdown's own lines, repeating the subtotal while hiding what makes it up.
 */
export function showsStickySubtotal(
  placeholderTop: number,
  viewportHeight: number,
  breakdownTop: number = Number.POSITIVE_INFINITY,
): boolean {
  return placeholderTop > viewportHeight - STICKY_SUBTOTAL_THRESHOLD_PX && breakdownTop >= viewportHeight
}

// ------------------------------------------------------------------------------------------------ requests

export interface CheckoutKeys {
  departureId: number
  filo: string
  transportCode: string
  tourCode: string
}

/** Checkout §7 roomsresponse: the quote's keys, the rooms' passengers (no prices), extensions and the donation. */
export function roomsRequestOf(state: CheckoutState, keys: CheckoutKeys): RoomsResponseRequest {
  const donation = state.donation
  const perPerson = donation?.allocationType === DONATION_ALLOCATION_PER_PERSON
  return {
    quoteId: state.quote?.quoteId ?? null,
    departureId: keys.departureId,
    filo: keys.filo,
    departureTransportCode: keys.transportCode,
    initialTourCode: keys.tourCode,
    tourCode: state.flow.addOnChosen && state.recordedAddOn ? state.recordedAddOn.code : keys.tourCode,
    passengers: roomsResponsePassengers(state.rooms),
    addOnDepartureIds: addOnDepartureIdsOf(state),
    donationExtraId: donation?.id ?? null,
    donationAllocationType: donation?.allocationType ?? null,
    ...(donation && perPerson
      ? { donatingTravellers: donatingTravellers(state.rooms, state.nonDonatingTravellers) }
      : {}),
    ...(donation && !perPerson ? { donationForBooking: state.donationForBooking } : {}),
  }
}

/** Checkout §7 excursionsresponse: each excursion with at least one traveller ticked, in the list's order. */
export function excursionsRequestOf(
  quoteId: number,
  excursions: readonly Pick<Excursion, 'code'>[],
  choices: Readonly<Record<string, readonly number[]>>,
  passengerIds: readonly number[],
): ExcursionsResponseRequest {
  const known = new Set(passengerIds)
  return {
    quoteId,
    excursions: excursions
      .map((excursion) => ({
        code: excursion.code,
        passengerIds: passengerIds.filter((id) => known.has(id) && (choices[excursion.code] ?? []).includes(id)),
      }))
      .filter((excursion) => excursion.passengerIds.length > 0),
  }
}

/** Whether the quote has any excursion ticked (Back and skip then clear them on the server too). */
export function quoteHasExcursions(quote: QuoteResponse | null): boolean {
  return !!quote?.excursions.some((excursion) => excursion.passengers.some((passenger) => passenger.selected))
}

/**
 * Checkout §2 routes, §8: a failed rooms submission goes to the booking-failed contact form with the lead
 * passenger's names, the tour name and the departure date (spaces replaced by hyphens), and the quote id when
 * there is one.
 */
export function bookingFailedUrl(details: {
  rooms: readonly RoomDraft[]
  tourName: string
  departureDate: string
  quoteId: number | null | undefined
}): string {
  const lead = details.rooms.flatMap((room) => room.passengers)[0]
  const query = new URLSearchParams({
    firstName: lead?.firstName.trim() ?? '',
    lastName: lead?.lastName.trim() ?? '',
    tourName: details.tourName,
    departureDate: details.departureDate.replace(/\s+/g, '-'),
  })
  if (details.quoteId) query.set('quoteId', String(details.quoteId))
  return `${BOOKING_FAILED_CONTACT_FORM_PATH}?${query.toString()}`
}

/** A donation's price as offered: '£5 per traveller' or '£10 per booking'. */
export function donationPriceText(
  donation: Pick<Donation, 'price' | 'allocationType'>,
  currency: CurrencyCode,
): string {
  return `${formatMoney(donation.price, currency)} ${
    donation.allocationType === DONATION_ALLOCATION_PER_BOOKING ? 'per booking' : 'per traveller'
  }`
}
