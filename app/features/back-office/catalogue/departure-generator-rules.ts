import { parseMoneyInput } from '../shell/index.rules'
import { departureEditProblems, parseSignedMoneyInput } from './catalogue-rules'

/*
 * What every departure of a generator run gets (issue 26), pure and unit-tested: its capacity (places), price and
 * deposit (the departure editor's own rules: a price above 0, a deposit not above it) and its rooms — the catalogue's
 * room types, each with how many rooms and a supplement per person (the room's price per person is the departure's
 * price plus it, as the catalogue builds rooms). At least one room type has rooms, and the rooms hold at least the
 * capacity, so every place can be sold.
 */

export const GENERATED_ROOM_TYPES = [
  { code: 'TWN', name: 'Twin Room', occupancy: 2 },
  { code: 'DBL', name: 'Double Room', occupancy: 2 },
  { code: 'SGL', name: 'Single Room', occupancy: 1 },
  { code: 'TRP', name: 'Triple Room', occupancy: 3 },
] as const

export type GeneratedRoomCode = (typeof GENERATED_ROOM_TYPES)[number]['code']

export const MAX_GENERATED_CAPACITY = 999

export interface GeneratedRoom {
  code: GeneratedRoomCode
  name: string
  occupancy: number
  allocation: number
  supplementMinor: number
  pricePerPersonMinor: number
}

export interface GeneratorTerms {
  capacity: number
  priceMinor: number
  depositMinor: number
  /** The room types with rooms (allocation above 0), in GENERATED_ROOM_TYPES' order. */
  rooms: GeneratedRoom[]
}

export const roomField = (code: string, part: 'allocation' | 'supplement') => `room-${code}-${part}`

/** Every field of the terms, as the form names them. */
export const GENERATOR_TERM_FIELDS = [
  'capacity',
  'price',
  'deposit',
  ...GENERATED_ROOM_TYPES.flatMap((room) => [roomField(room.code, 'allocation'), roomField(room.code, 'supplement')]),
]

const wholeNumber = (text: string | undefined) => (/^\d{1,6}$/.test((text ?? '').trim()) ? Number(text!.trim()) : null)

export function validateGeneratorTerms(
  values: Record<string, string | undefined>,
): { ok: true; terms: GeneratorTerms } | { ok: false; fieldErrors: Record<string, string> } {
  const fieldErrors: Record<string, string> = {}
  const capacity = wholeNumber(values.capacity)
  const priceMinor = parseMoneyInput(values.price ?? '')
  const depositMinor = parseMoneyInput(values.deposit ?? '')
  if (capacity === null || capacity < 1 || capacity > MAX_GENERATED_CAPACITY)
    fieldErrors.capacity = `Enter the places on each departure, from 1 to ${MAX_GENERATED_CAPACITY}.`
  if (priceMinor === null) fieldErrors.price = 'Enter the price in pounds and pence, such as 1299.00.'
  if (depositMinor === null) fieldErrors.deposit = 'Enter the deposit in pounds and pence, such as 250.00.'
  // The departure editor's rules and messages (catalogue-rules.ts), each checked on its own.
  if (priceMinor !== null) {
    const { price, deposit } = departureEditProblems(
      { priceMinor, wasPriceMinor: null, depositMinor: depositMinor ?? 0, capacity: 0, open: true },
      { seatsSold: 0, heldPlaces: 0 },
    )
    if (price) fieldErrors.price = price
    if (deposit && depositMinor !== null) fieldErrors.deposit = deposit
  }

  const rooms: GeneratedRoom[] = []
  for (const type of GENERATED_ROOM_TYPES) {
    const allocationName = roomField(type.code, 'allocation')
    const supplementName = roomField(type.code, 'supplement')
    const allocation = (values[allocationName] ?? '').trim() === '' ? 0 : wholeNumber(values[allocationName])
    const supplementMinor = parseSignedMoneyInput((values[supplementName] ?? '').trim() || '0')
    if (allocation === null) fieldErrors[allocationName] = `${type.name}: enter the number of rooms, 0 or more.`
    if (Number.isNaN(supplementMinor))
      fieldErrors[supplementName] = `${type.name}: enter the supplement in pounds and pence, such as 150.00 or -50.00.`
    else if (allocation && priceMinor !== null && priceMinor + supplementMinor < 1)
      fieldErrors[supplementName] = `${type.name}: the price per person with this supplement must be above 0.`
    if (allocation && !Number.isNaN(supplementMinor))
      rooms.push({
        ...type,
        allocation,
        supplementMinor,
        pricePerPersonMinor: (priceMinor ?? 0) + supplementMinor,
      })
  }
  const places = rooms.reduce((sum, room) => sum + room.allocation * room.occupancy, 0)
  const firstRoom = roomField(GENERATED_ROOM_TYPES[0].code, 'allocation')
  if (!Object.keys(fieldErrors).some((name) => name.startsWith('room-'))) {
    if (!rooms.length) fieldErrors[firstRoom] = 'Give at least one room type some rooms.'
    else if (capacity !== null && places < capacity)
      fieldErrors[firstRoom] =
        `The rooms hold ${places} places, fewer than the ${capacity} on sale: add rooms or lower the capacity.`
  }
  if (Object.keys(fieldErrors).length) return { ok: false, fieldErrors }
  return { ok: true, terms: { capacity: capacity!, priceMinor: priceMinor!, depositMinor: depositMinor!, rooms } }
}
