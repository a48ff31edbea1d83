import { data, type AppLoadContext } from 'react-router'
import { inWriteTransaction, lockDeparture } from '../../../../db/write-transaction.server'
import { announceCatalogueChange, departuresOfBrand, readProtectedForm, recordAudit } from '../shell/index.server'
import { requireStaff } from '../staff/index.server'
import { bulkPricePlan, parseBulkPriceChange, type BulkPriceOutcome } from './bulk-price-rules'
import { roomPricesFor } from './catalogue-rules'
import { refreshFromPrice } from './tour-from-price.server'
import { CALENDAR_LIMIT, departuresInMonth, readMonthQuery } from './departure-calendar.server'

/*
 * The bulk price change (issue 26; action tours.edit): a month's departures (one tour's or the brand's), a selection
 * of them, and one change — set a price, change by an amount or by a percentage (bulk-price-rules.ts). "Preview"
 * lists each selected departure's old and new price with any refusal; "Apply" (a form of its own carrying the
 * selection, the change and the old prices it previewed) locks each departure as the checkout does, refuses if a
 * price moved since the preview, writes the prices, each room's price per person (price plus supplement) and the
 * tours' from-prices in one transaction with one audit row; then the catalogue version moves on.
 */

export interface BulkPricePageData {
  brandId: string
  brandName: string
  month: string
  tourId: number | null
  tourLabel: string | null
  departures: { id: number; code: string; startDate: string; priceMinor: number; currency: string }[]
  csrfToken: string
}

type PreviewRow = BulkPriceOutcome & { code: string; startDate: string; currency: string }

export type BulkPriceActionData =
  | { kind: 'invalid'; fieldErrors: Record<string, string>; values: Record<string, string>; selected: number[] }
  | { kind: 'preview'; values: Record<string, string>; selected: number[]; rows: PreviewRow[]; message?: string }
  | { kind: 'applied'; count: number }

export async function loadBulkPricePage(context: AppLoadContext, request: Request): Promise<BulkPricePageData> {
  await requireStaff(context, request, 'tours.edit')
  const query = await readMonthQuery(context, request)
  const rows = await departuresInMonth(context, query.brandId, query.month, query.tourId)
  const tour = query.tours.find((row) => row.id === query.tourId)
  return {
    brandId: query.brandId,
    brandName: query.brandName,
    month: query.month,
    tourId: query.tourId,
    tourLabel: tour ? `${tour.code} ${tour.name}` : null,
    departures: rows.slice(0, CALENDAR_LIMIT).map((row) => ({
      id: Number(row.id),
      code: row.code,
      startDate: row.startDate,
      priceMinor: row.priceMinor,
      currency: row.currency,
    })),
    csrfToken: context.csrfToken,
  }
}

export async function submitBulkPrice(context: AppLoadContext, request: Request) {
  const session = await requireStaff(context, request, 'tours.edit')
  const { brandId } = await readMonthQuery(context, request)
  const form = await readProtectedForm(request, context.csrfToken)
  const intent = form.get('intent')
  if (intent !== 'preview' && intent !== 'apply')
    throw data({ message: 'Unknown action: preview the new prices, then apply them.' }, { status: 400 })
  const values = { kind: String(form.get('kind') ?? ''), value: String(form.get('value') ?? '') }
  const texts = form.getAll('departure').map(String)
  const selected = [...new Set(texts.filter((text) => /^\d{1,10}$/.test(text)).map(Number))]
  const fieldErrors: Record<string, string> = {}
  if (texts.length > CALENDAR_LIMIT || selected.length !== texts.length)
    throw data({ message: 'The selection is not a list of departures.' }, { status: 400 })
  if (!selected.length) fieldErrors.departure = 'Choose at least one departure.'
  const parsed = parseBulkPriceChange(values.kind, values.value)
  if ('problem' in parsed) fieldErrors.value = parsed.problem
  if (Object.keys(fieldErrors).length || 'problem' in parsed)
    return data<BulkPriceActionData>({ kind: 'invalid', fieldErrors, values, selected }, { status: 400 })

  const rowsOf = async (db: AppLoadContext['db']) => {
    const rows = await departuresOfBrand(db, brandId)
      .select([
        'departures.id',
        'departures.code',
        'departures.startDate',
        'departures.priceMinor',
        'departures.wasPriceMinor',
        'departures.depositMinor',
        'departures.currency',
        'departures.tourId',
      ])
      .where('departures.id', 'in', selected)
      .orderBy('departures.startDate')
      .orderBy('departures.id')
      .execute()
    // Another brand's departure (or none) in the selection: not found, as on the departure page.
    if (rows.length !== selected.length) throw data({ message: 'No such departure.' }, { status: 404 })
    return rows.map((row) => ({ ...row, id: Number(row.id) }))
  }
  const previewOf = (rows: Awaited<ReturnType<typeof rowsOf>>): PreviewRow[] => {
    const plan = bulkPricePlan(rows, parsed.change)
    return plan.map((outcome, index) => ({
      ...outcome,
      code: rows[index]!.code,
      startDate: rows[index]!.startDate,
      currency: rows[index]!.currency,
    }))
  }
  const preview = (rows: PreviewRow[], message?: string) =>
    data<BulkPriceActionData>(
      { kind: 'preview', values, selected, rows, ...(message ? { message } : {}) },
      { status: rows.some((row) => row.problem) && intent === 'apply' ? 400 : 200 },
    )
  if (intent === 'preview') return preview(previewOf(await rowsOf(context.db)))

  const outcome = await inWriteTransaction(context.db, async (trx, writeContext) => {
    for (const id of [...selected].sort((a, b) => a - b)) await lockDeparture(trx, writeContext, id)
    const rows = await rowsOf(trx)
    const planned = previewOf(rows)
    if (rows.some((row) => String(row.priceMinor) !== String(form.get(`old-${row.id}`) ?? '')))
      return { kind: 'changed' as const, planned }
    if (planned.some((row) => row.problem)) return { kind: 'refused' as const, planned }
    for (const row of planned) {
      await trx.updateTable('departures').set({ priceMinor: row.newPriceMinor }).where('id', '=', row.id).execute()
      const rooms = await trx
        .selectFrom('rooms')
        .select(['id', 'supplementMinor'])
        .where('departureId', '=', row.id)
        .execute()
      for (const room of roomPricesFor(
        row.newPriceMinor,
        rooms.map((r) => ({ id: Number(r.id), supplementMinor: r.supplementMinor })),
      ))
        await trx
          .updateTable('rooms')
          .set({ pricePerPersonMinor: room.pricePerPersonMinor })
          .where('id', '=', room.id)
          .execute()
    }
    for (const tourId of new Set(rows.map((row) => Number(row.tourId)))) {
      await refreshFromPrice(trx, tourId)
    }
    await recordAudit(trx, {
      staffId: session.staff.id,
      brandId,
      action: 'departure.bulk-price',
      entity: 'departure',
      entityId: null,
      before: planned.map((row) => ({ id: row.id, code: row.code, priceMinor: row.priceMinor })),
      after: { change: parsed.change, prices: planned.map((row) => ({ id: row.id, priceMinor: row.newPriceMinor })) },
    })
    return { kind: 'applied' as const, count: planned.length }
  })
  if (outcome.kind === 'changed')
    return preview(outcome.planned, 'A price changed since the preview. Check the new preview, then apply it.')
  if (outcome.kind === 'refused') return preview(outcome.planned)
  await announceCatalogueChange(context.db)
  return data<BulkPriceActionData>({ kind: 'applied', count: outcome.count })
}
