import { describe, expect, it } from 'vitest'
import {
  ADD_DONATIONS_PATH,
  AVAILABLE_ROOMS_PATH,
  CHECKOUT_DEPARTURE_PATHS,
  EXCURSIONS_RESPONSE_PATH,
  GET_DONATIONS_PATH,
  ROOMS_RESPONSE_PATH,
  addDonationsRequestSchema,
  availableRoomsQuerySchema,
  availableRoomsUrl,
  donationsUrl,
  excursionsResponseRequestSchema,
  roomsResponseRequestSchema,
} from './checkout-contract'

const passenger = { roomId: 2, roomKey: 'r1', firstName: 'Ann', lastName: 'Lee' }

describe('checkout contract (checkout §7)', () => {
  it('names the exact paths', () => {
    expect([
      AVAILABLE_ROOMS_PATH,
      ROOMS_RESPONSE_PATH,
      EXCURSIONS_RESPONSE_PATH,
      ADD_DONATIONS_PATH,
      GET_DONATIONS_PATH,
    ]).toEqual([
      '/umbraco/api/checkoutapi/availablerooms',
      '/umbraco/api/checkoutapi/roomsresponse',
      '/umbraco/api/checkoutapi/excursionsresponse',
      '/umbraco/api/checkoutapi/addonations',
      '/umbraco/api/tourextras/getdonations',
    ])
    expect(CHECKOUT_DEPARTURE_PATHS).toEqual({
      addOns: '/umbraco/api/addon/departure',
      departureDetails: '/umbraco/api/tourdepartures/departuredetails',
      excursionsForTour: '/umbraco/api/tourexcursion/fortour',
    })
    expect(availableRoomsUrl({ departureId: 5, filo: 'FI', transportCode: 'LHR' })).toBe(
      '/umbraco/api/checkoutapi/availablerooms?departureId=5&filo=FI&transportCode=LHR',
    )
    expect(donationsUrl(5)).toBe('/umbraco/api/tourextras/getdonations?departureId=5')
  })

  it('reads availablerooms query strings', () => {
    expect(availableRoomsQuerySchema.parse({ departureId: '12', filo: 'FI', transportCode: 'LHR' })).toEqual({
      departureId: 12,
      filo: 'FI',
      transportCode: 'LHR',
    })
    expect(availableRoomsQuerySchema.safeParse({ departureId: '-1', filo: 'FI', transportCode: 'LHR' }).success).toBe(
      false,
    )
  })

  it('drops every price, subtotal and unknown field the browser sends with a rooms response', () => {
    const parsed = roomsResponseRequestSchema.parse({
      quoteId: 0,
      departureId: '5',
      filo: 'FI',
      departureTransportCode: 'LHR',
      subtotal: 1,
      currency: 'XXX',
      donations: [{ price: 1 }],
      passengers: [{ ...passenger, pricePerPerson: 1, supplement: 0, firstName: ' Ann ' }],
    })
    expect(parsed).toEqual({
      quoteId: null,
      departureId: 5,
      filo: 'FI',
      departureTransportCode: 'LHR',
      passengers: [{ roomId: 2, roomKey: 'r1', firstName: 'Ann', lastName: 'Lee' }],
      donationExtraId: null,
    })
  })

  it.each<[string, Record<string, unknown>, string]>([
    ['no passengers', { passengers: [] }, 'passengers'],
    ['ten passengers', { passengers: Array.from({ length: 10 }, () => passenger) }, 'passengers'],
    ['a name with digits', { passengers: [{ ...passenger, firstName: 'B0b' }] }, 'passengers.0.firstName'],
    ['a blank surname', { passengers: [{ ...passenger, lastName: '  ' }] }, 'passengers.0.lastName'],
    ['a long name', { passengers: [{ ...passenger, lastName: 'A'.repeat(51) }] }, 'passengers.0.lastName'],
    ['a fractional room id', { passengers: [{ ...passenger, roomId: 2.5 }] }, 'passengers.0.roomId'],
    [
      'an unknown allocation type',
      { passengers: [passenger], donationAllocationType: 'PerCat' },
      'donationAllocationType',
    ],
  ])('refuses %s', (_name, body, path) => {
    const result = roomsResponseRequestSchema.safeParse({
      departureId: 5,
      filo: 'FI',
      departureTransportCode: 'LHR',
      ...body,
    })
    expect(result.success).toBe(false)
    expect(result.error!.issues.map((issue) => issue.path.join('.'))).toContain(path)
  })

  it('reads excursions and donation requests', () => {
    expect(
      excursionsResponseRequestSchema.parse({
        quoteId: '7',
        excursions: [{ code: 'EX1', passengerIds: [1, '2'] }],
        subtotal: 9,
      }),
    ).toEqual({ quoteId: 7, excursions: [{ code: 'EX1', passengerIds: [1, 2] }] })
    expect(addDonationsRequestSchema.parse({ quoteId: 7, donationExtraId: 3, donationForBooking: false })).toEqual({
      quoteId: 7,
      donationExtraId: 3,
      donationForBooking: false,
    })
    expect(addDonationsRequestSchema.safeParse({ donationExtraId: 3 }).success).toBe(false)
  })
})
