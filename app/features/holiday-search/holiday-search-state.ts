import { MONTHS_SHORT, pad2 } from '../../lib/dates'
import { WHERE_TYPE_DEFAULT } from '../../lib/constants'
import { canAutocomplete, sanitiseWhere } from '../../lib/field-rules'
import {
  SEARCH_PATHS,
  SEARCH_TERM_MAX_LENGTH,
  type SuggestCategory,
  type SuggestItem,
  type SuggestItemType,
  type SuggestOption,
} from '../search/index.contract'

/*
 * The 'Find my holiday' form's pure rules (discovery §3 holiday search, §4, §5): where / whereType / when / how /
 * departure, the month picker's grid, keyboard movement in the suggestions, and the listing address a submit
 * lands on.
 */

export const SUGGEST_PATH = SEARCH_PATHS.suggest
export const WHERE_MAX_LENGTH = SEARCH_TERM_MAX_LENGTH
export const ALL_TOURS_PATH = '/tours'
export const SITE_SEARCH_PATH = '/search'

export type WhereType = typeof WHERE_TYPE_DEFAULT | SuggestItemType

export interface HolidaySearch {
  /** Sanitised free text (discovery §5). */
  where: string
  whereType: WhereType
  /** The chosen suggestion's option value (a continent, country or travel type slug, or a tour code). */
  whereValue: string
  /** The chosen suggestion's page (a tour's), or '' (issue 13, defect 2: a chosen tour goes to its page). */
  whereUrl: string
  /** A month, 'YYYY-MM', or '' for any time. */
  when: string
  /** Travel type slugs. */
  how: string[]
  /** A departure point code, or '' for any. */
  departure: string
}

export const EMPTY_SEARCH: HolidaySearch = {
  where: '',
  whereType: WHERE_TYPE_DEFAULT,
  whereValue: '',
  whereUrl: '',
  when: '',
  how: [],
  departure: '',
}

export type Dropdown = 'where' | 'when' | 'how' | 'departure'

/** Typing replaces the text (sanitised) and forgets a chosen suggestion: the text is free again. */
export function typeWhere(state: HolidaySearch, text: string): HolidaySearch {
  return { ...state, where: sanitiseWhere(text), whereType: WHERE_TYPE_DEFAULT, whereValue: '', whereUrl: '' }
}

/** Choosing a suggestion sets the where text and its type (discovery §4). */
export function chooseSuggestion(state: HolidaySearch, item: SuggestItem): HolidaySearch {
  return {
    ...state,
    where: sanitiseWhere(item.name).trim(),
    whereType: item.type,
    whereValue: item.value,
    whereUrl: item.url ?? '',
  }
}

export function toggleHow(state: HolidaySearch, value: string): HolidaySearch {
  return { ...state, how: state.how.includes(value) ? state.how.filter((v) => v !== value) : [...state.how, value] }
}

/** Autocomplete opens from 3 characters of sanitised text (discovery §4, §5). */
export function shouldSuggest(where: string): boolean {
  return canAutocomplete(where)
}

/** The Suggest call's parameters: q only once it is long enough to suggest from. */
export function suggestParams(state: HolidaySearch): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {}
  if (shouldSuggest(state.where)) params.q = state.where.trim()
  if (state.when) params.date = state.when
  if (state.how.length) params.type = state.how
  if (state.departure) params.departure = state.departure
  return params
}

/** A site-relative path (never another origin: the url comes from an API answer). */
const isLocalPath = (url: string) => url.startsWith('/') && !url.startsWith('//') && !url.includes('\\')

/**
 * Where a submit lands: a chosen tour goes to its own page (issue 13, defect 2: searching for its sanitised name,
 * apostrophes and commas stripped, found nothing); free text goes to the site search (/search?SearchTerm=…); a
 * chosen destination or travel style, or no where at all, goes to all tours with that filter. When, how and
 * departure become the listing's Dates, Types and Departs filters.
 */
export function landingUrl(state: HolidaySearch): string {
  if (state.whereType === 'Tours' && state.whereUrl && isLocalPath(state.whereUrl)) return state.whereUrl
  const params = new URLSearchParams()
  const where = state.where.trim()
  let path = ALL_TOURS_PATH
  const types = [...state.how]
  if ((state.whereType === 'Continents' || state.whereType === 'Countries') && state.whereValue) {
    params.append(state.whereType, state.whereValue)
  } else if (state.whereType === 'Types' && state.whereValue) {
    if (!types.includes(state.whereValue)) types.unshift(state.whereValue)
  } else if (state.whereType === 'Tours' && state.whereValue) {
    // A tour without a page in the answer: its code finds it (its sanitised name may not).
    path = SITE_SEARCH_PATH
    params.set('SearchTerm', state.whereValue)
  } else if (where) {
    path = SITE_SEARCH_PATH
    params.set('SearchTerm', where)
  }
  if (state.when) params.set('Dates', state.when)
  for (const type of types) params.append('Types', type)
  if (state.departure) params.set('Departs', state.departure)
  const search = params.toString()
  return search ? `${path}?${search}` : path
}

// ---- The 'when' picker ----

export interface MonthCell {
  value: string
  /** 'Jan' */
  short: string
  /** 'Jan 2027': the option's own label when it has one. */
  label: string
  available: boolean
}

/** The years that have a month with tours, ascending. */
export function pickerYears(dates: readonly SuggestOption[]): number[] {
  const years = new Set<number>()
  for (const option of dates) {
    const year = Number(option.value.slice(0, 4))
    if (/^\d{4}-\d{2}$/.test(option.value)) years.add(year)
  }
  return [...years].sort((a, b) => a - b)
}

/** The year the picker opens on: the chosen month's, else the earliest year with tours (discovery §4). */
export function initialPickerYear(dates: readonly SuggestOption[], when: string, fallbackYear: number): number {
  if (/^\d{4}-\d{2}$/.test(when)) return Number(when.slice(0, 4))
  return pickerYears(dates)[0] ?? fallbackYear
}

/** Twelve months of a year; months without tours are not available (disabled, discovery §4). */
export function monthGrid(dates: readonly SuggestOption[], year: number): MonthCell[] {
  const byValue = new Map(dates.map((option) => [option.value, option]))
  return MONTHS_SHORT.map((short, index) => {
    const value = `${year}-${pad2(index + 1)}`
    const option = byValue.get(value)
    return { value, short, label: option?.label ?? `${short} ${year}`, available: Boolean(option) }
  })
}

// ---- Suggestions (combobox) ----

export interface FlatSuggestion {
  item: SuggestItem
  category: SuggestCategory
  /** Position among all options, for aria-activedescendant and arrow keys. */
  index: number
}

export function flattenSuggestions(categories: readonly SuggestCategory[]): FlatSuggestion[] {
  const flat: FlatSuggestion[] = []
  for (const category of categories)
    for (const item of category.items) flat.push({ item, category, index: flat.length })
  return flat
}

/** Arrow keys move through the options and wrap; Home and End jump; -1 means none is active. */
export function moveActive(active: number, count: number, key: string): number {
  if (count === 0) return -1
  switch (key) {
    case 'ArrowDown':
      return active < 0 || active >= count - 1 ? 0 : active + 1
    case 'ArrowUp':
      return active <= 0 ? count - 1 : active - 1
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return active
  }
}

/** The how button's text: 'Any style', the one chosen, or 'n styles'. */
export function howSummary(how: readonly string[], options: readonly SuggestOption[]): string {
  if (!how.length) return 'Any style'
  if (how.length === 1) return options.find((option) => option.value === how[0])?.label ?? '1 style'
  return `${how.length} styles`
}
