import { z } from 'zod'
import { LIST_START, LIST_STEP, TOURS_BY_PRICE_START, WISHLIST_STEP } from '../../lib/constants'
import {
  FILTER_VALUES_MAX,
  SEARCH_FROM_MAX,
  SEARCH_TAKE_MAX,
  SEARCH_TERM_MAX_LENGTH,
  THRESHOLD_PRICE_MAX,
  type GroupSelection,
  type ListingSettings,
  type RangeSelection,
  type SearchRequest,
  type SearchRequestBody,
  type SuggestQuery,
  type ToursByPriceQuery,
  type WishlistRequestBody,
} from './search-contract'
import { DEFAULT_SORT_ORDER, SORT_ORDER_KEYS, type SortOrderKey } from './sort-orders'

/*
 * The search API's gate (discovery §7): Zod schemas for every request of search-contract.ts, used by the server
 * (server/api/search.ts, and the listing loaders that parse the same bodies). Each schema's output is the
 * contract's type, and the contract's request types cover what the schemas accept, so the two cannot drift. The
 * browser never imports this module: the contract holds what it needs, without Zod.
 */

type Assert<T extends true> = T

// ---- Request of SEARCH_PATHS.searchItems (and its /{parentId} form, and tagResults) ----

const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/i
// Airports are 3 letters, but meeting points carry a town: MP-SANTIAGO-DE-COMPOSTELA (issue 13, defect 1).
const DEPARTURE_CODE = /^[A-Z0-9][A-Z0-9-]{0,79}$/i
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
  .transform((body): SearchRequest => ({
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

// Whatever this schema accepts, the contract's SearchRequestBody type describes (a compile error otherwise).
type _BodyTypeCoversSchema = Assert<z.input<typeof searchRequestSchema> extends SearchRequestBody ? true : false>

/** Parses a body; `{ success: false, error }` carries the Zod error (the API turns it into a 400 with fieldErrors). */
export function parseSearchRequest(body: unknown) {
  return searchRequestSchema.safeParse(body ?? {})
}

/** The /{parentId} segment of SEARCH_PATHS.searchItems; it wins over a ParentId in the body. */
export const searchItemsParamsSchema = z.object({
  ParentId: z
    .string()
    .regex(/^\d{1,9}$/, 'Expected a whole number.')
    .transform(Number)
    .pipe(z.int().min(1, 'Expected a whole number.'))
    .optional(),
})

// ---- Suggest (SEARCH_PATHS.suggest) ----

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
  .transform((query): SuggestQuery => ({
    q: query.q ?? '',
    date: query.date ?? '',
    type: dedupe(query.type ?? []),
    departure: (query.departure ?? '').toUpperCase(),
  }))

// ---- Tours by price (SEARCH_PATHS.toursByPrice) ----

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
    from: wholeNumberText(0, SEARCH_FROM_MAX).optional(),
  })
  .transform((query): ToursByPriceQuery => ({
    thresholdPrice: query.thresholdPrice,
    take: query.take ?? TOURS_BY_PRICE_START,
    from: query.from ?? 0,
  }))

// ---- Wishlist (SEARCH_PATHS.wishlist) ----

export const wishlistRequestSchema = z
  .object({
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
  })
  .transform((body) => ({ Take: body.Take ?? WISHLIST_STEP, From: body.From ?? 0 }))
type _WishlistTypeCoversSchema = Assert<
  z.input<typeof wishlistRequestSchema> extends WishlistRequestBody ? true : false
>

// ---- Listing page settings (listing_pages.settingsJson) ----

export const listingSettingsSchema: z.ZodType<ListingSettings, unknown> = z.object({
  start: z.int().min(1).max(SEARCH_TAKE_MAX).catch(LIST_START),
  step: z.int().min(1).max(SEARCH_TAKE_MAX).catch(LIST_STEP),
  showFilters: z.boolean().catch(true),
})
