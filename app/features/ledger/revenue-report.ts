import type { LedgerLineKind } from './booking-money'

/*
 * Revenue from the ledger (issue 25, "Reports"): ledger lines grouped by sale date, departure date, tour, or brand
 * and market, with each currency kept apart (never a sum of pounds and Canadian dollars). Net revenue is the sum of
 * every line (sales less cancellations, credits and discounts, plus fees and amendments), so a report's total is the
 * sum of the ledger's lines in its range: it adds up by construction, and the reconciliation test checks it against
 * the tables and the provider's records. Pure: the queries are ledger-reports.server.ts.
 */

export const REVENUE_GROUPINGS = ['sale-date', 'departure-date', 'tour', 'brand-market'] as const
export type RevenueGrouping = (typeof REVENUE_GROUPINGS)[number]

export const REVENUE_GROUPING_LABELS: Record<RevenueGrouping, string> = {
  'sale-date': 'By sale date',
  'departure-date': 'By departure date',
  tour: 'By tour',
  'brand-market': 'By brand and market',
}

/** One group of the query's answer: lines of one kind, in one currency, for one key. */
export interface RevenueCell {
  key: string
  label: string
  currency: string
  kind: LedgerLineKind | string
  amountMinor: number
  bookings: number
}

export interface RevenueRow {
  key: string
  label: string
  currency: string
  /** Sale items (and amendments that raised the price). */
  salesMinor: number
  /** Cancellation credits net of cancellation fees (a negative figure: what cancelling took off). */
  cancellationsMinor: number
  /** Discounts, goodwill credits, price cuts and corrections. */
  creditsMinor: number
  netMinor: number
  /** Bookings sold in the row (bookings with a sale line in it). */
  bookings: number
}

export interface RevenueTotal {
  currency: string
  salesMinor: number
  cancellationsMinor: number
  creditsMinor: number
  netMinor: number
  bookings: number
}

function bucketOf(kind: string, amountMinor: number): 'sales' | 'cancellations' | 'credits' {
  if (kind === 'sale-item') return 'sales'
  if (kind === 'cancellation-credit' || kind === 'cancellation-fee') return 'cancellations'
  if (kind === 'amendment' && amountMinor > 0) return 'sales'
  return 'credits'
}

/** Rows in key order (then currency), and one total per currency; every line counted once. */
export function revenueRows(cells: readonly RevenueCell[]): { rows: RevenueRow[]; totals: RevenueTotal[] } {
  const rows = new Map<string, RevenueRow>()
  const totals = new Map<string, RevenueTotal>()
  for (const cell of cells) {
    const id = `${cell.key}\u0000${cell.currency}`
    const row =
      rows.get(id) ??
      ({
        key: cell.key,
        label: cell.label,
        currency: cell.currency,
        salesMinor: 0,
        cancellationsMinor: 0,
        creditsMinor: 0,
        netMinor: 0,
        bookings: 0,
      } satisfies RevenueRow)
    const total =
      totals.get(cell.currency) ??
      ({
        currency: cell.currency,
        salesMinor: 0,
        cancellationsMinor: 0,
        creditsMinor: 0,
        netMinor: 0,
        bookings: 0,
      } satisfies RevenueTotal)
    const bucket = bucketOf(cell.kind, cell.amountMinor)
    for (const target of [row, total]) {
      target[`${bucket}Minor`] += cell.amountMinor
      target.netMinor += cell.amountMinor
      if (cell.kind === 'sale-item') target.bookings += cell.bookings
    }
    rows.set(id, row)
    totals.set(cell.currency, total)
  }
  return {
    rows: [...rows.values()].sort((a, b) =>
      a.key < b.key ? -1 : a.key > b.key ? 1 : a.currency < b.currency ? -1 : a.currency > b.currency ? 1 : 0,
    ),
    totals: [...totals.values()].sort((a, b) => (a.currency < b.currency ? -1 : 1)),
  }
}

export interface ChartBar {
  label: string
  valueMinor: number
  x: number
  y: number
  width: number
  height: number
}

/** What a chart draws: one bar per point, of one currency. */
export type ChartPoint = Pick<RevenueRow, 'label' | 'currency' | 'netMinor'>

/**
 * A bar chart of net figures for one currency, as numbers for a server-rendered SVG (viewBox 0 0 width height):
 * bars above the zero line for money in, below it for a net loss (a day of cancellations or refunds). The caller
 * chooses the points (a day or a month each); at most `maxBars` are drawn.
 */
export function revenueChart(
  rows: readonly ChartPoint[],
  currency: string,
  size: { width: number; height: number } = { width: 640, height: 220 },
  maxBars = 62,
): { bars: ChartBar[]; zeroY: number; maxMinor: number; minMinor: number } {
  const chosen = rows.filter((row) => row.currency === currency).slice(0, maxBars)
  const maxMinor = Math.max(0, ...chosen.map((row) => row.netMinor))
  const minMinor = Math.min(0, ...chosen.map((row) => row.netMinor))
  const span = maxMinor - minMinor || 1
  const zeroY = Math.round((maxMinor / span) * size.height)
  const slot = chosen.length > 0 ? size.width / chosen.length : size.width
  const width = Math.max(2, Math.floor(slot * 0.7))
  const bars = chosen.map((row, index) => {
    const height = Math.max(1, Math.round((Math.abs(row.netMinor) / span) * size.height))
    return {
      label: row.label,
      valueMinor: row.netMinor,
      x: Math.round(index * slot + (slot - width) / 2),
      y: row.netMinor >= 0 ? zeroY - height : zeroY,
      width,
      height,
    }
  })
  return { bars, zeroY, maxMinor, minMinor }
}
