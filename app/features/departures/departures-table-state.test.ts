import { describe, expect, it } from 'vitest'
import {
  checkoutUrl,
  withLocation,
  type Departure,
  type DeparturesResponse,
  type TransportTypeCode,
  type TransportTypeOption,
} from './departures-contract'
import {
  INITIAL_SORT,
  allLocationsLabel,
  ariaSortFor,
  departuresRequestUrl,
  departuresTableReducer,
  fallbackBookingUrl,
  filterByAvailability,
  firstEnabledTransportType,
  initialTableState,
  nextSort,
  requestKey,
  sortDepartures,
  tabIndexForKey,
  tableView,
  type DeparturesTableState,
  type SortColumn,
  type SortState,
} from './departures-table-state'

function departure(overrides: Partial<Departure> & { id: number }): Departure {
  return {
    code: `T-${overrides.id}`,
    date: '1st Mar 2026',
    isoDate: '2026-03-01',
    endDate: '10th Mar 2026',
    isoEndDate: '2026-03-10',
    secondaryInformation: '10 days',
    durationDays: 10,
    location: null,
    transportType: 'FLIGHT',
    transportCode: 'TC',
    filo: 'FI',
    tourCode: 'MJ1',
    tourSummary: {
      fromPrice: 100_000,
      fromPriceFormatted: '£1,000',
      wasFromPrice: null,
      wasPriceFormatted: null,
      hasWasFromPrice: false,
      fromDays: 10,
      currency: 'GBP',
      offerText: null,
    },
    status: 'Available',
    moreDetailsUrl: `/details?departureId=${overrides.id}`,
    available: true,
    open: true,
    details: null,
    ...overrides,
  }
}

const priced = (minor: number) => ({ ...departure({ id: 0 }).tourSummary, fromPrice: minor })

// Three departures whose order differs on every column.
const rows: Departure[] = [
  departure({
    id: 1,
    isoDate: '2026-05-01',
    durationDays: 12,
    tourSummary: priced(150_000),
    location: { code: 'MAN', name: 'Manchester' },
  }),
  departure({
    id: 2,
    isoDate: '2026-03-01',
    durationDays: 14,
    tourSummary: priced(120_000),
    location: { code: 'LHR', name: 'London Heathrow' },
  }),
  departure({
    id: 3,
    isoDate: '2026-04-01',
    durationDays: 8,
    tourSummary: priced(180_000),
    location: { code: 'BHX', name: 'Birmingham' },
    status: 'Sold out',
    available: false,
  }),
]

const ids = (list: Departure[]) => list.map((d) => d.id)

describe('sorting', () => {
  it('starts in the API order, soonest first, shown as Date ascending', () => {
    expect(INITIAL_SORT).toEqual({ column: 'date', direction: 'ascending' })
    expect(ariaSortFor(INITIAL_SORT, 'date')).toBe('ascending')
    expect(ariaSortFor(INITIAL_SORT, 'price')).toBeUndefined()
  })

  it.each<[string, SortState, SortColumn, SortState]>([
    [
      'Date from another column starts descending',
      { column: 'price', direction: 'ascending' },
      'date',
      { column: 'date', direction: 'descending' },
    ],
    [
      'Price from another column starts ascending',
      { column: 'date', direction: 'descending' },
      'price',
      { column: 'price', direction: 'ascending' },
    ],
    [
      'Duration/Airport from another column starts ascending',
      { column: 'date', direction: 'ascending' },
      'secondary',
      { column: 'secondary', direction: 'ascending' },
    ],
    [
      'the sorted Date column flips to descending',
      { column: 'date', direction: 'ascending' },
      'date',
      { column: 'date', direction: 'descending' },
    ],
    [
      'the sorted Date column flips back to ascending',
      { column: 'date', direction: 'descending' },
      'date',
      { column: 'date', direction: 'ascending' },
    ],
    [
      'the sorted Price column flips to descending',
      { column: 'price', direction: 'ascending' },
      'price',
      { column: 'price', direction: 'descending' },
    ],
    [
      'the sorted secondary column flips back to ascending',
      { column: 'secondary', direction: 'descending' },
      'secondary',
      { column: 'secondary', direction: 'ascending' },
    ],
    [
      'a descending Price re-chosen after Date starts ascending again',
      { column: 'date', direction: 'descending' },
      'price',
      { column: 'price', direction: 'ascending' },
    ],
  ])('%s', (_name, current, column, expected) => {
    expect(nextSort(current, column)).toEqual(expected)
  })

  it('the first click on Date, from load, gives the latest departure first', () => {
    expect(nextSort(INITIAL_SORT, 'date')).toEqual({ column: 'date', direction: 'descending' })
  })

  it.each<[SortState, 'Duration' | 'Airport', number[]]>([
    [{ column: 'date', direction: 'ascending' }, 'Duration', [2, 3, 1]],
    [{ column: 'date', direction: 'descending' }, 'Duration', [1, 3, 2]],
    [{ column: 'price', direction: 'ascending' }, 'Duration', [2, 1, 3]],
    [{ column: 'price', direction: 'descending' }, 'Duration', [3, 1, 2]],
    [{ column: 'secondary', direction: 'ascending' }, 'Duration', [3, 1, 2]],
    [{ column: 'secondary', direction: 'descending' }, 'Duration', [2, 1, 3]],
    [{ column: 'secondary', direction: 'ascending' }, 'Airport', [3, 2, 1]],
    [{ column: 'secondary', direction: 'descending' }, 'Airport', [1, 2, 3]],
  ])('%o with a %s column orders %o', (sort, secondaryLabel, expected) => {
    expect(ids(sortDepartures(rows, sort, secondaryLabel))).toEqual(expected)
  })

  it('keeps ties in date order whichever way the column points', () => {
    const tied = [
      departure({ id: 7, isoDate: '2026-06-01', tourSummary: priced(99_900) }),
      departure({ id: 5, isoDate: '2026-02-01', tourSummary: priced(99_900) }),
      departure({ id: 6, isoDate: '2026-01-01', tourSummary: priced(50_000) }),
    ]
    expect(ids(sortDepartures(tied, { column: 'price', direction: 'ascending' }, 'Duration'))).toEqual([6, 5, 7])
    expect(ids(sortDepartures(tied, { column: 'price', direction: 'descending' }, 'Duration'))).toEqual([5, 7, 6])
  })

  it('does not change the list it was given', () => {
    const copy = [...rows]
    sortDepartures(rows, { column: 'price', direction: 'descending' }, 'Duration')
    expect(rows).toEqual(copy)
  })
})

describe('availability filter', () => {
  it.each([
    [false, [1, 2, 3]],
    [true, [1, 2]],
  ])('onlyAvailable %s shows %o', (onlyAvailable, expected) => {
    expect(ids(filterByAvailability(rows, onlyAvailable))).toEqual(expected)
  })

  it('keeps Limited departures: only Sold out is hidden', () => {
    const limited = departure({ id: 9, status: 'Limited' })
    expect(ids(filterByAvailability([limited], true))).toEqual([9])
  })
})

function option(id: TransportTypeCode, enabled: boolean): TransportTypeOption {
  return {
    id,
    name: id,
    value: `/umbraco/api/tourdepartures/departures?tourCode=MJ1&transportType=${id}`,
    enabled,
    locationType: 'airport',
    locationLabel: 'Departure airport',
  }
}

describe('first enabled transport type', () => {
  it.each<[string, TransportTypeOption[], TransportTypeCode | null]>([
    ['the first when it is enabled', [option('FLIGHT', true), option('COACH', true)], 'FLIGHT'],
    [
      'skips disabled types',
      [option('FLIGHT', false), option('COACH', false), option('RAIL', true), option('SELF', true)],
      'RAIL',
    ],
    ['none when every type is disabled', [option('FLIGHT', false), option('COACH', false)], null],
    ['none when there are no types', [], null],
  ])('%s', (_name, options, expected) => {
    expect(firstEnabledTransportType(options)?.id ?? null).toBe(expected)
    expect(initialTableState(options).transportType).toBe(expected)
  })
})

describe('tab keys', () => {
  const enabled = [true, false, true, true]
  it.each<[number, string, number | null]>([
    [0, 'ArrowRight', 2],
    [2, 'ArrowRight', 3],
    [3, 'ArrowRight', 0],
    [0, 'ArrowLeft', 3],
    [2, 'ArrowLeft', 0],
    [3, 'Home', 0],
    [0, 'End', 3],
    [0, 'Enter', null],
  ])('from %i, %s goes to %o', (current, key, expected) => {
    expect(tabIndexForKey(enabled, current, key)).toBe(expected)
  })

  it('goes nowhere when nothing is enabled', () => {
    expect(tabIndexForKey([false, false], 0, 'ArrowRight')).toBeNull()
  })
})

describe('location labels', () => {
  it.each([
    ['Departure airport', 'All departure airports'],
    ['Pick-up point', 'All pick-up points'],
    ['Departure station', 'All departure stations'],
    ['Meeting point', 'All meeting points'],
    ['', 'All locations'],
  ])('%s → %s', (label, expected) => {
    expect(allLocationsLabel(label)).toBe(expected)
  })
})

function response(transportType: TransportTypeCode, departures: Departure[]): DeparturesResponse {
  return {
    transportType,
    secondaryLabel: transportType === 'FLIGHT' ? 'Airport' : 'Duration',
    departures,
    departurePoints: { type: 'airport', label: 'Departure airport', selected: null, children: [] },
  }
}

describe('reducer and view', () => {
  const start = initialTableState([option('FLIGHT', true), option('COACH', true)])

  const run = (state: DeparturesTableState, ...actions: Parameters<typeof departuresTableReducer>[1][]) =>
    actions.reduce(departuresTableReducer, state)

  it('refetches on a new type or location and not on a repeated choice', () => {
    const loaded = run(start, { type: 'loadStarted' }, { type: 'loadSucceeded', response: response('FLIGHT', rows) })
    expect(requestKey(loaded)).toBe('FLIGHT|')
    const located = run(loaded, { type: 'selectLocation', location: 'LHR' })
    expect(requestKey(located)).toBe('FLIGHT|LHR')
    expect(run(located, { type: 'selectLocation', location: 'LHR' })).toBe(located)
    const coach = run(located, { type: 'selectTransport', transportType: 'COACH' })
    // A new type forgets the old type's location.
    expect(requestKey(coach)).toBe('COACH|')
    expect(run(coach, { type: 'selectTransport', transportType: 'COACH' })).toBe(coach)
  })

  it.each<[string, DeparturesTableState, string]>([
    ['no enabled transport type', initialTableState([option('FLIGHT', false)]), 'no-transport'],
    ['before the first answer', run(start, { type: 'loadStarted' }), 'loading'],
    ['a failed load', run(start, { type: 'loadStarted' }, { type: 'loadFailed' }), 'api-unavailable'],
    [
      'an empty answer',
      run(start, { type: 'loadStarted' }, { type: 'loadSucceeded', response: response('FLIGHT', []) }),
      'no-results',
    ],
    [
      'departures',
      run(start, { type: 'loadStarted' }, { type: 'loadSucceeded', response: response('FLIGHT', rows) }),
      'rows',
    ],
    [
      'another type’s answer while the new type loads',
      run(
        start,
        { type: 'loadSucceeded', response: response('FLIGHT', rows) },
        { type: 'selectTransport', transportType: 'COACH' },
        { type: 'loadStarted' },
      ),
      'loading',
    ],
    [
      'a success after a failure',
      run(
        start,
        { type: 'loadFailed' },
        { type: 'loadStarted' },
        { type: 'loadSucceeded', response: response('FLIGHT', rows) },
      ),
      'rows',
    ],
  ])('%s shows %s', (_name, state, kind) => {
    expect(tableView(state).kind).toBe(kind)
  })

  it('keeps the old rows, marked stale, while the same type reloads', () => {
    const view = tableView(
      run(
        start,
        { type: 'loadSucceeded', response: response('FLIGHT', rows) },
        { type: 'selectLocation', location: 'MAN' },
        { type: 'loadStarted' },
      ),
    )
    expect(view.kind === 'rows' && view.stale).toBe(true)
  })

  it('applies the switch and the sort to the rows it shows', () => {
    const state = run(
      start,
      { type: 'loadSucceeded', response: response('FLIGHT', rows) },
      { type: 'setOnlyAvailable', onlyAvailable: true },
      { type: 'sortBy', column: 'price' },
      { type: 'sortBy', column: 'price' },
    )
    const view = tableView(state)
    expect(view.kind).toBe('rows')
    if (view.kind !== 'rows') return
    expect(ids(view.rows)).toEqual([1, 2])
    expect(view.hiddenSoldOut).toBe(1)
    expect(view.secondaryLabel).toBe('Airport')
  })

  it('opens and closes rows, and closes them all when the selection changes', () => {
    const opened = run(
      start,
      { type: 'toggleRow', departureId: 1 },
      { type: 'toggleRow', departureId: 2 },
      { type: 'toggleRow', departureId: 1 },
    )
    expect(opened.expanded).toEqual([2])
    expect(run(opened, { type: 'selectLocation', location: 'LHR' }).expanded).toEqual([])
  })
})

describe('URLs, equal to the contract’s', () => {
  it.each([
    ['/umbraco/api/tourdepartures/departures?tourCode=MJ1&transportType=FLIGHT', 'airport', ''],
    ['/umbraco/api/tourdepartures/departures?tourCode=MJ1&transportType=FLIGHT', 'airport', 'LHR'],
    ['/umbraco/api/tourdepartures/departures?tourCode=MJ1&transportType=COACH&pickup=OLD', 'pickup', 'LDS'],
    ['/umbraco/api/tourdepartures/departures?tourCode=MJ1&transportType=COACH&pickup=OLD', 'pickup', ''],
    ['/plain', 'station', 'KGX'],
  ])('%s with %s=%s', (url, type, location) => {
    const built = departuresRequestUrl(url, type, location)
    expect(built).toBe(withLocation(url, type, location))
    // Exactly one location parameter, named by the location type.
    const params = new URL(built, 'http://x').searchParams
    expect(params.getAll(type)).toEqual(location ? [location] : [])
  })

  it('builds the same checkout link as the contract', () => {
    const row = departure({ id: 42, transportCode: 'TC-9', filo: 'FI', tourCode: 'MJ1042' })
    expect(fallbackBookingUrl(row)).toBe(
      checkoutUrl({ departureId: 42, transportCode: 'TC-9', filo: 'FI', tourCode: 'MJ1042' }),
    )
  })
})
