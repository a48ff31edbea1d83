// Long file (over 400 lines): the in-process catalogue's build, facet keys and sort positions are one data structure built in one pass; splitting it would spread one index over files.
import { sql } from 'kysely'
import type { AppDatabase } from '../../../db/database.server'
import type { BrandContext } from '../../context'
import { listingPagesOn, visibleToursOn } from '../access/index.server'
import { FILTER_GROUPS } from '../../lib/constants'
import { formatMonthYear } from '../../lib/dates'
import { LruCache } from '../../lib/lru-cache'
import { hashString } from '../../lib/seeded-random'
import { departuresFullByHolds, placesLeftSql } from '../departures/index.server'
import {
  DURATION_BANDS,
  PRICE_BANDS,
  durationBandLabel,
  durationBandOf,
  priceBandLabel,
  priceBandOfMinor,
  type ListingSettings,
} from './search-contract'
import { listingSettingsSchema } from './search-schema'
import {
  buildFacetIndex,
  groupIndex,
  presentCounts,
  type FacetIndex,
  type FacetOption,
  type FacetTour,
} from './search-facets'
import { indexIsStale, matchTourIds, readIndexState, rebuildSearchIndex } from './search-index.server'
import { scoringText, type ScoringText, type SearchFields } from './search-text'
import { SORT_ORDER_KEYS, type SortOrderKey } from './sort-orders'

/*
 * The in-process search catalogue: per brand and market, every listable tour with its facet keys (option indexes
 * per filter group), its ranking fields and its position in every sort order, plus the brand's listing pages.
 * Built from the database on first use and rebuilt when the catalogue version changes. A tour is listable when it
 * is published in the brand's market, has a from-price, and has at least one bookable future departure (open,
 * starting after today, with a place left after seats sold and the checkout's live holds); tours with none drop out
 * of every search.
 *
 * Catalogue version = search_index_state.version (bumped by rebuildSearchIndex) + the departures whose last places
 * are in live checkout holds + today's date (departures in the past drop out at midnight). It is read at most once
 * per VERSION_CHECK_MS per process. If the text index does not cover the tours table (a catalogue written without
 * rebuildSearchIndex), it is rebuilt first.
 *
 * Live holds and the bound (ADR 0018): a hold that takes a departure's last places, or the release or expiry of
 * such a hold, changes the version at the next check, so search stops (or starts again) offering that departure
 * within VERSION_CHECK_MS plus one catalogue build, on every process, with no job and no message between processes.
 * Holds that leave places free change nothing and cost no rebuild: the held-full set (departuresFullByHolds) is the
 * only way holds change bookability.
 *
 * Derived data only, all of it safe to lose: the response and text-match caches hang off the same state and are
 * cleared whenever the version changes.
 */

/** The brand fields the search services need (a BrandContext fits). */
export type SearchBrand = Pick<BrandContext, 'id' | 'marketCode' | 'currency' | 'name'>

export const VERSION_CHECK_MS = 1000
const RESPONSE_CACHE_SIZE = readCacheSize()
/** Free-text match sets (tour ids per query) are cached too, unless the answer cache is switched off. */
const TEXT_CACHE_SIZE = RESPONSE_CACHE_SIZE === 0 ? 0 : 500
const MASK_CACHE_SIZE = RESPONSE_CACHE_SIZE === 0 ? 0 : 300

function readCacheSize(): number {
  const raw = typeof process !== 'undefined' ? process.env.ITINERA_SEARCH_CACHE : undefined
  const value = raw === undefined ? 1000 : Number(raw)
  return Number.isFinite(value) && value >= 0 ? Math.floor(value) : 1000
}

export interface CatalogueTour extends FacetTour {
  id: number
  code: string
  name: string
  slug: string
  rank: number
  fromPriceMinor: number
  durationDays: number
  firstDeparture: string
  parentPageId: number | null
  primaryContinentId: number
  primaryCountryId: number
  continentIds: readonly number[]
  countryIds: readonly number[]
  tagIds: readonly number[]
  typeIds: readonly number[]
  departs: readonly string[]
  /** 'YYYY-MM' with a bookable departure, sorted. */
  months: readonly string[]
  fields: SearchFields
  /** `fields` as relevanceScorer reads them (built once with the catalogue). */
  scoring: ScoringText
}

/** A derived set of tours (scope, tag, text, or their intersection) with what is worth keeping beside it. */
export interface CatalogueMask {
  mask: Uint8Array
  /** The query words of a text mask (or of the text part of an intersection): what its scores are worked out for. */
  scoreTokens?: readonly string[]
  /** Text relevance per tour in the mask, worked out on first use (only a 'recommended' sort reads it). */
  scores?: Int32Array
  /** presentCounts of this base set, filled on first use. */
  present?: Int32Array[]
}

export interface ListingPage {
  id: number
  brandId: string
  kind: 'all' | 'continent' | 'country' | 'tag' | 'search' | 'price' | 'wishlist' | string
  path: string
  title: string
  introHtml: string | null
  metaDescription: string | null
  continentId: number | null
  countryId: number | null
  tagId: number | null
  thresholdPriceMinor: number | null
  settings: ListingSettings
  continentSlug: string | null
  countrySlug: string | null
  tagSlug: string | null
}

export interface NamedRef {
  id: number
  slug: string
  name: string
}

export interface BrandCatalogue {
  key: string
  version: string
  tours: CatalogueTour[]
  /** The tours' facet keys as flat typed arrays (what the per-request pass reads). */
  facets: FacetIndex
  /** Per-catalogue derived masks (page scopes, tags, text matches and their scores), reused across requests. */
  masks: LruCache<CatalogueMask>
  /** presentCounts over the whole catalogue (the base set when nothing narrows it). */
  presentAll: Int32Array[]
  indexById: Map<number, number>
  /**
   * indexById as a flat array by id (-1: not listable), for the per-request id → index pass of a text match; null
   * when ids are too sparse for one (then indexById serves).
   */
  indexOfId: Int32Array | null
  indexByCode: Map<string, number>
  /** options[g]: the brand's options of group g in display order. */
  options: FacetOption[][]
  optionCounts: number[]
  orders: Record<SortOrderKey, Int32Array>
  pages: Map<number, ListingPage>
  pagesByPath: Map<string, ListingPage>
  continents: NamedRef[]
  countries: (NamedRef & { continentId: number })[]
  travelTypes: NamedRef[]
  tagIdBySlug: Map<string, number>
  departurePoints: Map<string, string>
}

/** A brand's catalogue: the one in use (once built) and, while a newer version is being built, that build. */
interface CatalogueSlot {
  current: BrandCatalogue | null
  building: { version: string; promise: Promise<BrandCatalogue> } | null
}

interface State {
  version: string | null
  /** The last signature of the departures full by live holds (heldFullSignature). */
  heldFull: string | null
  checkedAt: number
  checking: Promise<string> | null
  catalogues: Map<string, CatalogueSlot>
  responses: LruCache<unknown>
  textMatches: LruCache<Promise<Int32Array>>
}

const states = new WeakMap<AppDatabase, State>()

function stateOf(db: AppDatabase): State {
  let state = states.get(db)
  if (!state) {
    state = {
      version: null,
      heldFull: null,
      checkedAt: 0,
      checking: null,
      catalogues: new Map(),
      responses: new LruCache(RESPONSE_CACHE_SIZE),
      textMatches: new LruCache(TEXT_CACHE_SIZE),
    }
    states.set(db, state)
  }
  return state
}

/** Today as 'YYYY-MM-DD' (UTC). */
export const todayIso = (): string => new Date().toISOString().slice(0, 10)

async function currentVersion(db: AppDatabase, state: State): Promise<string> {
  const now = Date.now()
  if (state.version !== null && now - state.checkedAt < VERSION_CHECK_MS) return state.version
  if (state.checking) return state.checking
  state.checking = (async () => {
    try {
      let index = await readIndexState(db)
      if (indexIsStale(index)) {
        try {
          await rebuildSearchIndex(db)
          index = await readIndexState(db)
        } catch (error) {
          // Another process may be writing the catalogue or rebuilding too: search on with the index as it is
          // and look again at the next check.
          console.warn('search index rebuild failed; will retry', error)
        }
      }
      const today = todayIso()
      const heldFull = await heldFullSignature(db, today, state)
      const version = `${index.version}:${index.catalogueTours}:${index.catalogueMaxId}:${heldFull}:${today}`
      if (version !== state.version) {
        state.responses.clear()
        state.textMatches.clear()
        state.version = version
      }
      state.checkedAt = Date.now()
      return version
    } finally {
      state.checking = null
    }
  })()
  return state.checking
}

/**
 * The departures on sale whose last places are in live checkout holds, as a short signature for the version: it
 * changes exactly when holds change which departures are bookable. A failed read (a busy database) keeps the
 * previous signature rather than rebuilding.
 */
async function heldFullSignature(db: AppDatabase, today: string, state: State): Promise<string> {
  try {
    // Cheap with or without live holds: it reads the live holds first (live-places.server.ts).
    const ids = await departuresFullByHolds(db, new Date(), today)
    state.heldFull = ids.length === 0 ? 'h0' : `h${ids.length}.${hashString(ids.join(',')).toString(36)}`
  } catch (error) {
    console.warn('reading the departures full by checkout holds failed; search keeps the last answer', error)
  }
  return state.heldFull ?? 'h0'
}

/**
 * The catalogue version as this process last read it (at most VERSION_CHECK_MS old): other per-process caches (the
 * page cache) key on it, so a change written by any process reaches every process within that bound (issue 15).
 */
export function catalogueVersion(db: AppDatabase): Promise<string> {
  return currentVersion(db, stateOf(db))
}

/** Drops every cached catalogue and answer for this database (tests, or a writer that knows it changed things). */
export function invalidateSearchCaches(db: AppDatabase): void {
  const state = stateOf(db)
  state.version = null
  state.checkedAt = 0
  state.catalogues.clear()
  state.responses.clear()
  state.textMatches.clear()
}

/**
 * The brand's catalogue for the current version. After a version change the previous catalogue keeps answering
 * while the new one is built (a second or so on 20,000 tours), so a catalogue update never stalls searches; the
 * very first build is awaited.
 */
export async function getCatalogue(
  db: AppDatabase,
  brand: Pick<BrandContext, 'id' | 'marketCode' | 'currency'>,
): Promise<BrandCatalogue> {
  const state = stateOf(db)
  const version = await currentVersion(db, state)
  const key = `${brand.id}:${brand.marketCode}`
  let slot = state.catalogues.get(key)
  if (!slot) {
    slot = { current: null, building: null }
    state.catalogues.set(key, slot)
  }
  if (slot.current?.version === version) return slot.current
  if (slot.building?.version !== version) {
    const building = { version, promise: buildCatalogue(db, brand, version) }
    slot.building = building
    const target = slot
    building.promise.then(
      (catalogue) => {
        if (target.building === building) {
          target.current = catalogue
          target.building = null
        }
      },
      () => {
        if (target.building === building) target.building = null
      },
    )
  }
  return slot.current ?? slot.building!.promise
}

/** The per-database answer cache (keyed by the caller with the catalogue version in the key). */
export function responseCache(db: AppDatabase): LruCache<unknown> {
  return stateOf(db).responses
}

/** Tour ids (any brand) matching the tokens, cached per catalogue version. */
export function matchTextCached(db: AppDatabase, version: string, tokens: readonly string[]): Promise<Int32Array> {
  const cache = stateOf(db).textMatches
  const key = `${version}|${tokens.join(' ')}`
  let hit = cache.get(key)
  if (!hit) {
    hit = matchTourIds(db, tokens)
    cache.set(key, hit)
    hit.catch(() => cache.clear())
  }
  return hit
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true })

async function buildCatalogue(
  db: AppDatabase,
  brand: Pick<BrandContext, 'id' | 'marketCode' | 'currency'>,
  version: string,
): Promise<BrandCatalogue> {
  const today = version.slice(version.lastIndexOf(':') + 1)
  // Bookable is live: a place left after seats sold and live holds, as of this build (see the version above).
  const now = new Date()
  const brandTours = db
    .selectFrom('tours')
    .select('tours.id')
    .where(visibleToursOn(brand))
    .where('tours.fromPriceMinor', 'is not', null)

  const [
    continents,
    countries,
    travelTypes,
    tags,
    points,
    pages,
    tours,
    tourCountries,
    tourTypes,
    tourTags,
    months,
    departs,
    fields,
  ] = await Promise.all([
    db
      .selectFrom('continents')
      .select(['id', 'slug', 'name', 'sortOrder'])
      .orderBy('sortOrder')
      .orderBy('id')
      .execute(),
    db.selectFrom('countries').select(['id', 'slug', 'name', 'continentId']).execute(),
    db.selectFrom('travelTypes').select(['id', 'slug', 'name']).execute(),
    db.selectFrom('tags').select(['id', 'slug', 'name']).execute(),
    db.selectFrom('departurePoints').select(['id', 'code', 'name']).orderBy('id').execute(),
    db.selectFrom('listingPages').selectAll().where(listingPagesOn(brand)).execute(),
    db
      .selectFrom('tours')
      .select([
        'id',
        'code',
        'name',
        'slug',
        'rank',
        'fromPriceMinor',
        'durationDays',
        'parentPageId',
        'primaryContinentId',
        'primaryCountryId',
      ])
      .where('tours.id', 'in', brandTours)
      .execute(),
    db
      .selectFrom('tourCountries')
      .select(['tourId', 'countryId'])
      .where('tourId', 'in', brandTours)
      .orderBy('tourId')
      .orderBy('position')
      .execute(),
    db.selectFrom('tourTravelTypes').select(['tourId', 'travelTypeId']).where('tourId', 'in', brandTours).execute(),
    db.selectFrom('tourTags').select(['tourId', 'tagId']).where('tourId', 'in', brandTours).execute(),
    db
      .selectFrom('departures')
      .select(({ fn, ref }) => [
        'tourId',
        fn<string>('substr', [ref('startDate'), sql.lit(1), sql.lit(7)]).as('month'),
        fn.min<string>('startDate').as('first'),
      ])
      .where('tourId', 'in', brandTours)
      .where('startDate', '>', today)
      .where(placesLeftSql(now), '>', 0)
      .where('open', '=', 1)
      .groupBy(['tourId', 'month'])
      .execute(),
    db
      .selectFrom('departures')
      .select(['tourId', 'departurePointId'])
      .distinct()
      .where('tourId', 'in', brandTours)
      .where('startDate', '>', today)
      .where(placesLeftSql(now), '>', 0)
      .where('open', '=', 1)
      .where('departurePointId', 'is not', null)
      .execute(),
    db
      .withTables<{ tourSearch: { tourId: number; name: string; places: string; types: string; code: string } }>()
      .selectFrom('tourSearch')
      .select(['tourId', 'name', 'places', 'types', 'code'])
      .where('tourId', 'in', brandTours)
      .execute(),
  ])

  const countryById = new Map(countries.map((c) => [c.id, c]))
  const pointById = new Map(points.map((p) => [p.id, p]))

  const monthsOf = new Map<number, string[]>()
  const firstOf = new Map<number, string>()
  for (const row of months) {
    monthsOf.set(row.tourId, [...(monthsOf.get(row.tourId) ?? []), row.month])
    const first = firstOf.get(row.tourId)
    if (first === undefined || row.first < first) firstOf.set(row.tourId, row.first)
  }
  const multi = <K, V>(rows: readonly { k: K; v: V }[]) => {
    const map = new Map<K, V[]>()
    for (const { k, v } of rows) {
      const list = map.get(k)
      if (list) list.push(v)
      else map.set(k, [v])
    }
    return map
  }
  const countriesOf = multi(tourCountries.map((r) => ({ k: r.tourId, v: r.countryId })))
  const typesOf = multi(tourTypes.map((r) => ({ k: r.tourId, v: r.travelTypeId })))
  const tagsOf = multi(tourTags.map((r) => ({ k: r.tourId, v: r.tagId })))
  const departsOf = multi(
    departs.flatMap((r) => {
      const point = r.departurePointId === null ? undefined : pointById.get(r.departurePointId)
      return point ? [{ k: r.tourId, v: point.code.toUpperCase() }] : []
    }),
  )
  const fieldsOf = new Map(fields.map((f) => [f.tourId, f]))
  const words = (text: string | undefined) => (text ? text.split(' ').filter(Boolean) : [])

  // Listable tours only, in id order (stable indexes).
  const listable = tours.filter((t) => t.fromPriceMinor !== null && monthsOf.has(t.id)).sort((a, b) => a.id - b.id)

  // Option lists: what this brand's listable tours have.
  const usedContinents = new Set<number>()
  const usedCountries = new Set<number>()
  const usedTypes = new Set<number>()
  const usedDeparts = new Map<string, string>()
  const usedMonths = new Set<string>()
  for (const tour of listable) {
    for (const id of countriesOf.get(tour.id) ?? []) {
      usedCountries.add(id)
      const continentId = countryById.get(id)?.continentId
      if (continentId !== undefined) usedContinents.add(continentId)
    }
    for (const id of typesOf.get(tour.id) ?? []) usedTypes.add(id)
    for (const code of departsOf.get(tour.id) ?? []) if (!usedDeparts.has(code)) usedDeparts.set(code, code)
    for (const month of monthsOf.get(tour.id) ?? []) usedMonths.add(month)
  }
  const pointNameByCode = new Map<string, string>()
  for (const point of points)
    if (!pointNameByCode.has(point.code.toUpperCase())) pointNameByCode.set(point.code.toUpperCase(), point.name)

  const byName = (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name)
  const continentOptions = continents.filter((c) => usedContinents.has(c.id))
  const countryOptions = countries.filter((c) => usedCountries.has(c.id)).sort(byName)
  const typeOptions = travelTypes.filter((t) => usedTypes.has(t.id)).sort(byName)
  const departOptions = [...usedDeparts.keys()]
    .map((code) => ({ code, name: pointNameByCode.get(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name) || a.code.localeCompare(b.code))
  const monthOptions = [...usedMonths].sort()

  const options: FacetOption[][] = FILTER_GROUPS.map(() => [])
  options[groupIndex('Continents')] = continentOptions.map((c) => ({ value: c.slug, label: c.name }))
  options[groupIndex('Countries')] = countryOptions.map((c) => ({ value: c.slug, label: c.name }))
  options[groupIndex('Departs')] = departOptions.map((d) => ({ value: d.code, label: d.name }))
  options[groupIndex('Dates')] = monthOptions.map((m) => ({ value: m, label: formatMonthYear(m) }))
  options[groupIndex('Types')] = typeOptions.map((t) => ({ value: t.slug, label: t.name }))
  options[groupIndex('Prices')] = PRICE_BANDS.map((b) => ({
    value: b.value,
    label: priceBandLabel(b, brand.currency),
    from: b.from,
    ...(b.to === null ? {} : { to: b.to }),
  }))
  options[groupIndex('Durations')] = DURATION_BANDS.map((b) => ({
    value: b.value,
    label: durationBandLabel(b),
    from: b.from,
    ...(b.to === null ? {} : { to: b.to }),
  }))
  const optionIndex = options.map((list) => new Map(list.map((o, i) => [o.value, i])))
  const continentIndex = new Map(continentOptions.map((c, i) => [c.id, i]))
  const countryIndex = new Map(countryOptions.map((c, i) => [c.id, i]))
  const typeIndex = new Map(typeOptions.map((t, i) => [t.id, i]))

  const catalogueTours: CatalogueTour[] = listable.map((tour) => {
    const countryIds = countriesOf.get(tour.id) ?? [tour.primaryCountryId]
    const continentIds = [
      ...new Set(countryIds.map((id) => countryById.get(id)?.continentId ?? tour.primaryContinentId)),
    ]
    const typeIds = typesOf.get(tour.id) ?? []
    const tourDeparts = [...new Set(departsOf.get(tour.id) ?? [])]
    const tourMonths = (monthsOf.get(tour.id) ?? []).slice().sort()
    const priceBand = priceBandOfMinor(tour.fromPriceMinor!)
    const durationBand = durationBandOf(tour.durationDays)
    const opts: number[][] = FILTER_GROUPS.map(() => [])
    opts[groupIndex('Continents')] = indexes(continentIds.map((id) => continentIndex.get(id)))
    opts[groupIndex('Countries')] = indexes(countryIds.map((id) => countryIndex.get(id)))
    opts[groupIndex('Departs')] = indexes(tourDeparts.map((code) => optionIndex[groupIndex('Departs')]!.get(code)))
    opts[groupIndex('Dates')] = indexes(tourMonths.map((m) => optionIndex[groupIndex('Dates')]!.get(m)))
    opts[groupIndex('Types')] = indexes(typeIds.map((id) => typeIndex.get(id)))
    opts[groupIndex('Prices')] = indexes([
      priceBand === null ? undefined : optionIndex[groupIndex('Prices')]!.get(priceBand),
    ])
    opts[groupIndex('Durations')] = indexes([
      durationBand === null ? undefined : optionIndex[groupIndex('Durations')]!.get(durationBand),
    ])
    const f = fieldsOf.get(tour.id)
    const searchFields = { name: words(f?.name), places: words(f?.places), types: words(f?.types), code: f?.code ?? '' }
    return {
      id: tour.id,
      code: tour.code,
      name: tour.name,
      slug: tour.slug,
      rank: tour.rank,
      fromPriceMinor: tour.fromPriceMinor!,
      durationDays: tour.durationDays,
      firstDeparture: firstOf.get(tour.id) ?? '9999-12-31',
      parentPageId: tour.parentPageId,
      primaryContinentId: tour.primaryContinentId,
      primaryCountryId: tour.primaryCountryId,
      continentIds,
      countryIds,
      tagIds: tagsOf.get(tour.id) ?? [],
      typeIds,
      departs: tourDeparts,
      months: tourMonths,
      opts,
      fields: searchFields,
      scoring: scoringText(searchFields),
    }
  })

  const byRank = (a: CatalogueTour, b: CatalogueTour) => a.rank - b.rank || a.id - b.id
  const orderBy = (compare: (a: CatalogueTour, b: CatalogueTour) => number) =>
    Int32Array.from(
      catalogueTours
        .map((tour, i) => ({ tour, i }))
        .sort((a, b) => compare(a.tour, b.tour) || byRank(a.tour, b.tour))
        .map((entry) => entry.i),
    )
  const comparators: Record<SortOrderKey, (a: CatalogueTour, b: CatalogueTour) => number> = {
    recommended: () => 0,
    'price-asc': (a, b) => a.fromPriceMinor - b.fromPriceMinor,
    'price-desc': (a, b) => b.fromPriceMinor - a.fromPriceMinor,
    'duration-asc': (a, b) => a.durationDays - b.durationDays,
    'duration-desc': (a, b) => b.durationDays - a.durationDays,
    'departure-asc': (a, b) => (a.firstDeparture < b.firstDeparture ? -1 : a.firstDeparture > b.firstDeparture ? 1 : 0),
    'name-asc': (a, b) => collator.compare(a.name, b.name),
  }
  const orders = Object.fromEntries(SORT_ORDER_KEYS.map((key) => [key, orderBy(comparators[key])])) as Record<
    SortOrderKey,
    Int32Array
  >

  const continentSlug = new Map(continents.map((c) => [c.id, c.slug]))
  const countrySlug = new Map(countries.map((c) => [c.id, c.slug]))
  const tagSlug = new Map(tags.map((t) => [t.id, t.slug]))
  const listingPages: ListingPage[] = pages.map((page) => ({
    id: page.id,
    brandId: page.brandId,
    kind: page.kind,
    path: page.path,
    title: page.title,
    introHtml: page.introHtml,
    metaDescription: page.metaDescription,
    continentId: page.continentId,
    countryId: page.countryId,
    tagId: page.tagId,
    thresholdPriceMinor: page.thresholdPriceMinor,
    settings: parseSettings(page.settingsJson),
    continentSlug: page.continentId === null ? null : (continentSlug.get(page.continentId) ?? null),
    countrySlug: page.countryId === null ? null : (countrySlug.get(page.countryId) ?? null),
    tagSlug: page.tagId === null ? null : (tagSlug.get(page.tagId) ?? null),
  }))

  const facets = buildFacetIndex(catalogueTours)
  const optionCounts = options.map((list) => list.length)
  return {
    key: `${brand.id}:${brand.marketCode}`,
    version,
    tours: catalogueTours,
    facets,
    masks: new LruCache(MASK_CACHE_SIZE),
    presentAll: presentCounts(facets, null, optionCounts),
    indexById: new Map(catalogueTours.map((t, i) => [t.id, i])),
    indexOfId: flatIndex(catalogueTours),
    indexByCode: new Map(catalogueTours.map((t, i) => [t.code.toUpperCase(), i])),
    options,
    optionCounts,
    orders,
    pages: new Map(listingPages.map((p) => [p.id, p])),
    pagesByPath: new Map(listingPages.map((p) => [normalisePath(p.path), p])),
    continents: continentOptions.map((c) => ({ id: c.id, slug: c.slug, name: c.name })),
    countries: countryOptions.map((c) => ({ id: c.id, slug: c.slug, name: c.name, continentId: c.continentId })),
    travelTypes: typeOptions.map((t) => ({ id: t.id, slug: t.slug, name: t.name })),
    tagIdBySlug: new Map(tags.map((t) => [t.slug, t.id])),
    departurePoints: new Map(departOptions.map((d) => [d.code, d.name])),
  }
}

function flatIndex(tours: readonly CatalogueTour[]): Int32Array | null {
  let maxId = 0
  for (const tour of tours) if (tour.id > maxId) maxId = tour.id
  if (maxId > 16 * tours.length + 65_536) return null
  const index = new Int32Array(maxId + 1).fill(-1)
  tours.forEach((tour, i) => {
    index[tour.id] = i
  })
  return index
}

function indexes(values: readonly (number | undefined)[]): number[] {
  const out: number[] = []
  for (const value of values) if (value !== undefined && !out.includes(value)) out.push(value)
  return out
}

export function parseSettings(json: string | null): ListingSettings {
  let raw: unknown = {}
  if (json) {
    try {
      raw = JSON.parse(json)
    } catch {
      raw = {}
    }
  }
  return listingSettingsSchema.parse(raw && typeof raw === 'object' ? raw : {})
}

/** '/Destinations/Europe/' → '/destinations/europe'. */
export function normalisePath(path: string): string {
  const trimmed = path.trim().toLowerCase().replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}
