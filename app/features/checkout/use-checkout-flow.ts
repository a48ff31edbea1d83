import { useEffect, useReducer, useRef, useState } from 'react'
import { api, messageOf, push } from './checkout-client'
import { checkoutBookingActions } from './checkout-booking-actions'
import { checkoutStepActions } from './checkout-step-actions'
import { pushDataLayer } from '../../lib/analytics'
import { isApiCancelled } from '../../lib/api-client'
import { NAME_SESSION_SAVE_DEBOUNCE_MS } from '../../lib/constants'
import { debounce, type Debounced } from '../../lib/debounce'
import { AUTH_PATHS, fetchLoginUserDetails } from '../auth/index.checkout'
import {
  addOnDepartureUrl,
  departureLegsUrl,
  excursionsForTourUrl,
  type DepartureAddOn,
  type DepartureLegsResponse,
  type Excursion,
} from '../departures/index.paths'
import {
  addTourExtensionEvent,
  beginCheckoutEvent,
  purchaseEvent,
  type CheckoutPageData,
  checkoutReducer,
  initialCheckoutState,
  type CheckoutState,
  stepAt,
  type StepEffect,
  type StepEvent,
  readStoredNames,
  readStoredRoomIds,
  restoredRooms,
  saveTravellers,
  sessionStore,
} from './flow/index.rules'
import {
  availableRoomsUrl,
  donationsUrl,
  visasUrl,
  type AvailableRoomsResponse,
  type CheckoutVisa,
  type Donation,
} from './contract/index.rules'
import { totalTravellers, type RoomDraft } from './travellers/index.rules'
import { shouldPushPurchase } from './payment/index.rules'

/*
 * The checkout's flow controller (checkout §2 steps 1–4, §4, §8; issue 9 "The page"): one reducer over the pure
 * rules (checkout-state.ts, checkout-steps.ts, checkout-rooms.ts) holds the state; this hook only calls the API,
 * runs the effects a step change asks for (scroll to the top, focus the step heading, browser back, load the
 * departure details, record the add-ons, push analytics, reset the excursions) and hands the step components
 * (checkout-step.tsx) the state and the actions they call.
 */

export interface CheckoutFlowOptions {
  data: CheckoutPageData
  /** Where a failed rooms submission goes (checkout §8). */
  redirect: (url: string) => void
  /** The pause between payment status polls. */
  wait: (ms: number) => Promise<void>
}

export function useCheckoutFlow({ data, redirect, wait }: CheckoutFlowOptions) {
  const { keys, texts, analytics, departure } = data
  const [state, dispatch] = useReducer(checkoutReducer, data.confirmation, initialCheckoutState)
  // A reload of the confirmation (checkout §2) needs none of the checkout's data.
  const [dataLoaded, setDataLoaded] = useState(data.confirmation !== null)
  const [visas, setVisas] = useState<CheckoutVisa[] | null>(null)
  const [passengerFieldErrors, setPassengerFieldErrors] = useState<Record<string, string[]> | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const placeholderRef = useRef<HTMLDivElement>(null)
  const latest = useRef(state)
  latest.current = state
  const started = useRef(false)
  const restored = useRef(false)
  const saver = useRef<Debounced<[readonly RoomDraft[]]> | null>(null)
  saver.current ??= debounce(
    (rooms: readonly RoomDraft[]) => saveTravellers(sessionStore(), keys.departureId, rooms),
    NAME_SESSION_SAVE_DEBOUNCE_MS,
  )
  const step = stepAt(state.flow.stepIndex)

  // The start: begin_checkout, then the departure's add-ons, live rooms and donations; then the rooms and names a
  // reload left in session storage.
  const start = () => {
    if (started.current || data.confirmation) return
    started.current = true
    push(beginCheckoutEvent(analytics, departure.priceMinor, departure.wasPriceMinor))
    if (data.login.userIsLoggedIn) loadLoggedInPassenger()
    void (async () => {
      try {
        const [addOns, availableRooms, donations] = await Promise.all([
          api.get<DepartureAddOn[]>(addOnDepartureUrl(keys)),
          api.get<AvailableRoomsResponse>(availableRoomsUrl(keys)),
          // A donation is an extra: without the list, the checkout goes on without one.
          api.get<Donation[]>(donationsUrl(keys.departureId)).catch(() => [] as Donation[]),
        ])
        setDataLoaded(true)
        dispatch({ type: 'checkoutDataLoaded', addOns, availableRooms, donation: donations[0] ?? null })
        const storage = sessionStore()
        // A saved checkout opened again starts from its quote's rooms and names (issue 27); a reload from storage.
        dispatch(
          data.restored
            ? {
                type: 'restoreRooms',
                ...restoredRooms(data.restored),
                saved: true,
                savedExcursions: data.restored.excursions,
              }
            : {
                type: 'restoreRooms',
                roomIds: readStoredRoomIds(storage, keys.departureId),
                stored: readStoredNames(storage),
              },
        )
      } catch (error) {
        dispatch({ type: 'failed', message: messageOf(error) })
      } finally {
        restored.current = true
      }
    })()
  }

  // Checkout §4, §6: a signed-in customer's name prefills the first traveller (only while it is blank, whenever the
  // details arrive: before or after a room is chosen). login-user-details' errors are ignored (checkout §7).
  const loadLoggedInPassenger = () => {
    void fetchLoginUserDetails(data.login.box?.loginUserDetailsUrl ?? AUTH_PATHS.loginUserDetails).then((details) => {
      if (details?.firstName && details.lastName)
        dispatch({
          type: 'loggedInPassengerLoaded',
          passenger: { firstName: details.firstName, lastName: details.lastName },
        })
    })
  }

  // Names (and the rooms they sit in) go to session storage 300 ms after the last change (checkout §9); a page
  // leaving in between saves at once.
  useEffect(() => {
    if (restored.current) saver.current?.(state.rooms)
  }, [state.rooms])
  useEffect(() => {
    const flush = () => saver.current?.flush()
    window.addEventListener('pagehide', flush)
    return () => {
      window.removeEventListener('pagehide', flush)
      flush()
    }
  }, [])

  // The effects of a step change, once each (checkout-steps.ts says which).
  const runEffects = (effects: readonly StepEffect[]) => {
    for (const effect of effects) runEffect(effect, state)
  }

  // Checkout §8: a global error shows its block, takes focus and is reported with its message.
  const reportError = () => {
    pushDataLayer('checkout_error', { message: state.errorMessage ?? texts.bookingError.title })
    headingRef.current?.focus()
  }

  // The excursions step loads the tour's excursions on its first visit; none → it moves on by itself.
  const excursionsNeeded = step === 'excursions' && state.excursions === null && !state.error
  const loadExcursions = () => {
    dispatch({ type: 'requestStarted' })
    api
      .get<Excursion[]>(excursionsForTourUrl(keys.departureId), undefined, { requestId: 'checkout-excursions' })
      .then((excursions) => dispatch({ type: 'excursionsListLoaded', excursions }))
      .catch((error: unknown) => {
        if (!isApiCancelled(error)) dispatch({ type: 'failed', message: messageOf(error) })
      })
  }

  // The passenger details step needs the departure's visas (checkout §7); without them there is nothing to ask.
  const visasNeeded = step === 'passengerDetails' && visas === null && !state.error
  const loadVisas = () => {
    api
      .get<CheckoutVisa[]>(visasUrl(keys), undefined, { requestId: 'checkout-visas' })
      .then(setVisas)
      .catch((error: unknown) => {
        if (!isApiCancelled(error)) dispatch({ type: 'failed', message: messageOf(error) })
      })
  }

  // Checkout §4: the purchase event, once, when the booking is reserved or took money.
  const purchaseDue =
    step === 'booking' && !!state.confirmation?.bookingDetails && !state.purchasePushed && !state.error
  const pushPurchase = () => {
    const confirmation = latest.current.confirmation
    if (!confirmation?.bookingDetails || latest.current.purchasePushed) return
    dispatch({ type: 'purchasePushed' })
    if (shouldPushPurchase(confirmation.bookingDetails)) {
      push(purchaseEvent(analytics, confirmation.bookingReference, confirmation.bookingDetails, latest.current.quote))
    }
  }

  // Effects call the handlers of the latest render (its state and props) through this ref, so each effect
  // depends only on what triggers it.
  const handlers = useRef({ start, runEffects, reportError, loadExcursions, loadVisas, pushPurchase })
  handlers.current = { start, runEffects, reportError, loadExcursions, loadVisas, pushPurchase }
  useEffect(() => handlers.current.start(), [])
  useEffect(() => {
    if (state.effectsId > 0) handlers.current.runEffects(state.effects)
  }, [state.effectsId, state.effects])
  useEffect(() => {
    if (state.error) handlers.current.reportError()
  }, [state.error])
  useEffect(() => {
    if (excursionsNeeded) handlers.current.loadExcursions()
  }, [excursionsNeeded])
  useEffect(() => {
    if (visasNeeded) handlers.current.loadVisas()
  }, [visasNeeded])
  useEffect(() => {
    if (purchaseDue) handlers.current.pushPurchase()
  }, [purchaseDue])

  function runEffect(effect: StepEffect, current: CheckoutState) {
    switch (effect) {
      case 'scrollToTop':
        window.scrollTo({ top: 0, left: 0 })
        return
      case 'focusStepHeading':
        headingRef.current?.focus({ preventScroll: true })
        return
      case 'historyBack':
        window.history.back()
        return
      case 'loadDepartureDetails':
        loadDepartureDetails(current.flow.addOnChosen)
        return
      case 'recordAddOns':
        dispatch({ type: 'addOnsRecorded' })
        return
      case 'pushTourExtension': {
        const legs = current.departureDetails
          ? [...current.departureDetails.departureLegs, ...current.departureDetails.returnLegs]
          : []
        push(
          addTourExtensionEvent(
            analytics,
            current.chosenAddOn ? [current.chosenAddOn] : [],
            legs,
            totalTravellers(current.rooms),
          ),
        )
        return
      }
      case 'resetExcursions':
        resetExcursions(current.quote)
        return
      case 'setExcursions':
        // Posted before the step moved on (continueExcursions), so a failure never leaves the step.
        return
    }
  }

  function loadDepartureDetails(shown: boolean) {
    if (latest.current.departureDetails) return
    api
      .get<DepartureLegsResponse>(departureLegsUrl(keys), undefined, { requestId: 'checkout-departure-details' })
      .then((details) => dispatch({ type: 'departureDetailsLoaded', details }))
      .catch((error: unknown) => {
        // Only the flights step shows them; without add-ons they are not on screen and a failure stops nothing.
        if (shown && !isApiCancelled(error)) dispatch({ type: 'failed', message: messageOf(error) })
      })
  }

  const { resetExcursions, continueTravellers, continueExcursions, passengerEdited, submitPassengers } =
    checkoutStepActions({ data, redirect, latest, dispatch, saver, setPassengerFieldErrors })
  const { savePayment, book, paymentMessage } = checkoutBookingActions({ data, wait, latest, dispatch })

  const navigate = (event: StepEvent) => dispatch({ type: 'navigate', event })

  /** Another room type for a room: the names typed so far are saved first and put back into the new one. */
  function selectRoomType(roomKey: string, roomId: number | null) {
    saver.current?.flush()
    dispatch({ type: 'selectRoomType', roomKey, roomId })
    dispatch({ type: 'restoreNames', stored: readStoredNames(sessionStore()) })
  }

  return {
    state,
    dispatch,
    step,
    dataLoaded,
    visas,
    passengerFieldErrors,
    headingRef,
    placeholderRef,
    actions: {
      navigate,
      selectRoomType,
      continueTravellers,
      continueExcursions,
      passengerEdited,
      submitPassengers,
      savePayment,
      book,
      paymentMessage,
    },
  }
}

/** What the step components get from the flow controller. */
export type CheckoutFlowController = ReturnType<typeof useCheckoutFlow>
