/*
 * Paging a back-office list: a page is read with one row more than it shows, so the list knows whether another page
 * follows without counting every row (the Pager's "Next" link).
 */

/** What a list page's loader gives the page: the brand, the filter, one page of rows and the page's size. */
export interface ListPageData<Query, Row> {
  brandId: string
  brandName: string
  query: Query
  rows: Row[]
  hasMore: boolean
  pageSize: number
}

/** The rows a query reads: at most `limit`, after skipping `offset`. */
export interface PageWindow {
  limit: number
  offset: number
}

/** The window of page `page` (from 1) of a list of `size` rows a page: that page and one row more. */
export const pageWindow = (page: number, size: number): PageWindow => ({ limit: size + 1, offset: (page - 1) * size })

/** Reads a query through a window: `query.$call(inWindow(pageWindow(page, size)))` with Kysely. */
export const inWindow =
  (window: PageWindow) =>
  <Query extends { limit(limit: number): Query; offset(offset: number): Query }>(query: Query): Query =>
    query.limit(window.limit).offset(window.offset)

/** One page of the rows read through pageWindow(…, size), and whether another page follows. */
export function onePage<Row>(rows: readonly Row[], size: number): { rows: Row[]; hasMore: boolean } {
  return { rows: rows.slice(0, size), hasMore: rows.length > size }
}

/** A query that can be read through a window (a Kysely select). */
interface WindowedQuery<Row> {
  limit(limit: number): WindowedQuery<Row>
  offset(offset: number): WindowedQuery<Row>
  execute(): Promise<Row[]>
}

/**
 * Reads page `page` (from 1) of a list of `size` rows a page: `await query.$call(readPage(page, size))` answers the
 * page's rows and whether another page follows.
 */
export const readPage =
  (page: number, size: number) =>
  async <Row>(query: WindowedQuery<Row>): Promise<{ rows: Row[]; hasMore: boolean }> => {
    const window = pageWindow(page, size)
    return onePage(await query.limit(window.limit).offset(window.offset).execute(), size)
  }
