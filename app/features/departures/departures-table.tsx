// Long file (over 400 lines): the departures table's tabs, sort, rows and pager share one reducer's state (discovery §4); its rules are pure modules beside it.
import { Fragment, useCallback, useEffect, useId, useReducer, useRef, useState, type KeyboardEvent } from 'react'
import type { ApiClient, isApiCancelled } from '../../lib/api-client'
import type {
  Departure,
  DepartureDetails,
  DepartureMoreDetailsResponse,
  DeparturesResponse,
  SecondaryLabel,
  TransportTypeOption,
} from './departures-contract'
import { DepartureDetailsPanel, type SoldOutAction } from './departure-details'
import {
  allLocationsLabel,
  ariaSortFor,
  departuresRequestUrl,
  departuresTableReducer,
  initialTableState,
  isSoldOut,
  requestKey,
  tabIndexForKey,
  tableView,
  type SortColumn,
  type SortState,
} from './departures-table-state'

export interface DeparturesMessageBlock {
  title: string | null
  bodyHtml: string | null
}

const DEPARTURES_REQUEST_ID = 'tour-departures'

interface LoadedApi {
  client: ApiClient
  isCancelled: typeof isApiCancelled
}

/**
 * The API client is loaded when the table first needs it rather than with the page: the table sits below the fold,
 * and the client's module (with the shared JSON error schema) is the largest script the tour page would otherwise
 * preload before its first paint.
 */
function useLazyApiClient(): () => Promise<LoadedApi> {
  const loaded = useRef<Promise<LoadedApi> | null>(null)
  return useCallback(
    () =>
      (loaded.current ??= import('../../lib/api-client').then((api) => ({
        client: api.createApiClient({ getCsrfToken: api.readPageCsrfToken }),
        isCancelled: api.isApiCancelled,
      }))),
    [],
  )
}

/**
 * The departures table (discovery §2.8, §4): transport-type tabs, a departure-location select, sortable columns,
 * an availability switch and rows that open to show their details and the 'book now' link. Every rule lives in
 * departures-table-state.ts; this component wires browser events and the API to it.
 */
export function DeparturesTable({
  tourName,
  travelOptions,
  apiUnavailable,
  noResults,
  onBookNow,
  soldOutAction,
}: {
  tourName: string
  travelOptions: TransportTypeOption[]
  apiUnavailable: DeparturesMessageBlock
  noResults: DeparturesMessageBlock
  /** A departure's 'Book now' link was chosen (before the browser follows it). */
  onBookNow?: (departure: Departure) => void
  /** What an opened sold-out departure on sale offers instead of 'Book now' (the waitlist's join form). */
  soldOutAction?: SoldOutAction
}) {
  const getApi = useLazyApiClient()
  const [state, dispatch] = useReducer(departuresTableReducer, travelOptions, initialTableState)
  const baseId = useId()
  const panelId = `${baseId}-panel`
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([])
  // Results are announced only after the visitor changed something, not on page load.
  const [userActed, setUserActed] = useState(false)

  const activeOption = travelOptions.find((option) => option.id === state.transportType) ?? null
  const key = requestKey(state)
  // The request follows the type and location (what `key` encodes); its address is derived from them.
  const requestUrl = activeOption && departuresRequestUrl(activeOption.value, activeOption.locationType, state.location)

  useEffect(() => {
    if (key === null || requestUrl === null) return
    dispatch({ type: 'loadStarted' })
    const url = requestUrl
    const api = getApi()
    // Superseded requests are cancelled by request id: a newer type or location replaces the one in flight.
    api
      .then(({ client }) => client.get<DeparturesResponse>(url, undefined, { requestId: DEPARTURES_REQUEST_ID }))
      .then((response) => dispatch({ type: 'loadSucceeded', response }))
      .catch(async (error: unknown) => {
        const { isCancelled } = await api.catch(() => ({ isCancelled: () => false }))
        if (!isCancelled(error)) dispatch({ type: 'loadFailed' })
      })
    return () => {
      void api.then(({ client }) => client.cancel(DEPARTURES_REQUEST_ID))
    }
  }, [key, requestUrl, getApi])

  // Details are fetched the first time a row opens and kept per departure id; a failure is ignored (discovery §8) and
  // the next opening tries again.
  const [details, setDetails] = useState<Readonly<Record<number, DepartureDetails>>>({})
  const [loadingDetails, setLoadingDetails] = useState<readonly number[]>([])
  const requestedDetails = useRef(new Set<number>())
  const loadDetails = (departure: Departure) => {
    if (requestedDetails.current.has(departure.id)) return
    requestedDetails.current.add(departure.id)
    setLoadingDetails((ids) => [...ids, departure.id])
    getApi()
      .then(({ client }) =>
        client.get<DepartureMoreDetailsResponse>(departure.moreDetailsUrl, undefined, {
          requestId: `departure-details-${departure.id}`,
        }),
      )
      .then((answer) => setDetails((known) => ({ ...known, [departure.id]: answer.details })))
      .catch(() => requestedDetails.current.delete(departure.id))
      .finally(() => setLoadingDetails((ids) => ids.filter((id) => id !== departure.id)))
  }

  const toggleRow = (departure: Departure) => {
    if (!state.expanded.includes(departure.id)) loadDetails(departure)
    dispatch({ type: 'toggleRow', departureId: departure.id })
  }

  const selectTab = (index: number, focus: boolean) => {
    const option = travelOptions[index]
    if (!option?.enabled) return
    setUserActed(true)
    dispatch({ type: 'selectTransport', transportType: option.id })
    if (focus) tabRefs.current[index]?.focus()
  }

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = tabIndexForKey(
      travelOptions.map((option) => option.enabled),
      index,
      event.key,
    )
    if (target === null) return
    event.preventDefault()
    selectTab(target, true)
  }

  const view = tableView(state)
  const points = state.response?.transportType === state.transportType ? state.response.departurePoints : null
  const locationLabel = points?.label ?? activeOption?.locationLabel ?? 'Departure point'
  const activeIndex = travelOptions.findIndex((option) => option.id === state.transportType)

  const status =
    userActed && view.kind === 'rows' && !view.stale
      ? `${view.rows.length} ${view.rows.length === 1 ? 'departure' : 'departures'} shown${
          view.hiddenSoldOut ? `, ${view.hiddenSoldOut} sold out hidden` : ''
        }. Sorted by ${columnName(state.sort.column, view.secondaryLabel)}, ${state.sort.direction}.`
      : userActed && view.kind === 'no-results'
        ? (noResults.title ?? 'No departures')
        : userActed && view.kind === 'api-unavailable'
          ? (apiUnavailable.title ?? 'Departures are unavailable')
          : ''

  return (
    <div className="departures">
      {travelOptions.length ? (
        <div role="tablist" aria-label="How you travel" className="departures__tabs">
          {travelOptions.map((option, index) => {
            const selected = option.id === state.transportType
            return (
              <button
                key={option.id}
                ref={(element) => {
                  tabRefs.current[index] = element
                }}
                type="button"
                role="tab"
                id={`${baseId}-tab-${option.id}`}
                className="departures__tab"
                aria-selected={selected}
                aria-controls={activeOption ? panelId : undefined}
                aria-disabled={option.enabled ? undefined : true}
                tabIndex={selected ? 0 : -1}
                onClick={() => selectTab(index, false)}
                onKeyDown={(event) => onTabKeyDown(event, index)}
              >
                {option.name}
                {option.enabled ? null : <span className="visually-hidden"> (not available)</span>}
              </button>
            )
          })}
        </div>
      ) : null}

      {view.kind === 'no-transport' || activeOption === null ? (
        <MessageBlock block={noResults} name="departures.noResults" fallbackTitle="No departures available" />
      ) : (
        <div
          role="tabpanel"
          id={panelId}
          aria-labelledby={activeIndex >= 0 ? `${baseId}-tab-${activeOption.id}` : undefined}
          className="departures__panel"
        >
          <div className="departures__controls">
            <div className="departures__field">
              <label htmlFor={`${baseId}-location`} className="departures__label">
                {locationLabel}
              </label>
              <select
                id={`${baseId}-location`}
                className="departures__select"
                value={state.location}
                onChange={(event) => {
                  setUserActed(true)
                  dispatch({ type: 'selectLocation', location: event.target.value })
                }}
              >
                <option value="">{allLocationsLabel(locationLabel)}</option>
                {(points?.children ?? []).map((child) => (
                  <option key={child.value} value={child.value}>
                    {child.label}
                  </option>
                ))}
                {/* Keep the chosen value selectable while its answer loads. */}
                {state.location && !points?.children.some((child) => child.value === state.location) ? (
                  <option value={state.location}>{state.location}</option>
                ) : null}
              </select>
            </div>
            <button
              type="button"
              role="switch"
              aria-checked={state.onlyAvailable}
              className="switch"
              onClick={() => {
                setUserActed(true)
                dispatch({ type: 'setOnlyAvailable', onlyAvailable: !state.onlyAvailable })
              }}
            >
              <span className="switch__track" aria-hidden="true">
                <span className="switch__thumb" />
              </span>
              <span className="switch__label">Only show available departures</span>
            </button>
          </div>

          {view.kind === 'api-unavailable' ? (
            <MessageBlock
              block={apiUnavailable}
              name="departures.apiUnavailable"
              fallbackTitle="Departures are unavailable"
            />
          ) : view.kind === 'no-results' ? (
            <MessageBlock block={noResults} name="departures.noResults" fallbackTitle="No departures available" />
          ) : view.kind === 'loading' ? (
            <p className="departures__loading" aria-busy="true">
              Loading dates and prices…
            </p>
          ) : (
            <div className="departures__table-wrap" aria-busy={view.stale}>
              <table className="departures-table" data-stale={view.stale || undefined}>
                <caption className="visually-hidden">
                  Departures of {tourName} by {activeOption.name.toLowerCase()}
                  {state.location
                    ? ` from ${points?.children.find((c) => c.value === state.location)?.label ?? state.location}`
                    : ''}
                </caption>
                <thead>
                  <tr>
                    <SortHeader column="date" label="Date" sort={state.sort} onSort={sortBy} />
                    <SortHeader column="secondary" label={view.secondaryLabel} sort={state.sort} onSort={sortBy} />
                    <SortHeader column="price" label="Price" sort={state.sort} onSort={sortBy} />
                    <th scope="col" className="departures-table__toggle-col">
                      <span className="visually-hidden">Details</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {view.rows.length === 0 ? (
                    <tr>
                      <td colSpan={4} className="departures-table__empty">
                        Every departure for this choice is sold out. Switch off ‘Only show available departures’ to see
                        them.
                      </td>
                    </tr>
                  ) : (
                    view.rows.map((departure) => (
                      <DepartureRow
                        key={departure.id}
                        departure={departure}
                        detailsId={`${baseId}-details-${departure.id}`}
                        expanded={state.expanded.includes(departure.id)}
                        details={details[departure.id]}
                        loading={loadingDetails.includes(departure.id)}
                        onToggle={toggleRow}
                        onBookNow={onBookNow}
                        soldOutAction={soldOutAction}
                      />
                    ))
                  )}
                </tbody>
              </table>
            </div>
          )}
        </div>
      )}
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </div>
  )

  function sortBy(column: SortColumn) {
    setUserActed(true)
    dispatch({ type: 'sortBy', column })
  }
}

function columnName(column: SortColumn, secondaryLabel: SecondaryLabel): string {
  return column === 'date' ? 'date' : column === 'price' ? 'price' : secondaryLabel.toLowerCase()
}

function SortHeader({
  column,
  label,
  sort,
  onSort,
}: {
  column: SortColumn
  label: string
  sort: SortState
  onSort: (column: SortColumn) => void
}) {
  const direction = ariaSortFor(sort, column)
  return (
    <th scope="col" aria-sort={direction} className="departures-table__sortable">
      <button type="button" className="departures-table__sort" data-column={column} onClick={() => onSort(column)}>
        {label}
        <span className="sort-icon" data-direction={direction ?? 'none'} aria-hidden="true" />
      </button>
    </th>
  )
}

function DepartureRow({
  departure,
  detailsId,
  expanded,
  details,
  loading,
  onToggle,
  onBookNow,
  soldOutAction,
}: {
  departure: Departure
  detailsId: string
  expanded: boolean
  details: DepartureDetails | undefined
  loading: boolean
  onToggle: (departure: Departure) => void
  onBookNow: ((departure: Departure) => void) | undefined
  soldOutAction: SoldOutAction | undefined
}) {
  const soldOut = isSoldOut(departure)
  const summary = departure.tourSummary
  // A tour that leaves from several points has rows alike in date, length and price: the point tells them apart
  // (unless it is already the row's secondary column, as a flight's airport is).
  const pickUp =
    departure.location && departure.location.name !== departure.secondaryInformation ? departure.location.name : null
  return (
    <Fragment>
      {/* The whole row opens on click (discovery §4); the button is its keyboard and screen-reader control. */}
      <tr
        className="departure-row"
        data-departure-id={departure.id}
        data-status={departure.status}
        data-expanded={expanded}
        onClick={() => onToggle(departure)}
      >
        <th scope="row" className="departure-row__date">
          <span className="departure-row__date-text">{departure.date}</span>
          <span className={`status-badge status-badge--${soldOut ? 'sold-out' : departure.status.toLowerCase()}`}>
            {departure.status}
          </span>
        </th>
        <td className="departure-row__secondary">
          {departure.secondaryInformation}
          {pickUp ? <span className="departure-row__point">from {pickUp}</span> : null}
        </td>
        <td className="departure-row__price">
          {summary.offerText ? <span className="departure-row__offer">{summary.offerText}</span> : null}
          <strong className="departure-row__from">{summary.fromPriceFormatted}</strong>
          {summary.hasWasFromPrice && summary.wasPriceFormatted ? (
            <s className="departure-row__was">
              <span className="visually-hidden">was </span>
              {summary.wasPriceFormatted}
            </s>
          ) : null}
        </td>
        <td className="departure-row__toggle">
          <button type="button" className="departure-row__button" aria-expanded={expanded} aria-controls={detailsId}>
            <span className="departure-row__button-text">Details</span>
            <span className="visually-hidden">
              {' '}
              for {departure.date}
              {pickUp ? ` from ${pickUp}` : ''}
            </span>
            <span className="departure-row__chevron" aria-hidden="true" />
          </button>
        </td>
      </tr>
      <tr id={detailsId} className="departure-details-row" hidden={!expanded}>
        <td colSpan={4}>
          {expanded ? (
            <DepartureDetailsPanel
              departure={departure}
              details={details}
              loading={loading}
              onBookNow={onBookNow ? () => onBookNow(departure) : undefined}
              soldOutAction={soldOutAction}
            />
          ) : null}
        </td>
      </tr>
    </Fragment>
  )
}

function MessageBlock({
  block,
  name,
  fallbackTitle,
}: {
  block: DeparturesMessageBlock
  name: string
  fallbackTitle: string
}) {
  return (
    <div className="departures__message" data-block={name}>
      <h3 className="departures__message-title">{block.title ?? fallbackTitle}</h3>
      {block.bodyHtml ? <div dangerouslySetInnerHTML={{ __html: block.bodyHtml }} /> : null}
    </div>
  )
}
