import type { AvailableRoomsResponse, QuoteResponse } from './checkout-contract'
import {
  addRoom,
  emptyRoom,
  maxPassengersFor,
  prefillLoggedInPassenger,
  removeRoom,
  restoreNames,
  selectRoomType,
  setTravellerName,
  toggleNonDonating,
  type LoggedInPassenger,
  type RoomDraft,
} from './checkout-rooms'
import { INITIAL_STEP_FLOW, nextStep, type StepEffect, type StepEvent, type StepFlow } from './checkout-steps'
import { isSubtotalMismatch, subtotalInputOfQuote } from './subtotal'

/*
 * The checkout page's state (checkout §3 "checkout state": loading, error, errorMessage, stepIndex, maxPassengers,
 * nonDonatingTravellers, loggedInPassengerData, subtotalMismatch) as one pure reducer over the rules modules, like
 * the departures table's reducer. Side effects (calls, scrolling, analytics) stay in the component: navigation
 * leaves the effects to run in `effects`, and the component runs them once per `effectsId`.
 */

export interface CheckoutState {
  loading: boolean
  error: boolean
  errorMessage: string | null
  flow: StepFlow
  effects: StepEffect[]
  effectsId: number
  maxPassengers: number
  availableRooms: AvailableRoomsResponse['rooms']
  rooms: RoomDraft[]
  nextRoomNumber: number
  nonDonatingTravellers: string[]
  donationForBooking: boolean
  loggedInPassengerData: LoggedInPassenger | null
  quote: QuoteResponse | null
  subtotalMismatch: boolean
  /** A 409 from the rooms response ("Sorry, only 2 places are left…"), shown next to the rooms. */
  roomsMessage: string | null
}

export type CheckoutAction =
  | { type: 'navigate'; event: StepEvent }
  | { type: 'availableRoomsLoaded'; response: AvailableRoomsResponse }
  | { type: 'selectRoomType'; roomKey: string; roomId: number | null }
  | { type: 'addRoom' }
  | { type: 'removeRoom'; roomKey: string }
  | { type: 'setName'; roomKey: string; passengerKey: string; field: 'firstName' | 'lastName'; value: string }
  | { type: 'restoreNames'; stored: Readonly<Record<string, string>> }
  | { type: 'setDonates'; name: string; donates: boolean }
  | { type: 'setDonationForBooking'; value: boolean }
  | { type: 'loggedInPassengerLoaded'; passenger: LoggedInPassenger | null }
  | { type: 'requestStarted' }
  | { type: 'quoteReceived'; quote: QuoteResponse }
  | { type: 'roomsRefused'; message: string }
  | { type: 'failed'; message: string | null }

export function initialCheckoutState(): CheckoutState {
  return {
    loading: true,
    error: false,
    errorMessage: null,
    flow: INITIAL_STEP_FLOW,
    effects: [],
    effectsId: 0,
    maxPassengers: maxPassengersFor(null),
    availableRooms: [],
    rooms: [emptyRoom('room-1')],
    nextRoomNumber: 2,
    nonDonatingTravellers: [],
    donationForBooking: true,
    loggedInPassengerData: null,
    quote: null,
    subtotalMismatch: false,
    roomsMessage: null,
  }
}

export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case 'navigate': {
      const outcome = nextStep(state.flow, action.event)
      return { ...state, flow: outcome.flow, effects: outcome.effects, effectsId: state.effectsId + 1 }
    }
    case 'availableRoomsLoaded':
      return {
        ...state,
        availableRooms: action.response.rooms,
        maxPassengers: maxPassengersFor(action.response.maxAvailable),
      }
    case 'selectRoomType': {
      const chosen =
        action.roomId === null ? null : (state.availableRooms.find((room) => room.id === action.roomId) ?? null)
      if (action.roomId !== null && !chosen) return state
      return {
        ...state,
        rooms: selectRoomType(state.rooms, action.roomKey, chosen, state.loggedInPassengerData),
        roomsMessage: null,
      }
    }
    case 'addRoom': {
      const rooms = addRoom(state.rooms, `room-${state.nextRoomNumber}`, state.maxPassengers)
      return rooms.length === state.rooms.length ? state : { ...state, rooms, nextRoomNumber: state.nextRoomNumber + 1 }
    }
    case 'removeRoom':
      return { ...state, rooms: removeRoom(state.rooms, action.roomKey), roomsMessage: null }
    case 'setName':
      return {
        ...state,
        rooms: setTravellerName(state.rooms, action.roomKey, action.passengerKey, action.field, action.value),
      }
    case 'restoreNames':
      return { ...state, rooms: restoreNames(state.rooms, (key) => action.stored[key] ?? null) }
    case 'setDonates':
      return {
        ...state,
        nonDonatingTravellers: toggleNonDonating(state.nonDonatingTravellers, action.name, action.donates),
      }
    case 'setDonationForBooking':
      return { ...state, donationForBooking: action.value }
    case 'loggedInPassengerLoaded':
      return {
        ...state,
        loggedInPassengerData: action.passenger,
        rooms: prefillLoggedInPassenger(state.rooms, action.passenger),
      }
    case 'requestStarted':
      return { ...state, loading: true }
    case 'quoteReceived':
      return {
        ...state,
        loading: false,
        quote: action.quote,
        subtotalMismatch: isSubtotalMismatch(action.quote.subtotal, subtotalInputOfQuote(action.quote)),
        roomsMessage: null,
      }
    case 'roomsRefused':
      return { ...state, loading: false, roomsMessage: action.message }
    case 'failed':
      // Checkout §8: data, rooms, excursions, payment and status failures set the general error and stop loading.
      return { ...state, loading: false, error: true, errorMessage: action.message }
  }
}
