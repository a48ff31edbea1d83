import type { FieldErrors } from '../../../lib/api-error'

/*
 * How a rooms response's flat passenger list becomes rooms (ADR 0014): passengers carry
 * the room type id (`roomId`) and the browser's key of their room (`roomKey`), so two rooms of one type stay two
 * rooms. Without room keys a room type's passengers fill rooms of its occupancy in the order sent. Every room must
 * be full, because a room is priced per person × its occupancy (checkout §9) and the travellers step always holds
 * exactly `occupancy` passengers per room (checkout §4).
 */

export interface RoomTypeInfo {
  id: number
  name: string
  occupancy: number
}

export interface GroupedRoom {
  roomId: number
  key: string
  /** Indexes into the passengers sent, in the order sent. */
  passengerIndexes: number[]
}

export type RoomGrouping = { kind: 'ok'; rooms: GroupedRoom[] } | { kind: 'invalid'; fieldErrors: FieldErrors }

const AUTO_KEY_PREFIX = 'auto-'

function travellers(count: number): string {
  return count === 1 ? '1 traveller' : `${count} travellers`
}

export function groupPassengersIntoRooms(
  passengers: ReadonlyArray<{ roomId: number; roomKey?: string | undefined }>,
  roomTypes: ReadonlyMap<number, RoomTypeInfo>,
): RoomGrouping {
  const errors = new Map<string, string[]>()
  const fail = (field: string, message: string) => errors.set(field, [...(errors.get(field) ?? []), message])

  const keyed = new Map<string, GroupedRoom>()
  const unkeyed = new Map<number, number[]>()
  passengers.forEach((passenger, index) => {
    if (!roomTypes.has(passenger.roomId)) {
      fail(`passengers.${index}.roomId`, 'This room type is not available on this departure.')
      return
    }
    if (passenger.roomKey === undefined) {
      unkeyed.set(passenger.roomId, [...(unkeyed.get(passenger.roomId) ?? []), index])
      return
    }
    const room = keyed.get(passenger.roomKey)
    if (!room) {
      keyed.set(passenger.roomKey, { roomId: passenger.roomId, key: passenger.roomKey, passengerIndexes: [index] })
    } else if (room.roomId !== passenger.roomId) {
      fail(`passengers.${index}.roomId`, 'Travellers sharing a room must share its room type.')
    } else {
      room.passengerIndexes.push(index)
    }
  })

  const rooms: GroupedRoom[] = []
  for (const room of keyed.values()) {
    const type = roomTypes.get(room.roomId)!
    if (room.passengerIndexes.length !== type.occupancy) {
      fail(
        `passengers.${room.passengerIndexes[0]}.roomKey`,
        `A ${type.name} is for ${travellers(type.occupancy)}, not ${room.passengerIndexes.length}.`,
      )
    }
    rooms.push(room)
  }
  for (const [roomId, indexes] of unkeyed) {
    const type = roomTypes.get(roomId)!
    for (let start = 0, n = 1; start < indexes.length; start += type.occupancy, n++) {
      const chunk = indexes.slice(start, start + type.occupancy)
      if (chunk.length !== type.occupancy) {
        fail(
          `passengers.${chunk[0]}.roomId`,
          `A ${type.name} is for ${travellers(type.occupancy)}, not ${chunk.length}.`,
        )
      }
      rooms.push({ roomId, key: `${AUTO_KEY_PREFIX}${roomId}-${n}`, passengerIndexes: chunk })
    }
  }

  if (errors.size > 0) return { kind: 'invalid', fieldErrors: Object.fromEntries(errors) }
  // Rooms in the order their first traveller was sent: the lead passenger's room first.
  rooms.sort((a, b) => a.passengerIndexes[0]! - b.passengerIndexes[0]!)
  return { kind: 'ok', rooms }
}
