import { describe, expect, it } from 'vitest'
import {
  excursionsOfForm,
  passengerDetailsOfForm,
  roomsOfForm,
  travellerField,
  travellerSlots,
} from './phone-booking-form'

const form = (fields: Record<string, string | string[]>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields))
    for (const one of Array.isArray(value) ? value : [value]) data.append(name, one)
  return data
}
const departure = { id: 7, filo: 'F1', transportCode: 'LHR' }
const rooms = [
  { id: 1, occupancy: 1 },
  { id: 2, occupancy: 2 },
]

describe('the rooms form', () => {
  it('lists the travellers room type by room type, room by room, bed by bed', () => {
    expect(travellerSlots(rooms, { '2': 1, '1': 1 })).toEqual([
      { roomId: 1, room: 0, bed: 0 },
      { roomId: 2, room: 0, bed: 0 },
      { roomId: 2, room: 0, bed: 1 },
    ])
  })

  it('reads the checkout’s rooms response, one room key per room', () => {
    const answer = roomsOfForm(
      form({
        'count-2': '2',
        [travellerField(2, 0, 0, 'first')]: 'Ada',
        [travellerField(2, 0, 0, 'last')]: 'Lovelace',
        [travellerField(2, 0, 1, 'first')]: 'Bob',
        [travellerField(2, 0, 1, 'last')]: 'Lovelace',
        [travellerField(2, 1, 0, 'first')]: 'Cy',
        [travellerField(2, 1, 0, 'last')]: 'Young',
        [travellerField(2, 1, 1, 'first')]: 'Di',
        [travellerField(2, 1, 1, 'last')]: 'Young',
      }),
      departure,
      rooms,
    )
    expect(answer.ok).toBe(true)
    if (!answer.ok) return
    expect(answer.request.departureId).toBe(7)
    expect(answer.request.passengers.map((passenger) => passenger.roomKey)).toEqual(['2-0', '2-0', '2-1', '2-1'])
  })

  it('carries the tour extension chosen as the checkout’s add-on id; “No extension” carries none', () => {
    const names = {
      'count-1': '1',
      [travellerField(1, 0, 0, 'first')]: 'Ada',
      [travellerField(1, 0, 0, 'last')]: 'Lovelace',
    }
    const chosen = roomsOfForm(form({ ...names, addOn: '42' }), departure, rooms)
    expect(chosen.ok && chosen.request.addOnDepartureIds).toEqual([42])
    const none = roomsOfForm(form({ ...names, addOn: 'none' }), departure, rooms)
    expect(none.ok && none.request.addOnDepartureIds).toEqual([])
    const junk = roomsOfForm(form({ ...names, addOn: 'x' }), departure, rooms)
    expect(junk.ok).toBe(false)
  })

  it('answers the checkout’s own messages keyed by traveller, and asks for a room when none is chosen', () => {
    const answer = roomsOfForm(
      form({
        'count-1': '1',
        [travellerField(1, 0, 0, 'first')]: 'Ada',
        [travellerField(1, 0, 0, 'last')]: '',
      }),
      departure,
      rooms,
    )
    expect(answer).toMatchObject({ ok: false, errors: { 'passengers.0.lastName': expect.any(String) } })
    expect(roomsOfForm(form({ 'count-2': '9' }), departure, rooms)).toEqual({
      ok: false,
      errors: { passengers: 'Choose at least one room with travellers.' },
    })
  })
})

describe('the extras and details forms', () => {
  it('groups the ticked travellers by excursion, ignoring anything that is not an id', () => {
    expect(excursionsOfForm(form({ 'x-DUNE': ['11', '12'], 'x-BOAT': ['12', 'x'], other: '3' }))).toEqual([
      { code: 'DUNE', passengerIds: [11, 12] },
      { code: 'BOAT', passengerIds: [12] },
    ])
  })

  it('gives the lead’s entry the contact, address and terms; others only their own fields', () => {
    const request = passengerDetailsOfForm(
      form({
        passengerCount: '2',
        'p0-passengerId': '11',
        'p0-lead': 'yes',
        'p0-mobility': 'no',
        'p0-dietary': 'yes',
        'p1-passengerId': '12',
        'lead-email': 'ada@example.com',
        'lead-line1': '1 High St',
        'lead-line2': '',
        'lead-country': 'gb',
        'lead-terms': 'yes',
      }),
      5,
    )
    expect(request.quoteId).toBe(5)
    expect(request.passengers[0]).toMatchObject({
      passengerId: 11,
      mobilityLimitations: false,
      dietaryRequests: true,
      email: 'ada@example.com',
      address: { addressLines: ['1 High St'], country: 'GB' },
      termsAndConditions: true,
    })
    expect(request.passengers[1]).toMatchObject({ passengerId: 12, mobilityLimitations: undefined })
    expect(request.passengers[1]).not.toHaveProperty('email')
  })
})
