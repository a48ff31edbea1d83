import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { Database } from '../../../db/schema'
import { instantsOf, OFFICE_TIME_ZONE, zonedDay, type DayRange } from './report-days'
import {
  revenueRows,
  type RevenueCell,
  type RevenueGrouping,
  type RevenueRow,
  type RevenueTotal,
} from './revenue-report'

/*
 * The ledger's report queries (issue 25): revenue grouped as revenue-report.ts describes, cash (payments received
 * and refunds issued, by the day the money moved) and bookings made. Days are the office's (Europe/London, ADR
 * 0045): a range's days become UTC instants (report-days.ts), and the SQL groups by the UTC hour of the ISO text the
 * app writes (substr, the same on SQLite and PostgreSQL), which this module folds into the office's days — exact,
 * since London's offset from UTC is always whole hours. A null brand reads every brand.
 */

type Db = Kysely<Database>

/** Inclusive office days, 'YYYY-MM-DD'; '' = open at that end. */
export type ReportRange = DayRange

/** The office day of a UTC hour key ('YYYY-MM-DDTHH'). */
const dayOfHour = (hour: string, timeZone: string) => zonedDay(`${hour}:00:00.000Z`, timeZone)

export async function revenueReport(
  db: Db,
  input: { brandId: string | null; grouping: RevenueGrouping; range: ReportRange; timeZone?: string },
): Promise<{ rows: RevenueRow[]; totals: RevenueTotal[] }> {
  const timeZone = input.timeZone ?? OFFICE_TIME_ZONE
  const hour = sql<string>`substr(${sql.ref('l.createdAt')}, 1, 13)`
  const keys: Record<RevenueGrouping, { key: RawBuilder<string>; label: RawBuilder<string> }> = {
    'sale-date': { key: hour, label: hour },
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
    const { from, until } = instantsOf(input.range, timeZone)
    if (from) query = query.where('l.createdAt', '>=', from)
    if (until) query = query.where('l.createdAt', '<', until)
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
  const cells: RevenueCell[] = grouped.map((row) => {
    const day = input.grouping === 'sale-date' ? dayOfHour(String(row.key), timeZone) : null
    return {
      key: day ?? String(row.key),
      label: day ?? String(row.label),
      currency: row.currency,
      kind: row.kind,
      amountMinor: Number(row.amount),
      // A booking's sale lines are written in one instant, so the hours folded into a day never count it twice.
      bookings: Number(row.bookings),
    }
  })
  return revenueRows(cells)
}

export interface CashFigure {
  currency: string
  receivedMinor: number
  refundedMinor: number
  /** Received less refunded. */
  netMinor: number
  /** Payment rows (payments and refunds) counted. */
  movements: number
}

export interface CashDay extends CashFigure {
  day: string
}

/**
 * Money received and refunded in the range, by the office day it moved and per currency, with a total per currency.
 * Every `payments` row counts: card payments and refunds through the provider, and those staff recorded offline.
 */
export async function cashReport(
  db: Db,
  input: { brandId: string | null; range: ReportRange; timeZone?: string },
): Promise<{ rows: CashDay[]; totals: CashFigure[] }> {
  const timeZone = input.timeZone ?? OFFICE_TIME_ZONE
  const hour = sql<string>`substr(${sql.ref('p.createdAt')}, 1, 13)`
  let query = db.selectFrom('payments as p').innerJoin('bookings as b', 'b.id', 'p.bookingId')
  if (input.brandId) query = query.where('b.brandId', '=', input.brandId)
  const { from, until } = instantsOf(input.range, timeZone)
  if (from) query = query.where('p.createdAt', '>=', from)
  if (until) query = query.where('p.createdAt', '<', until)
  const grouped = await query
    .select([
      hour.as('hour'),
      'p.currency',
      sql<number>`coalesce(sum(case when ${sql.ref('p.amountMinor')} > 0 then ${sql.ref('p.amountMinor')} else 0 end), 0)`.as(
        'received',
      ),
      sql<number>`coalesce(sum(case when ${sql.ref('p.amountMinor')} < 0 then -${sql.ref('p.amountMinor')} else 0 end), 0)`.as(
        'refunded',
      ),
      sql<number>`count(*)`.as('movements'),
    ])
    .groupBy([hour, 'p.currency'])
    .execute()
  const days = new Map<string, CashDay>()
  const totals = new Map<string, CashFigure>()
  const empty = (currency: string): CashFigure => ({
    currency,
    receivedMinor: 0,
    refundedMinor: 0,
    netMinor: 0,
    movements: 0,
  })
  for (const row of grouped) {
    const day = dayOfHour(String(row.hour), timeZone)
    const id = `${day} ${row.currency}`
    const dayFigure = days.get(id) ?? { day, ...empty(row.currency) }
    const total = totals.get(row.currency) ?? empty(row.currency)
    for (const target of [dayFigure, total]) {
      target.receivedMinor += Number(row.received)
      target.refundedMinor += Number(row.refunded)
      target.netMinor += Number(row.received) - Number(row.refunded)
      target.movements += Number(row.movements)
    }
    days.set(id, dayFigure)
    totals.set(row.currency, total)
  }
  return {
    rows: [...days.values()].sort((a, b) =>
      a.day < b.day ? -1 : a.day > b.day ? 1 : a.currency < b.currency ? -1 : a.currency > b.currency ? 1 : 0,
    ),
    totals: [...totals.values()].sort((a, b) => (a.currency < b.currency ? -1 : 1)),
  }
}

/** Bookings made in the range (by the office day they were sold). */
export async function bookingsMade(
  db: Db,
  input: { brandId: string; range: ReportRange; timeZone?: string },
): Promise<number> {
  let query = db.selectFrom('bookings').where('brandId', '=', input.brandId)
  const { from, until } = instantsOf(input.range, input.timeZone ?? OFFICE_TIME_ZONE)
  if (from) query = query.where('createdAt', '>=', from)
  if (until) query = query.where('createdAt', '<', until)
  const row = await query.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()
  return Number(row.n)
}
