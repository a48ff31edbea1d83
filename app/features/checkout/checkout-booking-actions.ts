import type { Dispatch, RefObject } from 'react'
import { ApiError } from '../../lib/api-client'
import {
  RESERVATION_PAYMENT_TYPE,
  addPaymentInfoEvent,
  canBookNow,
  isReservationNow,
  purchaseSubmitEvent,
  type CheckoutAction,
  type CheckoutPageData,
  type CheckoutState,
} from './flow/index.rules'
import {
  CONFIRM_BOOKING_PATH,
  statusCheckUrl,
  type ConfirmBookingAnswer,
  type ConfirmBookingRequest,
  type PaymentSubmitAnswer,
  type PaymentSubmitRequest,
  type StatusCheckAnswer,
} from './contract/index.rules'
import {
  confirmationAddress,
  isPaymentValid,
  paymentTypeOf,
  pollPaymentStatus,
  savePaymentSection,
  userFriendlyMessageOf,
  type PaymentMessage,
} from './payment/index.rules'
import { api, messageOf, push } from './checkout-client'

/*
 * The flow controller's last round trips (checkout §4): saving the payment section, 'Continue to book' (a
 * reservation confirmed at once, otherwise the card frame), the frame's message polled to a final status, and the
 * confirm. They read the latest state through `latest` and change it only by dispatching to the reducer.
 */

export interface BookingActionsContext {
  data: CheckoutPageData
  /** The pause between payment status polls. */
  wait: (ms: number) => Promise<void>
  latest: RefObject<CheckoutState>
  dispatch: Dispatch<CheckoutAction>
}

export function checkoutBookingActions({ data, wait, latest, dispatch }: BookingActionsContext) {
  const { analytics } = data

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

  return { savePayment, book, paymentMessage }
}
