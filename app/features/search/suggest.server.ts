import type { AppDatabase } from '../../../db/database.server'
import { AUTOCOMPLETE_MIN_LENGTH } from '../../lib/constants'
import { formatMonthYear } from '../../lib/dates'
import { sanitiseWhere } from '../../lib/field-rules'
import { tourPath } from '../tours/index.server'
import {
  getCatalogue,
  matchTextCached,
  responseCache,
  type BrandCatalogue,
  type SearchBrand,
} from './search-catalogue.server'
import {
  SUGGEST_ITEMS_PER_CATEGORY,
  type SuggestCategory,
  type SuggestItem,
  type SuggestOption,
  type SuggestQuery,
  type SuggestResponse,
} from './search-contract'
import { queryTokens, relevanceScore, searchDocumentText, wordsMatch } from './search-text'

/*
 * SEARCH_PATHS.suggest, the holiday search's data. Suggestions (from AUTOCOMPLETE_MIN_LENGTH characters
 * of sanitised 'where' text): destinations (continents, then countries) and travel styles whose names hold every
 * word (the last as a prefix), and the best-ranked tours of the same free-text search the listing uses. The three
 * option lists hold what exists given the other choices: months given the where text, types and departure point;
 * types given the where text, month and departure point; departure points given the where text, month and types.
 */

const words = (name: string) => searchDocumentText(name).split(' ').filter(Boolean)

export async function suggest(db: AppDatabase, brand: SearchBrand, query: SuggestQuery): Promise<SuggestResponse> {
  const catalogue = await getCatalogue(db, brand)
  const cache = responseCache(db)
  const key = `suggest|${catalogue.key}|${catalogue.version}|${JSON.stringify(query)}`
  const cached = cache.get(key) as SuggestResponse | undefined
  if (cached) return cached

  const where = sanitiseWhere(query.q).trim()
  const tokens = [...where].length >= AUTOCOMPLETE_MIN_LENGTH ? queryTokens(where) : []
  const textIds = tokens.length ? new Set(await matchTextCached(db, catalogue.version, tokens)) : null

  const response: SuggestResponse = {
    categories: tokens.length ? categories(catalogue, tokens, textIds ?? new Set()) : [],
    ...options(catalogue, query, textIds),
  }
  cache.set(key, response)
  return response
}

function categories(catalogue: BrandCatalogue, tokens: string[], textIds: Set<number>): SuggestCategory[] {
  const pageUrl = (kind: 'continent' | 'country', id: number) => {
    for (const page of catalogue.pages.values()) {
      if (page.kind === kind && (kind === 'continent' ? page.continentId : page.countryId) === id) return page.path
    }
    return undefined
  }
  const withUrl = (item: Omit<SuggestItem, 'url'>, url: string | undefined): SuggestItem =>
    url ? { ...item, url } : item

  const destinations: SuggestItem[] = [
    ...catalogue.continents
      .filter((c) => wordsMatch(tokens, words(c.name)))
      .map((c) => withUrl({ name: c.name, type: 'Continents', value: c.slug }, pageUrl('continent', c.id))),
    ...catalogue.countries
      .filter((c) => wordsMatch(tokens, words(c.name)))
      .map((c) => withUrl({ name: c.name, type: 'Countries', value: c.slug }, pageUrl('country', c.id))),
  ].slice(0, SUGGEST_ITEMS_PER_CATEGORY)

  const scored: { i: number; score: number }[] = []
  const order = catalogue.orders.recommended
  for (let k = 0; k < order.length; k++) {
    const i = order[k]!
    const tour = catalogue.tours[i]!
    if (textIds.has(tour.id)) scored.push({ i, score: relevanceScore(tokens, tour.fields) })
  }
  scored.sort((a, b) => b.score - a.score)
  const tours: SuggestItem[] = scored.slice(0, SUGGEST_ITEMS_PER_CATEGORY).map(({ i }) => {
    const tour = catalogue.tours[i]!
    return { name: tour.name, url: tourPath(tour.slug), type: 'Tours', value: tour.code }
  })

  const styles: SuggestItem[] = catalogue.travelTypes
    .filter((t) => wordsMatch(tokens, words(t.name)))
    .slice(0, SUGGEST_ITEMS_PER_CATEGORY)
    .map((t) => ({ name: t.name, type: 'Types', value: t.slug }))

  const groups: SuggestCategory[] = [
    { title: 'Destinations', type: 'Destinations', items: destinations },
    { title: 'Tours', type: 'Tours', items: tours },
    { title: 'Travel styles', type: 'Types', items: styles },
  ]
  return groups.filter((group) => group.items.length > 0)
}

function options(
  catalogue: BrandCatalogue,
  query: SuggestQuery,
  textIds: Set<number> | null,
): Pick<SuggestResponse, 'dates' | 'types' | 'departures'> {
  const typeIds = new Set(catalogue.travelTypes.filter((t) => query.type.includes(t.slug)).map((t) => t.id))
  const monthCounts = new Map<string, number>()
  const typeCounts = new Map<number, number>()
  const departCounts = new Map<string, number>()
  for (const tour of catalogue.tours) {
    if (textIds && !textIds.has(tour.id)) continue
    const hasDate = !query.date || tour.months.includes(query.date)
    const hasType = !query.type.length || tour.typeIds.some((id) => typeIds.has(id))
    const hasDeparture = !query.departure || tour.departs.includes(query.departure)
    if (hasType && hasDeparture)
      for (const month of tour.months) monthCounts.set(month, (monthCounts.get(month) ?? 0) + 1)
    if (hasDate && hasDeparture) for (const id of tour.typeIds) typeCounts.set(id, (typeCounts.get(id) ?? 0) + 1)
    if (hasDate && hasType) for (const code of tour.departs) departCounts.set(code, (departCounts.get(code) ?? 0) + 1)
  }
  const dates: SuggestOption[] = [...monthCounts.keys()]
    .sort()
    .map((month) => ({ value: month, label: formatMonthYear(month), selected: month === query.date }))
  const types: SuggestOption[] = catalogue.travelTypes
    .filter((t) => typeCounts.has(t.id))
    .map((t) => ({ value: t.slug, label: t.name, selected: query.type.includes(t.slug) }))
  const departures: SuggestOption[] = [...catalogue.departurePoints.entries()]
    .filter(([code]) => departCounts.has(code))
    .map(([code, name]) => ({ value: code, label: name, selected: code === query.departure }))
  return { dates: { children: dates }, types: { children: types }, departures: { children: departures } }
}
