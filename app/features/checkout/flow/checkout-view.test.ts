// Long file (over 400 lines): a table test of the checkout view's rules (steps, legs, summaries) — one case per row, read as a list.
import { describe, expect, it } from 'vitest'
import type { Leg } from '../../departures/index'
import type { QuoteResponse } from '../contract/checkout-contract'
import { emptyRoom, selectRoomType, type RoomDraft } from '../travellers/checkout-rooms'
import { checkoutReducer, initialCheckoutState, type CheckoutState } from './checkout-state'
import {
  bookingFailedUrl,
  draftBreakdown,
  excursionsBreakdown,
  excursionsRequestOf,
  journeyView,
  minutesBetweenLocal,
  noFlightView,
  occupancyLabel,
  quoteBreakdown,
  quoteHasExcursions,
  roomOptionLabel,
  roomsRequestOf,
  showsStickySubtotal,
  supplementNote,
} from './checkout-view'

const twin = { id: 2, code: 'TWN', name: 'Twin Room', occupancy: 2, pricePerPerson: 100_000, supplement: 0, left: 3 }
const single = {
  id: 1,
  code: 'SGL',
  name: 'Single Room',
  occupancy: 1,
  pricePerPerson: 120_000,
  supplement: 20_000,
  left: 2,
}

function leg(from: string, to: string, departs: string, arrives: string, flight = 'BA0001'): Leg {
  return {
    departureTime: { date: departs },
    arrivalTime: { date: arrives },
    flightCarrier: { name: 'British Airways', code: 'BA' },
    departureAirport: { code: from, name: `${from} airport` },
    arrivalAirport: { code: to, name: `${to} airport` },
    instanceCode: flight,
  }
}

function quote(overrides: Partial<QuoteResponse> = {}): QuoteResponse {
  return {
    quoteId: 41,
    departureId: 5,
    cultureCode: 'en-GB',
    currency: 'GBP',
    filo: 'FI',
    initialTourCode: 'MJ1',
    tourCode: 'MJ1',
    departureTransportCode: 'LHR',
    passengers: [
      {
        passengerId: 7,
        roomId: 2,
        roomKey: 'room-1',
        key: 'p1',
        lead: true,
        firstName: 'Ann',
        lastName: 'Lee',
        donated: true,
      },
      {
        passengerId: 8,
        roomId: 2,
        roomKey: 'room-1',
        key: 'p2',
        lead: false,
        firstName: 'Bo',
        lastName: 'Lee',
        donated: false,
      },
    ],
    rooms: [{ id: 2, key: 'room-1', name: 'Twin Room', occupancy: 2, pricePerPerson: 100_000, supplement: 0 }],
    excursions: [
      {
        id: 3,
        code: 'EX1',
        name: 'Harbour cruise',
        price: 4_500,
        passengers: [
          { passengerId: 7, selected: true },
          { passengerId: 8, selected: false },
        ],
      },
    ],
    visas: [],
    addOns: [{ departureId: 90, code: 'EXT1', name: 'Two nights in Bath', price: 30_000, passengers: 2 }],
    subtotal: 200_000 + 4_500 + 500 + 60_000,
    donationId: 1,
    takeFinalBalance: false,
    transactionId: null,
    donations: [
      {
        id: 1,
        name: 'Plant a tree',
        description: '',
        imageUrl: '',
        price: 500,
        brandName: 'Meridian',
        allocationType: 'PerPerson',
        donationExists: true,
        amount: 500,
        passengerCount: 1,
        declined: false,
      },
    ],
    donationIds: [1],
    holdExpiresAt: '2027-01-01T10:30:00.000Z',
    ...overrides,
  }
}

describe('room texts', () => {
  it('says N person/people and notes a supplement only when there is one', () => {
    expect(occupancyLabel(1)).toBe('1 person')
    expect(occupancyLabel(2)).toBe('2 people')
    expect(supplementNote(0, 'GBP')).toBeNull()
    expect(supplementNote(78_500, 'GBP')).toBe('Includes a room supplement of £785 per person')
    expect(roomOptionLabel(twin, 'GBP', false)).toBe('Twin Room – £1,000 pp')
    expect(roomOptionLabel(twin, 'GBP', true)).toBe('Twin Room – £1,000 pp (none left)')
  })
})

describe('flights', () => {
  it('turns legs into one journey with its stops, local dates, 24-hour times and layovers', () => {
    const journey = journeyView([
      leg('LHR', 'AMS', '2027-05-12T19:05', '2027-05-12T21:15', 'KL1100'),
      leg('AMS', 'WDH', '2027-05-12T23:20', '2027-05-13T11:45', 'KL0327'),
    ])
    expect(journey).toMatchObject({
      from: { code: 'LHR' },
      to: { code: 'WDH' },
      stops: '1 stop (AMS)',
    })
    expect(journey!.legs[0]).toMatchObject({
      airline: 'British Airways',
      flightNumber: 'KL1100',
      departure: { code: 'LHR', date: '12th May 2027', time: '19:05' },
      arrival: { code: 'AMS', date: '12th May 2027', time: '21:15' },
      layoverAfter: '2h 5m',
    })
    expect(journey!.legs[1]).toMatchObject({ arrival: { date: '13th May 2027', time: '11:45' }, layoverAfter: null })
  })

  it('says Direct for one leg, N stops for more, and nothing for no legs', () => {
    expect(journeyView([leg('LHR', 'JFK', '2027-05-12T09:00', '2027-05-12T12:00')])!.stops).toBe('Direct')
    expect(
      journeyView([
        leg('LHR', 'DXB', '2027-05-12T09:00', '2027-05-12T19:00'),
        leg('DXB', 'SIN', '2027-05-12T21:00', '2027-05-13T08:00'),
        leg('SIN', 'SYD', '2027-05-13T10:00', '2027-05-13T20:00'),
      ])!.stops,
    ).toBe('2 stops (DXB, SIN)')
    expect(journeyView([])).toBeNull()
  })

  it('measures a layover across midnight and refuses a negative one', () => {
    expect(minutesBetweenLocal('2027-05-12T23:10', '2027-05-13T01:15')).toBe(125)
    expect(minutesBetweenLocal('2027-05-13T01:15', '2027-05-12T23:10')).toBeNull()
    expect(minutesBetweenLocal('not a time', '2027-05-12T23:10')).toBeNull()
  })

  it('lists no-flight entries with their location and date', () => {
    expect(
      noFlightView([{ location: 'Tour hotel in Bangkok', date: '2027-03-04', dateFormatted: '4th Mar 2027' }]),
    ).toEqual([{ location: 'Tour hotel in Bangkok', date: '4th Mar 2027' }])
  })
})

describe('price breakdown', () => {
  it("draws the quote's lines and its subtotal", () => {
    const view = quoteBreakdown(quote(), false)
    expect(view.lines.map((line) => [line.kind, line.name, line.detail, line.amountText])).toEqual([
      ['room', 'Twin Room', '2 × £1,000', '£2,000'],
      ['excursion', 'Harbour cruise', '1 × £45', '£45'],
      ['donation', 'Plant a tree', '1 × £5', '£5'],
      ['extension', 'Two nights in Bath', '2 × £300', '£600'],
    ])
    expect(view.subtotal).toBe(265_000)
    expect(view.subtotalText).toBe('£2,650')
    expect(view.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(view.subtotal)
  })

  describe('while excursions are ticked (checkout §9, issue 29 item 9)', () => {
    const list = [
      { code: 'EX1', name: 'Harbour cruise', price: 4_500 },
      { code: 'EX2', name: 'Castle tour', price: 2_000 },
    ]
    it.each<[string, Record<string, number[]>, [string, string, string][], number]>([
      ['nothing ticked: the quote without its excursion', {}, [], 260_500],
      ['as the quote', { EX1: [7] }, [['Harbour cruise', '1 × £45', '£45']], 265_000],
      [
        'both travellers on two excursions',
        { EX1: [7, 8], EX2: [8, 7] },
        [
          ['Harbour cruise', '2 × £45', '£90'],
          ['Castle tour', '2 × £20', '£40'],
        ],
        273_500,
      ],
      ['a passenger not on the quote is not counted', { EX2: [7, 99] }, [['Castle tour', '1 × £20', '£20']], 262_500],
    ])('%s', (_case, choices, lines, subtotal) => {
      const view = excursionsBreakdown(quote(), list, choices, false)
      expect(
        view.lines.filter((line) => line.kind === 'excursion').map((line) => [line.name, line.detail, line.amountText]),
      ).toEqual(lines)
      expect(view.lines.map((line) => line.kind)).toContain('extension')
      expect(view.subtotal).toBe(subtotal)
    })

    it("builds on the server's subtotal even when it disagrees with its lines, and without the list is the quote's", () => {
      expect(excursionsBreakdown(quote({ subtotal: 300_000 }), list, { EX2: [7] }, true)).toMatchObject({
        subtotal: 300_000 - 4_500 + 2_000,
        mismatch: true,
      })
      expect(excursionsBreakdown(quote(), null, { EX2: [7] }, false)).toEqual(quoteBreakdown(quote(), false))
    })
  })

  it("keeps the quote's own subtotal on a mismatch", () => {
    const view = quoteBreakdown(quote({ subtotal: 999_900 }), true)
    expect(view).toMatchObject({ subtotal: 999_900, subtotalText: '£9,999', mismatch: true })
  })

  it('shows a per-booking donation at its price', () => {
    const base = quote()
    const perBooking = quote({
      donations: [{ ...base.donations[0]!, allocationType: 'PerBooking', price: 1_000, amount: 1_000 }],
    })
    expect(quoteBreakdown(perBooking, false).lines.find((line) => line.kind === 'donation')).toMatchObject({
      detail: '£10',
      amount: 1_000,
    })
  })

  it('prices the rooms being chosen at the server prices, with the donation as ticked and the extension', () => {
    let rooms: RoomDraft[] = [emptyRoom('room-1'), emptyRoom('room-2')]
    rooms = selectRoomType(rooms, 'room-1', twin)
    rooms = selectRoomType(rooms, 'room-2', single)
    rooms = rooms.map((room, index) => ({
      ...room,
      passengers: room.passengers.map((passenger, p) => ({
        ...passenger,
        firstName: `A${index}${p}`,
        lastName: 'Lee',
      })),
    }))
    const state: Pick<CheckoutState, 'rooms' | 'donation' | 'nonDonatingTravellers' | 'donationForBooking'> = {
      rooms,
      donation: {
        id: 1,
        name: 'Plant a tree',
        description: '',
        imageUrl: '',
        price: 500,
        brandName: 'M',
        allocationType: 'PerPerson',
        donationExists: true,
      },
      nonDonatingTravellers: ['A00 Lee'],
      donationForBooking: true,
    }
    const view = draftBreakdown(state, { name: 'Bath', price: 30_000 }, 'GBP')
    expect(view.lines.map((line) => [line.name, line.amount])).toEqual([
      ['Twin Room', 200_000],
      ['Single Room', 120_000],
      ['Plant a tree', 1_000],
      ['Bath', 90_000],
    ])
    expect(view.subtotal).toBe(411_000)
  })
})

describe('sticky subtotal (checkout §2: 72 px)', () => {
  it('shows while the placeholder lies lower than 72 px above the viewport bottom', () => {
    expect(showsStickySubtotal(2000, 800)).toBe(true)
    expect(showsStickySubtotal(729, 800)).toBe(true)
    expect(showsStickySubtotal(728, 800)).toBe(false)
    expect(showsStickySubtotal(100, 800)).toBe(false)
    expect(showsStickySubtotal(-300, 800)).toBe(false)
  })

  it.each([
    ['the breakdown far below', 2000, 1700, true],
    ['its top at the bottom edge, not yet on screen', 1100, 800, true],
    ['its first line on screen', 1100, 799, false],
    ['its top above the screen, the subtotal still below', 1100, -40, false],
  ])('%s → bar %s (issue 29 item 12)', (_case, placeholderTop, breakdownTop, shown) => {
    expect(showsStickySubtotal(placeholderTop, 800, breakdownTop)).toBe(shown)
  })
})

describe('requests', () => {
  const keys = { departureId: 5, filo: 'FI', transportCode: 'LHR', tourCode: 'MJ1' }

  function travellersState(): CheckoutState {
    let state = checkoutReducer(initialCheckoutState(), {
      type: 'checkoutDataLoaded',
      addOns: [],
      availableRooms: { rooms: [twin, single], maxAvailable: 9, status: 'Available', currency: 'GBP' },
      donation: null,
    })
    state = checkoutReducer(state, { type: 'selectRoomType', roomKey: 'room-1', roomId: 2 })
    for (const [key, first] of [
      ['room-1-p1', 'Ann'],
      ['room-1-p2', 'Bo'],
    ] as const) {
      state = checkoutReducer(state, {
        type: 'setName',
        roomKey: 'room-1',
        passengerKey: key,
        field: 'firstName',
        value: ` ${first} `,
      })
      state = checkoutReducer(state, {
        type: 'setName',
        roomKey: 'room-1',
        passengerKey: key,
        field: 'lastName',
        value: 'Lee',
      })
    }
    return state
  }

  it('sends the keys, trimmed passengers by room and no price at all', () => {
    const request = roomsRequestOf(travellersState(), keys)
    expect(request).toEqual({
      quoteId: null,
      departureId: 5,
      filo: 'FI',
      departureTransportCode: 'LHR',
      initialTourCode: 'MJ1',
      tourCode: 'MJ1',
      passengers: [
        { roomId: 2, roomKey: 'room-1', key: 'room-1-p1', firstName: 'Ann', lastName: 'Lee' },
        { roomId: 2, roomKey: 'room-1', key: 'room-1-p2', firstName: 'Bo', lastName: 'Lee' },
      ],
      addOnDepartureIds: [],
      donationExtraId: null,
      donationAllocationType: null,
    })
    expect(JSON.stringify(request)).not.toMatch(/price|subtotal|supplement/i)
  })

  it('books the recorded extension and sends the donation choice of its allocation type', () => {
    const addOn = {
      code: 'EXT1',
      name: 'Bath',
      description: '',
      imageUrl: '',
      price: 30_000,
      priceFormatted: '£300',
      currency: 'GBP' as const,
      departureId: 90,
      transportCode: 'LHR',
      isoDate: '2027-05-01',
      date: '1st May 2027',
      durationDays: 3,
    }
    let state = checkoutReducer(initialCheckoutState(), {
      type: 'checkoutDataLoaded',
      addOns: [addOn],
      availableRooms: { rooms: [twin], maxAvailable: 9, status: 'Available', currency: 'GBP' },
      donation: {
        id: 4,
        name: 'Foundation',
        description: '',
        imageUrl: '',
        price: 1_000,
        brandName: 'M',
        allocationType: 'PerBooking',
        donationExists: true,
      },
    })
    state = checkoutReducer(state, { type: 'bookExtension', addOn })
    state = checkoutReducer(state, { type: 'addOnsRecorded' })
    state = checkoutReducer(state, { type: 'setDonationForBooking', value: false })
    expect(roomsRequestOf(state, keys)).toMatchObject({
      tourCode: 'EXT1',
      initialTourCode: 'MJ1',
      addOnDepartureIds: [90],
      donationExtraId: 4,
      donationAllocationType: 'PerBooking',
      donationForBooking: false,
    })
    expect(roomsRequestOf(state, keys)).not.toHaveProperty('donatingTravellers')
  })

  it('lists only excursions with a traveller ticked, and only the quote passengers', () => {
    expect(
      excursionsRequestOf(
        41,
        [{ code: 'EX1' }, { code: 'EX2' }, { code: 'EX3' }],
        { EX1: [8, 7, 99], EX2: [] },
        [7, 8],
      ),
    ).toEqual({ quoteId: 41, excursions: [{ code: 'EX1', passengerIds: [7, 8] }] })
  })

  it('knows when the quote holds excursions', () => {
    expect(quoteHasExcursions(quote())).toBe(true)
    expect(quoteHasExcursions(quote({ excursions: [] }))).toBe(false)
    expect(quoteHasExcursions(null)).toBe(false)
  })
})

describe('booking-failed redirect (checkout §8)', () => {
  it("carries the lead's names, the tour, the date with hyphens and a non-zero quote id", () => {
    const rooms: RoomDraft[] = [
      { ...emptyRoom('room-1'), passengers: [{ key: 'p1', firstName: ' Ann ', lastName: "O'Neil" }] },
    ]
    const url = new URL(
      bookingFailedUrl({ rooms, tourName: 'Namibia & Botswana', departureDate: '12th May 2027', quoteId: 41 }),
      'http://x',
    )
    expect(url.pathname).toBe('/booking-failed-contact-form/')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      firstName: 'Ann',
      lastName: "O'Neil",
      tourName: 'Namibia & Botswana',
      departureDate: '12th-May-2027',
      quoteId: '41',
    })
    const withoutQuote = new URL(
      bookingFailedUrl({ rooms, tourName: 'T', departureDate: '1st Mar 2027', quoteId: 0 }),
      'http://x',
    )
    expect(withoutQuote.searchParams.has('quoteId')).toBe(false)
  })
})
