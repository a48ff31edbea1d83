import { sql, type Kysely } from 'kysely'
import type { Database } from '../../../../db/schema'
import {
  bookingsMade,
  cashReport,
  DASHBOARD_PERIODS,
  moneyOfBookings,
  OFFICE_TIME_ZONE,
  periodRanges,
  revenueReport,
  zonedDay,
  dayStartInstant,
  type DashboardPeriod,
} from '../../ledger/index.server'
import { plannedCancelsFor, remindersSentFor } from '../../reminders/index.server'
import { pendingApprovals, type PendingApproval } from '../bookings/index.server'
import { departuresOfBrand } from '../shell/index.server'
import {
  addDays,
  bookingsByWeek,
  isCloseToSellingOut,
  loadFactorPercent,
  placesLeft,
  weekStart,
  type WeekCount,
} from './dashboard-rules'

/*
 * The dashboard's figures for one brand (issues 14 and 25): bookings, net revenue, cash received and refunds issued
 * today, this week and this month, from the ledger (ledger-reports.server.ts, the same queries as the Reports
 * section, so the two always agree); bookings by week (the last eight), the load factor (sold ÷ capacity) of the
 * next 30 days' departures, departures close to selling out, balances falling due in the next 14 days, overdue
 * balances, money approvals waiting for an administrator and open holds. Days are the office's (Europe/London; ADR
 * 0045). Money figures are asked for only when the role may see payments (`withMoney`): for a content editor they
 * are neither queried nor sent.
 */

type Db = Kysely<Database>

export interface MoneyByCurrency {
  currency: string
  amountMinor: number
}

/** One period's figures (today, this week or this month). Money per currency, never summed across currencies. */
export interface PeriodFigures {
  from: string
  to: string
  bookings: number
  /** Sales less cancellations, credits and discounts (the ledger lines written in the period); null without money. */
  netRevenue: MoneyByCurrency[] | null
  /** Payments received (card and offline); null without money. */
  cashReceived: MoneyByCurrency[] | null
  /** Refunds issued (card and offline); null without money. */
  refundsIssued: MoneyByCurrency[] | null
}

export interface BalanceRow {
  reference: string
  tourName: string
  balanceDueDate: string
  currency: string
  outstandingMinor: number
  /** Balance reminders sent so far (issue 27). */
  remindersSent: number
  /** The day the brand's overdue rule cancels it if still unpaid; null when staff decide. */
  cancelsOn: string | null
}

/** A money change waiting for an administrator (the bookings' approvals list). */
export type PendingApprovalRow = PendingApproval

export interface DashboardData {
  brandId: string
  today: string
  timeZone: string
  periods: Record<DashboardPeriod, PeriodFigures>
  weeks: WeekCount[]
  next30Days: { departures: number; capacity: number; sold: number; loadFactorPercent: number | null }
  closeToSellingOut: {
    departureId: number
    code: string
    tourName: string
    startDate: string
    capacity: number
    placesLeft: number
  }[]
  /** Live bookings whose balance falls due in the next 14 days (cancelled ones owe no balance); null without money. */
  balancesDue: BalanceRow[] | null
  /** Live bookings whose balance date has passed with money still owed; null without money. */
  overdueBalances: BalanceRow[] | null
  /** Refunds and cancellations a sales agent asked for above the brand's limit; null without money. */
  pendingApprovals: PendingApprovalRow[] | null
  openHolds: { holds: number; quotes: number; places: number }
}

const CLOSE_TO_SELLING_OUT_LIMIT = 10
const BALANCES_DUE_LIMIT = 20

const byCurrency = <T extends { currency: string }>(rows: readonly T[], amount: (row: T) => number) =>
  rows.map((row) => ({ currency: row.currency, amountMinor: amount(row) }))

async function periodFigures(
  db: Db,
  brandId: string,
  range: { from: string; to: string },
  withMoney: boolean,
): Promise<PeriodFigures> {
  const bookings = await bookingsMade(db, { brandId, range })
  if (!withMoney) return { ...range, bookings, netRevenue: null, cashReceived: null, refundsIssued: null }
  const revenue = await revenueReport(db, { brandId, grouping: 'brand-market', range })
  const cash = await cashReport(db, { brandId, range })
  return {
    ...range,
    bookings,
    netRevenue: byCurrency(revenue.totals, (total) => total.netMinor),
    cashReceived: byCurrency(cash.totals, (total) => total.receivedMinor),
    refundsIssued: byCurrency(cash.totals, (total) => total.refundedMinor),
  }
}

/**
 * Live bookings with money owed whose balance date is in [from, to]: the projection filters (ADR 0043: SQL over many
 * bookings reads it), the derivation says what is owed.
 */
async function balancesBetween(db: Db, brandId: string, from: string | null, to: string): Promise<BalanceRow[]> {
  let query = db
    .selectFrom('bookings')
    .select(['id', 'reference', 'tourName', 'balanceDueDate', 'currency'])
    .where('brandId', '=', brandId)
    .where('balanceDueDate', 'is not', null)
    .where('balanceDueDate', '<=', to)
    .where('status', '!=', 'cancelled')
    .where(sql<boolean>`${sql.ref('totalMinor')} > ${sql.ref('amountPaidMinor')}`)
  if (from) query = query.where('balanceDueDate', '>=', from)
  const rows = await query.orderBy('balanceDueDate').orderBy('reference').limit(BALANCES_DUE_LIMIT).execute()
  const ids = rows.map((row) => row.id)
  const [money, reminders, cancels] = await Promise.all([
    moneyOfBookings(db, ids),
    remindersSentFor(db, ids),
    plannedCancelsFor(db, brandId, ids),
  ])
  return rows
    .map((row) => ({
      reference: row.reference,
      tourName: row.tourName,
      balanceDueDate: row.balanceDueDate ?? to,
      currency: row.currency,
      outstandingMinor: money.get(row.id)?.dueMinor ?? 0,
      remindersSent: reminders.get(row.id) ?? 0,
      cancelsOn: cancels.get(row.id) ?? null,
    }))
    .filter((row) => row.outstandingMinor > 0)
}

export async function loadDashboard(
  db: Db,
  options: { brandId: string; withMoney: boolean; now?: Date },
): Promise<DashboardData> {
  const now = options.now ?? new Date()
  const nowIso = now.toISOString()
  const today = zonedDay(now, OFFICE_TIME_ZONE)
  const brandId = options.brandId
  const ranges = periodRanges(today)
  const periods = {} as Record<DashboardPeriod, PeriodFigures>
  for (const period of DASHBOARD_PERIODS) {
    periods[period] = await periodFigures(db, brandId, ranges[period], options.withMoney)
  }

  const firstWeek = addDays(weekStart(today), -7 * 7)
  const recent = await db
    .selectFrom('bookings')
    .select('createdAt')
    .where('brandId', '=', brandId)
    .where('createdAt', '>=', dayStartInstant(firstWeek, OFFICE_TIME_ZONE))
    .execute()

  const load = await departuresOfBrand(db, brandId)
    .select([
      sql<number>`count(*)`.as('departures'),
      sql<number>`coalesce(sum(${sql.ref('departures.capacity')}), 0)`.as('capacity'),
      sql<number>`coalesce(sum(${sql.ref('departures.seatsSold')}), 0)`.as('sold'),
    ])
    .where('departures.startDate', '>=', today)
    .where('departures.startDate', '<', addDays(today, 30))
    .executeTakeFirstOrThrow()

  const liveHolds = db
    .selectFrom('inventoryHolds')
    .select(['inventoryHolds.departureId', sql<number>`sum(${sql.ref('inventoryHolds.places')})`.as('held')])
    .where('inventoryHolds.expiresAt', '>', nowIso)
    .groupBy('inventoryHolds.departureId')
    .as('held')
  const left = sql<number>`${sql.ref('departures.capacity')} - ${sql.ref('departures.seatsSold')} - coalesce(${sql.ref('held.held')}, 0)`
  const closeRows = await departuresOfBrand(db, brandId)
    .leftJoin(liveHolds, 'held.departureId', 'departures.id')
    .select([
      'departures.id',
      'departures.code',
      'departures.startDate',
      'departures.capacity',
      'departures.seatsSold',
      'tours.name as tourName',
      sql<number>`coalesce(${sql.ref('held.held')}, 0)`.as('held'),
    ])
    .where('departures.startDate', '>=', today)
    .where('departures.open', '=', 1)
    // The SQL form of isCloseToSellingOut (left ≤ max(5, ⌈capacity/10⌉) ⇔ left ≤ 5 or 10·left ≤ capacity + 9), so
    // only candidates leave the database; the rule itself decides below.
    .where(sql<boolean>`${left} > 0 and (${left} <= 5 or ${left} * 10 <= ${sql.ref('departures.capacity')} + 9)`)
    .orderBy('departures.startDate')
    .orderBy('departures.id')
    .limit(CLOSE_TO_SELLING_OUT_LIMIT * 2)
    .execute()
  const closeToSellingOut = closeRows
    .map((row) => {
      const capacity = Number(row.capacity)
      return {
        departureId: Number(row.id),
        code: row.code,
        tourName: row.tourName,
        startDate: row.startDate,
        capacity,
        placesLeft: placesLeft(capacity, Number(row.seatsSold), Number(row.held)),
      }
    })
    .filter((row) => isCloseToSellingOut(row.capacity, row.placesLeft))
    .slice(0, CLOSE_TO_SELLING_OUT_LIMIT)

  const holds = await db
    .selectFrom('inventoryHolds')
    .innerJoin('departures', 'departures.id', 'inventoryHolds.departureId')
    .innerJoin('tours', 'tours.id', 'departures.tourId')
    .select([
      sql<number>`count(*)`.as('holds'),
      sql<number>`count(distinct ${sql.ref('inventoryHolds.quoteId')})`.as('quotes'),
      sql<number>`coalesce(sum(${sql.ref('inventoryHolds.places')}), 0)`.as('places'),
    ])
    .where('tours.brandId', '=', brandId)
    .where('inventoryHolds.expiresAt', '>', nowIso)
    .executeTakeFirstOrThrow()

  const balancesDue = options.withMoney ? await balancesBetween(db, brandId, today, addDays(today, 14)) : null
  const overdueBalances = options.withMoney ? await balancesBetween(db, brandId, null, addDays(today, -1)) : null
  const approvals = options.withMoney ? await pendingApprovals(db, brandId, { limit: BALANCES_DUE_LIMIT }) : null

  const capacity = Number(load.capacity)
  const sold = Number(load.sold)
  return {
    brandId,
    today,
    timeZone: OFFICE_TIME_ZONE,
    periods,
    weeks: bookingsByWeek(
      recent.map((row) => zonedDay(row.createdAt, OFFICE_TIME_ZONE)),
      today,
    ),
    next30Days: {
      departures: Number(load.departures),
      capacity,
      sold,
      loadFactorPercent: loadFactorPercent(sold, capacity),
    },
    closeToSellingOut,
    balancesDue,
    overdueBalances,
    pendingApprovals: approvals,
    openHolds: { holds: Number(holds.holds), quotes: Number(holds.quotes), places: Number(holds.places) },
  }
}
