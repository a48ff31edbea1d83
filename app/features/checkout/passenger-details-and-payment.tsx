import type { CheckoutPageData } from './flow/index.rules'
import { canBookNow, isReservationNow } from './flow/index.rules'
import { StepActions } from './flow/index'
import type { QuoteResponse } from './contract/index.rules'
import { PassengerDetailsStep } from './passenger-details/index'
import { PaymentSection } from './payment/index'
import type { CheckoutFlowController } from './use-checkout-flow'

/*
 * The passenger details step (checkout §4): every traveller's card, then — once all are saved — the payment section
 * (or a reservation's warning), the reason the booking cannot go on yet, and 'Continue to book'.
 */
export function PassengerDetailsAndPayment({
  data,
  flow,
  quote,
}: {
  data: CheckoutPageData
  flow: CheckoutFlowController
  quote: QuoteResponse
}) {
  const { texts, departure } = data
  const currency = departure.currency
  const { state, dispatch, headingRef, visas, passengerFieldErrors } = flow
  const { navigate, submitPassengers, passengerEdited, savePayment, book } = flow.actions
  const busy = state.loading
  const bookable = canBookNow(state)
  const reservation = isReservationNow(state)
  const medical = state.passengerDetails.passengers.some((passenger) => passenger.mobilityLimitations === true)
  return (
    <>
      <PassengerDetailsStep
        key={state.passengerDetails.resetId}
        quote={quote}
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
        onLoggedIn={({ details }) => {
          if (details?.firstName && details.lastName)
            dispatch({
              type: 'loggedInPassengerLoaded',
              passenger: { firstName: details.firstName, lastName: details.lastName },
            })
        }}
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
          <button type="button" className="button button--primary" disabled={busy} onClick={() => void book()}>
            Continue to book
          </button>
        ) : null}
      </StepActions>
    </>
  )
}
