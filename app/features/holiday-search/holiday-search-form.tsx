// Long file (over 400 lines): the 'Find my holiday' form's four dropdowns share one open/close and focus model (discovery §2.4); its pure rules are already apart.
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { useNavigate } from 'react-router'
import type { ApiClient } from '../../lib/api-client'
import { SEARCH_DEBOUNCE_MS } from '../../lib/constants'
import type { SuggestCategory, SuggestResponse } from '../search/index.contract'
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
  SITE_SEARCH_PATH,
  SUGGEST_PATH,
  suggestParams,
  toggleHow,
  typeWhere,
  WHERE_MAX_LENGTH,
  type Dropdown,
  type HolidaySearch,
} from './holiday-search-state'

let client: Promise<ApiClient> | undefined
// Loaded on first use, like the search client (see search-client.tsx; the API client itself no longer brings Zod).
function suggestClient(): Promise<ApiClient> {
  client ??= import('../../lib/api-client').then(({ createApiClient, readPageCsrfToken }) =>
    createApiClient({ getCsrfToken: readPageCsrfToken }),
  )
  return client
}

/**
 * 'Find my holiday' (discovery §2.4): where (free text, sanitised, with suggestions from 3 characters as an ARIA
 * combobox), when (a month-and-year picker opening on the earliest year, months without tours disabled), how (a
 * checklist of travel styles) and departure point (optional). One dropdown at most is open; a click elsewhere or
 * Escape closes it. The options come from the Suggest call, fetched when the visitor first reaches the form and
 * again as choices narrow each other. Submitting lands on the listing with the choices as its filters.
 */
export function HolidaySearchForm({ title, onSubmitted }: { title?: ReactNode; onSubmitted?: () => void }) {
  const navigate = useNavigate()
  const id = useId()
  const [state, setState] = useState<HolidaySearch>(EMPTY_SEARCH)
  const [open, setOpen] = useState<Dropdown | null>(null)
  const [engaged, setEngaged] = useState(false)
  const [options, setOptions] = useState<SuggestResponse | null>(null)
  const [categories, setCategories] = useState<SuggestCategory[]>([])
  const [active, setActive] = useState(-1)
  const [year, setYear] = useState<number | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const whereRef = useRef<HTMLInputElement>(null)
  const toggles = useRef<Partial<Record<Dropdown, HTMLButtonElement | null>>>({})

  // Suggest: once engaged, whenever a choice that narrows the others changes, 500 ms after the last change
  // (discovery §9; issue 13, defect 5: a call per keystroke). A change cancels the call still in flight.
  const params = suggestParams(state)
  const paramsKey = JSON.stringify(params)
  const [askedKey, setAskedKey] = useState(paramsKey)
  useEffect(() => {
    if (paramsKey === askedKey) return
    void client?.then((api) => api.cancel(`suggest${id}`))
    const timer = setTimeout(() => setAskedKey(paramsKey), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [paramsKey, askedKey, id])
  useEffect(() => {
    if (!engaged) return
    let current = true
    suggestClient()
      .then((api) =>
        api.get<SuggestResponse>(SUGGEST_PATH, JSON.parse(askedKey) as Record<string, string>, {
          requestId: `suggest${id}`,
        }),
      )
      .then(
        (answer) => {
          if (!current) return
          setOptions(answer)
          setCategories(answer.categories)
          setActive(-1)
        },
        () => undefined,
      )
    return () => {
      current = false
    }
  }, [engaged, askedKey, id])

  const suggesting = shouldSuggest(state.where)
  const flat = useMemo(() => (suggesting ? flattenSuggestions(categories) : []), [suggesting, categories])
  const listOpen = open === 'where' && flat.length > 0

  // A click outside the form closes whatever is open.
  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!formRef.current?.contains(event.target as Node)) setOpen(null)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  const dates = options?.dates.children ?? []
  const years = pickerYears(dates)
  const shownYear = year ?? initialPickerYear(dates, state.when, new Date().getFullYear())

  const toggle = (dropdown: Dropdown) => {
    setOpen(open === dropdown ? null : dropdown)
    if (dropdown === 'when' && open !== 'when') setYear(initialPickerYear(dates, state.when, new Date().getFullYear()))
  }

  // Escape closes the open dropdown only (not a surrounding dialog) and hands focus back to what opened it.
  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.preventDefault()
      event.stopPropagation()
      setOpen(null)
      if (open === 'where') whereRef.current?.focus()
      else toggles.current[open]?.focus()
    }
    document.addEventListener('keydown', onKeyDown, true)
    return () => document.removeEventListener('keydown', onKeyDown, true)
  }, [open])

  const onWhereKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (
      event.key === 'ArrowDown' ||
      event.key === 'ArrowUp' ||
      ((event.key === 'Home' || event.key === 'End') && listOpen)
    ) {
      if (!flat.length) return
      event.preventDefault()
      setOpen('where')
      setActive(moveActive(listOpen ? active : -1, flat.length, event.key))
    } else if (event.key === 'Enter' && listOpen && active >= 0) {
      event.preventDefault()
      choose(active)
    } else if (event.key === 'Tab') {
      setOpen(null)
    }
  }

  const choose = (index: number) => {
    const option = flat[index]
    if (!option) return
    setState((current) => chooseSuggestion(current, option.item))
    setOpen(null)
    setActive(-1)
    whereRef.current?.focus()
  }

  const typesOptions = options?.types.children ?? []
  const departures = options?.departures.children ?? []
  const whenLabel = state.when ? (dates.find((option) => option.value === state.when)?.label ?? state.when) : 'Any time'
  const departureLabel = state.departure
    ? (departures.find((option) => option.value === state.departure)?.label ?? state.departure)
    : 'Any departure point'
  const activeId = listOpen && active >= 0 ? `${id}o${active}` : undefined

  return (
    <form
      ref={formRef}
      className="holiday-search"
      role="search"
      aria-label="Find my holiday"
      action={SITE_SEARCH_PATH}
      method="get"
      onFocus={() => setEngaged(true)}
      onPointerEnter={() => setEngaged(true)}
      onSubmit={(event) => {
        event.preventDefault()
        setOpen(null)
        navigate(landingUrl(state))
        onSubmitted?.()
      }}
    >
      {title}
      <div className="holiday-search__fields">
        <div className="hs-field hs-field--where">
          <label className="hs-field__label" htmlFor={`${id}w`}>
            Where
          </label>
          <input
            ref={whereRef}
            id={`${id}w`}
            className="hs-field__input"
            type="text"
            name="SearchTerm"
            placeholder="Destination, country or tour"
            autoComplete="off"
            maxLength={WHERE_MAX_LENGTH}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={listOpen}
            aria-controls={`${id}l`}
            aria-activedescendant={activeId}
            value={state.where}
            onChange={(event) => {
              setState((current) => typeWhere(current, event.target.value))
              setOpen('where')
              setActive(-1)
            }}
            onKeyDown={onWhereKeyDown}
          />
          <div
            id={`${id}l`}
            role="listbox"
            aria-label="Suggestions"
            className="hs-panel hs-suggestions"
            hidden={!listOpen}
          >
            {listOpen
              ? categories.map((category) => (
                  <div
                    key={category.type}
                    role="group"
                    aria-labelledby={`${id}g${category.type}`}
                    className="hs-suggestions__group"
                  >
                    <div id={`${id}g${category.type}`} className="hs-suggestions__title">
                      {category.title}
                    </div>
                    {flat
                      .filter((option) => option.category === category)
                      .map((option) => (
                        <div
                          key={`${option.item.type}${option.item.value}`}
                          id={`${id}o${option.index}`}
                          role="option"
                          aria-selected={option.index === active}
                          className="hs-suggestions__option"
                          onPointerDown={(event) => event.preventDefault()}
                          onClick={() => choose(option.index)}
                        >
                          {option.item.name}
                        </div>
                      ))}
                  </div>
                ))
              : null}
          </div>
        </div>

        <Field label="When" id={`${id}d`}>
          <button
            ref={(node) => {
              toggles.current.when = node
            }}
            id={`${id}db`}
            type="button"
            className="hs-field__toggle"
            aria-expanded={open === 'when'}
            aria-controls={`${id}dp`}
            aria-labelledby={`${id}d ${id}db`}
            onClick={() => toggle('when')}
          >
            <span className="hs-field__value">{whenLabel}</span>
          </button>
          <input type="hidden" name="Dates" value={state.when} disabled={!state.when} />
          <div id={`${id}dp`} className="hs-panel hs-picker" hidden={open !== 'when'}>
            {!options ? (
              <p className="hs-panel__note">Loading dates…</p>
            ) : !years.length ? (
              <p className="hs-panel__note">No departure dates match your choices.</p>
            ) : (
              <>
                <div className="hs-picker__nav">
                  <button
                    type="button"
                    className="hs-picker__step"
                    aria-label="Previous year"
                    disabled={shownYear <= years[0]!}
                    onClick={() => setYear(shownYear - 1)}
                  >
                    <span aria-hidden="true">‹</span>
                  </button>
                  <p className="hs-picker__year" id={`${id}y`} aria-live="polite">
                    {shownYear}
                  </p>
                  <button
                    type="button"
                    className="hs-picker__step"
                    aria-label="Next year"
                    disabled={shownYear >= years[years.length - 1]!}
                    onClick={() => setYear(shownYear + 1)}
                  >
                    <span aria-hidden="true">›</span>
                  </button>
                </div>
                <ul className="hs-picker__months" role="list" aria-labelledby={`${id}y`}>
                  {monthGrid(dates, shownYear).map((cell) => (
                    <li key={cell.value}>
                      <button
                        type="button"
                        className="hs-picker__month"
                        aria-label={cell.label}
                        aria-pressed={state.when === cell.value}
                        disabled={!cell.available}
                        onClick={() => {
                          setState((current) => ({ ...current, when: cell.value }))
                          setOpen(null)
                          toggles.current.when?.focus()
                        }}
                      >
                        {cell.short}
                      </button>
                    </li>
                  ))}
                </ul>
                {state.when ? (
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => setState((current) => ({ ...current, when: '' }))}
                  >
                    Any time
                  </button>
                ) : null}
              </>
            )}
          </div>
        </Field>

        <Field label="How" id={`${id}h`}>
          <button
            ref={(node) => {
              toggles.current.how = node
            }}
            id={`${id}hb`}
            type="button"
            className="hs-field__toggle"
            aria-expanded={open === 'how'}
            aria-controls={`${id}hp`}
            aria-labelledby={`${id}h ${id}hb`}
            onClick={() => toggle('how')}
          >
            <span className="hs-field__value">{howSummary(state.how, typesOptions)}</span>
          </button>
          <fieldset id={`${id}hp`} className="hs-panel hs-checklist" hidden={open !== 'how'}>
            <legend className="visually-hidden">Travel styles</legend>
            {!options ? <p className="hs-panel__note">Loading travel styles…</p> : null}
            {withChosen(typesOptions, state.how).map((option) => (
              <label key={option.value} className="hs-checklist__option">
                <input
                  type="checkbox"
                  name="Types"
                  value={option.value}
                  checked={state.how.includes(option.value)}
                  onChange={() => setState((current) => toggleHow(current, option.value))}
                />
                <span>{option.label}</span>
              </label>
            ))}
          </fieldset>
        </Field>

        <Field label="Departing from" id={`${id}a`} optional>
          <button
            ref={(node) => {
              toggles.current.departure = node
            }}
            id={`${id}ab`}
            type="button"
            className="hs-field__toggle"
            aria-expanded={open === 'departure'}
            aria-controls={`${id}ap`}
            aria-labelledby={`${id}a ${id}ab`}
            onClick={() => toggle('departure')}
          >
            <span className="hs-field__value">{departureLabel}</span>
          </button>
          <fieldset id={`${id}ap`} className="hs-panel hs-checklist" hidden={open !== 'departure'}>
            <legend className="visually-hidden">Departure point</legend>
            {!options ? <p className="hs-panel__note">Loading departure points…</p> : null}
            {[
              { value: '', label: 'Any departure point' },
              ...withChosen(departures, state.departure ? [state.departure] : []),
            ].map((option) => (
              <label key={option.value || 'any'} className="hs-checklist__option">
                <input
                  type="radio"
                  name="Departs"
                  value={option.value}
                  checked={state.departure === option.value}
                  onChange={() => {
                    setState((current) => ({ ...current, departure: option.value }))
                    setOpen(null)
                    toggles.current.departure?.focus()
                  }}
                />
                <span>{option.label}</span>
              </label>
            ))}
          </fieldset>
        </Field>

        <button type="submit" className="button button--accent holiday-search__submit">
          Find my holiday
        </button>
      </div>
    </form>
  )
}

function Field({
  label,
  id,
  optional,
  children,
}: {
  label: string
  id: string
  optional?: boolean
  children: ReactNode
}) {
  return (
    <div className="hs-field">
      <span className="hs-field__label" id={id}>
        {label}
        {optional ? <span className="hs-field__optional"> (optional)</span> : null}
      </span>
      {children}
    </div>
  )
}

/** The options, plus any chosen value the latest answer no longer lists (so a choice never silently vanishes). */
function withChosen(options: ReadonlyArray<{ value: string; label: string }>, chosen: readonly string[]) {
  const missing = chosen.filter((value) => !options.some((option) => option.value === value))
  return [...options, ...missing.map((value) => ({ value, label: value }))]
}
