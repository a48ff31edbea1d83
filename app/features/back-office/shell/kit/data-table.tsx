import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { day, money } from '../admin-format'
import { nextSort, type SortState } from './table-sort'

/*
 * The admin UI kit's table (issue 23): a caption (left-aligned) or a heading that names it, one header row,
 * numbers and money right-aligned, dates in the site's display format, an empty state instead of an empty grid,
 * and sortable columns as links (the sort travels in the address, so it works before hydration). A wide table
 * scrolls inside its own container on a phone, never the page.
 */

/** 'code': a reference such as BR-000001, kept on one line (never broken at its hyphen). */
export type ColumnKind = 'text' | 'number' | 'money' | 'date' | 'code'

export interface Column<Row> {
  /** A stable key (also the ?sort= value when the column is sortable). */
  key: string
  header: ReactNode
  /** What the cell shows; for 'money' and 'date' columns, `value` alone is enough. */
  cell?: (row: Row) => ReactNode
  /** For 'money': minor units; for 'date': an ISO date or instant. */
  value?: (row: Row) => number | string | null
  /** The row's currency for 'money' columns (GBP when absent). */
  currency?: (row: Row) => string
  kind?: ColumnKind
  /** The row's header cell (the thing the row is about: a reference, a name). */
  rowHeader?: boolean
  sortable?: boolean
  /** A visually hidden header, when the column holds only buttons. */
  hiddenHeader?: boolean
}

export interface DataTableProps<Row> {
  columns: Column<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row) => string | number
  /** A visible caption; or name the table by a heading with labelledBy. */
  caption?: ReactNode
  labelledBy?: string
  /** The id of a note that says more about the table (what its inputs take). */
  describedBy?: string
  /** What an empty list says ("No bookings match."). */
  empty: ReactNode
  /** The current sort and how to link to another; columns marked sortable become links. */
  sort?: { current: SortState; href: (next: SortState) => string }
  className?: string
  /** A test id per row (data-testid), for the specs that find a row by it. */
  rowTestId?: (row: Row) => string
  /** Rows drawn in the table's footer with the same columns (totals). */
  footerRows?: readonly Row[]
  /**
   * The scrolling container as a region named by `labelledBy` that takes focus, so a keyboard can scroll a table
   * wider than a phone (axe: scrollable-region-focusable).
   */
  region?: boolean
  /** The table's own test id (data-testid). */
  testId?: string
}

/** The row's header cell as a link to the row's own page (a booking's reference, a customer's name). */
export function linkColumn<Row>(
  key: string,
  header: ReactNode,
  href: (row: Row) => string,
  text: (row: Row) => ReactNode,
  kind?: ColumnKind,
): Column<Row> {
  return { key, header, rowHeader: true, kind, cell: (row) => <Link to={href(row)}>{text(row)}</Link> }
}

/** The row's own `currency` field when it has one, else GBP. */
const rowCurrency = (row: unknown): string => {
  const currency = (row as { currency?: unknown } | null)?.currency
  return typeof currency === 'string' ? currency : 'GBP'
}

/**
 * A money column: minor units, right-aligned, in one currency for every row, or in the row's own (by default its
 * `currency` field).
 */
export function moneyColumn<Row>(
  key: string,
  header: ReactNode,
  value: (row: Row) => number | null,
  currency: string | ((row: Row) => string) = rowCurrency,
): Column<Row> {
  return { key, header, kind: 'money', value, currency: typeof currency === 'string' ? () => currency : currency }
}

const ALIGN_END: ReadonlySet<ColumnKind> = new Set(['number', 'money'])

function cellContent<Row>(column: Column<Row>, row: Row): ReactNode {
  if (column.cell) return column.cell(row)
  const value = column.value?.(row) ?? null
  if (value === null || value === '') return ''
  if (column.kind === 'money') return money(Number(value), column.currency?.(row) ?? 'GBP')
  if (column.kind === 'date') return day(String(value))
  return value
}

function cellClass<Row>(column: Column<Row>): string | undefined {
  if (column.kind === 'code') return 'admin-table__code'
  return column.kind && ALIGN_END.has(column.kind) ? 'admin-table__num' : undefined
}

function HeaderCell<Row>({ column, sort }: { column: Column<Row>; sort: DataTableProps<Row>['sort'] }) {
  const sorted = sort && sort.current.key === column.key ? sort.current.direction : null
  const label = column.hiddenHeader ? <span className="visually-hidden">{column.header}</span> : column.header
  return (
    <th
      scope="col"
      className={cellClass(column)}
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
    >
      {column.sortable && sort ? (
        <Link className="admin-table__sort" to={sort.href(nextSort(sort.current, column.key))}>
          {label}
          <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}</span>
        </Link>
      ) : (
        label
      )}
    </th>
  )
}

export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  caption,
  labelledBy,
  describedBy,
  empty,
  sort,
  className,
  rowTestId,
  footerRows,
  region,
  testId,
}: DataTableProps<Row>) {
  if (!rows.length) return <p className="admin-empty">{empty}</p>
  const renderRow = (row: Row) => (
    <tr key={rowKey(row)} data-testid={rowTestId?.(row)}>
      {columns.map((column) =>
        column.rowHeader ? (
          <th key={column.key} scope="row" className={cellClass(column)}>
            {cellContent(column, row)}
          </th>
        ) : (
          <td key={column.key} className={cellClass(column)}>
            {cellContent(column, row)}
          </td>
        ),
      )}
    </tr>
  )
  return (
    <div
      className="admin-table-scroll"
      {...(region ? { role: 'region', 'aria-labelledby': labelledBy, tabIndex: 0 } : {})}
    >
      <table
        className={['admin-table', className ?? ''].join(' ').trim()}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        data-testid={testId}
      >
        {caption ? <caption className="admin-table__caption">{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column) => (
              <HeaderCell key={column.key} column={column} sort={sort} />
            ))}
          </tr>
        </thead>
        <tbody>{rows.map(renderRow)}</tbody>
        {footerRows?.length ? <tfoot>{footerRows.map(renderRow)}</tfoot> : null}
      </table>
    </div>
  )
}
