import { SOLD_OUT_STATUS } from '../../lib/constants'
import type {
  Departure,
  DeparturesResponse,
  LocationType,
  SecondaryLabel,
  TransportTypeCode,
  TransportTypeOption,
} from './departures-contract'

/*
 * The departures table's rules (discovery §2.8, §4) as pure functions and one reducer, so the component only wires
 * events to actions and the rules are tested table by table:
 * - on load the first ENABLED transport type is active; no enabled type means the no-results block;
 * - changing the type or the location refetches (the component reacts to `requestKey` changing);
 * - clicking a column sorts by it in its starting direction (Date descending, the others ascending); clicking the
 *   sorted column again flips it. Until a column is clicked the rows keep the API's order, soonest first, which is
 *   the Date column ascending, and the header says so;
 * - the availability switch hides rows whose status is 'Sold out';
 * - a failed load shows the API-unavailable block, an empty answer the no-results block.
 */

export type SortColumn = 'date' | 'secondary' | 'price'
export type SortDirection = 'ascending' | 'descending'
export interface SortState {
  column: SortColumn
  direction: SortDirection
}

export const SORT_COLUMNS: readonly SortColumn[] = ['date', 'secondary', 'price']

/** The direction a column sorts in when it is clicked while another column is the sorted one. */
export const STARTING_DIRECTION: Readonly<Record<SortColumn, SortDirection>> = {
  date: 'descending',
  secondary: 'ascending',
  price: 'ascending',
}

/** The API answers soonest first: that is the Date column ascending. */
export const INITIAL_SORT: SortState = { column: 'date', direction: 'ascending' }

export function nextSort(current: SortState, column: SortColumn): SortState {
  if (current.column === column) {
    return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
  }
  return { column, direction: STARTING_DIRECTION[column] }
}

/** The th's aria-sort: only the sorted column carries a direction. */
export function ariaSortFor(sort: SortState, column: SortColumn): SortDirection | undefined {
  return sort.column === column ? sort.direction : undefined
}

const byText = new Intl.Collator('en-GB', { sensitivity: 'base', numeric: true })

function compareBy(column: SortColumn, secondaryLabel: SecondaryLabel, a: Departure, b: Departure): number {
  switch (column) {
    case 'date':
      return a.isoDate < b.isoDate ? -1 : a.isoDate > b.isoDate ? 1 : 0
    case 'price':
      return a.tourSummary.fromPrice - b.tourSummary.fromPrice
    case 'secondary':
      return secondaryLabel === 'Duration'
        ? a.durationDays - b.durationDays
        : byText.compare(a.location?.name ?? a.secondaryInformation, b.location?.name ?? b.secondaryInformation)
  }
}

/**
 * A sorted copy. Ties keep a fixed order whatever the direction (soonest date, then lowest price, then id), so
 * flipping a column never shuffles rows that compare equal on it.
 */
export function sortDepartures(
  departures: readonly Departure[],
  sort: SortState,
  secondaryLabel: SecondaryLabel,
): Departure[] {
  const sign = sort.direction === 'ascending' ? 1 : -1
  return [...departures].sort(
    (a, b) =>
      sign * compareBy(sort.column, secondaryLabel, a, b) ||
      compareBy('date', secondaryLabel, a, b) ||
      compareBy('price', secondaryLabel, a, b) ||
      a.id - b.id,
  )
}

export function isSoldOut(departure: Pick<Departure, 'status'>): boolean {
  return departure.status === SOLD_OUT_STATUS
}

export function filterByAvailability(departures: readonly Departure[], onlyAvailable: boolean): Departure[] {
  return onlyAvailable ? departures.filter((departure) => !isSoldOut(departure)) : [...departures]
}

/** The tab active on load: the first enabled transport type, in the travel options' order. */
export function firstEnabledTransportType(options: readonly TransportTypeOption[]): TransportTypeOption | null {
  return options.find((option) => option.enabled) ?? null
}

/**
 * WAI-ARIA tabs keyboard model over tabs some of which are disabled: Left/Right move to the previous/next enabled
 * tab (wrapping), Home/End to the first/last enabled one. Returns null for keys the tablist does not handle.
 */
export function tabIndexForKey(enabled: readonly boolean[], current: number, key: string): number | null {
  const enabledIndexes = enabled.flatMap((isEnabled, index) => (isEnabled ? [index] : []))
  if (enabledIndexes.length === 0) return null
  const first = enabledIndexes[0]!
  const last = enabledIndexes[enabledIndexes.length - 1]!
  switch (key) {
    case 'Home':
      return first
    case 'End':
      return last
    case 'ArrowRight':
      return enabledIndexes.find((index) => index > current) ?? first
    case 'ArrowLeft':
      return [...enabledIndexes].reverse().find((index) => index < current) ?? last
    default:
      return null
  }
}

/** 'Departure airport' → 'All departure airports'; the select's first option. */
export function allLocationsLabel(locationLabel: string): string {
  const lower = locationLabel.trim().toLowerCase()
  if (lower === '') return 'All locations'
  return `All ${lower.endsWith('s') ? lower : `${lower}s`}`
}

// ------------------------------------------------------------------------------------------------ the reducer

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error'

export interface DeparturesTableState {
  transportType: TransportTypeCode | null
  /** '' is every location. */
  location: string
  status: LoadStatus
  /** The last answer, kept while a newer one loads so the table does not jump. */
  response: DeparturesResponse | null
  sort: SortState
  onlyAvailable: boolean
  /** Ids of the open rows. */
  expanded: readonly number[]
}

export type DeparturesTableAction =
  | { type: 'selectTransport'; transportType: TransportTypeCode }
  | { type: 'selectLocation'; location: string }
  | { type: 'loadStarted' }
  | { type: 'loadSucceeded'; response: DeparturesResponse }
  | { type: 'loadFailed' }
  | { type: 'sortBy'; column: SortColumn }
  | { type: 'setOnlyAvailable'; onlyAvailable: boolean }
  | { type: 'toggleRow'; departureId: number }

export function initialTableState(options: readonly TransportTypeOption[]): DeparturesTableState {
  return {
    transportType: firstEnabledTransportType(options)?.id ?? null,
    location: '',
    status: 'idle',
    response: null,
    sort: INITIAL_SORT,
    onlyAvailable: false,
    expanded: [],
  }
}

export function departuresTableReducer(
  state: DeparturesTableState,
  action: DeparturesTableAction,
): DeparturesTableState {
  switch (action.type) {
    case 'selectTransport':
      if (action.transportType === state.transportType) return state
      // Locations belong to a transport type: a new type starts from every location.
      return { ...state, transportType: action.transportType, location: '', expanded: [] }
    case 'selectLocation':
      if (action.location === state.location) return state
      return { ...state, location: action.location, expanded: [] }
    case 'loadStarted':
      return { ...state, status: 'loading' }
    case 'loadSucceeded':
      return { ...state, status: 'ready', response: action.response }
    case 'loadFailed':
      return { ...state, status: 'error' }
    case 'sortBy':
      return { ...state, sort: nextSort(state.sort, action.column) }
    case 'setOnlyAvailable':
      return { ...state, onlyAvailable: action.onlyAvailable }
    case 'toggleRow':
      return {
        ...state,
        expanded: state.expanded.includes(action.departureId)
          ? state.expanded.filter((id) => id !== action.departureId)
          : [...state.expanded, action.departureId],
      }
  }
}

/** What changes it must refetch on: the type and the location (discovery §4). */
export function requestKey(state: Pick<DeparturesTableState, 'transportType' | 'location'>): string | null {
  return state.transportType === null ? null : `${state.transportType}|${state.location}`
}

export type TableView =
  | { kind: 'no-transport' }
  | { kind: 'loading' }
  | { kind: 'api-unavailable' }
  | { kind: 'no-results' }
  | { kind: 'rows'; rows: Departure[]; secondaryLabel: SecondaryLabel; hiddenSoldOut: number; stale: boolean }

/** What the table area shows for a state. */
export function tableView(state: DeparturesTableState): TableView {
  if (state.transportType === null) return { kind: 'no-transport' }
  if (state.status === 'error') return { kind: 'api-unavailable' }
  // An answer for another transport type is not shown under this tab, not even while the new one loads.
  const response = state.response?.transportType === state.transportType ? state.response : null
  if (response === null) return { kind: 'loading' }
  if (response.departures.length === 0) {
    return state.status === 'loading' ? { kind: 'loading' } : { kind: 'no-results' }
  }
  const shown = filterByAvailability(response.departures, state.onlyAvailable)
  return {
    kind: 'rows',
    rows: sortDepartures(shown, state.sort, response.secondaryLabel),
    secondaryLabel: response.secondaryLabel,
    hiddenSoldOut: response.departures.length - shown.length,
    stale: state.status === 'loading',
  }
}

// ------------------------------------------------------------------------------------------------ URLs
// The contract's withLocation() and checkoutUrl() build the same URLs, but departures-contract.ts also defines the
// Zod schemas, and importing any value from it puts all of Zod into the tour page's browser bundle. These two stay
// byte-for-byte equal to the contract's (departures-table-state.test.ts compares them) until its URL helpers live in
// a module of their own.

const LOCATION_PARAMETERS: readonly LocationType[] = ['airport', 'pickup', 'station', 'meetingPoint']

/** A transport type's `value` URL with the chosen location as ONE query parameter named by the location type. */
export function departuresRequestUrl(valueUrl: string, locationType: string, location: string): string {
  const [path = '', search = ''] = valueUrl.split('?', 2)
  const params = new URLSearchParams(search)
  for (const type of LOCATION_PARAMETERS) params.delete(type)
  if (location) params.set(locationType, location)
  const rest = params.toString()
  return rest ? `${path}?${rest}` : path
}

/** The checkout link for a departure, for when its details (which carry bookNowLink) could not be loaded. */
export function fallbackBookingUrl(departure: Pick<Departure, 'id' | 'transportCode' | 'filo' | 'tourCode'>): string {
  const query = new URLSearchParams({
    departureId: String(departure.id),
    transportCode: departure.transportCode,
    filo: departure.filo,
    tourCode: departure.tourCode,
  })
  return `/checkout?${query.toString()}`
}
