import { type Kysely } from 'kysely'
import type { Database } from '../../../../db/schema'
import { legRows } from '../../departures/index.server'
import { departuresOfBrand } from '../shell/index.server'
import { moneyOfBookings } from '../../ledger/index.server'
import {
  contactText,
  needText,
  roomSharing,
  travelText,
  type ManifestContact,
  type ManifestTraveller,
} from './manifest-rules'
import { brandBookings, leadNameOf, travellerCount } from './brand-bookings.server'

/*
 * A departure's bookings and its manifest (issues 14 and 26). The bookings list shows every booking on the departure
 * (cancelled ones too, so an agent sees what happened) with its total and balance derived by the ledger, never the
 * booking's stored projection; the manifest lists the travellers of its confirmed bookings with what the tour manager
 * needs (manifest-rules.ts). Both answer null for a departure that is not the brand's, which the pages turn into a 404.
 */

type Db = Kysely<Database>

export interface DepartureHeading {
  id: number
  code: string
  tourName: string
  tourCode: string
  startDate: string
  endDate: string
}

async function departureOf(db: Db, brandId: string, departureId: number) {
  return departuresOfBrand(db, brandId)
    .leftJoin('departurePoints', 'departurePoints.id', 'departures.departurePointId')
    .leftJoin('transportTypes', 'transportTypes.id', 'departures.transportTypeId')
    .select([
      'departures.id',
      'departures.code',
      'departures.startDate',
      'departures.endDate',
      'tours.name as tourName',
      'tours.code as tourCode',
      'departurePoints.name as pointName',
      'transportTypes.locationLabel as pointLabel',
    ])
    .where('departures.id', '=', departureId)
    .executeTakeFirst()
}

const headingOf = (row: NonNullable<Awaited<ReturnType<typeof departureOf>>>): DepartureHeading => ({
  id: Number(row.id),
  code: row.code,
  tourName: row.tourName,
  tourCode: row.tourCode,
  startDate: row.startDate,
  endDate: row.endDate,
})

export interface DepartureBookingRow {
  reference: string
  leadName: string
  travellers: number
  /** The booking's rooms: 'Twin, Single'. */
  rooms: string
  status: string
  currency: string
  totalMinor: number
  balanceMinor: number
}

/** Every booking on the brand's departure, oldest first, with money from the ledger; null when not the brand's. */
export async function departureBookingsOf(
  db: Db,
  brandId: string,
  departureId: number,
): Promise<DepartureBookingRow[] | null> {
  if (!(await departureOf(db, brandId, departureId))) return null
  const bookings = await brandBookings(db, brandId)
    .select([
      'bookings.id',
      'bookings.reference',
      'bookings.status',
      'bookings.currency',
      'lead.firstName',
      'lead.lastName',
      travellerCount().as('travellers'),
    ])
    .where('bookings.departureId', '=', departureId)
    .orderBy('bookings.createdAt')
    .orderBy('bookings.id')
    .execute()
  const ids = bookings.map((booking) => Number(booking.id))
  const [money, rooms] = await Promise.all([
    moneyOfBookings(db, ids),
    ids.length
      ? db
          .selectFrom('bookingRooms')
          .select(['bookingId', 'name'])
          .where('bookingId', 'in', ids)
          .orderBy('id')
          .execute()
      : [],
  ])
  return bookings.map((booking) => {
    const id = Number(booking.id)
    const figures = money.get(id)
    return {
      reference: booking.reference,
      leadName: leadNameOf(booking),
      travellers: Number(booking.travellers ?? 0),
      rooms: rooms
        .filter((room) => Number(room.bookingId) === id)
        .map((room) => room.name)
        .join(', '),
      status: booking.status,
      currency: booking.currency,
      totalMinor: figures?.totalMinor ?? 0,
      balanceMinor: figures?.balanceMinor ?? 0,
    }
  })
}

export interface DepartureManifest {
  departure: DepartureHeading
  /** How the group travels to the start, in one line (a pick-up point, or flights outbound first). */
  travel: string
  travellers: ManifestTraveller[]
}

/** The brand's departure's manifest: the travellers of its confirmed bookings; null when not the brand's. */
export async function departureManifest(
  db: Db,
  brandId: string,
  departureId: number,
): Promise<DepartureManifest | null> {
  const departure = await departureOf(db, brandId, departureId)
  if (!departure) return null
  const legs = await legRows(db, departureId)
  const rows = await db
    .selectFrom('bookingPassengers')
    .innerJoin('bookings', 'bookings.id', 'bookingPassengers.bookingId')
    .select([
      'bookings.reference',
      'bookings.quoteId',
      'bookingPassengers.id',
      'bookingPassengers.bookingId',
      'bookingPassengers.bookingRoomId',
      'bookingPassengers.title',
      'bookingPassengers.firstName',
      'bookingPassengers.lastName',
      'bookingPassengers.dateOfBirth',
      'bookingPassengers.sex',
      'bookingPassengers.isLead',
      'bookingPassengers.email',
      'bookingPassengers.mobilePhone',
      'bookingPassengers.mobilityLimitations',
      'bookingPassengers.mobilityDetails',
      'bookingPassengers.dietaryRequests',
      'bookingPassengers.dietaryRequirements',
    ])
    .where('bookings.departureId', '=', departureId)
    .where('bookings.brandId', '=', brandId)
    .where('bookings.status', '=', 'confirmed')
    .orderBy('bookings.reference')
    .orderBy('bookingPassengers.position')
    .execute()
  const passengerIds = rows.map((row) => Number(row.id))
  const bookingIds = [...new Set(rows.map((row) => Number(row.bookingId)))]
  const quoteIds = [...new Set(rows.map((row) => Number(row.quoteId)))]
  const [rooms, contacts, excursions, extensions] = bookingIds.length
    ? await Promise.all([
        db
          .selectFrom('bookingRooms')
          .innerJoin('bookings', 'bookings.id', 'bookingRooms.bookingId')
          .select(['bookingRooms.id', 'bookingRooms.name', 'bookings.reference'])
          .where('bookingRooms.bookingId', 'in', bookingIds)
          .execute(),
        db
          .selectFrom('emergencyContacts')
          .select(['bookingPassengerId', 'firstName', 'lastName', 'relationship', 'mobileNumber', 'phoneNumber'])
          .where('bookingPassengerId', 'in', passengerIds)
          .orderBy('id')
          .execute(),
        db
          .selectFrom('bookingExcursions')
          .innerJoin('excursions', 'excursions.id', 'bookingExcursions.excursionId')
          .select(['bookingExcursions.passengerId', 'excursions.name'])
          .where('bookingExcursions.bookingId', 'in', bookingIds)
          .orderBy('excursions.dayNumber')
          .orderBy('excursions.name')
          .execute(),
        db
          .selectFrom('quoteAddons')
          .innerJoin('addonDepartures', 'addonDepartures.id', 'quoteAddons.addonDepartureId')
          .innerJoin('addons', 'addons.id', 'addonDepartures.addonId')
          .select(['quoteAddons.quoteId', 'addons.name'])
          .where('quoteAddons.quoteId', 'in', quoteIds)
          .orderBy('addons.position')
          .execute(),
      ])
    : [[], [], [], []]
  const contactsOf = groupBy(contacts, (contact) => Number(contact.bookingPassengerId))
  const excursionsOf = groupBy(excursions, (excursion) => Number(excursion.passengerId))
  const extensionsOf = groupBy(extensions, (extension) => Number(extension.quoteId))
  const passengers = rows.map((row) => ({ ...row, id: Number(row.id), bookingRoomId: nullableId(row.bookingRoomId) }))
  const sharing = roomSharing(
    passengers,
    rooms.map((room) => ({ id: Number(room.id), name: room.name, reference: room.reference })),
  )
  return {
    departure: headingOf(departure),
    travel: travelText({
      pointLabel: departure.pointLabel ?? null,
      pointName: departure.pointName ?? null,
      legs: legs.map((leg) => ({ ...leg, isFlight: leg.isFlight === 1 })),
    }),
    travellers: passengers.map((row) => ({
      passengerId: row.id,
      reference: row.reference,
      title: row.title ?? '',
      firstName: row.firstName,
      lastName: row.lastName,
      dateOfBirth: row.dateOfBirth ?? '',
      sex: row.sex ?? '',
      lead: row.isLead === 1,
      room: sharing.get(row.id)?.room ?? '',
      sharingWith: sharing.get(row.id)?.sharingWith ?? '',
      email: row.email ?? '',
      phone: row.mobilePhone ?? '',
      excursions: (excursionsOf.get(row.id) ?? []).map((excursion) => excursion.name).join(', '),
      extensions: (extensionsOf.get(Number(row.quoteId)) ?? []).map((extension) => extension.name).join(', '),
      mobility: needText(row.mobilityLimitations === 1, row.mobilityDetails),
      dietary: needText(row.dietaryRequests === 1, row.dietaryRequirements),
      emergencyContacts: (contactsOf.get(row.id) ?? [])
        .map((contact: ManifestContact) => contactText(contact))
        .join('; '),
    })),
  }
}

const nullableId = (id: number | null): number | null => (id === null ? null : Number(id))

function groupBy<Row>(rows: readonly Row[], key: (row: Row) => number): Map<number, Row[]> {
  const groups = new Map<number, Row[]>()
  for (const row of rows) {
    const list = groups.get(key(row)) ?? []
    list.push(row)
    groups.set(key(row), list)
  }
  return groups
}
