import type { AppDatabase } from '../../../db/database.server'
import { FILTER_GROUPS, type FilterGroup } from '../../lib/constants'
import { listingPagesOn } from '../access/index.server'
import { loadListingItems } from './listing-items.server'
import {
  getCatalogue,
  matchTextCached,
  normalisePath,
  parseSettings,
  responseCache,
  type BrandCatalogue,
  type CatalogueMask,
  type CatalogueTour,
  type ListingPage,
  type SearchBrand,
} from './search-catalogue.server'
import type { GroupSelection, SearchRequest, SearchResponse } from './search-contract'
import { buildFilters, pageByScore, pageOfOrder, presentCounts, runFacets, selectionMasks } from './search-facets'
import { queryTokens, relevanceScorer } from './search-text'

export type { ListingPage } from './search-catalogue.server'

export type { SearchBrand } from './search-catalogue.server'

/** Input that is well-formed but names something that does not exist for this brand (answered 400, field error). */
export class SearchInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message)
    this.name = 'SearchInputError'
  }
}

/**
 * Which tours a listing page holds. Continent page: tours visiting the continent; with ChildItemsOnly, only tours
 * whose own (country) page lies in that continent. Country page: tours visiting the country; with ChildItemsOnly,
 * only tours whose parent page is this page. Tag page: the tag's tours. Price page: from-price at most the
 * threshold. 'all', 'search' and 'wishlist' pages: everything.
 */
export function pageScope(
  catalogue: BrandCatalogue,
  page: ListingPage,
  childItemsOnly: boolean,
): ((tour: CatalogueTour) => boolean) | null {
  switch (page.kind) {
    case 'continent': {
      const continentId = page.continentId
      if (continentId === null) return null
      if (!childItemsOnly) return (tour) => tour.continentIds.includes(continentId)
      return (tour) => parentContinent(catalogue, tour) === continentId
    }
    case 'country': {
      const countryId = page.countryId
      if (countryId === null) return null
      if (!childItemsOnly) return (tour) => tour.countryIds.includes(countryId)
      return (tour) =>
        tour.parentPageId === null ? tour.primaryCountryId === countryId : tour.parentPageId === page.id
    }
    case 'tag': {
      const tagId = page.tagId
      return tagId === null ? null : (tour) => tour.tagIds.includes(tagId)
    }
    case 'price': {
      const threshold = page.thresholdPriceMinor
      return threshold === null ? null : (tour) => tour.fromPriceMinor <= threshold
    }
    default:
      return null
  }
}

function parentContinent(catalogue: BrandCatalogue, tour: CatalogueTour): number {
  const parent = tour.parentPageId === null ? undefined : catalogue.pages.get(tour.parentPageId)
  if (parent?.continentId != null) return parent.continentId
  if (parent?.countryId != null) {
    const country = catalogue.countries.find((c) => c.id === parent.countryId)
    if (country) return country.continentId
  }
  return tour.primaryContinentId
}

/** A mask over the catalogue's tours, built once per catalogue version and key, then reused. */
function cachedMask(catalogue: BrandCatalogue, key: string, build: () => CatalogueMask): CatalogueMask {
  let entry = catalogue.masks.get(key)
  if (!entry) {
    entry = build()
    catalogue.masks.set(key, entry)
  }
  return entry
}

function maskOf(catalogue: BrandCatalogue, test: (tour: CatalogueTour) => boolean): CatalogueMask {
  const mask = new Uint8Array(catalogue.tours.length)
  catalogue.tours.forEach((tour, i) => {
    if (test(tour)) mask[i] = 1
  })
  return { mask }
}

/** Tours matching the text (from the database's full-text index); their relevance scores come with textScores. */
async function textMask(db: AppDatabase, catalogue: BrandCatalogue, tokens: readonly string[]): Promise<CatalogueMask> {
  const key = `text:${tokens.join(' ')}`
  const cached = catalogue.masks.get(key)
  if (cached) return cached
  const ids = await matchTextCached(db, catalogue.version, tokens)
  return cachedMask(catalogue, key, () => {
    const mask = new Uint8Array(catalogue.tours.length)
    const flat = catalogue.indexOfId
    if (flat) {
      for (let k = 0; k < ids.length; k++) {
        const id = ids[k]!
        const i = id < flat.length ? flat[id]! : -1
        if (i >= 0) mask[i] = 1
      }
    } else {
      for (const id of ids) {
        const i = catalogue.indexById.get(id)
        if (i !== undefined) mask[i] = 1
      }
    }
    return { mask, scoreTokens: tokens }
  })
}

/**
 * The relevance of every tour in a text base set (kept on the entry): worked out only when a request ranks by it,
 * not for a text search sorted by price or name.
 */
function textScores(catalogue: BrandCatalogue, entry: CatalogueMask): Int32Array | undefined {
  if (entry.scores || !entry.scoreTokens) return entry.scores
  const score = relevanceScorer(entry.scoreTokens)
  const { mask } = entry
  const scores = new Int32Array(mask.length)
  for (let i = 0; i < mask.length; i++) if (mask[i] === 1) scores[i] = score(catalogue.tours[i]!.scoring)
  entry.scores = scores
  return scores
}

/**
 * Candidate tours before any filter group: page scope, tag and free text, ANDed (null: every tour), kept per
 * combination so its present counts are worked out once. Carries the text relevance scores when there is text.
 */
async function baseSet(
  db: AppDatabase,
  catalogue: BrandCatalogue,
  request: SearchRequest,
  tokens: readonly string[],
): Promise<CatalogueMask | null> {
  const parts: { key: string; entry: CatalogueMask }[] = []
  if (request.ParentId !== null && !request.IsSiteSearch) {
    const page = catalogue.pages.get(request.ParentId)
    if (!page) throw new SearchInputError('ParentId', 'No such listing page.')
    const scope = pageScope(catalogue, page, request.ChildItemsOnly)
    const key = `page:${page.id}:${request.ChildItemsOnly}`
    if (scope) parts.push({ key, entry: cachedMask(catalogue, key, () => maskOf(catalogue, scope)) })
  }
  if (request.Tag) {
    const tagId = catalogue.tagIdBySlug.get(request.Tag) ?? -1
    const key = `tag:${tagId}`
    parts.push({
      key,
      entry: cachedMask(catalogue, key, () => maskOf(catalogue, (tour) => tour.tagIds.includes(tagId))),
    })
  }
  if (tokens.length) parts.push({ key: `text:${tokens.join(' ')}`, entry: await textMask(db, catalogue, tokens) })
  else if (request.SearchTerm !== '') {
    // Text with no searchable word in it ('!!!', '日本'): nothing can match it.
    parts.push({
      key: 'text:',
      entry: cachedMask(catalogue, 'text:', () => ({ mask: new Uint8Array(catalogue.tours.length) })),
    })
  }
  if (!parts.length) return null
  if (parts.length === 1) return parts[0]!.entry
  return cachedMask(catalogue, parts.map((part) => part.key).join('&'), () => {
    const mask = parts[0]!.entry.mask.slice()
    for (const part of parts.slice(1)) for (let i = 0; i < mask.length; i++) mask[i]! &= part.entry.mask[i]!
    const scoreTokens = parts.find((part) => part.entry.scoreTokens)?.entry.scoreTokens
    return scoreTokens ? { mask, scoreTokens } : { mask }
  })
}

function groupSelections(request: SearchRequest): Record<FilterGroup, GroupSelection> {
  return Object.fromEntries(FILTER_GROUPS.map((group) => [group, request[group]])) as Record<
    FilterGroup,
    GroupSelection
  >
}

/**
 * The search behind SEARCH_PATHS.searchItems (and tag results, and listing page loaders). Free text ranks
 * by relevance when the sort is 'recommended' (ties in recommended order); any other sort key orders the matches
 * by that key. IsSiteSearch searches the whole brand catalogue, ignoring ParentId.
 */
export async function searchTours(
  db: AppDatabase,
  brand: SearchBrand,
  request: SearchRequest,
): Promise<SearchResponse> {
  const catalogue = await getCatalogue(db, brand)
  const cache = responseCache(db)
  const key = `search|${catalogue.key}|${catalogue.version}|${JSON.stringify(request)}`
  const cached = cache.get(key) as SearchResponse | undefined
  if (cached) return cached

  const tokens = queryTokens(request.SearchTerm)
  const base = await baseSet(db, catalogue, request, tokens)
  const masks = selectionMasks(catalogue.options, groupSelections(request))
  let present = catalogue.presentAll
  if (base) present = base.present ??= presentCounts(catalogue.facets, base.mask, catalogue.optionCounts)
  const run = runFacets(catalogue.facets, base?.mask ?? null, masks, catalogue.optionCounts, present)
  const scores = base && request.SortOrder === 'recommended' ? textScores(catalogue, base) : undefined
  const pageIndexes =
    scores && request.SortOrder === 'recommended'
      ? pageByScore(catalogue.orders.recommended, run.matched, scores, request.From, request.Take)
      : pageOfOrder(catalogue.orders[request.SortOrder], run.matched, request.From, request.Take)
  const items = await loadListingItems(db, brand, catalogue, pageIndexes, run.total)
  const response: SearchResponse = {
    items,
    remaining: Math.max(0, run.total - request.From - items.length),
    total: run.total,
    currentPage: Math.floor(request.From / request.Take) + 1,
    totalPages: Math.ceil(run.total / request.Take),
    takeCounter: Math.min(run.total, request.From + items.length),
    filters: request.ShowFilters ? buildFilters(catalogue.options, run, masks) : [],
  }
  cache.set(key, response)
  return response
}

/**
 * SEARCH_PATHS.tagResults: the same search, scoped to a tag. The tag comes from Tag, or from the
 * tag page named by ParentId when Tag is empty.
 */
export async function searchTagResults(
  db: AppDatabase,
  brand: SearchBrand,
  request: SearchRequest,
): Promise<SearchResponse> {
  if (request.Tag || request.ParentId === null) return searchTours(db, brand, request)
  const catalogue = await getCatalogue(db, brand)
  const page = catalogue.pages.get(request.ParentId)
  if (!page) throw new SearchInputError('ParentId', 'No such listing page.')
  return searchTours(db, brand, page.tagSlug ? { ...request, Tag: page.tagSlug } : request)
}

/** A listing page of the brand by its path ('/destinations/europe', trailing slash and case ignored), or null. */
export async function getListingPageByPath(
  db: AppDatabase,
  brand: Pick<SearchBrand, 'id' | 'marketCode'>,
  path: string,
): Promise<ListingPage | null> {
  const wanted = normalisePath(path)
  const rows = await db
    .selectFrom('listingPages')
    .leftJoin('continents', 'continents.id', 'listingPages.continentId')
    .leftJoin('countries', 'countries.id', 'listingPages.countryId')
    .leftJoin('tags', 'tags.id', 'listingPages.tagId')
    .selectAll('listingPages')
    .select(['continents.slug as continentSlug', 'countries.slug as countrySlug', 'tags.slug as tagSlug'])
    .where(listingPagesOn(brand))
    .where((eb) => eb.or([eb('listingPages.path', '=', wanted), eb('listingPages.path', '=', `${wanted}/`)]))
    .execute()
  const row = rows[0] ?? (await findByNormalisedPath(db, brand, wanted))
  if (!row) return null
  return {
    id: row.id,
    brandId: row.brandId,
    kind: row.kind,
    path: row.path,
    title: row.title,
    introHtml: row.introHtml,
    metaDescription: row.metaDescription,
    continentId: row.continentId,
    countryId: row.countryId,
    tagId: row.tagId,
    thresholdPriceMinor: row.thresholdPriceMinor,
    settings: parseSettings(row.settingsJson),
    continentSlug: row.continentSlug,
    countrySlug: row.countrySlug,
    tagSlug: row.tagSlug,
  }
}

/** Paths stored with different case: compare normalised (rare, so only tried when the exact lookup misses). */
async function findByNormalisedPath(db: AppDatabase, brand: Pick<SearchBrand, 'id' | 'marketCode'>, wanted: string) {
  const rows = await db
    .selectFrom('listingPages')
    .leftJoin('continents', 'continents.id', 'listingPages.continentId')
    .leftJoin('countries', 'countries.id', 'listingPages.countryId')
    .leftJoin('tags', 'tags.id', 'listingPages.tagId')
    .selectAll('listingPages')
    .select(['continents.slug as continentSlug', 'countries.slug as countrySlug', 'tags.slug as tagSlug'])
    .where(listingPagesOn(brand))
    .execute()
  return rows.find((row) => normalisePath(row.path) === wanted)
}

/** A listing page of the brand by id (the spec's ParentId), or null. */
export async function getListingPageById(db: AppDatabase, brand: SearchBrand, id: number): Promise<ListingPage | null> {
  const catalogue = await getCatalogue(db, brand)
  return catalogue.pages.get(id) ?? null
}
