import type { Kysely } from 'kysely'
import { data, type AppLoadContext } from 'react-router'
import type { Database } from '../../../../db/schema'
import { z } from 'zod'
import { inWriteTransaction } from '../../../../db/write-transaction.server'
import { invalidateSearchCaches, rebuildSearchIndex } from '../../search/index.server'
import {
  announceCatalogueChange,
  brandsOf,
  chosenBrand,
  formFields,
  readProtectedForm,
  recordAudit,
} from '../shell/index.server'
import { readPage } from '../shell/index.rules'
import { requireStaff } from '../staff/index.server'
import {
  changedFields,
  changesSearchText,
  parseRowPrice,
  TOUR_LIMITS,
  TOUR_TEXT_FIELDS,
  tourTexts,
  validateTourEdit,
  type PriceRule,
  type TourEdit,
  type TourTextField,
} from './tour-rules'

/*
 * Editing a tour in the back office (issue 14; action tours.edit): its texts (name, description, overview and
 * accommodation HTML, offer text), its SEO title and description (migration 0014; the tour page falls back to its own
 * when they are empty) and whether it is published, with the prices of its excursions and of its add-ons' departures.
 * Each of the page's three forms is one write transaction with its audit row (only what changed, before and after).
 * After it commits: a new name or description rebuilds the search index (site search finds the new words; the
 * rebuild moves the catalogue version on too), anything else moves the catalogue version on, so every process's
 * search and page caches drop the old tour within their version check and an unpublished tour leaves the site.
 */

export const ADDON_PRICES_PAGE_SIZE = 40
/** Most price fields one form may carry (a tampered form with thousands is refused). */
const MAX_PRICE_FIELDS = 500

export interface TourEditPageData {
  brandId: string
  brandName: string
  tour: {
    id: number
    code: string
    slug: string
    marketCode: string
    published: boolean
  } & Record<TourTextField, string>
  excursions: {
    id: number
    code: string
    name: string
    dayNumber: number | null
    priceMinor: number
    currency: string
  }[]
  /** The add-ons' departures attached to this tour's departures still to come, soonest first, one page of them. */
  addonDepartures: {
    id: number
    addonName: string
    departureCode: string
    startDate: string
    priceMinor: number
    currency: string
  }[]
  addonPage: number
  addonHasMore: boolean
  limits: typeof TOUR_LIMITS
  csrfToken: string
}

export type TourIntent = 'tour' | 'excursion-prices' | 'addon-prices'

export type TourEditActionData =
  | { kind: 'saved'; intent: TourIntent; message: string }
  | { kind: 'invalid'; intent: TourIntent; fieldErrors: Record<string, string>; values: Record<string, string> }
  | { kind: 'refused'; message: string }

const idSchema = z.coerce.number().int().positive().max(2_147_483_647)
const pageSchema = z.coerce.number().int().min(1).max(10_000).catch(1)
const intentSchema = z.enum(['tour', 'excursion-prices', 'addon-prices'])

const today = () => new Date().toISOString().slice(0, 10)

/** The member of staff (tours.edit), the brand the page looks at and the tour, which must be that brand's (else 404). */
export async function scope(context: AppLoadContext, request: Request, tourIdText: string) {
  const session = await requireStaff(context, request, 'tours.edit')
  const brands = await brandsOf(context)
  const brandId = chosenBrand(request, brands, context.brand.id)
  const id = idSchema.safeParse(tourIdText)
  if (!id.success) throw data({ message: 'No such tour.' }, { status: 404 })
  const tour = await context.db
    .selectFrom('tours')
    .select(['id'])
    .where('id', '=', id.data)
    .where('brandId', '=', brandId)
    .executeTakeFirst()
  if (!tour) throw data({ message: 'No such tour.' }, { status: 404 })
  return {
    session,
    brandId,
    brandName: brands.find((brand) => brand.id === brandId)?.name ?? brandId,
    tourId: id.data,
  }
}

export async function loadTourEditPage(
  context: AppLoadContext,
  request: Request,
  tourIdText: string,
): Promise<TourEditPageData> {
  const { brandId, brandName, tourId } = await scope(context, request, tourIdText)
  const addonPage = pageSchema.parse(new URL(request.url).searchParams.get('page') ?? 1)
  const [tour, excursions, addons] = await Promise.all([
    context.db
      .selectFrom('tours')
      .select(['id', 'code', 'slug', 'marketCode', ...TOUR_TEXT_FIELDS, 'published'])
      .where('id', '=', tourId)
      .executeTakeFirstOrThrow(),
    context.db
      .selectFrom('excursions')
      .select(['id', 'code', 'name', 'dayNumber', 'priceMinor', 'currency'])
      .where('tourId', '=', tourId)
      .orderBy('id')
      .execute(),
    context.db
      .selectFrom('addonDepartures')
      .innerJoin('addons', 'addons.id', 'addonDepartures.addonId')
      .innerJoin('departures', 'departures.id', 'addonDepartures.departureId')
      .select([
        'addonDepartures.id',
        'addons.name as addonName',
        'departures.code as departureCode',
        'addonDepartures.startDate',
        'addonDepartures.priceMinor',
        'addonDepartures.currency',
      ])
      .where('addons.tourId', '=', tourId)
      .where('departures.tourId', '=', tourId)
      .where('departures.startDate', '>', today())
      .orderBy('departures.startDate')
      .orderBy('addons.position')
      .orderBy('addonDepartures.id')
      .$call(readPage(addonPage, ADDON_PRICES_PAGE_SIZE)),
  ])
  // Sorted here rather than in SQL: the dialects disagree on where NULLs sort (excursions without a day go last).
  excursions.sort(
    (a, b) => (a.dayNumber ?? Number.MAX_SAFE_INTEGER) - (b.dayNumber ?? Number.MAX_SAFE_INTEGER) || a.id - b.id,
  )
  return {
    brandId,
    brandName,
    tour: {
      id: Number(tour.id),
      code: tour.code,
      slug: tour.slug,
      marketCode: tour.marketCode,
      ...tourTexts(tour),
      published: tour.published === 1,
    },
    excursions: excursions.map((row) => ({ ...row, id: Number(row.id) })),
    addonDepartures: addons.rows.map((row) => ({ ...row, id: Number(row.id) })),
    addonPage,
    addonHasMore: addons.hasMore,
    limits: TOUR_LIMITS,
    csrfToken: context.csrfToken,
  }
}

const TOUR_FIELDS = [...TOUR_TEXT_FIELDS, 'published'] as const

export async function submitTourEditPage(context: AppLoadContext, request: Request, tourIdText: string) {
  const { session, brandId, tourId } = await scope(context, request, tourIdText)
  const form = await readProtectedForm(request, context.csrfToken)
  const intent = intentSchema.safeParse(form.get('intent'))
  if (!intent.success) return data<TourEditActionData>({ kind: 'refused', message: 'Unknown action.' }, { status: 400 })
  const staff = { staffId: session.staff.id, brandId, tourId }
  switch (intent.data) {
    case 'tour':
      return saveTour(context, form, staff)
    case 'excursion-prices':
      return savePrices(context, form, staff, EXCURSION_PRICES)
    case 'addon-prices':
      return savePrices(context, form, staff, ADDON_PRICES)
  }
}

interface Who {
  staffId: number
  brandId: string
  tourId: number
}

async function saveTour(context: AppLoadContext, form: FormData, who: Who) {
  const values = formFields(form, TOUR_FIELDS)
  const checked = validateTourEdit({ ...tourTexts(values), published: values.published === 'yes' })
  if (!checked.ok)
    return data<TourEditActionData>(
      { kind: 'invalid', intent: 'tour', fieldErrors: checked.fieldErrors, values },
      { status: 400 },
    )
  const { edit } = checked
  const changed = await inWriteTransaction(context.db, async (trx, writeContext) => {
    let query = trx
      .selectFrom('tours')
      .select([...TOUR_TEXT_FIELDS, 'published'])
      .where('id', '=', who.tourId)
      .where('brandId', '=', who.brandId)
    // PostgreSQL: hold the row, so the audit's 'before' is what this save replaced (SQLite's write lock does that).
    if (writeContext.dialect === 'postgres') query = query.forUpdate()
    const row = await query.executeTakeFirst()
    if (!row) throw data({ message: 'No such tour.' }, { status: 404 })
    const before: TourEdit = { ...row, published: row.published === 1 }
    const change = changedFields(before, edit)
    if (!change.fields.length) return change.fields
    const { published, ...texts } = change.after
    await trx
      .updateTable('tours')
      .set({ ...texts, ...(published === undefined ? {} : { published: published ? 1 : 0 }) })
      .where('id', '=', who.tourId)
      .execute()
    await recordAudit(trx, {
      staffId: who.staffId,
      brandId: who.brandId,
      action: 'tour.edit',
      entity: 'tour',
      entityId: who.tourId,
      before: change.before,
      after: change.after,
    })
    return change.fields
  })
  if (!changed.length) return data<TourEditActionData>({ kind: 'saved', intent: 'tour', message: 'Nothing changed.' })
  if (changesSearchText(changed)) {
    // The rebuild moves the catalogue version on (every process's caches drop at their next version check, within a
    // second); this module's own caches drop at once, as announceCatalogueChange does.
    await rebuildSearchIndex(context.db)
    invalidateSearchCaches(context.db)
  } else await announceCatalogueChange(context.db)
  return data<TourEditActionData>({
    kind: 'saved',
    intent: 'tour',
    message: changed.includes('published')
      ? edit.published
        ? 'Saved. The tour is published: it is on the site and in search within seconds.'
        : 'Saved. The tour is unpublished: it leaves the site and search within seconds.'
      : 'Saved. The site shows the new text within seconds.',
  })
}

/** One of the page's price tables: which rows belong to the tour, how a row's price is read and written. */
interface PriceTable {
  intent: 'excursion-prices' | 'addon-prices'
  /** The form field of row `id`'s price. */
  prefix: 'excursion' | 'addon'
  rule: PriceRule
  action: string
  /** The tour's rows with these ids, with their prices (inside the transaction). */
  rowsOf(
    trx: Kysely<Database>,
    tourId: number,
    ids: number[],
  ): Promise<{ id: number; name: string; priceMinor: number }[]>
  write(trx: Kysely<Database>, id: number, priceMinor: number): Promise<unknown>
  saved: string
}

const EXCURSION_PRICES: PriceTable = {
  intent: 'excursion-prices',
  prefix: 'excursion',
  rule: 'zero-or-more',
  action: 'tour.excursion-prices',
  rowsOf: async (trx, tourId, ids) =>
    (
      await trx
        .selectFrom('excursions')
        .select(['id', 'name', 'priceMinor'])
        .where('tourId', '=', tourId)
        .where('id', 'in', ids)
        .orderBy('id')
        .execute()
    ).map((row) => ({ ...row, id: Number(row.id) })),
  write: (trx, id, priceMinor) => trx.updateTable('excursions').set({ priceMinor }).where('id', '=', id).execute(),
  saved: 'Saved. New quotes and the tour page use the new excursion prices within seconds.',
}

const ADDON_PRICES: PriceTable = {
  intent: 'addon-prices',
  prefix: 'addon',
  rule: 'above-zero',
  action: 'tour.addon-prices',
  rowsOf: async (trx, tourId, ids) =>
    (
      await trx
        .selectFrom('addonDepartures')
        .innerJoin('addons', 'addons.id', 'addonDepartures.addonId')
        .innerJoin('departures', 'departures.id', 'addonDepartures.departureId')
        .select(['addonDepartures.id', 'addons.name', 'addonDepartures.startDate', 'addonDepartures.priceMinor'])
        .where('addons.tourId', '=', tourId)
        .where('departures.tourId', '=', tourId)
        .where('addonDepartures.id', 'in', ids)
        .orderBy('addonDepartures.id')
        .execute()
    ).map((row) => ({ id: Number(row.id), name: `${row.name}, ${row.startDate}`, priceMinor: row.priceMinor })),
  write: (trx, id, priceMinor) => trx.updateTable('addonDepartures').set({ priceMinor }).where('id', '=', id).execute(),
  saved: 'Saved. New quotes and the tour page use the new add-on prices within seconds.',
}

async function savePrices(context: AppLoadContext, form: FormData, who: Who, table: PriceTable) {
  const pattern = new RegExp(`^${table.prefix}-(\\d{1,10})-price$`)
  const names = [...new Set([...form.keys()].filter((name) => pattern.test(name)))]
  if (names.length > MAX_PRICE_FIELDS)
    return data<TourEditActionData>({ kind: 'refused', message: 'Too many prices in one form.' }, { status: 400 })
  const values = formFields(form, names)
  const fieldErrors: Record<string, string> = {}
  const prices = new Map<number, number>()
  for (const name of names) {
    const parsed = parseRowPrice(values[name] ?? '', table.rule)
    if ('problem' in parsed) fieldErrors[name] = parsed.problem
    else prices.set(Number(pattern.exec(name)![1]), parsed.minor)
  }
  if (Object.keys(fieldErrors).length)
    return data<TourEditActionData>({ kind: 'invalid', intent: table.intent, fieldErrors, values }, { status: 400 })
  if (!prices.size)
    return data<TourEditActionData>({ kind: 'saved', intent: table.intent, message: 'Nothing changed.' })

  const outcome = await inWriteTransaction(context.db, async (trx) => {
    const rows = await table.rowsOf(trx, who.tourId, [...prices.keys()])
    // A row of another tour (or none) in the form: refused whole, nothing written.
    if (rows.length !== prices.size) return 'unknown' as const
    const changed = rows.filter((row) => row.priceMinor !== prices.get(row.id))
    if (!changed.length) return 0
    for (const row of changed) await table.write(trx, row.id, prices.get(row.id)!)
    await recordAudit(trx, {
      staffId: who.staffId,
      brandId: who.brandId,
      action: table.action,
      entity: 'tour',
      entityId: who.tourId,
      before: changed.map((row) => ({ id: row.id, name: row.name, priceMinor: row.priceMinor })),
      after: changed.map((row) => ({ id: row.id, name: row.name, priceMinor: prices.get(row.id)! })),
    })
    return changed.length
  })
  if (outcome === 'unknown')
    return data<TourEditActionData>(
      { kind: 'refused', message: 'The form names a price that is not this tour’s. Reload the page and try again.' },
      { status: 400 },
    )
  if (!outcome) return data<TourEditActionData>({ kind: 'saved', intent: table.intent, message: 'Nothing changed.' })
  await announceCatalogueChange(context.db)
  return data<TourEditActionData>({ kind: 'saved', intent: table.intent, message: table.saved })
}
