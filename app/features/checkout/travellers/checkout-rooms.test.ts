import { describe, expect, it } from 'vitest'
import type { AvailableRoom } from '../contract/checkout-contract'
import {
  addRoom,
  canAddRoom,
  canContinueTravellers,
  donatingTravellers,
  emptyRoom,
  maxPassengersFor,
  maxTravellersNotice,
  nameStorageKey,
  passengersForOccupancy,
  prefillLoggedInPassenger,
  removeRoom,
  restoreNames,
  roomOptions,
  roomsResponsePassengers,
  selectRoomType,
  storedName,
  toggleNonDonating,
  travellerErrors,
  type RoomDraft,
} from './checkout-rooms'

const single: AvailableRoom = {
  id: 1,
  code: 'SGL',
  name: 'Single Room',
  occupancy: 1,
  pricePerPerson: 120_000,
  supplement: 20_000,
  left: 2,
}
const twin: AvailableRoom = {
  id: 2,
  code: 'TWN',
  name: 'Twin Room',
  occupancy: 2,
  pricePerPerson: 100_000,
  supplement: 0,
  left: 1,
}
const triple: AvailableRoom = {
  id: 3,
  code: 'TRP',
  name: 'Triple Room',
  occupancy: 3,
  pricePerPerson: 90_000,
  supplement: 0,
  left: 4,
}

function room(key: string, type: AvailableRoom | null, names: Array<[string, string]> = []): RoomDraft {
  const base = type ? selectRoomType([emptyRoom(key)], key, type)[0]! : emptyRoom(key)
  return {
    ...base,
    passengers: base.passengers.map((passenger, i) => ({
      ...passenger,
      firstName: names[i]?.[0] ?? '',
      lastName: names[i]?.[1] ?? '',
    })),
  }
}

describe('room selection and occupancy (checkout §4)', () => {
  it('replaces the room with the chosen available room and adds blank passengers', () => {
    const [chosen] = selectRoomType([emptyRoom('r1')], 'r1', twin)
    expect(chosen).toMatchObject({ key: 'r1', id: 2, name: 'Twin Room', occupancy: 2, pricePerPerson: 100_000 })
    expect(chosen!.passengers).toEqual([
      { key: 'r1-p1', firstName: '', lastName: '' },
      { key: 'r1-p2', firstName: '', lastName: '' },
    ])
  })

  it.each<[string, AvailableRoom | null, number, Array<[string, string]>]>([
    ['smaller occupancy trims passengers', single, 1, [['Ann', 'Lee']]],
    [
      'larger occupancy adds blank ones',
      triple,
      3,
      [
        ['Ann', 'Lee'],
        ['Bo', 'Lee'],
        ['', ''],
      ],
    ],
    ['clearing gives occupancy 0 and no passengers', null, 0, []],
  ])('%s', (_name, type, occupancy, names) => {
    const rooms = [
      room('r1', twin, [
        ['Ann', 'Lee'],
        ['Bo', 'Lee'],
      ]),
    ]
    const [changed] = selectRoomType(rooms, 'r1', type)
    expect(changed!.occupancy).toBe(occupancy)
    expect(changed!.passengers.map((p) => [p.firstName, p.lastName])).toEqual(names)
  })

  it('unchanged occupancy resets the passengers', () => {
    const double: AvailableRoom = { ...twin, id: 4, name: 'Double Room' }
    const [changed] = selectRoomType(
      [
        room('r1', twin, [
          ['Ann', 'Lee'],
          ['Bo', 'Lee'],
        ]),
      ],
      'r1',
      double,
    )
    expect(changed!.name).toBe('Double Room')
    expect(changed!.passengers.map((p) => [p.firstName, p.lastName])).toEqual([
      ['', ''],
      ['', ''],
    ])
  })

  it('changes only the room named', () => {
    const rooms = [
      room('r1', twin, [
        ['Ann', 'Lee'],
        ['Bo', 'Lee'],
      ]),
      room('r2', null),
    ]
    const next = selectRoomType(rooms, 'r2', single)
    expect(next[0]).toBe(rooms[0])
    expect(next[1]!.id).toBe(1)
  })

  it('prefills the lead passenger with the logged-in customer unless someone has that name already', () => {
    const loggedIn = { firstName: 'Ann', lastName: 'Lee' }
    const [prefilled] = selectRoomType([emptyRoom('r1')], 'r1', twin, loggedIn)
    expect(prefilled!.passengers.map((p) => p.firstName)).toEqual(['Ann', ''])

    const taken = [
      room('r1', twin, [
        ['', ''],
        ['ann', 'LEE'],
      ]),
    ]
    expect(prefillLoggedInPassenger(taken, loggedIn)).toBe(taken)
    const typed = [
      room('r1', twin, [
        ['Zed', 'Ray'],
        ['', ''],
      ]),
    ]
    expect(prefillLoggedInPassenger(typed, loggedIn)).toBe(typed)
    expect(prefillLoggedInPassenger(typed, null)).toBe(typed)
  })
})

describe('adding rooms and the maximum (checkout §5, §9)', () => {
  it.each([
    [undefined, 9],
    [null, 9],
    [4, 4],
    [12, 9],
    [0, 0],
  ])('maxAvailable %s → at most %i travellers', (maxAvailable, max) => {
    expect(maxPassengersFor(maxAvailable)).toBe(max)
  })

  it.each<[string, RoomDraft[], number, boolean, string | null]>([
    ['every room typed, under the maximum', [room('r1', twin)], 9, true, null],
    ['a room without a type', [room('r1', twin), room('r2', null)], 9, false, null],
    ['at the maximum', [room('r1', twin), room('r2', twin)], 4, false, 'Maximum 4 travellers'],
    ['over a lowered maximum', [room('r1', triple)], 2, false, 'Maximum 2 travellers'],
  ])('%s', (_name, rooms, max, can, notice) => {
    expect(canAddRoom(rooms, max)).toBe(can)
    expect(maxTravellersNotice(rooms, max)).toBe(notice)
    expect(addRoom(rooms, 'new', max).length).toBe(rooms.length + (can ? 1 : 0))
  })

  it('removes a room', () => {
    expect(removeRoom([room('r1', twin), room('r2', single)], 'r1').map((r) => r.key)).toEqual(['r2'])
  })

  it('offers only room types that fit the places remaining, disabling types with no rooms left', () => {
    const rooms = [room('r1', twin), room('r2', null)]
    // Maximum 4: r1 holds 2, so r2 may take up to 2 places; the only twin is taken by r1.
    expect(roomOptions([single, twin, triple], rooms, 'r2', 4)).toEqual([
      { room: single, disabled: false },
      { room: twin, disabled: true },
    ])
    // r1's own type is always offered and enabled.
    expect(roomOptions([single, twin, triple], rooms, 'r1', 4)).toEqual([
      { room: single, disabled: false },
      { room: twin, disabled: false },
      { room: triple, disabled: false },
    ])
    expect(roomOptions([{ ...single, left: 0 }], [room('r1', null)], 'r1', 9)).toEqual([
      { room: { ...single, left: 0 }, disabled: true },
    ])
  })
})

describe('traveller names and Continue (checkout §5)', () => {
  it('requires both names and the name pattern', () => {
    const errors = travellerErrors([
      room('r1', twin, [
        ['', 'Lee'],
        ['B0b', 'Lee'],
      ]),
    ])
    expect(errors.get('r1-p1')).toEqual({ firstName: 'This is a required field' })
    expect(errors.get('r1-p2')).toEqual({ firstName: 'Enter letters, hyphens and apostrophes only.' })
  })

  it('puts the duplicate-name message on the later passenger, across rooms', () => {
    const errors = travellerErrors([
      room('r1', twin, [
        ['Ann', 'Lee'],
        ['Bo', 'Lee'],
      ]),
      room('r2', single, [['ann ', 'lee']]),
    ])
    expect([...errors]).toEqual([['r2-p1', { firstName: 'You cannot add two passengers with the same name' }]])
  })

  it.each<[string, RoomDraft[], boolean]>([
    ['no rooms', [], false],
    ['a room without a type', [room('r1', null)], false],
    [
      'a name missing',
      [
        room('r1', twin, [
          ['Ann', 'Lee'],
          ['', ''],
        ]),
      ],
      false,
    ],
    [
      'a duplicate',
      [
        room('r1', twin, [
          ['Ann', 'Lee'],
          ['Ann', 'Lee'],
        ]),
      ],
      false,
    ],
    ['a bad character', [room('r1', single, [['Ann<', 'Lee']])], false],
    [
      'every room full and valid',
      [
        room('r1', twin, [
          ['Ann', 'Lee'],
          ['Bo', 'Lee'],
        ]),
        room('r2', single, [['Cy', 'Ng']]),
      ],
      true,
    ],
  ])('Continue with %s: %s', (_name, rooms, enabled) => {
    expect(canContinueTravellers(rooms)).toBe(enabled)
  })

  it('sends trimmed names with room type and keys, never prices', () => {
    expect(
      roomsResponsePassengers([
        room('r1', twin, [
          [' Ann ', 'Lee'],
          ['Bo', ' Lee'],
        ]),
        room('r2', null),
      ]),
    ).toEqual([
      { roomId: 2, roomKey: 'r1', key: 'r1-p1', firstName: 'Ann', lastName: 'Lee' },
      { roomId: 2, roomKey: 'r1', key: 'r1-p2', firstName: 'Bo', lastName: 'Lee' },
    ])
  })
})

describe('donating travellers (checkout §4)', () => {
  const rooms = [
    room('r1', twin, [
      ['Ann', 'Lee'],
      ['Bo', 'Lee'],
    ]),
  ]

  it('ticks everyone by default and leaves out the opt-outs by full name', () => {
    expect(donatingTravellers(rooms, [])).toEqual(['Ann Lee', 'Bo Lee'])
    expect(donatingTravellers(rooms, ['bo  LEE'])).toEqual(['Ann Lee'])
  })

  it('toggles one traveller in and out of the opt-out list', () => {
    const out = toggleNonDonating([], 'Bo Lee', false)
    expect(out).toEqual(['Bo Lee'])
    expect(toggleNonDonating(out, 'bo lee', true)).toEqual([])
  })
})

describe('names kept in session storage (checkout §3)', () => {
  it('restores blank names by room and passenger index, ignoring junk', () => {
    const stored: Record<string, string> = {
      [nameStorageKey(0, 0)]: storedName({ firstName: 'Ann', lastName: 'Lee' }),
      [nameStorageKey(0, 1)]: 'not json',
      [nameStorageKey(1, 0)]: storedName({ firstName: 'Cy', lastName: 'Ng' }),
    }
    const rooms = [room('r1', twin), room('r2', single, [['Typed', 'Already']])]
    const restored = restoreNames(rooms, (key) => stored[key] ?? null)
    expect(restored.flatMap((r) => r.passengers.map((p) => `${p.firstName} ${p.lastName}`.trim()))).toEqual([
      'Ann Lee',
      '',
      'Typed Already',
    ])
  })
})

describe('occupancy helper', () => {
  it('keeps passenger keys stable when growing', () => {
    const grown = passengersForOccupancy(room('r9', single, [['Ann', 'Lee']]), 3)
    expect(grown.map((p) => p.key)).toEqual(['r9-p1', 'r9-p2', 'r9-p3'])
  })
})
