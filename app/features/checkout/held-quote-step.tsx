import type { Ref } from 'react'
import type { QuoteResponse } from './checkout-contract'
import { StepActions, StepIntro } from './checkout-frame'
import type { CheckoutStepText } from './checkout-page-data'
import { occupancyLabel } from './checkout-view'
import { fullName } from './passenger-names'

/** '16:32' in the visitor's own clock (the hold's instant is UTC), 24-hour. */
export function holdUntilTime(expiresAt: string, locale: string): string | null {
  const instant = new Date(expiresAt)
  if (Number.isNaN(instant.getTime())) return null
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hour12: false }).format(instant)
}

/**
 * Where checkout part 1 ends (the passenger details step, index 4, "Your Details" in the header): the quote the
 * previous steps built and hold, with its hold expiry. Entering passenger details and paying are checkout part 2 and
 * do not exist yet, so instead of a form that cannot be sent this says so, and how to finish the booking now.
 */
export function HeldQuoteStep({
  quote,
  text,
  phone,
  locale,
  headingRef,
  busy,
  onBack,
}: {
  quote: QuoteResponse
  text: CheckoutStepText
  phone: string
  locale: string
  headingRef: Ref<HTMLHeadingElement>
  busy: boolean
  onBack: () => void
}) {
  const until = quote.holdExpiresAt ? holdUntilTime(quote.holdExpiresAt, locale) : null
  const chosenExcursions = quote.excursions
    .map((excursion) => ({
      name: excursion.name,
      travellers: excursion.passengers.filter((passenger) => passenger.selected).length,
    }))
    .filter((excursion) => excursion.travellers > 0)
  return (
    <section className="checkout-step checkout-step--details" aria-labelledby="checkout-step-details">
      <StepIntro
        id="checkout-step-details"
        text={{ title: text.title, descriptionHtml: null }}
        headingRef={headingRef}
      />
      <div className="checkout-card checkout-held" data-testid="held-quote">
        <h3 className="checkout-card__title">Your holiday so far</h3>
        {until ? (
          <p className="checkout-held__hold">
            Your places are held until <strong>{until}</strong>.
          </p>
        ) : null}
        <dl className="checkout-held__facts">
          <div>
            <dt>Quote reference</dt>
            <dd>{quote.quoteId}</dd>
          </div>
          <div>
            <dt>Rooms</dt>
            <dd>
              <ul role="list">
                {quote.rooms.map((room) => (
                  <li key={room.key}>
                    {room.name} ({occupancyLabel(room.occupancy)})
                  </li>
                ))}
              </ul>
            </dd>
          </div>
          <div>
            <dt>Travellers</dt>
            <dd>
              <ul role="list">
                {quote.passengers.map((passenger) => (
                  <li key={passenger.passengerId}>{fullName(passenger)}</li>
                ))}
              </ul>
            </dd>
          </div>
          {quote.addOns.length ? (
            <div>
              <dt>Extensions</dt>
              <dd>{quote.addOns.map((addOn) => addOn.name).join(', ')}</dd>
            </div>
          ) : null}
          {chosenExcursions.length ? (
            <div>
              <dt>Excursions</dt>
              <dd>
                <ul role="list">
                  {chosenExcursions.map((excursion) => (
                    <li key={excursion.name}>
                      {excursion.name} ({occupancyLabel(excursion.travellers)})
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ) : null}
        </dl>
        <p className="checkout-held__next">
          Next come your passenger details and payment. These steps are not available online yet: to complete your
          booking while your places are held, call us on{' '}
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="checkout-held__phone">
            {phone}
          </a>{' '}
          and quote reference {quote.quoteId}.
        </p>
      </div>
      <StepActions>
        <button type="button" className="button button--secondary" disabled={busy} onClick={onBack}>
          Back
        </button>
      </StepActions>
    </section>
  )
}
