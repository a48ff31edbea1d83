// Long file (over 400 lines): every quote save is one locked transaction (hold, reprice, subtotal); its steps share that transaction's helpers, and its rules are already pure modules beside it.
import type { Kysely } from 'kysely'
import type { AppDatabase } from '../../../../db/database.server'
import type { Database } from '../../../../db/schema'
import type { BrandContext } from '../../../context'
import { DONATION_ALLOCATION_PER_BOOKING } from '../../../lib/constants'
import { currencyOf, findVisibleDeparture, todayIso } from '../../departures/index.server'
import {
  type AddDonationsRequest,
  type ExcursionsResponseRequest,
  type QuoteDonation,
  type QuoteResponse,
  type RoomsResponseRequest,
  CheckoutInputError,
  DepartureNotBookableError,
  DepartureNotFoundError,
  InventoryBusyError,
  QuoteNotFoundError,
  DUPLICATE_PASSENGER_NAME_MESSAGE,
  duplicateNameIndexes,
} from '../contract/index.rules'
import { applyDonationChoice, toDonation } from '../extras/index.server'
import {
  holdPlacesLocked,
  isOnSale,
  renewHoldLocked,
  sessionQuoteIds,
  type InventoryOptions,
} from '../inventory/index.server'
import { inWriteTransaction, lockDeparture } from '../../../../db/write-transaction.server'
import { groupPassengersIntoRooms, type RoomTypeInfo } from '../travellers/index.rules'
import { computeSubtotal, donationAmount, donationQuantity, subtotalInputOfQuote } from '../price-breakdown/index.rules'

/*
 * The quote (checkout §3, §7; ADR 0014). A quote belongs to the browser session that
 * created it: every call finds it by id AND session id AND brand, so another session's quoteId is "not found".
 * Every save runs in one write transaction that locks the departure first, re-holds the quote's places (extending
 * the hold), re-prices the whole quote from the database and stores the subtotal computed by the one subtotal rule
 * (subtotal.ts). Client-sent prices are never read: the request schemas do not declare them. Any failure rolls the
 * whole save back: bad input writes nothing.
 */

type Db = Kysely<Database>

export type CheckoutOptions = InventoryOptions

export interface QuoteRow {
  id: number
  brandId: string
  sessionId: string | null
  departureId: number
  cultureCode: string
  currency: string
  filo: string
  initialTourCode: string
  tourCode: string
  departureTransportCode: string
  subtotalMinor: number
  donationId: number | null
  takeFinalBalance: number
  transactionId: string | null
  status: string
}

export const QUOTE_COLUMNS = [
  'id',
  'brandId',
  'sessionId',
  'departureId',
  'cultureCode',
  'currency',
  'filo',
  'initialTourCode',
  'tourCode',
  'departureTransportCode',
  'subtotalMinor',
  'donationId',
  'takeFinalBalance',
  'transactionId',
  'status',
] as const

function assertSession(sessionId: string): void {
  // A programming error, not a visitor's: the request context always supplies the session.
  if (typeof sessionId !== 'string' || sessionId.length === 0) throw new TypeError('A browser session id is required.')
}

/** The session's own quote; `openOnly` for changes (a booked quote is no longer changed). */
export async function findOwnQuote(
  db: Db,
  brand: BrandContext,
  sessionId: string,
  quoteId: number,
  openOnly: boolean,
): Promise<QuoteRow | null> {
  let query = db
    .selectFrom('quotes')
    .select([...QUOTE_COLUMNS])
    .where('id', '=', quoteId)
    .where('sessionId', '=', sessionId)
    .where('brandId', '=', brand.id)
  if (openOnly) query = query.where('status', '=', 'open')
  return (await query.executeTakeFirst()) ?? null
}

// ------------------------------------------------------------------------------------------------ reading

/**
 * The quote as the API answers it, from what is stored. Room and donation amounts are the ones priced at the last
 * save; excursions, visas and extensions at today's prices, so an operator's price change shows as a subtotal
 * mismatch (checkout §8) until the next save re-prices the quote.
 */
export async function loadQuoteView(db: Db, quote: QuoteRow, brand: BrandContext): Promise<QuoteResponse> {
  const [rooms, passengers, excursionRows, visaRows, addOnRows, donationRows, holds, donationRow] = await Promise.all([
    db
      .selectFrom('quoteRooms')
      .innerJoin('rooms', 'rooms.id', 'quoteRooms.roomId')
      .select([
        'quoteRooms.id as quoteRoomId',
        'quoteRooms.roomId',
        'quoteRooms.roomKey',
        'quoteRooms.occupancy',
        'quoteRooms.pricePerPersonMinor',
        'quoteRooms.supplementMinor',
        'rooms.name',
      ])
      .where('quoteRooms.quoteId', '=', quote.id)
      .orderBy('quoteRooms.position')
      .execute(),
    db
      .selectFrom('quotePassengers')
      .leftJoin('quoteRooms', 'quoteRooms.id', 'quotePassengers.quoteRoomId')
      .select([
        'quotePassengers.id',
        'quotePassengers.passengerKey',
        'quotePassengers.isLead',
        'quotePassengers.firstName',
        'quotePassengers.lastName',
        'quotePassengers.donated',
        'quoteRooms.roomId',
        'quoteRooms.roomKey',
      ])
      .where('quotePassengers.quoteId', '=', quote.id)
      .orderBy('quotePassengers.position')
      .execute(),
    db
      .selectFrom('quoteExcursions')
      .innerJoin('excursions', 'excursions.id', 'quoteExcursions.excursionId')
      .select([
        'excursions.id',
        'excursions.code',
        'excursions.name',
        'excursions.priceMinor',
        'quoteExcursions.passengerId',
      ])
      .where('quoteExcursions.quoteId', '=', quote.id)
      .orderBy('excursions.id')
      .execute(),
    db
      .selectFrom('quoteVisas')
      .innerJoin('visas', 'visas.id', 'quoteVisas.visaId')
      .select(['visas.id', 'visas.name', 'visas.priceMinor', (eb) => eb.fn.countAll<number>().as('count')])
      .where('quoteVisas.quoteId', '=', quote.id)
      .groupBy(['visas.id', 'visas.name', 'visas.priceMinor'])
      .orderBy('visas.id')
      .execute(),
    db
      .selectFrom('quoteAddons')
      .innerJoin('addonDepartures', 'addonDepartures.id', 'quoteAddons.addonDepartureId')
      .innerJoin('addons', 'addons.id', 'addonDepartures.addonId')
      .select(['addonDepartures.id', 'addons.code', 'addons.name', 'addonDepartures.priceMinor'])
      .where('quoteAddons.quoteId', '=', quote.id)
      .orderBy('addons.position')
      .orderBy('addonDepartures.id')
      .execute(),
    db
      .selectFrom('quoteDonations')
      .select(['donationId', 'passengerId', 'amountMinor'])
      .where('quoteId', '=', quote.id)
      .execute(),
    db
      .selectFrom('inventoryHolds')
      .select((eb) => eb.fn.min<string>('expiresAt').as('expiresAt'))
      .where('quoteId', '=', quote.id)
      .executeTakeFirst(),
    quote.donationId === null
      ? Promise.resolve(null)
      : db
          .selectFrom('donations')
          .select(['id', 'name', 'description', 'imageUrl', 'priceMinor', 'currency', 'allocationType'])
          .where('id', '=', quote.donationId)
          .executeTakeFirst(),
  ])

  const roomKeyOf = (row: { roomKey: string | null; quoteRoomId: number }) => row.roomKey ?? `room-${row.quoteRoomId}`
  const quotePassengers = passengers.map((passenger) => ({
    passengerId: passenger.id,
    roomId: passenger.roomId ?? 0,
    roomKey: passenger.roomKey ?? '',
    key: passenger.passengerKey ?? `passenger-${passenger.id}`,
    lead: passenger.isLead === 1,
    firstName: passenger.firstName,
    lastName: passenger.lastName,
    donated: passenger.donated === 1,
  }))

  const excursionsById = new Map<
    number,
    { id: number; code: string; name: string; price: number; chosen: Set<number> }
  >()
  for (const row of excursionRows) {
    const entry = excursionsById.get(row.id) ?? {
      id: row.id,
      code: row.code,
      name: row.name,
      price: row.priceMinor,
      chosen: new Set<number>(),
    }
    entry.chosen.add(row.passengerId)
    excursionsById.set(row.id, entry)
  }

  let donations: QuoteDonation[] = []
  if (donationRow) {
    const donation = toDonation(donationRow, brand)
    const declined = donation.allocationType === DONATION_ALLOCATION_PER_BOOKING && donationRows.length === 0
    const subtotalDonation =
      donation.allocationType === DONATION_ALLOCATION_PER_BOOKING
        ? { allocationType: donation.allocationType, price: donation.price, declined }
        : {
            allocationType: donation.allocationType,
            price: donation.price,
            passengers: quotePassengers.length,
            nonDonating: quotePassengers.filter((passenger) => !passenger.donated).length,
          }
    donations = [
      {
        ...donation,
        amount: donationAmount(subtotalDonation),
        passengerCount: donationQuantity(subtotalDonation),
        declined,
      },
    ]
  }

  return {
    quoteId: quote.id,
    departureId: quote.departureId,
    cultureCode: quote.cultureCode,
    currency: currencyOf(quote.currency, brand),
    filo: quote.filo,
    initialTourCode: quote.initialTourCode,
    tourCode: quote.tourCode,
    departureTransportCode: quote.departureTransportCode,
    passengers: quotePassengers,
    rooms: rooms.map((room) => ({
      id: room.roomId,
      key: roomKeyOf(room),
      name: room.name,
      occupancy: room.occupancy,
      pricePerPerson: room.pricePerPersonMinor,
      supplement: room.supplementMinor,
    })),
    excursions: [...excursionsById.values()].map((excursion) => ({
      id: excursion.id,
      code: excursion.code,
      name: excursion.name,
      price: excursion.price,
      passengers: quotePassengers.map((passenger) => ({
        passengerId: passenger.passengerId,
        selected: excursion.chosen.has(passenger.passengerId),
      })),
    })),
    visas: visaRows.map((visa) => ({
      id: visa.id,
      name: visa.name,
      price: visa.priceMinor,
      count: Number(visa.count),
    })),
    addOns: addOnRows.map((addOn) => ({
      departureId: addOn.id,
      code: addOn.code,
      name: addOn.name,
      price: addOn.priceMinor,
      passengers: quotePassengers.length,
    })),
    subtotal: quote.subtotalMinor,
    donationId: quote.donationId,
    takeFinalBalance: quote.takeFinalBalance === 1,
    transactionId: quote.transactionId,
    donations,
    donationIds: quote.donationId === null ? [] : [quote.donationId],
    holdExpiresAt: holds?.expiresAt ?? null,
  }
}

/** The session's quote as the API answers it; null for anything not this session's (unknown, other brand). */
export async function getQuote(
  db: AppDatabase,
  brand: BrandContext,
  sessionId: string,
  quoteId: number,
): Promise<QuoteResponse | null> {
  assertSession(sessionId)
  const quote = await findOwnQuote(db, brand, sessionId, quoteId, false)
  return quote ? loadQuoteView(db, quote, brand) : null
}

// ------------------------------------------------------------------------------------------------ pricing

/**
 * Re-prices the quote from the database as it is now (room prices, donation amounts), then stores the subtotal of
 * the one rule computed over the quote's own view, so the answer's lines always add up to its subtotal.
 */
export async function priceQuote(trx: Db, quoteId: number, brand: BrandContext, now: Date): Promise<QuoteResponse> {
  const rooms = await trx
    .selectFrom('quoteRooms')
    .innerJoin('rooms', 'rooms.id', 'quoteRooms.roomId')
    .select([
      'quoteRooms.id',
      'quoteRooms.pricePerPersonMinor as quotedPrice',
      'quoteRooms.supplementMinor as quotedSupplement',
      'rooms.pricePerPersonMinor',
      'rooms.supplementMinor',
    ])
    .where('quoteRooms.quoteId', '=', quoteId)
    .execute()
  for (const room of rooms) {
    if (room.quotedPrice === room.pricePerPersonMinor && room.quotedSupplement === room.supplementMinor) continue
    await trx
      .updateTable('quoteRooms')
      .set({ pricePerPersonMinor: room.pricePerPersonMinor, supplementMinor: room.supplementMinor })
      .where('id', '=', room.id)
      .execute()
  }
  const donationRows = await trx
    .selectFrom('quoteDonations')
    .innerJoin('donations', 'donations.id', 'quoteDonations.donationId')
    .select(['quoteDonations.id', 'quoteDonations.amountMinor', 'donations.priceMinor'])
    .where('quoteDonations.quoteId', '=', quoteId)
    .execute()
  for (const row of donationRows) {
    if (row.amountMinor === row.priceMinor) continue
    await trx.updateTable('quoteDonations').set({ amountMinor: row.priceMinor }).where('id', '=', row.id).execute()
  }

  const quote = await trx
    .selectFrom('quotes')
    .select([...QUOTE_COLUMNS])
    .where('id', '=', quoteId)
    .executeTakeFirstOrThrow()
  const view = await loadQuoteView(trx, quote, brand)
  const subtotal = computeSubtotal(subtotalInputOfQuote(view))
  await trx
    .updateTable('quotes')
    .set({ subtotalMinor: subtotal, updatedAt: now.toISOString() })
    .where('id', '=', quoteId)
    .execute()
  return { ...view, subtotal }
}

// ------------------------------------------------------------------------------------------------ rooms response

async function resolveAddOns(
  trx: Db,
  departure: { id: number; tourId: number },
  ids: readonly number[],
): Promise<Array<{ id: number; code: string }>> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return []
  const rows = await trx
    .selectFrom('addonDepartures')
    .innerJoin('addons', 'addons.id', 'addonDepartures.addonId')
    .select(['addonDepartures.id', 'addons.code', 'addons.position'])
    .where('addonDepartures.departureId', '=', departure.id)
    .where('addons.tourId', '=', departure.tourId)
    .where('addonDepartures.id', 'in', unique)
    .orderBy('addons.position')
    .orderBy('addonDepartures.id')
    .execute()
  const found = new Set(rows.map((row) => row.id))
  const errors: Record<string, string[]> = {}
  ids.forEach((id, index) => {
    if (!found.has(id)) errors[`addOnDepartureIds.${index}`] = ['This extension is not offered with this departure.']
  })
  if (Object.keys(errors).length > 0) throw new CheckoutInputError('An extension chosen is not offered.', errors)
  return rows.map((row) => ({ id: row.id, code: row.code }))
}

/**
 * Starts the browser session a first rooms response needs, inside the rooms response's own transaction (so a
 * refused rooms response leaves no session behind either), and returns its id.
 */
export type SessionStarter = (trx: Db) => Promise<string>

/**
 * POST roomsresponse: creates the session's quote on the first call (quoteId 0 or absent), later calls replace its
 * rooms, passengers, extensions and donation (and so clear its excursions and visas, which name passengers), hold
 * its places (NotEnoughPlacesError when short) and answer the re-priced quote. `session` is the browser session's
 * id, or a SessionStarter for a visitor who has none yet.
 */
export async function submitRooms(
  db: AppDatabase,
  brand: BrandContext,
  session: string | SessionStarter,
  request: RoomsResponseRequest,
  options: CheckoutOptions = {},
): Promise<QuoteResponse> {
  if (typeof session === 'string') assertSession(session)
  return inWriteTransaction(
    db,
    async (trx, context) => {
      const departure = await findVisibleDeparture(trx, brand, request.departureId)
      if (!departure || departure.filo !== request.filo || departure.transportCode !== request.departureTransportCode) {
        throw new DepartureNotFoundError(`No departure ${request.departureId} with that filo and transport code.`)
      }
      // First, before any write that references the departure (see lockDeparture).
      await lockDeparture(trx, context, departure.id)
      const now = options.now ?? new Date()
      const today = options.today ?? todayIso(now)
      if (!isOnSale(departure, today)) throw new DepartureNotBookableError()
      const sessionId = typeof session === 'string' ? session : await session(trx)
      assertSession(sessionId)

      const existing =
        request.quoteId === null ? null : await findOwnQuote(trx, brand, sessionId, request.quoteId, true)
      if (request.quoteId !== null && !existing) throw new QuoteNotFoundError()
      if (!existing) {
        // A new quote of a session that already holds places on this departure (a reloaded checkout page, a second
        // tab) replaces them: one browser session takes one set of places per departure, which is also how
        // availablerooms counts (it leaves all of the session's own holds out).
        const previous = await sessionQuoteIds(trx, brand, sessionId, departure.id)
        if (previous.length > 0) await trx.deleteFrom('inventoryHolds').where('quoteId', 'in', previous).execute()
      }

      const roomTypes = await trx
        .selectFrom('rooms')
        .select(['id', 'name', 'occupancy', 'pricePerPersonMinor', 'supplementMinor'])
        .where('departureId', '=', departure.id)
        .execute()
      const grouping = groupPassengersIntoRooms(
        request.passengers,
        new Map<number, RoomTypeInfo>(roomTypes.map((room) => [room.id, room])),
      )
      if (grouping.kind === 'invalid') {
        throw new CheckoutInputError('Some of the rooms chosen are not valid.', grouping.fieldErrors)
      }
      const duplicates = duplicateNameIndexes(request.passengers)
      if (duplicates.length > 0) {
        throw new CheckoutInputError(
          DUPLICATE_PASSENGER_NAME_MESSAGE,
          Object.fromEntries(
            duplicates.map((index) => [`passengers.${index}.firstName`, [DUPLICATE_PASSENGER_NAME_MESSAGE]]),
          ),
        )
      }
      const addOns = await resolveAddOns(trx, departure, request.addOnDepartureIds ?? [])

      const currency = currencyOf(departure.currency, brand)
      const quoteFields = {
        departureId: departure.id,
        cultureCode: brand.cultureCode,
        currency,
        filo: departure.filo,
        initialTourCode: departure.tourCode,
        // 'Book extension' makes the extension's code the quote's tour code (checkout §3, discovery §4).
        tourCode: addOns[0]?.code ?? departure.tourCode,
        departureTransportCode: departure.transportCode,
        updatedAt: now.toISOString(),
      }
      let quoteId: number
      if (existing) {
        quoteId = existing.id
        await trx.updateTable('quotes').set(quoteFields).where('id', '=', quoteId).execute()
        // Passengers first: their excursions, visas and donations cascade with them.
        await trx.deleteFrom('quotePassengers').where('quoteId', '=', quoteId).execute()
        await trx.deleteFrom('quoteRooms').where('quoteId', '=', quoteId).execute()
        await trx.deleteFrom('quoteDonations').where('quoteId', '=', quoteId).execute()
        await trx.deleteFrom('quoteAddons').where('quoteId', '=', quoteId).execute()
      } else {
        const inserted = await trx
          .insertInto('quotes')
          .values({
            ...quoteFields,
            brandId: brand.id,
            sessionId,
            customerId: null,
            subtotalMinor: 0,
            donationId: null,
            takeFinalBalance: 0,
            transactionId: null,
            status: 'open',
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        quoteId = inserted.id
      }

      const typeById = new Map(roomTypes.map((room) => [room.id, room]))
      let passengerPosition = 0
      for (const [roomPosition, room] of grouping.rooms.entries()) {
        const type = typeById.get(room.roomId)!
        const quoteRoom = await trx
          .insertInto('quoteRooms')
          .values({
            quoteId,
            roomId: type.id,
            position: roomPosition,
            occupancy: type.occupancy,
            pricePerPersonMinor: type.pricePerPersonMinor,
            supplementMinor: type.supplementMinor,
            roomKey: room.key,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        for (const index of room.passengerIndexes) {
          const passenger = request.passengers[index]!
          const position = passengerPosition++
          await trx
            .insertInto('quotePassengers')
            .values({
              quoteId,
              quoteRoomId: quoteRoom.id,
              passengerKey: passenger.key ?? null,
              position,
              // The lead passenger is the first of the first room (checkout §6: contact, address, consent).
              isLead: position === 0 ? 1 : 0,
              firstName: passenger.firstName,
              lastName: passenger.lastName,
              addressVerified: 0,
              mobilityLimitations: 0,
              dietaryRequests: 0,
              termsAndConditions: 0,
              marketingMail: 0,
              marketingEmail: 0,
              donated: 0,
            })
            .execute()
        }
      }
      if (addOns.length > 0) {
        await trx
          .insertInto('quoteAddons')
          .values(addOns.map((addOn) => ({ quoteId, addonDepartureId: addOn.id })))
          .execute()
      }
      await applyDonationChoice(trx, { id: quoteId, brandId: brand.id, currency }, request)

      const roomsWanted = new Map<number, number>()
      for (const room of grouping.rooms) roomsWanted.set(room.roomId, (roomsWanted.get(room.roomId) ?? 0) + 1)
      await holdPlacesLocked(
        trx,
        { id: quoteId, departureId: departure.id },
        [...roomsWanted].map(([roomId, rooms]) => ({ roomId, rooms })),
        now,
        { holdMinutes: options.holdMinutes, today },
      )
      return priceQuote(trx, quoteId, brand, now)
    },
    options,
  )
}

// ------------------------------------------------------------------------------------------------ later steps

/** A later step's save: the session's open quote, the departure locked, the hold renewed, the quote re-priced. */
async function saveStep(
  db: AppDatabase,
  brand: BrandContext,
  sessionId: string,
  quoteId: number,
  options: CheckoutOptions,
  change: (trx: Db, quote: QuoteRow) => Promise<void>,
): Promise<QuoteResponse> {
  assertSession(sessionId)
  return inWriteTransaction(
    db,
    async (trx, context) => {
      const found = await findOwnQuote(trx, brand, sessionId, quoteId, true)
      if (!found) throw new QuoteNotFoundError()
      if (!(await lockDeparture(trx, context, found.departureId))) throw new QuoteNotFoundError()
      // Read again under the lock: a rooms response of the same session may have just moved the quote to another
      // departure (or booked it), and the lock taken must be the quote's own departure's.
      const quote = await findOwnQuote(trx, brand, sessionId, quoteId, true)
      if (!quote) throw new QuoteNotFoundError()
      if (quote.departureId !== found.departureId) throw new InventoryBusyError()
      const now = options.now ?? new Date()
      await change(trx, quote)
      await renewHoldLocked(trx, quote, now, {
        holdMinutes: options.holdMinutes,
        today: options.today ?? todayIso(now),
      })
      return priceQuote(trx, quote.id, brand, now)
    },
    options,
  )
}

/**
 * POST excursionsresponse: replaces the quote's excursions. Each code must be an excursion of the departure's
 * tour and each passenger id one of the quote's passengers; an excursion with no passengers is simply not chosen.
 */
export async function submitExcursions(
  db: AppDatabase,
  brand: BrandContext,
  sessionId: string,
  request: ExcursionsResponseRequest,
  options: CheckoutOptions = {},
): Promise<QuoteResponse> {
  return saveStep(db, brand, sessionId, request.quoteId, options, async (trx, quote) => {
    const [tourExcursions, passengers] = await Promise.all([
      trx
        .selectFrom('excursions')
        .innerJoin('departures', 'departures.tourId', 'excursions.tourId')
        .select(['excursions.id', 'excursions.code'])
        .where('departures.id', '=', quote.departureId)
        .execute(),
      trx.selectFrom('quotePassengers').select('id').where('quoteId', '=', quote.id).execute(),
    ])
    const excursionByCode = new Map(tourExcursions.map((excursion) => [excursion.code, excursion.id]))
    const passengerIds = new Set(passengers.map((passenger) => passenger.id))
    const errors: Record<string, string[]> = {}
    const seenCodes = new Set<string>()
    const rows: Array<{ quoteId: number; excursionId: number; passengerId: number }> = []
    request.excursions.forEach((choice, index) => {
      const excursionId = excursionByCode.get(choice.code)
      if (excursionId === undefined) {
        errors[`excursions.${index}.code`] = ['This excursion is not offered with this departure.']
        return
      }
      if (seenCodes.has(choice.code)) {
        errors[`excursions.${index}.code`] = ['This excursion is listed twice.']
        return
      }
      seenCodes.add(choice.code)
      for (const [position, passengerId] of [...new Set(choice.passengerIds)].entries()) {
        if (!passengerIds.has(passengerId)) {
          errors[`excursions.${index}.passengerIds.${position}`] = ['This traveller is not on this booking.']
          continue
        }
        rows.push({ quoteId: quote.id, excursionId, passengerId })
      }
    })
    if (Object.keys(errors).length > 0) throw new CheckoutInputError('Some excursions chosen are not valid.', errors)
    await trx.deleteFrom('quoteExcursions').where('quoteId', '=', quote.id).execute()
    if (rows.length > 0) await trx.insertInto('quoteExcursions').values(rows).execute()
  })
}

/** POST addonations: changes only the quote's donation choice for its current travellers. */
export async function submitDonation(
  db: AppDatabase,
  brand: BrandContext,
  sessionId: string,
  request: AddDonationsRequest,
  options: CheckoutOptions = {},
): Promise<QuoteResponse> {
  return saveStep(db, brand, sessionId, request.quoteId, options, (trx, quote) =>
    applyDonationChoice(trx, quote, request),
  )
}
