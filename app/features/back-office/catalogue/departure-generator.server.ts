import type { Kysely } from 'kysely'
import { data, redirect, type AppLoadContext } from 'react-router'
import type { Database } from '../../../../db/schema'
import { inWriteTransaction } from '../../../../db/write-transaction.server'
import { departureStatusFor } from '../../departures/index.availability'
import { announceCatalogueChange, formFields, readProtectedForm, recordAudit } from '../shell/index.server'
import {
  departureCodeOf,
  departureDates,
  MAX_GENERATED_DEPARTURES,
  planDepartures,
  type PlannedDeparture,
} from './departure-dates'
import {
  GENERATED_ROOM_TYPES,
  GENERATOR_TERM_FIELDS,
  validateGeneratorTerms,
  type GeneratorTerms,
} from './departure-generator-rules'
import { scope } from './tour-admin.server'
import { refreshFromPrice } from './tour-from-price.server'

/*
 * The departure generator on a tour (issue 26; action tours.edit): dates (once, weekly or monthly until a date), the
 * departure point, places, price, deposit and rooms. "Preview" lists the departures it would create, with each date
 * the tour already departs on (or whose code is taken) marked and skipped; "Create N departures" plans again inside
 * one write transaction (the tour's row held on PostgreSQL, SQLite's write lock elsewhere), refuses if the plan is no
 * longer the N previewed, inserts the departures and their rooms, keeps the tour's from-price its lowest open
 * departure to come, and writes one audit row. Then the catalogue version moves on.
 */

export interface GeneratorPageData {
  brandId: string
  tour: { id: number; code: string; name: string; durationDays: number; currency: string; published: boolean }
  /** How the tour travels (its first enabled transport type); null when it has none (no form then). */
  transport: { id: number; code: string; name: string } | null
  points: { id: number; code: string; name: string }[]
  roomTypes: typeof GENERATED_ROOM_TYPES
  maxDepartures: number
  today: string
  csrfToken: string
}

export type GeneratorActionData =
  | { kind: 'invalid'; fieldErrors: Record<string, string>; values: Record<string, string>; message?: string }
  | {
      kind: 'preview'
      values: Record<string, string>
      departures: (PlannedDeparture & { capacity: number; priceMinor: number })[]
      creating: number
      message?: string
    }

const FIELDS = ['startDate', 'repeat', 'until', 'pointId', 'expected', ...GENERATOR_TERM_FIELDS] as const

const today = () => new Date().toISOString().slice(0, 10)

async function tourFacts(db: Kysely<Database>, tourId: number) {
  const [tour, transport] = await Promise.all([
    db
      .selectFrom('tours')
      .select(['id', 'code', 'name', 'durationDays', 'currency', 'published'])
      .where('id', '=', tourId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('tourTransportTypes')
      .innerJoin('transportTypes', 'transportTypes.id', 'tourTransportTypes.transportTypeId')
      .select(['transportTypes.id', 'transportTypes.code', 'transportTypes.name'])
      .where('tourTransportTypes.tourId', '=', tourId)
      .where('tourTransportTypes.enabled', '=', 1)
      .orderBy('tourTransportTypes.position')
      .executeTakeFirst(),
  ])
  const points = transport
    ? await db
        .selectFrom('departurePoints')
        .select(['id', 'code', 'name'])
        .where('transportTypeId', '=', transport.id)
        .orderBy('name')
        .execute()
    : []
  return {
    tour: { ...tour, id: Number(tour.id), published: tour.published === 1 },
    transport: transport ? { ...transport, id: Number(transport.id) } : null,
    points: points.map((point) => ({ ...point, id: Number(point.id) })),
  }
}

export async function loadGeneratorPage(
  context: AppLoadContext,
  request: Request,
  tourIdText: string,
): Promise<GeneratorPageData> {
  const { brandId, tourId } = await scope(context, request, tourIdText)
  return {
    brandId,
    ...(await tourFacts(context.db, tourId)),
    roomTypes: GENERATED_ROOM_TYPES,
    maxDepartures: MAX_GENERATED_DEPARTURES,
    today: today(),
    csrfToken: context.csrfToken,
  }
}

/** The run's departures as the database stands (inside the transaction when creating). */
async function plan(
  db: Kysely<Database>,
  facts: Awaited<ReturnType<typeof tourFacts>>,
  dates: Parameters<typeof planDepartures>[0],
  place: string,
) {
  const codes = dates.map((planned) => departureCodeOf(facts.tour.code, planned.date, place))
  const [existing, taken] = await Promise.all([
    db
      .selectFrom('departures')
      .select(['startDate', 'code'])
      .where('tourId', '=', facts.tour.id)
      .where('startDate', '>=', dates[0]!.date)
      .where('startDate', '<=', dates[dates.length - 1]!.date)
      .execute(),
    db.selectFrom('departures').select('code').where('code', 'in', codes).execute(),
  ])
  return planDepartures(
    dates,
    { code: facts.tour.code, durationDays: facts.tour.durationDays, place },
    existing,
    new Set(taken.map((row) => row.code)),
  )
}

export async function submitGenerator(context: AppLoadContext, request: Request, tourIdText: string) {
  const { session, brandId, tourId } = await scope(context, request, tourIdText)
  const form = await readProtectedForm(request, context.csrfToken)
  const intent = form.get('intent')
  if (intent !== 'preview' && intent !== 'create')
    throw data({ message: 'Unknown action: preview the departures, then create them.' }, { status: 400 })
  const values = formFields(form, FIELDS)
  const facts = await tourFacts(context.db, tourId)
  if (!facts.transport)
    throw data({ message: 'This tour has no transport type, so it cannot have departures.' }, { status: 400 })
  const invalid = (fieldErrors: Record<string, string>) =>
    data<GeneratorActionData>({ kind: 'invalid', fieldErrors, values }, { status: 400 })

  const dates = departureDates(
    { startDate: values.startDate ?? '', repeat: values.repeat ?? '', until: values.until ?? '' },
    today(),
  )
  const terms = validateGeneratorTerms(values)
  const pointText = (values.pointId ?? '').trim()
  const point = pointText ? facts.points.find((row) => String(row.id) === pointText) : null
  const fieldErrors = {
    ...(dates.ok ? {} : dates.fieldErrors),
    ...(terms.ok ? {} : terms.fieldErrors),
    ...(point === undefined ? { pointId: 'Choose a departure point from the list.' } : {}),
  }
  if (!dates.ok || !terms.ok || point === undefined) return invalid(fieldErrors)
  const place = point?.code ?? facts.transport.code
  const preview = (departures: PlannedDeparture[], message?: string) =>
    data<GeneratorActionData>({
      kind: 'preview',
      values,
      departures: departures.map((row) => ({
        ...row,
        capacity: terms.terms.capacity,
        priceMinor: terms.terms.priceMinor,
      })),
      creating: departures.filter((row) => !row.clash).length,
      ...(message ? { message } : {}),
    })

  if (intent === 'preview') return preview(await plan(context.db, facts, dates.dates, place))

  const outcome = await inWriteTransaction(context.db, async (trx, writeContext) => {
    if (writeContext.dialect === 'postgres')
      await trx.selectFrom('tours').select('id').where('id', '=', tourId).forUpdate().executeTakeFirst()
    const planned = await plan(trx, facts, dates.dates, place)
    const creating = planned.filter((row) => !row.clash)
    if (String(creating.length) !== (values.expected ?? '').trim()) return { kind: 'changed' as const, planned }
    if (!creating.length) return { kind: 'changed' as const, planned }
    await insertDepartures(trx, facts, creating, terms.terms, { point: point ?? null, place })
    await refreshFromPrice(trx, tourId)
    await recordAudit(trx, {
      staffId: session.staff.id,
      brandId,
      action: 'tour.departures-generate',
      entity: 'tour',
      entityId: tourId,
      before: null,
      after: {
        repeat: values.repeat,
        from: creating[0]!.date,
        until: creating[creating.length - 1]!.date,
        departurePoint: point?.code ?? null,
        ...terms.terms,
        codes: creating.map((row) => row.code),
        skipped: planned.filter((row) => row.clash).map((row) => row.date),
      },
    })
    return { kind: 'created' as const, count: creating.length, month: creating[0]!.date.slice(0, 7) }
  })
  if (outcome.kind === 'changed')
    return preview(
      outcome.planned,
      'The departures changed since the preview (someone added one on these dates). Check the new preview, then create them.',
    )
  await announceCatalogueChange(context.db)
  return redirect(
    `/admin/tours/${tourId}/departures/new?brand=${encodeURIComponent(brandId)}&created=${outcome.count}&month=${outcome.month}`,
  )
}

async function insertDepartures(
  trx: Kysely<Database>,
  facts: Awaited<ReturnType<typeof tourFacts>>,
  creating: readonly PlannedDeparture[],
  terms: GeneratorTerms,
  where: { point: { id: number; code: string } | null; place: string },
) {
  for (const planned of creating) {
    const inserted = await trx
      .insertInto('departures')
      .values({
        tourId: facts.tour.id,
        transportTypeId: facts.transport!.id,
        departurePointId: where.point?.id ?? null,
        code: planned.code,
        transportCode: where.place,
        filo: facts.transport!.code === 'FLIGHT' ? 'FI' : 'LO',
        startDate: planned.date,
        endDate: planned.endDate,
        durationDays: facts.tour.durationDays,
        currency: facts.tour.currency,
        priceMinor: terms.priceMinor,
        wasPriceMinor: null,
        depositMinor: terms.depositMinor,
        status: departureStatusFor(terms.capacity),
        capacity: terms.capacity,
        seatsSold: 0,
        open: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await trx
      .insertInto('rooms')
      .values(
        terms.rooms.map((room) => ({
          departureId: Number(inserted.id),
          code: room.code,
          name: room.name,
          occupancy: room.occupancy,
          pricePerPersonMinor: room.pricePerPersonMinor,
          supplementMinor: room.supplementMinor,
          allocation: room.allocation,
          sold: 0,
        })),
      )
      .execute()
  }
}
