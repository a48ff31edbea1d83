import { describe, expect, it } from 'vitest'
import {
  departureStatusFor,
  findShortage,
  maxAvailableFor,
  placesLeft,
  roomsBookable,
  shortageMessage,
  type Shortage,
} from './inventory-rules'

describe('departure status from places left', () => {
  it.each([
    [-3, 'Sold out'],
    [0, 'Sold out'],
    [1, 'Limited'],
    [10, 'Limited'],
    [11, 'Available'],
    [200, 'Available'],
  ])('%i left → %s', (left, status) => {
    expect(departureStatusFor(left)).toBe(status)
  })
})

describe('counts', () => {
  it.each([
    [{ capacity: 40, sold: 30, held: 4 }, 6],
    [{ capacity: 40, sold: 40, held: 0 }, 0],
    [{ capacity: 30, sold: 32, held: 1 }, 0],
  ])('places left of %o is %i', (counts, left) => {
    expect(placesLeft(counts)).toBe(left)
  })

  it.each([
    [0, 0],
    [4, 4],
    [9, 9],
    [25, 9],
    [-1, 0],
  ])('maxAvailable for %i places left is %i', (left, max) => {
    expect(maxAvailableFor(left)).toBe(max)
  })

  it.each([
    ['own stock', { allocation: 10, sold: 7, held: 1, occupancy: 2, placesLeftOnDeparture: 20 }, 2],
    ['the places left limit it', { allocation: 10, sold: 0, held: 0, occupancy: 3, placesLeftOnDeparture: 7 }, 2],
    ['too few places for one room', { allocation: 10, sold: 0, held: 0, occupancy: 2, placesLeftOnDeparture: 1 }, 0],
    ['oversold stock', { allocation: 4, sold: 5, held: 0, occupancy: 1, placesLeftOnDeparture: 9 }, 0],
  ])('rooms bookable: %s', (_name, room, expected) => {
    expect(roomsBookable(room)).toBe(expected)
  })
})

describe('shortages and their messages', () => {
  const rooms = [
    { id: 1, name: 'Single Room', left: 3 },
    { id: 2, name: 'Twin Room', left: 1 },
  ]

  it('checks places on the departure before room types', () => {
    expect(findShortage({ places: 5, roomsByType: new Map([[2, 2]]) }, { placesLeft: 2, rooms })).toEqual({
      kind: 'places',
      left: 2,
      wanted: 5,
    })
  })

  it('names the first room type that is short', () => {
    expect(findShortage({ places: 4, roomsByType: new Map([[2, 2]]) }, { placesLeft: 9, rooms })).toEqual({
      kind: 'room',
      roomId: 2,
      roomName: 'Twin Room',
      left: 1,
      wanted: 2,
    })
  })

  it('finds nothing short when everything fits, including exactly the last places', () => {
    expect(findShortage({ places: 2, roomsByType: new Map([[2, 1]]) }, { placesLeft: 2, rooms })).toBeNull()
  })

  it.each<[Shortage, string]>([
    [{ kind: 'places', left: 0, wanted: 2 }, 'Sorry, no places are left on this departure'],
    [{ kind: 'places', left: 1, wanted: 2 }, 'Sorry, only 1 place is left on this departure'],
    [{ kind: 'places', left: 2, wanted: 4 }, 'Sorry, only 2 places are left on this departure'],
    [
      { kind: 'room', roomId: 2, roomName: 'Twin Room', left: 0, wanted: 1 },
      'Sorry, no rooms of type Twin Room are left on this departure',
    ],
    [
      { kind: 'room', roomId: 2, roomName: 'Twin Room', left: 1, wanted: 2 },
      'Sorry, only 1 room of type Twin Room is left on this departure',
    ],
    [
      { kind: 'room', roomId: 2, roomName: 'Twin Room', left: 3, wanted: 4 },
      'Sorry, only 3 rooms of type Twin Room are left on this departure',
    ],
  ])('%o → %s', (shortage, message) => {
    expect(shortageMessage(shortage)).toBe(message)
  })
})
