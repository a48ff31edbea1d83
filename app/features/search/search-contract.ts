// Long file (over 400 lines): the search API's contract mirrors discovery §3 and §7 field by field; kept whole to read against the spec.
import { FILTER_GROUPS, FREE_TEXT_MAX_LENGTH, type FilterGroup } from '../../lib/constants'
import type { CurrencyCode } from '../../lib/constants'
import { formatMoney } from '../../lib/money'
import type { SortOrderKey } from './sort-orders'

/*
 * The search API contract (discovery §3 and §7): its paths, parameter and field names, limits and answer shapes,
 * shared by the browser (listing pages, holiday search, wishlist, tours by price) and the server
 * (server/api/search.ts and the *.server.ts services). Pure and free of Zod, so browser code may import its values
 * without pulling a schema library into the page; the server's gate (the Zod schemas) is search-schema.ts, checked
 * against the types here at compile time. Request keys are PascalCase exactly as the spec names them; answer keys
 * are camelCase as the spec names them. Money in answers is integer minor units (pence/cents) except where a name
 * says otherwise; price bands and `thresholdPrice` are whole major units (pounds/dollars), as a visitor reads them.
 */

// ---- Paths (discovery §7) ----

export const SEARCH_PATHS = {
  /** POST; a `/{parentId}` suffix scopes the search to a listing page. */
  searchItems: '/umbraco/api/search/items',
  /** POST. */
  sortOrders: '/umbraco/api/search/sortOrders',
  /** POST; the body as for search items. */
  tagResults: '/umbraco/api/tagresultssearch/items',
  /** GET ?q&date&type&departure. */
  suggest: '/umbraco/api/search/Suggest',
  /** GET ?thresholdPrice&take. */
  toursByPrice: '/umbraco/api/toursbypricesapi/tours',
  /** POST { Take }; the path is ours: the spec does not show it. */
  wishlist: '/umbraco/api/wishlist/items',
} as const

export type { FilterGroup, SortOrderKey }

// ---- Limits (part of the contract: the server answers 400 beyond them) ----

/** The most items one call returns: Take (and `take`) above this is refused with a field error. */
export const SEARCH_TAKE_MAX = 100
/**
 * Longest accepted SearchTerm (and Suggest q) after trimming; longer is refused with a field error. It is the
 * free-text rule's 500 characters (discovery §5); only the first MAX_QUERY_TOKENS words are searched for.
 */
export const SEARCH_TERM_MAX_LENGTH = FREE_TEXT_MAX_LENGTH
/** Most values one filter group accepts in one request. */
export const FILTER_VALUES_MAX = 50
/** Largest From (offset) accepted. */
export const SEARCH_FROM_MAX = 100_000
/** Largest tours-by-price threshold accepted, in whole major units. */
export const THRESHOLD_PRICE_MAX = 1_000_000

// ---- Filter groups and their options ----

export const RANGE_GROUPS = ['Dates', 'Prices', 'Durations'] as const satisfies readonly FilterGroup[]
export const LIST_GROUPS = ['Continents', 'Countries', 'Departs', 'Types'] as const satisfies readonly FilterGroup[]
export type RangeGroup = (typeof RANGE_GROUPS)[number]
export type ListGroup = (typeof LIST_GROUPS)[number]
export const isRangeGroup = (group: FilterGroup): group is RangeGroup =>
  (RANGE_GROUPS as readonly string[]).includes(group)

/** Sidebar headings, one per group (our wording: the spec names the groups but shows no labels). */
export const FILTER_LABELS: Readonly<Record<FilterGroup, string>> = {
  Continents: 'Destination',
  Countries: 'Country',
  Departs: 'Departing from',
  Dates: 'Departure date',
  Types: 'Holiday type',
  Prices: 'Price per person',
  Durations: 'Duration',
}

/** A numeric band: inclusive whole-unit bounds, `to` null for the open top band. */
export interface Band {
  value: string
  from: number
  to: number | null
}

/** Price bands in whole major units (a tour's from-price, e.g. £999.50, falls in '500-999'). */
export const PRICE_BANDS: readonly Band[] = [
  { value: '0-499', from: 0, to: 499 },
  { value: '500-999', from: 500, to: 999 },
  { value: '1000-1499', from: 1000, to: 1499 },
  { value: '1500-1999', from: 1500, to: 1999 },
  { value: '2000-2999', from: 2000, to: 2999 },
  { value: '3000-4999', from: 3000, to: 4999 },
  { value: '5000-', from: 5000, to: null },
]

/** Duration bands in days. */
export const DURATION_BANDS: readonly Band[] = [
  { value: '1-5', from: 1, to: 5 },
  { value: '6-9', from: 6, to: 9 },
  { value: '10-14', from: 10, to: 14 },
  { value: '15-21', from: 15, to: 21 },
  { value: '22-', from: 22, to: null },
]

/** 'Under £500', '£500 – £999', '£5,000+' (C$ for CAD). */
export function priceBandLabel(band: Band, currency: CurrencyCode): string {
  const money = (whole: number) => formatMoney(whole * 100, currency)
  if (band.from === 0 && band.to !== null) return `Under ${money(band.to + 1)}`
  if (band.to === null) return `${money(band.from)}+`
  return `${money(band.from)} – ${money(band.to)}`
}

/** '1 – 5 days', '22+ days'. */
export function durationBandLabel(band: Band): string {
  return band.to === null ? `${band.from}+ days` : `${band.from} – ${band.to} days`
}

/** The band holding a whole-unit number, or null below the first band. */
export function bandOf(bands: readonly Band[], whole: number): Band | null {
  for (const band of bands) if (whole >= band.from && (band.to === null || whole <= band.to)) return band
  return null
}

/** A price in minor units → its price band value (whole-unit bounds: £999.99 is in '500-999'). */
export function priceBandOfMinor(minor: number): string | null {
  return bandOf(PRICE_BANDS, Math.floor(minor / 100))?.value ?? null
}

export function durationBandOf(days: number): string | null {
  return bandOf(DURATION_BANDS, days)?.value ?? null
}

/** 'a-b' / 'a-' → whole-unit bounds (b null when open). */
export function parseBandValue(value: string): { from: number; to: number | null } | null {
  const m = /^(\d{1,7})-(\d{1,7})?$/.exec(value)
  if (!m) return null
  return { from: Number(m[1]), to: m[2] === undefined ? null : Number(m[2]) }
}

/**
 * The option values a group's selection stands for. A list is taken as sent. A {From, To} range selects every
 * option between its ends, inclusive: months between two 'YYYY-MM' values; for Prices and Durations every band
 * overlapping [From, To], where an end is a whole number or a band value (From takes a band's lower bound, To its
 * upper bound). A missing end is open. `options` are the group's option values in display order.
 */
export function expandSelection(group: FilterGroup, selection: GroupSelection, options: readonly string[]): string[] {
  if (Array.isArray(selection)) return selection
  if (selection.From == null && selection.To == null) return []
  if (group === 'Dates') {
    const from = typeof selection.From === 'string' ? selection.From : null
    const to = typeof selection.To === 'string' ? selection.To : null
    return options.filter((month) => (from === null || month >= from) && (to === null || month <= to))
  }
  const lower = (end: string | number | null | undefined) =>
    end == null ? 0 : typeof end === 'number' ? end : (parseBandValue(end)?.from ?? 0)
  const upper = (end: string | number | null | undefined) =>
    end == null
      ? Number.POSITIVE_INFINITY
      : typeof end === 'number'
        ? end
        : (parseBandValue(end)?.to ?? Number.POSITIVE_INFINITY)
  const from = lower(selection.From)
  const to = upper(selection.To)
  return options.filter((value) => {
    const band = parseBandValue(value)
    return band !== null && band.from <= to && (band.to ?? Number.POSITIVE_INFINITY) >= from
  })
}

// ---- Request of SEARCH_PATHS.searchItems (and its /{parentId} form, and tagResults) ----

/** A {From, To} range as sent; either end may be missing (open). */
export interface RangeSelection {
  From?: string | number | null
  To?: string | number | null
}
export type GroupSelection = string[] | RangeSelection

/** What a client may send (every key optional; null means "not set"). */
export interface SearchRequestBody {
  SearchTerm?: string | null
  Tag?: string | null
  SortOrder?: SortOrderKey | '' | null
  Take?: number | null
  From?: number | null
  ShowFilters?: boolean | null
  ChildItemsOnly?: boolean | null
  IsSiteSearch?: boolean | null
  ParentId?: number | null
  Continents?: string[] | null
  Countries?: string[] | null
  Departs?: string[] | null
  Types?: string[] | null
  Dates?: GroupSelection | null
  Prices?: GroupSelection | null
  Durations?: GroupSelection | null
}

/** The request after parsing (search-schema.ts): defaults filled in, lists de-duplicated, Departs upper-cased. */
export interface SearchRequest {
  SearchTerm: string
  Tag: string
  SortOrder: SortOrderKey
  Take: number
  From: number
  ShowFilters: boolean
  ChildItemsOnly: boolean
  IsSiteSearch: boolean
  ParentId: number | null
  Continents: string[]
  Countries: string[]
  Departs: string[]
  Types: string[]
  Dates: GroupSelection
  Prices: GroupSelection
  Durations: GroupSelection
}

// ---- Answer ----

export interface ListingImage {
  smallUrl: string
  mediumUrl: string
  largeUrl: string
  altText: string
}

export interface Link {
  url: string
  name: string
}

export interface TourSummary {
  offerText: string | null
  /** The tour's length in days ('N days from'). */
  fromDays: number
  /** '£1,499' */
  fromPriceFormatted: string
  /** The struck-through price in minor units, or null. */
  wasFromPrice: number | null
  wasPriceFormatted: string | null
  hasWasFromPrice: boolean
  /** Lowest bookable departure price in minor units. */
  fromPrice: number
  currency: CurrencyCode
}

/** The §3 analytics item for a listed tour (prices in major units, as analytics wants them). */
export interface ListingAnalytics {
  tourCode: string
  name: string
  brand: string
  continent: string
  country: string
  /** wasFromPrice - fromPrice in major units, 0 without a was price. */
  discount: number
  price: number
  quantity: 1
  /** '{N} days' */
  variant: string
  /** The total number of results of the list the item was shown in. */
  itemsCount: number
  category: 'tours'
}

/** One result card (discovery §3 listing item) plus its analytics item. */
export interface ListingItem {
  id: number
  name: string
  /** Plain text (no HTML); the card truncates it at DESCRIPTION_TRUNCATE_LENGTH. */
  description: string
  image: ListingImage
  tourCode: string
  /** The explore link (opens in a new tab). */
  tourLink: Link
  mapLink: Link | null
  /**
   * The months with a bookable departure, soonest first, grouped by year: 'Dec 2026, Jan, Feb, Apr 2027'; at most
   * DEPARTURE_MONTHS_SHOWN months, then ', …' when there are more. '' when none is known.
   */
  departureDatesFormatted: string
  tourSummary: TourSummary
  /** The tour page path ('/tours/{slug}'), same as tourLink.url. */
  url: string
  analytics: ListingAnalytics
}

export const DEPARTURE_MONTHS_SHOWN = 6

export interface FilterChild {
  label: string
  /** The option value to send back in the group's list (continent slug, 'LHR', 'YYYY-MM', '500-999'…). */
  value: string
  /** Prices (whole major units) and Durations (days): the band's bounds; `to` absent on the open top band. */
  from?: number
  to?: number
  /** Results a click would give: every other group's selection applied, not this group's (disjunctive). */
  count: number
  selected: boolean
}

export interface Filter {
  type: 'Range' | 'List'
  label: string
  /** False when the group has nothing to choose (no option with results) or the page's scope fixes it. */
  visible: boolean
  /** The group key, as sent back in the request ('Continents'…). */
  value: FilterGroup
  children: FilterChild[]
}

export interface SearchResponse {
  items: ListingItem[]
  /** total - From - items.length, never below 0. */
  remaining: number
  total: number
  /** floor(From / Take) + 1. */
  currentPage: number
  /** ceil(total / Take); 0 when there are no results. */
  totalPages: number
  /** From + items.length: the 'x' of 'x of y tours'. */
  takeCounter: number
  /** Every group in FILTER_GROUPS order; [] when ShowFilters is false. */
  filters: Filter[]
}

// ---- Sort orders (SEARCH_PATHS.sortOrders) ----

export interface SortOrderOption {
  Key: SortOrderKey
  Value: string
}

// ---- Suggest (SEARCH_PATHS.suggest) ----

/** The Suggest query after parsing: every parameter present, `type` a list of travel type slugs. */
export interface SuggestQuery {
  q: string
  /** 'YYYY-MM' or ''. */
  date: string
  type: string[]
  /** A departure point code, upper case, or ''. */
  departure: string
}

/** 'Continents' | 'Countries' name filter groups so a chosen suggestion maps straight onto a listing filter. */
export type SuggestItemType = 'Continents' | 'Countries' | 'Tours' | 'Types'

export interface SuggestItem {
  name: string
  /** The page to go to: a destination listing page or a tour page. */
  url?: string
  /** Which kind of thing this is (the holiday search's whereType after choosing it). */
  type: SuggestItemType
  /** The option value for the matching filter group (slug), or the tour code for tours. */
  value: string
}

export interface SuggestCategory {
  /** 'Destinations' | 'Tours' | 'Travel styles' */
  title: string
  type: 'Destinations' | 'Tours' | 'Types'
  items: SuggestItem[]
}

export interface SuggestOption {
  value: string
  /** Dates: 'Mon YYYY'. */
  label: string
  selected: boolean
}

export interface SuggestResponse {
  /** [] below AUTOCOMPLETE_MIN_LENGTH characters of sanitised text; only non-empty groups. */
  categories: SuggestCategory[]
  /** Months ('YYYY-MM') with a bookable departure, given q, type and departure. */
  dates: { children: SuggestOption[] }
  /** Travel types (slugs) with a bookable tour, given q, date and departure. */
  types: { children: SuggestOption[] }
  /** Departure points (codes) with a bookable departure, given q, date and type. */
  departures: { children: SuggestOption[] }
}

/** Most suggestions per category. */
export const SUGGEST_ITEMS_PER_CATEGORY = 5

// ---- Tours by price (SEARCH_PATHS.toursByPrice) ----

export interface ToursByPriceQuery {
  /** Whole major units: tours whose from-price is at most this many pounds are listed. */
  thresholdPrice: number
  take: number
  /**
   * Items to skip (ours: the spec shows only thresholdPrice and take). One call returns at most SEARCH_TAKE_MAX
   * items, so 'Load more' past that asks for the next slice (issue 13).
   */
  from: number
}

export interface ToursByPriceResponse {
  /** Cheapest first (then recommended order). */
  items: ListingItem[]
  remaining: number
  total: number
  /** ceil(total / take). */
  totalPages: number
}

// ---- Wishlist (SEARCH_PATHS.wishlist) ----

export interface WishlistRequestBody {
  Take?: number | null
  /** Items to skip (ours, as for tours by price): 'Load more' past SEARCH_TAKE_MAX asks for the next slice. */
  From?: number | null
}

export interface WishlistResponse {
  /** Most recently saved first; codes no longer listed (unpublished, no bookable departure) are left out. */
  items: ListingItem[]
  /** Listable tours in the wishlist. */
  total: number
  remaining: number
}

// ---- Listing page settings (listing_pages.settingsJson; parsed by search-schema.ts) ----

export interface ListingSettings {
  start: number
  step: number
  showFilters: boolean
}

export const FILTER_GROUP_KEYS: readonly FilterGroup[] = FILTER_GROUPS
