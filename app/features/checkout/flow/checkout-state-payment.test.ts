import { describe, expect, it } from 'vitest'
import type { PaymentInfo, QuoteResponse } from '../contract/checkout-contract'
import {
  canBookNow,
  checkoutReducer,
  initialCheckoutState,
  isReservationNow,
  type CheckoutAction,
  type CheckoutState,
} from './checkout-state'
import { STEP_INDEX } from './checkout-steps'
import { quoteFor } from './checkout-test-data'

/*
 * The checkout reducer from the passenger details step on (checkout §4): payment reset on an edit or an excursions
 * change, the payment section's modes, canBook, the frame and the confirmation.
 */

const quote: QuoteResponse = quoteFor({
  quoteId: null,
  departureId: 5,
  filo: 'FI',
  departureTransportCode: 'LHR',
  passengers: [
    { roomId: 2, roomKey: 'room-1', key: 'p1', firstName: 'Ann', lastName: 'Lee' },
    { roomId: 2, roomKey: 'room-1', key: 'p2', firstName: 'Bo', lastName: 'Lee' },
  ],
  donationExtraId: null,
})

const info: PaymentInfo = {
  data: { fullBalance: 400_000, depositAmount: 40_000, dueDate: '2027-02-17', cardTypes: [{ id: 1, name: 'Visa' }] },
  canPay: true,
  transactionType: 'Deposit Only',
}

const passengers = [
  { passengerId: 100, firstName: 'Ann', lastName: 'Lee', mobilityLimitations: false },
  { passengerId: 101, firstName: 'Bo', lastName: 'Lee', mobilityLimitations: false },
]

function atDetails(): CheckoutState {
  const state = initialCheckoutState()
  return { ...state, loading: false, quote, flow: { ...state.flow, stepIndex: STEP_INDEX.passengerDetails } }
}

const run = (state: CheckoutState, ...actions: CheckoutAction[]) => actions.reduce(checkoutReducer, state)

const accepted = (state = atDetails()) =>
  run(
    state,
    { type: 'passengerDetailsSubmitted', passengers },
    { type: 'passengerDetailsAccepted', quote, payment: info },
  )

describe('passenger details and payment (checkout §4)', () => {
  it('a submission is in flight until accepted; then the payment section starts in input mode', () => {
    const submitted = run(atDetails(), { type: 'passengerDetailsSubmitted', passengers })
    expect(submitted.loading).toBe(true)
    expect(submitted.passengerDetails).toMatchObject({ requestInFlight: true, complete: false })
    const done = accepted()
    expect(done.loading).toBe(false)
    expect(done.passengerDetails).toMatchObject({ requestInFlight: false, complete: true })
    expect(done.payment).toMatchObject({
      amountToPay: null,
      cardTypeId: 1,
      summaryView: false,
      hasBeenSubmitted: false,
    })
    expect(canBookNow(done).ok).toBe(false)
  })

  it('Save and continue with a valid payment allows booking; Edit takes it away', () => {
    const saved = run(accepted(), { type: 'setAmountToPay', value: 'Deposit Only' }, { type: 'savePayment' })
    expect(saved.payment).toMatchObject({ summaryView: true, hasBeenSubmitted: true })
    expect(canBookNow(saved)).toEqual({ ok: true })
    const editing = run(saved, { type: 'editPayment' })
    expect(editing.payment?.summaryView).toBe(false)
    expect(canBookNow(editing).ok).toBe(false)
  })

  it('an invalid save is marked submitted and stays in input mode', () => {
    const saved = run(accepted(), { type: 'savePayment' })
    expect(saved.payment).toMatchObject({ summaryView: false, hasBeenSubmitted: true })
  })

  it('takes the final balance only with a deposit', () => {
    const state = run(
      accepted(),
      { type: 'setAmountToPay', value: 'Deposit Only' },
      { type: 'setTakeFinalBalance', value: true },
    )
    expect(state.payment?.takeFinalBalance).toBe(true)
    expect(run(state, { type: 'setAmountToPay', value: 'Full Balance' }).payment?.takeFinalBalance).toBe(false)
  })

  it.each([
    ['an edit', { type: 'passengerEdited' } as const, 0],
    ['an excursions change', { type: 'excursionsChanged' } as const, 1],
  ])('%s resets payment and passenger completeness', (_, action, resetBump) => {
    const saved = run(accepted(), { type: 'setAmountToPay', value: 'Full Balance' }, { type: 'savePayment' })
    const reset = run(saved, action)
    expect(reset.payment).toBeNull()
    expect(reset.passengerDetails.complete).toBe(false)
    expect(reset.passengerDetails.resetId).toBe(saved.passengerDetails.resetId + resetBump)
    expect(canBookNow(reset).ok).toBe(false)
  })

  it('an edit during the passenger request stops the loading it started', () => {
    const state = run(atDetails(), { type: 'passengerDetailsSubmitted', passengers }, { type: 'passengerEdited' })
    expect(state.loading).toBe(false)
    expect(state.passengerDetails.requestInFlight).toBe(false)
  })

  it('duplicate names block booking with the message', () => {
    const twins = [passengers[0]!, { ...passengers[1]!, firstName: 'ANN' }]
    const state = run(
      atDetails(),
      { type: 'passengerDetailsSubmitted', passengers: twins },
      { type: 'passengerDetailsAccepted', quote, payment: info },
      { type: 'setAmountToPay', value: 'Full Balance' },
      { type: 'savePayment' },
    )
    expect(canBookNow(state)).toEqual({
      ok: false,
      message: 'You cannot continue with two passengers of the same name',
    })
  })

  it('mobility limitations make a reservation that can be booked without a card', () => {
    const state = run(
      atDetails(),
      {
        type: 'passengerDetailsSubmitted',
        passengers: [passengers[0]!, { ...passengers[1]!, mobilityLimitations: true }],
      },
      { type: 'passengerDetailsAccepted', quote, payment: info },
    )
    expect(isReservationNow(state)).toBe(true)
    expect(canBookNow(state)).toEqual({ ok: true })
  })
})

describe('the card frame and the confirmation', () => {
  const frame = { url: '/payments/sandbox/tx_1', transactionId: 'tx_1' }

  it('the frame opens the card step; Back clears it', () => {
    const framed = run(accepted(), { type: 'requestStarted' }, { type: 'paymentFrameReceived', frame })
    expect(framed.flow.stepIndex).toBe(STEP_INDEX.payment)
    expect(framed.loading).toBe(false)
    const back = run(framed, { type: 'navigate', event: { type: 'back' } })
    expect(back.flow.stepIndex).toBe(STEP_INDEX.passengerDetails)
    expect(back.paymentFrame).toBeNull()
  })

  it("the frame's message replaces the quote, sets donations from it and clears the frame", () => {
    const framed = run(accepted(), { type: 'paymentFrameReceived', frame })
    const updated = {
      ...quote,
      subtotal: 123,
      passengers: quote.passengers.map((p, i) => ({ ...p, donated: i === 0 })),
      transactionId: 'tx_1',
    }
    const state = run(framed, { type: 'paymentMessageReceived', message: updated })
    expect(state.quote?.subtotal).toBe(123)
    expect(state.quote?.transactionId).toBe('tx_1')
    expect(state.paymentFrame).toBeNull()
    expect(state.loading).toBe(true)
    expect(state.nonDonatingTravellers).toEqual(['Bo Lee'])
  })

  it.each([
    ['from the card frame', STEP_INDEX.payment],
    ['a reservation from the details step', STEP_INDEX.passengerDetails],
  ])('booked %s → the confirmation', (_, from) => {
    const state = { ...accepted(), flow: { ...accepted().flow, stepIndex: from } }
    const confirmation = { bookingReference: 'K7MX4Q2P', bookingDetails: null }
    const booked = run(state, { type: 'booked', confirmation })
    expect(booked.flow.stepIndex).toBe(STEP_INDEX.booking)
    expect(booked.confirmation).toEqual(confirmation)
    expect(booked.purchasePushed).toBe(false)
    expect(booked.effects).toContain('focusStepHeading')
  })

  it('a reload at the confirmation starts there, not loading, with its purchase already sent', () => {
    const state = initialCheckoutState({ bookingReference: 'K7MX4Q2P', bookingDetails: null })
    expect(state).toMatchObject({ loading: false, purchasePushed: true })
    expect(state.flow.stepIndex).toBe(STEP_INDEX.booking)
  })
})
