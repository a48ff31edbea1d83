import { describe, expect, it } from 'vitest'
import { inJourneyOrder, type JourneyLeg } from './journey-order'

const leg = (id: number, direction: string, sequence: number): JourneyLeg => ({ id, direction, sequence })

describe('inJourneyOrder', () => {
  it.each<[string, JourneyLeg[], number[]]>([
    ['return stored first', [leg(3, 'return', 1), leg(1, 'out', 1)], [1, 3]],
    [
      'connections in each direction by sequence',
      [leg(4, 'return', 2), leg(3, 'return', 1), leg(2, 'out', 2), leg(1, 'out', 1)],
      [1, 2, 3, 4],
    ],
    ['same sequence falls back to the id', [leg(9, 'out', 1), leg(5, 'out', 1)], [5, 9]],
    ['an unknown direction goes last', [leg(1, 'transfer', 1), leg(2, 'return', 1), leg(3, 'out', 1)], [3, 2, 1]],
    ['nothing to order', [], []],
  ])('%s', (_name, legs, ids) => {
    expect(inJourneyOrder(legs).map((item) => item.id)).toEqual(ids)
  })

  it('leaves its input as it was', () => {
    const legs = [leg(2, 'return', 1), leg(1, 'out', 1)]
    inJourneyOrder(legs)
    expect(legs.map((item) => item.id)).toEqual([2, 1])
  })
})
