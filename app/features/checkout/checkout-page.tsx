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
import { AddOnsStep } from './addons-step'
import {
  addExcursionsEvent,
  addPackageEvent,
  addTourExtensionEvent,
  beginCheckoutEvent,
  type CheckoutAnalyticsEvent,
} from './checkout-analytics'
import {
  EXCURSIONS_RESPONSE_PATH,
  ROOMS_RESPONSE_PATH,
  availableRoomsUrl,
  donationsUrl,
  type AvailableRoomsResponse,
  type Donation,
  type QuoteResponse,
} from './checkout-contract'
import { CheckoutErrorBlock, CheckoutHeader, CheckoutLoading } from './checkout-frame'
import type { CheckoutPageData } from './checkout-page-data'
import { totalTravellers, type RoomDraft } from './checkout-rooms'
import { checkoutReducer, initialCheckoutState, type CheckoutState } from './checkout-state'
import { stepAt, type StepEffect, type StepEvent } from './checkout-steps'
import { readStoredNames, readStoredRoomIds, saveTravellers, sessionStore } from './checkout-storage'
import {
  bookingFailedUrl,
  draftBreakdown,
  excursionsRequestOf,
  quoteBreakdown,
  quoteHasExcursions,
  roomsRequestOf,
  type BreakdownView,
} from './checkout-view'
import { ExcursionsStep } from './excursions-step'
import { FlightsStep } from './flights-step'
import { HeldQuoteStep } from './held-quote-step'
import { PRICE_BREAKDOWN_ID, PriceBreakdown, StickySubtotalBar, useStickySubtotal } from './price-breakdown'
import { TravellersStep } from './travellers-step'

const api = createApiClient()

function push(event: CheckoutAnalyticsEvent) {
  pushDataLayer(event.event, event.payload)
}

/** The message a failed call carries for the error block (the API's own message; nothing for a network failure). */
function messageOf(error: unknown): string | null {
  return error instanceof ApiError ? error.message : null
}

const assignLocation = (url: string) => window.location.assign(url)

/**
 * The checkout page, part 1 (checkout §2 steps 1–4, §4, §8; issue 9 "The page"): one reducer over the pure rules
 * (checkout-state.ts, checkout-steps.ts, checkout-rooms.ts); this component only calls the API, runs the effects a
 * step change asks for (scroll to the top, focus the step heading, browser back, load the departure details,
 * record the add-ons, push analytics, reset the excursions) and renders the step.
 */
export function CheckoutPage({
  data,
  redirect = assignLocation,
}: {
  data: CheckoutPageData
  /** Where a failed rooms submission goes (checkout §8); replaceable in tests. */
  redirect?: (url: string) => void
}) {
  return data.departure.onSale ? <CheckoutFlow data={data} redirect={redirect} /> : <NotOnSale data={data} />
}

function CheckoutFlow({ data, redirect }: { data: CheckoutPageData; redirect: (url: string) => void }) {
  const { keys, texts, analytics, departure } = data
  const currency = departure.currency
  const [state, dispatch] = useReducer(checkoutReducer, undefined, initialCheckoutState)
  const [dataLoaded, setDataLoaded] = useState(false)
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
    if (started.current) return
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

  // Effects call the handlers of the latest render (its state and props) through this ref, so each effect
  // depends only on what triggers it.
  const handlers = useRef({ start, runEffects, reportError, loadExcursions })
  handlers.current = { start, runEffects, reportError, loadExcursions }
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
      .then((updated) => dispatch({ type: 'quoteReceived', quote: updated }))
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
      push(addExcursionsEvent(analytics, updated))
      dispatch({ type: 'navigate', event: { type: 'continue' } })
    } catch (error) {
      dispatch({ type: 'failed', message: messageOf(error) })
    }
  }

  const navigate = (event: StepEvent) => dispatch({ type: 'navigate', event })
  const busy = state.loading

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
            ) : state.quote ? (
              <HeldQuoteStep
                quote={state.quote}
                text={texts.passengerDetails}
                phone={data.brand.phone}
                locale={data.brand.cultureCode}
                headingRef={headingRef}
                busy={busy}
                onBack={() => navigate({ type: 'back' })}
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
