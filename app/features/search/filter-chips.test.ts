import { describe, expect, it } from 'vitest'
import { filterChips } from './filter-chips'
import { emptySelections } from './listing-state'
import type { Filter } from './search-contract'

const option = (value: string, label: string) => ({ value, label, count: 1, selected: false })

describe('active filter chips (issue 13, defect 7)', () => {
  it('names each list value by its label and each range once', () => {
    const filters = [
      { value: 'Countries', label: 'Country', visible: true, children: [option('italy', 'Italy')] },
      { value: 'Dates', label: 'Departure date', visible: true, children: [option('2027-05', 'May 2027')] },
    ] as unknown as Filter[]
    const selections = { ...emptySelections(), Countries: ['italy', 'malta'], Dates: ['2027-05', '2027-08'] }
    expect(filterChips(selections, filters)).toEqual([
      { group: 'Countries', value: 'italy', label: 'Italy', range: false },
      { group: 'Countries', value: 'malta', label: 'malta', range: false },
      { group: 'Dates', value: '2027-05..2027-08', label: 'May 2027 – 2027-08', range: true },
    ])
    expect(filterChips(emptySelections(), filters)).toEqual([])
  })
})
