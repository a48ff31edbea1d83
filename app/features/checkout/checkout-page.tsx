import type { ReactNode } from 'react'
import {
  type CheckoutPageData,
  draftBreakdown,
  excursionsBreakdown,
  quoteBreakdown,
  type BreakdownView,
} from './flow/index.rules'
import { CheckoutErrorBlock, CheckoutHeader, CheckoutLoading, StepIntro } from './flow/index'
import { DETAILS_STEP_INDEX } from '../../lib/constants'
import { PRICE_BREAKDOWN_ID, PriceBreakdown, StickySubtotalBar, useStickySubtotal } from './price-breakdown/index'
import { HotelCarousel, TourIconsTicker } from './carousels/index'
import { CheckoutNotices } from './checkout-notices'
import { CheckoutStep } from './checkout-step'
import { useCheckoutFlow } from './use-checkout-flow'

const assignLocation = (url: string) => window.location.assign(url)
const sleep = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms))

/**
 * The checkout page, part 1 (checkout §2 steps 1–4, §4, §8; issue 9 "The page"): the flow controller
 * (use-checkout-flow.ts: the reducer, the API calls, the effects of a step change) drives the step on screen
 * (checkout-step.tsx); this component lays out the header, the error block, the step and the price breakdown.
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
  const { texts, departure } = data
  const currency = departure.currency
  const flow = useCheckoutFlow({ data, redirect, wait })
  const { state, step, dataLoaded, headingRef, placeholderRef } = flow
  const busy = state.loading

  const breakdown: BreakdownView | null =
    step === 'travellers'
      ? draftBreakdown(state, state.flow.addOnChosen ? state.recordedAddOn : null, currency)
      : step === 'excursions' && state.quote
        ? excursionsBreakdown(state.quote, state.excursions, state.excursionChoices, state.subtotalMismatch)
        : step === 'passengerDetails' && state.quote
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
      <CheckoutNotices data={data} />
      {/* Checkout §9's carousels: the tour's highlights on the 'Your Holiday' steps (from the server's first render,
          so the row is there before the step's data arrives), its hotels beside the room choice. */}
      {!state.error && state.flow.stepIndex < DETAILS_STEP_INDEX ? (
        <TourIconsTicker highlights={data.holiday.highlights} tourName={data.tour.name} />
      ) : null}
      {dataLoaded || state.error ? <CheckoutLoading loading={state.loading} /> : null}
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
            <CheckoutStep data={data} flow={flow} />
            {step === 'travellers' ? <HotelCarousel hotels={data.holiday.hotels} /> : null}
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
      ) : (
        <div className="checkout__layout">
          <div className="checkout__main" aria-busy="true">
            <FirstStepPreview data={data}>
              <CheckoutLoading loading={state.loading} />
            </FirstStepPreview>
          </div>
        </div>
      )}
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

/**
 * The first step's heading and description while its data loads (CheckoutPageData.firstStep), in the step's own
 * markup so the text sits where the step will put it. 'We are building your holiday' shows under the text rather than
 * above it: when the data arrives and the notice goes, nothing above the step moves.
 */
function FirstStepPreview({ data, children }: { data: CheckoutPageData; children: ReactNode }) {
  const addOns = data.firstStep === 'addon'
  const id = addOns ? 'checkout-step-addons' : 'checkout-step-travellers'
  return (
    <section className={`checkout-step checkout-step--${addOns ? 'addons' : 'travellers'}`} aria-labelledby={id}>
      <StepIntro id={id} text={addOns ? data.texts.addons : data.texts.travellers} headingRef={null} />
      {children}
    </section>
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
