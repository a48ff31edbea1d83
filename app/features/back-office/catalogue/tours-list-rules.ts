/*
 * The tours list's address (issue 26): what a member of staff searched for and which page, read strictly — a page
 * that is not a whole number from 1, or a search longer than the field allows, is a 400 with a message, never a
 * silent first page — and the address of another page of the same search.
 */

/** Tours a page of /admin/tours lists. */
export const TOURS_PAGE_SIZE = 20
/** The longest search the field takes. */
export const TOURS_QUERY_MAX = 100
/** The last page an address may ask for (a bound on the offset the query reads from). */
const LAST_PAGE = 10_000

export interface ToursListQuery {
  q: string
  page: number
}

export type ToursListQueryResult = { ok: true; query: ToursListQuery } | { ok: false; message: string }

export function parseToursListQuery(params: URLSearchParams): ToursListQueryResult {
  const q = (params.get('q') ?? '').trim()
  if (q.length > TOURS_QUERY_MAX)
    return { ok: false, message: `Search for at most ${TOURS_QUERY_MAX} characters of a tour's name or code.` }
  const pageText = (params.get('page') ?? '').trim()
  if (pageText === '') return { ok: true, query: { q, page: 1 } }
  if (!/^\d{1,5}$/.test(pageText) || Number(pageText) < 1 || Number(pageText) > LAST_PAGE)
    return { ok: false, message: `Give the page as a whole number from 1 to ${LAST_PAGE}.` }
  return { ok: true, query: { q, page: Number(pageText) } }
}

/** The address of page `page` of the tours list with the same brand and search (page 1 carries no ?page=). */
export function toursListHref(brandId: string, query: Pick<ToursListQuery, 'q'>, page: number): string {
  const params = new URLSearchParams({ brand: brandId })
  if (query.q) params.set('q', query.q)
  if (page > 1) params.set('page', String(page))
  return `/admin/tours?${params.toString()}`
}
