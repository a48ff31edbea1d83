// Long file (over 400 lines): one reducer over the checkout's state (checkout §3): its actions and transitions are read as one state machine.
import type { DepartureAddOn, DepartureLegsResponse, Excursion } from '../../departures/index'
import {
  type AvailableRoomsResponse,
  type Donation,
  type PaymentInfo,
  type QuoteResponse,
  fullName,
} from '../contract/index.rules'
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
} from '../travellers/index.rules'
import {
  INITIAL_STEP_FLOW,
  STEP_INDEX,
  nextStep,
  type StepEffect,
  type StepEvent,
  type StepFlow,
} from './checkout-steps'
import type { PassengerDetailsInput } from '../passenger-details/index.rules'
import type { RestoredSelection } from './checkout-page-data'
import {
  canBook,
  initialPaymentSection,
  isReservationBooking,
  savePaymentSection,
  type AmountToPay,
  type BookingConfirmation,
  type CanBook,
  type PaymentFrame,
  type PaymentMessage,
  type PaymentSectionState,
} from '../payment/index.rules'
import { isSubtotalMismatch, subtotalInputOfQuote } from '../price-breakdown/index.rules'

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
  /** A saved checkout's excursions (issue 27), ticked again once the rooms response names its travellers. */
  savedExcursions: RestoredSelection['excursions'] | null
  /** The passenger details step (checkout §4), as far as the rest of the checkout needs it. */
  passengerDetails: PassengerDetailsProgress
  /** The payment section (checkout §3 Payment); null until passengerDetailsResponse answered, and after a reset. */
  payment: PaymentSectionState | null
  /** The card frame (checkout §2 step 7) while it shows. */
  paymentFrame: PaymentFrame | null
  /** The booking reference and details once /confirm-booking answered (or the reload found them). */
  confirmation: BookingConfirmation | null
  /** The purchase event went (checkout §4: once). */
  purchasePushed: boolean
}

/** A passenger as passengerDetailsResponse was sent it (lead-only fields only on the lead). */
export type SubmittedPassenger = Pick<PassengerDetailsInput, 'passengerId' | 'firstName' | 'lastName'> &
  Partial<PassengerDetailsInput>

export interface PassengerDetailsProgress {
  /** Every passenger saved, valid and in summary view, and the server accepted them. */
  complete: boolean
  /** What was last sent (names for canBook, mobility for the reservation rule, the lead for analytics). */
  passengers: SubmittedPassenger[]
  /** Bumped when the passenger cards must go back to edit view (checkout §4: excursions changed). */
  resetId: number
  /** A passengerDetailsResponse is out (cancelled by an edit or an excursions change). */
  requestInFlight: boolean
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
  | {
      type: 'quoteReceived'
      quote: QuoteResponse
      /** The running subtotal the page showed before the server priced this quote (the excursions step's). */
      expectedSubtotal?: number
    }
  | { type: 'roomsRefused'; message: string }
  | { type: 'failed'; message: string | null }
  | {
      type: 'checkoutDataLoaded'
      addOns: DepartureAddOn[]
      availableRooms: AvailableRoomsResponse
      donation: Donation | null
    }
  | {
      type: 'restoreRooms'
      roomIds: ReadonlyArray<number | null>
      stored: Readonly<Record<string, string>>
      /** A saved checkout's own names (issue 27): they stand, the signed-in customer's name does not replace them. */
      saved?: boolean
      /** A saved checkout's excursions, ticked again for the same travellers after the rooms response. */
      savedExcursions?: RestoredSelection['excursions']
    }
  | { type: 'bookExtension'; addOn: DepartureAddOn }
  | { type: 'addOnsRecorded' }
  | { type: 'departureDetailsLoaded'; details: DepartureLegsResponse }
  | { type: 'excursionsListLoaded'; excursions: Excursion[] }
  | { type: 'toggleExcursion'; code: string; passengerId: number; selected: boolean }
  | { type: 'resetExcursionChoices' }
  | { type: 'requestFinished' }
  | { type: 'excursionsChanged' }
  | { type: 'passengerEdited' }
  | { type: 'passengerDetailsSubmitted'; passengers: SubmittedPassenger[] }
  | { type: 'passengerDetailsAccepted'; quote: QuoteResponse; payment: PaymentInfo }
  | { type: 'passengerRequestCancelled' }
  | { type: 'setAmountToPay'; value: AmountToPay }
  | { type: 'setCardType'; cardTypeId: number | null }
  | { type: 'setTakeFinalBalance'; value: boolean }
  | { type: 'savePayment' }
  | { type: 'editPayment' }
  | { type: 'paymentFrameReceived'; frame: PaymentFrame }
  | { type: 'paymentMessageReceived'; message: PaymentMessage }
  | { type: 'booked'; confirmation: BookingConfirmation }
  | { type: 'purchasePushed' }

const NO_PASSENGER_DETAILS: PassengerDetailsProgress = {
  complete: false,
  passengers: [],
  resetId: 0,
  requestInFlight: false,
}

/**
 * The state a checkout starts in; given a confirmation (the page reloaded at `?bookingReference=`, checkout §2), the
 * confirmation step straight away, with its purchase event already sent by the visit that booked.
 */
export function initialCheckoutState(confirmation: BookingConfirmation | null = null): CheckoutState {
  return {
    loading: confirmation === null,
    error: false,
    errorMessage: null,
    flow: confirmation ? { ...INITIAL_STEP_FLOW, stepIndex: STEP_INDEX.booking } : INITIAL_STEP_FLOW,
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
    savedExcursions: null,
    passengerDetails: NO_PASSENGER_DETAILS,
    payment: null,
    paymentFrame: null,
    confirmation,
    purchasePushed: confirmation !== null,
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

/**
 * A saved checkout's excursions for the quote its rooms response made (issue 27): the same travellers, found by name
 * (names are unique within a quote), ticked for the same excursions. Null when there are none to restore, or the
 * quote already has its own.
 */
export function savedExcursionChoices(
  saved: RestoredSelection['excursions'] | null,
  quote: QuoteResponse,
): Record<string, number[]> | null {
  if (!saved || saved.length === 0 || quote.excursions.length > 0) return null
  const idOf = new Map(quote.passengers.map((passenger) => [fullName(passenger), passenger.passengerId]))
  const choices: Record<string, number[]> = {}
  for (const excursion of saved) {
    const ids = excursion.travellers.flatMap((traveller) => idOf.get(fullName(traveller)) ?? [])
    if (ids.length > 0) choices[excursion.code] = ids
  }
  return choices
}

/** The extensions the rooms response books: the recorded add-on, while 'Book extension' still stands. */
export function addOnDepartureIdsOf(state: Pick<CheckoutState, 'flow' | 'recordedAddOn'>): number[] {
  return state.flow.addOnChosen && state.recordedAddOn ? [state.recordedAddOn.departureId] : []
}

/** Checkout §4: what canBook needs, from the state. */
export function bookingReadinessOf(state: Pick<CheckoutState, 'passengerDetails' | 'payment'>) {
  return {
    passengersComplete: state.passengerDetails.complete && !state.passengerDetails.requestInFlight,
    passengers: state.passengerDetails.passengers,
    payment: state.payment,
  }
}

export function canBookNow(state: Pick<CheckoutState, 'passengerDetails' | 'payment'>): CanBook {
  return canBook(bookingReadinessOf(state))
}

export function isReservationNow(state: Pick<CheckoutState, 'passengerDetails' | 'payment'>): boolean {
  return isReservationBooking(bookingReadinessOf(state))
}

/** The per-person donation's opt-outs as the quote now holds them (checkout §4: donations set from the quote). */
function nonDonatingOfQuote(quote: QuoteResponse): string[] {
  return quote.passengers.filter((passenger) => !passenger.donated).map((passenger) => fullName(passenger))
}

function updatePayment(state: CheckoutState, update: (payment: PaymentSectionState) => PaymentSectionState) {
  return state.payment ? { ...state, payment: update(state.payment) } : state
}

export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case 'navigate': {
      const moved = navigated(state, action.event)
      // Leaving the card frame by Back clears it: a new Continue to book asks for a new payment.
      return moved.flow.stepIndex < STEP_INDEX.payment ? { ...moved, paymentFrame: null } : moved
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
        // Checkout §4, §8: the quote's subtotal disagrees with its own lines, or (issue 29 item 9) with the running
        // subtotal shown while the excursions were ticked (an operator's price change in between).
        subtotalMismatch:
          isSubtotalMismatch(action.quote.subtotal, subtotalInputOfQuote(action.quote)) ||
          (action.expectedSubtotal !== undefined && action.expectedSubtotal !== action.quote.subtotal),
        roomsMessage: null,
        excursionChoices:
          savedExcursionChoices(state.savedExcursions, action.quote) ?? excursionChoicesOfQuote(action.quote),
        savedExcursions: null,
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
    case 'restoreRooms': {
      const restored = restoreRooms(state, action.roomIds, action.stored, action.saved ?? false)
      return action.savedExcursions?.length ? { ...restored, savedExcursions: action.savedExcursions } : restored
    }
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
    case 'excursionsChanged':
      // Checkout §4: changing excursions resets payment, sends every passenger card back to edit view and cancels
      // any passenger request in flight (the page aborts it).
      return {
        ...state,
        payment: null,
        paymentFrame: null,
        passengerDetails: {
          ...state.passengerDetails,
          complete: false,
          requestInFlight: false,
          resetId: state.passengerDetails.resetId + 1,
        },
      }
    case 'passengerEdited':
      // Checkout §4: Edit returns a card to edit view and resets payment; a request still out is cancelled.
      return {
        ...state,
        loading: state.passengerDetails.requestInFlight ? false : state.loading,
        payment: null,
        paymentFrame: null,
        passengerDetails: { ...state.passengerDetails, complete: false, requestInFlight: false },
      }
    case 'passengerDetailsSubmitted':
      return {
        ...state,
        loading: true,
        payment: null,
        passengerDetails: {
          ...state.passengerDetails,
          complete: false,
          requestInFlight: true,
          passengers: action.passengers,
        },
      }
    case 'passengerDetailsAccepted': {
      const received = checkoutReducer(state, { type: 'quoteReceived', quote: action.quote })
      return {
        ...received,
        payment: initialPaymentSection(action.payment),
        passengerDetails: { ...state.passengerDetails, complete: true, requestInFlight: false },
      }
    }
    case 'passengerRequestCancelled':
      return { ...state, loading: false, passengerDetails: { ...state.passengerDetails, requestInFlight: false } }
    case 'setAmountToPay':
      return updatePayment(state, (payment) => ({
        ...payment,
        amountToPay: action.value,
        // The final balance can only be taken later when only the deposit is paid now.
        takeFinalBalance: action.value === 'Deposit Only' ? payment.takeFinalBalance : false,
      }))
    case 'setCardType':
      return updatePayment(state, (payment) => ({ ...payment, cardTypeId: action.cardTypeId }))
    case 'setTakeFinalBalance':
      return updatePayment(state, (payment) => ({ ...payment, takeFinalBalance: action.value }))
    case 'savePayment':
      return updatePayment(state, savePaymentSection)
    case 'editPayment':
      return updatePayment(state, (payment) => ({ ...payment, summaryView: false }))
    case 'paymentFrameReceived':
      return navigated({ ...state, loading: false, paymentFrame: action.frame }, { type: 'paymentFrameReady' })
    case 'paymentMessageReceived': {
      // Checkout §4: the quote is replaced by the message's, donations are set from it, the frame is cleared; the
      // status check that follows keeps the page loading.
      const quote: QuoteResponse = action.message
      const received = checkoutReducer(state, { type: 'quoteReceived', quote })
      return { ...received, loading: true, paymentFrame: null, nonDonatingTravellers: nonDonatingOfQuote(quote) }
    }
    case 'booked':
      return navigated(
        { ...state, loading: false, paymentFrame: null, confirmation: action.confirmation },
        { type: 'booked' },
      )
    case 'purchasePushed':
      return { ...state, purchasePushed: true }
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
  saved: boolean,
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
    if (option) rooms = selectRoomType(rooms, key, option.room, saved ? null : state.loggedInPassengerData)
    if (!option || rooms.reduce((sum, room) => sum + room.passengers.length, 0) >= state.maxPassengers) break
  }
  rooms = restoreNames(rooms, (key) => stored[key] ?? null)
  return { ...state, rooms, nextRoomNumber: number }
}
