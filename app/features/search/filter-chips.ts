import { FILTER_GROUPS, type FilterGroup } from '../../lib/constants'
import { isRangeFilterGroup, type FilterSelections } from './listing-state'
import type { Filter } from './search-contract'

/** One active filter as a removable chip above the results (issue 13, defect 7). */
export interface FilterChip {
  group: FilterGroup
  /** The option value; for a range group its ends joined with '..'. */
  value: string
  /** What the visitor reads: the option's label ('Italy'), or a range's ends ('May 2027 – Aug 2027'). */
  label: string
  /** A range group's chip removes the whole range. */
  range: boolean
}

/**
 * The chips for the selections, in the sidebar's group order: one per value of a list group, one per range group.
 * Labels come from the answer's filter options; a value the answer does not list shows as itself.
 */
export function filterChips(selections: FilterSelections, filters: readonly Filter[]): FilterChip[] {
  const chips: FilterChip[] = []
  for (const group of FILTER_GROUPS) {
    const values = selections[group] ?? []
    if (!values.length) continue
    const options = filters.find((filter) => filter.value === group)?.children ?? []
    const labelOf = (value: string) => options.find((option) => option.value === value)?.label ?? value
    if (isRangeFilterGroup(group)) {
      const ends = [...new Set(values)]
      chips.push({ group, value: ends.join('..'), label: ends.map(labelOf).join(' – '), range: true })
    } else {
      for (const value of values) chips.push({ group, value, label: labelOf(value), range: false })
    }
  }
  return chips
}
