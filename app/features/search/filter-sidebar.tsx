import { useEffect, useId, useRef, useState } from 'react'
import { Disclosure } from '../../components/ui/disclosure'
import type { FilterGroup } from '../../lib/constants'
import { isInRange, isRangeFilterGroup, isRangeOptionDisabled, type FilterSelections } from './listing-state'
import type { Filter } from './search-contract'

/**
 * The filter sidebar (discovery §2.1): an accordion with one item per visible filter group; the first opens by itself
 * (as does any group with a selection, so a restored state is visible). Each option is a labelled checkbox with
 * its count. Range groups (Dates, Prices, Durations) select everything between two ends and disable the options
 * inside the range. At 760 px and below the whole panel folds behind a 'Filters' button.
 *
 * Rendering cost: the options of a closed group are rendered when it is first opened, like the mobile menu's links
 * (site-nav.tsx). A closed group's panel is `hidden`, so neither a visitor nor a screen reader meets its options
 * until it opens, and opening it needs the script anyway (the checkboxes act through it); the options are checkboxes,
 * not links, so a crawler loses nothing either. The group's button, its '(selected)' summary, the chips and every
 * option of an open group (the first, and any with a selection) are in the server's HTML as before. On /tours the
 * closed groups' options were 873 of the page's 1,898 elements and 34 kB of its HTML (bench/README.md "Fresh renders").
 */
export function FilterSidebar({
  filters,
  selections,
  onToggle,
  onClear,
}: {
  filters: readonly Filter[]
  selections: FilterSelections
  onToggle: (group: FilterGroup, value: string, options: string[]) => void
  onClear: (group?: FilterGroup) => void
}) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const visible = filters.filter((filter) => filter.visible && filter.children.length > 0)
  const selectedCount = visible.reduce((sum, filter) => sum + (selections[filter.value]?.length ? 1 : 0), 0)
  if (!visible.length) return null
  return (
    <aside className="filters" aria-labelledby={`${panelId}h`}>
      <button
        type="button"
        className="button button--secondary filters__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        Filters
        {selectedCount ? <span className="filters__badge">({selectedCount} applied)</span> : null}
      </button>
      <div id={panelId} className="filters__panel" data-open={open}>
        <div className="filters__header">
          <h2 id={`${panelId}h`} className="filters__title">
            Filter results
          </h2>
          {selectedCount ? (
            <button type="button" className="link-button" onClick={() => onClear()}>
              Clear all filters
            </button>
          ) : null}
        </div>
        {visible.map((filter, index) => (
          <FilterGroupItem
            key={filter.value}
            filter={filter}
            selected={selections[filter.value] ?? []}
            defaultOpen={index === 0 || Boolean(selections[filter.value]?.length)}
            onToggle={onToggle}
            onClear={onClear}
          />
        ))}
      </div>
    </aside>
  )
}

function FilterGroupItem({
  filter,
  selected,
  defaultOpen,
  onToggle,
  onClear,
}: {
  filter: Filter
  selected: string[]
  defaultOpen: boolean
  onToggle: (group: FilterGroup, value: string, options: string[]) => void
  onClear: (group?: FilterGroup) => void
}) {
  // A selection made elsewhere (the Find my holiday modal on this same listing, a chip, back) opens the group so
  // it shows what is on (issue 13, defect 7); the visitor may still close it.
  const [open, setOpen] = useState(defaultOpen)
  // Once rendered the options stay (closing only hides them), so a checkbox keeps its element and focus.
  const [rendered, setRendered] = useState(defaultOpen)
  if (open && !rendered) setRendered(true)
  const selectedKey = selected.join(',')
  const previousKey = useRef(selectedKey)
  useEffect(() => {
    if (selectedKey === previousKey.current) return
    previousKey.current = selectedKey
    if (selectedKey) setOpen(true)
  }, [selectedKey])
  return (
    <Disclosure
      className="filters__group"
      headingLevel={3}
      open={open}
      onOpenChange={setOpen}
      summary={
        <>
          {filter.label}
          {selected.length ? <span className="visually-hidden"> (selected)</span> : null}
        </>
      }
    >
      {rendered ? <FilterOptions filter={filter} selected={selected} onToggle={onToggle} onClear={onClear} /> : null}
    </Disclosure>
  )
}

function FilterOptions({
  filter,
  selected,
  onToggle,
  onClear,
}: {
  filter: Filter
  selected: string[]
  onToggle: (group: FilterGroup, value: string, options: string[]) => void
  onClear: (group?: FilterGroup) => void
}) {
  const range = isRangeFilterGroup(filter.value)
  const options = filter.children.map((child) => child.value)
  return (
    <fieldset className="filters__fieldset">
      <legend className="visually-hidden">{filter.label}</legend>
      {range ? <p className="filters__hint">Choose the first and last to select a range.</p> : null}
      <ul className="filters__options" role="list">
        {filter.children.map((child) => {
          const checked = range ? isInRange(child.value, selected) : selected.includes(child.value)
          const disabled = range && isRangeOptionDisabled(child.value, selected)
          return (
            <li key={child.value}>
              <label className="filters__option" data-disabled={disabled || undefined}>
                <input
                  type="checkbox"
                  name={filter.value}
                  value={child.value}
                  checked={checked}
                  disabled={disabled}
                  onChange={() => onToggle(filter.value, child.value, options)}
                />
                <span className="filters__label">{child.label}</span>
                <span className="filters__count">
                  <span className="visually-hidden">, </span>
                  {/* One text node: '({count})' would be three, with `<!-- -->` markers between them in the HTML. */}
                  {`(${child.count})`}
                </span>
              </label>
            </li>
          )
        })}
      </ul>
      {selected.length ? (
        <button type="button" className="link-button filters__clear" onClick={() => onClear(filter.value)}>
          Clear<span className="visually-hidden"> {filter.label}</span>
        </button>
      ) : null}
    </fieldset>
  )
}
