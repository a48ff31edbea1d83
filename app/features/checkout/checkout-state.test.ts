import { describe, expect, it } from 'vitest'
import type { AvailableRoomsResponse, QuoteResponse } from './checkout-contract'
import { checkoutReducer, initialCheckoutState, type CheckoutAction, type CheckoutState } from './checkout-state'
import { nameStorageKey, storedName } from './checkout-rooms'

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
})
