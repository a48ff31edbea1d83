import { FILTER_GROUPS, type FilterGroup } from '../../lib/constants'
import {
  FILTER_LABELS,
  expandSelection,
  isRangeGroup,
  type Filter,
  type FilterChild,
  type GroupSelection,
} from './search-contract'

/*
 * The facet engine: pure functions over an in-memory catalogue in which every tour carries, per filter group, the
 * indexes of the options it has (its continents, countries, departure points, departure months, travel types,
 * price band, duration band). A request filters with OR inside a group and AND across groups. Counts are
 * disjunctive and come out of one pass over the candidate tours: a tour that passes every group counts in every
 * group; a tour that fails exactly one group counts only in that group (it is what a click there would add); a
 * tour failing two or more groups counts nowhere.
 */

export const GROUP_COUNT = FILTER_GROUPS.length
export const groupIndex = (group: FilterGroup): number => FILTER_GROUPS.indexOf(group)

export interface FacetOption {
  value: string
  label: string
  from?: number
  to?: number
}

export interface FacetTour {
  /** opts[g]: option indexes of group g (FILTER_GROUPS order) this tour has. */
  readonly opts: readonly (readonly number[])[]
}

/** Per group: null when the request does not filter on it, else a 0/1 flag per option index. */
export type SelectionMasks = (Uint8Array | null)[]

export interface FacetRun {
  /** 1 for every tour in the base set that passes every group. */
  matched: Uint8Array
  total: number
  /** counts[g][o]: tours a click on option o of group g gives, other groups' selections applied. */
  counts: Int32Array[]
  /** present[g][o]: tours in the base set (no filter applied) that have option o. */
  present: Int32Array[]
}

/** Turns each group's selection (list or range) into a mask over that group's options. Unknown values match nothing. */
export function selectionMasks(
  options: readonly (readonly FacetOption[])[],
  selections: Readonly<Record<FilterGroup, GroupSelection>>,
): SelectionMasks {
  return FILTER_GROUPS.map((group, g) => {
    const groupOptions = options[g] ?? []
    const selection = selections[group]
    const isEmptyList = Array.isArray(selection) && selection.length === 0
    const isOpenRange = !Array.isArray(selection) && selection.From == null && selection.To == null
    if (isEmptyList || isOpenRange) return null
    const values = expandSelection(
      group,
      selection,
      groupOptions.map((option) => option.value),
    )
    const mask = new Uint8Array(groupOptions.length)
    const wanted = new Set(values)
    groupOptions.forEach((option, o) => {
      if (wanted.has(option.value)) mask[o] = 1
    })
    return mask
  })
}

/**
 * The tours' option indexes in flat typed arrays, one pair per group (compressed rows): tour i has
 * values[g][offsets[g][i] .. offsets[g][i + 1]). Built once per catalogue; the per-request pass reads only these.
 */
export interface FacetIndex {
  size: number
  offsets: Int32Array[]
  values: Int32Array[]
}

export function buildFacetIndex(tours: readonly FacetTour[]): FacetIndex {
  const offsets: Int32Array[] = []
  const values: Int32Array[] = []
  for (let g = 0; g < GROUP_COUNT; g++) {
    const groupOffsets = new Int32Array(tours.length + 1)
    let total = 0
    tours.forEach((tour, i) => {
      groupOffsets[i] = total
      total += tour.opts[g]?.length ?? 0
    })
    groupOffsets[tours.length] = total
    const groupValues = new Int32Array(total)
    tours.forEach((tour, i) => groupValues.set(tour.opts[g] ?? [], groupOffsets[i]!))
    offsets.push(groupOffsets)
    values.push(groupValues)
  }
  return { size: tours.length, offsets, values }
}

/** present[g][o] over a base set (no filter applied): what runFacets would report, on its own. */
export function presentCounts(
  index: FacetIndex,
  inBase: Uint8Array | null,
  optionCounts: readonly number[],
): Int32Array[] {
  const present = optionCounts.map((n) => new Int32Array(n))
  // The base set's tours listed once, so each group's pass reads only them (a text match is often a small part).
  const members = memberList(inBase, index.size)
  const count = members === null ? index.size : members.length
  for (let g = 0; g < GROUP_COUNT; g++) {
    const groupOffsets = index.offsets[g]!
    const groupValues = index.values[g]!
    const groupPresent = present[g]!
    for (let n = 0; n < count; n++) {
      const i = members === null ? n : members[n]!
      for (let k = groupOffsets[i]!, end = groupOffsets[i + 1]!; k < end; k++) groupPresent[groupValues[k]!]!++
    }
  }
  return present
}

/** The indexes i with inBase[i] = 1, ascending (null: every tour). */
function memberList(inBase: Uint8Array | null, size: number): Int32Array | null {
  if (inBase === null) return null
  let count = 0
  for (let i = 0; i < size; i++) count += inBase[i]!
  const members = new Int32Array(count)
  let n = 0
  for (let i = 0; i < size; i++) if (inBase[i] === 1) members[n++] = i
  return members
}

/**
 * One pass over the tours (those with inBase[i] = 1, or all when inBase is null). `knownPresent`, when the caller
 * already has the base set's presentCounts (they depend on the base only), saves counting them again.
 */
export function runFacets(
  index: FacetIndex,
  inBase: Uint8Array | null,
  masks: SelectionMasks,
  optionCounts: readonly number[],
  knownPresent: Int32Array[] | null = null,
): FacetRun {
  const size = index.size
  if (masks.every((mask) => mask === null)) {
    // Nothing selected: every base tour matches and a click's count is simply how many base tours have the option.
    const present = knownPresent ?? presentCounts(index, inBase, optionCounts)
    const matched = inBase ? inBase.slice() : new Uint8Array(size).fill(1)
    let total = 0
    for (let i = 0; i < size; i++) total += matched[i]!
    return { matched, total, counts: present, present }
  }
  const matched = new Uint8Array(size)
  const counts = optionCounts.map((n) => new Int32Array(n))
  const countPresent = knownPresent === null
  const present = knownPresent ?? optionCounts.map((n) => new Int32Array(n))
  // With the present counts known, only the groups with a selection need looking at, and a tour that fails two of
  // them counts nowhere: stop at the second failure.
  const selected: number[] = []
  for (let g = 0; g < GROUP_COUNT; g++) if (masks[g]) selected.push(g)
  let total = 0
  for (let i = 0; i < size; i++) {
    if (inBase !== null && inBase[i] !== 1) continue
    let fails = 0
    let failed = -1
    if (!countPresent) {
      for (let s = 0; s < selected.length && fails < 2; s++) {
        const g = selected[s]!
        if (!hasSelectedOption(index, g, i, masks[g]!)) {
          fails++
          failed = g
        }
      }
    } else {
      for (let g = 0; g < GROUP_COUNT; g++) {
        countOptions(index, g, i, present[g]!)
        const mask = masks[g]
        if (mask && !hasSelectedOption(index, g, i, mask)) {
          fails++
          failed = g
        }
      }
    }
    if (fails === 0) {
      matched[i] = 1
      total++
      for (let g = 0; g < GROUP_COUNT; g++) countOptions(index, g, i, counts[g]!)
    } else if (fails === 1) {
      countOptions(index, failed, i, counts[failed]!)
    }
  }
  return { matched, total, counts, present }
}

/** Whether tour i has at least one of group g's options that the mask selects. */
function hasSelectedOption(index: FacetIndex, g: number, i: number, mask: Uint8Array): boolean {
  const groupValues = index.values[g]!
  for (let k = index.offsets[g]![i]!, end = index.offsets[g]![i + 1]!; k < end; k++) {
    if (mask[groupValues[k]!] === 1) return true
  }
  return false
}

/** Adds tour i's options of group g to that group's counts. */
function countOptions(index: FacetIndex, g: number, i: number, groupCounts: Int32Array): void {
  const groupValues = index.values[g]!
  for (let k = index.offsets[g]![i]!, end = index.offsets[g]![i + 1]!; k < end; k++) groupCounts[groupValues[k]!]!++
}

/**
 * The answer's filters, every group in FILTER_GROUPS order. A list group (and Dates) shows the options that occur
 * in the base set plus any selected one; price and duration bands always show all bands so a range reads
 * continuously. A group is visible when one of its options would give results or is selected.
 */
export function buildFilters(
  options: readonly (readonly FacetOption[])[],
  run: Pick<FacetRun, 'counts' | 'present'>,
  masks: SelectionMasks,
): Filter[] {
  return FILTER_GROUPS.map((group, g) => {
    const mask = masks[g] ?? null
    const alwaysAll = group === 'Prices' || group === 'Durations'
    const groupOptions = options[g] ?? []
    const groupCounts = run.counts[g]
    const groupPresent = run.present[g]
    // A plain loop and one object literal per shape (same keys in the same order as ever, so the same JSON): every
    // fresh answer builds a hundred or so of these.
    const children: FilterChild[] = []
    let visible = false
    for (let o = 0; o < groupOptions.length; o++) {
      const option = groupOptions[o]!
      const selected = mask !== null && mask[o] === 1
      const count = groupCounts?.[o] ?? 0
      if (!alwaysAll && !selected && (groupPresent?.[o] ?? 0) === 0) continue
      if (count > 0 || selected) visible = true
      const { label, value, from, to } = option
      children.push(
        from === undefined
          ? to === undefined
            ? { label, value, count, selected }
            : { label, value, to, count, selected }
          : to === undefined
            ? { label, value, from, count, selected }
            : { label, value, from, to, count, selected },
      )
    }
    return {
      type: isRangeGroup(group) ? ('Range' as const) : ('List' as const),
      label: FILTER_LABELS[group],
      visible,
      value: group,
      children,
    }
  })
}

/** The tours of a sorted order that matched, from `from`, at most `take`; also how many matched in all. */
export function pageOfOrder(order: Int32Array, matched: Uint8Array, from: number, take: number): number[] {
  const page: number[] = []
  let seen = 0
  for (let k = 0; k < order.length && page.length < take; k++) {
    const i = order[k]!
    if (matched[i] !== 1) continue
    if (seen >= from) page.push(i)
    seen++
  }
  return page
}

/**
 * Matched tours by score (highest first), ties in the given order (e.g. recommended). Scores are small whole
 * numbers, so this buckets in one pass over the order instead of sorting every hit.
 */
export function pageByScore(
  order: Int32Array,
  matched: Uint8Array,
  scores: ArrayLike<number>,
  from: number,
  take: number,
): number[] {
  const buckets = new Map<number, number[]>()
  for (let k = 0; k < order.length; k++) {
    const i = order[k]!
    if (matched[i] !== 1) continue
    const score = scores[i]!
    const bucket = buckets.get(score)
    if (bucket) bucket.push(i)
    else buckets.set(score, [i])
  }
  const ranked: number[] = []
  for (const score of [...buckets.keys()].sort((a, b) => b - a)) {
    for (const i of buckets.get(score)!) {
      ranked.push(i)
      if (ranked.length >= from + take) return ranked.slice(from)
    }
  }
  return ranked.slice(from)
}
