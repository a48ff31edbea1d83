import { describe, expect, it } from 'vitest'
import type { AvailableRoomsResponse, QuoteResponse } from '../contract/checkout-contract'
import type { DepartureAddOn } from '../../departures/index'
import {
  addOnDepartureIdsOf,
  checkoutReducer,
  excursionChoicesOfQuote,
  initialCheckoutState,
  type CheckoutAction,
  type CheckoutState,
} from './checkout-state'
import { nameStorageKey, storedName } from '../travellers/checkout-rooms'

const available: AvailableRoomsResponse = {
  rooms: [
    { id: 1, code: 'SGL', name: 'Single Room', occupancy: 1, pricePerPerson: 120_000, supplement: 20_000, left: 5 },
    { id: 2, code: 'TWN', name: 'Twin Room', occupancy: 2, pricePerPerson: 100_000, supplement: 0, left: 5 },
  ],
  maxAvailable: 3,
  status: 'Limited',
  currency: 'GBP',
}

const run = (actions: CheckoutAction[], state: CheckoutState = initialCheckoutState()) =>
  actions.reduce(checkoutReducer, state)

const quote = (subtotal: number): QuoteResponse => ({
  quoteId: 12,
  departureId: 5,
  cultureCode: 'en-GB',
  currency: 'GBP',
  filo: 'FI',
  initialTourCode: 'MJ1',
  tourCode: 'MJ1',
  departureTransportCode: 'LHR',
  passengers: [],
  rooms: [{ id: 2, key: 'room-1', name: 'Twin Room', occupancy: 2, pricePerPerson: 100_000, supplement: 0 }],
  excursions: [],
  visas: [],
  addOns: [],
  subtotal,
  donationId: null,
  takeFinalBalance: false,
  transactionId: null,
  donations: [],
  donationIds: [],
  holdExpiresAt: null,
})

describe('checkout state', () => {
  it('starts loading on the add-ons step with one empty room and the spec maximum', () => {
    const state = initialCheckoutState()
    expect(state).toMatchObject({ loading: true, error: false, maxPassengers: 9, subtotalMismatch: false })
    expect(state.flow.stepIndex).toBe(0)
    expect(state.rooms).toHaveLength(1)
  })

  it('lowers the maximum to maxAvailable and refuses a room over it', () => {
    const state = run([
      { type: 'availableRoomsLoaded', response: available },
      { type: 'selectRoomType', roomKey: 'room-1', roomId: 2 },
      { type: 'addRoom' },
      { type: 'selectRoomType', roomKey: 'room-2', roomId: 1 },
      { type: 'addRoom' },
    ])
    expect(state.maxPassengers).toBe(3)
    expect(state.rooms.map((room) => [room.key, room.occupancy])).toEqual([
      ['room-1', 2],
      ['room-2', 1],
    ])
  })

  it('ignores a room type that is not on offer', () => {
    const state = run([{ type: 'availableRoomsLoaded', response: available }])
    expect(checkoutReducer(state, { type: 'selectRoomType', roomKey: 'room-1', roomId: 99 })).toBe(state)
  })

  it('navigates by the step rules and hands the effects to the page', () => {
    const state = run([{ type: 'navigate', event: { type: 'addOnsLoaded', count: 0 } }])
    expect(state.flow.stepIndex).toBe(2)
    expect(state.effects).toEqual(['loadDepartureDetails', 'scrollToTop', 'focusStepHeading'])
    expect(state.effectsId).toBe(1)
  })

  it('restores names, prefills the logged-in customer and tracks donation opt-outs', () => {
    const state = run([
      { type: 'availableRoomsLoaded', response: available },
      { type: 'selectRoomType', roomKey: 'room-1', roomId: 2 },
      { type: 'restoreNames', stored: { [nameStorageKey(0, 1)]: storedName({ firstName: 'Bo', lastName: 'Lee' }) } },
      { type: 'loggedInPassengerLoaded', passenger: { firstName: 'Ann', lastName: 'Lee' } },
      { type: 'setDonates', name: 'Bo Lee', donates: false },
      { type: 'setDonationForBooking', value: false },
    ])
    expect(state.rooms[0]!.passengers.map((p) => `${p.firstName} ${p.lastName}`)).toEqual(['Ann Lee', 'Bo Lee'])
    expect(state.nonDonatingTravellers).toEqual(['Bo Lee'])
    expect(state.donationForBooking).toBe(false)
  })

  it('flags a subtotal mismatch from the quote and shows a refused rooms response by the rooms', () => {
    expect(run([{ type: 'quoteReceived', quote: quote(200_000) }]).subtotalMismatch).toBe(false)
    const mismatched = run([{ type: 'quoteReceived', quote: quote(210_000) }])
    expect(mismatched).toMatchObject({ subtotalMismatch: true, loading: false })
    // Issue 29 item 9: the server's subtotal after the excursions' Continue against the running one shown.
    const expected = (expectedSubtotal: number) =>
      run([{ type: 'quoteReceived', quote: quote(200_000), expectedSubtotal }]).subtotalMismatch
    expect(expected(200_000)).toBe(false)
    expect(expected(199_000)).toBe(true)
    const refused = run([
      { type: 'requestStarted' },
      { type: 'roomsRefused', message: 'Sorry, only 2 places are left on this departure' },
    ])
    expect(refused).toMatchObject({
      loading: false,
      error: false,
      roomsMessage: 'Sorry, only 2 places are left on this departure',
    })
  })

  it('sets the general error and stops loading on a failure (checkout §8)', () => {
    expect(run([{ type: 'failed', message: 'Boom' }])).toMatchObject({
      loading: false,
      error: true,
      errorMessage: 'Boom',
    })
  })

  it('loads the page data in one step, so a departure without add-ons lands on travellers at once', () => {
    const none = run([{ type: 'checkoutDataLoaded', addOns: [], availableRooms: available, donation: null }])
    expect(none).toMatchObject({ loading: false, maxPassengers: 3 })
    expect(none.flow.stepIndex).toBe(2)
    expect(none.effects).toEqual(['loadDepartureDetails', 'scrollToTop', 'focusStepHeading'])

    const some = run([{ type: 'checkoutDataLoaded', addOns: [addOn], availableRooms: available, donation: null }])
    expect(some.flow).toMatchObject({ stepIndex: 0, addOnsExist: true })
    expect(some.addOns).toEqual([addOn])
  })

  it('books an extension, records it on flights Continue, and drops it when add-ons are skipped later', () => {
    const booked = run([
      { type: 'checkoutDataLoaded', addOns: [addOn], availableRooms: available, donation: null },
      { type: 'bookExtension', addOn },
    ])
    expect(booked.flow.stepIndex).toBe(1)
    expect(booked.chosenAddOn).toEqual(addOn)
    expect(addOnDepartureIdsOf(booked)).toEqual([])
    const recorded = run([{ type: 'navigate', event: { type: 'continue' } }, { type: 'addOnsRecorded' }], booked)
    expect(recorded.flow.stepIndex).toBe(2)
    expect(addOnDepartureIdsOf(recorded)).toEqual([90])
    const skipped = run(
      [
        { type: 'navigate', event: { type: 'back' } },
        { type: 'navigate', event: { type: 'back' } },
        { type: 'navigate', event: { type: 'skipAddOns' } },
      ],
      recorded,
    )
    expect(skipped.flow.stepIndex).toBe(2)
    expect(addOnDepartureIdsOf(skipped)).toEqual([])
  })

  it('moves past excursions by itself when the tour has none, and keeps the list when it has some', () => {
    const atExcursions = run([
      { type: 'checkoutDataLoaded', addOns: [], availableRooms: available, donation: null },
      { type: 'navigate', event: { type: 'continue' } },
      { type: 'requestStarted' },
    ])
    expect(atExcursions.flow.stepIndex).toBe(3)
    const none = run([{ type: 'excursionsListLoaded', excursions: [] }], atExcursions)
    expect(none).toMatchObject({ loading: false, excursions: [] })
    expect(none.flow).toMatchObject({ stepIndex: 4, excursionsExist: false })
    const some = run([{ type: 'excursionsListLoaded', excursions: [excursion] }], atExcursions)
    expect(some.flow).toMatchObject({ stepIndex: 3, excursionsExist: true })
  })

  it('ticks and unticks travellers per excursion, resets them, and takes them from a quote', () => {
    const ticked = run([
      { type: 'toggleExcursion', code: 'EX1', passengerId: 7, selected: true },
      { type: 'toggleExcursion', code: 'EX1', passengerId: 8, selected: true },
      { type: 'toggleExcursion', code: 'EX1', passengerId: 7, selected: false },
      { type: 'toggleExcursion', code: 'EX1', passengerId: 8, selected: true },
    ])
    expect(ticked.excursionChoices).toEqual({ EX1: [8] })
    expect(run([{ type: 'resetExcursionChoices' }], ticked).excursionChoices).toEqual({})
    const withExcursions: QuoteResponse = {
      ...quote(200_000),
      excursions: [
        {
          id: 3,
          code: 'EX2',
          name: 'Cruise',
          price: 100,
          passengers: [
            { passengerId: 7, selected: true },
            { passengerId: 8, selected: false },
          ],
        },
      ],
    }
    expect(excursionChoicesOfQuote(withExcursions)).toEqual({ EX2: [7] })
    expect(run([{ type: 'quoteReceived', quote: withExcursions }], ticked).excursionChoices).toEqual({ EX2: [7] })
  })

  it('brings back the stored rooms and names after a reload, only into an untouched page', () => {
    const loaded = run([{ type: 'checkoutDataLoaded', addOns: [], availableRooms: wide, donation: null }])
    const stored = {
      [nameStorageKey(0, 0)]: storedName({ firstName: 'Ann', lastName: 'Lee' }),
      [nameStorageKey(0, 1)]: storedName({ firstName: 'Bo', lastName: 'Lee' }),
      [nameStorageKey(1, 0)]: storedName({ firstName: 'Cy', lastName: 'Lee' }),
    }
    const restored = run([{ type: 'restoreRooms', roomIds: [2, 1], stored }], loaded)
    expect(restored.rooms.map((room) => [room.key, room.id, room.passengers.map((p) => p.firstName)])).toEqual([
      ['room-1', 2, ['Ann', 'Bo']],
      ['room-2', 1, ['Cy']],
    ])
    expect(restored.nextRoomNumber).toBe(3)
    // A room type no longer offered stops the restore there: that room stays to be chosen again.
    const gone = run([{ type: 'restoreRooms', roomIds: [2, 99, 1], stored }], loaded)
    expect(gone.rooms.map((room) => room.id)).toEqual([2, null])
    // Once the visitor has chosen a room, nothing is overwritten.
    const touched = run([{ type: 'selectRoomType', roomKey: 'room-1', roomId: 1 }], loaded)
    expect(run([{ type: 'restoreRooms', roomIds: [2, 1], stored }], touched)).toBe(touched)
  })

  it('keeps a saved checkout’s names over the signed-in customer’s, before or after their details arrive (issue 27)', () => {
    const loaded = run([{ type: 'checkoutDataLoaded', addOns: [], availableRooms: wide, donation: null }])
    const signedIn = run(
      [{ type: 'loggedInPassengerLoaded', passenger: { firstName: 'Ann', lastName: 'Lee' } }],
      loaded,
    )
    const stored = { [nameStorageKey(0, 0)]: storedName({ firstName: 'Alice', lastName: 'Hart' }) }
    const names = (state: ReturnType<typeof run>) =>
      state.rooms[0]!.passengers.map((p) => `${p.firstName} ${p.lastName}`)
    expect(names(run([{ type: 'restoreRooms', roomIds: [1], stored, saved: true }], signedIn))).toEqual(['Alice Hart'])
    const restoredFirst = run([{ type: 'restoreRooms', roomIds: [1], stored, saved: true }], loaded)
    expect(
      names(
        run([{ type: 'loggedInPassengerLoaded', passenger: { firstName: 'Ann', lastName: 'Lee' } }], restoredFirst),
      ),
    ).toEqual(['Alice Hart'])
    // A reload's own restore still fills the signed-in customer's name first (checkout §4).
    expect(names(run([{ type: 'restoreRooms', roomIds: [1], stored }], signedIn))).toEqual(['Ann Lee'])
  })

  it('ticks a saved checkout’s excursions again for the same travellers once the rooms response names them', () => {
    const loaded = run([{ type: 'checkoutDataLoaded', addOns: [], availableRooms: wide, donation: null }])
    const stored = {
      [nameStorageKey(0, 0)]: storedName({ firstName: 'Ann', lastName: 'Lee' }),
      [nameStorageKey(0, 1)]: storedName({ firstName: 'Bo', lastName: 'Lee' }),
    }
    const savedExcursions = [
      { code: 'EX1', travellers: [{ firstName: 'Bo', lastName: 'Lee' }] },
      {
        code: 'EX2',
        travellers: [
          { firstName: 'Ann', lastName: 'Lee' },
          { firstName: 'Cy', lastName: 'Gone' },
        ],
      },
    ]
    const restored = run([{ type: 'restoreRooms', roomIds: [2], stored, saved: true, savedExcursions }], loaded)
    const lead = { roomId: 2, roomKey: 'room-1', lead: true, donated: false }
    const priced: QuoteResponse = {
      ...quote(200_000),
      passengers: [
        { ...lead, passengerId: 31, key: 'p1', firstName: 'Ann', lastName: 'Lee' },
        { ...lead, lead: false, passengerId: 32, key: 'p2', firstName: 'Bo', lastName: 'Lee' },
      ],
    }
    const received = run([{ type: 'quoteReceived', quote: priced }], restored)
    // A traveller no longer on the booking is left out; the saved choices are used once.
    expect(received.excursionChoices).toEqual({ EX1: [32], EX2: [31] })
    expect(received.savedExcursions).toBeNull()
    expect(run([{ type: 'quoteReceived', quote: priced }], received).excursionChoices).toEqual({})
  })

  it('stops at the maximum while restoring', () => {
    const loaded = run([{ type: 'checkoutDataLoaded', addOns: [], availableRooms: available, donation: null }])
    const restored = run([{ type: 'restoreRooms', roomIds: [2, 1, 1], stored: {} }], loaded)
    expect(restored.rooms.map((room) => room.id)).toEqual([2, 1])
    // A twin that no longer fits under the maximum is not offered: that room is left to choose.
    const overfull = run([{ type: 'restoreRooms', roomIds: [2, 2], stored: {} }], loaded)
    expect(overfull.rooms.map((room) => room.id)).toEqual([2, null])
  })
})

const addOn: DepartureAddOn = {
  code: 'EXT1',
  name: 'Two nights in Bath',
  description: '',
  imageUrl: '',
  price: 30_000,
  priceFormatted: '£300',
  currency: 'GBP',
  departureId: 90,
  transportCode: 'LHR',
  isoDate: '2027-05-01',
  date: '1st May 2027',
  durationDays: 3,
}

const excursion = {
  id: 3,
  code: 'EX1',
  name: 'Cruise',
  description: '',
  imageUrl: '',
  price: 4_500,
  priceFormatted: '£45',
  currency: 'GBP' as const,
  dayNumber: null,
}

const wide: AvailableRoomsResponse = { ...available, maxAvailable: 9 }
