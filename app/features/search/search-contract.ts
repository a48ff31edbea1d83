import { z } from 'zod'
import {
  FILTER_GROUPS,
  LIST_START,
  LIST_STEP,
  TOURS_BY_PRICE_START,
  WISHLIST_STEP,
  type FilterGroup,
} from '../../lib/constants'
import type { CurrencyCode } from '../../lib/constants'
import { formatMoney } from '../../lib/money'
import { DEFAULT_SORT_ORDER, SORT_ORDER_KEYS, type SortOrderKey } from './sort-orders'

/*
 * The search API contract (discovery spec §3 and §7), shared by the browser (listing pages, holiday search,
 * wishlist, tours by price) and the server (server/api/search.ts and the *.server.ts services). Pure: no database,
 * no DOM. Request keys are PascalCase exactly as the spec names them; answer keys are camelCase as the spec names
 * them. Money in answers is integer minor units (pence/cents) except where a name says otherwise; price bands and
 * `thresholdPrice` are whole major units (pounds/dollars), as a visitor reads them.
 */

export type { FilterGroup, SortOrderKey }

// ---- Limits (part of the contract: the server answers 400 beyond them) ----

/** The most items one call returns: Take (and `take`) above this is refused with a field error. */
export const SEARCH_TAKE_MAX = 100
/** Longest accepted SearchTerm after trimming; longer is refused with a field error. */
export const SEARCH_TERM_MAX_LENGTH = 100
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

// ---- Request: POST /umbraco/api/search/items (and /items/{parentId}, and tagresultssearch/items) ----

const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/i
const DEPARTURE_CODE = /^[A-Z0-9][A-Z0-9-]{0,19}$/i
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/
const BAND_VALUE = /^\d{1,7}-(\d{1,7})?$/

const slugList = (what: string) =>
  z
    .array(z.string().regex(SLUG, `Not a known ${what}.`), { error: 'Expected a list of values.' })
    .max(FILTER_VALUES_MAX, `At most ${FILTER_VALUES_MAX} values.`)

/** Range boundaries are option values ('2027-05', '500-999', '6-9') or, for Prices and Durations, whole numbers. */
const rangeEnd = (kind: 'month' | 'band') =>
  kind === 'month'
    ? z.string().regex(MONTH, 'Expected a month as YYYY-MM.').nullish()
    : z
        .union([z.int().min(0).max(10_000_000), z.string().regex(BAND_VALUE, 'Expected a band such as 500-999.')], {
          error: 'Expected a whole number or a band such as 500-999.',
        })
        .nullish()

const rangeGroup = (kind: 'month' | 'band') =>
  z.union(
    [
      z
        .array(z.string().regex(kind === 'month' ? MONTH : BAND_VALUE, 'Not a known option.'))
        .max(FILTER_VALUES_MAX, `At most ${FILTER_VALUES_MAX} values.`),
      z.strictObject({ From: rangeEnd(kind), To: rangeEnd(kind) }),
    ],
    { error: 'Expected a list of values or a {From, To} range.' },
  )

/** A {From, To} range as sent; either end may be missing (open). */
export interface RangeSelection {
  From?: string | number | null
  To?: string | number | null
}
export type GroupSelection = string[] | RangeSelection

const optionalBool = z.boolean({ error: 'Expected true or false.' }).nullish()

export const searchRequestSchema = z
  .object({
    SearchTerm: z
      .string({ error: 'Expected text.' })
      .trim()
      .max(SEARCH_TERM_MAX_LENGTH, `Enter at most ${SEARCH_TERM_MAX_LENGTH} characters.`)
      .nullish(),
    Tag: z.union([z.literal(''), z.string().regex(SLUG, 'Not a known tag.')], { error: 'Not a known tag.' }).nullish(),
    SortOrder: z
      .union([z.literal(''), z.enum(SORT_ORDER_KEYS)], { error: `Expected one of ${SORT_ORDER_KEYS.join(', ')}.` })
      .nullish(),
    Take: z
      .int({ error: 'Expected a whole number.' })
      .min(1, 'Take must be at least 1.')
      .max(SEARCH_TAKE_MAX, `Take must be at most ${SEARCH_TAKE_MAX}.`)
      .nullish(),
    From: z
      .int({ error: 'Expected a whole number.' })
      .min(0, 'From must be 0 or more.')
      .max(SEARCH_FROM_MAX, `From must be at most ${SEARCH_FROM_MAX}.`)
      .nullish(),
    ShowFilters: optionalBool,
    ChildItemsOnly: optionalBool,
    IsSiteSearch: optionalBool,
    ParentId: z.int({ error: 'Expected a whole number.' }).min(1).max(2_147_483_647).nullish(),
    Continents: slugList('continent').nullish(),
    Countries: slugList('country').nullish(),
    Departs: z
      .array(z.string().regex(DEPARTURE_CODE, 'Not a known departure point.'))
      .max(FILTER_VALUES_MAX, `At most ${FILTER_VALUES_MAX} values.`)
      .nullish(),
    Types: slugList('holiday type').nullish(),
    Dates: rangeGroup('month').nullish(),
    Prices: rangeGroup('band').nullish(),
    Durations: rangeGroup('band').nullish(),
  })
  .transform((body) => ({
    SearchTerm: body.SearchTerm ?? '',
    Tag: body.Tag ?? '',
    SortOrder: (body.SortOrder || DEFAULT_SORT_ORDER) as SortOrderKey,
    Take: body.Take ?? LIST_START,
    From: body.From ?? 0,
    ShowFilters: body.ShowFilters ?? true,
    ChildItemsOnly: body.ChildItemsOnly ?? false,
    IsSiteSearch: body.IsSiteSearch ?? false,
    ParentId: body.ParentId ?? null,
    Continents: dedupe(body.Continents ?? []),
    Countries: dedupe(body.Countries ?? []),
    Departs: dedupe((body.Departs ?? []).map((code) => code.toUpperCase())),
    Types: dedupe(body.Types ?? []),
    Dates: normaliseGroup(body.Dates),
    Prices: normaliseGroup(body.Prices),
    Durations: normaliseGroup(body.Durations),
  }))

function dedupe(values: string[]): string[] {
  return [...new Set(values)]
}

function normaliseGroup(value: string[] | RangeSelection | null | undefined): GroupSelection {
  if (!value) return []
  if (Array.isArray(value)) return dedupe(value)
  return { From: value.From ?? null, To: value.To ?? null }
}

/** What a client may send (every key optional; null means "not set"). */
export type SearchRequestBody = z.input<typeof searchRequestSchema>
/** The request after parsing: defaults filled in, lists de-duplicated, Departs upper-cased. */
export type SearchRequest = z.output<typeof searchRequestSchema>

/** Parses a body; `{ success: false, error }` carries the Zod error (the API turns it into a 400 with fieldErrors). */
export function parseSearchRequest(body: unknown) {
  return searchRequestSchema.safeParse(body ?? {})
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

/** One result card (spec §3 listing item) plus its analytics item. */
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

// ---- POST /umbraco/api/search/sortOrders ----

export interface SortOrderOption {
  Key: SortOrderKey
  Value: string
}

// ---- GET /umbraco/api/search/Suggest?q&date&type&departure ----

const queryText = (max: number) => z.string().max(max, `Enter at most ${max} characters.`)
/** A query-string value: one value, or repeated keys (Express gives an array). */
const queryList = z
  .union([z.string(), z.array(z.string()).max(FILTER_VALUES_MAX)])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((v) => v.trim()).filter(Boolean))

export const suggestQuerySchema = z
  .object({
    q: queryText(SEARCH_TERM_MAX_LENGTH).optional(),
    date: z.union([z.literal(''), z.string().regex(MONTH, 'Expected a month as YYYY-MM.')]).optional(),
    /** One travel type slug, or several (comma-separated or repeated) from the 'how' checklist. */
    type: queryList
      .pipe(z.array(z.string().regex(SLUG, 'Not a known holiday type.')).max(FILTER_VALUES_MAX))
      .optional(),
    departure: z.union([z.literal(''), z.string().regex(DEPARTURE_CODE, 'Not a known departure point.')]).optional(),
  })
  .transform((query) => ({
    q: query.q ?? '',
    date: query.date ?? '',
    type: dedupe(query.type ?? []),
    departure: (query.departure ?? '').toUpperCase(),
  }))
export type SuggestQuery = z.output<typeof suggestQuerySchema>

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

// ---- GET /umbraco/api/toursbypricesapi/tours?thresholdPrice&take ----

const wholeNumberText = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, 'Expected a whole number.')
    .transform(Number)
    .pipe(z.int().min(min, `Must be at least ${min}.`).max(max, `Must be at most ${max}.`))

export const toursByPriceQuerySchema = z
  .object({
    /** Whole major units: tours whose from-price is at most this many pounds are listed. */
    thresholdPrice: wholeNumberText(1, THRESHOLD_PRICE_MAX),
    take: wholeNumberText(1, SEARCH_TAKE_MAX).optional(),
  })
  .transform((query) => ({ thresholdPrice: query.thresholdPrice, take: query.take ?? TOURS_BY_PRICE_START }))
export type ToursByPriceQuery = z.output<typeof toursByPriceQuerySchema>

export interface ToursByPriceResponse {
  /** Cheapest first (then recommended order). */
  items: ListingItem[]
  remaining: number
  total: number
  /** ceil(total / take). */
  totalPages: number
}

// ---- POST /umbraco/api/wishlist/items (path ours: the spec does not show it) ----

export const WISHLIST_API_PATH = '/umbraco/api/wishlist/items'

export const wishlistRequestSchema = z
  .object({
    Take: z
      .int({ error: 'Expected a whole number.' })
      .min(1, 'Take must be at least 1.')
      .max(SEARCH_TAKE_MAX, `Take must be at most ${SEARCH_TAKE_MAX}.`)
      .nullish(),
  })
  .transform((body) => ({ Take: body.Take ?? WISHLIST_STEP }))
export type WishlistRequestBody = z.input<typeof wishlistRequestSchema>

export interface WishlistResponse {
  /** Most recently saved first; codes no longer listed (unpublished, no bookable departure) are left out. */
  items: ListingItem[]
  /** Listable tours in the wishlist. */
  total: number
  remaining: number
}

// ---- Listing page settings (listing_pages.settingsJson) ----

export const listingSettingsSchema = z.object({
  start: z.int().min(1).max(SEARCH_TAKE_MAX).catch(LIST_START),
  step: z.int().min(1).max(SEARCH_TAKE_MAX).catch(LIST_STEP),
  showFilters: z.boolean().catch(true),
})
export type ListingSettings = z.output<typeof listingSettingsSchema>

export const FILTER_GROUP_KEYS: readonly FilterGroup[] = FILTER_GROUPS
export const API_PATHS = {
  searchItems: '/umbraco/api/search/items',
  sortOrders: '/umbraco/api/search/sortOrders',
  tagResults: '/umbraco/api/tagresultssearch/items',
  suggest: '/umbraco/api/search/Suggest',
  toursByPrice: '/umbraco/api/toursbypricesapi/tours',
  wishlist: WISHLIST_API_PATH,
} as const
