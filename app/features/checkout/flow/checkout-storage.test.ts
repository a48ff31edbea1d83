import { describe, expect, it } from 'vitest'
import { emptyRoom, nameStorageKey, storedName, type RoomDraft } from '../travellers/checkout-rooms'
import {
  isLoginBoxClosed,
  readStoredNames,
  readStoredRoomIds,
  rememberLoginBoxClosed,
  restoredRooms,
  roomsStorageKey,
  saveTravellers,
} from './checkout-storage'

/** A Map-backed Storage (node has none). */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(initial))
  return {
    get length() {
      return map.size
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
  }
}

const room = (key: string, id: number | null, names: Array<[string, string]>): RoomDraft => ({
  ...emptyRoom(key),
  id,
  occupancy: names.length,
  passengers: names.map(([firstName, lastName], index) => ({ key: `${key}-p${index + 1}`, firstName, lastName })),
})

describe('travellers in session storage (checkout §3)', () => {
  it('saves names by room and passenger position and the room types per departure, and reads them back', () => {
    const storage = memoryStorage({ unrelated: 'kept' })
    saveTravellers(storage, 5, [
      room('room-1', 2, [
        ['Ann', 'Lee'],
        ['Bo', ''],
      ]),
      room('room-3', 1, [['Cy', 'Lee']]),
    ])
    expect(readStoredNames(storage)).toEqual({
      [nameStorageKey(0, 0)]: storedName({ firstName: 'Ann', lastName: 'Lee' }),
      [nameStorageKey(0, 1)]: storedName({ firstName: 'Bo', lastName: '' }),
      [nameStorageKey(1, 0)]: storedName({ firstName: 'Cy', lastName: 'Lee' }),
    })
    expect(readStoredRoomIds(storage, 5)).toEqual([2, 1])
    expect(readStoredRoomIds(storage, 6)).toEqual([])
    expect(storage.getItem('unrelated')).toBe('kept')
  })

  it('forgets the names of positions that no longer exist', () => {
    const storage = memoryStorage()
    saveTravellers(storage, 5, [
      room('room-1', 2, [
        ['Ann', 'Lee'],
        ['Bo', 'Lee'],
      ]),
      room('room-2', 1, [['Cy', 'Lee']]),
    ])
    saveTravellers(storage, 5, [room('room-2', 1, [['Cy', 'Lee']])])
    expect(Object.keys(readStoredNames(storage))).toEqual([nameStorageKey(0, 0)])
    expect(readStoredRoomIds(storage, 5)).toEqual([1])
  })

  it('reads damaged or missing storage as nothing kept, and a refusing storage never throws', () => {
    expect(readStoredRoomIds(memoryStorage({ [roomsStorageKey(5)]: '{"not":"a list"}' }), 5)).toEqual([])
    expect(readStoredRoomIds(memoryStorage({ [roomsStorageKey(5)]: '[2,"x",-1]' }), 5)).toEqual([2, null, null])
    expect(readStoredRoomIds(memoryStorage({ [roomsStorageKey(5)]: 'nope' }), 5)).toEqual([])
    expect(readStoredNames(undefined)).toEqual({})
    const refusing = memoryStorage()
    refusing.setItem = () => {
      throw new Error('QuotaExceededError')
    }
    expect(() => saveTravellers(refusing, 5, [room('room-1', 1, [['Ann', 'Lee']])])).not.toThrow()
  })
})

describe('the login box, once closed (checkout §4; issue 29, item 4)', () => {
  it('stays closed for the rest of the visit', () => {
    const storage = memoryStorage()
    expect(isLoginBoxClosed(storage)).toBe(false)
    rememberLoginBoxClosed(storage)
    expect(isLoginBoxClosed(storage)).toBe(true)
  })

  it('shows without storage, and a refusing storage changes nothing', () => {
    expect(isLoginBoxClosed(undefined)).toBe(false)
    const refusing = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('quota')
      },
      getItem: () => {
        throw new Error('denied')
      },
    } as Storage
    expect(() => rememberLoginBoxClosed(refusing)).not.toThrow()
    expect(isLoginBoxClosed(refusing)).toBe(false)
  })
})

describe('a saved checkout opened again (issue 27)', () => {
  it('gives the travellers step its rooms and names as a reload would find them in storage', () => {
    const restored = restoredRooms({
      rooms: [
        {
          roomId: 7,
          passengers: [
            { firstName: 'Ada', lastName: 'Lovelace' },
            { firstName: 'Charles', lastName: 'Babbage' },
          ],
        },
        { roomId: 9, passengers: [{ firstName: 'Mary', lastName: 'Somerville' }] },
      ],
      subtotal: 250_000,
      previousSubtotal: null,
      placesHeld: true,
      excursions: [],
    })
    expect(restored.roomIds).toEqual([7, 9])
    expect(restored.stored).toEqual({
      [nameStorageKey(0, 0)]: storedName({ firstName: 'Ada', lastName: 'Lovelace' }),
      [nameStorageKey(0, 1)]: storedName({ firstName: 'Charles', lastName: 'Babbage' }),
      [nameStorageKey(1, 0)]: storedName({ firstName: 'Mary', lastName: 'Somerville' }),
    })
  })
})
