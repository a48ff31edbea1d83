import { describe, expect, it } from 'vitest'
import { DEFAULT_AMENDMENT_FEE_MINOR } from '../../ledger'
import {
  AmendmentProblem,
  addTravellerDifference,
  amendmentFee,
  amendmentLines,
  amendmentRefusal,
  changeRoomDifference,
  excursionsDifference,
  matchingRoomType,
  placesProblem,
  removeTravellerDifference,
  transferDifference,
  type SoldRoom,
  amendedBalanceDueDate,
} from './amendment-rules'

const single = { id: 1, name: 'Single', occupancy: 1, pricePerPersonMinor: 150_000 }
const twin = { id: 2, name: 'Twin', occupancy: 2, pricePerPersonMinor: 120_000 }
const triple = { id: 3, name: 'Triple', occupancy: 3, pricePerPersonMinor: 100_000 }
/** A twin sold at an older price, both travellers in it. */
const soldTwin: SoldRoom = {
  id: 10,
  roomId: 2,
  name: 'Twin',
  occupancy: 2,
  pricePerPersonMinor: 110_000,
  travellers: 2,
}

describe('amendment prices', () => {
  it('prices a traveller in a new room as the checkout prices the room: price per person × the type’s occupancy', () => {
    expect(addTravellerDifference({ kind: 'new-room', type: single })).toBe(150_000)
    expect(addTravellerDifference({ kind: 'new-room', type: twin })).toBe(240_000)
  })

  it('charges nothing for a free place in a room already paid whole, and refuses a full room', () => {
    expect(addTravellerDifference({ kind: 'existing-room', room: { ...soldTwin, travellers: 1 } })).toBe(0)
    expect(() => addTravellerDifference({ kind: 'existing-room', room: soldTwin })).toThrow(AmendmentProblem)
  })

  it('gives back a lone traveller’s room at its sold price with their excursions and visas', () => {
    const alone = { ...soldTwin, travellers: 1 }
    expect(removeTravellerDifference({ room: alone, extras: [{ priceMinor: 4_500 }, { priceMinor: 2_000 }] })).toEqual({
      differenceMinor: -(220_000 + 4_500 + 2_000),
      freesRoom: true,
    })
  })

  it('keeps a shared room whole: only the leaving traveller’s extras go back', () => {
    expect(removeTravellerDifference({ room: soldTwin, extras: [{ priceMinor: 4_500 }] })).toEqual({
      differenceMinor: -4_500,
      freesRoom: false,
    })
  })

  it('changes a room’s type at the new type’s price less what the room was sold for', () => {
    expect(changeRoomDifference(soldTwin, triple)).toBe(300_000 - 220_000)
    expect(changeRoomDifference({ ...soldTwin, travellers: 1 }, single)).toBe(150_000 - 220_000)
  })

  it('refuses a room type the room’s travellers do not fit, or the same type', () => {
    expect(() => changeRoomDifference(soldTwin, single)).toThrow('A Single is for 1 traveller: this room has 2')
    expect(() => changeRoomDifference(soldTwin, twin)).toThrow('Choose a different room type')
  })

  it('adds excursions at today’s price and gives back removed ones at their sold price', () => {
    expect(excursionsDifference({ added: [{ priceMinor: 5_000 }, { priceMinor: 5_000 }], removed: [] })).toBe(10_000)
    expect(excursionsDifference({ added: [], removed: [{ priceMinor: 4_000 }] })).toBe(-4_000)
  })

  it('reprices a transfer on the new departure and gives back the excursions that do not travel', () => {
    const newTwin = { ...twin, id: 20, pricePerPersonMinor: 130_000 }
    expect(transferDifference({ rooms: [{ from: soldTwin, to: newTwin }], droppedExcursions: [] })).toBe(40_000)
    expect(
      transferDifference({ rooms: [{ from: soldTwin, to: newTwin }], droppedExcursions: [{ priceMinor: 9_000 }] }),
    ).toBe(31_000)
    expect(() => transferDifference({ rooms: [{ from: soldTwin, to: single }], droppedExcursions: [] })).toThrow(
      AmendmentProblem,
    )
  })

  it('matches a room on the new departure by name, else by occupancy, else the cheapest that fits', () => {
    const other = [
      { ...triple, id: 31 },
      { ...twin, id: 32, name: 'Twin deluxe', pricePerPersonMinor: 140_000 },
      { ...twin, id: 33, name: 'Twin standard' },
    ]
    expect(matchingRoomType(soldTwin, [...other, { ...twin, id: 34 }])?.id).toBe(34)
    expect(matchingRoomType(soldTwin, other)?.id).toBe(33)
    expect(matchingRoomType(soldTwin, [{ ...triple, id: 31 }])?.id).toBe(31)
    expect(matchingRoomType(soldTwin, [{ ...single, id: 35 }])).toBeNull()
  })
})

describe('places an amendment takes', () => {
  const available = {
    placesLeft: 1,
    rooms: [
      { id: 2, name: 'Twin', allocation: 5, sold: 5, held: 0 },
      { id: 3, name: 'Triple', allocation: 2, sold: 1, held: 0 },
    ],
  }

  it('lets a twin become a triple on the last place: the twin’s two seats come back in the same change', () => {
    expect(
      placesProblem(
        {
          rooms: new Map([
            [2, -1],
            [3, 1],
          ]),
          seats: 1,
        },
        available,
      ),
    ).toBeNull()
  })

  it('refuses more seats than are left, and a room type with none left', () => {
    expect(placesProblem({ rooms: new Map([[3, 1]]), seats: 3 }, available)).toBe(
      'Only 1 place is left on this departure.',
    )
    expect(placesProblem({ rooms: new Map([[2, 1]]), seats: 0 }, available)).toBe('No Twin is left on this departure.')
    expect(placesProblem({ rooms: new Map([[3, 1]]), seats: 1 }, { ...available, placesLeft: 0 })).toBe(
      'No places are left on this departure.',
    )
  })

  it('counts live holds against a room type', () => {
    const held = { ...available, rooms: [{ id: 3, name: 'Triple', allocation: 2, sold: 1, held: 1 }] }
    expect(placesProblem({ rooms: new Map([[3, 1]]), seats: 0 }, held)).toBe('No Triple is left on this departure.')
  })
})

describe('amendment fee', () => {
  it('is the brand’s fee, or the default when the brand has none', () => {
    expect(amendmentFee({ brandFeeMinor: 4_000, waive: false, waiverReason: '' }).feeMinor).toBe(4_000)
    expect(amendmentFee({ brandFeeMinor: null, waive: false, waiverReason: '' }).feeMinor).toBe(
      DEFAULT_AMENDMENT_FEE_MINOR,
    )
  })

  it('is waived only with a reason', () => {
    expect(amendmentFee({ brandFeeMinor: 4_000, waive: true, waiverReason: 'Our mistake' })).toEqual({
      feeMinor: 0,
      brandFeeMinor: 4_000,
      waived: true,
    })
    expect(() => amendmentFee({ brandFeeMinor: 4_000, waive: true, waiverReason: '  ' })).toThrow(
      'Give the reason for waiving',
    )
  })

  it('writes the difference and the fee as amendment lines, and no zero line', () => {
    expect(
      amendmentLines({ description: 'Room changed', differenceMinor: -5_000, feeMinor: 2_500, reason: 'Asked' }),
    ).toEqual([
      { kind: 'amendment', description: 'Room changed', amountMinor: -5_000, reason: 'Asked' },
      { kind: 'amendment', description: 'Amendment fee', amountMinor: 2_500, reason: 'Asked' },
    ])
    expect(amendmentLines({ description: 'Moved', differenceMinor: 0, feeMinor: 0, reason: 'x' })).toEqual([])
  })
})

describe('amendment refusals', () => {
  const base = { status: 'confirmed', today: '2026-06-01', departureDate: '2026-07-01' }

  it('refuses every change on or after the departure day and on a cancelled booking', () => {
    for (const kind of ['add-traveller', 'remove-traveller', 'change-room', 'excursions', 'transfer'] as const) {
      expect(amendmentRefusal({ ...base, kind, departureDate: '2026-06-01' })).toMatch(/departed/)
      expect(amendmentRefusal({ ...base, kind, status: 'cancelled' })).toMatch(/cancelled/)
      expect(amendmentRefusal({ ...base, kind, newDepartureDate: '2026-08-01' })).toBeNull()
    }
  })

  it('closes excursions within 10 days of departure, and only excursions', () => {
    expect(amendmentRefusal({ ...base, kind: 'excursions', departureDate: '2026-06-10' })).toMatch(/10 days/)
    expect(amendmentRefusal({ ...base, kind: 'excursions', departureDate: '2026-06-11' })).toBeNull()
    expect(amendmentRefusal({ ...base, kind: 'add-traveller', departureDate: '2026-06-10' })).toBeNull()
  })

  it('moves a booking only to a departure at least 10 days away', () => {
    expect(amendmentRefusal({ ...base, kind: 'transfer', newDepartureDate: '2026-06-10' })).toMatch(/10 days/)
    expect(amendmentRefusal({ ...base, kind: 'transfer', newDepartureDate: '2026-05-30' })).toMatch(/10 days/)
    expect(amendmentRefusal({ ...base, kind: 'transfer', newDepartureDate: '2026-06-11' })).toBeNull()
  })
})

describe('when the balance an amendment leaves is due', () => {
  const base = { departureDate: '2027-06-30', today: '2027-01-10', transferred: false }
  it('has none when nothing is owed', () => {
    expect(amendedBalanceDueDate({ ...base, dueMinor: 0, currentDueDate: '2027-04-07' })).toBeNull()
  })
  it('keeps the booking’s date for a change on the same departure', () => {
    expect(amendedBalanceDueDate({ ...base, dueMinor: 5_000, currentDueDate: '2027-04-07' })).toBe('2027-04-07')
  })
  it('gives a newly opened balance the checkout’s terms: 84 days before departure', () => {
    expect(amendedBalanceDueDate({ ...base, dueMinor: 5_000, currentDueDate: null })).toBe('2027-04-07')
  })
  it('makes it due today when that day is gone', () => {
    expect(amendedBalanceDueDate({ ...base, today: '2027-05-01', dueMinor: 5_000, currentDueDate: null })).toBe(
      '2027-05-01',
    )
  })
  it('moves with a transfer to the new departure’s terms', () => {
    expect(
      amendedBalanceDueDate({
        ...base,
        departureDate: '2027-09-30',
        transferred: true,
        dueMinor: 5_000,
        currentDueDate: '2027-04-07',
      }),
    ).toBe('2027-07-08')
  })
})
