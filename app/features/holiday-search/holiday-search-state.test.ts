import { describe, expect, it } from 'vitest'
import type { SuggestItem, SuggestOption } from '../search/index.contract'
import {
  chooseSuggestion,
  EMPTY_SEARCH,
  flattenSuggestions,
  howSummary,
  initialPickerYear,
  landingUrl,
  monthGrid,
  moveActive,
  pickerYears,
  shouldSuggest,
  suggestParams,
  toggleHow,
  typeWhere,
  type HolidaySearch,
} from './holiday-search-state'

const option = (value: string, label = value): SuggestOption => ({ value, label, selected: false })
const europe: SuggestItem = { name: 'Europe', type: 'Continents', value: 'europe', url: '/destinations/europe' }

describe('where (discovery §4, §5)', () => {
  it.each([
    ['keeps letters, digits, hyphen, ampersand and space', 'Bosnia & Herzegovina-1', 'Bosnia & Herzegovina-1'],
    ['drops everything else', "Côte d'Azur <b>!", 'Côte dAzur b'],
    ['collapses whitespace and drops a leading space', '   Lake   Como', 'Lake Como'],
  ])('typing %s', (_name, typed, where) => {
    expect(typeWhere(EMPTY_SEARCH, typed).where).toBe(where)
  })

  it('choosing a suggestion sets the text and its type; typing again makes it free text', () => {
    const chosen = chooseSuggestion(EMPTY_SEARCH, europe)
    expect(chosen).toMatchObject({ where: 'Europe', whereType: 'Continents', whereValue: 'europe' })
    expect(typeWhere(chosen, 'Europe ')).toMatchObject({ whereType: 'SearchTerm', whereValue: '' })
  })

  it.each([
    ['', false],
    ['it', false],
    ['  it  ', false],
    ['ita', true],
    ['<<<', false],
  ])('suggests for %j: %s', (where, expected) => {
    expect(shouldSuggest(where)).toBe(expected)
  })

  it('asks Suggest with q only from 3 characters, plus the other choices', () => {
    expect(suggestParams({ ...EMPTY_SEARCH, where: 'it' })).toEqual({})
    expect(
      suggestParams({ ...EMPTY_SEARCH, where: 'ital', when: '2027-03', how: ['walking'], departure: 'LHR' }),
    ).toEqual({
      q: 'ital',
      date: '2027-03',
      type: ['walking'],
      departure: 'LHR',
    })
  })
})

describe('landing address', () => {
  const base: HolidaySearch = EMPTY_SEARCH
  it.each<[string, HolidaySearch, string]>([
    ['nothing chosen: all tours', base, '/tours'],
    ['free text: site search', { ...base, where: 'lake como' }, '/search?SearchTerm=lake+como'],
    ['a continent: its filter', chooseSuggestion(base, europe), '/tours?Continents=europe'],
    [
      'a country with a month, styles and a departure point',
      {
        ...chooseSuggestion(base, { name: 'Italy', type: 'Countries', value: 'italy' }),
        when: '2027-05',
        how: ['walking', 'rail'],
        departure: 'MAN',
      },
      '/tours?Countries=italy&Dates=2027-05&Types=walking&Types=rail&Departs=MAN',
    ],
    [
      'a travel style joins the chosen styles once',
      { ...chooseSuggestion(base, { name: 'Walking', type: 'Types', value: 'walking' }), how: ['walking', 'rail'] },
      '/tours?Types=walking&Types=rail',
    ],
    [
      // Issue 13, defect 2: never a text search on the sanitised name.
      'a tour goes to its own page',
      chooseSuggestion(base, { name: 'Hidden Ireland', type: 'Tours', value: 'MJ9171', url: '/tours/hidden-ireland' }),
      '/tours/hidden-ireland',
    ],
    [
      'a tour whose name the sanitiser would mangle still goes to its page, whatever else is chosen',
      {
        ...chooseSuggestion(base, {
          name: "Beijing, the Great Wall & Xi'an: Small Group",
          type: 'Tours',
          value: 'MJ1001',
          url: '/tours/beijing-the-great-wall-xian',
        }),
        when: '2027-05',
      },
      '/tours/beijing-the-great-wall-xian',
    ],
    [
      'a destination with an apostrophe lands on its filter, not a text search',
      chooseSuggestion(base, { name: 'Côte d’Azur', type: 'Countries', value: 'cote-d-azur', url: '/destinations/x' }),
      '/tours?Countries=cote-d-azur',
    ],
    ['text with a month', { ...base, where: 'alps', when: '2026-12' }, '/search?SearchTerm=alps&Dates=2026-12'],
  ])('%s', (_name, state, url) => {
    expect(landingUrl(state)).toBe(url)
  })

  it('toggles travel styles', () => {
    const one = toggleHow(base, 'walking')
    expect(toggleHow(one, 'rail').how).toEqual(['walking', 'rail'])
    expect(toggleHow(one, 'walking').how).toEqual([])
  })
})

describe('month picker (discovery §4)', () => {
  const dates = [
    option('2026-11', 'Nov 2026'),
    option('2026-12', 'Dec 2026'),
    option('2027-02', 'Feb 2027'),
    option('2028-01'),
  ]

  it('opens on the earliest year with tours, or on the chosen month', () => {
    expect(pickerYears(dates)).toEqual([2026, 2027, 2028])
    expect(initialPickerYear(dates, '', 2030)).toBe(2026)
    expect(initialPickerYear(dates, '2027-02', 2030)).toBe(2027)
    expect(initialPickerYear([], '', 2030)).toBe(2030)
  })

  it('disables months without tours', () => {
    const grid = monthGrid(dates, 2026)
    expect(grid).toHaveLength(12)
    expect(grid.filter((cell) => cell.available).map((cell) => cell.value)).toEqual(['2026-11', '2026-12'])
    expect(grid[10]).toEqual({ value: '2026-11', short: 'Nov', label: 'Nov 2026', available: true })
    expect(grid[0]).toMatchObject({ value: '2026-01', label: 'Jan 2026', available: false })
  })
})

describe('suggestion keyboard', () => {
  it.each([
    [-1, 3, 'ArrowDown', 0],
    [0, 3, 'ArrowDown', 1],
    [2, 3, 'ArrowDown', 0],
    [-1, 3, 'ArrowUp', 2],
    [0, 3, 'ArrowUp', 2],
    [2, 3, 'ArrowUp', 1],
    [1, 3, 'Home', 0],
    [1, 3, 'End', 2],
    [1, 0, 'ArrowDown', -1],
  ])('from %i of %i, %s → %i', (active, count, key, expected) => {
    expect(moveActive(active, count, key)).toBe(expected)
  })

  it('numbers options across categories in order', () => {
    const flat = flattenSuggestions([
      { title: 'Destinations', type: 'Destinations', items: [europe] },
      {
        title: 'Tours',
        type: 'Tours',
        items: [
          { name: 'A', type: 'Tours', value: 'MJ1' },
          { name: 'B', type: 'Tours', value: 'MJ2' },
        ],
      },
    ])
    expect(flat.map((entry) => [entry.index, entry.item.name, entry.category.title])).toEqual([
      [0, 'Europe', 'Destinations'],
      [1, 'A', 'Tours'],
      [2, 'B', 'Tours'],
    ])
  })

  it('summarises the chosen styles', () => {
    const styles = [option('walking', 'Walking'), option('rail', 'Rail journeys')]
    expect(howSummary([], styles)).toBe('Any style')
    expect(howSummary(['rail'], styles)).toBe('Rail journeys')
    expect(howSummary(['rail', 'walking'], styles)).toBe('2 styles')
  })
})
