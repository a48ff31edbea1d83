import type { Dispatch, RefObject } from 'react'
import { pushDataLayer } from '../../lib/analytics'
import { ApiError, isApiCancelled } from '../../lib/api-client'
import type { Debounced } from '../../lib/debounce'
import {
  addExcursionsEvent,
  addPackageEvent,
  addShippingInfoEvent,
  bookingFailedUrl,
  excursionsBreakdown,
  excursionsRequestOf,
  newsletterSubscribePayload,
  quoteHasExcursions,
  roomsRequestOf,
  type CheckoutAction,
  type CheckoutPageData,
  type CheckoutState,
  type SubmittedPassenger,
} from './flow/index.rules'
import {
  EXCURSIONS_RESPONSE_PATH,
  PASSENGER_DETAILS_RESPONSE_PATH,
  ROOMS_RESPONSE_PATH,
  type PassengerDetailsAnswer,
  type QuoteResponse,
} from './contract/index.rules'
import type { RoomDraft } from './travellers/index.rules'
import type { PassengerDetailsInput } from './passenger-details/index.rules'
import { api, messageOf, push } from './checkout-client'

/*
 * The flow controller's round trips of the steps before payment (checkout §4, §8): the rooms response (a refusal
 * shown by the rooms, any other failure sent to the contact form), the excursions response (and its reset), and the
 * passenger details response (cancelled by an edit or an excursions change). They read the latest state through
 * `latest` and change it only by dispatching to the reducer.
 */

/** The request id of passengerDetailsResponse: an edit or an excursions change cancels it (checkout §4). */
const PASSENGER_REQUEST_ID = 'checkout-passenger-details'

export interface StepActionsContext {
  data: CheckoutPageData
  /** Where a failed rooms submission goes (checkout §8). */
  redirect: (url: string) => void
  latest: RefObject<CheckoutState>
  dispatch: Dispatch<CheckoutAction>
  /** The debounced save of the names to session storage, flushed before leaving for the contact form. */
  saver: RefObject<Debounced<[readonly RoomDraft[]]> | null>
  setPassengerFieldErrors: (errors: Record<string, string[]> | null) => void
}

export function checkoutStepActions({
  data,
  redirect,
  latest,
  dispatch,
  saver,
  setPassengerFieldErrors,
}: StepActionsContext) {
  const { keys, analytics, departure } = data

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
      const shown = excursionsBreakdown(quote, current.excursions, current.excursionChoices, current.subtotalMismatch)
      dispatch({ type: 'quoteReceived', quote: updated, expectedSubtotal: shown.subtotal })
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

  return { resetExcursions, continueTravellers, continueExcursions, passengerEdited, submitPassengers }
}
