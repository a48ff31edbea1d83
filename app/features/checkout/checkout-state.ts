import type { DepartureAddOn, DepartureLegsResponse, Excursion } from '../departures/index'
import type { AvailableRoomsResponse, Donation, QuoteResponse } from './checkout-contract'
import {
  addRoom,
  emptyRoom,
  maxPassengersFor,
  prefillLoggedInPassenger,
  removeRoom,
  restoreNames,
  roomOptions,
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
  /** The departure's add-ons (checkout step 1), as the add-on/departure call answered. */
  addOns: DepartureAddOn[]
  /** The add-on 'Book extension' chose (checkout §2 step 1; discovery §4 'Book extension'). */
  chosenAddOn: DepartureAddOn | null
  /** The add-on flights Continue recorded (checkout §2 step 2): what the rooms response books as an extension. */
  recordedAddOn: DepartureAddOn | null
  /** Flights or no-flight entries of the departure (checkout §3 departure details); null until loaded. */
  departureDetails: DepartureLegsResponse | null
  /** The donation the travellers step offers (the brand's first in the departure's currency), or none. */
  donation: Donation | null
  /** The tour's excursions; null until the excursions step loaded them. */
  excursions: Excursion[] | null
  /** Ticked travellers by excursion code (quote passenger ids), the excursions step's choices. */
  excursionChoices: Readonly<Record<string, readonly number[]>>
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
  | {
      type: 'checkoutDataLoaded'
      addOns: DepartureAddOn[]
      availableRooms: AvailableRoomsResponse
      donation: Donation | null
    }
  | { type: 'restoreRooms'; roomIds: ReadonlyArray<number | null>; stored: Readonly<Record<string, string>> }
  | { type: 'bookExtension'; addOn: DepartureAddOn }
  | { type: 'addOnsRecorded' }
  | { type: 'departureDetailsLoaded'; details: DepartureLegsResponse }
  | { type: 'excursionsListLoaded'; excursions: Excursion[] }
  | { type: 'toggleExcursion'; code: string; passengerId: number; selected: boolean }
  | { type: 'resetExcursionChoices' }
  | { type: 'requestFinished' }

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
    addOns: [],
    chosenAddOn: null,
    recordedAddOn: null,
    departureDetails: null,
    donation: null,
    excursions: null,
    excursionChoices: {},
  }
}

/** A step event and the effects it leaves for the component (run once per effectsId). */
function navigated(state: CheckoutState, event: StepEvent): CheckoutState {
  const outcome = nextStep(state.flow, event)
  return { ...state, flow: outcome.flow, effects: outcome.effects, effectsId: state.effectsId + 1 }
}

/** The excursions step's ticks as the quote holds them (checkout §3 Excursion: passengers with selected). */
export function excursionChoicesOfQuote(quote: QuoteResponse): Record<string, number[]> {
  const choices: Record<string, number[]> = {}
  for (const excursion of quote.excursions) {
    const ids = excursion.passengers.filter((passenger) => passenger.selected).map((passenger) => passenger.passengerId)
    if (ids.length > 0) choices[excursion.code] = ids
  }
  return choices
}

/** The extensions the rooms response books: the recorded add-on, while 'Book extension' still stands. */
export function addOnDepartureIdsOf(state: Pick<CheckoutState, 'flow' | 'recordedAddOn'>): number[] {
  return state.flow.addOnChosen && state.recordedAddOn ? [state.recordedAddOn.departureId] : []
}

export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case 'navigate':
      return navigated(state, action.event)
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
        excursionChoices: excursionChoicesOfQuote(action.quote),
      }
    case 'roomsRefused':
      return { ...state, loading: false, roomsMessage: action.message }
    case 'failed':
      // Checkout §8: data, rooms, excursions, payment and status failures set the general error and stop loading.
      return { ...state, loading: false, error: true, errorMessage: action.message }
    case 'checkoutDataLoaded': {
      // One action, so a departure without add-ons never flashes the add-ons step before advancing (checkout §2).
      const loaded: CheckoutState = {
        ...state,
        loading: false,
        addOns: action.addOns,
        availableRooms: action.availableRooms.rooms,
        maxPassengers: maxPassengersFor(action.availableRooms.maxAvailable),
        donation: action.donation,
      }
      return navigated(loaded, { type: 'addOnsLoaded', count: action.addOns.length })
    }
    case 'restoreRooms':
      return restoreRooms(state, action.roomIds, action.stored)
    case 'bookExtension':
      return navigated({ ...state, chosenAddOn: action.addOn }, { type: 'bookExtension' })
    case 'addOnsRecorded':
      return { ...state, recordedAddOn: state.chosenAddOn }
    case 'departureDetailsLoaded':
      return { ...state, departureDetails: action.details }
    case 'excursionsListLoaded':
      return navigated(
        { ...state, loading: false, excursions: action.excursions },
        { type: 'excursionsLoaded', count: action.excursions.length },
      )
    case 'toggleExcursion': {
      const current = state.excursionChoices[action.code] ?? []
      const rest = current.filter((id) => id !== action.passengerId)
      const next = action.selected ? [...rest, action.passengerId] : rest
      return { ...state, excursionChoices: { ...state.excursionChoices, [action.code]: next } }
    }
    case 'resetExcursionChoices':
      return { ...state, excursionChoices: {} }
    case 'requestFinished':
      return { ...state, loading: false }
  }
}

/**
 * After a reload (checkout §3: names are kept in session storage), the rooms the visitor had chosen come back —
 * only while the page still shows its untouched first room, and only room types still offered with a room left —
 * and then the stored names fill their blank passengers.
 */
function restoreRooms(
  state: CheckoutState,
  roomIds: ReadonlyArray<number | null>,
  stored: Readonly<Record<string, string>>,
): CheckoutState {
  const untouched = state.rooms.length === 1 && state.rooms[0]!.id === null && state.quote === null
  if (!untouched || roomIds.length === 0) return state
  let rooms: RoomDraft[] = []
  let number = 1
  for (const roomId of roomIds) {
    const key = `room-${number++}`
    rooms = [...rooms, emptyRoom(key)]
    const option = roomOptions(state.availableRooms, rooms, key, state.maxPassengers).find(
      (candidate) => candidate.room.id === roomId && !candidate.disabled,
    )
    if (option) rooms = selectRoomType(rooms, key, option.room, state.loggedInPassengerData)
    if (!option || rooms.reduce((sum, room) => sum + room.passengers.length, 0) >= state.maxPassengers) break
  }
  rooms = restoreNames(rooms, (key) => stored[key] ?? null)
  return { ...state, rooms, nextRoomNumber: number }
}
