import type { Kysely } from 'kysely'
import type { Database } from '../../../../db/schema'
import { departureInventory, placesLeftSql } from '../../checkout/index.server'
import { todayIso } from '../../departures/index.server'
import { DEFAULT_AMENDMENT_FEE_MINOR, addDays, moneySettingsOf } from '../../ledger/index.server'
import { AMENDMENT_KINDS, amendmentRefusal, type AmendmentKind } from './amendment-rules'

/*
 * What the booking page's amendment panel offers (issue 26; ADR 0060): the booking's rooms and the departure's room
 * types with how many are left, the tour's excursions and who has each, the tour's other dates (a transfer takes any
 * departure code of the brand; these are suggested), the
 * brand's amendment fee, and which kinds of change are refused today (with the reason shown instead of the form).
 * The confirm re-checks everything under the lock; this only draws the forms.
 */

export interface AmendmentOptions {
  feeMinor: number
  refusals: Partial<Record<AmendmentKind, string>>
  rooms: { id: number; name: string; occupancy: number; travellers: number }[]
  roomTypes: { id: number; name: string; occupancy: number; pricePerPersonMinor: number; left: number }[]
  excursions: { id: number; name: string; priceMinor: number }[]
  /** "passengerId:excursionId" of every excursion booked. */
  booked: string[]
  departures: { id: number; tourName: string; startDate: string; code: string; placesLeft: number }[]
}

/** The most of the tour's other dates the transfer's field suggests (open, at least 10 days away, soonest first). */
const TRANSFER_CHOICES = 60

export async function amendmentOptions(
  db: Kysely<Database>,
  booking: {
    id: number
    brandId: string
    status: string
    departureId: number
    departureDate: string
    currency: string
  },
  now = new Date(),
): Promise<AmendmentOptions> {
  const today = todayIso(now)
  const departure = await db
    .selectFrom('departures')
    .select(['id', 'tourId', 'capacity', 'seatsSold'])
    .where('id', '=', booking.departureId)
    .executeTakeFirstOrThrow()
  const [settings, inventory, rooms, excursions, booked, departures] = await Promise.all([
    moneySettingsOf(db, booking.brandId),
    departureInventory(db, departure, now),
    db
      .selectFrom('bookingRooms')
      .select([
        'bookingRooms.id',
        'bookingRooms.name',
        'bookingRooms.occupancy',
        (eb) =>
          eb
            .selectFrom('bookingPassengers')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('bookingPassengers.bookingRoomId', '=', 'bookingRooms.id')
            .as('travellers'),
      ])
      .where('bookingRooms.bookingId', '=', booking.id)
      .orderBy('bookingRooms.id')
      .execute(),
    db
      .selectFrom('excursions')
      .select(['id', 'name', 'priceMinor'])
      .where('tourId', '=', departure.tourId)
      .orderBy('dayNumber')
      .orderBy('name')
      .execute(),
    db
      .selectFrom('bookingExcursions')
      .select(['passengerId', 'excursionId'])
      .where('bookingId', '=', booking.id)
      .execute(),
    db
      .selectFrom('departures')
      .innerJoin('tours', 'tours.id', 'departures.tourId')
      .select(['departures.id', 'departures.code', 'departures.startDate', 'tours.name', placesLeftSql(now).as('left')])
      .where('tours.brandId', '=', booking.brandId)
      .where('departures.tourId', '=', departure.tourId)
      .where('departures.open', '=', 1)
      .where('departures.currency', '=', booking.currency)
      .where('departures.id', '!=', booking.departureId)
      .where('departures.startDate', '>=', addDays(today, 10))
      .orderBy('departures.startDate')
      .orderBy('tours.name')
      .limit(TRANSFER_CHOICES)
      .execute(),
  ])
  const refusals: Partial<Record<AmendmentKind, string>> = {}
  for (const kind of AMENDMENT_KINDS) {
    const refusal = amendmentRefusal({ kind, status: booking.status, today, departureDate: booking.departureDate })
    if (refusal) refusals[kind] = refusal
  }
  return {
    feeMinor: settings.amendmentFeeMinor ?? DEFAULT_AMENDMENT_FEE_MINOR,
    refusals,
    rooms: rooms.map((room) => ({
      id: Number(room.id),
      name: room.name,
      occupancy: Number(room.occupancy),
      travellers: Number(room.travellers ?? 0),
    })),
    roomTypes: inventory.rooms.map((room) => ({
      id: room.id,
      name: room.name,
      occupancy: room.occupancy,
      pricePerPersonMinor: room.pricePerPersonMinor,
      left: Math.max(0, room.allocation - room.sold - room.held),
    })),
    excursions: excursions.map((row) => ({ id: Number(row.id), name: row.name, priceMinor: Number(row.priceMinor) })),
    booked: booked.map((row) => `${row.passengerId}:${row.excursionId}`),
    departures: departures.map((row) => ({
      id: Number(row.id),
      tourName: row.name,
      startDate: row.startDate,
      code: row.code,
      placesLeft: Math.max(0, Number(row.left)),
    })),
  }
}
