import { describe, expect, it } from 'vitest'
import { LIST_START, LIST_STEP } from '../../lib/constants'
import {
  buildSearchBody,
  clampTake,
  clearFilters,
  countLine,
  historyModeFor,
  typingEntryContinues,
  isInRange,
  isLoadMoreOf,
  isRangeOptionDisabled,
  LISTING_TAKE_LIMIT,
  listingSearchString,
  loadMore,
  pagesToFetch,
  parseListingQuery,
  rangeEnds,
  rangeKey,
  resultsLine,
  searchPathFor,
  serializeListingQuery,
  TAKE_PER_CALL,
  toggleFilterValue,
  toggleRangeValue,
  withSearchTerm,
  withSortOrder,
  type ListingQuery,
  type ListingScope,
} from './listing-state'

const settings = { start: LIST_START, step: LIST_STEP }
const parse = (search: string, start = LIST_START) => parseListingQuery(new URLSearchParams(search), { start })
const roundTrip = (search: string) => listingSearchString(parse(search), settings)

const MONTHS = ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06']
const PRICES = ['0-499', '500-999', '1000-1499', '1500-1999', '2000-2999', '3000-4999', '5000-']

describe('URL → state', () => {
  it('reads every key of the list state', () => {
    const query = parse(
      'SearchTerm=%20italy%20&Tag=spring&SortOrder=price-asc&Take=6&Continents=europe&Continents=asia&Departs=LHR&Prices=500-999&Prices=1500-1999',
    )
    expect(query.SearchTerm).toBe('italy')
    expect(query.Tag).toBe('spring')
    expect(query.SortOrder).toBe('price-asc')
    expect(query.Take).toBe(6)
    expect(query.selections.Continents).toEqual(['europe', 'asia'])
    expect(query.selections.Departs).toEqual(['LHR'])
    expect(query.selections.Prices).toEqual(['500-999', '1500-1999'])
    expect(query.selections.Countries).toEqual([])
  })

  it.each([
    ['no Take', '', LIST_START],
    ['Take below the start', 'Take=1', LIST_START],
    ['a negative Take', 'Take=-5', LIST_START],
    ['Take that is not a number', 'Take=lots', LIST_START],
    ['a fractional Take', 'Take=7.9', 7],
    ['a huge Take', 'Take=99999999', LISTING_TAKE_LIMIT],
    ['a valid Take', 'Take=12', 12],
  ])('%s → Take %i', (_name, search, take) => {
    expect(parse(search).Take).toBe(take)
  })

  it('honours a page-configured start', () => {
    expect(parse('Take=4', 6).Take).toBe(6)
    expect(parse('', 12).Take).toBe(12)
  })

  it('ignores an unknown sort order', () => {
    expect(parse('SortOrder=drop-table').SortOrder).toBe('recommended')
  })

  it('keeps only the ends of a range group, lowest first', () => {
    expect(parse('Dates=2026-05&Dates=2026-02&Dates=2026-03').selections.Dates).toEqual(['2026-02', '2026-05'])
    expect(parse('Dates=2026-05&Dates=nonsense').selections.Dates).toEqual(['2026-05'])
  })

  it('reads comma-separated values as several, drops empty and duplicate ones', () => {
    expect(parse('Types=walking,cruise&Types=walking&Types=').selections.Types).toEqual(['walking', 'cruise'])
  })
})

describe('state → URL', () => {
  it.each([
    ['the empty state', '', ''],
    ['defaults are left out', 'SortOrder=recommended&Take=2', ''],
    ['keys in a fixed order', 'Take=4&Prices=500-999&SearchTerm=rome', '?SearchTerm=rome&Prices=500-999&Take=4'],
    ['repeated list values', 'Continents=europe&Continents=asia', '?Continents=europe&Continents=asia'],
    ['range ends', 'Durations=10-14&Durations=1-5', '?Durations=1-5&Durations=10-14'],
  ])('%s', (_name, search, expected) => {
    expect(roundTrip(search)).toBe(expected)
  })

  it('parse(serialize(state)) is the state', () => {
    const query = parse('SearchTerm=lakes&Countries=italy&Dates=2026-02&Dates=2026-04&SortOrder=name-asc&Take=8')
    expect(parseListingQuery(serializeListingQuery(query, settings), settings)).toEqual(query)
  })
})

describe('Take rules (discovery §4)', () => {
  const base = parse('Take=10&Continents=europe')

  it.each<[string, (query: ListingQuery) => ListingQuery, number]>([
    ['ticking a filter resets Take', (q) => toggleFilterValue(q, 'Continents', 'asia', [], LIST_START), LIST_START],
    ['unticking a filter resets Take', (q) => toggleFilterValue(q, 'Continents', 'europe', [], LIST_START), LIST_START],
    ['a range filter resets Take', (q) => toggleFilterValue(q, 'Prices', '500-999', PRICES, LIST_START), LIST_START],
    ['clearing one group resets Take', (q) => clearFilters(q, LIST_START, 'Continents'), LIST_START],
    ['clearing all resets Take', (q) => clearFilters(q, LIST_START), LIST_START],
    ['a new search term resets Take', (q) => withSearchTerm(q, 'paris', LIST_START), LIST_START],
    ['the same search term keeps Take', (q) => withSearchTerm(q, '', LIST_START), 10],
    ['a sort change keeps Take', (q) => withSortOrder(q, 'price-desc'), 10],
    ['load more raises Take by the step', (q) => loadMore(q, settings), 10 + LIST_STEP],
  ])('%s', (_name, change, take) => {
    expect(change(base).Take).toBe(take)
  })

  it('Take never goes below its start, nor above the limit', () => {
    expect(clampTake(0, 12)).toBe(12)
    expect(clampTake(undefined, 2)).toBe(2)
    expect(loadMore({ ...base, Take: LISTING_TAKE_LIMIT }, settings).Take).toBe(LISTING_TAKE_LIMIT)
  })

  it('recognises a load more (only Take grew)', () => {
    expect(isLoadMoreOf(loadMore(base, settings), base)).toBe(true)
    expect(isLoadMoreOf(base, loadMore(base, settings))).toBe(false)
    expect(isLoadMoreOf({ ...loadMore(base, settings), SortOrder: 'name-asc' }, base)).toBe(false)
  })
})

describe('range filters (discovery §4)', () => {
  const start = LIST_START
  const pick = (ends: string[], value: string, options = MONTHS) =>
    toggleRangeValue(
      { ...parse(''), selections: { ...parse('').selections, Dates: ends } },
      'Dates',
      value,
      options,
      start,
    ).selections.Dates

  it.each([
    ['first tick selects one option', [], '2026-03', ['2026-03']],
    ['a second tick later selects everything between', ['2026-02'], '2026-05', ['2026-02', '2026-05']],
    ['a second tick earlier selects everything between', ['2026-05'], '2026-02', ['2026-02', '2026-05']],
    ['a tick beyond the range stretches it', ['2026-02', '2026-03'], '2026-06', ['2026-02', '2026-06']],
    ['a tick before the range stretches it', ['2026-03', '2026-04'], '2026-01', ['2026-01', '2026-04']],
    ['unticking the only option clears the group', ['2026-03'], '2026-03', []],
    ['unticking the low end moves it to the next option', ['2026-02', '2026-05'], '2026-02', ['2026-03', '2026-05']],
    [
      'unticking the high end moves it to the previous option',
      ['2026-02', '2026-05'],
      '2026-05',
      ['2026-02', '2026-04'],
    ],
    ['unticking an end of two neighbours leaves the other', ['2026-02', '2026-03'], '2026-02', ['2026-03']],
    ['an inner (disabled) option changes nothing', ['2026-02', '2026-05'], '2026-04', ['2026-02', '2026-05']],
    ['a value with no place on the scale changes nothing', ['2026-02'], 'soon', ['2026-02']],
  ])('%s', (_name, ends, value, expected) => {
    expect(pick(ends, value)).toEqual(expected)
  })

  it.each([
    // option, ends, selected, disabled
    ['2026-01', ['2026-02', '2026-05'], false, false],
    ['2026-02', ['2026-02', '2026-05'], true, false],
    ['2026-03', ['2026-02', '2026-05'], true, true],
    ['2026-04', ['2026-02', '2026-05'], true, true],
    ['2026-05', ['2026-02', '2026-05'], true, false],
    ['2026-06', ['2026-02', '2026-05'], false, false],
    ['2026-03', ['2026-03'], true, false],
    ['2026-04', [], false, false],
    ['1000-1499', ['500-999', '2000-2999'], true, true],
    ['5000-', ['500-999', '2000-2999'], false, false],
    ['500-999', ['500-999', '2000-2999'], true, false],
  ])('%s with ends %j: selected %s, disabled %s', (option, ends, selected, disabled) => {
    expect(isInRange(option, ends)).toBe(selected)
    expect(isRangeOptionDisabled(option, ends)).toBe(disabled)
  })

  it('orders months by calendar and bands by their lower bound', () => {
    expect(rangeKey('2027-01')).toBeGreaterThan(rangeKey('2026-12'))
    expect(rangeKey('1000-1499')).toBeGreaterThan(rangeKey('500-999'))
    expect(rangeKey('5000-')).toBe(5000)
    expect(rangeEnds(['1000-1499', '0-499', '500-999'])).toEqual(['0-499', '1000-1499'])
  })

  it('list groups toggle one value at a time', () => {
    let query = toggleFilterValue(parse(''), 'Types', 'walking', [], start)
    query = toggleFilterValue(query, 'Types', 'cruise', [], start)
    expect(query.selections.Types).toEqual(['walking', 'cruise'])
    expect(toggleFilterValue(query, 'Types', 'walking', [], start).selections.Types).toEqual(['cruise'])
  })
})

describe('history: replace or push (discovery §2)', () => {
  it.each([
    ['filter', false, 'push'],
    ['filter', true, 'push'],
    ['sort', true, 'push'],
    ['loadMore', false, 'push'],
    ['typing', false, 'push'],
    ['typing', true, 'replace'],
    ['submit', false, 'push'],
    ['submit', true, 'replace'],
  ] as const)('%s (current entry from typing: %s) → %s', (change, typing, mode) => {
    expect(historyModeFor(change, typing)).toBe(mode)
  })

  // Issue 13, defect 12: a second search typed straight after the first is its own entry.
  it.each([
    ['no typing entry', null, 'malta', false],
    ['another page state', { other: 1 }, 'malta', false],
    ['typing on', { listingTyping: true, term: 'ital' }, 'italy lakes', true],
    ['deleting back', { listingTyping: true, term: 'italy lakes' }, 'italy', true],
    ['a different search', { listingTyping: true, term: 'italy' }, 'malta', false],
    ['after Enter', { listingTyping: true, term: 'italy', ended: true }, 'italy lakes', false],
  ] as const)('a typing run continues: %s → %s', (_name, entry, term, continues) => {
    expect(typingEntryContinues(entry, term)).toBe(continues)
  })
})

describe('requests', () => {
  const scope: ListingScope = { parentId: 7, childItemsOnly: true, isSiteSearch: false, showFilters: true, tag: null }

  it('sends list groups as lists and range groups as {From, To}', () => {
    const query = parse(
      'SearchTerm=alps&Continents=europe&Prices=500-999&Prices=2000-2999&Dates=2026-03&SortOrder=price-asc',
    )
    expect(buildSearchBody(query, scope, { from: 0, take: 2 })).toEqual({
      SearchTerm: 'alps',
      Tag: '',
      SortOrder: 'price-asc',
      Take: 2,
      From: 0,
      ShowFilters: true,
      ChildItemsOnly: true,
      IsSiteSearch: false,
      ParentId: 7,
      Continents: ['europe'],
      Prices: { From: '500-999', To: '2000-2999' },
      Dates: { From: '2026-03', To: '2026-03' },
    })
  })

  it('uses the page tag on tag pages and the tag results call', () => {
    const tagScope = { ...scope, childItemsOnly: false, tag: 'early-booking-offers' }
    expect(buildSearchBody(parse('Tag=other'), tagScope, { from: 0, take: 2 }).Tag).toBe('early-booking-offers')
    expect(searchPathFor(tagScope)).toBe('/umbraco/api/tagresultssearch/items')
    expect(searchPathFor(scope)).toBe('/umbraco/api/search/items/7')
  })

  it.each([
    ['a first load', 4, 0, [{ from: 0, take: 4 }]],
    ['a load more asks for the tail only', 6, 4, [{ from: 4, take: 2 }]],
    ['nothing missing', 4, 4, []],
    [
      'large Takes in pages',
      250,
      0,
      [
        { from: 0, take: TAKE_PER_CALL },
        { from: 100, take: TAKE_PER_CALL },
        { from: 200, take: 50 },
      ],
    ],
  ])('%s', (_name, take, shown, pages) => {
    expect(pagesToFetch(take, shown)).toEqual(pages)
  })
})

describe('texts', () => {
  it('formats the results and count lines', () => {
    expect(resultsLine(42)).toBe('42 - Results found')
    expect(countLine(2, 42)).toBe('2 of 42 tours')
    expect(countLine(1, 1)).toBe('1 of 1 tour')
  })
})
