import {
  ADDONS_SKIP_STEPS,
  CHECKOUT_HEADER_LABELS,
  CHECKOUT_STEPS,
  DETAILS_STEP_INDEX,
  type CheckoutStep,
} from '../../../lib/constants'

/*
 * The checkout's step list and navigation rules (checkout §2 steps 1–5, §4), one pure module with a table test,
 * as Saleor's storefront keeps its flow in flow.ts: step components only send events here and run the effects that
 * come back. Seven steps in order — addon, flights, travellers, excursions, passengerDetails, payment, booking —
 * moved through by index (§4: "steps advance or retreat by a given amount by index"):
 *
 * 1 addon:            skip → +2 (past flights); 'Book extension' → departure details load, +1 (flights);
 *                     no add-ons → departure details load, +2 automatically; Back → the previous browser page.
 * 2 flights:          Continue → records the add-ons, fires add_tour_extension, +1; Back → −1.
 * 3 travellers:       Back → −1 when an add-on was chosen, else −2; when there are no add-ons at all the
 *                     travellers step is the first page, so Back uses browser history.
 *                     Continue → +2 when excursions were visited and none exist, else +1.
 * 4 excursions:       none → +1 automatically (and remembered: "visited, none exist"); skip → +1 with no
 *                     excursions; Back → resets excursions, −1; Continue → sets excursions, +1.
 * 5 passengerDetails: Back → −2 when excursions were visited and none exist, else −1; Continue to book → the
 *                     card frame (+1) once the payment submit answered; a reservation, confirmed without a card,
 *                     → the confirmation (+2).
 * 6 payment (card frame): Back → −1; the frame's transaction confirmed → +1.
 * 7 booking (confirmation): no navigation (the page loader opens it directly for `?bookingReference=`).
 * Every change of step scrolls to the top and moves focus to the step heading (checkout §2).
 *
 * Note: with these rules the flights step shows only after 'Book extension'; a departure without add-ons lands on
 * travellers (checkout §2 step 1: "advances two steps automatically").
 */

export { CHECKOUT_STEPS, type CheckoutStep }

export const STEP_INDEX: Readonly<Record<CheckoutStep, number>> = Object.fromEntries(
  CHECKOUT_STEPS.map((step, index) => [step, index]),
) as Record<CheckoutStep, number>

export const LAST_STEP_INDEX = CHECKOUT_STEPS.length - 1

export function stepAt(index: number): CheckoutStep {
  return CHECKOUT_STEPS[clampIndex(index)]!
}

function clampIndex(index: number): number {
  return Math.min(LAST_STEP_INDEX, Math.max(0, Math.trunc(index)))
}

export type HeaderLabel = (typeof CHECKOUT_HEADER_LABELS)[number]

/** Checkout §2 header: Your Holiday before index 4, Your Details at 4, Payment after. */
export function headerLabelIndex(stepIndex: number): 0 | 1 | 2 {
  if (stepIndex < DETAILS_STEP_INDEX) return 0
  if (stepIndex === DETAILS_STEP_INDEX) return 1
  return 2
}

export function headerLabel(stepIndex: number): HeaderLabel {
  return CHECKOUT_HEADER_LABELS[headerLabelIndex(stepIndex)]
}

export interface StepFlow {
  stepIndex: number
  /** null until the add-ons call answered. */
  addOnsExist: boolean | null
  /** 'Book extension' was chosen (and not skipped since). */
  addOnChosen: boolean
  /** null until the excursions step was visited; then whether the departure has any. */
  excursionsExist: boolean | null
}

export const INITIAL_STEP_FLOW: StepFlow = {
  stepIndex: STEP_INDEX.addon,
  addOnsExist: null,
  addOnChosen: false,
  excursionsExist: null,
}

export type StepEvent =
  | { type: 'addOnsLoaded'; count: number }
  | { type: 'skipAddOns' }
  | { type: 'bookExtension' }
  | { type: 'excursionsLoaded'; count: number }
  | { type: 'skipExcursions' }
  | { type: 'back' }
  | { type: 'continue' }
  /** The payment submit answered with the card frame's URL. */
  | { type: 'paymentFrameReady' }
  /** /confirm-booking answered success (a paid booking from the frame, or a reservation from the details step). */
  | { type: 'booked' }

export type StepEffect =
  | 'loadDepartureDetails'
  | 'historyBack'
  | 'recordAddOns'
  | 'pushTourExtension'
  | 'resetExcursions'
  | 'setExcursions'
  | 'scrollToTop'
  | 'focusStepHeading'

export interface StepOutcome {
  flow: StepFlow
  effects: StepEffect[]
}

function move(flow: StepFlow, by: number, effects: StepEffect[] = []): StepOutcome {
  const stepIndex = clampIndex(flow.stepIndex + by)
  if (stepIndex === flow.stepIndex) return { flow, effects }
  return { flow: { ...flow, stepIndex }, effects: [...effects, 'scrollToTop', 'focusStepHeading'] }
}

const stay = (flow: StepFlow, effects: StepEffect[] = []): StepOutcome => ({ flow, effects })

/** "Visited and none exist": the one condition that makes travellers and passenger details jump over excursions. */
export const excursionsSkipped = (flow: StepFlow) => flow.excursionsExist === false

/** The next flow and the effects the page must run, for an event on the current step. */
export function nextStep(flow: StepFlow, event: StepEvent): StepOutcome {
  const step = stepAt(flow.stepIndex)
  switch (step) {
    case 'addon':
      switch (event.type) {
        case 'addOnsLoaded':
          if (event.count > 0) return stay({ ...flow, addOnsExist: true })
          return move({ ...flow, addOnsExist: false, addOnChosen: false }, ADDONS_SKIP_STEPS, ['loadDepartureDetails'])
        case 'skipAddOns':
          return move({ ...flow, addOnChosen: false }, ADDONS_SKIP_STEPS)
        case 'bookExtension':
          return move({ ...flow, addOnChosen: true }, 1, ['loadDepartureDetails'])
        case 'back':
          return stay(flow, ['historyBack'])
        default:
          return stay(flow)
      }
    case 'flights':
      if (event.type === 'continue') return move(flow, 1, ['recordAddOns', 'pushTourExtension'])
      if (event.type === 'back') return move(flow, -1)
      return stay(flow)
    case 'travellers':
      if (event.type === 'continue') return move(flow, excursionsSkipped(flow) ? 2 : 1)
      if (event.type === 'back') {
        if (flow.addOnChosen) return move(flow, -1)
        if (flow.addOnsExist === false) return stay(flow, ['historyBack'])
        return move(flow, -ADDONS_SKIP_STEPS)
      }
      return stay(flow)
    case 'excursions':
      switch (event.type) {
        case 'excursionsLoaded':
          if (event.count > 0) return stay({ ...flow, excursionsExist: true })
          return move({ ...flow, excursionsExist: false }, 1)
        case 'skipExcursions':
          return move(flow, 1, ['resetExcursions'])
        case 'back':
          return move(flow, -1, ['resetExcursions'])
        case 'continue':
          return move(flow, 1, ['setExcursions'])
        default:
          return stay(flow)
      }
    case 'passengerDetails':
      if (event.type === 'back') return move(flow, excursionsSkipped(flow) ? -2 : -1)
      if (event.type === 'continue' || event.type === 'paymentFrameReady') return move(flow, 1)
      if (event.type === 'booked') return move(flow, STEP_INDEX.booking - flow.stepIndex)
      return stay(flow)
    case 'payment':
      if (event.type === 'back') return move(flow, -1)
      if (event.type === 'continue' || event.type === 'booked') return move(flow, 1)
      return stay(flow)
    case 'booking':
      return stay(flow)
  }
}
