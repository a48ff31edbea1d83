import { data, type AppLoadContext } from 'react-router'
import { z } from 'zod'
import { inWriteTransaction, lockDeparture } from '../checkout/index.server'
import { bumpSearchVersion, invalidateSearchCaches } from '../search/index.server'
import { recordAudit } from './audit-log.server'
import { brandsOf, chosenBrand } from './back-office-pages.server'
import { parseMoneyInput } from './booking-balance'
import { departureEditProblems, roomPricesFor } from './catalogue-rules'
import { formFields, readProtectedForm } from './form-security.server'
import { requireStaff } from './staff-guards.server'

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
    rooms: { name: string; occupancy: number; pricePerPersonMinor: number; allocation: number; sold: number }[]
  }
  brandId: string
  csrfToken: string
}

async function departureOf(context: AppLoadContext, brandId: string, departureId: number) {
  const departure = await context.db
    .selectFrom('departures')
    .innerJoin('tours', 'tours.id', 'departures.tourId')
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
    .where('tours.brandId', '=', brandId)
    .executeTakeFirst()
  if (!departure) throw data({ message: 'No such departure.' }, { status: 404 })
  return departure
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

const idSchema = z.coerce.number().int().positive().max(2_147_483_647)

async function scope(context: AppLoadContext, request: Request, departureIdText: string) {
  const session = await requireStaff(context, request, 'tours.edit')
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
  const { brandId, departureId } = await scope(context, request, departureIdText)
  const departure = await departureOf(context, brandId, departureId)
  const rooms = await context.db
    .selectFrom('rooms')
    .select(['name', 'occupancy', 'pricePerPersonMinor', 'allocation', 'sold'])
    .where('departureId', '=', departureId)
    .orderBy('id')
    .execute()
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
      rooms,
    },
    brandId,
    csrfToken: context.csrfToken,
  }
}

export type DepartureEditActionData =
  { kind: 'saved' } | { kind: 'invalid'; fieldErrors: Record<string, string>; values: Record<string, string> }

const FIELDS = ['price', 'wasPrice', 'deposit', 'capacity', 'open'] as const

export async function submitDepartureEdit(context: AppLoadContext, request: Request, departureIdText: string) {
  const { session, brandId, departureId } = await scope(context, request, departureIdText)
  await departureOf(context, brandId, departureId)
  const form = await readProtectedForm(request, context.csrfToken)
  const values = formFields(form, FIELDS)
  const fieldErrors: Record<string, string> = {}
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
    const rooms = await trx
      .selectFrom('rooms')
      .select(['id', 'supplementMinor'])
      .where('departureId', '=', departureId)
      .execute()
    for (const room of roomPricesFor(edit.priceMinor, rooms))
      await trx
        .updateTable('rooms')
        .set({ pricePerPersonMinor: room.pricePerPersonMinor })
        .where('id', '=', room.id)
        .execute()
    // The tour's 'from' price: its lowest open departure still to come.
    const lowest = await trx
      .selectFrom('departures')
      .select((eb) => eb.fn.min<number>('priceMinor').as('price'))
      .where('tourId', '=', before.tourId)
      .where('open', '=', 1)
      .where('startDate', '>', new Date().toISOString().slice(0, 10))
      .executeTakeFirst()
    if (lowest?.price != null)
      await trx
        .updateTable('tours')
        .set({ fromPriceMinor: Number(lowest.price) })
        .where('id', '=', before.tourId)
        .execute()
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
      },
      after: edit,
    })
    return { kind: 'saved' as const }
  })
  if (outcome.kind === 'invalid')
    return data<DepartureEditActionData>({ kind: 'invalid', fieldErrors: outcome.fieldErrors, values }, { status: 400 })
  invalidateSearchCaches(context.db)
  await bumpSearchVersion(context.db)
  return data<DepartureEditActionData>({ kind: 'saved' })
}

export interface ToursPageData {
  brandId: string
  brandName: string
  q: string
  tours: {
    id: number
    code: string
    name: string
    slug: string
    published: boolean
    departures: { id: number; code: string; startDate: string; priceMinor: number; currency: string; open: boolean }[]
  }[]
}

const TOURS_SHOWN = 20

/** /admin/tours: the brand's tours found by name or code, each with its departures still to come. */
export async function loadToursPage(context: AppLoadContext, request: Request): Promise<ToursPageData> {
  await requireStaff(context, request, 'tours.edit')
  const brands = await brandsOf(context)
  const brandId = chosenBrand(request, brands, context.brand.id)
  const q = z
    .string()
    .trim()
    .max(100)
    .catch('')
    .parse(new URL(request.url).searchParams.get('q') ?? '')
  let query = context.db
    .selectFrom('tours')
    .select(['id', 'code', 'name', 'slug', 'published'])
    .where('brandId', '=', brandId)
  if (q) {
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`).toLowerCase()}%`
    query = query.where((eb) =>
      eb.or([eb(eb.fn('lower', ['name']), 'like', pattern), eb(eb.fn('lower', ['code']), 'like', pattern)]),
    )
  }
  const tours = await query.orderBy('name').orderBy('id').limit(TOURS_SHOWN).execute()
  const departures = tours.length
    ? await context.db
        .selectFrom('departures')
        .select(['id', 'tourId', 'code', 'startDate', 'priceMinor', 'currency', 'open'])
        .where(
          'tourId',
          'in',
          tours.map((tour) => tour.id),
        )
        .where('startDate', '>', new Date().toISOString().slice(0, 10))
        .orderBy('startDate')
        .orderBy('id')
        .execute()
    : []
  return {
    brandId,
    brandName: brands.find((brand) => brand.id === brandId)?.name ?? brandId,
    q,
    tours: tours.map((tour) => ({
      id: Number(tour.id),
      code: tour.code,
      name: tour.name,
      slug: tour.slug,
      published: tour.published === 1,
      departures: departures
        .filter((departure) => departure.tourId === tour.id)
        .map((departure) => ({
          id: Number(departure.id),
          code: departure.code,
          startDate: departure.startDate,
          priceMinor: departure.priceMinor,
          currency: departure.currency,
          open: departure.open === 1,
        })),
    })),
  }
}
