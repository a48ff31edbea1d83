import { useEffect, useRef, useState } from 'react'
import type { CheckoutPageData } from './flow/index.rules'
import { CheckoutLoading } from './flow/index'
import { AddOnsStep, ExcursionsStep, FlightsStep } from './extras/index'
import { ConfirmationStep } from './confirmation/index'
import { TravellersStep } from './travellers/index'
import type { CheckoutFlowController } from './use-checkout-flow'
import { WaitlistJoin } from '../waitlist'
import type * as LaterStepsModule from './checkout-later-steps'

type LaterSteps = typeof LaterStepsModule

let laterStepsModule: LaterSteps | null = null

/**
 * The passenger details and card frame steps (checkout-later-steps.ts), fetched once the page has hydrated: by the
 * time a traveller has chosen rooms and pressed Continue they are in, so the step renders (and its heading takes
 * focus) at once. On a connection slower than the traveller, the loading line shows until they arrive.
 */
function useLaterSteps(): LaterSteps | null {
  const [steps, setSteps] = useState(laterStepsModule)
  useEffect(() => {
    if (steps) return
    let cancelled = false
    void import('./checkout-later-steps').then((module) => {
      laterStepsModule = module
      if (!cancelled) setSteps(module)
    })
    return () => {
      cancelled = true
    }
  }, [steps])
  return steps
}

/*
 * The step on screen (checkout §2): the reducer's step picks the step component, and each component's buttons call
 * the flow controller's actions (use-checkout-flow.ts). Presentation only: no state of its own, no API calls.
 */
export function CheckoutStep({ data, flow }: { data: CheckoutPageData; flow: CheckoutFlowController }) {
  const { texts, departure } = data
  const currency = departure.currency
  const { state, dispatch, step, headingRef } = flow
  const { navigate, continueTravellers, continueExcursions, paymentMessage } = flow.actions
  const busy = state.loading
  const later = useLaterSteps()
  const waiting = (step === 'passengerDetails' || step === 'payment') && !later
  // The step change focused its heading while the step was still loading (no heading yet): focus it once it is in,
  // or keyboard and screen-reader users would be left on the page's body.
  const waitedForLater = useRef(false)
  if (waiting) waitedForLater.current = true
  useEffect(() => {
    if (!later || !waitedForLater.current) return
    waitedForLater.current = false
    headingRef.current?.focus({ preventScroll: true })
  }, [later, headingRef])
  if (waiting) return <CheckoutLoading loading />
  return step === 'addon' ? (
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
        onSelectRoomType: flow.actions.selectRoomType,
        onAddRoom: () => dispatch({ type: 'addRoom' }),
        onRemoveRoom: (roomKey) => dispatch({ type: 'removeRoom', roomKey }),
        onName: (roomKey, passengerKey, field, value) =>
          dispatch({ type: 'setName', roomKey, passengerKey, field, value }),
        onDonates: (name, donates) => dispatch({ type: 'setDonates', name, donates }),
        onDonationForBooking: (value) => dispatch({ type: 'setDonationForBooking', value }),
        onBack: () => navigate({ type: 'back' }),
        onContinue: () => void continueTravellers(),
      }}
      soldOutAction={
        <WaitlistJoin
          departureId={data.keys.departureId}
          departureLabel={`the ${departure.date} departure`}
          rooms={state.availableRooms}
        />
      }
    />
  ) : step === 'excursions' ? (
    <ExcursionsStep
      excursions={state.excursions}
      passengers={state.quote?.passengers ?? []}
      choices={state.excursionChoices}
      text={texts.excursions}
      headingRef={headingRef}
      busy={busy}
      onToggle={(code, passengerId, selected) => dispatch({ type: 'toggleExcursion', code, passengerId, selected })}
      onSkip={() => navigate({ type: 'skipExcursions' })}
      onBack={() => navigate({ type: 'back' })}
      onContinue={() => void continueExcursions()}
    />
  ) : step === 'passengerDetails' && state.quote && later ? (
    <later.PassengerDetailsAndPayment data={data} flow={flow} quote={state.quote} />
  ) : step === 'payment' && state.paymentFrame && later ? (
    <later.CardFrameStep
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
      cancellationTerms={data.cancellationTerms}
      headingRef={headingRef}
    />
  ) : null
}
