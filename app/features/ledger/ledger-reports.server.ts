import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { Database } from '../../../db/schema'
import {
  revenueRows,
  type RevenueCell,
  type RevenueGrouping,
  type RevenueRow,
  type RevenueTotal,
} from './revenue-report'

/*
 * The ledger's report queries (issue 25): revenue grouped as revenue-report.ts describes, and cash (payments received
 * and refunds issued, by the day the money moved). Days are UTC calendar days of the ISO instants the app writes, so
 * the same SQL (substr of the text) serves SQLite and PostgreSQL. A null brand reads every brand.
 */

type Db = Kysely<Database>

export interface ReportRange {
  /** 'YYYY-MM-DD', inclusive; '' = open. */
  from: string
  to: string
}

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10)
}

export async function revenueReport(
  db: Db,
  input: { brandId: string | null; grouping: RevenueGrouping; range: ReportRange },
): Promise<{ rows: RevenueRow[]; totals: RevenueTotal[] }> {
  const keys: Record<RevenueGrouping, { key: RawBuilder<string>; label: RawBuilder<string> }> = {
    'sale-date': {
      key: sql<string>`substr(${sql.ref('l.createdAt')}, 1, 10)`,
      label: sql<string>`substr(${sql.ref('l.createdAt')}, 1, 10)`,
    },
    'departure-date': { key: sql<string>`${sql.ref('d.startDate')}`, label: sql<string>`${sql.ref('d.startDate')}` },
    tour: { key: sql<string>`${sql.ref('b.tourCode')}`, label: sql<string>`min(${sql.ref('b.tourName')})` },
    'brand-market': {
      key: sql<string>`${sql.ref('b.brandId')} || ' ' || ${sql.ref('b.cultureCode')}`,
      label: sql<string>`min(${sql.ref('br.name')}) || ' (' || ${sql.ref('b.cultureCode')} || ')'`,
    },
  }
  const { key, label } = keys[input.grouping]
  let query = db
    .selectFrom('bookingLedgerLines as l')
    .innerJoin('bookings as b', 'b.id', 'l.bookingId')
    .innerJoin('departures as d', 'd.id', 'b.departureId')
    .innerJoin('brands as br', 'br.id', 'b.brandId')
  if (input.brandId) query = query.where('b.brandId', '=', input.brandId)
  if (input.grouping === 'departure-date') {
    if (input.range.from) query = query.where('d.startDate', '>=', input.range.from)
    if (input.range.to) query = query.where('d.startDate', '<=', input.range.to)
  } else {
    if (input.range.from) query = query.where('l.createdAt', '>=', `${input.range.from}T00:00:00.000Z`)
    if (input.range.to) query = query.where('l.createdAt', '<', `${nextDay(input.range.to)}T00:00:00.000Z`)
  }
  const grouped = await query
    .select([
      key.as('key'),
      label.as('label'),
      'l.currency',
      'l.kind',
      sql<number>`sum(${sql.ref('l.amountMinor')})`.as('amount'),
      sql<number>`count(distinct ${sql.ref('l.bookingId')})`.as('bookings'),
    ])
    .groupBy([
      key,
      'l.currency',
      'l.kind',
      ...(input.grouping === 'brand-market' ? (['b.brandId', 'b.cultureCode'] as const) : []),
    ])
    .execute()
  const cells: RevenueCell[] = grouped.map((row) => ({
    key: String(row.key),
    label: String(row.label),
    currency: row.currency,
    kind: row.kind,
    amountMinor: Number(row.amount),
    bookings: Number(row.bookings),
  }))
  return revenueRows(cells)
}

export interface CashFigure {
  currency: string
  receivedMinor: number
  refundedMinor: number
}

/** Money received and refunded in the range (by the day it moved), per currency. */
export async function cashReport(db: Db, input: { brandId: string | null; range: ReportRange }): Promise<CashFigure[]> {
  let query = db.selectFrom('payments as p').innerJoin('bookings as b', 'b.id', 'p.bookingId')
  if (input.brandId) query = query.where('b.brandId', '=', input.brandId)
  if (input.range.from) query = query.where('p.createdAt', '>=', `${input.range.from}T00:00:00.000Z`)
  if (input.range.to) query = query.where('p.createdAt', '<', `${nextDay(input.range.to)}T00:00:00.000Z`)
  const rows = await query
    .select([
      'p.currency',
      sql<number>`coalesce(sum(case when ${sql.ref('p.amountMinor')} > 0 then ${sql.ref('p.amountMinor')} else 0 end), 0)`.as(
        'received',
      ),
      sql<number>`coalesce(sum(case when ${sql.ref('p.amountMinor')} < 0 then -${sql.ref('p.amountMinor')} else 0 end), 0)`.as(
        'refunded',
      ),
    ])
    .groupBy('p.currency')
    .orderBy('p.currency')
    .execute()
  return rows.map((row) => ({
    currency: row.currency,
    receivedMinor: Number(row.received),
    refundedMinor: Number(row.refunded),
  }))
}

/** Bookings made in the range (by the day they were sold). */
export async function bookingsMade(db: Db, input: { brandId: string; range: ReportRange }): Promise<number> {
  let query = db.selectFrom('bookings').where('brandId', '=', input.brandId)
  if (input.range.from) query = query.where('createdAt', '>=', `${input.range.from}T00:00:00.000Z`)
  if (input.range.to) query = query.where('createdAt', '<', `${nextDay(input.range.to)}T00:00:00.000Z`)
  const row = await query.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()
  return Number(row.n)
}
