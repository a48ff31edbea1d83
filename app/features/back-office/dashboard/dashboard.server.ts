import { sql, type Kysely } from 'kysely'
import type { Database } from '../../../../db/schema'
import {
  addDays,
  bookingsByWeek,
  isCloseToSellingOut,
  isoDay,
  loadFactorPercent,
  placesLeft,
  weekStart,
  type WeekCount,
} from './dashboard-rules'

/*
 * The dashboard's figures for one brand (issue 14): today's bookings and their value, bookings by week (the last
 * eight), the load factor (sold ÷ capacity) of the next 30 days' departures, departures close to selling out, balances
 * falling due in the next 14 days and open holds. Days are UTC calendar days. Money figures are asked for only when
 * the role may see payments (`withMoney`): for a content editor they are neither queried nor sent.
 */

type Db = Kysely<Database>

export interface MoneyByCurrency {
  currency: string
  amountMinor: number
}

export interface DashboardData {
  brandId: string
  today: string
  todaysBookings: number
  /** Net revenue today from the ledger (lines written today), per currency; null without payments.view. */
  todaysRevenue: MoneyByCurrency[] | null
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
  /** null without payments.view. */
  balancesDue:
    | {
        reference: string
        tourName: string
        balanceDueDate: string
        currency: string
        outstandingMinor: number
      }[]
    | null
  openHolds: { holds: number; quotes: number; places: number }
}

const CLOSE_TO_SELLING_OUT_LIMIT = 10
const BALANCES_DUE_LIMIT = 20

export async function loadDashboard(
  db: Db,
  options: { brandId: string; withMoney: boolean; now?: Date },
): Promise<DashboardData> {
  const now = options.now ?? new Date()
  const nowIso = now.toISOString()
  const today = isoDay(now)
  const tomorrow = addDays(today, 1)
  const brandId = options.brandId

  const todays = await db
    .selectFrom('bookings')
    .select(['currency', sql<number>`count(*)`.as('bookings')])
    .where('brandId', '=', brandId)
    .where('createdAt', '>=', `${today}T00:00:00.000Z`)
    .where('createdAt', '<', `${tomorrow}T00:00:00.000Z`)
    .groupBy('currency')
    .orderBy('currency')
    .execute()
  // Net revenue today from the ledger (issue 25): every line written today (sales, less cancellations' credits and
  // goodwill), whichever day its booking was made; refunds move cash, not revenue.
  const todaysLines = options.withMoney
    ? await db
        .selectFrom('bookingLedgerLines')
        .innerJoin('bookings', 'bookings.id', 'bookingLedgerLines.bookingId')
        .select([
          'bookingLedgerLines.currency',
          sql<number>`coalesce(sum(${sql.ref('bookingLedgerLines.amountMinor')}), 0)`.as('value'),
        ])
        .where('bookings.brandId', '=', brandId)
        .where('bookingLedgerLines.createdAt', '>=', `${today}T00:00:00.000Z`)
        .where('bookingLedgerLines.createdAt', '<', `${tomorrow}T00:00:00.000Z`)
        .groupBy('bookingLedgerLines.currency')
        .orderBy('bookingLedgerLines.currency')
        .execute()
    : []

  const firstWeek = addDays(weekStart(today), -7 * 7)
  const recent = await db
    .selectFrom('bookings')
    .select('createdAt')
    .where('brandId', '=', brandId)
    .where('createdAt', '>=', `${firstWeek}T00:00:00.000Z`)
    .execute()

  const load = await db
    .selectFrom('departures')
    .innerJoin('tours', 'tours.id', 'departures.tourId')
    .select([
      sql<number>`count(*)`.as('departures'),
      sql<number>`coalesce(sum(${sql.ref('departures.capacity')}), 0)`.as('capacity'),
      sql<number>`coalesce(sum(${sql.ref('departures.seatsSold')}), 0)`.as('sold'),
    ])
    .where('tours.brandId', '=', brandId)
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
  const closeRows = await db
    .selectFrom('departures')
    .innerJoin('tours', 'tours.id', 'departures.tourId')
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
    .where('tours.brandId', '=', brandId)
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

  let balancesDue: DashboardData['balancesDue'] = null
  if (options.withMoney) {
    const rows = await db
      .selectFrom('bookings')
      .select(['reference', 'tourName', 'balanceDueDate', 'currency', 'totalMinor', 'amountPaidMinor'])
      .where('brandId', '=', brandId)
      .where('balanceDueDate', '>=', today)
      .where('balanceDueDate', '<=', addDays(today, 14))
      .where('status', '!=', 'cancelled')
      .where(sql<boolean>`${sql.ref('totalMinor')} > ${sql.ref('amountPaidMinor')}`)
      .orderBy('balanceDueDate')
      .orderBy('reference')
      .limit(BALANCES_DUE_LIMIT)
      .execute()
    balancesDue = rows.map((row) => ({
      reference: row.reference,
      tourName: row.tourName,
      balanceDueDate: row.balanceDueDate ?? today,
      currency: row.currency,
      outstandingMinor: Number(row.totalMinor) - Number(row.amountPaidMinor),
    }))
  }

  const capacity = Number(load.capacity)
  const sold = Number(load.sold)
  return {
    brandId,
    today,
    todaysBookings: todays.reduce((sum, row) => sum + Number(row.bookings), 0),
    todaysRevenue: options.withMoney
      ? todaysLines.map((row) => ({ currency: row.currency, amountMinor: Number(row.value) }))
      : null,
    weeks: bookingsByWeek(
      recent.map((row) => row.createdAt),
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
    openHolds: { holds: Number(holds.holds), quotes: Number(holds.quotes), places: Number(holds.places) },
  }
}
