import { describe, expect, it } from 'vitest'
import { groupPassengersIntoRooms, type RoomTypeInfo } from './room-grouping'

const types = new Map<number, RoomTypeInfo>([
  [1, { id: 1, name: 'Single Room', occupancy: 1 }],
  [2, { id: 2, name: 'Twin Room', occupancy: 2 }],
  [3, { id: 3, name: 'Triple Room', occupancy: 3 }],
])

describe('passengers → rooms', () => {
  it('groups by room key, two rooms of one type staying two rooms', () => {
    const result = groupPassengersIntoRooms(
      [
        { roomId: 2, roomKey: 'a' },
        { roomId: 2, roomKey: 'b' },
        { roomId: 2, roomKey: 'a' },
        { roomId: 2, roomKey: 'b' },
      ],
      types,
    )
    expect(result).toEqual({
      kind: 'ok',
      rooms: [
        { roomId: 2, key: 'a', passengerIndexes: [0, 2] },
        { roomId: 2, key: 'b', passengerIndexes: [1, 3] },
      ],
    })
  })

  it('without room keys, fills rooms of a type in the order sent', () => {
    const result = groupPassengersIntoRooms(
      [{ roomId: 2 }, { roomId: 1 }, { roomId: 2 }, { roomId: 2 }, { roomId: 2 }],
      types,
    )
    expect(result).toEqual({
      kind: 'ok',
      rooms: [
        { roomId: 2, key: 'auto-2-1', passengerIndexes: [0, 2] },
        { roomId: 1, key: 'auto-1-1', passengerIndexes: [1] },
        { roomId: 2, key: 'auto-2-2', passengerIndexes: [3, 4] },
      ],
    })
  })

  it.each<[string, Array<{ roomId: number; roomKey?: string }>, Record<string, string[]>]>([
    [
      'an unknown room type',
      [{ roomId: 99, roomKey: 'a' }],
      { 'passengers.0.roomId': ['This room type is not available on this departure.'] },
    ],
    [
      'a room not full',
      [
        { roomId: 3, roomKey: 'a' },
        { roomId: 3, roomKey: 'a' },
      ],
      { 'passengers.0.roomKey': ['A Triple Room is for 3 travellers, not 2.'] },
    ],
    [
      'a room over full',
      [
        { roomId: 1, roomKey: 'a' },
        { roomId: 1, roomKey: 'a' },
      ],
      { 'passengers.0.roomKey': ['A Single Room is for 1 traveller, not 2.'] },
    ],
    [
      'one room, two types',
      [
        { roomId: 2, roomKey: 'a' },
        { roomId: 1, roomKey: 'a' },
      ],
      {
        'passengers.1.roomId': ['Travellers sharing a room must share its room type.'],
        'passengers.0.roomKey': ['A Twin Room is for 2 travellers, not 1.'],
      },
    ],
    [
      'an unkeyed type left part full',
      [{ roomId: 2 }, { roomId: 2 }, { roomId: 2 }],
      { 'passengers.2.roomId': ['A Twin Room is for 2 travellers, not 1.'] },
    ],
  ])('refuses %s', (_name, passengers, fieldErrors) => {
    expect(groupPassengersIntoRooms(passengers, types)).toEqual({ kind: 'invalid', fieldErrors })
  })
})
