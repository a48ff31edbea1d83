import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema'
import { CURRENCIES, type CurrencyCode } from '../../lib/constants'
import type { BookingDetails, BookingType } from '../checkout/index.server'
import { normaliseBookingReference } from './booking-reference'
import { inJourneyOrder } from './journey-order'

/*
 * The booking read model (checkout §3 Booking; ADR 0023): what the
 * confirmation step, its reload by reference, the e-mails and the PDF show, built from the stored booking only (its
 * prices are the ones booked, never today's). A booking is shown only to the browser session that made it, or to
 * the signed-in customer it belongs to; to anyone else it does not exist.
 */

type Db = Kysely<Database>

export interface BookingConfirmation {
  bookingReference: string
  bookingDetails: BookingDetails
}

/** The booking's contact for the e-mails (the lead passenger). */
export interface BookingContact {
  bookingId: number
  brandId: string
  leadEmail: string | null
  leadName: string
  departureDate: string
}

const BOOKING_TYPES: readonly BookingType[] = ['reserved', 'paid', 'deposit']

function timeOf(value: string | null): string {
  const match = /T(\d{2}:\d{2})/.exec(value ?? '')
  return match?.[1] ?? ''
}

function dateOf(value: string | null): string {
  return (value ?? '').slice(0, 10)
}

/** BookingDetails of a stored booking (by id: the caller has already decided who may see it). */
export async function bookingDetailsOf(db: Db, bookingId: number): Promise<BookingConfirmation | null> {
  const booking = await db
    .selectFrom('bookings')
    .select([
      'id',
      'reference',
      'departureId',
      'tourName',
      'type',
      'currency',
      'totalMinor',
      'amountPaidMinor',
      'balanceDueDate',
    ])
    .where('id', '=', bookingId)
    .executeTakeFirst()
  if (!booking) return null
  const [legs, passengers, excursions, visas, donations] = await Promise.all([
    // Put in journey order below (outbound first), by rank rather than by how the direction words sort.
    db.selectFrom('departureLegs').selectAll().where('departureId', '=', booking.departureId).execute(),
    db
      .selectFrom('bookingPassengers')
      .select(['title', 'firstName', 'lastName'])
      .where('bookingId', '=', booking.id)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('bookingExcursions')
      .innerJoin('excursions', 'excursions.id', 'bookingExcursions.excursionId')
      .select([
        'excursions.id',
        'excursions.name',
        'bookingExcursions.priceMinor',
        (eb) => eb.fn.countAll<number>().as('passengerCount'),
      ])
      .where('bookingExcursions.bookingId', '=', booking.id)
      .groupBy(['excursions.id', 'excursions.name', 'bookingExcursions.priceMinor'])
      .orderBy('excursions.id')
      .execute(),
    db
      .selectFrom('bookingVisas')
      .innerJoin('visas', 'visas.id', 'bookingVisas.visaId')
      .select([
        'visas.id',
        'visas.name',
        'bookingVisas.priceMinor',
        (eb) => eb.fn.countAll<number>().as('passengerCount'),
      ])
      .where('bookingVisas.bookingId', '=', booking.id)
      .groupBy(['visas.id', 'visas.name', 'bookingVisas.priceMinor'])
      .orderBy('visas.id')
      .execute(),
    db
      .selectFrom('bookingDonations')
      .innerJoin('donations', 'donations.id', 'bookingDonations.donationId')
      .select([
        'donations.id',
        'donations.name',
        'bookingDonations.amountMinor',
        (eb) => eb.fn.countAll<number>().as('passengerCount'),
      ])
      .where('bookingDonations.bookingId', '=', booking.id)
      .groupBy(['donations.id', 'donations.name', 'bookingDonations.amountMinor'])
      .orderBy('donations.id')
      .execute(),
  ])
  const journey = inJourneyOrder(legs)
  const flights = journey.filter((leg) => leg.isFlight === 1)
  const grounds = journey.filter((leg) => leg.isFlight !== 1 && leg.location)
  const starting = grounds.find((leg) => leg.direction === 'out') ?? null
  const final = [...grounds].reverse().find((leg) => leg.direction === 'return') ?? null
  const currency: CurrencyCode = (CURRENCIES as readonly string[]).includes(booking.currency)
    ? (booking.currency as CurrencyCode)
    : 'GBP'
  return {
    bookingReference: booking.reference,
    bookingDetails: {
      type: BOOKING_TYPES.includes(booking.type as BookingType) ? (booking.type as BookingType) : 'paid',
      tourName: booking.tourName,
      currency,
      flights: flights.map((leg) => ({
        carrierCode: leg.carrierCode ?? '',
        airline: leg.carrierName ?? '',
        departureAirport: leg.departureAirportName ?? leg.departureAirportCode ?? '',
        departureDate: dateOf(leg.departureTime),
        departureTime: timeOf(leg.departureTime),
        arrivalAirport: leg.arrivalAirportName ?? leg.arrivalAirportCode ?? '',
        arrivalDate: dateOf(leg.arrivalTime),
        arrivalTime: timeOf(leg.arrivalTime),
      })),
      startingLocation: starting ? { date: starting.date ?? '', location: starting.location ?? '' } : null,
      finalLocation: final ? { date: final.date ?? '', location: final.location ?? '' } : null,
      passengers: passengers.map((passenger) => ({
        title: passenger.title ?? '',
        firstName: passenger.firstName,
        lastName: passenger.lastName,
      })),
      excursions: excursions.map((row) => ({
        name: row.name,
        passengerCount: Number(row.passengerCount),
        price: row.priceMinor,
      })),
      visas: visas.map((row) => ({
        id: row.id,
        name: row.name,
        passengerCount: Number(row.passengerCount),
        price: row.priceMinor,
      })),
      donations: donations.map((row) => ({
        name: row.name,
        passengerCount: Number(row.passengerCount),
        price: row.amountMinor,
      })),
      total: booking.totalMinor,
      amountPaid: booking.amountPaidMinor,
      balanceToPay: Math.max(0, booking.totalMinor - booking.amountPaidMinor),
      balanceDueDate: booking.totalMinor > booking.amountPaidMinor ? booking.balanceDueDate : null,
    },
  }
}

/**
 * The confirmation of a booking by its reference, for the session that made it or its signed-in customer; null
 * for anything else (unknown, other brand, another session: all "not found").
 */
export async function getBookingConfirmation(
  db: Db,
  who: { reference: string; sessionId: string | null; brandId: string; customerId?: number | null },
): Promise<BookingConfirmation | null> {
  const reference = normaliseBookingReference(who.reference)
  if (!reference) return null
  const booking = await db
    .selectFrom('bookings')
    .select(['id', 'sessionId', 'customerId'])
    .where('reference', '=', reference)
    .where('brandId', '=', who.brandId)
    .executeTakeFirst()
  if (!booking) return null
  const bySession = who.sessionId !== null && who.sessionId !== '' && booking.sessionId === who.sessionId
  const byCustomer = who.customerId != null && booking.customerId === who.customerId
  if (!bySession && !byCustomer) return null
  return bookingDetailsOf(db, booking.id)
}

/** The lead passenger and departure date of a booking (for the e-mails). */
export async function bookingContactOf(db: Db, bookingId: number): Promise<BookingContact | null> {
  const row = await db
    .selectFrom('bookings')
    .innerJoin('departures', 'departures.id', 'bookings.departureId')
    .leftJoin('bookingPassengers', (join) =>
      join.onRef('bookingPassengers.bookingId', '=', 'bookings.id').on('bookingPassengers.isLead', '=', 1),
    )
    .select([
      'bookings.id',
      'bookings.brandId',
      'bookingPassengers.email',
      'bookingPassengers.firstName',
      'bookingPassengers.lastName',
      'departures.startDate',
    ])
    .where('bookings.id', '=', bookingId)
    .executeTakeFirst()
  if (!row) return null
  return {
    bookingId: row.id,
    brandId: row.brandId,
    leadEmail: row.email ?? null,
    leadName: [row.firstName, row.lastName].filter(Boolean).join(' '),
    departureDate: row.startDate,
  }
}
