import { type Kysely } from 'kysely'
import type { Database } from '../../../../db/schema'

/*
 * A departure's passenger manifest for the tour manager (issue 14).
 */

/** The passengers of a departure, for the tour manager's manifest (confirmed bookings only). */
export async function departureManifest(db: Kysely<Database>, brandId: string, departureId: number) {
  const departure = await db
    .selectFrom('departures')
    .innerJoin('tours', 'tours.id', 'departures.tourId')
    .select(['departures.id', 'departures.code', 'departures.startDate', 'tours.name as tourName'])
    .where('departures.id', '=', departureId)
    .where('tours.brandId', '=', brandId)
    .executeTakeFirst()
  if (!departure) return null
  const rows = await db
    .selectFrom('bookingPassengers')
    .innerJoin('bookings', 'bookings.id', 'bookingPassengers.bookingId')
    .leftJoin('bookingRooms', 'bookingRooms.id', 'bookingPassengers.bookingRoomId')
    .select([
      'bookings.reference',
      'bookingPassengers.id',
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
      'bookingRooms.name as roomName',
    ])
    .where('bookings.departureId', '=', departureId)
    .where('bookings.brandId', '=', brandId)
    .where('bookings.status', '=', 'confirmed')
    .orderBy('bookings.reference')
    .orderBy('bookingPassengers.position')
    .execute()
  const contacts = rows.length
    ? await db
        .selectFrom('emergencyContacts')
        .select(['bookingPassengerId', 'firstName', 'lastName', 'mobileNumber', 'phoneNumber'])
        .where(
          'bookingPassengerId',
          'in',
          rows.map((row) => Number(row.id)),
        )
        .orderBy('id')
        .execute()
    : []
  const contactOf = new Map<number, string>()
  for (const contact of contacts) {
    const text = `${contact.firstName} ${contact.lastName} ${contact.mobileNumber ?? contact.phoneNumber ?? ''}`.trim()
    contactOf.set(
      contact.bookingPassengerId,
      contactOf.has(contact.bookingPassengerId) ? `${contactOf.get(contact.bookingPassengerId)}; ${text}` : text,
    )
  }
  return {
    departure: {
      id: Number(departure.id),
      code: departure.code,
      startDate: departure.startDate,
      tourName: departure.tourName,
    },
    passengers: rows.map((row) => ({
      reference: row.reference,
      title: row.title ?? '',
      firstName: row.firstName,
      lastName: row.lastName,
      dateOfBirth: row.dateOfBirth ?? '',
      sex: row.sex ?? '',
      lead: row.isLead === 1,
      room: row.roomName ?? '',
      email: row.email ?? '',
      phone: row.mobilePhone ?? '',
      mobility: row.mobilityLimitations ? row.mobilityDetails || 'yes' : '',
      dietary: row.dietaryRequests ? row.dietaryRequirements || 'yes' : '',
      emergencyContacts: contactOf.get(Number(row.id)) ?? '',
    })),
  }
}
