import type { Ref } from 'react'
import type { DepartureAddOn, DepartureLegsResponse } from '../../departures/index'
import { StepActions, StepIntro } from '../flow/index'
import { type CheckoutTexts, journeyView, noFlightView, type JourneyView, type NoFlightView } from '../flow/index.rules'

/**
 * Checkout step 2 (checkout §2, §3 departure details): how the holiday travels, as flights (airline, airports with
 * codes, local date and 24-hour time, stops and layovers) or as no-flight entries (location and date), with the
 * extension being booked; Back and Continue.
 */
export function FlightsStep({
  details,
  addOn,
  text,
  headingRef,
  busy,
  onBack,
  onContinue,
}: {
  details: DepartureLegsResponse | null
  addOn: DepartureAddOn | null
  text: CheckoutTexts['flights']
  headingRef: Ref<HTMLHeadingElement>
  busy: boolean
  onBack: () => void
  onContinue: () => void
}) {
  const outbound = details ? journeyView(details.departureLegs) : null
  const inbound = details ? journeyView(details.returnLegs) : null
  return (
    <section className="checkout-step checkout-step--flights" aria-labelledby="checkout-step-flights">
      <StepIntro id="checkout-step-flights" text={text} headingRef={headingRef} />
      {addOn ? (
        <p className="checkout-note">
          Extension: <strong>{addOn.name}</strong>, from {addOn.date} ({addOn.priceFormatted} per person)
        </p>
      ) : null}
      {details ? (
        <div className="checkout-journeys">
          <Journey title="Outbound" journey={outbound} entries={noFlightView(details.departureNoFlights)} />
          <Journey title="Return" journey={inbound} entries={noFlightView(details.returnNoFlights)} />
        </div>
      ) : null}
      <StepActions>
        <button type="button" className="button button--secondary" onClick={onBack}>
          Back
        </button>
        <button type="button" className="button button--primary" disabled={busy || !details} onClick={onContinue}>
          Continue
        </button>
      </StepActions>
    </section>
  )
}

function Journey({ title, journey, entries }: { title: string; journey: JourneyView | null; entries: NoFlightView[] }) {
  if (!journey && entries.length === 0) return null
  return (
    <section className="checkout-card checkout-journey" aria-label={title}>
      <h3 className="checkout-card__title">{title}</h3>
      {journey ? (
        <>
          <p className="checkout-journey__summary">
            {journey.from.name} ({journey.from.code}) to {journey.to.name} ({journey.to.code}) ·{' '}
            <span className="checkout-journey__stops">{journey.stops}</span>
          </p>
          <ol className="checkout-journey__legs" role="list">
            {journey.legs.map((leg, index) => (
              <li key={index} className="checkout-leg">
                <p className="checkout-leg__airline">
                  {leg.airline} <span className="checkout-leg__flight">{leg.flightNumber}</span>
                </p>
                <p>
                  Departs {leg.departure.name} ({leg.departure.code}) on {leg.departure.date} at{' '}
                  <time>{leg.departure.time}</time>
                </p>
                <p>
                  Arrives {leg.arrival.name} ({leg.arrival.code}) on {leg.arrival.date} at{' '}
                  <time>{leg.arrival.time}</time>
                </p>
                {leg.layoverAfter ? (
                  <p className="checkout-leg__layover">
                    Layover in {leg.arrival.code}: {leg.layoverAfter}
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        </>
      ) : null}
      {entries.length ? (
        <ul className="checkout-journey__entries" role="list">
          {entries.map((entry, index) => (
            <li key={index}>
              {entry.location}, {entry.date}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
