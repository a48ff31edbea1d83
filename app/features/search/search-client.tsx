import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { pushDataLayer } from '../../lib/analytics'
import type { ApiClient } from '../../lib/api-client'
import { clampTake, LISTING_TAKE_LIMIT, pagesToFetch, viewItemListPayload } from './listing-state'
import type { ListingItem } from './search-contract'
import { focusCardLink } from './result-card'

let client: Promise<ApiClient> | undefined

/**
 * The browser's client for the search API (discovery §7): CSRF header from the page global, cancellation by request
 * id. Loaded on demand and warmed up when the page is idle. The split once kept Zod (~26 KB gzip) out of the
 * listing's first load; api-client.ts no longer brings Zod along (api-error.ts imports only its types, and the client
 * chunk is under 2 KB gzip), so today it only keeps the first load a little smaller.
 */
export function searchClient(): Promise<ApiClient> {
  client ??= import('../../lib/api-client').then(({ createApiClient, readPageCsrfToken }) =>
    createApiClient({ getCsrfToken: readPageCsrfToken }),
  )
  return client
}

/** Loads the API client once the page is idle, so the first filter click does not wait for it. */
export function useWarmSearchClient() {
  useEffect(() => {
    const warm = () => void searchClient()
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(warm, { timeout: 4000 })
      return () => window.cancelIdleCallback(handle)
    }
    const timer = setTimeout(warm, 1500)
    return () => clearTimeout(timer)
  }, [])
}

/** Cancels a request by id, if the client was ever loaded. */
export function cancelSearch(requestId: string): void {
  void client?.then((api) => api.cancel(requestId))
}

// useLayoutEffect warns when rendered on the server; effects never run there anyway.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect

/**
 * 'Load more' focus: call `expect(n)` before loading with the number of items already shown; once the list has
 * grown past it, the first new card's link takes focus.
 */
export function useLoadMoreFocus(itemCount: number) {
  const listRef = useRef<HTMLDivElement>(null)
  const pending = useRef<number | null>(null)
  useIsomorphicLayoutEffect(() => {
    const index = pending.current
    if (index !== null && itemCount > index) {
      pending.current = null
      focusCardLink(listRef.current, index)
    }
  }, [itemCount])
  const expect = useCallback((shown: number) => {
    pending.current = shown
  }, [])
  return { listRef, expect }
}

/**
 * Pushes view_item_list for items as they are shown: the first render's items, then each newly shown batch ('Load
 * more'). A new result set (`resultSet` changes: another search, filter or order) is a new list, shown afresh.
 */
export function useViewItemList(items: readonly ListingItem[], listName: string, resultSet = '') {
  const seen = useRef<Set<number>>(new Set())
  const lastSet = useRef(resultSet)
  useEffect(() => {
    if (lastSet.current !== resultSet) {
      lastSet.current = resultSet
      seen.current = new Set()
    }
    const fresh = items.filter((item) => !seen.current.has(item.id))
    if (!fresh.length) return
    for (const item of fresh) seen.current.add(item.id)
    pushDataLayer('view_item_list', viewItemListPayload(fresh, listName))
  }, [items, listName, resultSet])
}

/**
 * A list whose length lives in the URL's Take (tours by price, wishlist): SSR gives the first answer; 'Load more'
 * pushes a larger Take, and any Take change (load more, back, forward) brings the list to that many items through
 * `fetchPage`: a larger Take asks only for the missing items, a smaller one cuts the list. One call returns at most
 * TAKE_PER_CALL items, so past that the missing items come in several calls (issue 13: 'Load more' went on stopping
 * at 100).
 */
export function useTakeList<R extends { items: ListingItem[]; total: number; remaining: number }>(
  initial: R,
  settings: { start: number; step: number },
  fetchPage: (api: ApiClient, page: { from: number; take: number }, requestId: string) => Promise<R>,
  requestId: string,
) {
  useWarmSearchClient()
  const location = useLocation()
  const navigate = useNavigate()
  const take = clampTake(new URLSearchParams(location.search).get('Take'), settings.start)
  const [shown, setShown] = useState({ take, response: initial })
  const [loading, setLoading] = useState(false)
  const sequence = useRef(0)
  const fetchRef = useRef(fetchPage)
  fetchRef.current = fetchPage
  const shownRef = useRef(shown)
  shownRef.current = shown

  useEffect(() => {
    const current = shownRef.current
    if (take === current.take) return
    const run = ++sequence.current
    if (take < current.take) {
      // Back to a shorter list: the items are already here.
      const items = current.response.items.slice(0, take)
      const total = current.response.total
      setShown({ take, response: { ...current.response, items, remaining: Math.max(0, total - items.length) } })
      setLoading(false)
      return
    }
    setLoading(true)
    ;(async () => {
      const api = await searchClient()
      let items = current.response.items
      let last: R = current.response
      for (const page of pagesToFetch(take, items.length)) {
        if (items.length >= last.total) break
        const answer = await fetchRef.current(api, page, requestId)
        if (run !== sequence.current) return
        items = items.concat(answer.items)
        last = answer
        if (answer.items.length < page.take) break
      }
      if (run !== sequence.current) return
      setShown({ take, response: { ...last, items, remaining: Math.max(0, last.total - items.length) } })
      setLoading(false)
    })().catch(() => {
      // A cancelled request belongs to an older run; other failures keep the list as it is (discovery §8).
      if (run === sequence.current) setLoading(false)
    })
  }, [take, shown.take, requestId])

  useEffect(
    () => () => {
      sequence.current++
      cancelSearch(requestId)
    },
    [requestId],
  )

  const { listRef, expect } = useLoadMoreFocus(shown.response.items.length)
  const canLoadMore = shown.response.items.length < shown.response.total && take < LISTING_TAKE_LIMIT
  const loadMore = () => {
    if (loading) return
    expect(shown.response.items.length)
    const next = clampTake(take + settings.step, settings.start)
    navigate({ pathname: location.pathname, search: `?Take=${next}` }, { preventScrollReset: true })
  }
  return { response: shown.response, setShown, take, loading, canLoadMore, loadMore, listRef }
}
