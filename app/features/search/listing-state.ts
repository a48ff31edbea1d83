import { FILTER_GROUPS, type FilterGroup } from '../../lib/constants'
import {
  FILTER_VALUES_MAX,
  RANGE_GROUPS,
  SEARCH_PATHS,
  SEARCH_TAKE_MAX,
  SEARCH_TERM_MAX_LENGTH,
  type ListingItem,
  type SearchRequestBody,
} from './search-contract'
import { DEFAULT_SORT_ORDER, SORT_ORDER_KEYS, type SortOrderKey } from './sort-orders'

/*
 * The listing's state as it lives in the query string (discovery §2: "mirrored in the page query string (replace or
 * push) and restored on back and forward"), and the pure rules around it (discovery §4): Take resets, range filters.
 * No DOM, no React: the listing components and the route's loader both use it. (The card's description truncation
 * is the Read more primitive's: components/ui/read-more-rules.ts.)
 */

export const RANGE_FILTER_GROUPS = RANGE_GROUPS
/** Most items one API call returns; larger Takes are fetched in pages of this size. */
export const TAKE_PER_CALL = SEARCH_TAKE_MAX
export const SEARCH_TERM_MAX = SEARCH_TERM_MAX_LENGTH
const VALUES_PER_GROUP_MAX = FILTER_VALUES_MAX
/**
 * Largest Take the page honours from the URL (our limit: the spec has none). Beyond one call's maximum the list is
 * fetched in pages, so this bounds a crafted URL to a handful of calls.
 */
export const LISTING_TAKE_LIMIT = TAKE_PER_CALL * 10

export const isRangeFilterGroup = (group: FilterGroup): boolean =>
  (RANGE_FILTER_GROUPS as readonly string[]).includes(group)

export type FilterSelections = Record<FilterGroup, string[]>

/**
 * Everything the visitor controls. List groups hold their chosen values; range groups hold the range's ends only
 * (one or two values, lowest first): every option between them is selected by definition.
 */
export interface ListingQuery {
  SearchTerm: string
  Tag: string
  SortOrder: SortOrderKey
  Take: number
  selections: FilterSelections
}

export interface LoadMoreSettings {
  start: number
  step: number
}

export function emptySelections(): FilterSelections {
  return Object.fromEntries(FILTER_GROUPS.map((group) => [group, []])) as unknown as FilterSelections
}

/** Whole number ≥ start and ≤ LISTING_TAKE_LIMIT; anything unreadable is the start (discovery §4: never below it). */
export function clampTake(take: number | string | null | undefined, start: number): number {
  const n = typeof take === 'number' ? take : take ? Number(take) : Number.NaN
  if (!Number.isFinite(n)) return start
  return Math.min(Math.max(Math.floor(n), start), Math.max(start, LISTING_TAKE_LIMIT))
}

const VALUE_MAX_LENGTH = 80
const MONTH = /^(\d{4})-(\d{2})$/

/**
 * Where an option sits on its range's scale: months ('YYYY-MM') by calendar order, price and duration bands
 * ('500-999', '22-') and plain numbers by their lower bound. NaN for a value that has no place.
 */
export function rangeKey(value: string): number {
  const month = MONTH.exec(value)
  if (month) return Number(month[1]) * 12 + Number(month[2]) - 1
  const lower = /^(\d{1,9})(?:-\d{0,9})?$/.exec(value)
  return lower ? Number(lower[1]) : Number.NaN
}

/** A range group's ends from any number of values: [] / [only] / [lowest, highest]. */
export function rangeEnds(values: readonly string[]): string[] {
  const placed = values.filter((value) => !Number.isNaN(rangeKey(value)))
  if (!placed.length) return []
  let lo = placed[0]!
  let hi = lo
  for (const value of placed) {
    if (rangeKey(value) < rangeKey(lo)) lo = value
    if (rangeKey(value) > rangeKey(hi)) hi = value
  }
  return lo === hi ? [lo] : [lo, hi]
}

function cleanValues(values: readonly string[]): string[] {
  const kept = values.map((value) => value.trim()).filter((value) => value !== '' && value.length <= VALUE_MAX_LENGTH)
  return [...new Set(kept)].slice(0, VALUES_PER_GROUP_MAX)
}

function isSortOrder(value: string | null): value is SortOrderKey {
  return value !== null && (SORT_ORDER_KEYS as readonly string[]).includes(value)
}

/** The query string → state. Unknown values fall back to defaults; Take never drops below the start. */
export function parseListingQuery(params: URLSearchParams, settings: Pick<LoadMoreSettings, 'start'>): ListingQuery {
  const selections = emptySelections()
  for (const group of FILTER_GROUPS) {
    const values = cleanValues(params.getAll(group).flatMap((value) => value.split(',')))
    selections[group] = isRangeFilterGroup(group) ? rangeEnds(values) : values
  }
  const sort = params.get('SortOrder')
  return {
    SearchTerm: (params.get('SearchTerm') ?? '').trim().slice(0, SEARCH_TERM_MAX),
    Tag: (params.get('Tag') ?? '').trim().slice(0, VALUE_MAX_LENGTH),
    SortOrder: isSortOrder(sort) ? sort : DEFAULT_SORT_ORDER,
    Take: clampTake(params.get('Take'), settings.start),
    selections,
  }
}

/**
 * State → the canonical query string: defaults are left out (no Take at the start, no default sort), so the
 * same state always gives the same address. Keys in a fixed order; list values repeat their key.
 */
export function serializeListingQuery(query: ListingQuery, settings: Pick<LoadMoreSettings, 'start'>): URLSearchParams {
  const params = new URLSearchParams()
  if (query.SearchTerm) params.set('SearchTerm', query.SearchTerm)
  if (query.Tag) params.set('Tag', query.Tag)
  for (const group of FILTER_GROUPS) for (const value of query.selections[group]) params.append(group, value)
  if (query.SortOrder !== DEFAULT_SORT_ORDER) params.set('SortOrder', query.SortOrder)
  if (query.Take > settings.start) params.set('Take', String(query.Take))
  return params
}

export function listingSearchString(query: ListingQuery, settings: Pick<LoadMoreSettings, 'start'>): string {
  const search = serializeListingQuery(query, settings).toString()
  return search ? `?${search}` : ''
}

/** Identifies a result set whatever its Take: a new one is a new list for analytics. */
export function resultSetKey(query: ListingQuery): string {
  return serializeListingQuery({ ...query, Take: 0 }, { start: 0 }).toString()
}

/** Identifies what was searched for (term and filters), whatever the order and Take. */
export function searchKey(query: ListingQuery): string {
  return serializeListingQuery({ ...query, Take: 0, SortOrder: DEFAULT_SORT_ORDER }, { start: 0 }).toString()
}

export function hasSelections(query: ListingQuery): boolean {
  return FILTER_GROUPS.some((group) => query.selections[group].length > 0)
}

// ---- Transitions (discovery §4) ----

/** A list group's option on or off. Changing a filter resets Take to its start. */
export function toggleListValue(query: ListingQuery, group: FilterGroup, value: string, start: number): ListingQuery {
  const current = query.selections[group]
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value]
  return { ...query, Take: start, selections: { ...query.selections, [group]: next } }
}

/** Whether a range option is selected: it lies between the range's ends (inclusive). */
export function isInRange(value: string, ends: readonly string[]): boolean {
  if (!ends.length) return false
  const key = rangeKey(value)
  return key >= rangeKey(ends[0]!) && key <= rangeKey(ends[ends.length - 1]!)
}

/** Options strictly between the first and last selected are disabled (discovery §4): only the ends can be unticked. */
export function isRangeOptionDisabled(value: string, ends: readonly string[]): boolean {
  if (ends.length < 2) return false
  const key = rangeKey(value)
  return key > rangeKey(ends[0]!) && key < rangeKey(ends[1]!)
}

/**
 * A range group's option clicked. Ticking an option outside the range stretches the range to it, so choosing two
 * ends selects everything between. Unticking an end shrinks the range to the neighbouring option (`options` is the
 * group's options in display order); unticking the only selected option clears the group. A disabled (inner)
 * option changes nothing. Any change resets Take to its start.
 */
export function toggleRangeValue(
  query: ListingQuery,
  group: FilterGroup,
  value: string,
  options: readonly string[],
  start: number,
): ListingQuery {
  const ends = query.selections[group]
  if (Number.isNaN(rangeKey(value)) || isRangeOptionDisabled(value, ends)) return query
  let next: string[]
  if (!isInRange(value, ends)) {
    next = rangeEnds([...ends, value])
  } else if (ends.length < 2) {
    next = []
  } else {
    const [lo, hi] = ends as [string, string]
    const inside = options.filter((option) => isInRange(option, ends) && option !== value)
    const sorted = [...inside].sort((a, b) => rangeKey(a) - rangeKey(b))
    next = value === lo ? rangeEnds([sorted[0] ?? hi, hi]) : rangeEnds([lo, sorted[sorted.length - 1] ?? lo])
  }
  return { ...query, Take: start, selections: { ...query.selections, [group]: next } }
}

export function toggleFilterValue(
  query: ListingQuery,
  group: FilterGroup,
  value: string,
  options: readonly string[],
  start: number,
): ListingQuery {
  return isRangeFilterGroup(group)
    ? toggleRangeValue(query, group, value, options, start)
    : toggleListValue(query, group, value, start)
}

/** Clears one group, or every group when none is named. Resets Take. */
export function clearFilters(query: ListingQuery, start: number, group?: FilterGroup): ListingQuery {
  const selections = group ? { ...query.selections, [group]: [] } : emptySelections()
  return { ...query, Take: start, selections }
}

/** A new search term is a new result set: Take goes back to its start. */
export function withSearchTerm(query: ListingQuery, term: string, start: number): ListingQuery {
  const SearchTerm = term.trim().slice(0, SEARCH_TERM_MAX)
  return SearchTerm === query.SearchTerm ? query : { ...query, SearchTerm, Take: start }
}

/** A new order shows the same results: Take is kept (the spec resets Take only for filter changes). */
export function withSortOrder(query: ListingQuery, sortOrder: string): ListingQuery {
  return isSortOrder(sortOrder) ? { ...query, SortOrder: sortOrder } : query
}

export function loadMore(query: ListingQuery, settings: LoadMoreSettings): ListingQuery {
  return { ...query, Take: clampTake(query.Take + settings.step, settings.start) }
}

// ---- History: replace or push (discovery §2) ----

export type ListingChange = 'filter' | 'sort' | 'loadMore' | 'typing' | 'submit'
export type HistoryMode = 'push' | 'replace'

/**
 * Filters, sort and 'Load more' are steps a visitor may want to go back from: each pushes an entry. Typing is
 * not: the debounced term replaces the entry that the first commit of the same typing run pushed, so one run of
 * typing is one history entry and Back returns to the results before it. Enter commits at once by the same rule.
 */
export function historyModeFor(change: ListingChange, currentEntryIsTyping: boolean): HistoryMode {
  if (change === 'typing' || change === 'submit') return currentEntryIsTyping ? 'replace' : 'push'
  return 'push'
}

/** The history state a typing commit leaves on its entry (listing-page.tsx). */
export interface TypingEntryState {
  listingTyping: true
  /** The term this entry searched for. */
  term: string
  /** Enter ended the run: the next typing is a new search. */
  ended?: boolean
}

/**
 * Whether typing `term` continues the typing run of the current entry (so replaces it) rather than starting a new
 * search (issue 13, defect 12: a second search typed straight after the first replaced the first's entry). A run
 * continues while the visitor types on or deletes back ('ital' → 'italy lakes' → 'italy'); Enter ends it, and a
 * term that is neither (the box cleared and 'malta' typed after 'italy') is a new search with its own entry.
 */
export function typingEntryContinues(entryState: unknown, term: string): boolean {
  const entry = entryState as Partial<TypingEntryState> | null
  if (!entry || entry.listingTyping !== true || entry.ended || typeof entry.term !== 'string') return false
  const before = entry.term.trim().toLowerCase()
  const now = term.trim().toLowerCase()
  if (!before || !now) return false
  return now.startsWith(before) || before.startsWith(now)
}

// ---- Requests ----

export interface ListingScope {
  /** The listing page's id: the spec's ParentId. */
  parentId: number
  childItemsOnly: boolean
  isSiteSearch: boolean
  showFilters: boolean
  /** A tag page's own tag (its results come from the tag results call). */
  tag: string | null
}

/** The API path for a listing: tag pages use the tag results call; others add the /{parentId} suffix. */
export function searchPathFor(scope: ListingScope): string {
  if (scope.tag) return SEARCH_PATHS.tagResults
  return `${SEARCH_PATHS.searchItems}/${scope.parentId}`
}

/**
 * The search body (discovery §7) for items [from, from + take). Range groups go as a {From, To} range of their ends.
 */
export function buildSearchBody(
  query: ListingQuery,
  scope: ListingScope,
  page: { from: number; take: number },
): SearchRequestBody {
  const body: SearchRequestBody = {
    SearchTerm: query.SearchTerm,
    Tag: scope.tag ?? query.Tag,
    SortOrder: query.SortOrder,
    Take: page.take,
    From: page.from,
    ShowFilters: scope.showFilters,
    ChildItemsOnly: scope.childItemsOnly,
    IsSiteSearch: scope.isSiteSearch,
    ParentId: scope.parentId,
  }
  for (const group of FILTER_GROUPS) {
    const values = query.selections[group]
    if (!values.length) continue
    if (isRangeFilterGroup(group)) {
      const range = { From: values[0]!, To: values[values.length - 1]! }
      if (group === 'Dates') body.Dates = range
      else if (group === 'Prices') body.Prices = range
      else body.Durations = range
    } else {
      body[group as 'Continents' | 'Countries' | 'Departs' | 'Types'] = [...values]
    }
  }
  return body
}

/**
 * The calls that fetch a list of `take` items, given the items already shown: when only Take grew ('Load more')
 * just the missing tail is asked for; otherwise the list is fetched from the start. Each call asks for at most
 * TAKE_PER_CALL items.
 */
export function pagesToFetch(take: number, alreadyShown: number): Array<{ from: number; take: number }> {
  const pages: Array<{ from: number; take: number }> = []
  for (let from = Math.max(0, alreadyShown); from < take; from += TAKE_PER_CALL) {
    pages.push({ from, take: Math.min(TAKE_PER_CALL, take - from) })
  }
  return pages
}

/** Two states differ only in Take, and the new one is larger: a 'Load more'. */
export function isLoadMoreOf(next: ListingQuery, previous: ListingQuery): boolean {
  return next.Take > previous.Take && sameResultSet(next, previous)
}

/** The same results in the same order (Take aside). */
export function sameResultSet(a: ListingQuery, b: ListingQuery): boolean {
  return (
    a.SearchTerm === b.SearchTerm &&
    a.Tag === b.Tag &&
    a.SortOrder === b.SortOrder &&
    FILTER_GROUPS.every((group) => a.selections[group].join('\u0000') === b.selections[group].join('\u0000'))
  )
}

/** 'x of y tours'. */
export function countLine(shown: number, total: number): string {
  return `${shown} of ${total} ${total === 1 ? 'tour' : 'tours'}`
}

/** The spec's results line: '{n} - Results found'. */
export function resultsLine(total: number): string {
  return `${total} - Results found`
}

/** The data layer's view_item_list payload for newly shown items. */
export function viewItemListPayload(items: readonly ListingItem[], listName: string): Record<string, unknown> {
  return { item_list_name: listName, items: items.map((item) => item.analytics) }
}
