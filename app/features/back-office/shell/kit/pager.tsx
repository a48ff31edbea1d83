import { Link } from 'react-router'

/*
 * The admin UI kit's pager (issue 23): where the reader is in a long list ("Showing 26–50 of 112 bookings") and
 * links to the pages either side. Links, not buttons, so a page of a list can be bookmarked and works without
 * JavaScript.
 */

export interface PagerCount {
  /** The first and last row shown (1-based), and the whole list's size (null when the list does not count it). */
  first: number
  last: number
  total: number | null
}

/** The rows a page shows; an empty page counts 0–0. */
export function pagerCount(page: number, pageSize: number, shown: number, total: number | null): PagerCount {
  if (shown === 0) return { first: 0, last: 0, total }
  const first = (page - 1) * pageSize + 1
  return { first, last: first + shown - 1, total }
}

/** The sentence the pager shows: 'Showing 26–50 of 112 bookings', '1 customer', 'No leads'. */
export function pagerText({ first, last, total }: PagerCount, noun: { one: string; many: string }): string {
  if (total === null) return first === 0 ? `No ${noun.many}` : `Showing ${first}–${last}`
  const word = total === 1 ? noun.one : noun.many
  if (total === 0) return `No ${noun.many}`
  if (first === 1 && last === total) return `${total} ${word}`
  return `Showing ${first}–${last} of ${total} ${word}`
}

export interface PagerProps {
  page: number
  pageSize: number
  /** Rows on this page. */
  shown: number
  /** How many rows the whole list has; or, for a list that does not count, whether a next page exists. */
  total: number | { hasMore: boolean }
  /** The address of another page of the same list (filters kept). */
  href: (page: number) => string
  /** 'bookings' etc.: names the navigation ('Pages of bookings') and the count. */
  noun: { one: string; many: string }
  previousLabel?: string
  nextLabel?: string
}

export function Pager({
  page,
  pageSize,
  shown,
  total,
  href,
  noun,
  previousLabel = 'Previous page',
  nextLabel = 'Next page',
}: PagerProps) {
  // An empty first page: the table's empty state already says so ("No leads match."), and there is nowhere to go.
  if (page === 1 && shown === 0) return null
  const count = pagerCount(page, pageSize, shown, typeof total === 'number' ? total : null)
  const hasMore = typeof total === 'number' ? count.last < total : total.hasMore
  return (
    <nav className="admin-pager" aria-label={`Pages of ${noun.many}`}>
      <p className="admin-pager__count">{pagerText(count, noun)}</p>
      {page > 1 ? <Link to={href(page - 1)}>{previousLabel}</Link> : null}
      {hasMore ? <Link to={href(page + 1)}>{nextLabel}</Link> : null}
    </nav>
  )
}
