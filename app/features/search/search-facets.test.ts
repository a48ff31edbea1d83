import { describe, expect, it } from 'vitest'
import { FILTER_GROUPS, type FilterGroup } from '../../lib/constants'
import type { GroupSelection } from './search-contract'
import {
  buildFacetIndex,
  buildFilters,
  groupIndex,
  pageByScore,
  pageOfOrder,
  presentCounts,
  runFacets,
  selectionMasks,
  type FacetOption,
} from './search-facets'

/*
 * A tiny catalogue: 6 tours, three groups in use (Continents, Types, Prices). Every expectation below is also
 * checked against brute force: a count must equal the total of the request with that option clicked.
 */
const options: FacetOption[][] = FILTER_GROUPS.map(() => [])
options[groupIndex('Continents')] = [
  { value: 'europe', label: 'Europe' },
  { value: 'asia', label: 'Asia' },
]
options[groupIndex('Types')] = [
  { value: 'walking', label: 'Walking' },
  { value: 'rail', label: 'Rail' },
]
options[groupIndex('Prices')] = [
  { value: '0-499', label: 'Under £500', from: 0, to: 499 },
  { value: '500-999', label: '£500 – £999', from: 500, to: 999 },
  { value: '5000-', label: '£5,000+', from: 5000 },
]
options[groupIndex('Dates')] = [
  { value: '2027-01', label: 'Jan 2027' },
  { value: '2027-02', label: 'Feb 2027' },
  { value: '2027-03', label: 'Mar 2027' },
]

function tour(continents: number[], types: number[], price: number, months: number[]) {
  const opts: number[][] = FILTER_GROUPS.map(() => [])
  opts[groupIndex('Continents')] = continents
  opts[groupIndex('Types')] = types
  opts[groupIndex('Prices')] = [price]
  opts[groupIndex('Dates')] = months
  return { opts }
}
const tours = buildFacetIndex([
  tour([0], [0], 0, [0]),
  tour([0], [1], 1, [1]),
  tour([0, 1], [0, 1], 1, [0, 2]),
  tour([1], [1], 2, [2]),
  tour([1], [0], 0, [1]),
  tour([0], [], 2, [0, 1, 2]),
])
const counts = options.map((list) => list.length)
const none = (): Record<FilterGroup, GroupSelection> =>
  Object.fromEntries(FILTER_GROUPS.map((g) => [g, []])) as unknown as Record<FilterGroup, GroupSelection>

function totalFor(selection: Record<FilterGroup, GroupSelection>, base: Uint8Array | null = null): number {
  return runFacets(tours, base, selectionMasks(options, selection), counts).total
}

describe('runFacets', () => {
  it('ORs inside a group and ANDs across groups', () => {
    expect(totalFor(none())).toBe(6)
    expect(totalFor({ ...none(), Continents: ['europe'] })).toBe(4)
    expect(totalFor({ ...none(), Continents: ['europe', 'asia'] })).toBe(6)
    expect(totalFor({ ...none(), Continents: ['asia'], Types: ['rail'] })).toBe(2)
    expect(totalFor({ ...none(), Continents: ['atlantis'] })).toBe(0)
  })

  it('applies a range by expanding it to the options between its ends', () => {
    expect(totalFor({ ...none(), Dates: { From: '2027-02', To: '2027-03' } })).toBe(
      totalFor({ ...none(), Dates: ['2027-02', '2027-03'] }),
    )
    expect(totalFor({ ...none(), Prices: { From: 500 } })).toBe(4)
  })

  it('counts disjunctively: each count is the total a click on that option gives', () => {
    const selections: Record<FilterGroup, GroupSelection>[] = [
      none(),
      { ...none(), Continents: ['asia'] },
      { ...none(), Continents: ['europe'], Types: ['walking'] },
      { ...none(), Types: ['rail'], Prices: ['500-999', '5000-'], Dates: { From: '2027-03' } },
    ]
    for (const selection of selections) {
      const masks = selectionMasks(options, selection)
      const run = runFacets(tours, null, masks, counts)
      FILTER_GROUPS.forEach((group, g) => {
        options[g]!.forEach((option, o) => {
          // The group's own selection is replaced by this option alone: for a group with nothing selected yet,
          // exactly what a click gives.
          const clicked = { ...selection, [group]: [option.value] }
          expect(run.counts[g]![o], `${group}=${option.value}`).toBe(totalFor(clicked))
        })
      })
    }
  })

  it("gives the same answer with the base set's present counts passed in", () => {
    const base = Uint8Array.from([1, 0, 1, 1, 0, 1])
    const masks = selectionMasks(options, { ...none(), Types: ['rail'] })
    const fresh = runFacets(tours, base, masks, counts)
    const reused = runFacets(tours, base, masks, counts, presentCounts(tours, base, counts))
    expect(reused).toEqual(fresh)
  })

  it('agrees with brute force on random catalogues, base sets and selections, with and without present counts', () => {
    let seed = 11
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648
    const pick = (n: number, max: number) => [
      ...new Set(Array.from({ length: Math.floor(next() * max) }, () => Math.floor(next() * n))),
    ]
    const sizes = [3, 5, 4, 6, 4, 3, 2]
    for (let run = 0; run < 200; run++) {
      const many = buildFacetIndex(Array.from({ length: 40 }, () => ({ opts: sizes.map((n) => pick(n, 3)) })))
      const base = next() < 0.3 ? null : Uint8Array.from({ length: 40 }, () => (next() < 0.6 ? 1 : 0))
      const masks = sizes.map((n) =>
        next() < 0.5 ? null : Uint8Array.from({ length: n }, () => (next() < 0.4 ? 1 : 0)),
      )
      const has = (i: number, g: number, o: number) => {
        for (let k = many.offsets[g]![i]!; k < many.offsets[g]![i + 1]!; k++) if (many.values[g]![k] === o) return true
        return false
      }
      const passes = (i: number, g: number) => {
        const mask = masks[g]
        if (!mask) return true
        for (let o = 0; o < mask.length; o++) if (mask[o] === 1 && has(i, g, o)) return true
        return false
      }
      const inBase = (i: number) => base === null || base[i] === 1
      const expected = sizes.map((n, g) =>
        Array.from({ length: n }, (_, o) => {
          let count = 0
          for (let i = 0; i < 40; i++) {
            if (!inBase(i) || !has(i, g, o)) continue
            if (sizes.every((_, h) => h === g || passes(i, h))) count++
          }
          return count
        }),
      )
      let expectedTotal = 0
      for (let i = 0; i < 40; i++) if (inBase(i) && sizes.every((_, g) => passes(i, g))) expectedTotal++
      for (const known of [null, presentCounts(many, base, sizes)]) {
        const result = runFacets(many, base, masks, sizes, known)
        expect(result.total).toBe(expectedTotal)
        expect(result.counts.map((c) => Array.from(c))).toEqual(expected)
        expect(result.present).toEqual(presentCounts(many, base, sizes))
      }
    }
  })

  it('restricts everything to the base set', () => {
    const base = Uint8Array.from([1, 1, 1, 0, 0, 0])
    const run = runFacets(tours, base, selectionMasks(options, none()), counts)
    expect(run.total).toBe(3)
    expect(Array.from(run.counts[groupIndex('Continents')]!)).toEqual([3, 1])
    expect(Array.from(run.present[groupIndex('Continents')]!)).toEqual([3, 1])
  })
})

describe('buildFilters', () => {
  it('lists every group with type, label, visibility and children', () => {
    const selection = { ...none(), Continents: ['asia'] }
    const masks = selectionMasks(options, selection)
    const run = runFacets(tours, Uint8Array.from([1, 1, 1, 1, 0, 0]), masks, counts)
    const filters = buildFilters(options, run, masks)
    expect(filters.map((f) => f.value)).toEqual([...FILTER_GROUPS])
    const continents = filters.find((f) => f.value === 'Continents')!
    expect(continents).toMatchObject({ type: 'List', label: 'Destination', visible: true })
    expect(continents.children).toEqual([
      { label: 'Europe', value: 'europe', count: 3, selected: false },
      { label: 'Asia', value: 'asia', count: 2, selected: true },
    ])
    const prices = filters.find((f) => f.value === 'Prices')!
    expect(prices.type).toBe('Range')
    expect(prices.children.map((c) => [c.value, c.from, c.to])).toEqual([
      ['0-499', 0, 499],
      ['500-999', 500, 999],
      ['5000-', 5000, undefined],
    ])
    const countries = filters.find((f) => f.value === 'Countries')!
    expect(countries).toMatchObject({ visible: false, children: [] })
  })

  it('leaves out list options absent from the base set unless selected', () => {
    const selection = { ...none(), Dates: ['2027-01'] }
    const masks = selectionMasks(options, selection)
    const run = runFacets(tours, Uint8Array.from([0, 0, 0, 1, 0, 0]), masks, counts)
    const dates = buildFilters(options, run, masks).find((f) => f.value === 'Dates')!
    expect(dates.children.map((c) => [c.value, c.count, c.selected])).toEqual([
      ['2027-01', 0, true],
      ['2027-03', 1, false],
    ])
  })
})

describe('paging', () => {
  const order = Int32Array.from([5, 4, 3, 2, 1, 0])
  const matched = Uint8Array.from([1, 0, 1, 1, 0, 1])

  it('pages through a sorted order, matched tours only', () => {
    expect(pageOfOrder(order, matched, 0, 2)).toEqual([5, 3])
    expect(pageOfOrder(order, matched, 2, 10)).toEqual([2, 0])
    expect(pageOfOrder(order, matched, 10, 2)).toEqual([])
  })

  it('orders by score, ties in the given order', () => {
    const scores = [5, 1, 5, 1, 1, 1]
    expect(pageByScore(order, matched, scores, 0, 10)).toEqual([2, 0, 5, 3])
    expect(pageByScore(order, matched, scores, 1, 2)).toEqual([0, 5])
  })
})
