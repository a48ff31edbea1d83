// Long file (over 400 lines): the listing page's filters, sort, pager and tiles share the one URL state of discovery §3; its rules are pure modules beside it.
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { pushDataLayer } from '../../lib/analytics'
import { SEARCH_DEBOUNCE_MS, type FilterGroup } from '../../lib/constants'
import { debounce } from '../../lib/debounce'
import { FilterSidebar } from './filter-sidebar'
import {
  buildSearchBody,
  clearFilters,
  hasSelections,
  historyModeFor,
  isLoadMoreOf,
  listingSearchString,
  loadMore,
  pagesToFetch,
  parseListingQuery,
  resultsLine,
  resultSetKey,
  searchKey,
  SEARCH_TERM_MAX,
  searchPathFor,
  toggleFilterValue,
  typingEntryContinues,
  withSearchTerm,
  withSortOrder,
  type ListingChange,
  type ListingQuery,
  type ListingScope,
  type LoadMoreSettings,
  type TypingEntryState,
} from './listing-state'
import { ResultList } from './result-card'
import type { SearchResponse, SortOrderOption } from './search-contract'
import { filterChips, type FilterChip } from './filter-chips'
import { LoadMoreBar } from './load-more-bar'
import { cancelSearch, searchClient, useLoadMoreFocus, useViewItemList, useWarmSearchClient } from './search-client'

export interface ContentText {
  title: string | null
  bodyHtml: string | null
}

/** What the route's loader hands a tour listing (all tours, continent, country, tag and search pages). */
export interface ListingPageData {
  view: 'listing'
  title: string
  introHtml: string | null
  scope: ListingScope
  settings: LoadMoreSettings
  sortOrders: SortOrderOption[]
  /** The first page of results for the URL's state, rendered on the server. */
  response: SearchResponse
  /** The 'listing.noResults' content block. */
  noResults: ContentText
  /** The search page's prompt, shown while no search term is given. */
  searchPrompt: ContentText | null
  /** Tour codes in the visitor's wishlist cookie. */
  savedCodes: string[]
}

type Shown = { key: string; query: ListingQuery; response: SearchResponse }

const REQUEST_ID = 'listing'
const CACHE_SIZE = 30

/**
 * The listing's state machine. The URL is the state: it is parsed on every render, each change navigates (push or
 * replace, see historyModeFor) without re-running the route loader, and a changed URL (a click, back, forward)
 * fetches its results from the search API. Results already seen in this visit come from a small cache, so Back is
 * instant. A newer request cancels an older one (request id) and late answers are dropped (sequence number); other
 * failures leave the previous results in place and are not shown (discovery §8).
 */
function useListing(data: ListingPageData) {
  useWarmSearchClient()
  const location = useLocation()
  const navigate = useNavigate()
  const { settings, scope } = data
  const query = useMemo(
    () => parseListingQuery(new URLSearchParams(location.search), settings),
    [location.search, settings],
  )
  const key = listingSearchString(query, settings)

  const [shown, setShown] = useState<Shown>(() => ({ key, query, response: data.response }))
  const [loading, setLoading] = useState(false)
  const shownRef = useRef(shown)
  shownRef.current = shown
  const cache = useRef(new Map<string, Shown>())
  const sequence = useRef(0)

  useEffect(() => {
    const current = shownRef.current
    if (key === current.key) return
    const run = ++sequence.current
    const cached = cache.current.get(key)
    if (cached) {
      cancelSearch(REQUEST_ID)
      setLoading(false)
      setShown(cached)
      return
    }
    const appending = isLoadMoreOf(query, current.query)
    let items = appending ? [...current.response.items] : []
    let last: SearchResponse | null = appending ? current.response : null
    setLoading(true)
    ;(async () => {
      const api = await searchClient()
      for (const page of pagesToFetch(query.Take, items.length)) {
        if (last && items.length >= last.total) break
        if (run !== sequence.current) return
        const answer = await api.post<SearchResponse>(searchPathFor(scope), buildSearchBody(query, scope, page), {
          requestId: REQUEST_ID,
        })
        if (run !== sequence.current) return
        items = items.concat(answer.items)
        last = answer
        if (answer.items.length < page.take) break
      }
      if (!last) return
      const response: SearchResponse = {
        ...last,
        items,
        remaining: Math.max(0, last.total - items.length),
        takeCounter: items.length,
      }
      const next = { key, query, response }
      cache.current.set(key, next)
      if (cache.current.size > CACHE_SIZE) cache.current.delete(cache.current.keys().next().value!)
      setShown(next)
      setLoading(false)
    })().catch(() => {
      // Cancelled: a newer run owns the state. Anything else: keep the results on screen (discovery §8).
      if (run === sequence.current) setLoading(false)
    })
  }, [key, query, scope])

  useEffect(() => {
    cache.current.set(shownRef.current.key, shownRef.current)
    // The run counter, not a DOM node: leaving the page must bump the very counter in-flight runs compare against.
    const runs = sequence
    return () => {
      runs.current++
      cancelSearch(REQUEST_ID)
    }
  }, [])

  // The latest URL state for callbacks that outlive a render (the debounced search).
  const latest = useRef({ query, key, location })
  latest.current = { query, key, location }

  /** Navigates to the listing state `next`; false when that is the state shown already (nothing to do). */
  const commit = (next: ListingQuery, change: ListingChange): boolean => {
    const { key: currentKey, location: here } = latest.current
    const search = listingSearchString(next, settings)
    if (search === currentKey) return false
    const typingEntry = typingEntryContinues(here.state, next.SearchTerm)
    const typing = change === 'typing' || change === 'submit'
    const state: TypingEntryState | null = typing
      ? { listingTyping: true, term: next.SearchTerm, ended: change === 'submit' }
      : null
    navigate(
      { pathname: here.pathname, search },
      { replace: historyModeFor(change, typingEntry) === 'replace', preventScrollReset: true, state },
    )
    return true
  }

  return { query, shown, loading, commit, latest }
}

export function ListingPage({ data, beforeResults }: { data: ListingPageData; beforeResults?: ReactNode }) {
  const { settings, scope } = data
  const { query, shown, loading, commit, latest } = useListing(data)
  const { response } = shown
  const id = useId()
  const { listRef, expect } = useLoadMoreFocus(response.items.length)
  useViewItemList(response.items, data.title, resultSetKey(shown.query))
  useSearchAnalytics(shown)

  // The search box: local text, committed to the URL 500 ms after typing stops, or at once on Enter.
  const [term, setTerm] = useState(query.SearchTerm)
  const ownTerm = useRef(query.SearchTerm)
  useEffect(() => {
    // Only a term that came from elsewhere (back, forward, a link) overwrites what is being typed.
    if (query.SearchTerm !== ownTerm.current) {
      ownTerm.current = query.SearchTerm
      setTerm(query.SearchTerm)
    }
  }, [query.SearchTerm])
  const commitTerm = useRef<(value: string, change: ListingChange) => void>(() => undefined)
  commitTerm.current = (value, change) => {
    const next = withSearchTerm(latest.current.query, value, settings.start)
    ownTerm.current = next.SearchTerm
    commit(next, change)
  }
  const typed = useMemo(() => debounce((value: string) => commitTerm.current(value, 'typing'), SEARCH_DEBOUNCE_MS), [])
  useEffect(() => () => typed.cancel(), [typed])

  // Filter ticks show at once and are searched for 500 ms after the last one (discovery §9; issue 13, defect 5:
  // two ticks 150 ms apart sent two searches). A change of address from elsewhere (back, a link) drops them.
  const [pendingFilters, setPendingFilters] = useState<ListingQuery | null>(null)
  const pendingRef = useRef<ListingQuery | null>(null)
  const filtered = useMemo(
    () =>
      debounce(() => {
        const next = pendingRef.current
        // Committed ticks stay in force until their address has rendered (the effect below drops them then): React
        // Router renders a navigation in a transition, after the URL has changed, and a tick made in between must
        // build on them, not on the address being left (on a busy machine the second end of a range replaced the
        // first).
        if (next && commitFilters.current(next)) return
        pendingRef.current = null
        setPendingFilters(null)
      }, SEARCH_DEBOUNCE_MS),
    [],
  )
  const commitFilters = useRef<(next: ListingQuery) => boolean>(() => false)
  commitFilters.current = (next) =>
    commit({ ...latest.current.query, selections: next.selections, Take: next.Take }, 'filter')
  useEffect(() => () => filtered.cancel(), [filtered])
  useEffect(() => {
    if (filtered.pending()) return
    pendingRef.current = null
    setPendingFilters(null)
  }, [query, filtered])
  const filterQuery = pendingFilters ?? query

  const onToggle = (group: FilterGroup, value: string, options: string[]) => {
    const next = toggleFilterValue(pendingRef.current ?? query, group, value, options, settings.start)
    pendingRef.current = next
    setPendingFilters(next)
    filtered()
  }
  const onClear = (group?: FilterGroup) => {
    const next = clearFilters(pendingRef.current ?? query, settings.start, group)
    filtered.cancel()
    pendingRef.current = null
    setPendingFilters(null)
    commit(next, 'filter')
  }
  const onRemoveChip = (chip: FilterChip) => {
    if (chip.range) onClear(chip.group)
    else {
      const next = toggleFilterValue(pendingRef.current ?? query, chip.group, chip.value, [], settings.start)
      filtered.cancel()
      pendingRef.current = null
      setPendingFilters(null)
      commit(next, 'filter')
    }
  }
  const onLoadMore = () => {
    if (loading) return
    expect(response.items.length)
    commit(loadMore(query, settings), 'loadMore')
  }

  const showNoResults = !loading && response.total === 0
  const searchPage = scope.isSiteSearch
  return (
    <div className="listing container">
      <header className="listing__header">
        <h1 className="listing__title">{data.title}</h1>
        {data.introHtml ? (
          <div className="listing__intro" dangerouslySetInnerHTML={{ __html: data.introHtml }} />
        ) : null}
      </header>
      {beforeResults}
      <div className="listing__layout">
        <FilterSidebar
          filters={response.filters}
          selections={filterQuery.selections}
          onToggle={onToggle}
          onClear={onClear}
        />
        <section className="listing__results" aria-labelledby={`${id}r`}>
          <h2 id={`${id}r`} className="visually-hidden">
            Results
          </h2>
          <div className="listing__toolbar">
            <form
              className="listing-search"
              role="search"
              aria-label={searchPage ? 'Search holidays' : 'Search these holidays'}
              method="get"
              onSubmit={(event) => {
                event.preventDefault()
                typed.cancel()
                commitTerm.current(term, 'submit')
              }}
            >
              <label htmlFor={`${id}q`} className="listing-search__label">
                {searchPage ? 'Search holidays' : 'Search these holidays'}
              </label>
              <span className="listing-search__row">
                <input
                  id={`${id}q`}
                  className="listing-search__input"
                  type="search"
                  name="SearchTerm"
                  value={term}
                  maxLength={SEARCH_TERM_MAX}
                  autoComplete="off"
                  onChange={(event) => {
                    setTerm(event.target.value)
                    typed(event.target.value)
                  }}
                />
                <button type="submit" className="button button--primary">
                  Search
                </button>
              </span>
            </form>
            <p className="listing__count" aria-live="polite" aria-atomic="true">
              {resultsLine(response.total)}
            </p>
            <p className="listing__sort">
              <label htmlFor={`${id}s`}>Sort by</label>
              <select
                id={`${id}s`}
                value={query.SortOrder}
                onChange={(event) => commit(withSortOrder(query, event.target.value), 'sort')}
              >
                {data.sortOrders.map((option) => (
                  <option key={option.Key} value={option.Key}>
                    {option.Value}
                  </option>
                ))}
              </select>
            </p>
          </div>
          <ActiveFilters
            chips={filterChips(filterQuery.selections, response.filters)}
            onRemove={onRemoveChip}
            onClearAll={() => onClear()}
          />
          {searchPage && !query.SearchTerm && data.searchPrompt?.bodyHtml ? (
            <div className="listing__prompt" dangerouslySetInnerHTML={{ __html: data.searchPrompt.bodyHtml }} />
          ) : null}
          {showNoResults ? (
            <div className="no-results">
              {data.noResults.title ? <h3 className="no-results__title">{data.noResults.title}</h3> : null}
              {data.noResults.bodyHtml ? <div dangerouslySetInnerHTML={{ __html: data.noResults.bodyHtml }} /> : null}
              {hasSelections(query) ? (
                <button type="button" className="button button--secondary" onClick={() => onClear()}>
                  Clear all filters
                </button>
              ) : null}
            </div>
          ) : (
            <div ref={listRef}>
              <ResultList items={response.items} busy={loading} savedCodes={data.savedCodes} />
            </div>
          )}
          {response.total > 0 ? (
            <LoadMoreBar
              shown={response.items.length}
              total={response.total}
              canLoadMore={response.items.length < response.total}
              loading={loading}
              onLoadMore={onLoadMore}
              label="Load more"
            />
          ) : null}
        </section>
      </div>
    </div>
  )
}

/**
 * The filters on, always visible above the results and each removable (issue 13, defect 7): a list of buttons
 * 'Remove filter: Italy'. A range group (dates, prices, durations) is one chip for its whole range.
 */
function ActiveFilters({
  chips,
  onRemove,
  onClearAll,
}: {
  chips: FilterChip[]
  onRemove: (chip: FilterChip) => void
  onClearAll: () => void
}) {
  if (!chips.length) return null
  return (
    <div className="active-filters">
      <h3 className="visually-hidden">Active filters</h3>
      <ul className="active-filters__list" aria-label="Active filters">
        {chips.map((chip) => (
          <li key={`${chip.group}:${chip.value}`}>
            <button
              type="button"
              className="active-filters__chip"
              aria-label={`Remove filter: ${chip.label}`}
              onClick={() => onRemove(chip)}
            >
              <span>{chip.label}</span>
              <span className="active-filters__x" aria-hidden="true">
                ×
              </span>
            </button>
          </li>
        ))}
      </ul>
      {chips.length > 1 ? (
        <button type="button" className="link-button active-filters__clear" onClick={onClearAll}>
          Clear all filters
        </button>
      ) : null}
    </div>
  )
}

/** search + searchEvent (discovery §7) for each result set a visitor asked for with a term or a filter. */
function useSearchAnalytics(shown: Shown) {
  const resultSet = searchKey(shown.query)
  const sent = useRef<string | null>(null)
  useEffect(() => {
    const { query, response } = shown
    if (sent.current === resultSet) return
    sent.current = resultSet
    if (!query.SearchTerm && !hasSelections(query)) return
    pushDataLayer('search', { search_term: query.SearchTerm })
    pushDataLayer('searchEvent', {
      searchTerm: query.SearchTerm,
      filters: Object.fromEntries(Object.entries(query.selections).filter(([, values]) => values.length)),
      sortOrder: query.SortOrder,
      itemsCount: response.total,
    })
  }, [resultSet, shown])
}
