import { data, type AppLoadContext } from 'react-router'
import { z } from 'zod'
import { inWriteTransaction, lockDeparture } from '../../../../db/write-transaction.server'
import {
  announceCatalogueChange,
  brandsOf,
  departuresOfBrand,
  chosenBrand,
  formFields,
  parseMoneyInput,
  readProtectedForm,
  recordAudit,
} from '../shell/index.server'
import { departureEditProblems, parseSignedMoneyInput, roomEditProblems, roomPricesFor } from './catalogue-rules'
import { departureBookingsFor, type DepartureBookingRow } from '../bookings/index.server'
import { can, requireStaff } from '../staff/index.server'
import { refreshFromPrice } from './tour-from-price.server'

/*
 * Editing a departure's price and inventory in the back office (issue 14; action tours.edit). One write transaction
 * locks the departure as the checkout does (so a confirm never interleaves), checks the capacity against sold and
 * held places, moves every room type's price with the departure's, keeps the tour's from-price the lowest open
 * future departure's, and writes the audit row. Then the catalogue version moves on, so every process's search and
 * page caches drop the old price within their version check, and new quotes are priced from the new rows at once.
 */

export interface DepartureEditPageData {
  departure: {
    id: number
    code: string
    tourName: string
    tourCode: string
    tourSlug: string
    startDate: string
    currency: string
    priceMinor: number
    wasPriceMinor: number | null
    depositMinor: number
    capacity: number
    seatsSold: number
    heldPlaces: number
    open: boolean
    rooms: {
      id: number
      name: string
      occupancy: number
      pricePerPersonMinor: number
      supplementMinor: number
      allocation: number
      sold: number
      held: number
    }[]
  }
  brandId: string
  csrfToken: string
  /** May change the price and places ('tours.edit'); else the page shows them without the form. */
  canEdit: boolean
  /** May take a booking on the phone ('bookings.edit', issue 26): the page links to the phone booking. */
  canBook: boolean
  /** The departure's bookings, for a role that may see bookings ('bookings.view'); else null. */
  bookings: DepartureBookingRow[] | null
}

async function departureOf(context: AppLoadContext, brandId: string, departureId: number) {
  const departure = await departuresOfBrand(context.db, brandId)
    .select([
      'departures.id',
      'departures.code',
      'departures.startDate',
      'departures.currency',
      'departures.priceMinor',
      'departures.wasPriceMinor',
      'departures.depositMinor',
      'departures.capacity',
      'departures.seatsSold',
      'departures.open',
      'tours.name as tourName',
      'tours.code as tourCode',
      'tours.slug as tourSlug',
    ])
    .where('departures.id', '=', departureId)
    .executeTakeFirst()
  if (!departure) throw data({ message: 'No such departure.' }, { status: 404 })
  return departure
}

/** Rooms of each type of the departure in live checkout holds. */
async function heldRoomsOf(db: AppLoadContext['db'], departureId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('inventoryHolds')
    .select((eb) => ['roomId', eb.fn.sum<number>('rooms').as('rooms')])
    .where('departureId', '=', departureId)
    .where('expiresAt', '>', new Date().toISOString())
    .groupBy('roomId')
    .execute()
  return new Map(rows.map((row) => [Number(row.roomId), Number(row.rooms)]))
}

async function heldPlacesOf(db: AppLoadContext['db'], departureId: number): Promise<number> {
  const row = await db
    .selectFrom('inventoryHolds')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('places'), eb.lit(0)).as('places'))
    .where('departureId', '=', departureId)
    .where('expiresAt', '>', new Date().toISOString())
    .executeTakeFirst()
  return Number(row?.places ?? 0)
}

const roomsOf = (db: AppLoadContext['db'], departureId: number) =>
  db
    .selectFrom('rooms')
    .select(['id', 'name', 'occupancy', 'pricePerPersonMinor', 'supplementMinor', 'allocation', 'sold'])
    .where('departureId', '=', departureId)
    .orderBy('id')
    .execute()

const idSchema = z.coerce.number().int().positive().max(2_147_483_647)

async function scope(
  context: AppLoadContext,
  request: Request,
  departureIdText: string,
  action: 'tours.edit' | 'dashboard.view' = 'tours.edit',
) {
  const session = await requireStaff(context, request, action)
  const brandId = chosenBrand(request, await brandsOf(context), context.brand.id)
  const id = idSchema.safeParse(departureIdText)
  if (!id.success) throw data({ message: 'No such departure.' }, { status: 404 })
  return { session, brandId, departureId: id.data }
}

export async function loadDepartureEditPage(
  context: AppLoadContext,
  request: Request,
  departureIdText: string,
): Promise<DepartureEditPageData> {
  // Issue 26: staff who may see bookings (a sales agent) open the page for its bookings, without the edit form.
  const { session, brandId, departureId } = await scope(context, request, departureIdText, 'dashboard.view')
  const { role } = session.staff
  if (!can(role, 'tours.edit') && !can(role, 'bookings.view'))
    throw data({ message: 'Your role does not allow this page.' }, { status: 403 })
  const departure = await departureOf(context, brandId, departureId)
  const bookings = await departureBookingsFor(context, role, brandId, departureId)
  const rooms = await roomsOf(context.db, departureId)
  const heldRooms = await heldRoomsOf(context.db, departureId)
  return {
    departure: {
      id: Number(departure.id),
      code: departure.code,
      tourName: departure.tourName,
      tourCode: departure.tourCode,
      tourSlug: departure.tourSlug,
      startDate: departure.startDate,
      currency: departure.currency,
      priceMinor: departure.priceMinor,
      wasPriceMinor: departure.wasPriceMinor,
      depositMinor: departure.depositMinor,
      capacity: departure.capacity,
      seatsSold: departure.seatsSold,
      heldPlaces: await heldPlacesOf(context.db, departureId),
      open: departure.open === 1,
      rooms: rooms.map((room) => ({ ...room, id: Number(room.id), held: heldRooms.get(Number(room.id)) ?? 0 })),
    },
    brandId,
    csrfToken: context.csrfToken,
    canEdit: can(role, 'tours.edit'),
    canBook: can(role, 'bookings.edit'),
    bookings,
  }
}

export type DepartureEditActionData =
  { kind: 'saved' } | { kind: 'invalid'; fieldErrors: Record<string, string>; values: Record<string, string> }

const FIELDS = ['price', 'wasPrice', 'deposit', 'capacity', 'open'] as const

export async function submitDepartureEdit(context: AppLoadContext, request: Request, departureIdText: string) {
  const { session, brandId, departureId } = await scope(context, request, departureIdText)
  await departureOf(context, brandId, departureId)
  const form = await readProtectedForm(request, context.csrfToken)
  const roomIds = (await roomsOf(context.db, departureId)).map((room) => Number(room.id))
  const roomFields = roomIds.flatMap((id) => [`room-${id}-allocation`, `room-${id}-supplement`])
  const values = formFields(form, [...FIELDS, ...roomFields])
  const fieldErrors: Record<string, string> = {}
  // A room type's fields left out of the form keep their values (the form sends them all).
  const roomChanges = new Map<number, { allocation: number | null; supplementMinor: number | null }>()
  for (const id of roomIds) {
    const allocationName = `room-${id}-allocation`
    const supplementName = `room-${id}-supplement`
    const allocationText = form.has(allocationName) ? (values[allocationName] ?? '').trim() : null
    const supplementText = form.has(supplementName) ? (values[supplementName] ?? '').trim() : null
    const allocation = allocationText === null ? null : /^\d{1,6}$/.test(allocationText) ? Number(allocationText) : NaN
    const supplementMinor = supplementText === null ? null : parseSignedMoneyInput(supplementText || '0')
    if (Number.isNaN(allocation)) fieldErrors[allocationName] = 'Enter the allocation as a whole number of rooms.'
    if (supplementMinor !== null && Number.isNaN(supplementMinor))
      fieldErrors[supplementName] = 'Enter the supplement in pounds and pence, such as 250.00 or -50.00.'
    roomChanges.set(id, { allocation, supplementMinor })
  }
  const price = parseMoneyInput(values.price ?? '')
  const wasPrice = values.wasPrice?.trim() ? parseMoneyInput(values.wasPrice) : null
  const deposit = parseMoneyInput(values.deposit ?? '')
  const capacity = /^\d{1,6}$/.test(values.capacity?.trim() ?? '') ? Number(values.capacity) : null
  if (price === null) fieldErrors.price = 'Enter the price in pounds and pence, such as 1299.00.'
  if (values.wasPrice?.trim() && wasPrice === null) fieldErrors.wasPrice = 'Enter the was-price in pounds and pence.'
  if (deposit === null) fieldErrors.deposit = 'Enter the deposit in pounds and pence.'
  if (capacity === null) fieldErrors.capacity = 'Enter the capacity as a whole number.'
  if (Object.keys(fieldErrors).length)
    return data<DepartureEditActionData>({ kind: 'invalid', fieldErrors, values }, { status: 400 })
  const edit = {
    priceMinor: price!,
    wasPriceMinor: wasPrice,
    depositMinor: deposit!,
    capacity: capacity!,
    open: values.open === 'yes',
  }

  const outcome = await inWriteTransaction(context.db, async (trx, writeContext) => {
    await lockDeparture(trx, writeContext, departureId)
    const before = await trx
      .selectFrom('departures')
      .select(['tourId', 'priceMinor', 'wasPriceMinor', 'depositMinor', 'capacity', 'seatsSold', 'open', 'startDate'])
      .where('id', '=', departureId)
      .executeTakeFirstOrThrow()
    const problems = departureEditProblems(edit, {
      seatsSold: before.seatsSold,
      heldPlaces: await heldPlacesOf(trx, departureId),
    })
    const rooms = await trx
      .selectFrom('rooms')
      .select(['id', 'allocation', 'sold', 'supplementMinor'])
      .where('departureId', '=', departureId)
      .orderBy('id')
      .execute()
    const heldRooms = await heldRoomsOf(trx, departureId)
    const roomEdits = rooms.map((room) => {
      const change = roomChanges.get(Number(room.id))
      return {
        id: Number(room.id),
        allocation: change?.allocation ?? room.allocation,
        supplementMinor: change?.supplementMinor ?? room.supplementMinor,
      }
    })
    for (const [index, room] of rooms.entries())
      Object.assign(
        problems,
        roomEditProblems(
          roomEdits[index]!,
          { sold: room.sold, held: heldRooms.get(Number(room.id)) ?? 0 },
          edit.priceMinor,
        ),
      )
    if (Object.keys(problems).length) return { kind: 'invalid' as const, fieldErrors: problems }
    await trx
      .updateTable('departures')
      .set({
        priceMinor: edit.priceMinor,
        wasPriceMinor: edit.wasPriceMinor,
        depositMinor: edit.depositMinor,
        capacity: edit.capacity,
        open: edit.open ? 1 : 0,
      })
      .where('id', '=', departureId)
      .execute()
    const prices = new Map(roomPricesFor(edit.priceMinor, roomEdits).map((room) => [room.id, room.pricePerPersonMinor]))
    for (const room of roomEdits)
      await trx
        .updateTable('rooms')
        .set({
          allocation: room.allocation,
          supplementMinor: room.supplementMinor,
          pricePerPersonMinor: prices.get(room.id)!,
        })
        .where('id', '=', room.id)
        .execute()
    // The tour's 'from' price: its lowest open departure still to come.
    await refreshFromPrice(trx, before.tourId)
    await recordAudit(trx, {
      staffId: session.staff.id,
      brandId,
      action: 'departure.edit',
      entity: 'departure',
      entityId: departureId,
      before: {
        priceMinor: before.priceMinor,
        wasPriceMinor: before.wasPriceMinor,
        depositMinor: before.depositMinor,
        capacity: before.capacity,
        open: before.open === 1,
        rooms: rooms.map((room) => ({
          id: Number(room.id),
          allocation: room.allocation,
          supplementMinor: room.supplementMinor,
        })),
      },
      after: { ...edit, rooms: roomEdits },
    })
    return { kind: 'saved' as const }
  })
  if (outcome.kind === 'invalid')
    return data<DepartureEditActionData>({ kind: 'invalid', fieldErrors: outcome.fieldErrors, values }, { status: 400 })
  await announceCatalogueChange(context.db)
  return data<DepartureEditActionData>({ kind: 'saved' })
}
