/*
 * Sorting a back-office list by one column (issue 23): the choice travels in the address (?sort=departs&dir=asc),
 * so a sorted list is a link like any other and works without JavaScript. The loader reads it with parseSort,
 * which only ever answers a column the page allows.
 */

export type SortDirection = 'asc' | 'desc'

export interface SortState<Key extends string = string> {
  key: Key
  direction: SortDirection
}

/** The sort a request asks for, or the page's default when it asks for nothing or for a column it does not allow. */
export function parseSort<Key extends string>(
  params: URLSearchParams,
  allowed: readonly Key[],
  fallback: SortState<Key>,
): SortState<Key> {
  const key = params.get('sort')
  const direction = params.get('dir')
  if (!key || !(allowed as readonly string[]).includes(key)) return fallback
  return { key: key as Key, direction: direction === 'asc' || direction === 'desc' ? direction : 'asc' }
}

/** Where a column's header points: the same column flips its direction; another column starts ascending. */
export function nextSort<Key extends string>(current: SortState<Key>, key: Key): SortState<Key> {
  if (current.key !== key) return { key, direction: 'asc' }
  return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
}

/** The query string of a list with one parameter set (and the page back to 1 when the sort changes). */
export function withParams(search: URLSearchParams, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search)
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') params.delete(key)
    else params.set(key, value)
  }
  const text = params.toString()
  return text ? `?${text}` : '?'
}
