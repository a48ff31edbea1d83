import { describe, expect, it } from 'vitest'
import { day } from '../shell/index.rules'
import {
  contactText,
  legsInOrder,
  legText,
  MANIFEST_CSV_HEADERS,
  manifestCsvRow,
  needText,
  roomSharing,
  travelText,
  type ManifestLeg,
  type ManifestTraveller,
} from './manifest-rules'

const leg = (change: Partial<ManifestLeg>): ManifestLeg => ({
  direction: 'out',
  sequence: 1,
  isFlight: true,
  carrierCode: 'BA',
  instanceCode: '2490',
  departureAirportCode: 'LGW',
  arrivalAirportCode: 'FAO',
  departureTime: '2031-09-01T07:15',
  arrivalTime: '2031-09-01T09:40',
  location: null,
  date: null,
  ...change,
})

describe('travelText', () => {
  it('lists the point and the flights outbound first, whatever order they were read in', () => {
    const travel = travelText({
      pointLabel: 'Airport',
      pointName: 'London Gatwick',
      legs: [
        leg({
          direction: 'return',
          instanceCode: '2491',
          departureAirportCode: 'FAO',
          arrivalAirportCode: 'LGW',
          departureTime: '2031-09-08T10:30',
          arrivalTime: '2031-09-08T12:55',
        }),
        leg({
          sequence: 2,
          instanceCode: '9',
          departureAirportCode: 'FAO',
          arrivalAirportCode: 'PDL',
          departureTime: '2031-09-01T11:00',
          arrivalTime: '2031-09-02T00:10',
        }),
        leg({}),
      ],
    })
    expect(travel).toBe(
      'Airport: London Gatwick; Out: BA 2490 LGW 2031-09-01 07:15 → 09:40 FAO; Out: BA 9 FAO 2031-09-01 11:00 → 2031-09-02 00:10 PDL; Return: BA 2491 FAO 2031-09-08 10:30 → 12:55 LGW',
    )
  })

  it('names a coach pick-up point, a no-flight leg by place and day, and nothing for a land-only departure', () => {
    expect(
      travelText({
        pointLabel: 'Pick-up point',
        pointName: 'Leeds, Wellington Street',
        legs: [leg({ isFlight: false, location: 'Dover ferry port', date: '2031-09-01' })],
      }),
    ).toBe(`Pick-up point: Leeds, Wellington Street; Out: Dover ferry port, ${day('2031-09-01')}`)
    expect(travelText({ pointLabel: null, pointName: null, legs: [] })).toBe('')
  })

  it('writes a flight number that already holds its carrier once', () => {
    expect(
      legText(
        leg({
          carrierCode: 'AF',
          instanceCode: 'AF2879',
          departureAirportCode: 'LHR',
          arrivalAirportCode: 'CDG',
          departureTime: '2027-01-05T15:15',
          arrivalTime: '2027-01-05T17:20',
        }),
      ),
    ).toBe('Out: AF2879 LHR 2027-01-05 15:15 → 17:20 CDG')
  })

  it('orders legs by direction then sequence', () => {
    const ordered = legsInOrder([leg({ direction: 'return', sequence: 1 }), leg({ sequence: 2 }), leg({ sequence: 1 })])
    expect(ordered.map((l) => `${l.direction}${l.sequence}`)).toEqual(['out1', 'out2', 'return1'])
  })
})

describe('roomSharing', () => {
  const passengers = [
    { id: 1, reference: 'BR-1', bookingRoomId: 10, firstName: 'Ada', lastName: 'Lovelace' },
    { id: 2, reference: 'BR-1', bookingRoomId: 10, firstName: 'Charles', lastName: 'Babbage' },
    { id: 3, reference: 'BR-1', bookingRoomId: 11, firstName: 'Mary', lastName: 'Somerville' },
    { id: 4, reference: 'BR-2', bookingRoomId: 12, firstName: 'Alan', lastName: 'Turing' },
    { id: 5, reference: 'BR-2', bookingRoomId: null, firstName: 'No', lastName: 'Room' },
  ]
  const rooms = [
    { id: 11, reference: 'BR-1', name: 'Single' },
    { id: 10, reference: 'BR-1', name: 'Twin' },
    { id: 12, reference: 'BR-2', name: 'Twin' },
  ]

  it('numbers each booking’s rooms in booking order and names who shares', () => {
    const sharing = roomSharing(passengers, rooms)
    expect(sharing.get(1)).toEqual({ room: 'Twin (room 1 of BR-1)', sharingWith: 'Charles Babbage' })
    expect(sharing.get(2)).toEqual({ room: 'Twin (room 1 of BR-1)', sharingWith: 'Ada Lovelace' })
    expect(sharing.get(3)).toEqual({ room: 'Single (room 2 of BR-1)', sharingWith: '' })
    expect(sharing.get(4)).toEqual({ room: 'Twin (room 1 of BR-2)', sharingWith: '' })
    expect(sharing.get(5)).toEqual({ room: '', sharingWith: '' })
  })
})

describe('contacts and needs', () => {
  it('writes a contact with relationship and numbers, and leaves out what is missing', () => {
    expect(
      contactText({
        firstName: 'Mary',
        lastName: 'Lovelace',
        relationship: 'mother',
        mobileNumber: '07700 900456',
        phoneNumber: '020 7946 0001',
      }),
    ).toBe('Mary Lovelace (mother) 07700 900456 / 020 7946 0001')
    expect(
      contactText({ firstName: 'Mary', lastName: 'Lovelace', relationship: ' ', mobileNumber: null, phoneNumber: '' }),
    ).toBe('Mary Lovelace')
  })

  it('shows a need’s details, “yes” for a ticked box without them, nothing when not ticked', () => {
    expect(needText(true, ' Vegetarian ')).toBe('Vegetarian')
    expect(needText(true, null)).toBe('yes')
    expect(needText(false, 'ignored')).toBe('')
  })
})

describe('manifestCsvRow', () => {
  it('has one cell per header, in the headers’ order', () => {
    const traveller: ManifestTraveller = {
      passengerId: 1,
      reference: 'BR-1',
      title: 'Ms',
      firstName: 'Ada',
      lastName: 'Lovelace',
      dateOfBirth: '1970-12-10',
      sex: 'Female',
      lead: true,
      room: 'Twin (room 1 of BR-1)',
      sharingWith: 'Charles Babbage',
      email: 'ada@example.com',
      phone: '07700 900123',
      excursions: 'Sintra',
      extensions: 'Madeira',
      mobility: '',
      dietary: 'Vegetarian',
      emergencyContacts: 'Mary Lovelace (mother) 07700 900456',
    }
    const row = manifestCsvRow(traveller, 'Airport: London Gatwick')
    expect(row).toHaveLength(MANIFEST_CSV_HEADERS.length)
    expect(Object.fromEntries(MANIFEST_CSV_HEADERS.map((header, i) => [header, row[i]]))).toMatchObject({
      'Booking reference': 'BR-1',
      'Lead passenger': 'yes',
      Room: 'Twin (room 1 of BR-1)',
      'Sharing with': 'Charles Babbage',
      Travel: 'Airport: London Gatwick',
      Excursions: 'Sintra',
      'Tour extensions': 'Madeira',
      'Dietary needs': 'Vegetarian',
    })
  })
})
