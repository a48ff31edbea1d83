// Long file (over 400 lines): the five amendments share one plan-then-apply sequence under the departure lock(s) (ADR 0060); each kind's planner reads its rows and asks amendment-rules.ts, and the one writer applies places, rows, lines, settle, audit and e-mail.
import { sql, type Kysely } from 'kysely'
import type { AppDatabase } from '../../../../db/database.server'
import type { Database } from '../../../../db/schema'
import { inWriteTransaction, lockDeparture, type WriteContext } from '../../../../db/write-transaction.server'
import { departureInventory } from '../../checkout/index.server'
import { todayIso } from '../../departures/index.server'
import {
  appendLedgerLines,
  bookingMoneyOf,
  deriveBookingMoney,
  enqueueMoneyEmail,
  moneyFigures,
  moneySettingsOf,
  settleBookingMoney,
  type BookingMoney,
} from '../../ledger/index.server'
import { formatDate } from '../../../lib/dates'
import { announceCatalogueChange, recordAudit } from '../shell/index.server'
import { BookingActionRefused, bookingOfBrand, lockedBooking, type BookingRow } from './booking-actions.server'
import { originOf, type MoneyActionInput } from './booking-money-actions.server'
import {
  AmendmentProblem,
  addTravellerDifference,
  amendmentFee,
  amendedBalanceDueDate,
  amendmentLines,
  amendmentRefusal,
  changeRoomDifference,
  excursionsDifference,
  matchingRoomType,
  placesProblem,
  removeTravellerDifference,
  transferDifference,
  type AmendmentKind,
  type PricedRoomType,
  type SoldRoom,
} from './amendment-rules'

/*
 * Staff amend a booking (issue 26; ADR 0060): add or remove a traveller, change a room's type, add or remove an
 * excursion, transfer to another departure. Each is planned under the lock of the departure(s) it touches and
 * answered as a preview (nothing written), then confirmed: planned again under the lock (so it re-checks the places
 * and prices), and applied in the same transaction — places taken before any are given back, the booking's rows
 * changed, `amendment` ledger lines for the price difference and the fee, the money settled, an audit row with the
 * figures before and after, and the customer's "amended" e-mail queued (ADR 0043's sequence).
 */

type Db = Kysely<Database>

export interface TravellerDetails {
  title: string
  firstName: string
  lastName: string
  dateOfBirth: string
}

export type AmendmentRequest =
  | {
      kind: 'add-traveller'
      /** A new room of this type on the booking's departure, or a free place in one of the booking's rooms. */
      room: { kind: 'new-room'; roomTypeId: number } | { kind: 'existing-room'; bookingRoomId: number }
      traveller: TravellerDetails
    }
  | { kind: 'remove-traveller'; passengerId: number }
  | { kind: 'change-room'; bookingRoomId: number; roomTypeId: number }
  | { kind: 'excursions'; action: 'add' | 'remove'; passengerId: number; excursionId: number }
  | { kind: 'transfer'; departureId: number; /** As staff typed it (the form's field). */ departureCode?: string }

export interface AmendmentTerms {
  request: AmendmentRequest
  /** Why the booking changes: on the ledger lines and in the audit row. */
  reason: string
  waiveFee: boolean
  waiverReason: string
}

export interface AmendmentPlan {
  kind: AmendmentKind
  /** What changes, in the words of the ledger line and the customer's statement. */
  description: string
  differenceMinor: number
  feeMinor: number
  brandFeeMinor: number
  feeWaived: boolean
  before: BookingMoney
  after: BookingMoney
}

/** Places to change on one departure: rooms of each type and seats (+ taken, − given back). */
interface PlacesMove {
  departureId: number
  rooms: Map<number, number>
  seats: number
}

interface Planned {
  kind: AmendmentKind
  description: string
  differenceMinor: number
  /** Places taken first (each checked), then places given back. */
  take: PlacesMove[]
  release: PlacesMove[]
  /** The booking's own rows, changed after the places. */
  write: (trx: Db) => Promise<void>
  details: Record<string, unknown>
}

/** The booking's rooms as sold, with their type's occupancy and how many travellers are in each now. */
async function soldRoomsOf(db: Db, bookingId: number): Promise<(SoldRoom & { typeOccupancy: number })[]> {
  const rows = await db
    .selectFrom('bookingRooms')
    .innerJoin('rooms', 'rooms.id', 'bookingRooms.roomId')
    .select([
      'bookingRooms.id',
      'bookingRooms.roomId',
      'bookingRooms.name',
      'bookingRooms.occupancy',
      'bookingRooms.pricePerPersonMinor',
      'rooms.occupancy as typeOccupancy',
      (eb) =>
        eb
          .selectFrom('bookingPassengers')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('bookingPassengers.bookingRoomId', '=', 'bookingRooms.id')
          .as('travellers'),
    ])
    .where('bookingRooms.bookingId', '=', bookingId)
    .orderBy('bookingRooms.id')
    .execute()
  return rows.map((row) => ({
    id: Number(row.id),
    roomId: Number(row.roomId),
    name: row.name,
    occupancy: Number(row.occupancy),
    pricePerPersonMinor: Number(row.pricePerPersonMinor),
    typeOccupancy: Number(row.typeOccupancy),
    travellers: Number(row.travellers ?? 0),
  }))
}

async function roomTypesOf(db: Db, departureId: number) {
  const rows = await db
    .selectFrom('rooms')
    .select(['id', 'name', 'occupancy', 'pricePerPersonMinor', 'supplementMinor'])
    .where('departureId', '=', departureId)
    .orderBy('occupancy')
    .orderBy('pricePerPersonMinor')
    .orderBy('id')
    .execute()
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    occupancy: Number(row.occupancy),
    pricePerPersonMinor: Number(row.pricePerPersonMinor),
    supplementMinor: Number(row.supplementMinor),
  }))
}

async function passengerOf(db: Db, bookingId: number, passengerId: number) {
  const row = await db
    .selectFrom('bookingPassengers')
    .select(['id', 'firstName', 'lastName', 'isLead', 'bookingRoomId'])
    .where('bookingId', '=', bookingId)
    .where('id', '=', passengerId)
    .executeTakeFirst()
  if (!row) throw new BookingActionRefused('No such traveller on this booking.', 404)
  return row
}

const nameOf = (passenger: { firstName: string; lastName: string }) => `${passenger.firstName} ${passenger.lastName}`

function problem(error: unknown): never {
  if (error instanceof AmendmentProblem) throw new BookingActionRefused(error.message, 400)
  throw error
}

// ------------------------------------------------------------------------------------------------------ planners

async function planAddTraveller(
  trx: Db,
  booking: BookingRow,
  request: Extract<AmendmentRequest, { kind: 'add-traveller' }>,
): Promise<Planned> {
  const passengers = await trx
    .selectFrom('bookingPassengers')
    .select(['firstName', 'lastName', 'position'])
    .where('bookingId', '=', booking.id)
    .execute()
  if (passengers.length >= 9) throw new BookingActionRefused('A booking has at most 9 travellers.', 400)
  const same = (text: string) => text.trim().toLowerCase()
  if (
    passengers.some(
      (p) =>
        same(p.firstName) === same(request.traveller.firstName) &&
        same(p.lastName) === same(request.traveller.lastName),
    )
  )
    throw new BookingActionRefused('A traveller of that name is already on this booking.', 400)
  const position = Math.max(-1, ...passengers.map((p) => Number(p.position))) + 1
  const name = `${request.traveller.firstName} ${request.traveller.lastName}`
  const insertPassenger = (bookingRoomId: number) =>
    trx
      .insertInto('bookingPassengers')
      .values({
        bookingId: booking.id,
        bookingRoomId,
        position,
        isLead: 0,
        title: request.traveller.title,
        firstName: request.traveller.firstName,
        lastName: request.traveller.lastName,
        dateOfBirth: request.traveller.dateOfBirth,
        addressVerified: 0,
        mobilityLimitations: 0,
        dietaryRequests: 0,
        termsAndConditions: 0,
        marketingMail: 0,
        marketingEmail: 0,
        donated: 0,
      })
      .execute()

  if (request.room.kind === 'existing-room') {
    const bookingRoomId = request.room.bookingRoomId
    const room = (await soldRoomsOf(trx, booking.id)).find((candidate) => candidate.id === bookingRoomId)
    if (!room) throw new BookingActionRefused('No such room on this booking.', 404)
    let differenceMinor = 0
    try {
      differenceMinor = addTravellerDifference({ kind: 'existing-room', room })
    } catch (error) {
      problem(error)
    }
    return {
      kind: 'add-traveller',
      description: `Traveller added: ${name}, sharing the ${room.name}`,
      differenceMinor,
      take: [],
      release: [],
      write: async () => {
        await insertPassenger(room.id)
      },
      details: { traveller: name, bookingRoomId: room.id, room: room.name },
    }
  }
  const roomTypeId = request.room.roomTypeId
  const type = (await roomTypesOf(trx, booking.departureId)).find((candidate) => candidate.id === roomTypeId)
  if (!type) throw new BookingActionRefused('Choose a room type of this departure.', 400)
  let differenceMinor = 0
  try {
    differenceMinor = addTravellerDifference({ kind: 'new-room', type })
  } catch (error) {
    problem(error)
  }
  return {
    kind: 'add-traveller',
    description: `Traveller added: ${name}, in a new ${type.name}`,
    differenceMinor,
    take: [{ departureId: booking.departureId, rooms: new Map([[type.id, 1]]), seats: type.occupancy }],
    release: [],
    write: async (db) => {
      const room = await db
        .insertInto('bookingRooms')
        .values({
          bookingId: booking.id,
          roomId: type.id,
          name: type.name,
          occupancy: type.occupancy,
          pricePerPersonMinor: type.pricePerPersonMinor,
          supplementMinor: type.supplementMinor,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await insertPassenger(Number(room.id))
    },
    details: { traveller: name, newRoom: type.name, roomTypeId: type.id },
  }
}

async function planRemoveTraveller(trx: Db, booking: BookingRow, passengerId: number): Promise<Planned> {
  const passenger = await passengerOf(trx, booking.id, passengerId)
  const count = await trx
    .selectFrom('bookingPassengers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('bookingId', '=', booking.id)
    .executeTakeFirstOrThrow()
  if (Number(count.n) <= 1)
    throw new BookingActionRefused('This is the booking’s only traveller: cancel the booking instead.', 400)
  if (passenger.isLead === 1)
    throw new BookingActionRefused('The lead traveller cannot be removed: they are the booking’s contact.', 400)
  const rooms = await soldRoomsOf(trx, booking.id)
  const room = rooms.find((candidate) => candidate.id === passenger.bookingRoomId) ?? null
  const [excursions, visas, donations] = await Promise.all([
    trx.selectFrom('bookingExcursions').select('priceMinor').where('passengerId', '=', passenger.id).execute(),
    trx.selectFrom('bookingVisas').select('priceMinor').where('passengerId', '=', passenger.id).execute(),
    trx
      .selectFrom('bookingDonations')
      .select('amountMinor as priceMinor')
      .where('passengerId', '=', passenger.id)
      .execute(),
  ])
  const extras = [...excursions, ...visas, ...donations].map((row) => ({ priceMinor: Number(row.priceMinor) }))
  const { differenceMinor, freesRoom } = removeTravellerDifference({ room, extras })
  return {
    kind: 'remove-traveller',
    description: `Traveller removed: ${nameOf(passenger)}${freesRoom && room ? ` and their ${room.name}` : ''}`,
    differenceMinor,
    take: [],
    release:
      freesRoom && room
        ? [{ departureId: booking.departureId, rooms: new Map([[room.roomId, -1]]), seats: -room.typeOccupancy }]
        : [],
    write: async (db) => {
      // Their excursions, visas, donations and emergency contacts go with them (ON DELETE CASCADE).
      await db.deleteFrom('bookingPassengers').where('id', '=', passenger.id).execute()
      if (freesRoom && room) await db.deleteFrom('bookingRooms').where('id', '=', room.id).execute()
    },
    details: {
      traveller: nameOf(passenger),
      passengerId: Number(passenger.id),
      roomFreed: freesRoom ? room?.name : null,
    },
  }
}

async function planChangeRoom(
  trx: Db,
  booking: BookingRow,
  request: Extract<AmendmentRequest, { kind: 'change-room' }>,
): Promise<Planned> {
  const room = (await soldRoomsOf(trx, booking.id)).find((candidate) => candidate.id === request.bookingRoomId)
  if (!room) throw new BookingActionRefused('No such room on this booking.', 404)
  const type = (await roomTypesOf(trx, booking.departureId)).find((candidate) => candidate.id === request.roomTypeId)
  if (!type) throw new BookingActionRefused('Choose a room type of this departure.', 400)
  let differenceMinor = 0
  try {
    differenceMinor = changeRoomDifference(room, type)
  } catch (error) {
    problem(error)
  }
  const seats = type.occupancy - room.typeOccupancy
  return {
    kind: 'change-room',
    description: `Room changed from ${room.name} to ${type.name}`,
    differenceMinor,
    // One change on one departure: the old room comes back in the same count the new one is checked against.
    take: [
      {
        departureId: booking.departureId,
        rooms: new Map([
          [room.roomId, -1],
          [type.id, 1],
        ]),
        seats,
      },
    ],
    release: [],
    write: async (db) => {
      await db
        .updateTable('bookingRooms')
        .set({
          roomId: type.id,
          name: type.name,
          occupancy: type.occupancy,
          pricePerPersonMinor: type.pricePerPersonMinor,
          supplementMinor: type.supplementMinor,
        })
        .where('id', '=', room.id)
        .execute()
    },
    details: { bookingRoomId: room.id, from: room.name, to: type.name, roomTypeId: type.id },
  }
}

async function planExcursions(
  trx: Db,
  booking: BookingRow,
  request: Extract<AmendmentRequest, { kind: 'excursions' }>,
): Promise<Planned> {
  const passenger = await passengerOf(trx, booking.id, request.passengerId)
  const excursion = await trx
    .selectFrom('excursions')
    .innerJoin('departures', 'departures.tourId', 'excursions.tourId')
    .select(['excursions.id', 'excursions.name', 'excursions.priceMinor'])
    .where('departures.id', '=', booking.departureId)
    .where('excursions.id', '=', request.excursionId)
    .executeTakeFirst()
  if (!excursion) throw new BookingActionRefused('Choose an excursion of this tour.', 400)
  const booked = await trx
    .selectFrom('bookingExcursions')
    .select('priceMinor')
    .where('bookingId', '=', booking.id)
    .where('passengerId', '=', passenger.id)
    .where('excursionId', '=', excursion.id)
    .executeTakeFirst()
  const name = nameOf(passenger)
  if (request.action === 'add') {
    if (booked) throw new BookingActionRefused(`${name} already has ${excursion.name}.`, 400)
    const priceMinor = Number(excursion.priceMinor)
    return {
      kind: 'excursions',
      description: `Excursion added: ${excursion.name} for ${name}`,
      differenceMinor: excursionsDifference({ added: [{ priceMinor }], removed: [] }),
      take: [],
      release: [],
      write: async (db) => {
        await db
          .insertInto('bookingExcursions')
          .values({ bookingId: booking.id, excursionId: excursion.id, passengerId: passenger.id, priceMinor })
          .execute()
      },
      details: { action: 'add', excursion: excursion.name, traveller: name, priceMinor },
    }
  }
  if (!booked) throw new BookingActionRefused(`${name} does not have ${excursion.name}.`, 400)
  const priceMinor = Number(booked.priceMinor)
  return {
    kind: 'excursions',
    description: `Excursion removed: ${excursion.name} for ${name}`,
    differenceMinor: excursionsDifference({ added: [], removed: [{ priceMinor }] }),
    take: [],
    release: [],
    write: async (db) => {
      await db
        .deleteFrom('bookingExcursions')
        .where('bookingId', '=', booking.id)
        .where('passengerId', '=', passenger.id)
        .where('excursionId', '=', excursion.id)
        .execute()
    },
    details: { action: 'remove', excursion: excursion.name, traveller: name, priceMinor },
  }
}

/** A departure another booking of the brand may move to: its tour, its dates, its currency. */
function brandDeparture(db: Db, brandId: string, departureId: number) {
  return db
    .selectFrom('departures')
    .innerJoin('tours', 'tours.id', 'departures.tourId')
    .select([
      'departures.id',
      'departures.tourId',
      'departures.startDate',
      'departures.currency',
      'departures.open',
      'tours.code as tourCode',
      'tours.name as tourName',
    ])
    .where('tours.brandId', '=', brandId)
    .where('departures.id', '=', departureId)
    .executeTakeFirst()
}

async function planTransfer(trx: Db, booking: BookingRow, departureId: number, now: Date): Promise<Planned> {
  const today = todayIso(now)
  if (departureId === booking.departureId)
    throw new BookingActionRefused('The booking is already on this departure.', 400)
  const [target, current] = await Promise.all([
    brandDeparture(trx, booking.brandId, departureId),
    trx.selectFrom('departures').select('tourId').where('id', '=', booking.departureId).executeTakeFirstOrThrow(),
  ])
  if (!target || target.open !== 1) throw new BookingActionRefused('Choose an open departure of this brand.', 400)
  if (target.currency !== booking.currency)
    throw new BookingActionRefused('The new departure is sold in another currency.', 400)
  const refusal = amendmentRefusal({
    kind: 'transfer',
    status: booking.status,
    today,
    departureDate: booking.startDate,
    newDepartureDate: target.startDate,
  })
  if (refusal) throw new BookingActionRefused(refusal, 409)
  const [rooms, types, inventory] = await Promise.all([
    soldRoomsOf(trx, booking.id),
    roomTypesOf(trx, target.id),
    trx
      .selectFrom('departures')
      .select(['id', 'capacity', 'seatsSold'])
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow()
      .then((row) => departureInventory(trx, row, now)),
  ])
  // Rooms of each type still free on the new departure: a room goes to a type with one left when one fits, else to
  // the best match (and the places check then says which type is missing).
  const free = new Map(inventory.rooms.map((room) => [room.id, Math.max(0, room.allocation - room.sold - room.held)]))
  const moves: { from: SoldRoom & { typeOccupancy: number }; to: PricedRoomType & { supplementMinor: number } }[] = []
  for (const from of rooms) {
    const to =
      matchingRoomType(
        from,
        types.filter((type) => (free.get(type.id) ?? 0) > 0),
      ) ?? matchingRoomType(from, types)
    if (to) free.set(to.id, (free.get(to.id) ?? 0) - 1)
    if (!to) throw new BookingActionRefused(`The new departure has no room for the ${from.name}’s travellers.`, 400)
    moves.push({ from, to })
  }
  const sameTour = target.tourId === current.tourId
  const dropped = sameTour
    ? []
    : await trx.selectFrom('bookingExcursions').select('priceMinor').where('bookingId', '=', booking.id).execute()
  let differenceMinor = 0
  try {
    differenceMinor = transferDifference({
      rooms: moves,
      droppedExcursions: dropped.map((row) => ({ priceMinor: Number(row.priceMinor) })),
    })
  } catch (error) {
    problem(error)
  }
  const take: PlacesMove = { departureId: target.id, rooms: new Map(), seats: 0 }
  const release: PlacesMove = { departureId: booking.departureId, rooms: new Map(), seats: 0 }
  for (const { from, to } of moves) {
    take.rooms.set(to.id, (take.rooms.get(to.id) ?? 0) + 1)
    take.seats += to.occupancy
    release.rooms.set(from.roomId, (release.rooms.get(from.roomId) ?? 0) - 1)
    release.seats -= from.typeOccupancy
  }
  return {
    kind: 'transfer',
    description: `Moved to ${target.tourName}, departing ${formatDate(target.startDate)}`,
    differenceMinor,
    take: [take],
    release: [release],
    write: async (db) => {
      for (const { from, to } of moves)
        await db
          .updateTable('bookingRooms')
          .set({
            roomId: to.id,
            name: to.name,
            occupancy: to.occupancy,
            pricePerPersonMinor: to.pricePerPersonMinor,
            supplementMinor: to.supplementMinor,
          })
          .where('id', '=', from.id)
          .execute()
      if (!sameTour) await db.deleteFrom('bookingExcursions').where('bookingId', '=', booking.id).execute()
      await db
        .updateTable('bookings')
        .set({ departureId: target.id, tourCode: target.tourCode, tourName: target.tourName })
        .where('id', '=', booking.id)
        .execute()
    },
    details: {
      fromDepartureId: booking.departureId,
      toDepartureId: target.id,
      rooms: moves.map(({ from, to }) => ({ from: from.name, to: to.name })),
      excursionsDropped: dropped.length,
    },
  }
}

// ------------------------------------------------------------------------------------------------------ locking

/**
 * The booking locked with every departure the amendment touches. A transfer locks both departures in id order (two
 * transfers crossing never deadlock; the checkout only ever locks one), then the booking; a booking that moved
 * meanwhile is refused rather than changed on the wrong departure.
 */
async function lockForAmendment(trx: Db, context: WriteContext, input: MoneyActionInput, request: AmendmentRequest) {
  if (request.kind !== 'transfer') return lockedBooking(trx, context, input)
  const found = await bookingOfBrand(trx, input).select(['departureId']).executeTakeFirst()
  if (!found) throw new BookingActionRefused('No such booking.', 404)
  const ids = [found.departureId, request.departureId].sort((a, b) => a - b)
  for (const id of ids) await lockDeparture(trx, context, id)
  const booking = await lockedBooking(trx, context, input)
  if (booking.departureId !== found.departureId)
    throw new BookingActionRefused('The booking changed meanwhile: look at it again.', 409)
  return booking
}

async function planOf(trx: Db, booking: BookingRow, request: AmendmentRequest, now: Date): Promise<Planned> {
  const today = todayIso(now)
  const refusal = amendmentRefusal({
    kind: request.kind,
    status: booking.status,
    today,
    departureDate: booking.startDate,
  })
  if (refusal) throw new BookingActionRefused(refusal, 409)
  switch (request.kind) {
    case 'add-traveller':
      return planAddTraveller(trx, booking, request)
    case 'remove-traveller':
      return planRemoveTraveller(trx, booking, request.passengerId)
    case 'change-room':
      return planChangeRoom(trx, booking, request)
    case 'excursions':
      return planExcursions(trx, booking, request)
    case 'transfer':
      return planTransfer(trx, booking, request.departureId, now)
  }
}

/** Checks every place a plan takes against the departure's live count (sold, live holds, the waitlist's keep). */
async function checkPlaces(trx: Db, moves: readonly PlacesMove[], now: Date) {
  for (const move of moves) {
    const departure = await trx
      .selectFrom('departures')
      .select(['id', 'capacity', 'seatsSold'])
      .where('id', '=', move.departureId)
      .executeTakeFirstOrThrow()
    const inventory = await departureInventory(trx, departure, now)
    const shortage = placesProblem(move, inventory)
    if (shortage) throw new BookingActionRefused(shortage, 409)
  }
}

async function movePlaces(trx: Db, move: PlacesMove) {
  for (const [roomId, count] of move.rooms) {
    if (count === 0) continue
    await trx
      .updateTable('rooms')
      .set({ sold: sql<number>`CASE WHEN sold + ${count} >= 0 THEN sold + ${count} ELSE 0 END` })
      .where('id', '=', roomId)
      .execute()
  }
  if (move.seats !== 0)
    await trx
      .updateTable('departures')
      .set({
        seatsSold: sql<number>`CASE WHEN seats_sold + ${move.seats} >= 0 THEN seats_sold + ${move.seats} ELSE 0 END`,
      })
      .where('id', '=', move.departureId)
      .execute()
}

async function planAmendment(
  trx: Db,
  context: WriteContext,
  input: MoneyActionInput & AmendmentTerms,
  now: Date,
): Promise<{ booking: BookingRow; planned: Planned; plan: AmendmentPlan }> {
  const booking = await lockForAmendment(trx, context, input, input.request)
  const planned = await planOf(trx, booking, input.request, now)
  await checkPlaces(trx, planned.take, now)
  const [before, settings] = await Promise.all([bookingMoneyOf(trx, booking.id), moneySettingsOf(trx, booking.brandId)])
  let fee: ReturnType<typeof amendmentFee>
  try {
    fee = amendmentFee({
      brandFeeMinor: settings.amendmentFeeMinor,
      waive: input.waiveFee,
      waiverReason: input.waiverReason,
    })
  } catch (error) {
    problem(error)
  }
  const after = deriveBookingMoney({
    state: booking.status,
    lines: [{ amountMinor: before.totalMinor + planned.differenceMinor + fee.feeMinor }],
    movements: [
      { kind: 'payment', amountMinor: before.paymentsMinor },
      { kind: 'refund', amountMinor: before.refundsMinor },
    ],
  })
  if (after.totalMinor < 0) throw new BookingActionRefused('The booking’s total cannot go below zero.', 400)
  return {
    booking,
    planned,
    plan: {
      kind: planned.kind,
      description: planned.description,
      differenceMinor: planned.differenceMinor,
      feeMinor: fee.feeMinor,
      brandFeeMinor: fee.brandFeeMinor,
      feeWaived: fee.waived,
      before,
      after,
    },
  }
}

/** The balance's due date after an amendment (amendedBalanceDueDate), from the departure the booking is on now. */
async function setAmendedBalanceDueDate(
  trx: Db,
  bookingId: number,
  input: { dueMinor: number; dueDateBefore: string | null; transferred: boolean; today: string },
) {
  const now = await trx
    .selectFrom('bookings')
    .innerJoin('departures', 'departures.id', 'bookings.departureId')
    .select(['bookings.balanceDueDate', 'departures.startDate'])
    .where('bookings.id', '=', bookingId)
    .executeTakeFirstOrThrow()
  const dueDate = amendedBalanceDueDate({
    dueMinor: input.dueMinor,
    currentDueDate: input.dueDateBefore,
    departureDate: now.startDate,
    today: input.today,
    transferred: input.transferred,
  })
  if (dueDate !== now.balanceDueDate)
    await trx.updateTable('bookings').set({ balanceDueDate: dueDate }).where('id', '=', bookingId).execute()
}

// ------------------------------------------------------------------------------------------------------ use cases

/** The amendment form's review step: the difference, the fee and the money before and after; nothing is written. */
export async function previewAmendment(
  db: AppDatabase,
  input: MoneyActionInput & AmendmentTerms,
  now = new Date(),
): Promise<AmendmentPlan> {
  return inWriteTransaction(db, async (trx, context) => (await planAmendment(trx, context, input, now)).plan)
}

/**
 * Makes the amendment: planned again under the lock(s) (the places and prices are checked anew), places taken before
 * any are given back, the rows changed, the ledger's amendment lines (the difference and the fee), the money settled,
 * the audit row with before/after figures, the customer's "amended" e-mail — all in one write transaction.
 */
export async function amendBooking(
  db: AppDatabase,
  input: MoneyActionInput & AmendmentTerms,
  now = new Date(),
): Promise<AmendmentPlan> {
  const reason = input.reason.trim()
  if (!reason) throw new BookingActionRefused('Give the reason for the change.', 400)
  const result = await inWriteTransaction(db, async (trx, context) => {
    const { booking, planned, plan } = await planAmendment(trx, context, input, now)
    const dueDateBefore = await trx
      .selectFrom('bookings')
      .select('balanceDueDate')
      .where('id', '=', booking.id)
      .executeTakeFirstOrThrow()
    for (const move of planned.take) await movePlaces(trx, move)
    for (const move of planned.release) await movePlaces(trx, move)
    await planned.write(trx)
    await appendLedgerLines(
      trx,
      booking,
      amendmentLines({
        description: plan.description,
        differenceMinor: plan.differenceMinor,
        feeMinor: plan.feeMinor,
        reason,
      }).map((line) => ({ ...line, actor: 'staff' as const, staffId: input.staffId })),
    )
    const after = await settleBookingMoney(trx, booking.id)
    await setAmendedBalanceDueDate(trx, booking.id, {
      dueMinor: after.dueMinor,
      dueDateBefore: dueDateBefore.balanceDueDate,
      transferred: plan.kind === 'transfer',
      today: todayIso(now),
    })
    await recordAudit(trx, {
      staffId: input.staffId,
      brandId: booking.brandId,
      action: `booking.amend.${plan.kind}`,
      entity: 'booking',
      entityId: booking.reference,
      before: { departureId: booking.departureId, ...moneyFigures(plan.before) },
      after: {
        ...moneyFigures(after),
        kind: plan.kind,
        description: plan.description,
        differenceMinor: plan.differenceMinor,
        feeMinor: plan.feeMinor,
        brandFeeMinor: plan.brandFeeMinor,
        feeWaived: plan.feeWaived,
        waiverReason: plan.feeWaived ? input.waiverReason.trim() : null,
        reason,
        ...planned.details,
      },
    })
    await enqueueMoneyEmail(trx, {
      bookingId: booking.id,
      kind: 'amended',
      money: after,
      amountMinor: after.totalMinor - plan.before.totalMinor,
      change: plan.description,
      origin: await originOf(trx, booking, input.originFor),
    })
    return { ...plan, after, movedPlaces: planned.take.length + planned.release.length > 0 }
  })
  // Availability changed: every process's search and page caches drop the old answer at their next version check.
  if (result.movedPlaces) await announceCatalogueChange(db)
  const { movedPlaces: _moved, ...plan } = result
  return plan
}
