import type { Kysely } from 'kysely'
import type { AppDatabase } from '../../../db/database.server'
import { asBool, type Database } from '../../../db/schema'
import { brochureRequestReference } from './brochure-requests.server'
import { toCsv, type CsvValue } from './csv'

/*
 * Fulfilment export: every brochure request not exported yet, one CSV row per request with the codes of its
 * brochures, and those requests marked exported in the same transaction. The rows are claimed first (UPDATE …
 * WHERE exported_at IS NULL RETURNING id), so two exports running at once never both take a request; the CSV is
 * written before the transaction commits, so a failed write leaves the requests for the next export.
 */

export const EXPORT_HEADER = [
  'reference',
  'dateOrdered',
  'brand',
  'title',
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'addressLine1',
  'addressLine2',
  'town',
  'county',
  'country',
  'postCode',
  'addressVerified',
  'marketingEmail',
  'marketingMail',
  'utmSource',
  'utmMedium',
  'brochureCodes',
] as const

const CHUNK = 500

function chunks<T>(items: T[], size: number): T[][] {
  const result: T[][] = []
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size))
  return result
}

function lines(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json)
    return Array.isArray(value) ? value.map(String) : []
  } catch {
    return []
  }
}

export interface ExportResult {
  count: number
  exportedAt: string
}

export async function exportBrochureRequests(
  db: AppDatabase,
  options: { write: (csv: string, count: number) => Promise<void> | void; now?: Date; brandId?: string },
): Promise<ExportResult> {
  return db.transaction().execute(async (trx) => {
    const { csv, ...result } = await exportBrochureRequestsIn(trx, options)
    await options.write(csv, result.count)
    return result
  })
}

/**
 * The export inside a caller's transaction (the back office writes its audit row in the same one): claims the
 * unexported requests, marks them exported and returns the CSV. Nothing claimed: a header-only CSV and count 0.
 */
export async function exportBrochureRequestsIn(
  trx: Kysely<Database>,
  options: { now?: Date; brandId?: string },
): Promise<ExportResult & { csv: string }> {
  const exportedAt = (options.now ?? new Date()).toISOString()
  let claim = trx.updateTable('brochureRequests').set({ exportedAt }).where('exportedAt', 'is', null)
  if (options.brandId) claim = claim.where('brandId', '=', options.brandId)
  const claimed = await claim.returning('id').execute()
  const ids = claimed.map((row) => Number(row.id)).sort((a, b) => a - b)

  const rows: CsvValue[][] = []
  for (const part of chunks(ids, CHUNK)) {
    const requests = await trx
      .selectFrom('brochureRequests')
      .selectAll()
      .where('id', 'in', part)
      .orderBy('id')
      .execute()
    const items = await trx
      .selectFrom('brochureRequestItems')
      .innerJoin('brochures', 'brochures.id', 'brochureRequestItems.brochureId')
      .select(['brochureRequestItems.requestId', 'brochures.code'])
      .where('brochureRequestItems.requestId', 'in', part)
      .orderBy('brochures.position')
      .orderBy('brochures.id')
      .execute()
    const codes = new Map<number, string[]>()
    for (const item of items) {
      const list = codes.get(Number(item.requestId)) ?? []
      list.push(item.code)
      codes.set(Number(item.requestId), list)
    }
    for (const request of requests) {
      const [line1 = '', ...rest] = lines(request.addressLinesJson)
      rows.push([
        brochureRequestReference(Number(request.id)),
        request.dateOrdered,
        request.brandId,
        request.title,
        request.firstName,
        request.lastName,
        request.email,
        request.phoneNumber,
        line1,
        rest.join(', '),
        request.town,
        request.county,
        request.country,
        request.postCode,
        asBool(request.addressVerified) ? 'yes' : 'no',
        asBool(request.marketingEmail) ? 'yes' : 'no',
        asBool(request.marketingMail) ? 'yes' : 'no',
        request.utmSource,
        request.utmMedium,
        (codes.get(Number(request.id)) ?? []).join(';'),
      ])
    }
  }
  return { count: rows.length, exportedAt, csv: toCsv(EXPORT_HEADER, rows) }
}
