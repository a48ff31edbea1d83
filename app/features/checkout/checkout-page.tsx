import { useEffect, useReducer, useRef, useState } from 'react'
import { pushDataLayer } from '../../lib/analytics'
import { ApiError, createApiClient, isApiCancelled } from '../../lib/api-client'
import { NAME_SESSION_SAVE_DEBOUNCE_MS } from '../../lib/constants'
import { debounce, type Debounced } from '../../lib/debounce'
import {
  addOnDepartureUrl,
  departureLegsUrl,
  excursionsForTourUrl,
  type DepartureAddOn,
  type DepartureLegsResponse,
  type Excursion,
} from '../departures/index'
import { AddOnsStep, ExcursionsStep, FlightsStep } from './extras/index'
import { CardFrameStep, PaymentSection } from './payment/index'
import {
  RESERVATION_PAYMENT_TYPE,
  addExcursionsEvent,
  addPackageEvent,
  addPaymentInfoEvent,
  addShippingInfoEvent,
  addTourExtensionEvent,
  beginCheckoutEvent,
  newsletterSubscribePayload,
  purchaseEvent,
  purchaseSubmitEvent,
  type CheckoutAnalyticsEvent,
  type CheckoutPageData,
  canBookNow,
  checkoutReducer,
  initialCheckoutState,
  isReservationNow,
  type CheckoutState,
  type SubmittedPassenger,
  stepAt,
  type StepEffect,
  type StepEvent,
  readStoredNames,
  readStoredRoomIds,
  saveTravellers,
  sessionStore,
  bookingFailedUrl,
  draftBreakdown,
  excursionsRequestOf,
  quoteBreakdown,
  quoteHasExcursions,
  roomsRequestOf,
  type BreakdownView,
} from './flow/index.rules'
import {
  CONFIRM_BOOKING_PATH,
  EXCURSIONS_RESPONSE_PATH,
  PASSENGER_DETAILS_RESPONSE_PATH,
  ROOMS_RESPONSE_PATH,
  availableRoomsUrl,
  donationsUrl,
  statusCheckUrl,
  visasUrl,
  type AvailableRoomsResponse,
  type CheckoutVisa,
  type ConfirmBookingAnswer,
  type ConfirmBookingRequest,
  type Donation,
  type PassengerDetailsAnswer,
  type PaymentSubmitAnswer,
  type PaymentSubmitRequest,
  type QuoteResponse,
  type StatusCheckAnswer,
} from './contract/index.rules'
import { CheckoutErrorBlock, CheckoutHeader, CheckoutLoading, StepActions } from './flow/index'
import { totalTravellers, type RoomDraft } from './travellers/index.rules'
import { ConfirmationStep } from './confirmation/index'
import { PassengerDetailsStep } from './passenger-details/index'
import type { PassengerDetailsInput } from './passenger-details/index.rules'
import {
  confirmationAddress,
  isPaymentValid,
  paymentTypeOf,
  pollPaymentStatus,
  savePaymentSection,
  shouldPushPurchase,
  userFriendlyMessageOf,
  type PaymentMessage,
} from './payment/index.rules'
import { PRICE_BREAKDOWN_ID, PriceBreakdown, StickySubtotalBar, useStickySubtotal } from './price-breakdown/index'
import { TravellersStep } from './travellers/index'

const api = createApiClient()

function push(event: CheckoutAnalyticsEvent) {
  pushDataLayer(event.event, event.payload)
}

/** The message a failed call carries for the error block (the API's own message; nothing for a network failure). */
function messageOf(error: unknown): string | null {
  return error instanceof ApiError ? error.message : null
}

const assignLocation = (url: string) => window.location.assign(url)
const sleep = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms))

/** The request id of passengerDetailsResponse: an edit or an excursions change cancels it (checkout §4). */
const PASSENGER_REQUEST_ID = 'checkout-passenger-details'

/**
 * The checkout page, part 1 (checkout §2 steps 1–4, §4, §8; issue 9 "The page"): one reducer over the pure rules
 * (checkout-state.ts, checkout-steps.ts, checkout-rooms.ts); this component only calls the API, runs the effects a
 * step change asks for (scroll to the top, focus the step heading, browser back, load the departure details,
 * record the add-ons, push analytics, reset the excursions) and renders the step.
 */
export function CheckoutPage({
  data,
  redirect = assignLocation,
  wait = sleep,
}: {
  data: CheckoutPageData
  /** Where a failed rooms submission goes (checkout §8); replaceable in tests. */
  redirect?: (url: string) => void
  /** The pause between payment status polls; replaceable in tests. */
  wait?: (ms: number) => Promise<void>
}) {
  return data.departure.onSale || data.confirmation ? (
    <CheckoutFlow data={data} redirect={redirect} wait={wait} />
  ) : (
    <NotOnSale data={data} />
  )
}

function CheckoutFlow({
  data,
  redirect,
  wait,
}: {
  data: CheckoutPageData
  redirect: (url: string) => void
  wait: (ms: number) => Promise<void>
}) {
  const { keys, texts, analytics, departure } = data
  const currency = departure.currency
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
        dispatch({
          type: 'restoreRooms',
          roomIds: readStoredRoomIds(storage, keys.departureId),
          stored: readStoredNames(storage),
        })
      } catch (error) {
        dispatch({ type: 'failed', message: messageOf(error) })
      } finally {
        restored.current = true
      }
    })()
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

  function resetExcursions(quote: QuoteResponse | null) {
    dispatch({ type: 'resetExcursionChoices' })
    if (!quote || !quoteHasExcursions(quote)) return
    dispatch({ type: 'requestStarted' })
    api
      .post<QuoteResponse>(EXCURSIONS_RESPONSE_PATH, { quoteId: quote.quoteId, excursions: [] })
      .then((updated) => {
        dispatch({ type: 'quoteReceived', quote: updated })
        excursionsChanged()
      })
      .catch((error: unknown) => dispatch({ type: 'failed', message: messageOf(error) }))
  }

  async function continueTravellers() {
    const current = latest.current
    if (current.loading) return
    dispatch({ type: 'requestStarted' })
    try {
      const quote = await api.post<QuoteResponse>(ROOMS_RESPONSE_PATH, roomsRequestOf(current, keys))
      dispatch({ type: 'quoteReceived', quote })
      push(addPackageEvent(analytics, quote))
      dispatch({ type: 'navigate', event: { type: 'continue' } })
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        dispatch({ type: 'roomsRefused', message: error.message })
        return
      }
      // Checkout §8: any other failure of the rooms submission goes to the contact form, names and all.
      saver.current?.flush()
      redirect(
        bookingFailedUrl({
          rooms: current.rooms,
          tourName: data.tour.name,
          departureDate: departure.date,
          quoteId: current.quote?.quoteId,
        }),
      )
    }
  }

  async function continueExcursions() {
    const current = latest.current
    const quote = current.quote
    if (current.loading || !quote) return
    dispatch({ type: 'requestStarted' })
    try {
      const updated = await api.post<QuoteResponse>(
        EXCURSIONS_RESPONSE_PATH,
        excursionsRequestOf(
          quote.quoteId,
          current.excursions ?? [],
          current.excursionChoices,
          quote.passengers.map((passenger) => passenger.passengerId),
        ),
      )
      dispatch({ type: 'quoteReceived', quote: updated })
      excursionsChanged()
      push(addExcursionsEvent(analytics, updated))
      dispatch({ type: 'navigate', event: { type: 'continue' } })
    } catch (error) {
      dispatch({ type: 'failed', message: messageOf(error) })
    }
  }

  /** Checkout §4: changing excursions resets payment and the passenger cards, and cancels a passenger request. */
  function excursionsChanged() {
    api.cancel(PASSENGER_REQUEST_ID)
    setPassengerFieldErrors(null)
    dispatch({ type: 'excursionsChanged' })
  }

  function passengerEdited() {
    api.cancel(PASSENGER_REQUEST_ID)
    dispatch({ type: 'passengerEdited' })
  }

  /** Saving the last passenger (checkout §4): passengerDetailsResponse → the payment info. */
  async function submitPassengers(passengers: PassengerDetailsInput[]) {
    const quote = latest.current.quote
    if (!quote) return
    const submitted: SubmittedPassenger[] = passengers.map((passenger) => ({ ...passenger }))
    dispatch({ type: 'passengerDetailsSubmitted', passengers: submitted })
    setPassengerFieldErrors(null)
    try {
      const answer = await api.post<PassengerDetailsAnswer>(
        PASSENGER_DETAILS_RESPONSE_PATH,
        { quoteId: quote.quoteId, passengers },
        { requestId: PASSENGER_REQUEST_ID },
      )
      dispatch({ type: 'passengerDetailsAccepted', quote: answer.quote, payment: answer.payment })
      const leadId = answer.quote.passengers.find((passenger) => passenger.lead)?.passengerId
      const lead = passengers.find((passenger) => passenger.passengerId === leadId) ?? passengers[0]
      if (lead) push(await addShippingInfoEvent(analytics, answer.quote, lead))
      const first = passengers[0]
      if (first?.marketingEmail) pushDataLayer('newsletter_subscribe', await newsletterSubscribePayload(first))
    } catch (error) {
      // Checkout §8: a failure sets the error unless the request was cancelled (an edit, an excursions change).
      if (isApiCancelled(error)) return
      dispatch({ type: 'passengerRequestCancelled' })
      if (error instanceof ApiError && error.status === 400 && error.fieldErrors) {
        setPassengerFieldErrors(error.fieldErrors)
        return
      }
      dispatch({ type: 'failed', message: messageOf(error) })
    }
  }

  function savePayment() {
    const current = latest.current
    if (!current.payment || current.loading) return
    dispatch({ type: 'savePayment' })
    const saved = savePaymentSection(current.payment)
    if (saved.summaryView && current.quote && isPaymentValid(saved)) {
      push(
        addPaymentInfoEvent(analytics, current.quote, {
          paymentType: paymentTypeOf(saved),
          transactionType: saved.info.transactionType,
          amountToPay: saved.amountToPay,
        }),
      )
    }
  }

  /** 'Continue to book' (checkout §4): a reservation is confirmed at once; otherwise the card frame. */
  async function book() {
    const current = latest.current
    const quote = current.quote
    const payment = current.payment
    if (current.loading || !quote || !payment || !canBookNow(current).ok) return
    const reservation = isReservationNow(current)
    push(purchaseSubmitEvent(analytics, quote, reservation ? RESERVATION_PAYMENT_TYPE : paymentTypeOf(payment)))
    if (reservation) {
      await confirmBooking(null)
      return
    }
    dispatch({ type: 'requestStarted' })
    try {
      const request: Omit<PaymentSubmitRequest, 'cardTypeId'> & { cardTypeId: number | null } = {
        quoteId: quote.quoteId,
        currentPageUrl: window.location.href,
        cardTypeId: payment.cardTypeId,
        amountToPay: payment.amountToPay ?? 'Full Balance',
        takeFinalBalance: payment.takeFinalBalance,
      }
      const frame = await api.post<PaymentSubmitAnswer>(data.paymentSubmitUrl, request)
      dispatch({ type: 'paymentFrameReceived', frame })
    } catch (error) {
      dispatch({
        type: 'failed',
        message: userFriendlyMessageOf(error instanceof ApiError ? error.body : null) ?? messageOf(error),
      })
    }
  }

  /** The frame's message (checkout §4): the quote replaced, then the status polled, then the booking confirmed. */
  async function paymentMessage(message: PaymentMessage) {
    dispatch({ type: 'paymentMessageReceived', message })
    try {
      const outcome = await pollPaymentStatus(
        () => api.get<StatusCheckAnswer>(statusCheckUrl(message.transactionId)),
        wait,
      )
      if (outcome.kind === 'error') {
        dispatch({ type: 'failed', message: outcome.message })
        return
      }
    } catch (error) {
      dispatch({ type: 'failed', message: messageOf(error) })
      return
    }
    await confirmBooking(message.transactionId)
  }

  async function confirmBooking(transactionId: string | null) {
    const current = latest.current
    const quote = current.quote
    if (!quote) return
    dispatch({ type: 'requestStarted' })
    try {
      const body: ConfirmBookingRequest = {
        transactionId,
        quoteId: quote.quoteId,
        takeFinalBalance: current.payment?.takeFinalBalance ?? false,
      }
      const answer = await api.post<ConfirmBookingAnswer>(CONFIRM_BOOKING_PATH, body)
      if (!answer.success) {
        dispatch({ type: 'failed', message: null })
        return
      }
      // Checkout §2: the confirmation's address carries the reference, so a reload shows it again.
      window.history.replaceState(
        window.history.state,
        '',
        confirmationAddress(window.location, answer.bookingReference),
      )
      dispatch({
        type: 'booked',
        confirmation: { bookingReference: answer.bookingReference, bookingDetails: answer.bookingDetails ?? null },
      })
    } catch (error) {
      // Checkout §8: a UserFriendlyError's own message is shown.
      dispatch({
        type: 'failed',
        message: userFriendlyMessageOf(error instanceof ApiError ? error.body : null) ?? messageOf(error),
      })
    }
  }

  const navigate = (event: StepEvent) => dispatch({ type: 'navigate', event })
  const busy = state.loading
  const bookable = canBookNow(state)
  const reservation = isReservationNow(state)
  const medical = state.passengerDetails.passengers.some((passenger) => passenger.mobilityLimitations === true)

  const breakdown: BreakdownView | null =
    step === 'travellers'
      ? draftBreakdown(state, state.flow.addOnChosen ? state.recordedAddOn : null, currency)
      : (step === 'excursions' || step === 'passengerDetails') && state.quote
        ? quoteBreakdown(state.quote, state.subtotalMismatch)
        : null
  const showBreakdown = !!breakdown && !state.error && dataLoaded
  const stickyVisible = useStickySubtotal(placeholderRef, showBreakdown)

  return (
    <div className="checkout" data-step={step} data-ready={dataLoaded || undefined}>
      <h1 className="visually-hidden">Checkout</h1>
      <CheckoutHeader stepIndex={state.flow.stepIndex} />
      <p className="checkout__trip">
        <strong>{data.tour.name}</strong>
        <span>
          {' '}
          · {departure.date} · {departure.durationDays} days · {departure.transportTypeName}
        </span>
      </p>
      <CheckoutLoading loading={state.loading} />
      {state.error ? (
        <CheckoutErrorBlock
          text={texts.bookingError}
          quoteId={state.quote?.quoteId ?? null}
          message={state.errorMessage}
          headingRef={headingRef}
        />
      ) : dataLoaded ? (
        <div className="checkout__layout" data-with-breakdown={showBreakdown || undefined}>
          <div className="checkout__main" aria-busy={busy || undefined}>
            {step === 'addon' ? (
              <AddOnsStep
                addOns={state.addOns}
                text={texts.addons}
                headingRef={headingRef}
                busy={busy}
                onBook={(addOn) => dispatch({ type: 'bookExtension', addOn })}
                onSkip={() => navigate({ type: 'skipAddOns' })}
                onBack={() => navigate({ type: 'back' })}
              />
            ) : step === 'flights' ? (
              <FlightsStep
                details={state.departureDetails}
                addOn={state.chosenAddOn}
                text={texts.flights}
                headingRef={headingRef}
                busy={busy}
                onBack={() => navigate({ type: 'back' })}
                onContinue={() => navigate({ type: 'continue' })}
              />
            ) : step === 'travellers' ? (
              <TravellersStep
                state={state}
                currency={currency}
                texts={texts}
                headingRef={headingRef}
                busy={busy}
                handlers={{
                  onSelectRoomType: (roomKey, roomId) => {
                    saver.current?.flush()
                    dispatch({ type: 'selectRoomType', roomKey, roomId })
                    dispatch({ type: 'restoreNames', stored: readStoredNames(sessionStore()) })
                  },
                  onAddRoom: () => dispatch({ type: 'addRoom' }),
                  onRemoveRoom: (roomKey) => dispatch({ type: 'removeRoom', roomKey }),
                  onName: (roomKey, passengerKey, field, value) =>
                    dispatch({ type: 'setName', roomKey, passengerKey, field, value }),
                  onDonates: (name, donates) => dispatch({ type: 'setDonates', name, donates }),
                  onDonationForBooking: (value) => dispatch({ type: 'setDonationForBooking', value }),
                  onBack: () => navigate({ type: 'back' }),
                  onContinue: () => void continueTravellers(),
                }}
              />
            ) : step === 'excursions' ? (
              <ExcursionsStep
                excursions={state.excursions}
                passengers={state.quote?.passengers ?? []}
                choices={state.excursionChoices}
                text={texts.excursions}
                headingRef={headingRef}
                busy={busy}
                onToggle={(code, passengerId, selected) =>
                  dispatch({ type: 'toggleExcursion', code, passengerId, selected })
                }
                onSkip={() => navigate({ type: 'skipExcursions' })}
                onBack={() => navigate({ type: 'back' })}
                onContinue={() => void continueExcursions()}
              />
            ) : step === 'passengerDetails' && state.quote ? (
              <>
                <PassengerDetailsStep
                  key={state.passengerDetails.resetId}
                  quote={state.quote}
                  departureDate={departure.isoDate}
                  visas={visas}
                  texts={{ ...texts.passengerCards, step: texts.passengerDetails }}
                  headingRef={headingRef}
                  loginBox={data.login.box}
                  signedIn={data.login.userIsLoggedIn}
                  busy={busy}
                  serverFieldErrors={passengerFieldErrors}
                  onAllSaved={(passengers) => void submitPassengers(passengers)}
                  onEdit={passengerEdited}
                />
                {state.payment ? (
                  <PaymentSection
                    payment={state.payment}
                    text={texts.payment}
                    reservationWarning={reservation ? (medical ? texts.medicalWarning : texts.generalWarning) : null}
                    currency={currency}
                    busy={busy}
                    handlers={{
                      onAmountToPay: (value) => dispatch({ type: 'setAmountToPay', value }),
                      onCardType: (cardTypeId) => dispatch({ type: 'setCardType', cardTypeId }),
                      onTakeFinalBalance: (value) => dispatch({ type: 'setTakeFinalBalance', value }),
                      onSave: savePayment,
                      onEdit: () => dispatch({ type: 'editPayment' }),
                    }}
                  />
                ) : null}
                {!bookable.ok && bookable.message ? (
                  <p className="checkout-message checkout-message--error" role="alert" data-testid="book-message">
                    {bookable.message}
                  </p>
                ) : null}
                <StepActions>
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={busy}
                    onClick={() => navigate({ type: 'back' })}
                  >
                    Back
                  </button>
                  {bookable.ok ? (
                    <button
                      type="button"
                      className="button button--primary"
                      disabled={busy}
                      onClick={() => void book()}
                    >
                      Continue to book
                    </button>
                  ) : null}
                </StepActions>
              </>
            ) : step === 'payment' && state.paymentFrame ? (
              <CardFrameStep
                frame={state.paymentFrame}
                title={texts.payment.title}
                headingRef={headingRef}
                busy={busy}
                onBack={() => navigate({ type: 'back' })}
                onPaymentMessage={(message) => void paymentMessage(message)}
              />
            ) : step === 'booking' && state.confirmation ? (
              <ConfirmationStep
                confirmation={state.confirmation}
                variants={texts.confirmations}
                tourName={data.tour.name}
                headingRef={headingRef}
              />
            ) : null}
          </div>
          {showBreakdown && breakdown ? (
            <div className="checkout__breakdown">
              <PriceBreakdown view={breakdown} text={texts.priceBreakdown} placeholderRef={placeholderRef} />
              {step === 'travellers' ? (
                <p className="checkout-note">Your price is confirmed by us when you continue.</p>
              ) : null}
            </div>
          ) : null}
        </div>
      ) : null}
      {showBreakdown && breakdown ? (
        <StickySubtotalBar
          visible={stickyVisible}
          label={texts.priceBreakdown.label}
          subtotalText={breakdown.subtotalText}
          onShowBreakdown={() => {
            const section = document.getElementById(PRICE_BREAKDOWN_ID)
            section?.scrollIntoView({ block: 'start' })
            section?.focus({ preventScroll: true })
          }}
        />
      ) : null}
    </div>
  )
}

/** A departure that closed or left since the link was made: nothing to hold, so no checkout. */
function NotOnSale({ data }: { data: CheckoutPageData }) {
  return (
    <div className="checkout">
      <h1 className="visually-hidden">Checkout</h1>
      <section className="checkout-card checkout-closed" aria-labelledby="checkout-closed-title">
        <h2 id="checkout-closed-title">This departure can no longer be booked online</h2>
        <p>
          {data.tour.name}, departing {data.departure.date}. Please choose another date on the{' '}
          <a href={data.tour.path}>{data.tour.name} page</a>, or call us on {data.brand.phone}.
        </p>
      </section>
    </div>
  )
}
